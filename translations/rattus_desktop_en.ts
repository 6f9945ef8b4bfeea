<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BigBoxNote</name>
    <message>
        <source>not playable in this version yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs the {module} module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not at this table yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BigBoxRules</name>
    <message>
        <source>Once per turn, put 1 piece from your reserve on the Baker card. Whoever takes the card from you at once puts every piece lying on it into one region of their choice (the pieces keep their owners&apos; colours). At the end, before the final plague, the player to the holder&apos;s left places the pieces still on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your own plague phase, each turned-up token that kills at least one piece of another player brings 1 piece from your reserve into the plague region at once; it counts for the following tokens and can die to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap two pieces of different players standing in different regions: one of yours with another player&apos;s, or two other players&apos; pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right after you place, you may add 1 piece to every region where you hold the strict majority of pieces, in board order while your reserve lasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first use puts the 3 nuns into any regions (several may share one); later uses move all 3. Each nun raises the outbreak number of every token in her region by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put one of the 2 bishops into a region without one; when both are out, move one instead. No new rat token may ever enter a bishop&apos;s region (no spread, Monk, Pied Piper or Soldier token; the Witch swaps only within it); tokens already there stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague piece may move up to 2 steps (3 at 5 or 6 players). When the rats spread, one more token than usual is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague piece may move up to 2 steps (3 at 5 or 6 players). In the resolution every token of the plague region is turned up at once and you choose the order they resolve in; each still needs enough pieces there when its turn comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a potion under one of your pieces on the board (a piece may carry several). When that piece would die to the plague, a potion is discarded instead. Potions travel with the piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move 1 of your pieces to a neighbouring region and take along as many of the origin&apos;s rat tokens as the destination can hold (3 at most, oldest first). The piece may move even when no token can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the 3 walls on borders between neighbouring regions (sea arrows too): walled regions are no longer neighbours for anything. The plague region may never be walled in completely. When all 3 are out, move all 3 instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you place, if your largest group of connected regions holding your pieces is strictly larger than every other player&apos;s, place 2 more pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 3 region cards, keep 1 and discard the others (Region cards module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn up 3 region cards, choose one and put 1 piece from your reserve into its region; all 3 are discarded (Region cards module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the initial placement, the last player to place puts the camel in any region. Use: move the camel exactly 2 steps, not back to where it started this turn; in its starting region and in the region it passes, the players with the most pieces each add 1 piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a diplomat under one of your pieces (one per piece, one of yours per region, not in the palace). Plain pieces die before diplomats. At the end the most diplomats score 4 points and the second most 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 1 piece from your reserve into a region with a university (Universities module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top 4 event cards and put them back in any order (Universities module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the green university to any region without a university or a university marker (Universities module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague piece may move up to 2 steps (3 at 5 or 6 players). If your plague phase kills at least 3 pieces of other players, you may disable one class card of a player who lost pieces, until the end of that player&apos;s next turn or until the card changes hands (its symbol still counts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No use on your turn. While you hold it, a player taking a card from you may take only the Philosopher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not usable on the turn you take it. If it carries no tile, put any level III tile from the supply on it and use that ability at once (and on later turns); if it carries one, return it instead. The tile&apos;s symbol never costs pieces (Upgrades module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 1 piece from your reserve on any guild space, sending its occupant back to its owner&apos;s reserve (Guilds module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 1 piece from your reserve on an empty tavern city, or move 1 of your pieces from a region onto that region&apos;s city, sending its occupant home (Taverns module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of your plague phase, if at least one piece of another player died, move 1 of your pieces from a region next to the plague region to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return 1 of your pieces from a region to your reserve, then move another of your pieces from that region to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop 2 pieces from your reserve: each lands in a random region in play and, half of the time, knocks a random piece there into a random neighbouring region. Only pieces move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: draw 4 event cards and resolve one of them at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: you may put a level III tile on it and use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the initial placement each player is dealt 3 region cards of regions in play; they stay private. During any plague resolution, before each token is turned, a player may play a region card onto one of their class cards whose class it shows (a wild card fits any): until the end of this plague phase that card costs no pieces for its class symbol (M and A are never covered). Played cards are discarded. At the end each card still in hand scores 1 point if its owner has the most pieces in its region (ties count). New cards come only from the Astronomer and the Explorer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the initial placement the 2 universities (one green) go into two random regions, where no starting pieces may go. After each player&apos;s turn an event card is turned up: nothing happens; every player may return a class card; a university is founded (for each university, green first, the player with the strict majority there scores 1 point, a marker stays and the university moves on to a region with neither); or a class bonus (for each card of that class, its holder puts 1 piece into a university region). After the final plague one more university is founded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of taking a class card, you may put the level II tile on one of your cards, or turn its tile to level III (click the tile in the card&apos;s corner). The tile replaces the card&apos;s ability (see each card below); the card&apos;s class symbol costs as before. The tile goes back to the supply when the card changes hands. The Philosopher, the Alchemist and the Jester have no tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guild board has six spaces, each giving the ability of one base card. Whoever has a piece on a space may use it once per turn, not on the turn the space was taken, and not in a turn they use the same ability from a card. At the end the most spaces score 2 points and the second most 1 (3 to 6 players). Pieces on the board are not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tavern board has one city per region. Whoever occupies a city adds 1 piece to its region with each normal placement (not on the turn it was taken). At the end the most cities score 2 points and the second most 1 (3 to 6 players). Pieces on the board are not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Big Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Big Box is played by 2 to 6 players on Europe and North Africa, with 33 class cards to choose from and five modules that may be added in any combination. Everything in the classic rules holds unless it is changed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up the Big Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which regions are in play depends on the number of players (5 players: Europe without Russia and Tartaria, plus North Africa; 6 players: all 17). Play with 6 class cards at 2 to 4 players and 8 at 5 or 6: the first-game set (the six base cards, plus the Messenger and the Nomad at 5 or 6), a random set, one card per class, or cards chosen by hand; below 4 players include a chivalry card. Each region in play starts with one face-down token. Each player places 2 pieces clockwise, then 2 counter-clockwise, and at 5 or 6 players 2 more clockwise (6 pieces each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changes in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may hold several cards of one class: a matching symbol then costs a piece for each such card. Cards that move the plague piece (Knight, Soldier, Crusader, Inquisitor) move it up to 2 steps at 2 to 4 players and up to 3 at 5 or 6; holding several still gives one such move. In the final round the plague piece moves at most once: the first plague card used moves it, and the others act where it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five regions south of the Mediterranean: {regions}. They join Europe by sea arrows and come into play at 5 and 6 players, when both maps form one board. The Big Box tokens also show the Islam class, the class of the Astronomer, the Explorer, the Nomad and the Sultan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The five modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 33 class cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card&apos;s ability, then what its level II and III tiles make of it (Upgrades module), then its form in the final round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ({cls})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No upgrade tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>The final round begins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final plague!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Population {pop} ≥ {n}: outbreak!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Population {pop} &lt; {n}: spared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve of {name}: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rat supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>the event deck and the last event lie in the sea between Britannia and Scandia</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last event</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Peasant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messenger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pied Piper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crusader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Astronomer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nomad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sultan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Student</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Professor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royal Librarian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Philosopher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alchemist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tavern Keeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boccaccio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jester</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardChoice</name>
    <message>
        <source>First game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One per class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen by hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>Place 1 more piece, or 1 where there are no rats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move 1–3 of your pieces to a neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a rat token to a neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague moves 1–2 steps; +2 population.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at 2 rat tokens; you may swap them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A piece from a rat-free region to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 1 piece on this card; its next holder places them all in one region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rat token that kills another player&apos;s piece: 1 piece of yours into the plague region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put (or move) the 3 nuns: each raises the outbreak numbers in its region by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a bishop in a region: no new rat token may ever enter it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap two pieces of different players in different regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After placing: 1 more piece wherever you hold the strict majority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a potion under one of your pieces: it saves that piece once from the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move 1 piece to a neighbour, taking rat tokens along.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 3 walls on borders: walled regions are no longer neighbours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When placing: 2 more pieces if your largest group of connected regions is the largest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague moves up to 2 (3) steps; spread 1 more rat token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague moves up to 2 (3) steps; reveal all its tokens and choose their order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 3 region cards, keep 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal 3 region cards; 1 piece into the region of one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the camel exactly 2 steps: most pieces where it starts and passes add 1 piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a diplomat under one of your pieces: points for the most diplomats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 piece into a region with a university.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top 4 event cards and order them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the green university.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague moves up to 2 (3) steps; 3 kills disable a victim&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From you, others may take only the Philosopher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a level III upgrade tile on this card and use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 piece onto a guild space, sending its occupant home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 piece onto a tavern city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a plague that killed others: 1 piece next to it to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 piece of a region back to your reserve, another from there to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop 2 pieces at random; each may knock a piece into a neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardWarning</name>
    <message>
        <source>Below 4 players the set should hold at least one chivalry card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A normal game uses {expected} cards; {count} are chosen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusAction</name>
    <message>
        <source>Draw 1 card per count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusBuilding</name>
    <message>
        <source>Palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marketplace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brewery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune-teller&apos;s Tent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piper&apos;s House</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusCard</name>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusClass</name>
    <message>
        <source>Royalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Church</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bourgeoisie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chivalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peasantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusCount</name>
    <message numerus="yes">
        <source>Gain %n victory point(s)</source>
        <translation>
            <numerusform>Gain %n victory point</numerusform>
            <numerusform>Gain %n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lose %n rat(s)</source>
        <translation>
            <numerusform>Lose %n rat</numerusform>
            <numerusform>Lose %n rats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s): 1 rat each</source>
        <translation>
            <numerusform>Discard up to %n card: 1 rat each</numerusform>
            <numerusform>Discard up to %n cards: 1 rat each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Draw %n card</numerusform>
            <numerusform>Draw %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw 1 card per %n count</source>
        <translation>
            <numerusform>Draw 1 card per %n count</numerusform>
            <numerusform>Draw 1 card per %n count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at %n nun-row card(s)</source>
        <translation>
            <numerusform>Look at %n nun-row card</numerusform>
            <numerusform>Look at %n nun-row cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Levy: %n cards from each larger hand outside a Guard Tower</source>
        <translation>
            <numerusform>Levy: %n cards from each larger hand outside a Guard Tower</numerusform>
            <numerusform>Levy: %n cards from each larger hand outside a Guard Tower</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n</source>
        <translation>
            <numerusform>draw %n</numerusform>
            <numerusform>draw %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>give %n card(s)</source>
        <translation>
            <numerusform>give %n card</numerusform>
            <numerusform>give %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>discard %n card</numerusform>
            <numerusform>discard %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{cls}, %n nun(s)</source>
        <translation>
            <numerusform>{cls}, %n nun</numerusform>
            <numerusform>{cls}, %n nuns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lose 1 rat, then discard up to %n card(s): 1 rat each</source>
        <translation>
            <numerusform>Lose 1 rat, then discard up to %n card: 1 rat each</numerusform>
            <numerusform>Lose 1 rat, then discard up to %n cards: 1 rat each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give exactly %n card(s).</source>
        <translation>
            <numerusform>Give exactly %n card.</numerusform>
            <numerusform>Give exactly %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard at most %n card(s).</source>
        <translation>
            <numerusform>Discard at most %n card.</numerusform>
            <numerusform>Discard at most %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n × {pile}</source>
        <translation>
            <numerusform>Take %n × {pile}</numerusform>
            <numerusform>Take %n × {pile}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} draws %n card.</numerusform>
            <numerusform>{name} draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} loses %n rat(s).</source>
        <translation>
            <numerusform>{name} loses %n rat.</numerusform>
            <numerusform>{name} loses %n rats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} enters the {b} with %n card(s).</source>
        <translation>
            <numerusform>{name} enters the {b} with %n card.</numerusform>
            <numerusform>{name} enters the {b} with %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} moves %n space(s) up on {cls}.</source>
        <translation>
            <numerusform>{name} moves %n space up on {cls}.</numerusform>
            <numerusform>{name} moves %n spaces up on {cls}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s Sword: {target} must give %n card(s).</source>
        <translation>
            <numerusform>{name}&apos;s Sword: {target} must give %n card.</numerusform>
            <numerusform>{name}&apos;s Sword: {target} must give %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gives {to} %n card(s).</source>
        <translation>
            <numerusform>{name} gives {to} %n card.</numerusform>
            <numerusform>{name} gives {to} %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n × {pile}.</source>
        <translation>
            <numerusform>{name} takes %n × {pile}.</numerusform>
            <numerusform>{name} takes %n × {pile}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n victory point(s).</source>
        <translation>
            <numerusform>{name} gains %n victory point.</numerusform>
            <numerusform>{name} gains %n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} discards %n card(s) at the Hospital.</source>
        <translation>
            <numerusform>{name} discards %n card at the Hospital.</numerusform>
            <numerusform>{name} discards %n cards at the Hospital.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>enter building {b} with %n card(s)</source>
        <translation>
            <numerusform>enter building {b} with %n card</numerusform>
            <numerusform>enter building {b} with %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n rat(s).</source>
        <translation>
            <numerusform>{name} gains %n rat.</numerusform>
            <numerusform>{name} gains %n rats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nun(s) in all.</source>
        <translation>
            <numerusform>%n nun in all.</numerusform>
            <numerusform>%n nuns in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CartusEnd</name>
    <message>
        <source>The plague: the nun row is turned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {rats} rats, more than {nuns}: dies of the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {rats} rats, not more than {nuns}: survives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (died)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody died: nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusEvent</name>
    <message>
        <source>building {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building deck is empty: this is the last round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole row was one building: a card was exchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} takes the supply of the {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} looks at nun-row card {p}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays a Pass and goes to the back of the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds the premium of the last round: 1 more space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds this round&apos;s premium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s Flute passes a rat to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s special card finds no target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s levy finds nobody to collect from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} levies cards from {givers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nun row is turned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusFlow</name>
    <message>
        <source>Moves were taken back or replayed.</source>
        <extracomment>hot-seat: the human who just drew or looked, shown their cards until they press &quot;Done&quot; (else the hand-over came before they had seen them)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, look at what you got</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Done, then pass the computer on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} decides next, with their hand on show. Everybody else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter {b} with {n} card(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select cards, then enter a building:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {n} of {need} selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {need} card(s) to {name}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard up to {n} card(s), 1 rat each:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {n} selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player failed ({m}); it plays at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody died of the plague: nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n point(s).</source>
        <translation>
            <numerusform>{name} wins with %n point.</numerusform>
            <numerusform>{name} wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} share the victory with %n point(s).</source>
        <translation>
            <numerusform>{names} share the victory with %n point.</numerusform>
            <numerusform>{names} share the victory with %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CartusMove</name>
    <message>
        <source>supply from building {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look at nun-row card {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword on player {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flute on player {t}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusPanel</name>
    <message>
        <source>queue {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards {hand} · rats {rats} · VP {vp}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (last round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw deck {deck} · discard pile {discard}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building deck {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry queue: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusPhase</name>
    <message>
        <source>Supply: click a building to take its supply icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look: click a card of the nun row to see it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: click cards to select them, then drag one onto a building (or click the building)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword: choose who gives you half their hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flute: choose who gets one of your rats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give cards: select the cards to hand over, then confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hospital: select cards to discard (1 rat each), then confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusReason</name>
    <message>
        <source>You do not hold those cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} may not be laid in a building: only population cards, jokers, Swords and Flutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold no Pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody else is left in the entry queue: you cannot pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player is not a target here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already chose that card in this group; choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such card in the nun row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such building in the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not what the game waits for now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusRules</name>
    <message>
        <source>&lt;h2&gt;Rattus Cartus&lt;/h2&gt;&lt;p&gt;2–5 players. Each round has five phases: reveal buildings, supply, enter, resolve, end of round. The game ends when the building deck runs out.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Supply&lt;/h3&gt;&lt;p&gt;One at a time, clockwise from the start player, each player chooses a building of the row and carries out its supply icons: draw cards, lose a rat, look at nun-row cards.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Enter&lt;/h3&gt;&lt;p&gt;In queue order each player enters one building with any number of cards (population cards, jokers, Swords, Flutes), or plays a Pass to go to the back of the queue.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Resolve&lt;/h3&gt;&lt;p&gt;Left to right. Your count is your population cards plus jokers there: you move that many spaces up the building&apos;s class track. Each population card of another class brings you a rat. Swords take half a hand from another entrant; Flutes pass a rat to one. The highest count (earliest on a tie) takes the premium action, everybody else the standard action. In the last round there are no actions: the premium holder moves one more space instead.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Each track: 10, 5 and 2 points to the first three (2 players: 10 and 5), never on space 0. Most population cards and jokers in hand: 2 (1 each on a tie); the same for Swords, Flutes and Passes. Gold: 6 for the most, 3 for the second. Plus your victory points.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;The plague&lt;/h3&gt;&lt;p&gt;The nun row is turned up and its nuns added up. Whoever has more rats than that dies and cannot win. The highest score among the survivors wins; on a tie, fewer rats.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of Rattus Cartus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusScore</name>
    <message>
        <source>Tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swords, Flutes, Passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusSupply</name>
    <message>
        <source>lose a rat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look at a nun</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusTable</name>
    <message>
        <source>A new game of Rattus Cartus begins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusTip</name>
    <message>
        <source>{name} ({cls})
Supply: {supply}
Premium (highest count): {premium}
Standard (everybody else): {standard}
Cards of another class bring a rat each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence tracks, one per class. At the end the first three on each track score 10, 5 and 2; on the same space the disc that got there first ranks higher; space 0 scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker: counts as a card of the building&apos;s class; never brings rats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword: lay it in a building; another entrant there gives you half their hand (rounded down), cards of their choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flute: lay it in a building; 1 of your rats passes to another entrant there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: on your entry turn, go to the back of the queue. Cannot be laid. Scores a majority at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold: cannot be laid. The most Gold scores 6 at the end, the second most 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}. Laid in a building of another class it brings you a rat. Its nuns matter only in the nun row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nun row: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nun row, face down. At the end its nuns are added up: whoever has more rats than that dies of the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nun row, face down. Looked at by: {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusTutorial</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sister Hilde</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rattus Cartus: win influence on the six tracks of the classes by laying cards in the buildings of the row. But mind your rats: at the end, a player with more rats than the nuns in the nun row dies. Press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply: choose one building of the row and carry out its supply group (draw cards, lose a rat, look at the nun row). Click a building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at a card of the nun row: click one of the face-down cards. Only you see it, and the table marks it for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a building: drag cards from your hand onto it (click to choose several first). Cards of the building&apos;s class move your disc up its track; cards of other classes bring you rats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The buildings resolve from left to right: the player who laid the most cards there takes its premium action, the others its standard one. Press Next and play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence: each card of the building&apos;s class (and each joker) moved a disc up that class&apos;s track. The track leaders score at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know a round. Play on to the end against Sister Hilde; Help → Rules of the game has every rule, and Help → Tutorial starts this again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CartusUI</name>
    <message>
        <source>Rattus Cartus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cause</name>
    <message>
        <source>majority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Chronicle</name>
    <message>
        <source>{game}: {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Class</name>
    <message>
        <source>Peasantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bourgeoisie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Church</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chivalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Islam</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Vermilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <source>Nothing happens</source>
        <extracomment>an event card&apos;s name, by kind (a class bonus names its class: ``event_name``)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a class card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A university is founded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class bonus: {cls}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens this time.</source>
        <extracomment>what an event card does, by kind (its tooltip)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the start player on, each player holding class cards may return one of them to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each university (the green one first): the player with the strict majority of pieces there scores 1 point, a university marker stays in that region, and the active player moves the university to a region with neither a university nor a marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each {cls} card a player holds, they put 1 piece from their reserve into a region with a university (from the active player on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the green university</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plain university</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The green university</source>
        <extracomment>the same at the start of a sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plain university</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFlow</name>
    <message>
        <source>Moves were taken back or replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n point(s).</source>
        <translation>
            <numerusform>{name} wins with %n point.</numerusform>
            <numerusform>{name} wins with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Knight: +2 population for this plague?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, +2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide my secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show my secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player failed ({m}); it plays at random.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuildBoard</name>
    <message>
        <source>Guilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taverns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name} — show me</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>There is no move to hint at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are for a human player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move} {p} ({n} tries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated win chances ({n} searches): {moves}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintMove</name>
    <message>
        <source>place {count} in {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the plague to {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spread a rat to {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move {count} from {a} to {b} (Merchant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move a rat token from {a} to {b} (Monk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send a piece from {region} to the palace (King)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Knight&apos;s bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do not use the Knight&apos;s bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look at two rat tokens (Witch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap the two tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave the two tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {region} the chance of an outbreak is {p}; you would lose {mine} on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} would lose {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It lowers your expected loss in {region}: {a} → {b} (outbreak risk {p} → {q}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its price: your expected loss in {region} rises {a} → {b} (outbreak risk {p} → {q}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>The game so far: click a line or use ← →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{seat} takes the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} takes the {card} from {from_seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Monk moves a rat token from {from} to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} looks at two rat tokens with the Witch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} swaps the two tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} leaves the two tokens in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} sends a piece from {region} to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} moves the plague from {from} to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new rat token arrives in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} uses the Knight: +2 population.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} does not use the Knight&apos;s bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region}: rats {n} against population {pop} — outbreak!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region}: rats {n} against population {pop} — spared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{seat} places %n piece(s) in {region}.</source>
        <translation>
            <numerusform>{seat} places %n piece in {region}.</numerusform>
            <numerusform>{seat} places %n pieces in {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} places %n piece(s) in {region} (Peasant).</source>
        <translation>
            <numerusform>{seat} places %n piece in {region} (Peasant).</numerusform>
            <numerusform>{seat} places %n pieces in {region} (Peasant).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} moves %n piece(s) from {from} to {to}.</source>
        <translation>
            <numerusform>{seat} moves %n piece from {from} to {to}.</numerusform>
            <numerusform>{seat} moves %n pieces from {from} to {to}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} loses %n piece(s) in {region} ({cause}).</source>
        <translation>
            <numerusform>{seat} loses %n piece in {region} ({cause}).</numerusform>
            <numerusform>{seat} loses %n pieces in {region} ({cause}).</numerusform>
        </translation>
    </message>
    <message>
        <source>— {seat}&apos;s turn —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end is near: {seat} triggered the final round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— {seat}&apos;s final turn —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final plague sweeps Europe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague strikes {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {winner} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Jester drops a piece of {seat} into {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Jester drops a piece of {seat} into {region}; it knocks a piece of {victim} into {victim_to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Messenger swaps a piece of {a_seat} in {a_region} with one of {b_seat} in {b_region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Pied Piper leads a piece of {seat} from {from} to {to}; rat tokens taken along: {tokens}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Mayor adds a piece of {seat} in {regions}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camel brings {seat} a piece in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Judge sends a piece of {seat} in {region} home, another to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Judge sends a piece of {seat} in {region} home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} sends the nuns to {regions}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts a bishop in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Wizard gives a piece of {seat} in {region} a potion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} leads the camel from {from} to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts the camel in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts a piece on the Baker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} places the pieces from the Baker in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boccaccio takes a piece of {seat} from {from} to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} moves no piece with Boccaccio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Inquisitor, {by} disables the {card} of {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Inquisitor, {by} disables no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} of {seat} works again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sultan puts a diplomat under a piece of {seat} in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Serf brings a piece of {seat} into {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Crusader of {seat} turns up every rat token in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts the level II tile on the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} turns the tile of the {card} to level III.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upgrade tile of the {card} goes back to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} looks at {count} rat tokens with the Witch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts the rat tokens back in a chosen order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Bishop, {seat} removes a rat token from {region}, unseen.</source>
        <translation></translation>
    </message>
    <message>
        <source>{seat} puts a piece on the {space} guild space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts a piece on the {space} guild space; the piece of {from_seat} goes back to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} uses the {space} guild space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts a piece in the tavern of {city}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} moves a piece from {from} into the tavern of {city}; the piece of {from_seat} goes back to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tavern of {city} brings {seat} a piece in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} builds walls: {walls}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts the level III tile of the {tile} on the Alchemist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} returns the tile of the {tile} from the Alchemist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} uses the {card} through the Alchemist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Alchemist changes hands: the tile of the {card} goes back to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a}–{b}</source>
        <extracomment>a wall in a list of walls (&quot;Gallia | Germania&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: each player may return a class card to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: a university is founded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: class bonus — a piece into a university region for each {cls} card held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event discards are shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{University} in {region} scores 1 point for {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{University} in {region}: no strict majority, no point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No region is free any more: every university marker is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} moves {university} from {from} to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} returns the {card} to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} keeps their class cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class bonus: {seat} puts a piece into {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the final plague, a university is founded one last time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Student brings a piece of {seat} into {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} looks at the top {count} event cards with the Professor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts the event cards back in a new order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts the event cards back and discards {discarded} of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} draws event cards with the Professor: {events}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossWords</name>
    <message numerus="yes">
        <source>{name} lost %n piece(s) ({causes})</source>
        <translation>
            <numerusform>{name} lost %n piece ({causes})</numerusform>
            <numerusform>{name} lost %n pieces ({causes})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n piece(s) fewer in {region}, this token would not have broken out.</source>
        <translation>
            <numerusform>With %n piece fewer in {region}, this token would not have broken out.</numerusform>
            <numerusform>With %n pieces fewer in {region}, this token would not have broken out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n piece(s) fewer there, {other} would have had the majority and lost instead.</source>
        <translation>
            <numerusform>With %n piece fewer there, {other} would have had the majority and lost instead.</numerusform>
            <numerusform>With %n pieces fewer there, {other} would have had the majority and lost instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} lost %n piece(s) to {rule}.</source>
        <translation>
            <numerusform>{name} lost %n piece to {rule}.</numerusform>
            <numerusform>{name} lost %n pieces to {rule}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Losses</name>
    <message>
        <source>the majority icon (the most pieces there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the everyone icon (each player there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {cls} symbol (one piece per {cls} card held)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied with {others} for the most: one piece fewer and only they would have lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without {cards} these pieces would have been spared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Monk (nobody held it) you could have moved this token away to a neighbouring region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Monk (held by {name}) this token could have been moved away to a neighbouring region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{k}× majority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{k}× everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} lost none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {cause}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague in {where}: nobody had pieces there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague in {where}: {losses}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague in {where}: {losses}. Why? Click here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody lost a piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would have saved them:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region}: a token with {face} met a population of {pop} (it breaks out at {needed}); pieces there: {pieces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only leaving {region} would have saved them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why were pieces lost?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long (stronger)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unfinished games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint (what would the computer do?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer thinking time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;by step (wait for me at each plague token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague &amp;risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Whole board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Rattus Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rattus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint this time ({m}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Rattus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game with Game → New game… (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stays in Game → Unfinished games: you can continue it whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is not saved anywhere: leaving it loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit while a game is in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot be brought back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no tutorial yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Module</name>
    <message>
        <source>Region cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Universities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taverns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDAction</name>
    <message>
        <source>keep {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hire nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lose a cube from {sector}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hire {person}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDBoard</name>
    <message>
        <source>Round {r} of 9 · period {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague value {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unused borough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige {p} · gold {g} · messages {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Persons of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rats +{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(offered: click to keep)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDCount</name>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n gold</numerusform>
            <numerusform>%n gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n marker</numerusform>
            <numerusform>%n markers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gives %n gold to Notre Dame.</source>
        <translation>
            <numerusform>{name} gives %n gold to Notre Dame.</numerusform>
            <numerusform>{name} gives %n gold to Notre Dame.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Outbreak in {name}&apos;s borough! %n prestige lost.</source>
        <translation>
            <numerusform>Outbreak in {name}&apos;s borough! %n prestige lost.</numerusform>
            <numerusform>Outbreak in {name}&apos;s borough! %n prestige lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Notre Dame scores: each of its %n cube(s) is worth {w} prestige.</source>
        <translation>
            <numerusform>Notre Dame scores: its %n cube is worth {w} prestige.</numerusform>
            <numerusform>Notre Dame scores: each of its %n cubes is worth {w} prestige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n prestige.</source>
        <translation>
            <numerusform>{name} gains %n prestige.</numerusform>
            <numerusform>{name} gains %n prestige.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NDField</name>
    <message>
        <source>which cube to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the confidant too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how much gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the carriage goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what the hotel gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDLog</name>
    <message>
        <source>Round {r} begins; {name} starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round&apos;s persons: {list}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} takes a message (type {t}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} hires the {person}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague: {name}&apos;s rats go from {a} to {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} loses a cube from {sector}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are passed to the left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDName</name>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloister School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carriage House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notre Dame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 rat back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centre of the unused borough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>market {m} of the unused borough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centre of {name}&apos;s borough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>market {m} of {name}&apos;s borough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centre of borough {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>market {m} of borough {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + </source>
        <comment>between two hotel picks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no donation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with the confidant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cubes only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard without effect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDPanel</name>
    <message>
        <source>hired: {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prestige {p} · gold {g} · rats {r}&lt;br&gt;reserve {c} · stock {s} · in Notre Dame {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-break: gold + reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores · winner: {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDPerson</name>
    <message>
        <source>Minstrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moneylender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landlady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night Watchman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lawyer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beggar King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lady-in-waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move 1 to 3 markers from one sector to another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 gold and 1 prestige.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round the plague does not touch you: only your hospital counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move one marker (also from Notre Dame) to another sector and use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 prestige and one Hotel pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 cubes to your reserve and 1 prestige.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 prestige per empty sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 prestige per marker in your borough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a cube from your stock in an empty sector and use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 prestige per 2 messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 prestige for every 2 markers together in one sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 prestige for every 3 markers together in one sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 prestige per step your rats are below 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 prestige per occupied sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 prestige per marker in your fullest sector.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDReason</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not among the cards offered to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That person is not in this round&apos;s row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiring costs 1 gold and you have none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outbreak takes a cube from one of your fullest sectors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have that much gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The carriage cannot go that far: at most {steps} step(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That choice ({field}) is not possible here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card needs one more choice: {field}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card does not go there: it acts only on its own place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These choices do not go together here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That choice is not understood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only play into your own borough.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDRules</name>
    <message>
        <source>&lt;h2&gt;Notre Dame&lt;/h2&gt;&lt;p&gt;2 to 5 players, three periods of three rounds. The most prestige wins; a tie goes to the most gold plus reserve cubes.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Three persons are laid out: one gray, two brown.&lt;/li&gt;&lt;li&gt;Each player draws three action cards, keeps one and passes two to the left, keeps one of the two received and passes the last; the card received last joins the hand.&lt;/li&gt;&lt;li&gt;In two laps each player plays one card; the third is discarded unplayed.&lt;/li&gt;&lt;li&gt;Each player may hire one of the persons for 1 gold.&lt;/li&gt;&lt;li&gt;The plague: every player&apos;s rats rise by the rats of the three persons, less one per marker in their hospital.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing a card&lt;/h3&gt;&lt;p&gt;A sector card puts a cube from your reserve into that sector of your borough (with an empty reserve, move one from another sector, or play the card without effect) and uses the sector, counting every marker there. The confidant card moves your confidant to any other sector and uses it. The Notre Dame card donates 1, 2 or 3 gold for 1, 3 or 6 prestige and puts a cube in Notre Dame.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;The sectors&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Residence: 1 prestige per marker.&lt;/li&gt;&lt;li&gt;Park: rats back 1; each 2 markers add 1 to every prestige gain.&lt;/li&gt;&lt;li&gt;Hospital: rats back 1; each marker lowers your plague by 1.&lt;/li&gt;&lt;li&gt;Cloister School: 1 cube to the reserve per marker.&lt;/li&gt;&lt;li&gt;Bank: 1 gold per marker.&lt;/li&gt;&lt;li&gt;Carriage House: the carriage moves up to one road per marker and may take a message where it stops (a colour only while it is among your least held).&lt;/li&gt;&lt;li&gt;Hotel: 1 gold, 1 cube or 1 rat back; two picks from 4 markers.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;The plague&lt;/h3&gt;&lt;p&gt;Rats may go past 9 only in an outbreak: the marker stays on 9, you lose 2 prestige and a cube from your fullest sector.&lt;/p&gt;&lt;h3&gt;Period end&lt;/h3&gt;&lt;p&gt;After rounds 3, 6 and 9 Notre Dame shares its prestige out: each cube there is worth the tile&apos;s total divided by all cubes in it (rounded down); then the cubes go back to their owners&apos; stock.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notre Dame: rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDSource</name>
    <message>
        <source>Residence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Donations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notre Dame scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Park bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Persons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outbreaks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NDTip</name>
    <message>
        <source>Residence: 1 prestige point per marker here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Park: rats back 1; every 2 markers here add 1 prestige to each prestige gain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hospital: rats back 1; each marker here lowers your plague by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloister School: 1 cube from your stock to your reserve per marker here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank: 1 gold per marker here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carriage House: your carriage moves up to 1 road per marker here and may take a message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotel: take 1 gold, 1 cube or 1 rat back (two picks from 4 markers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidant: move your confidant to another sector and use that sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notre Dame: donate 1, 2 or 3 gold for 1, 3 or 6 prestige and put a cube in Notre Dame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cubes ready to place: {n}. In stock: {s}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message taken (type {t}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down message: 1 to 4 prestige and a bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s carriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rats track: past 9 the plague breaks out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rats: {n} of 9</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Computer — random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy: plays sensible moves at once; good for learning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random: any legal move (for tests).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>a seat&apos;s name until the player types one; one message each, so that a language can spell the number its own way (Chinese: a numeral, not a digit before Chinese text)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick game against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players are not available in this installation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium: plays like Easy unless a quick look ahead finds a clearly better move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard: looks two turns ahead over hundreds of possible futures; usually thinks under a second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat for %n</source>
        <translation>
            <numerusform>Hot-seat for %n</numerusform>
            <numerusform>Hot-seat for %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotreDameFlow</name>
    <message>
        <source>Moves were taken back or replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outbreak in {name}&apos;s borough!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notre Dame scores: {w} prestige per cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} keeps a card from the draft. Everybody else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} will see their cards. Everybody else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft: keep one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hire a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outbreak: lose a cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag a lit card or place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the card you keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card onto its place, or click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a person to hire (1 gold), or:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hire nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot be used now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card on a lit place of your borough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card does not go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard it without effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a cube from a sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player failed ({m}); it plays the first legal move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotreDameTable</name>
    <message>
        <source>A new game of Notre Dame begins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotreDameTutorial</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master Villon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paris: you lead a borough of seven sectors around Notre Dame. The most prestige after nine rounds wins; keep the rats below 10. Press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft: keep one of the three cards offered to you (click it); the other two go to the player on your left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of the two cards passed to you; the last one goes on, and the card you receive last joins your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card: drag it onto its sector of your borough (or click it). A cube from your reserve goes there and the sector acts, counting every marker in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a second card; the third is put away unplayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hire one of this round&apos;s persons for 1 gold (click it), or hire nobody. Their rats join the plague either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague: every player&apos;s rats rise by the rats on this round&apos;s persons, less one per marker in their hospital. Past 9 comes an outbreak: 2 prestige and a cube are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A period ends: Notre Dame shares out its prestige among the cubes donated into it, and they go back to their owners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know a round. Play on to the end against Master Villon; Help → Rules of the game has every rule, and Help → Tutorial starts this again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotreDameUI</name>
    <message>
        <source>Notre Dame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>University points: {n}</source>
        <extracomment>the player panel&apos;s count line gains the seat&apos;s university points</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Initial placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague: spreading rats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague: Knight&apos;s bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing the camel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing the Baker&apos;s pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boccaccio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crusader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region card window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Astronomer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: discard a class card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: a university is founded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: class bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Professor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlagueStory</name>
    <message>
        <source>{pieces} pieces + {bonus} (Knight) = {pop}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks out at {n}; population {population}: outbreak!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks out at {n}; population {population}: spared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody loses anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An outbreak, but no one lost anything: nobody there is hit by this token&apos;s symbols.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} loses {count} ({cause})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning the token over…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague in {region}: token {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue (Space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve {r} · Board {b} · Palace {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: μ {mu} ± {band} (2σ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After game {n}: μ {mu} ± {band} (2σ), ordinal {ordinal}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RattusOptions</name>
    <message>
        <source>Classic game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Box: first game for 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(grey: {note})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ({cls}): {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} — {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RattusTable</name>
    <message>
        <source>Paused: press Space to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game begins. The plague starts in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final turn done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Witch lets {name} see two rat tokens. Everybody else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} will see the rat tokens they know from the Witch.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RattusTutorial</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brother Anselm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Europe, 1347: the Black Death is coming. You play the vermilion pieces against Brother Anselm. At the end every piece of yours still on the board or in the palace scores a point. Press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First you settle: drag two pieces from your reserve onto a region of the map. Every region starts with one face-down rat token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brother Anselm has settled twice; now you put 2 more pieces into a region (the second round goes the other way round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first turn. You may take one class card: click one of the six on the right. Each card gives you an ability, but the plague also hunts its holders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now place pieces from your reserve into one region: as many as it has rat tokens (at least one). Drag them onto a lit region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may use your card once this turn (its words are on it; hover over it for more), or end your turn at once by dragging the plague piece to a neighbouring region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To end your turn, drag the plague piece to a neighbouring region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague spreads: put the new rat token into one of the lit regions around it. Where more pieces stand, it does more harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague strikes: the rat tokens in its region are turned up. A token breaks out when the region holds at least its number of pieces; then each symbol on it takes pieces (the majority, the holders of a class card, everyone). Click a line of the Chronicle to see the board as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was a whole turn. Play on to the end against Brother Anselm; Help → Rules of the game (F1) has every rule, and Help → Tutorial starts this again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RattusUI</name>
    <message>
        <source>Rattus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} is not in play in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final round allows no {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} is not in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already took a card this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already hold the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already placed pieces this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your reserve is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} has no rats: only the Peasant may place there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {region} you may place {expected} pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already used the {card} this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{b} does not border {a}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Merchant moves 1 to 3 pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have only {have} pieces in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such rat token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} already holds 3 rat tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick two different rat tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} holds rats: the King needs a rat-free region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no piece in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your pieces before moving the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague must move to another region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague cannot reach {to} from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rat token is to be spread now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a final-round turn can be ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The initial placement is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap only right after looking with the Witch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Knight&apos;s bonus is decided just before a reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the pieces to settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop it on a region of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot move that now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the Philosopher&apos;s holder you may take only the Philosopher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nuns already stand there: a use must change something.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Pied Piper moves 1 piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} already has a bishop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both bishops are out: move one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bishop stands in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bishop is still off the board: place it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Mayor adds where you hold the majority (a region only in the final round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold the strict majority nowhere there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Mayor acts right after you place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bishop stands in {region}: no rat token may be added there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not part of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Messenger swaps pieces of two different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Messenger swaps pieces in two different regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camel is not on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camel moves exactly 2 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camel may not end where it started this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of the lit choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} is already disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} is disabled by the Inquisitor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player does not hold the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an upgraded Crusader discards tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To disable nothing, choose no player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camel passes regions distinct from each other and from its start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable a card of another player who lost pieces in this plague phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague already moved in this final round: it stays in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wall stands between {a} and {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your pieces in {region} all carry diplomats: only plain pieces leave the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Crusader may discard no more tokens in this plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each card exactly one place in the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A region card already covers the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event card is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep exactly {expected} of the drawn cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep different drawn cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which university the Royal Librarian moves: the green or the plain one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an upgraded Royal Librarian moves the plain university.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of the drawn event cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such region card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} has no university.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That region card does not show the class of the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No region card is left to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That university already moved this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} has a university: no starting pieces may go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} already has a university or a university marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already used that ability this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That city is empty: put a piece from your reserve on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That city is taken: move one of your pieces from its region onto it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have a diplomat in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guild space cannot be used on the turn it was taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no piece on that guild space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold the Knight: its ability already works from the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That board is not part of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guild board has no space for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already occupy that city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already occupy that guild space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A piece moves onto a city only from that city&apos;s own region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Witch looks at 2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} is already at level III.</source>
        <translation></translation>
    </message>
    <message>
        <source>{a} and {b} do not share a border.</source>
        <extracomment>refusals of the Emperor&apos;s walls and of the Alchemist (codes from the rules core)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A border holds only one wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Emperor puts exactly {expected} walls, not {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The walls already stand there: a use must change something.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague region {region} may not be walled in completely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Alchemist cannot be used on the turn it is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Alchemist carries no tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Alchemist carries the tile of the {card}: return it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You used the tile this turn: it stays on the Alchemist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} has no upgrade tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile of the {card} lies on its card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Witch looks at {expected} tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer than 2 rat tokens lie face down on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each looked-at token one place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the {card} III can do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{b} is more than {steps} steps from {a}.</source>
        <translation></translation>
    </message>
    <message>
        <source>The tile of the {card} lies on its card: it is not in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already used the {card} from its card this turn (one source per turn).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Region</name>
    <message>
        <source>Anglia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scandia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gallia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hispania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Germania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hungaria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polonia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turcia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tartaria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mauretania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numidia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tripolitania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cyrenaica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aegyptus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegionCards</name>
    <message>
        <source>{region} is about to be revealed: you may cover one of your class cards with a region card — click a card of your hand, then a glowing class card. Or pass (P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A region card for {region}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play no (more) region card before this reveal (key P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {region} card: now click the glowing class card it covers (Esc cancels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First click one of your region cards, then the class card it covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card fits none of your uncovered class cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: a region card window for {region}. Everybody else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} will see their region cards. Everybody else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show my region cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide my region cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region cards of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds no region cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Astronomer: drawn for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer: revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Astronomer: click the drawn region card you keep; the others are discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Astronomer: choose the {n} drawn region cards you keep, then press “Keep”; the others are discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which region cards do you keep?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which region card do you keep?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer: click a glowing region (or its revealed card) for your pieces; all the revealed cards are discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which region does the Explorer settle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} ({classes})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region card {region} — {classes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During a plague resolution, play it onto one of your class cards of these classes: that card costs you no pieces for its class symbol until the end of the plague phase (M and A still count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unplayed at the end: 1 point if you have the most pieces in {region} (ties count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered by the {region} region card: no pieces lost for its class symbol until the end of this plague phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ {card}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegionCount</name>
    <message numerus="yes">
        <source>%n region card(s) in hand</source>
        <translation>
            <numerusform>%n region card in hand</numerusform>
            <numerusform>%n region cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Explorer brings %n piece(s) of {seat} into {region}.</source>
        <translation>
            <numerusform>The Explorer brings %n piece of {seat} into {region}.</numerusform>
            <numerusform>The Explorer brings %n pieces of {seat} into {region}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RegionLog</name>
    <message>
        <source>{seat} covers the {on} with the {card} card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The region cards played go to the discards; {cards} cost pieces again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discarded region cards are shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Astronomer, {seat} draws region cards ({count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} keeps {count} of them and discards {discarded}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} keeps {count} of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Explorer, {seat} reveals the region cards {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Setup: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final turn: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {number}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsScreen</name>
    <message>
        <source>Play again</source>
        <extracomment>a seat&apos;s score in parts, from the game (None: the pieces in the palace)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied: {names}. The tie-break gives the game to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each piece on the board or in the palace scores a point; the modules add theirs (each player&apos;s parts are listed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each piece on the board or in the palace scores a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied: {names}. The tie goes to whoever would have played next: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n in the palace</source>
        <translation>
            <numerusform>%n in the palace</numerusform>
            <numerusform>%n in the palace</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Risk</name>
    <message>
        <source>{p}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague risk: {p} chance of an outbreak if the plague arrives here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected pieces lost: {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No piece would be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague stands here now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague piece can be moved here this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact, from the faces nobody has seen yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated from a sample of the unseen faces.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Europe, 1347: the Black Death is coming. Settle your people across the twelve regions and keep as many of them alive as you can. When the plague is over, every piece of yours on the board or in the palace scores one point; the most points wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players use the eight light regions, three add Bulgaria and Turcia, four play on all twelve. Each region in play starts with one face-down rat token; the plague piece starts in a random region. Then each player puts 2 pieces into a region, clockwise, and 2 more counter-clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In any order: you may take one class card, from the open supply or from another player; you place pieces from your reserve into one region, as many as it has rat tokens; and you may use each of your cards once. Last, you move the plague piece to a neighbouring region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New rats spread from the plague region: one new token next door if it holds one token, two if it holds two or three (never more than three in a region). Then, while there are pieces there, its tokens are turned over, oldest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An outbreak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token breaks out when the number of pieces in the region is at least its number. Then: M, the players with the most pieces there lose one each; A, every player there loses one; a class symbol, each player there loses one piece for every card of that class they hold. Lost pieces go back to the reserve; the token leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the rat supply is empty, or a player has placed all their pieces, every other player gets one final turn in which they may only use their cards. Then the plague strikes every region one last time and the pieces are counted. A tie goes to whoever would have played next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing on the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a piece, a token or the plague (or click it, then click where it goes): the places you may use light up. Click a card to take it. A right click or Esc puts a piece back. The line at the bottom always says what you may do; hover over anything to learn what it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The six class cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card helps its holder once per turn, but every token showing its class symbol hurts the holder when it breaks out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ({cls}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of Rattus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classic game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Rattus Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rattus Desktop&lt;/b&gt; {version}&lt;br&gt;The plague-era board game Rattus for 2 to 4 players, at one computer or against computer opponents.&lt;br&gt;In Traditional Chinese and English.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>Classic (2–4 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Box (2–6 players)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>The game is not being autosaved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave file could not be read and could not be moved aside; it is left as it is and will not be overwritten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave file could not be read; it was kept as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game was found ({names}; {moves} moves played).
Do you want to continue it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosaved game could not be restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rattus saves (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent &amp;games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a &amp;replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a Rattus save (it is not JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save file is incomplete: it ends early, perhaps because writing it was interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a Rattus Desktop save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save was written in a format version this program cannot read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is far too large to be a save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save is damaged: a field is missing or wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save names a region, card or player kind that this program does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save is damaged: move {index} of its log is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save is damaged: its parts do not match each other (its seed, moves or summary were changed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist (any more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved there; the previous file was left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical detail (for a bug report, in English): {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings could not be read, so their defaults apply; changing a setting writes a new settings file. ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be saved; they apply until you quit. ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavesWiring</name>
    <message>
        <source>Saved: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreParts</name>
    <message>
        <source>{n} on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} in the palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} for diplomats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} for universities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} for region cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} for guild spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} for taverns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Chronicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rats in the supply: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed tokens: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not seen yet: {counts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens not revealed yet, by outbreak number: 2×9 means nine tokens that break out at a population of 2. The token mix is public; count freely.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} — {ruleset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics and ratings are kept for each game and ruleset apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game is recorded here yet. Every game played to its end is added, and so are tournaments run with --record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every recorded game of this game and ruleset as a spreadsheet file (one row per seat).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line is the rating μ after each game, the band μ ± 2σ: the rating lies there with about 95% certainty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile by its name; a computer opponent by its level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won (a shared win counts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean points per game (per seat, where one level held several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest score and when it was played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favourite cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards held at the end of the most games, with how many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces lost to the plague per game, on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often the hint was asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating (μ ± 2σ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSkill (Plackett–Luce) rating: μ is the estimated skill, ± 2σ its uncertainty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordinal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ − 3σ: a cautious rating that rises as the uncertainty shrinks; the table is sorted by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of Rattus Desktop; it was kept as {name} and a new one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file could not be read; it was kept as {name} and a new one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{score} ({date})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ×{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mu} ± {band}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wins} ({share}%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} pieces in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player to see their rating over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating of {player} over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsWiring</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint use could not be counted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version; it was kept as {name} and a new one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file could not be read; it was kept as {name} and a new one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>take a class card (click it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place pieces from your reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Merchant (drag your pieces to a neighbour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Monk (drag a rat token to a neighbour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Witch (click two rat tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the King (drag a piece to the palace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your pieces: drag one from your reserve onto a glowing region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may also {things}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the plague piece to a glowing region to end your actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then drag the plague piece to a glowing region to end your actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may {things}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag two pieces from your reserve onto a region of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rats spread: drag a new rat from the supply onto a glowing region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n left to place)</source>
        <translation>
            <numerusform>(%n left to place)</numerusform>
            <numerusform>(%n left to place)</numerusform>
        </translation>
    </message>
    <message>
        <source>Knight: add +2 population to this plague? Choose on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witch: swap the two tokens or leave them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your final turn: you may {things}. Then press “End my turn”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your final turn: nothing is left to do. Press “End my turn”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place one piece (Peasant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the plague (Knight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (computer) — {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {count} in {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {count} to {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead {count} to {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many pieces?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many pieces? (The Peasant allows one more.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Pied Piper leads how many pieces?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Merchant moves how many pieces?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Messenger (click the card, then two pieces to swap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Judge (click the card, then a region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Nun (click the card, then three regions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Bishop (click the card, then a region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Pied Piper (click the card, then your region and its neighbour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Jester (click the card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Mayor (click the card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Baker (click the card: 1 piece onto it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Sultan (click the card, then a region with your piece)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Wizard (click the card, then a region with your piece)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Nomad (click the card, then the camel&apos;s two steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Astronomer (click the card: draw region cards, keep one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Explorer (click the card: reveal region cards, settle one region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the camel: click a glowing region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baker: click a glowing region for all the pieces on the card.</source>
        <extracomment>what the deciding player does in a Big Box phase that is one click (status line)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boccaccio: click a glowing region next to the plague to take 1 of your pieces there to the palace, or move none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisitor: click a glowing class card of a player who lost pieces to disable it until the end of their next turn, or disable none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crusader: choose on the right which turned-up token resolves next (each still needs its population).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which token of {region} resolves next?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Population {n}: {symbols}</source>
        <extracomment>a turned-up token on the Crusader&apos;s button: what it needs, then its symbols</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Population {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boccaccio: move a piece to the palace?</source>
        <extracomment>the button that declines a pick-only decision: (question, label), by phase</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisitor: disable a card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: click a glowing place (Esc cancels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witch: click {n} face-down rat tokens to look at ({k} chosen; Esc cancels).</source>
        <translation></translation>
    </message>
    <message>
        <source>use the Guild Master (click the card, then a guild space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Tavern Keeper (click the card, then a tavern city)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Emperor (click the card, then borders for the walls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Alchemist (click the card, then the card whose tile it takes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return the Alchemist&apos;s tile (click the card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use your guild spaces (as with their cards; you are asked which source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Alchemist&apos;s tile (as with its card; you are asked which source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{choice} (guild space)</source>
        <extracomment>a choice button&apos;s words for the source of a use: the card&apos;s own, or a guild space&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{choice} (Alchemist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the plague to {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the token to {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a piece of {region} to the palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the two tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return the tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emperor: click glowing borders to put or take away walls ({n} of {count}), then press “Build the walls” or Enter (Esc cancels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emperor: {n} of {count} walls chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the Emperor&apos;s walls where they are drawn now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Student (click the card, then a university&apos;s region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Professor (click the card: look at the top event cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Royal Librarian (click the card, then a free region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event “{event}”: click one of your glowing class cards to return it to the supply, or keep them all.</source>
        <extracomment>the status line&apos;s sentence for an event decision, by phase ({university}, {event})</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event “{event}”: click a glowing region to move {university} there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event “{event}”: click a glowing university region for your piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Professor: click the event cards on the right in the order they go back, the top one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Professor: choose on the right which drawn event card happens now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} decides now (during {active}&apos;s turn).</source>
        <extracomment>the decider is not the player whose turn it is: say so first</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return a class card to the supply?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which event card goes back on top now? Placed so far: {placed}</source>
        <extracomment>the Professor&apos;s chooser (status line)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which drawn event card happens now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Professor lets {name} see the top event cards. Everybody else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event card {i} from the top: {text} Click to put it back next.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Key {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>When you place pieces, place one more than the rats allow; or place exactly one piece in a region without rats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move 1 to 3 of your pieces from one region to one neighbouring region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move one face-down rat token to a neighbouring region that holds fewer than 3 tokens; there it becomes the newest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague may move 1 or 2 steps. Before the first reveal you may add 2 to the population for every token of this plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at any two face-down rat tokens (only you see them), then swap their places or leave them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move one of your pieces from a region without rats to the palace, where it is safe and scores at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: place one piece from your reserve in any region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: move the plague 1 or 2 steps; in the final plague you may add 2 to the population of the region it stands in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price: each {cls} symbol on a token that breaks out where you have pieces costs you one piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ({cls})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rat token(s) here.</source>
        <translation>
            <numerusform>%n rat token here.</numerusform>
            <numerusform>%n rat tokens here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n piece(s) in {place}.</source>
        <translation>
            <numerusform>{name}: %n piece in {place}.</numerusform>
            <numerusform>{name}: %n pieces in {place}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reserve of {name}: %n piece(s). Drag one onto a glowing region.</source>
        <translation>
            <numerusform>Reserve of {name}: %n piece. Drag one onto a glowing region.</numerusform>
            <numerusform>Reserve of {name}: %n pieces. Drag one onto a glowing region.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rat supply: %n token(s) left. When it is empty, the final round begins.</source>
        <translation>
            <numerusform>Rat supply: %n token left. When it is empty, the final round begins.</numerusform>
            <numerusform>Rat supply: %n tokens left. When it is empty, the final round begins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) revealed. Everybody may count which faces are still unseen.</source>
        <translation>
            <numerusform>%n token revealed. Everybody may count which faces are still unseen.</numerusform>
            <numerusform>%n tokens revealed. Everybody may count which faces are still unseen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No pieces here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Majority: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in play with this number of players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borders: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By sea: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague is here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region}: token {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown rat token. When the plague strikes a region with pieces, its tokens are revealed oldest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks out when the population is {n} or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M: the players with the most pieces there lose one each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: every player there loses one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cls}: each player there loses one piece per {cls} card held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague piece, in {region}. At the end of each turn it moves to a neighbouring region: rats spread from there and its tokens are revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The palace: pieces the King sends here are safe from the plague and score at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: add 1 piece to one region where you hold the strict majority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: if your largest group of connected regions is the largest, place 2 pieces in any region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: move the plague 1 step; the Serf works there in the final plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: move the plague and put one rat token next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: move the plague; you order that region&apos;s tokens in the final plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: move the plague 1 to 2 (3) steps; it resolves with the final plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final round: move the plague 1 step; Boccaccio works there in the final plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuns here: {n} (each raises the outbreak numbers by 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bishop stands here: no new rat token may enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camel stands here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potions of {name}: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diplomats of {name}: {n} (their pieces die after the plain ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the card: {name} {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled by the Inquisitor: no ability until the end of its holder&apos;s next turn or until it changes hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild board: a piece on a space lets its owner use that base card&apos;s ability once per turn (not on the turn the space was taken). At the end, most spaces score 2 points, the next most 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild space of the {card}: {ability}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tavern board: whoever holds a city adds 1 piece to its region with each normal placement (not on the turn it was taken). At the end, most cities score 2 points, the next most 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{city}, the tavern city of {region}: its holder adds 1 piece to {region} with each normal placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wall between {a} and {b}: they are no longer neighbours (plague, rats, moves).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The border between {a} and {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carries the level III tile of the {card}: its holder may use that ability through the Alchemist, once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The green university, in {region}. At “a university is founded” it scores first: the strict majority here gets 1 point, then it moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A university, in {region}. At “a university is founded” the strict majority here gets 1 point, then it moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No starting pieces may go into its region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A university marker: a university stood in {region}. No university may move here until every marker is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last event revealed: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event has been revealed yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Tutorial: well done</source>
        <extracomment>narrow enough to stand over the tables&apos; left column (players and Chronicle), so it hides neither the board nor the reserve and the cards on the right</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tutorial · step {n} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First read the tutorial&apos;s note at the top and press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: the tutorial asks for another move first (see its note at the top).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Typography</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can undo only on your own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last move was another player&apos;s; it cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn has ended; it cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rat token was revealed since: that cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rat token was drawn since: that cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Witch has looked at tokens since: that cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undone moves can no longer be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnfinishedScreen</name>
    <message>
        <source>Unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game not played to the end is kept here, newest first. Choose one to continue it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{when}: this file cannot be read ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{when}: {game}: {names}, {moves} moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UniversityCounts</name>
    <message numerus="yes">
        <source>The event deck: %n card(s) left. After each player&apos;s turn one is revealed; the discards are shuffled again when it runs out.</source>
        <translation>
            <numerusform>The event deck: %n card left. After each player&apos;s turn one is revealed; the discards are shuffled again when it runs out.</numerusform>
            <numerusform>The event deck: %n cards left. After each player&apos;s turn one is revealed; the discards are shuffled again when it runs out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n more piece(s) owed)</source>
        <translation>
            <numerusform>(%n more piece owed)</numerusform>
            <numerusform>(%n more pieces owed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>Place 2 extra pieces (or 2 pieces in a region without rats).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up to 5 pieces to a neighbouring region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up to 2 rat tokens, each to a neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague piece may go one step further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at 3 face-down rat tokens, then put them back in any order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send up to 2 pieces from rat-free regions to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 2 pieces onto the Baker each turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 pieces for each token that kills another player&apos;s piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make two swaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also add a piece where you tie for the most pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each nun raises the outbreak numbers by 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place or move both bishops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread 2 extra rat tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may discard 1 turned-up token without resolving it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give out 2 potions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead up to 2 of your pieces together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own 4 walls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place 3 extra pieces when she qualifies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 4 region cards and keep 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 2 pieces into the chosen region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You also add a piece where the camel stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand out 2 diplomats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 2 pieces into a university region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top 6 event cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move either university.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 kills of other players are enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 2 pieces on 2 guild spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take 2 tavern cities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send up to 2 pieces to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return 1 piece, then send up to 2 more to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place 3 extra pieces (or 3 pieces in a region without rats).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up to 5 pieces up to 2 steps away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up to 2 rat tokens to any regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague piece may go one step further, and the bonus is +3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at 4 face-down rat tokens, then put them back in any order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send up to 2 pieces to the palace from any region, rats or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 3 pieces onto the Baker each turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 pieces for each token that kills anybody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make three swaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties count, and in the final round add a piece in every region where you have the most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each nun raises the outbreak numbers by 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place or move both bishops, and remove one rat token from a bishop&apos;s region unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread 2 extra rat tokens, each to any region within 2 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may discard 2 turned-up tokens without resolving them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give out 3 potions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead up to 3 of your pieces together, up to 2 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own 5 walls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place 3 extra pieces; a tie for the largest group qualifies too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 5 region cards and keep 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal 4 region cards; put 2 pieces into the chosen region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camel walks exactly 3 steps; bonuses in its start and both regions it passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand out 3 diplomats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 3 pieces into a university region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top 6 event cards and discard any of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move both universities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 kills are enough; disable up to 2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 3 pieces on guild spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take 3 tavern cities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send up to 3 pieces to the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send up to 2 pieces to the palace; none needs to go home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level III</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to upgrade the {card} to {level} instead of taking a card this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} carries its {level} tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile goes back to the supply when the card changes hands; the card&apos;s class still costs its holder as before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrade one of your cards (click its tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard: {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Knight: +{n} population for this plague?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, +{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witch: put the rat tokens back in the order you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight: add +{n} population to this plague? Choose on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the Witch (click her card, then the rat tokens to look at)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WitchArrangePrompt</name>
    <message>
        <source>The Witch shows you {n} rat tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only you know these faces. Click them in the order they go back: the first click fills the first place, and so on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put them back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave them as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every token goes to the place it was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the places and choose again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every token goes back where it lay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {k}: {region}, token {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This token lay in {place}. Click it to give it the next free place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Witch lets {name} see {n} rat tokens and put them back in any order. Everybody else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WitchPrompt</name>
    <message>
        <source>The Witch shows you two rat tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only you know these faces. Swap the tokens&apos; places, or leave them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region}, token {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
