"""The Cartus bot policy for the generic search bots: the heuristic (``heuristic``),
the evaluations of searched positions (``evaluate``) and the policy with its levels'
search tuning (``policy``)."""

from .policy import POLICY, SEARCH_TUNING, CartusPolicy, SearchContext

__all__ = ["POLICY", "SEARCH_TUNING", "CartusPolicy", "SearchContext"]
