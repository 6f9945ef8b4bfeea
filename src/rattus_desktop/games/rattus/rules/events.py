"""Events of the Rattus rules (``engine.events.Event``) and the kinds they come in.

Event kinds (ids the GUI translates) and their data:
  setup_placed(seat, region, count)        card_taken(seat, card, from_seat)
  placed(seat, region, count, extra)       merchant_moved(seat, from, to, count)
  token_moved(seat, from, index, to, uid)  to_palace(seat, region)
  witch_looked(seat, tokens)   public: which two tokens were looked at
  witch_saw(seat, tokens, faces)   private_to=seat: what they show
  witch_swapped(seat, tokens, swap)        plague_moved(seat, from, to, steps)
  token_spread(region, uid)    face down: no face
  knight_bonus(seat, use)
  token_revealed(region, uid, face, pop, outbreak)
  pieces_lost(seat, region, count, cause)  cause: "majority", "all" or a class id
  turn_started(seat)                       final_round(trigger, reason)
  final_turn_started(seat)                 final_plague()
  region_resolving(region)                 game_over(scores, winner, tie_break, tied)
Region cards and Universities (Big Box modules) and their cards:
  region_card_played(seat, card, on)       region_card_passed(seat)
  region_cards_discarded(cards)   the class cards uncovered after the resolution
  region_deck_reshuffled(count)            region_cards_drawn(seat, count)  Astronomer
  region_cards_seen(seat, cards)   private_to=seat     region_card_kept(seat, discarded)
  region_cards_revealed(seat, cards)  Explorer         explorer_placed(seat, region)
  event_revealed(seat, kind[, class])      events_reshuffled(count)
  university_scored(university, region, seat)   seat None: no strict majority
  markers_cleared()                        university_moved(seat, university, from, to)
  class_card_discarded(seat, card)         bonus_placed(seat, region)
  last_found_university()                  student_placed(seat, region)
  professor_looked(seat, count)            professor_saw(seat, events)  private_to=seat
  professor_ordered(seat)                  professor_drew(seat, events)
Big Box, Upgrades module (rules/modules/upgrades/upgrades.py, abilities/alchemist.py):
  card_upgraded(seat, card, level)         tile_returned(card[, from="alchemist"])
  alchemist_tile(seat, tile)               alchemist_returned(seat, tile)
  via_alchemist(seat, card)    the next events come from that card's level III
  witch_arranged(seat, tokens, order)      token_removed(seat, region, index)  unseen
  nomad_stop_bonus(seat, region)           judged(..., returned, palace)  upgraded Judge
"""

from __future__ import annotations

from rattus_desktop.engine.events import Event, visible_events

__all__ = ["Event", "visible_events"]
