<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>BigBoxNote</name>
    <message>
        <source>not playable in this version yet</source>
        <translation>此版本尚不能玩</translation>
    </message>
    <message>
        <source>needs the {module} module</source>
        <translation>需要「{module}」模組</translation>
    </message>
    <message>
        <source>not at this table yet</source>
        <translation>此桌面尚未支援</translation>
    </message>
</context>
<context>
    <name>BigBoxRules</name>
    <message>
        <source>Once per turn, put 1 piece from your reserve on the Baker card. Whoever takes the card from you at once puts every piece lying on it into one region of their choice (the pieces keep their owners&apos; colours). At the end, before the final plague, the player to the holder&apos;s left places the pieces still on it.</source>
        <translation>每回合一次，從備用區放 1 個棋子到麵包師卡上。從你手中拿走這張卡的人，要立刻把卡上所有棋子放進他選的一個區域（棋子保留原主人的顏色）。遊戲結束時、最終鼠疫之前，由持有者左手邊的玩家放置卡上剩下的棋子。</translation>
    </message>
    <message>
        <source>In your own plague phase, each turned-up token that kills at least one piece of another player brings 1 piece from your reserve into the plague region at once; it counts for the following tokens and can die to them.</source>
        <translation>在你自己的鼠疫階段，每個翻開後殺死其他玩家至少 1 個棋子的指示物，會讓你立刻從備用區放 1 個棋子到鼠疫區域；這個棋子計入之後的指示物，也可能被它們殺死。</translation>
    </message>
    <message>
        <source>Swap two pieces of different players standing in different regions: one of yours with another player&apos;s, or two other players&apos; pieces.</source>
        <translation>交換不同玩家、位在不同區域的兩個棋子：你的一個與別人的一個，或兩位其他玩家的棋子。</translation>
    </message>
    <message>
        <source>Right after you place, you may add 1 piece to every region where you hold the strict majority of pieces, in board order while your reserve lasts.</source>
        <translation>放置棋子之後，你可以在你棋子嚴格最多的每個區域各加 1 個棋子，依版圖順序進行，直到備用區用完。</translation>
    </message>
    <message>
        <source>The first use puts the 3 nuns into any regions (several may share one); later uses move all 3. Each nun raises the outbreak number of every token in her region by 1.</source>
        <translation>第一次使用時把 3 位修女放進任意區域（可以同處一區）；之後的使用則移動全部 3 位。每位修女使所在區域每個指示物的爆發數值加 1。</translation>
    </message>
    <message>
        <source>Put one of the 2 bishops into a region without one; when both are out, move one instead. No new rat token may ever enter a bishop&apos;s region (no spread, Monk, Pied Piper or Soldier token; the Witch swaps only within it); tokens already there stay.</source>
        <translation>把 2 位主教之一放進沒有主教的區域；兩位都已上場時，改為移動其中一位。新的老鼠指示物永遠不能進入有主教的區域（擴散、僧侶、魔笛手、士兵都不行；女巫只能在區域內交換）；已經在那裡的指示物留下。</translation>
    </message>
    <message>
        <source>The plague piece may move up to 2 steps (3 at 5 or 6 players). When the rats spread, one more token than usual is added.</source>
        <translation>鼠疫棋子最多可移動 2 步（5 或 6 人時 3 步）。老鼠擴散時，比平常多放 1 個指示物。</translation>
    </message>
    <message>
        <source>The plague piece may move up to 2 steps (3 at 5 or 6 players). In the resolution every token of the plague region is turned up at once and you choose the order they resolve in; each still needs enough pieces there when its turn comes.</source>
        <translation>鼠疫棋子最多可移動 2 步（5 或 6 人時 3 步）。結算時，鼠疫區域的指示物一次全部翻開，由你決定結算順序；輪到每個指示物時，那裡仍須有足夠的棋子。</translation>
    </message>
    <message>
        <source>Put a potion under one of your pieces on the board (a piece may carry several). When that piece would die to the plague, a potion is discarded instead. Potions travel with the piece.</source>
        <translation>在版圖上你的一個棋子下放 1 瓶藥水（一個棋子可以有好幾瓶）。該棋子將被鼠疫殺死時，改為棄掉 1 瓶藥水。藥水跟著棋子移動。</translation>
    </message>
    <message>
        <source>Move 1 of your pieces to a neighbouring region and take along as many of the origin&apos;s rat tokens as the destination can hold (3 at most, oldest first). The piece may move even when no token can.</source>
        <translation>把你的 1 個棋子移到相鄰區域，並帶走原區域的老鼠指示物，數量以目的地容得下的為限（最多 3 個，最早的先走）。即使沒有指示物能走，棋子仍可移動。</translation>
    </message>
    <message>
        <source>Put the 3 walls on borders between neighbouring regions (sea arrows too): walled regions are no longer neighbours for anything. The plague region may never be walled in completely. When all 3 are out, move all 3 instead.</source>
        <translation>把 3 道城牆放在相鄰區域之間的邊界（海路箭頭也可以）：被城牆隔開的區域在任何方面都不再相鄰。鼠疫區域永遠不能被完全圍住。3 道都已上場時，改為移動全部 3 道。</translation>
    </message>
    <message>
        <source>When you place, if your largest group of connected regions holding your pieces is strictly larger than every other player&apos;s, place 2 more pieces.</source>
        <translation>放置棋子時，如果你有棋子的最大相連區域群嚴格大於其他每位玩家的，就多放 2 個棋子。</translation>
    </message>
    <message>
        <source>Draw 3 region cards, keep 1 and discard the others (Region cards module).</source>
        <translation>抽 3 張區域卡，留下 1 張，棄掉其餘的（區域卡模組）。</translation>
    </message>
    <message>
        <source>Turn up 3 region cards, choose one and put 1 piece from your reserve into its region; all 3 are discarded (Region cards module).</source>
        <translation>翻開 3 張區域卡，選其中一張，從備用區放 1 個棋子到它的區域；3 張都棄掉（區域卡模組）。</translation>
    </message>
    <message>
        <source>After the initial placement, the last player to place puts the camel in any region. Use: move the camel exactly 2 steps, not back to where it started this turn; in its starting region and in the region it passes, the players with the most pieces each add 1 piece.</source>
        <translation>起始放置之後，最後放置的玩家把駱駝放進任意區域。使用：駱駝恰好移動 2 步，不能回到本回合的出發地；在出發區域與途經的區域，棋子最多的玩家各加 1 個棋子。</translation>
    </message>
    <message>
        <source>Put a diplomat under one of your pieces (one per piece, one of yours per region, not in the palace). Plain pieces die before diplomats. At the end the most diplomats score 4 points and the second most 2.</source>
        <translation>在你的一個棋子下放 1 位外交官（每個棋子一位，每個區域你只能有一位，宮殿裡不行）。普通棋子比有外交官的棋子先死。遊戲結束時，外交官最多者得 4 分，次多者得 2 分。</translation>
    </message>
    <message>
        <source>Put 1 piece from your reserve into a region with a university (Universities module).</source>
        <translation>從備用區放 1 個棋子到有大學的區域（大學模組）。</translation>
    </message>
    <message>
        <source>Look at the top 4 event cards and put them back in any order (Universities module).</source>
        <translation>查看事件牌堆頂 4 張，再依任意順序放回（大學模組）。</translation>
    </message>
    <message>
        <source>Move the green university to any region without a university or a university marker (Universities module).</source>
        <translation>把綠色大學移到沒有大學也沒有大學標記的任意區域（大學模組）。</translation>
    </message>
    <message>
        <source>The plague piece may move up to 2 steps (3 at 5 or 6 players). If your plague phase kills at least 3 pieces of other players, you may disable one class card of a player who lost pieces, until the end of that player&apos;s next turn or until the card changes hands (its symbol still counts).</source>
        <translation>鼠疫棋子最多可移動 2 步（5 或 6 人時 3 步）。如果你的鼠疫階段殺死其他玩家至少 3 個棋子，你可以使一位損失棋子的玩家的一張階級卡失效，直到該玩家下個回合結束或那張卡易手為止（它的符號仍然計算）。</translation>
    </message>
    <message>
        <source>No use on your turn. While you hold it, a player taking a card from you may take only the Philosopher.</source>
        <translation>在你的回合沒有效果。你持有它時，向你拿卡的玩家只能拿哲學家。</translation>
    </message>
    <message>
        <source>Not usable on the turn you take it. If it carries no tile, put any level III tile from the supply on it and use that ability at once (and on later turns); if it carries one, return it instead. The tile&apos;s symbol never costs pieces (Upgrades module).</source>
        <translation>拿到的那一回合不能使用。卡上沒有板塊時，從供應區拿任一張 III 級板塊放上去，並立刻使用該能力（之後的回合也可以）；卡上已有板塊時，改為把它歸還。板塊上的符號永遠不會讓你損失棋子（升級模組）。</translation>
    </message>
    <message>
        <source>Put 1 piece from your reserve on any guild space, sending its occupant back to its owner&apos;s reserve (Guilds module).</source>
        <translation>從備用區放 1 個棋子到任一個公會格，把原本的棋子送回其主人的備用區（公會模組）。</translation>
    </message>
    <message>
        <source>Put 1 piece from your reserve on an empty tavern city, or move 1 of your pieces from a region onto that region&apos;s city, sending its occupant home (Taverns module).</source>
        <translation>從備用區放 1 個棋子到空的酒館城市，或把你在某區域的 1 個棋子移到該區域的城市，並把原本的棋子送回家（酒館模組）。</translation>
    </message>
    <message>
        <source>At the end of your plague phase, if at least one piece of another player died, move 1 of your pieces from a region next to the plague region to the palace.</source>
        <translation>在你的鼠疫階段結束時，如果其他玩家至少死了 1 個棋子，把你在鼠疫區域相鄰區域的 1 個棋子移進宮殿。</translation>
    </message>
    <message>
        <source>Return 1 of your pieces from a region to your reserve, then move another of your pieces from that region to the palace.</source>
        <translation>把你在某區域的 1 個棋子收回備用區，再把你在同一區域的另一個棋子移進宮殿。</translation>
    </message>
    <message>
        <source>Drop 2 pieces from your reserve: each lands in a random region in play and, half of the time, knocks a random piece there into a random neighbouring region. Only pieces move.</source>
        <translation>從備用區丟下 2 個棋子：每個落在隨機一個參與遊戲的區域，並有一半機會把那裡隨機一個棋子撞到隨機的相鄰區域。只有棋子會移動。</translation>
    </message>
    <message>
        <source>Final round: draw 4 event cards and resolve one of them at once.</source>
        <translation>最終輪：抽 4 張事件牌，立刻結算其中一張。</translation>
    </message>
    <message>
        <source>Final round: you may put a level III tile on it and use it.</source>
        <translation>最終輪：你可以在上面放一張 III 級板塊並使用它。</translation>
    </message>
    <message>
        <source>Before the initial placement each player is dealt 3 region cards of regions in play; they stay private. During any plague resolution, before each token is turned, a player may play a region card onto one of their class cards whose class it shows (a wild card fits any): until the end of this plague phase that card costs no pieces for its class symbol (M and A are never covered). Played cards are discarded. At the end each card still in hand scores 1 point if its owner has the most pieces in its region (ties count). New cards come only from the Astronomer and the Explorer.</source>
        <translation>起始放置之前，每位玩家從參與遊戲的區域中拿到 3 張區域卡，不公開。任何鼠疫結算時，在每個指示物翻開之前，玩家可以把區域卡打在自己一張階級相符的階級卡上（萬用卡適用任何階級）：直到這次鼠疫階段結束，那張卡的階級符號不會讓他損失棋子（M 與 A 永遠不能被蓋住）。打出的卡會棄掉。遊戲結束時，手上每張區域卡，若持有者在該區域棋子最多（並列也算）就得 1 分。新卡只能經由天文學家與探險家取得。</translation>
    </message>
    <message>
        <source>Before the initial placement the 2 universities (one green) go into two random regions, where no starting pieces may go. After each player&apos;s turn an event card is turned up: nothing happens; every player may return a class card; a university is founded (for each university, green first, the player with the strict majority there scores 1 point, a marker stays and the university moves on to a region with neither); or a class bonus (for each card of that class, its holder puts 1 piece into a university region). After the final plague one more university is founded.</source>
        <translation>起始放置之前，2 所大學（其中一所是綠色）放進兩個隨機區域，起始棋子不能放在那裡。每位玩家的回合結束後翻開一張事件牌：沒有事件；每位玩家可以歸還一張階級卡；創立大學（每所大學依序、綠色優先，在那裡棋子嚴格最多的玩家得 1 分，留下一個標記，大學移到既沒有大學也沒有標記的區域）；或階級加成（每持有一張該階級的卡，就放 1 個棋子到有大學的區域）。最終鼠疫之後再創立一次大學。</translation>
    </message>
    <message>
        <source>Instead of taking a class card, you may put the level II tile on one of your cards, or turn its tile to level III (click the tile in the card&apos;s corner). The tile replaces the card&apos;s ability (see each card below); the card&apos;s class symbol costs as before. The tile goes back to the supply when the card changes hands. The Philosopher, the Alchemist and the Jester have no tile.</source>
        <translation>你可以不拿階級卡，改為在你的一張卡上放 II 級板塊，或把它的板塊翻到 III 級（點選卡角的板塊）。板塊取代卡牌的能力（見下方各卡）；卡牌的階級符號照舊計算。卡牌易手時，板塊回到供應區。哲學家、煉金術士與弄臣沒有板塊。</translation>
    </message>
    <message>
        <source>The guild board has six spaces, each giving the ability of one base card. Whoever has a piece on a space may use it once per turn, not on the turn the space was taken, and not in a turn they use the same ability from a card. At the end the most spaces score 2 points and the second most 1 (3 to 6 players). Pieces on the board are not on the map.</source>
        <translation>公會板有六個格子，各給一張基本卡的能力。在格子上有棋子的人每回合可用一次，但佔領的那一回合不行，同一回合已從卡牌使用相同能力時也不行。遊戲結束時，格子最多者得 2 分，次多者得 1 分（3 到 6 人）。公會板上的棋子不算在版圖上。</translation>
    </message>
    <message>
        <source>The tavern board has one city per region. Whoever occupies a city adds 1 piece to its region with each normal placement (not on the turn it was taken). At the end the most cities score 2 points and the second most 1 (3 to 6 players). Pieces on the board are not on the map.</source>
        <translation>酒館板上每個區域有一座城市。佔領城市的人每次正常放置時，在該城市的區域多放 1 個棋子（佔領的那一回合不算）。遊戲結束時，城市最多者得 2 分，次多者得 1 分（3 到 6 人）。酒館板上的棋子不算在版圖上。</translation>
    </message>
    <message>
        <source>The Big Box</source>
        <translation>大盒版</translation>
    </message>
    <message>
        <source>The Big Box is played by 2 to 6 players on Europe and North Africa, with 33 class cards to choose from and five modules that may be added in any combination. Everything in the classic rules holds unless it is changed here.</source>
        <translation>大盒版供 2 到 6 人在歐洲與北非遊玩，有 33 張階級卡可選，還有五個可任意組合的模組。除非此處另有說明，經典規則一律適用。</translation>
    </message>
    <message>
        <source>Setting up the Big Box</source>
        <translation>大盒版的準備</translation>
    </message>
    <message>
        <source>Which regions are in play depends on the number of players (5 players: Europe without Russia and Tartaria, plus North Africa; 6 players: all 17). Play with 6 class cards at 2 to 4 players and 8 at 5 or 6: the first-game set (the six base cards, plus the Messenger and the Nomad at 5 or 6), a random set, one card per class, or cards chosen by hand; below 4 players include a chivalry card. Each region in play starts with one face-down token. Each player places 2 pieces clockwise, then 2 counter-clockwise, and at 5 or 6 players 2 more clockwise (6 pieces each).</source>
        <translation>參與遊戲的區域依人數而定（5 人：歐洲去掉俄羅斯與韃靼，再加上北非；6 人：全部 17 個）。2 到 4 人用 6 張階級卡，5 或 6 人用 8 張：首局組合（六張基本卡，5 或 6 人再加信使與遊牧民）、隨機組合、每個階級一張，或親自挑選；不到 4 人時請包含一張騎士階層的卡。每個參與的區域起始有一個面朝下的指示物。每位玩家順時針放 2 個棋子，再逆時針放 2 個，5 或 6 人時再順時針放 2 個（每人 6 個）。</translation>
    </message>
    <message>
        <source>What changes in play</source>
        <translation>遊戲中的改變</translation>
    </message>
    <message>
        <source>A player may hold several cards of one class: a matching symbol then costs a piece for each such card. Cards that move the plague piece (Knight, Soldier, Crusader, Inquisitor) move it up to 2 steps at 2 to 4 players and up to 3 at 5 or 6; holding several still gives one such move. In the final round the plague piece moves at most once: the first of these cards used moves it, and the others act where it stands.</source>
        <translation>一位玩家可以持有同一階級的好幾張卡：相符的符號會讓他每張這樣的卡各損失 1 個棋子。能移動鼠疫棋子的卡（騎士、士兵、十字軍、審判官）在 2 到 4 人時最多移動 2 步，5 或 6 人時最多 3 步；同時持有好幾張仍只移動一次。最終輪中鼠疫棋子最多只移動一次：這些卡中第一張使用的那張移動它，其餘的卡就在它所在之處發揮作用。</translation>
    </message>
    <message>
        <source>North Africa</source>
        <translation>北非</translation>
    </message>
    <message>
        <source>Five regions south of the Mediterranean: {regions}. They join Europe by sea arrows and come into play at 5 and 6 players, when both maps form one board. The Big Box tokens also show the Islam class, the class of the Astronomer, the Explorer, the Nomad and the Sultan.</source>
        <translation>地中海以南的五個區域：{regions}。它們以海路箭頭與歐洲相連，5 與 6 人時加入遊戲，兩張地圖合成一個版圖。大盒版的指示物也有伊斯蘭階級，那是天文學家、探險家、遊牧民與蘇丹的階級。</translation>
    </message>
    <message>
        <source>The five modules</source>
        <translation>五個模組</translation>
    </message>
    <message>
        <source>The 33 class cards</source>
        <translation>33 張階級卡</translation>
    </message>
    <message>
        <source>Each card&apos;s ability, then what its level II and III tiles make of it (Upgrades module), then its form in the final round.</source>
        <translation>每張卡先列出能力，再列出 II 級與 III 級板塊帶來的變化（升級模組），最後是它在最終輪的形式。</translation>
    </message>
    <message>
        <source>{card} ({cls})</source>
        <translation>{card}（{cls}）</translation>
    </message>
    <message>
        <source>No upgrade tile.</source>
        <translation>沒有升級板塊。</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>The final round begins!</source>
        <translation>最終輪開始！</translation>
    </message>
    <message>
        <source>The final plague!</source>
        <translation>最後的鼠疫！</translation>
    </message>
    <message>
        <source>Population {pop} ≥ {n}: outbreak!</source>
        <translation>人口 {pop} ≥ {n}：鼠疫爆發！</translation>
    </message>
    <message>
        <source>Population {pop} &lt; {n}: spared</source>
        <translation>人口 {pop} &lt; {n}：倖免</translation>
    </message>
    <message>
        <source>Reserve of {name}: {count}</source>
        <translation>{name}的儲備區：{count}</translation>
    </message>
    <message>
        <source>Rat supply</source>
        <translation>老鼠供應堆</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>已翻開</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>the event deck and the last event lie in the sea between Britannia and Scandia</extracomment>
        <translation>事件牌</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>上一張事件</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Peasant</source>
        <translation>農夫</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>商人</translation>
    </message>
    <message>
        <source>Monk</source>
        <translation>僧侶</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>騎士</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>女巫</translation>
    </message>
    <message>
        <source>King</source>
        <translation>國王</translation>
    </message>
    <message>
        <source>Baker</source>
        <translation>麵包師</translation>
    </message>
    <message>
        <source>Serf</source>
        <translation>農奴</translation>
    </message>
    <message>
        <source>Nun</source>
        <translation>修女</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>主教</translation>
    </message>
    <message>
        <source>Messenger</source>
        <translation>信使</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>市長</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>巫師</translation>
    </message>
    <message>
        <source>Pied Piper</source>
        <translation>魔笛手</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>皇帝</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>女王</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>士兵</translation>
    </message>
    <message>
        <source>Crusader</source>
        <translation>十字軍</translation>
    </message>
    <message>
        <source>Astronomer</source>
        <translation>天文學家</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>探險家</translation>
    </message>
    <message>
        <source>Nomad</source>
        <translation>遊牧民</translation>
    </message>
    <message>
        <source>Sultan</source>
        <translation>蘇丹</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>學生</translation>
    </message>
    <message>
        <source>Professor</source>
        <translation>教授</translation>
    </message>
    <message>
        <source>Royal Librarian</source>
        <translation>皇家圖書館員</translation>
    </message>
    <message>
        <source>Inquisitor</source>
        <translation>審判官</translation>
    </message>
    <message>
        <source>Philosopher</source>
        <translation>哲學家</translation>
    </message>
    <message>
        <source>Alchemist</source>
        <translation>煉金術士</translation>
    </message>
    <message>
        <source>Guild Master</source>
        <translation>商會會長</translation>
    </message>
    <message>
        <source>Tavern Keeper</source>
        <translation>酒館老闆</translation>
    </message>
    <message>
        <source>Boccaccio</source>
        <translation>薄伽丘</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>法官</translation>
    </message>
    <message>
        <source>Jester</source>
        <translation>弄臣</translation>
    </message>
</context>
<context>
    <name>CardChoice</name>
    <message>
        <source>First game</source>
        <translation>初次遊戲</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>One per class</source>
        <translation>每階級一張</translation>
    </message>
    <message>
        <source>Chosen by hand</source>
        <translation>自行挑選</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>Place 1 more piece, or 1 where there are no rats.</source>
        <translation>多放 1 個棋子，或在無鼠區域放 1 個。</translation>
    </message>
    <message>
        <source>Move 1–3 of your pieces to a neighbour.</source>
        <translation>將自己 1–3 個棋子移到相鄰區域。</translation>
    </message>
    <message>
        <source>Move a rat token to a neighbour.</source>
        <translation>將 1 個老鼠指示物移到相鄰區域。</translation>
    </message>
    <message>
        <source>Plague moves 1–2 steps; +2 population.</source>
        <translation>鼠疫棋子移動 1–2 個區域；人口 +2。</translation>
    </message>
    <message>
        <source>Look at 2 rat tokens; you may swap them.</source>
        <translation>查看 2 個老鼠指示物，可交換位置。</translation>
    </message>
    <message>
        <source>A piece from a rat-free region to the palace.</source>
        <translation>將無鼠區域的 1 個棋子送進宮殿。</translation>
    </message>
    <message>
        <source>Put 1 piece on this card; its next holder places them all in one region.</source>
        <translation>放 1 個棋子到這張卡上；下一位持有者把卡上的棋子全部放進一個區域。</translation>
    </message>
    <message>
        <source>Each rat token that kills another player&apos;s piece: 1 piece of yours into the plague region.</source>
        <translation>每個殺死其他玩家棋子的老鼠指示物：你放 1 個棋子到鼠疫區域。</translation>
    </message>
    <message>
        <source>Put (or move) the 3 nuns: each raises the outbreak numbers in its region by 1.</source>
        <translation>放置（或移動）3 位修女：每位使所在區域的爆發數值加 1。</translation>
    </message>
    <message>
        <source>Put a bishop in a region: no new rat token may ever enter it.</source>
        <translation>把主教放進一個區域：新的老鼠指示物再也不能進入。</translation>
    </message>
    <message>
        <source>Swap two pieces of different players in different regions.</source>
        <translation>交換不同區域中、屬於不同玩家的兩個棋子。</translation>
    </message>
    <message>
        <source>After placing: 1 more piece wherever you hold the strict majority.</source>
        <translation>放置後：在你占絕對多數的每個區域再放 1 個棋子。</translation>
    </message>
    <message>
        <source>Put a potion under one of your pieces: it saves that piece once from the plague.</source>
        <translation>在你的一個棋子下放 1 瓶藥水：它能讓該棋子躲過一次鼠疫。</translation>
    </message>
    <message>
        <source>Move 1 piece to a neighbour, taking rat tokens along.</source>
        <translation>將 1 個棋子移到相鄰區域，並帶走老鼠指示物。</translation>
    </message>
    <message>
        <source>Put 3 walls on borders: walled regions are no longer neighbours.</source>
        <translation>在邊界放 3 道城牆：被城牆隔開的區域不再相鄰。</translation>
    </message>
    <message>
        <source>When placing: 2 more pieces if your largest group of connected regions is the largest.</source>
        <translation>放置時：若你相連區域的最大群組是全場最大，多放 2 個棋子。</translation>
    </message>
    <message>
        <source>Plague moves up to 2 (3) steps; spread 1 more rat token.</source>
        <translation>鼠疫最多移動 2（3）步；擴散時多放 1 個老鼠指示物。</translation>
    </message>
    <message>
        <source>Plague moves up to 2 (3) steps; reveal all its tokens and choose their order.</source>
        <translation>鼠疫最多移動 2（3）步；翻開該區所有指示物並決定結算順序。</translation>
    </message>
    <message>
        <source>Draw 3 region cards, keep 1.</source>
        <translation>抽 3 張區域卡，留下 1 張。</translation>
    </message>
    <message>
        <source>Reveal 3 region cards; 1 piece into the region of one of them.</source>
        <translation>翻開 3 張區域卡；在其中一張的區域放 1 個棋子。</translation>
    </message>
    <message>
        <source>Move the camel exactly 2 steps: most pieces where it starts and passes add 1 piece.</source>
        <translation>駱駝恰好移動 2 步：起點與途經區域中棋子最多者各加 1 個棋子。</translation>
    </message>
    <message>
        <source>Put a diplomat under one of your pieces: points for the most diplomats.</source>
        <translation>在你的一個棋子下放 1 位外交官：外交官最多者得分。</translation>
    </message>
    <message>
        <source>1 piece into a region with a university.</source>
        <translation>放 1 個棋子到有大學的區域。</translation>
    </message>
    <message>
        <source>Look at the top 4 event cards and order them.</source>
        <translation>查看事件牌堆頂 4 張並重新排序。</translation>
    </message>
    <message>
        <source>Move the green university.</source>
        <translation>移動綠色大學。</translation>
    </message>
    <message>
        <source>Plague moves up to 2 (3) steps; 3 kills disable a victim&apos;s card.</source>
        <translation>鼠疫最多移動 2（3）步；殺死 3 個棋子即可停用受害者的一張卡。</translation>
    </message>
    <message>
        <source>From you, others may take only the Philosopher.</source>
        <translation>其他玩家從你手上只能拿走哲學家。</translation>
    </message>
    <message>
        <source>Put a level III upgrade tile on this card and use it.</source>
        <translation>在這張卡上放一片 III 級升級板塊並使用它。</translation>
    </message>
    <message>
        <source>1 piece onto a guild space, sending its occupant home.</source>
        <translation>放 1 個棋子到商會格，把原本的棋子送回其主人的備用區。</translation>
    </message>
    <message>
        <source>1 piece onto a tavern city.</source>
        <translation>放 1 個棋子到酒館城市。</translation>
    </message>
    <message>
        <source>After a plague that killed others: 1 piece next to it to the palace.</source>
        <translation>鼠疫殺死他人後：把鼠疫區域鄰近的 1 個棋子移入宮殿。</translation>
    </message>
    <message>
        <source>1 piece of a region back to your reserve, another from there to the palace.</source>
        <translation>將一個區域的 1 個棋子收回備用區，再把該區另一個棋子移入宮殿。</translation>
    </message>
    <message>
        <source>Drop 2 pieces at random; each may knock a piece into a neighbour.</source>
        <translation>隨機丟下 2 個棋子；每個都可能把一個棋子撞進相鄰區域。</translation>
    </message>
</context>
<context>
    <name>CardWarning</name>
    <message>
        <source>Below 4 players the set should hold at least one chivalry card.</source>
        <translation>少於 4 人時，卡組至少應有一張軍職卡。</translation>
    </message>
    <message>
        <source>Choose at least one card.</source>
        <translation>請至少選一張卡。</translation>
    </message>
    <message>
        <source>A normal game uses {expected} cards; {count} are chosen.</source>
        <translation>一般遊戲使用 {expected} 張卡；目前選了 {count} 張。</translation>
    </message>
</context>
<context>
    <name>CartusAction</name>
    <message>
        <source>Draw 1 card per count</source>
        <translation>每 1 點計數抽 1 張卡</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>CartusBuilding</name>
    <message>
        <source>Palace</source>
        <translation>宮殿</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>寶庫</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>修道院</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>醫院</translation>
    </message>
    <message>
        <source>Office</source>
        <translation>官署</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>Guard Tower</source>
        <translation>哨塔</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>城堡</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>農場</translation>
    </message>
    <message>
        <source>Brewery</source>
        <translation>釀酒坊</translation>
    </message>
    <message>
        <source>Fortune-teller&apos;s Tent</source>
        <translation>預言家的帳篷</translation>
    </message>
    <message>
        <source>Piper&apos;s House</source>
        <translation>魔笛手之家</translation>
    </message>
</context>
<context>
    <name>CartusCard</name>
    <message>
        <source>Joker</source>
        <translation>百搭卡</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>長劍</translation>
    </message>
    <message>
        <source>Flute</source>
        <translation>長笛</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>沙漏</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>黃金</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>沒有牌</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>CartusClass</name>
    <message>
        <source>Royalty</source>
        <translation>王室</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>教會</translation>
    </message>
    <message>
        <source>Bourgeoisie</source>
        <translation>市民</translation>
    </message>
    <message>
        <source>Chivalry</source>
        <translation>騎士階層</translation>
    </message>
    <message>
        <source>Peasantry</source>
        <translation>農民</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>巫術</translation>
    </message>
</context>
<context>
    <name>CartusCount</name>
    <message numerus="yes">
        <source>Gain %n victory point(s)</source>
        <translation>
            <numerusform>獲得 %n 點勝利點數</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lose %n rat(s)</source>
        <translation>
            <numerusform>失去 %n 隻老鼠</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s): 1 rat each</source>
        <translation>
            <numerusform>棄掉至多 %n 張手牌：每張 1 隻老鼠</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>抽 %n 張卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw 1 card per %n count</source>
        <translation>
            <numerusform>每 %n 點計數抽 1 張卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at %n nun-row card(s)</source>
        <translation>
            <numerusform>查看修女列的 %n 張卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Levy: %n cards from each larger hand outside a Guard Tower</source>
        <translation>
            <numerusform>徵收：不在哨塔、手牌不少於你的玩家各交 %n 張卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n</source>
        <translation>
            <numerusform>抽 %n 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>give %n card(s)</source>
        <translation>
            <numerusform>交出 %n 張卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>棄掉 %n 張卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{cls}, %n nun(s)</source>
        <translation>
            <numerusform>{cls}，%n 位修女</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lose 1 rat, then discard up to %n card(s): 1 rat each</source>
        <translation>
            <numerusform>失去 1 隻老鼠，再棄掉至多 %n 張手牌：每張 1 隻老鼠</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give exactly %n card(s).</source>
        <translation>
            <numerusform>必須正好交出 %n 張卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard at most %n card(s).</source>
        <translation>
            <numerusform>至多只能棄掉 %n 張卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n × {pile}</source>
        <translation>
            <numerusform>拿取 %n 張{pile}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name}抽了 %n 張卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} loses %n rat(s).</source>
        <translation>
            <numerusform>{name}失去 %n 隻老鼠。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} enters the {b} with %n card(s).</source>
        <translation>
            <numerusform>{name}帶著 %n 張卡進入{b}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} moves %n space(s) up on {cls}.</source>
        <translation>
            <numerusform>{name}在{cls}影響力軌上前進 %n 格。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s Sword: {target} must give %n card(s).</source>
        <translation>
            <numerusform>{name}的長劍：{target}必須交出 %n 張卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gives {to} %n card(s).</source>
        <translation>
            <numerusform>{name}交給{to} %n 張卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n × {pile}.</source>
        <translation>
            <numerusform>{name}拿取 %n 張{pile}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n victory point(s).</source>
        <translation>
            <numerusform>{name}獲得 %n 點勝利點數。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} discards %n card(s) at the Hospital.</source>
        <translation>
            <numerusform>{name}在醫院棄掉 %n 張卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>enter building {b} with %n card(s)</source>
        <translation>
            <numerusform>帶著 %n 張卡進入建築 {b}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n rat(s).</source>
        <translation>
            <numerusform>{name}得到 %n 隻老鼠。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nun(s) in all.</source>
        <translation>
            <numerusform>共 %n 位修女。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter {b} with %n card(s)</source>
        <translation>
            <numerusform>帶著 %n 張卡進入{b}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CartusEnd</name>
    <message>
        <source>The plague: the nun row is turned up.</source>
        <translation>鼠疫：修女列翻開。</translation>
    </message>
    <message>
        <source>{name}: {rats} rats, more than {nuns}: dies of the plague.</source>
        <translation>{name}：{rats} 隻老鼠，多於 {nuns}：死於鼠疫。</translation>
    </message>
    <message>
        <source>{name}: {rats} rats, not more than {nuns}: survives.</source>
        <translation>{name}：{rats} 隻老鼠，不多於 {nuns}：存活。</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>計分</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>{name} (died)</source>
        <translation>{name}（死亡）</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>勝利者：{names}</translation>
    </message>
    <message>
        <source>Everybody died: nobody wins.</source>
        <translation>所有人都死了：沒有人獲勝。</translation>
    </message>
</context>
<context>
    <name>CartusEvent</name>
    <message>
        <source>building {n}</source>
        <translation>第 {n} 棟建築</translation>
    </message>
    <message>
        <source>Round {n} begins.</source>
        <translation>第 {n} 輪開始。</translation>
    </message>
    <message>
        <source>The building deck is empty: this is the last round.</source>
        <translation>建築卡堆已空：這是最後一輪。</translation>
    </message>
    <message>
        <source>The whole row was one building: a card was exchanged.</source>
        <translation>整列都是同一種建築：換掉了一張。</translation>
    </message>
    <message>
        <source>{name} takes the supply of the {b}.</source>
        <translation>{name}取得{b}的補給。</translation>
    </message>
    <message>
        <source>{name} looks at nun-row card {p}.</source>
        <translation>{name}查看修女列的第 {p} 張卡。</translation>
    </message>
    <message>
        <source>{name} plays a Pass and goes to the back of the queue.</source>
        <translation>{name}打出沙漏，排到隊伍最後。</translation>
    </message>
    <message>
        <source>{name} holds the premium of the last round: 1 more space.</source>
        <translation>{name}是最後一輪的優先者：再前進 1 格。</translation>
    </message>
    <message>
        <source>{name} holds this round&apos;s premium.</source>
        <translation>{name}取得本輪的優先行動。</translation>
    </message>
    <message>
        <source>{name}&apos;s Flute passes a rat to {target}.</source>
        <translation>{name}的長笛把一隻老鼠傳給{target}。</translation>
    </message>
    <message>
        <source>{name}&apos;s special card finds no target.</source>
        <translation>{name}的特殊卡沒有目標。</translation>
    </message>
    <message>
        <source>{name}&apos;s levy finds nobody to collect from.</source>
        <translation>{name}的徵收沒有對象。</translation>
    </message>
    <message>
        <source>{name} levies cards from {givers}.</source>
        <translation>{name}向{givers}徵收手牌。</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new deck.</source>
        <translation>棄牌堆洗成新的牌堆。</translation>
    </message>
    <message>
        <source>The round ends.</source>
        <translation>本輪結束。</translation>
    </message>
    <message>
        <source>The nun row is turned up.</source>
        <translation>修女列翻開。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
</context>
<context>
    <name>CartusFlow</name>
    <message>
        <source>Moves were taken back or replayed.</source>
        <extracomment>hot-seat: the human who just drew or looked, shown their cards until they press &quot;Done&quot; (else the hand-over came before they had seen them)</extracomment>
        <translation>已復原或重做。</translation>
    </message>
    <message>
        <source>{name}, look at what you got</source>
        <translation>{name}，看看你拿到了什麼</translation>
    </message>
    <message>
        <source>Press Done, then pass the computer on.</source>
        <translation>請按「完成」，再把電腦交給下一位。</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name}思考中……</translation>
    </message>
    <message>
        <source>Over to {name}</source>
        <translation>交給{name}</translation>
    </message>
    <message>
        <source>{name} decides next, with their hand on show. Everybody else, look away.</source>
        <translation>接下來由{name}決定，畫面會顯示其手牌。其他人請迴避。</translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation>{name}，輪到你決定</translation>
    </message>
    <message>
        <source>Enter {b} with {n} card(s)</source>
        <translation>帶 {n} 張卡進入{b}</translation>
    </message>
    <message>
        <source>Play a Pass</source>
        <translation>打出沙漏</translation>
    </message>
    <message>
        <source>Select cards, then enter a building:</source>
        <translation>選擇手牌，然後進入建築：</translation>
    </message>
    <message>
        <source>Give {n} of {need} selected</source>
        <translation>交出已選的 {n}／{need} 張</translation>
    </message>
    <message>
        <source>Give {need} card(s) to {name}:</source>
        <translation>交給{name} {need} 張卡：</translation>
    </message>
    <message>
        <source>Discard up to {n} card(s), 1 rat each:</source>
        <translation>棄掉至多 {n} 張卡，每張 1 隻老鼠：</translation>
    </message>
    <message>
        <source>Discard {n} selected</source>
        <translation>棄掉已選的 {n} 張</translation>
    </message>
    <message>
        <source>Everybody died of the plague: nobody wins.</source>
        <translation>所有人都死於鼠疫：沒有人獲勝。</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n point(s).</source>
        <translation>
            <numerusform>{name}以 %n 分獲勝。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} share the victory with %n point(s).</source>
        <translation>
            <numerusform>{names}以 %n 分共享勝利。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CartusKeys</name>
    <message>
        <source>face-down card %1 of the nun row</source>
        <translation>修女列第 %1 張蓋著的牌</translation>
    </message>
</context>
<context>
    <name>CartusMove</name>
    <message>
        <source>supply from building {b}</source>
        <translation>取得第 {b} 棟建築的補給</translation>
    </message>
    <message>
        <source>look at nun-row card {p}</source>
        <translation>查看修女列第 {p} 張</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>打出沙漏</translation>
    </message>
    <message>
        <source>Sword on player {t}</source>
        <translation>長劍指向玩家 {t}</translation>
    </message>
    <message>
        <source>Flute on player {t}</source>
        <translation>長笛指向玩家 {t}</translation>
    </message>
</context>
<context>
    <name>CartusOptions</name>
    <message>
        <source>Buildings in play:</source>
        <translation>使用的建築：</translation>
    </message>
    <message>
        <source>The beginners&apos; set (Palace, Monastery, Castle, Marketplace, Farm, Fortune-teller&apos;s Tent)</source>
        <translation>新手組合（宮殿、修道院、城堡、市場、農場、預言家的帳篷）</translation>
    </message>
    <message>
        <source>One building per class, chosen here</source>
        <translation>每個階級一種建築，在這裡選擇</translation>
    </message>
    <message>
        <source>One building per class at random (all five copies)</source>
        <translation>每個階級隨機一種建築（五張全用）</translation>
    </message>
    <message>
        <source>Five random cards of each class (mixed buildings, hidden until revealed)</source>
        <translation>每個階級隨機五張建築卡（建築混合，翻開前不公開）</translation>
    </message>
    <message>
        <source>{cls}:</source>
        <translation>{cls}：</translation>
    </message>
    <message>
        <source>With 2 players the rules advise leaving out the Guard Tower.</source>
        <translation>兩人遊戲時，規則建議不要使用哨塔。</translation>
    </message>
</context>
<context>
    <name>CartusPanel</name>
    <message>
        <source>queue {n}</source>
        <translation>排第 {n}</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>已進入</translation>
    </message>
    <message>
        <source>cards {hand} · rats {rats} · VP {vp}</source>
        <translation>手牌 {hand}．老鼠 {rats}．勝利點數 {vp}</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>第 {n}／{total} 輪</translation>
    </message>
    <message>
        <source> (last round)</source>
        <translation>（最後一輪）</translation>
    </message>
    <message>
        <source>Draw deck {deck} · discard pile {discard}</source>
        <translation>牌堆 {deck}．棄牌堆 {discard}</translation>
    </message>
    <message>
        <source>Building deck {n}</source>
        <translation>建築卡堆 {n}</translation>
    </message>
    <message>
        <source>Entry queue: {names}</source>
        <translation>進場隊伍：{names}</translation>
    </message>
    <message>
        <source> · </source>
        <translation>．</translation>
    </message>
</context>
<context>
    <name>CartusPhase</name>
    <message>
        <source>Supply: click a building to take its supply icons</source>
        <translation>補給：點選一棟建築，執行它的補給圖示</translation>
    </message>
    <message>
        <source>Look: click a card of the nun row to see it</source>
        <translation>查看：點選修女列的一張卡來看它</translation>
    </message>
    <message>
        <source>Enter: click cards to select them, then drag one onto a building (or click the building)</source>
        <translation>進場：點選手牌，再把其中一張拖到建築上（或點選建築）</translation>
    </message>
    <message>
        <source>Sword: choose who gives you half their hand</source>
        <translation>長劍：選擇誰交給你一半手牌</translation>
    </message>
    <message>
        <source>Flute: choose who gets one of your rats</source>
        <translation>長笛：選擇誰得到你的一隻老鼠</translation>
    </message>
    <message>
        <source>Give cards: select the cards to hand over, then confirm</source>
        <translation>交牌：選擇要交出的牌，然後確認</translation>
    </message>
    <message>
        <source>Hospital: select cards to discard (1 rat each), then confirm</source>
        <translation>醫院：選擇要棄掉的牌（每張 1 隻老鼠），然後確認</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>遊戲結束</translation>
    </message>
</context>
<context>
    <name>CartusReason</name>
    <message>
        <source>You do not hold those cards.</source>
        <translation>你沒有這些牌。</translation>
    </message>
    <message>
        <source>{card} may not be laid in a building: only population cards, jokers, Swords and Flutes.</source>
        <translation>{card}不能放進建築：只能放人口卡、百搭卡、長劍與長笛。</translation>
    </message>
    <message>
        <source>You hold no Pass.</source>
        <translation>你沒有沙漏。</translation>
    </message>
    <message>
        <source>Nobody else is left in the entry queue: you cannot pass.</source>
        <translation>進場隊伍裡已沒有其他人：你不能打出沙漏。</translation>
    </message>
    <message>
        <source>That player is not a target here.</source>
        <translation>這位玩家不是這裡的目標。</translation>
    </message>
    <message>
        <source>You already chose that card in this group; choose another.</source>
        <translation>這組補給已選過這張卡；請選另一張。</translation>
    </message>
    <message>
        <source>There is no such card in the nun row.</source>
        <translation>修女列沒有這張卡。</translation>
    </message>
    <message>
        <source>There is no such building in the row.</source>
        <translation>建築列沒有這棟建築。</translation>
    </message>
    <message>
        <source>That is not what the game waits for now.</source>
        <translation>現在不是做這件事的時候。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
</context>
<context>
    <name>CartusResults</name>
    <message>
        <source>Tracks</source>
        <translation>影響力軌</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>特殊卡</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>黃金</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>勝利點數</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Scoring comes first, then the plague: a player with more rats than the nuns dies and cannot win.</source>
        <translation>先計分，再結算鼠疫：老鼠多於修女的玩家死於鼠疫，不能獲勝。</translation>
    </message>
    <message numerus="yes">
        <source>Dead of the plague: %n rat(s), more than {nuns} on the nun row.</source>
        <translation>
            <numerusform>死於鼠疫：%n 隻老鼠，多於修女列的 {nuns} 位修女。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied on {n} points with as many rats: the victory is shared.</source>
        <translation>同為 {n} 分，老鼠也一樣多：共享勝利。</translation>
    </message>
    <message>
        <source>Tied on {n} points: fewer rats ({rats}) win the tie.</source>
        <translation>同為 {n} 分：老鼠較少（{rats} 隻），贏得平手。</translation>
    </message>
    <message>
        <source>Tied on {n} points: more rats ({rats}) lose the tie.</source>
        <translation>同為 {n} 分：老鼠較多（{rats} 隻），平手落敗。</translation>
    </message>
</context>
<context>
    <name>CartusRules</name>
    <message>
        <source>&lt;h2&gt;Rattus Cartus&lt;/h2&gt;&lt;p&gt;2–5 players. Each round has five phases: reveal buildings, supply, enter, resolve, end of round. The game ends when the building deck runs out.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;鼠疫危機卡牌版&lt;/h2&gt;&lt;p&gt;2–5 人。每輪有五個階段：翻開建築、補給、進場、結算、回合結束。建築卡堆用完時遊戲結束。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Supply&lt;/h3&gt;&lt;p&gt;One at a time, clockwise from the start player, each player chooses a building of the row and carries out its supply icons: draw cards, lose a rat, look at nun-row cards.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;補給&lt;/h3&gt;&lt;p&gt;從起始玩家開始順時針輪流，每位玩家選擇建築列中的一棟建築，執行它的補給圖示：抽牌、失去一隻老鼠、查看修女列的牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Enter&lt;/h3&gt;&lt;p&gt;In queue order each player enters one building with any number of cards (population cards, jokers, Swords, Flutes), or plays a Pass to go to the back of the queue.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;進場&lt;/h3&gt;&lt;p&gt;依隊伍順序，每位玩家帶著任意張卡（人口卡、百搭卡、長劍、長笛）進入一棟建築，或打出沙漏排到隊伍最後。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Resolve&lt;/h3&gt;&lt;p&gt;Left to right. Your count is your population cards plus jokers there: you move that many spaces up the building&apos;s class track. Each population card of another class brings you a rat. Swords take half a hand from another entrant; Flutes pass a rat to one. The highest count (earliest on a tie) takes the premium action, everybody else the standard action. In the last round there are no actions: the premium holder moves one more space instead.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;結算&lt;/h3&gt;&lt;p&gt;由左至右。你的計數是你放在那裡的人口卡加百搭卡：你在該建築階級的影響力軌上前進同樣格數。每張其他階級的人口卡帶給你一隻老鼠。長劍向另一位進場者拿走一半手牌；長笛把一隻老鼠傳給一位進場者。計數最高者（平手時最早進場者）執行優先行動，其他人執行一般行動。最後一輪沒有行動：優先者改為再前進一格。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Each track: 10, 5 and 2 points to the first three (2 players: 10 and 5), never on space 0. Most population cards and jokers in hand: 2 (1 each on a tie); the same for Swords, Flutes and Passes. Gold: 6 for the most, 3 for the second. Plus your victory points.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;計分&lt;/h3&gt;&lt;p&gt;每條影響力軌：前三名得 10、5、2 分（2 人時為 10 與 5），停在 0 格者不得分。手中人口卡加百搭卡最多者得 2 分（平手各得 1 分）；長劍、長笛、沙漏亦同。黃金：最多者 6 分，第二多者 3 分。再加上你的勝利點數。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The plague&lt;/h3&gt;&lt;p&gt;The nun row is turned up and its nuns added up. Whoever has more rats than that dies and cannot win. The highest score among the survivors wins; on a tie, fewer rats.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;鼠疫&lt;/h3&gt;&lt;p&gt;翻開修女列並加總修女數。老鼠多於此數者死亡，不能獲勝。存活者中分數最高者獲勝；平手時老鼠較少者勝。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The end and tie-breaks&lt;/h3&gt;&lt;p&gt;The game ends after the last round: scoring first, then the plague. On a track, the same space goes to the disc lower in the stack (it got there first); ranks are never shared, and space 0 scores nothing. A majority needs at least one card of its kind; a tie for the most gives each tied player 1. Gold: a tie for the most shares 9 (2 players: 6) and nobody is second; a tie for second shares 3 (rounded down). A player with more rats than the nuns of the nun row dies of the plague, keeps the places they scored and cannot win. The living player with the highest score wins; on equal scores fewer rats; then the victory is shared. If everybody dies, nobody wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;遊戲結束與平手&lt;/h3&gt;&lt;p&gt;最後一輪結束後遊戲結束：先計分，再結算鼠疫。影響力軌上同一格時，疊在較下方的圓片（較早到達者）名次較高；名次不會並列，停在 0 格者不得分。多數獎勵至少要有一張該種卡才能得分；最多者平手時，每位平手玩家各得 1 分。黃金：最多者平手時平分 9 分（2 人時為 6 分），且沒有第二名；第二多者平手時平分 3 分（無條件捨去）。老鼠比修女列的修女總數還多的玩家死於鼠疫，保留已計的名次，但不能獲勝。存活玩家中分數最高者獲勝；同分時老鼠較少者獲勝；仍平手則共享勝利。若所有人都死了，沒有人獲勝。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The cards&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;卡片&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Premium: {premium}&lt;br&gt;Standard: {standard}</source>
        <translation>優先行動：{premium}&lt;br&gt;一般行動：{standard}</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The buildings&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;建築&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>nuns on a population card (they count only in the nun row)</source>
        <translation>人口卡上的修女（只在修女列中才計算）</translation>
    </message>
    <message>
        <source>★ the premium action (highest count), · the standard action</source>
        <translation>★ 優先行動（計數最高者），· 一般行動</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Legend: the icons&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;圖例：各圖示的意思&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Rules of Rattus Cartus</source>
        <translation>鼠疫危機卡牌版規則</translation>
    </message>
</context>
<context>
    <name>CartusScore</name>
    <message>
        <source>Tracks</source>
        <translation>影響力軌</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Swords, Flutes, Passes</source>
        <translation>長劍、長笛、沙漏</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>黃金</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>勝利點數</translation>
    </message>
</context>
<context>
    <name>CartusSupply</name>
    <message>
        <source>lose a rat</source>
        <translation>失去一隻老鼠</translation>
    </message>
    <message>
        <source>look at a nun</source>
        <translation>查看一張修女牌</translation>
    </message>
</context>
<context>
    <name>CartusTable</name>
    <message>
        <source>A new game of Rattus Cartus begins.</source>
        <translation>新的一局《鼠疫危機卡牌版》開始了。</translation>
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
        <translation>{name}（{cls}）
補給：{supply}
優先行動（計數最高）：{premium}
一般行動（其他人）：{standard}
每張其他階級的牌帶來一隻老鼠。</translation>
    </message>
    <message>
        <source>Influence tracks, one per class. At the end the first three on each track score 10, 5 and 2; on the same space the disc that got there first ranks higher; space 0 scores nothing.</source>
        <translation>影響力軌，每個階級一條。遊戲結束時每條軌的前三名得 10、5、2 分；同一格上先到的圓片排名較高；停在 0 格者不得分。</translation>
    </message>
    <message>
        <source>Joker: counts as a card of the building&apos;s class; never brings rats.</source>
        <translation>百搭卡：視為該建築階級的牌；不會帶來老鼠。</translation>
    </message>
    <message>
        <source>Sword: lay it in a building; another entrant there gives you half their hand (rounded down), cards of their choice.</source>
        <translation>長劍：放進建築；那裡的另一位進場者交給你一半手牌（無條件捨去），由對方選牌。</translation>
    </message>
    <message>
        <source>Flute: lay it in a building; 1 of your rats passes to another entrant there.</source>
        <translation>長笛：放進建築；你的一隻老鼠傳給那裡的另一位進場者。</translation>
    </message>
    <message>
        <source>Pass: on your entry turn, go to the back of the queue. Cannot be laid. Scores a majority at the end.</source>
        <translation>沙漏：在你的進場回合排到隊伍最後。不能放進建築。遊戲結束時按多數計分。</translation>
    </message>
    <message>
        <source>Gold: cannot be laid. The most Gold scores 6 at the end, the second most 3.</source>
        <translation>黃金：不能放進建築。遊戲結束時最多者得 6 分，第二多者得 3 分。</translation>
    </message>
    <message>
        <source>{card}. Laid in a building of another class it brings you a rat. Its nuns matter only in the nun row.</source>
        <translation>{card}。放進其他階級的建築會帶給你一隻老鼠。牌上的修女只在修女列中有意義。</translation>
    </message>
    <message>
        <source>Each player: cards in hand, rats (only your own are shown), victory points and place in the entry queue. ⚑ marks the start player.</source>
        <translation>每位玩家：手牌數、老鼠數（只顯示你自己的）、勝利點數，以及在進場隊伍中的順位。⚑ 標示起始玩家。</translation>
    </message>
    <message>
        <source>The round; the draw deck and the discard pile; the building deck (the game ends when it runs out); the cards left in the piles of jokers and special cards.</source>
        <translation>回合；牌堆與棄牌堆；建築卡堆（用完時遊戲結束）；百搭卡與特殊卡各牌堆剩下的張數。</translation>
    </message>
    <message>
        <source>Nun row: {card}</source>
        <translation>修女列：{card}</translation>
    </message>
    <message>
        <source>Nun row, face down. At the end its nuns are added up: whoever has more rats than that dies of the plague.</source>
        <translation>修女列，牌面朝下。遊戲結束時加總其修女數：老鼠多於此數者死於鼠疫。</translation>
    </message>
    <message>
        <source>Nun row, face down. Looked at by: {names}</source>
        <translation>修女列，牌面朝下。看過的人：{names}</translation>
    </message>
</context>
<context>
    <name>CartusTutorial</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Sister Hilde</source>
        <translation>希爾德修女</translation>
    </message>
    <message>
        <source>Rattus Cartus: win influence on the six tracks of the classes by laying cards in the buildings of the row. But mind your rats: at the end, a player with more rats than the nuns in the nun row dies. Press Next.</source>
        <translation>《鼠疫危機卡牌版》：把卡牌放進建築列中的建築，在六個階級的軌道上爭取影響力。但要小心你的老鼠：遊戲結束時，老鼠比修女列中修女總數還多的玩家會死於鼠疫。請按「下一步」。</translation>
    </message>
    <message>
        <source>Supply: choose one building of the row and carry out its supply group (draw cards, lose a rat, look at the nun row). Click a building.</source>
        <translation>補給：從建築列中選一棟建築，執行它的補給組合（抽牌、丟掉一隻老鼠、偷看修女列）。請點一下一棟建築。</translation>
    </message>
    <message>
        <source>Look at a card of the nun row: click one of the face-down cards. Only you see it, and the table marks it for you.</source>
        <translation>偷看修女列中的一張卡：點一下一張蓋著的牌。只有你看得到，桌面會替你標記它。</translation>
    </message>
    <message>
        <source>Enter a building: drag cards from your hand onto it (click to choose several first). Cards of the building&apos;s class move your disc up its track; cards of other classes bring you rats.</source>
        <translation>進入建築：把手牌拖到建築上（可先點選好幾張）。與建築同階級的牌讓你的圓片在該軌道上前進；其他階級的牌會帶來老鼠。</translation>
    </message>
    <message>
        <source>The buildings resolve from left to right: the player who laid the most cards there takes its premium action, the others its standard one. Press Next and play on.</source>
        <translation>建築由左至右結算：在那裡放最多牌的玩家執行高級行動，其他人執行一般行動。請按「下一步」繼續遊戲。</translation>
    </message>
    <message>
        <source>Cards from the piles: a joker counts as a card of the building&apos;s class and never brings rats; Swords and Flutes are laid in a building; Passes let you enter later; Gold cannot be laid and scores at the end (6 for the most, 3 for the second).</source>
        <translation>牌堆中的卡：百搭卡視為該建築階級的卡，且永遠不會帶來老鼠；長劍與長笛要放進建築；沙漏讓你晚一點進場；黃金不能放進建築，遊戲結束時計分（最多者 6 分，第二多者 3 分）。</translation>
    </message>
    <message>
        <source>A Sword: another entrant of the same building gives its owner half their hand, cards of their choice.</source>
        <translation>長劍：同一棟建築中的另一位進場者，要把一半手牌交給長劍的主人，交哪些由他自己選。</translation>
    </message>
    <message>
        <source>A Flute: its owner passes one of their rats to another entrant of the same building.</source>
        <translation>長笛：長笛的主人把自己的一隻老鼠傳給同一棟建築中的另一位進場者。</translation>
    </message>
    <message>
        <source>A Pass: instead of entering, its player goes to the back of the queue and enters after seeing where the others went.</source>
        <translation>沙漏：打出的玩家不進場，而是排到隊伍最後，看過其他人去了哪裡之後再進場。</translation>
    </message>
    <message>
        <source>The Guard Tower&apos;s levy: every player outside a Guard Tower with a larger hand gives cards to the one who holds its premium.</source>
        <translation>哨塔的徵收：每位不在哨塔中、手牌比較多的玩家，都要交卡給持有哨塔優先行動的玩家。</translation>
    </message>
    <message>
        <source>The building deck is empty: this is the last round. Afterwards the tracks, the hand and the special cards score; then the nun row is turned up.</source>
        <translation>建築卡堆已空：這是最後一輪。之後先計算影響力軌、手牌與特殊卡的分數，再翻開修女列。</translation>
    </message>
    <message>
        <source>The plague: the nuns of the nun row are added up. A player with more rats than that dies of the plague and cannot win, whatever their score.</source>
        <translation>鼠疫：把修女列上的修女加總。老鼠比這個數字還多的玩家死於鼠疫，不論分數多高都不能獲勝。</translation>
    </message>
    <message>
        <source>Influence: each card of the building&apos;s class (and each joker) moved a disc up that class&apos;s track. The track leaders score at the end.</source>
        <translation>影響力：每張與建築同階級的牌（以及每張百搭卡）都讓圓片在該階級軌道上前進一格。遊戲結束時，各軌道領先者得分。</translation>
    </message>
    <message>
        <source>You know a round. Play on to the end against Sister Hilde; Help → Rules of the game has every rule, and Help → Tutorial starts this again.</source>
        <translation>你已經認識一整個回合了。繼續和希爾德修女玩到結束吧；「說明 → 遊戲規則」有完整規則，「說明 → 教學」可以重新開始這個教學。</translation>
    </message>
</context>
<context>
    <name>CartusUI</name>
    <message>
        <source>Rattus Cartus</source>
        <translation>鼠疫危機卡牌版</translation>
    </message>
</context>
<context>
    <name>Cause</name>
    <message>
        <source>majority</source>
        <translation>多數</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全體</translation>
    </message>
</context>
<context>
    <name>Chooser</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>Chronicle</name>
    <message>
        <source>{game}: {names}</source>
        <translation>{game}：{names}</translation>
    </message>
    <message>
        <source>Click to see the board as it was then.</source>
        <translation>點一下，可以看當時的盤面。</translation>
    </message>
</context>
<context>
    <name>Class</name>
    <message>
        <source>Peasantry</source>
        <translation>農民</translation>
    </message>
    <message>
        <source>Bourgeoisie</source>
        <translation>市民</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>教會</translation>
    </message>
    <message>
        <source>Chivalry</source>
        <translation>騎士階層</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>巫術</translation>
    </message>
    <message>
        <source>Royalty</source>
        <translation>王室</translation>
    </message>
    <message>
        <source>Islam</source>
        <translation>伊斯蘭</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Vermilion</source>
        <translation>朱紅</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <source>Nothing happens</source>
        <extracomment>an event card&apos;s name, by kind (a class bonus names its class: ``event_name``)</extracomment>
        <translation>平安無事</translation>
    </message>
    <message>
        <source>Discard a class card</source>
        <translation>棄一張階級卡</translation>
    </message>
    <message>
        <source>A university is founded</source>
        <translation>大學成立</translation>
    </message>
    <message>
        <source>Class bonus: {cls}</source>
        <translation>階級獎勵：{cls}</translation>
    </message>
    <message>
        <source>Nothing happens this time.</source>
        <extracomment>what an event card does, by kind (its tooltip)</extracomment>
        <translation>這次什麼也沒發生。</translation>
    </message>
    <message>
        <source>From the start player on, each player holding class cards may return one of them to the supply.</source>
        <translation>從起始玩家開始，每位持有階級卡的玩家可以把其中一張歸還到公共區。</translation>
    </message>
    <message>
        <source>Each university (the green one first): the player with the strict majority of pieces there scores 1 point, a university marker stays in that region, and the active player moves the university to a region with neither a university nor a marker.</source>
        <translation>每所大學（綠色大學優先）：在該區棋子占絕對多數的玩家得 1 分，該區留下一個大學標記，再由當前玩家把大學移到既沒有大學也沒有標記的區域。</translation>
    </message>
    <message>
        <source>For each {cls} card a player holds, they put 1 piece from their reserve into a region with a university (from the active player on).</source>
        <translation>玩家每持有 1 張{cls}卡，就從儲備區放 1 個棋子到有大學的區域（從當前玩家開始）。</translation>
    </message>
    <message>
        <source>the green university</source>
        <translation>綠色大學</translation>
    </message>
    <message>
        <source>the plain university</source>
        <translation>普通大學</translation>
    </message>
    <message>
        <source>The green university</source>
        <extracomment>the same at the start of a sentence</extracomment>
        <translation>綠色大學</translation>
    </message>
    <message>
        <source>The plain university</source>
        <translation>普通大學</translation>
    </message>
</context>
<context>
    <name>GameFlow</name>
    <message>
        <source>Moves were taken back or replayed.</source>
        <translation>已復原或重做行動。</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>輪到{name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n point(s).</source>
        <translation>
            <numerusform>{name}以 %n 分獲勝。</numerusform>
        </translation>
    </message>
    <message>
        <source>The Knight: +2 population for this plague?</source>
        <translation>騎士：這次鼠疫要讓人口 +2 嗎？</translation>
    </message>
    <message>
        <source>Yes, +2</source>
        <translation>要，+2</translation>
    </message>
    <message>
        <source>No bonus</source>
        <translation>不加</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>結束我的回合</translation>
    </message>
    <message>
        <source>Hide my secrets</source>
        <translation>隱藏我的秘密</translation>
    </message>
    <message>
        <source>Show my secrets</source>
        <translation>顯示我的秘密</translation>
    </message>
</context>
<context>
    <name>GuildBoard</name>
    <message>
        <source>Guilds</source>
        <translation>商會</translation>
    </message>
    <message>
        <source>Taverns</source>
        <translation>酒館</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>請把電腦交給{name}</translation>
    </message>
    <message>
        <source>I am {name} — show me</source>
        <translation>我是{name}，顯示給我看</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>There is no move to hint at.</source>
        <translation>現在沒有可以提示的棋步。</translation>
    </message>
    <message>
        <source>Hints are for a human player&apos;s turn.</source>
        <translation>提示只在真人玩家的回合提供。</translation>
    </message>
    <message>
        <source>{p}%</source>
        <translation>{p}%</translation>
    </message>
    <message>
        <source>the only move worth making</source>
        <translation>唯一值得走的一步</translation>
    </message>
    <message>
        <source>clearly best</source>
        <translation>明顯最好</translation>
    </message>
    <message>
        <source>a close call</source>
        <translation>難分高下</translation>
    </message>
    <message>
        <source>probably best</source>
        <translation>大概最好</translation>
    </message>
    <message>
        <source>Hint: {move} ({verdict}).</source>
        <translation>提示：{move}（{verdict}）。</translation>
    </message>
    <message>
        <source>{move} {p} ({n} tries)</source>
        <translation>{move}：{p}（試了 {n} 次）</translation>
    </message>
    <message>
        <source>Estimated win chances ({n} searches): {moves}.</source>
        <translation>估計勝率（搜尋 {n} 次）：{moves}。</translation>
    </message>
</context>
<context>
    <name>HintMove</name>
    <message>
        <source>place {count} in {region}</source>
        <translation>在{region}放置 {count} 個棋子</translation>
    </message>
    <message>
        <source>take the {card}</source>
        <translation>拿取{card}</translation>
    </message>
    <message>
        <source>move the plague to {region}</source>
        <translation>把鼠疫棋子移到{region}</translation>
    </message>
    <message>
        <source>spread a rat to {region}</source>
        <translation>在{region}擴散一隻老鼠</translation>
    </message>
    <message>
        <source>move {count} from {a} to {b} (Merchant)</source>
        <translation>把 {count} 個棋子從{a}移到{b}（商人）</translation>
    </message>
    <message>
        <source>move a rat token from {a} to {b} (Monk)</source>
        <translation>把一個老鼠指示物從{a}移到{b}（僧侶）</translation>
    </message>
    <message>
        <source>send a piece from {region} to the palace (King)</source>
        <translation>把一個棋子從{region}送進宮殿（國王）</translation>
    </message>
    <message>
        <source>use the Knight&apos;s bonus</source>
        <translation>使用騎士的加成</translation>
    </message>
    <message>
        <source>do not use the Knight&apos;s bonus</source>
        <translation>不使用騎士的加成</translation>
    </message>
    <message>
        <source>look at two rat tokens (Witch)</source>
        <translation>查看兩個老鼠指示物（女巫）</translation>
    </message>
    <message>
        <source>swap the two tokens</source>
        <translation>交換這兩個指示物</translation>
    </message>
    <message>
        <source>leave the two tokens</source>
        <translation>不交換這兩個指示物</translation>
    </message>
    <message>
        <source>In {region} the chance of an outbreak is {p}; you would lose {mine} on average.</source>
        <translation>{region}爆發的機率是 {p}；你平均會失去 {mine} 個棋子。</translation>
    </message>
    <message>
        <source>{name} would lose {n}.</source>
        <translation>{name}平均會失去 {n} 個。</translation>
    </message>
    <message>
        <source>It lowers your expected loss in {region}: {a} → {b} (outbreak risk {p} → {q}).</source>
        <translation>它降低你在{region}的預期損失：{a} → {b}（爆發風險 {p} → {q}）。</translation>
    </message>
    <message>
        <source>Its price: your expected loss in {region} rises {a} → {b} (outbreak risk {p} → {q}).</source>
        <translation>代價：你在{region}的預期損失從 {a} 升到 {b}（爆發風險 {p} → {q}）。</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>The game so far: click a line or use ← →</source>
        <translation>目前為止的戰況：點選一行，或按 ← →</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>回到遊戲</translation>
    </message>
</context>
<context>
    <name>KeyWords</name>
    <message>
        <source>a piece from your reserve</source>
        <translation>備用區的 1 個棋子</translation>
    </message>
    <message>
        <source>a rat token from the supply</source>
        <translation>老鼠供應堆的 1 個老鼠指示物</translation>
    </message>
    <message>
        <source>the plague piece</source>
        <translation>鼠疫棋子</translation>
    </message>
    <message>
        <source>your pieces in %1</source>
        <translation>你在%1的棋子</translation>
    </message>
    <message>
        <source>the rat token in %1</source>
        <translation>%1的老鼠指示物</translation>
    </message>
    <message>
        <source>the marked place</source>
        <translation>標示的位置</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>另外 %1 處</translation>
    </message>
    <message>
        <source>Chosen: %1. Enter takes it; Tab chooses another; Esc puts it back.</source>
        <translation>已選：%1。按 Enter 拿取；按 Tab 改選別的；按 Esc 放回。</translation>
    </message>
    <message>
        <source>Picked up: %1. Tab chooses another; Esc puts it back.</source>
        <translation>已拿起：%1。按 Tab 改選別的；按 Esc 放回。</translation>
    </message>
    <message>
        <source>Picked up: %1. It may go to %2. The arrow keys choose the place, Enter puts it there, Esc puts it back.</source>
        <translation>已拿起：%1。可以放到%2。用方向鍵選位置，按 Enter 放下，按 Esc 放回。</translation>
    </message>
    <message>
        <source>%1 is marked. Enter chooses it; Esc puts it back.</source>
        <translation>已標示%1。按 Enter 選定；按 Esc 放回。</translation>
    </message>
    <message>
        <source>Picked up: %1 → %2. Enter puts it there; the arrow keys choose another place.</source>
        <translation>已拿起：%1 → %2。按 Enter 放到這裡；用方向鍵改選別的位置。</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>On the board (every game)</source>
        <translation>在版圖上（每款遊戲）</translation>
    </message>
    <message>
        <source>In the window</source>
        <translation>在視窗中</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab／Shift+Tab</translation>
    </message>
    <message>
        <source>Pick up (or mark) the next / previous thing that can move; the status line says what and where it may go</source>
        <translation>拿起（或標示）下一個／上一個可以移動的東西；狀態列會說明拿起了什麼、可以放到哪裡</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向鍵</translation>
    </message>
    <message>
        <source>Light the nearest place it may go in that direction</source>
        <translation>標示該方向上最近、可以放下的位置</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Put it there (a card: take it)</source>
        <translation>放到那裡（卡牌：拿取）</translation>
    </message>
    <message>
        <source>Esc or right click</source>
        <translation>Esc 或按右鍵</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>放回</translation>
    </message>
    <message>
        <source>1–9</source>
        <translation>1–9</translation>
    </message>
    <message>
        <source>Answer the question on the status line (its buttons in order)</source>
        <translation>回答狀態列上的問題（依按鈕順序）</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空白鍵</translation>
    </message>
    <message>
        <source>Go on when the game waits (step by step)</source>
        <translation>遊戲暫停等待時繼續（逐步進行）</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>遊戲規則</translation>
    </message>
    <message>
        <source>Ctrl++ / Ctrl+- / Ctrl+0</source>
        <translation>Ctrl++／Ctrl+-／Ctrl+0</translation>
    </message>
    <message>
        <source>Zoom in / out / the whole board</source>
        <translation>放大／縮小／顯示整個版圖</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>側邊面板</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全螢幕</translation>
    </message>
</context>
<context>
    <name>LegendButton</name>
    <message>
        <source>Legend</source>
        <translation>圖例</translation>
    </message>
    <message>
        <source>What the icons mean, and every card (the rules window)</source>
        <translation>各圖示的意思，以及每一張卡（規則視窗）</translation>
    </message>
</context>
<context>
    <name>LitKeys</name>
    <message>
        <source>Marked: %1. Enter chooses it; the arrow keys or Tab mark another; Esc puts it back.</source>
        <translation>已標示：%1。按 Enter 選定；用方向鍵或 Tab 改標示別的；按 Esc 放回。</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{seat} takes the {card}.</source>
        <translation>{seat}拿取了「{card}」。</translation>
    </message>
    <message>
        <source>{seat} takes the {card} from {from_seat}.</source>
        <translation>{seat}從{from_seat}手中拿走了「{card}」。</translation>
    </message>
    <message>
        <source>The Monk moves a rat token from {from} to {to}.</source>
        <translation>僧侶將 1 個老鼠指示物從{from}移到{to}。</translation>
    </message>
    <message>
        <source>{seat} looks at two rat tokens with the Witch.</source>
        <translation>{seat}用女巫查看了 2 個老鼠指示物。</translation>
    </message>
    <message>
        <source>{seat} swaps the two tokens.</source>
        <translation>{seat}交換了這 2 個指示物。</translation>
    </message>
    <message>
        <source>{seat} leaves the two tokens in place.</source>
        <translation>{seat}沒有交換這 2 個指示物。</translation>
    </message>
    <message>
        <source>{seat} sends a piece from {region} to the palace.</source>
        <translation>{seat}將 1 個棋子從{region}送進宮殿。</translation>
    </message>
    <message>
        <source>{seat} moves the plague from {from} to {to}.</source>
        <translation>{seat}將鼠疫棋子從{from}移到{to}。</translation>
    </message>
    <message>
        <source>A new rat token arrives in {region}.</source>
        <translation>{region}多了 1 個新的老鼠指示物。</translation>
    </message>
    <message>
        <source>{seat} uses the Knight: +2 population.</source>
        <translation>{seat}使用騎士：人口 +2。</translation>
    </message>
    <message>
        <source>{seat} does not use the Knight&apos;s bonus.</source>
        <translation>{seat}不使用騎士的人口加成。</translation>
    </message>
    <message>
        <source>{region}: rats {n} against population {pop} — outbreak!</source>
        <translation>{region}：老鼠 {n} 對人口 {pop}，鼠疫爆發！</translation>
    </message>
    <message>
        <source>{region}: rats {n} against population {pop} — spared.</source>
        <translation>{region}：老鼠 {n} 對人口 {pop}，倖免於難。</translation>
    </message>
    <message numerus="yes">
        <source>{seat} places %n piece(s) in {region}.</source>
        <translation>
            <numerusform>{seat}在{region}放置 %n 個棋子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} places %n piece(s) in {region} (Peasant).</source>
        <translation>
            <numerusform>{seat}在{region}放置 %n 個棋子（農夫）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} moves %n piece(s) from {from} to {to}.</source>
        <translation>
            <numerusform>{seat}將 %n 個棋子從{from}移到{to}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} loses %n piece(s) in {region} ({cause}).</source>
        <translation>
            <numerusform>{seat}在{region}失去 %n 個棋子（{cause}）。</numerusform>
        </translation>
    </message>
    <message>
        <source>— {seat}&apos;s turn —</source>
        <translation>——{seat}的回合——</translation>
    </message>
    <message>
        <source>The end is near: {seat} triggered the final round.</source>
        <translation>終局將至：{seat}觸發了最終輪。</translation>
    </message>
    <message>
        <source>— {seat}&apos;s final turn —</source>
        <translation>——{seat}的最後回合——</translation>
    </message>
    <message>
        <source>The final plague sweeps Europe.</source>
        <translation>最後的鼠疫席捲歐洲。</translation>
    </message>
    <message>
        <source>The plague strikes {region}.</source>
        <translation>鼠疫襲擊{region}。</translation>
    </message>
    <message>
        <source>Game over: {winner} wins.</source>
        <translation>遊戲結束：{winner}獲勝。</translation>
    </message>
    <message>
        <source>The Jester drops a piece of {seat} into {region}.</source>
        <translation>弄臣把{seat}的一個棋子丟進{region}。</translation>
    </message>
    <message>
        <source>The Jester drops a piece of {seat} into {region}; it knocks a piece of {victim} into {victim_to}.</source>
        <translation>弄臣把{seat}的一個棋子丟進{region}，撞得{victim}的一個棋子滾進{victim_to}。</translation>
    </message>
    <message>
        <source>The Messenger swaps a piece of {a_seat} in {a_region} with one of {b_seat} in {b_region}.</source>
        <translation>信使把{a_seat}在{a_region}的一個棋子與{b_seat}在{b_region}的一個棋子互換。</translation>
    </message>
    <message>
        <source>The Pied Piper leads a piece of {seat} from {from} to {to}; rat tokens taken along: {tokens}.</source>
        <translation>魔笛手把{seat}的一個棋子從{from}帶到{to}；一同帶走的老鼠指示物：{tokens} 個。</translation>
    </message>
    <message>
        <source>The Mayor adds a piece of {seat} in {regions}.</source>
        <translation>市長在{regions}各為{seat}加 1 個棋子。</translation>
    </message>
    <message>
        <source>The camel brings {seat} a piece in {region}.</source>
        <translation>駱駝讓{seat}在{region}多 1 個棋子。</translation>
    </message>
    <message>
        <source>The Judge sends a piece of {seat} in {region} home, another to the palace.</source>
        <translation>法官把{seat}在{region}的一個棋子送回備用區，另一個送進宮殿。</translation>
    </message>
    <message>
        <source>The Judge sends a piece of {seat} in {region} home.</source>
        <translation>法官把{seat}在{region}的一個棋子送回備用區。</translation>
    </message>
    <message>
        <source>{seat} sends the nuns to {regions}.</source>
        <translation>{seat}派修女前往{regions}。</translation>
    </message>
    <message>
        <source>{seat} puts a bishop in {region}.</source>
        <translation>{seat}把一位主教放進{region}。</translation>
    </message>
    <message>
        <source>The Wizard gives a piece of {seat} in {region} a potion.</source>
        <translation>巫師給{seat}在{region}的一個棋子一瓶藥水。</translation>
    </message>
    <message>
        <source>{seat} leads the camel from {from} to {to}.</source>
        <translation>{seat}牽著駱駝從{from}走到{to}。</translation>
    </message>
    <message>
        <source>{seat} puts the camel in {region}.</source>
        <translation>{seat}把駱駝放進{region}。</translation>
    </message>
    <message>
        <source>{seat} puts a piece on the Baker.</source>
        <translation>{seat}把一個棋子放上麵包師。</translation>
    </message>
    <message>
        <source>{seat} places the pieces from the Baker in {region}.</source>
        <translation>{seat}把麵包師上的棋子放進{region}。</translation>
    </message>
    <message>
        <source>Boccaccio takes a piece of {seat} from {from} to the palace.</source>
        <translation>薄伽丘把{seat}在{from}的一個棋子帶進宮殿。</translation>
    </message>
    <message>
        <source>{seat} moves no piece with Boccaccio.</source>
        <translation>{seat}不用薄伽丘移動棋子。</translation>
    </message>
    <message>
        <source>With the Inquisitor, {by} disables the {card} of {seat}.</source>
        <translation>{by}以審判官使{seat}的「{card}」失效。</translation>
    </message>
    <message>
        <source>With the Inquisitor, {by} disables no card.</source>
        <translation>{by}不以審判官使任何卡失效。</translation>
    </message>
    <message>
        <source>The {card} of {seat} works again.</source>
        <translation>{seat}的「{card}」恢復效力。</translation>
    </message>
    <message>
        <source>The Sultan puts a diplomat under a piece of {seat} in {region}.</source>
        <translation>蘇丹在{region}把一名外交官放到{seat}的一個棋子下。</translation>
    </message>
    <message>
        <source>The Serf brings a piece of {seat} into {region}.</source>
        <translation>農奴把{seat}的一個棋子帶進{region}。</translation>
    </message>
    <message>
        <source>The Crusader of {seat} turns up every rat token in {region}.</source>
        <translation>{seat}的十字軍把{region}的老鼠指示物全部翻開。</translation>
    </message>
    <message>
        <source>{seat} puts the level II tile on the {card}.</source>
        <translation>{seat}在「{card}」放上 II 級升級板塊。</translation>
    </message>
    <message>
        <source>{seat} turns the tile of the {card} to level III.</source>
        <translation>{seat}把「{card}」的升級板塊翻到 III 級。</translation>
    </message>
    <message>
        <source>The upgrade tile of the {card} goes back to the supply.</source>
        <translation>「{card}」的升級板塊回到供應區。</translation>
    </message>
    <message>
        <source>{seat} looks at {count} rat tokens with the Witch.</source>
        <translation>{seat}用女巫查看了 {count} 個老鼠指示物。</translation>
    </message>
    <message>
        <source>{seat} puts the rat tokens back in a chosen order.</source>
        <translation>{seat}把老鼠指示物依自選的順序放回。</translation>
    </message>
    <message>
        <source>With the Bishop, {seat} removes a rat token from {region}, unseen.</source>
        <translation>{seat}以主教從{region}移除一個老鼠指示物，不翻開查看。</translation>
    </message>
    <message>
        <source>{seat} puts a piece on the {space} guild space.</source>
        <translation>{seat}放 1 個棋子到「{space}」商會格。</translation>
    </message>
    <message>
        <source>{seat} puts a piece on the {space} guild space; the piece of {from_seat} goes back to the reserve.</source>
        <translation>{seat}放 1 個棋子到「{space}」商會格；{from_seat}的棋子回到儲備區。</translation>
    </message>
    <message>
        <source>{seat} uses the {space} guild space.</source>
        <translation>{seat}使用「{space}」商會格。</translation>
    </message>
    <message>
        <source>{seat} puts a piece in the tavern of {city}.</source>
        <translation>{seat}放 1 個棋子到{city}的酒館。</translation>
    </message>
    <message>
        <source>{seat} moves a piece from {from} into the tavern of {city}; the piece of {from_seat} goes back to the reserve.</source>
        <translation>{seat}把 1 個棋子從{from}移進{city}的酒館；{from_seat}的棋子回到儲備區。</translation>
    </message>
    <message>
        <source>The tavern of {city} brings {seat} a piece in {region}.</source>
        <translation>{city}的酒館為{seat}在{region}帶來 1 個棋子。</translation>
    </message>
    <message>
        <source>{seat} builds walls: {walls}.</source>
        <translation>{seat}築起城牆：{walls}。</translation>
    </message>
    <message>
        <source>{seat} puts the level III tile of the {tile} on the Alchemist.</source>
        <translation>{seat}把「{tile}」的 III 級升級板塊放到煉金術士上。</translation>
    </message>
    <message>
        <source>{seat} returns the tile of the {tile} from the Alchemist.</source>
        <translation>{seat}把「{tile}」的板塊從煉金術士上歸還。</translation>
    </message>
    <message>
        <source>{seat} uses the {card} through the Alchemist.</source>
        <translation>{seat}透過煉金術士使用「{card}」。</translation>
    </message>
    <message>
        <source>The Alchemist changes hands: the tile of the {card} goes back to the supply.</source>
        <translation>煉金術士易手：「{card}」的板塊回到供應區。</translation>
    </message>
    <message>
        <source>{a}–{b}</source>
        <extracomment>a wall in a list of walls (&quot;Gallia | Germania&quot;)</extracomment>
        <translation>{a}－{b}</translation>
    </message>
    <message>
        <source>Event: nothing happens.</source>
        <translation>事件：平安無事。</translation>
    </message>
    <message>
        <source>Event: each player may return a class card to the supply.</source>
        <translation>事件：每位玩家可以歸還一張階級卡到公共區。</translation>
    </message>
    <message>
        <source>Event: a university is founded.</source>
        <translation>事件：大學成立。</translation>
    </message>
    <message>
        <source>Event: class bonus — a piece into a university region for each {cls} card held.</source>
        <translation>事件：階級獎勵——每持有 1 張{cls}卡，就放 1 個棋子到有大學的區域。</translation>
    </message>
    <message>
        <source>The event discards are shuffled into a new deck.</source>
        <translation>棄掉的事件牌重新洗成新的牌堆。</translation>
    </message>
    <message>
        <source>{University} in {region} scores 1 point for {seat}.</source>
        <translation>{region}的{University}為{seat}得 1 分。</translation>
    </message>
    <message>
        <source>{University} in {region}: no strict majority, no point.</source>
        <translation>{region}的{University}：沒有人占絕對多數，無人得分。</translation>
    </message>
    <message>
        <source>No region is free any more: every university marker is removed.</source>
        <translation>已沒有空的區域：移除所有大學標記。</translation>
    </message>
    <message>
        <source>{seat} moves {university} from {from} to {to}.</source>
        <translation>{seat}把{university}從{from}移到{to}。</translation>
    </message>
    <message>
        <source>{seat} returns the {card} to the supply.</source>
        <translation>{seat}把「{card}」歸還到公共區。</translation>
    </message>
    <message>
        <source>{seat} keeps their class cards.</source>
        <translation>{seat}保留自己的階級卡。</translation>
    </message>
    <message>
        <source>Class bonus: {seat} puts a piece into {region}.</source>
        <translation>階級獎勵：{seat}放 1 個棋子到{region}。</translation>
    </message>
    <message>
        <source>After the final plague, a university is founded one last time.</source>
        <translation>最後的鼠疫之後，最後一次成立大學。</translation>
    </message>
    <message>
        <source>The Student brings a piece of {seat} into {region}.</source>
        <translation>學生把{seat}的 1 個棋子帶進{region}。</translation>
    </message>
    <message>
        <source>{seat} looks at the top {count} event cards with the Professor.</source>
        <translation>{seat}用教授查看事件牌堆頂的 {count} 張牌。</translation>
    </message>
    <message>
        <source>{seat} puts the event cards back in a new order.</source>
        <translation>{seat}把事件牌依新的順序放回。</translation>
    </message>
    <message>
        <source>{seat} puts the event cards back and discards {discarded} of them.</source>
        <translation>{seat}把事件牌放回，並棄掉其中 {discarded} 張。</translation>
    </message>
    <message>
        <source>{seat} draws event cards with the Professor: {events}.</source>
        <translation>{seat}用教授抽出事件牌：{events}。</translation>
    </message>
</context>
<context>
    <name>LossWords</name>
    <message numerus="yes">
        <source>{name} lost %n piece(s) ({causes})</source>
        <translation>
            <numerusform>{name}失去 %n 個棋子（{causes}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n piece(s) fewer in {region}, this token would not have broken out.</source>
        <translation>
            <numerusform>{region}若少 %n 個棋子，這個指示物就不會爆發。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n piece(s) fewer there, {other} would have had the majority and lost instead.</source>
        <translation>
            <numerusform>那裡若少 %n 個棋子，多數就會是{other}，改由對方失去棋子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} lost %n piece(s) to {rule}.</source>
        <translation>
            <numerusform>{name}因{rule}失去 %n 個棋子。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Losses</name>
    <message>
        <source>the majority icon (the most pieces there)</source>
        <translation>多數圖示（那裡棋子最多的玩家）</translation>
    </message>
    <message>
        <source>the everyone icon (each player there)</source>
        <translation>全體圖示（那裡的每位玩家）</translation>
    </message>
    <message>
        <source>the {cls} symbol (one piece per {cls} card held)</source>
        <translation>{cls}符號（每持有一張{cls}卡失去一個棋子）</translation>
    </message>
    <message>
        <source>Tied with {others} for the most: one piece fewer and only they would have lost.</source>
        <translation>與{others}並列最多：少一個棋子，就只有對方會失去棋子。</translation>
    </message>
    <message>
        <source>Without {cards} these pieces would have been spared.</source>
        <translation>若沒有{cards}，這些棋子就能保住。</translation>
    </message>
    <message>
        <source>With the Monk (nobody held it) you could have moved this token away to a neighbouring region.</source>
        <translation>用僧侶（當時沒有人持有）就能把這個指示物移到相鄰區域。</translation>
    </message>
    <message>
        <source>With the Monk (held by {name}) this token could have been moved away to a neighbouring region.</source>
        <translation>用僧侶（當時由{name}持有）就能把這個指示物移到相鄰區域。</translation>
    </message>
    <message>
        <source>number {n}</source>
        <translation>數值 {n}</translation>
    </message>
    <message>
        <source>{k}× majority</source>
        <translation>{k}× 多數</translation>
    </message>
    <message>
        <source>{k}× everyone</source>
        <translation>{k}× 全體</translation>
    </message>
    <message>
        <source>{name} lost none</source>
        <translation>{name}沒有損失</translation>
    </message>
    <message>
        <source>{n} {cause}</source>
        <translation>{cause} {n}</translation>
    </message>
    <message>
        <source>Plague in {where}: nobody had pieces there.</source>
        <translation>{where}的鼠疫：那裡沒有任何棋子。</translation>
    </message>
    <message>
        <source>Plague in {where}: {losses}.</source>
        <translation>{where}的鼠疫：{losses}。</translation>
    </message>
    <message>
        <source>Plague in {where}: {losses}. Why? Click here.</source>
        <translation>{where}的鼠疫：{losses}。為什麼？請點這裡。</translation>
    </message>
    <message>
        <source>Nobody lost a piece.</source>
        <translation>沒有人失去棋子。</translation>
    </message>
    <message>
        <source>What would have saved them:</source>
        <translation>怎樣才能保住：</translation>
    </message>
    <message>
        <source>{region}: a token with {face} met a population of {pop} (it breaks out at {needed}); pieces there: {pieces}.</source>
        <translation>{region}：{face}的指示物遇到人口 {pop}（達到 {needed} 就爆發）；當時的棋子：{pieces}。</translation>
    </message>
    <message>
        <source>Only leaving {region} would have saved them.</source>
        <translation>只有離開{region}才能保住。</translation>
    </message>
    <message>
        <source>Why were pieces lost?</source>
        <translation>為什麼失去棋子？</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>Long (stronger)</source>
        <translation>長（較強）</translation>
    </message>
    <message>
        <source>Step &amp;by step</source>
        <translation>逐步進行(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>再玩一局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Unfinished games…</source>
        <translation>未完成的遊戲(&amp;U)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Hint (what would the computer do?)</source>
        <translation>提示：電腦會怎麼走？(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>動畫速度</translation>
    </message>
    <message>
        <source>Computer thinking time</source>
        <translation>電腦思考時間</translation>
    </message>
    <message>
        <source>Step &amp;by step (wait for me at each plague token)</source>
        <translation>逐步進行：每個鼠疫指示物都等我確認(&amp;B)</translation>
    </message>
    <message>
        <source>Plague &amp;risk</source>
        <translation>鼠疫風險(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全螢幕(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Whole board</source>
        <translation>顯示整個版圖(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Side panels</source>
        <translation>側邊面板(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>遊戲規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>按鍵說明(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>教學(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;About Rattus Desktop</source>
        <translation>關於 Rattus Desktop(&amp;A)</translation>
    </message>
    <message>
        <source>Rattus</source>
        <translation>鼠疫 Rattus</translation>
    </message>
    <message>
        <source>No hint this time ({m}).</source>
        <translation>這次無法提示（{m}）。</translation>
    </message>
    <message>
        <source>Welcome to Rattus</source>
        <translation>歡迎遊玩《鼠疫》</translation>
    </message>
    <message>
        <source>Start a game with Game → New game… (Ctrl+N).</source>
        <translation>請從「遊戲 → 新遊戲…」（Ctrl+N）開始一局。</translation>
    </message>
    <message>
        <source>There is no unfinished game.</source>
        <translation>沒有未完成的遊戲。</translation>
    </message>
    <message>
        <source>It stays in Game → Unfinished games: you can continue it whenever you like.</source>
        <translation>這局會保留在「遊戲 → 未完成的遊戲」中，隨時可以繼續。</translation>
    </message>
    <message>
        <source>This game is not saved anywhere: leaving it loses it.</source>
        <translation>這局沒有存檔，離開就會失去它。</translation>
    </message>
    <message>
        <source>Quit while a game is in progress?</source>
        <translation>遊戲還在進行，確定要結束程式嗎？</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>要離開進行中的這局嗎？</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>離開這局</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>繼續玩</translation>
    </message>
    <message>
        <source>Delete this unfinished game?</source>
        <translation>要刪除這局未完成的遊戲嗎？</translation>
    </message>
    <message>
        <source>It cannot be brought back.</source>
        <translation>刪除後無法復原。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>正在尋找好棋步……</translation>
    </message>
    <message>
        <source>This game has no tutorial yet.</source>
        <translation>這個遊戲還沒有教學。</translation>
    </message>
</context>
<context>
    <name>Module</name>
    <message>
        <source>Region cards</source>
        <translation>區域卡</translation>
    </message>
    <message>
        <source>Universities</source>
        <translation>大學</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升級</translation>
    </message>
    <message>
        <source>Guilds</source>
        <translation>商會</translation>
    </message>
    <message>
        <source>Taverns</source>
        <translation>酒館</translation>
    </message>
</context>
<context>
    <name>NDAction</name>
    <message>
        <source>keep {card}</source>
        <translation>留下{card}</translation>
    </message>
    <message>
        <source>hire nobody</source>
        <translation>不僱用任何人</translation>
    </message>
    <message>
        <source>lose a cube from {sector}</source>
        <translation>從{sector}失去一個木塊</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>打出{card}</translation>
    </message>
    <message>
        <source>hire {person}</source>
        <translation>僱用{person}</translation>
    </message>
</context>
<context>
    <name>NDBoard</name>
    <message>
        <source>Round {r} of 9 · period {p}</source>
        <translation>第 {r}／9 回合・時期 {p}</translation>
    </message>
    <message>
        <source>Plague value {v}</source>
        <translation>鼠疫值 {v}</translation>
    </message>
    <message>
        <source>unused borough</source>
        <translation>未使用的街區</translation>
    </message>
    <message>
        <source>Prestige {p} · gold {g} · messages {m}</source>
        <translation>聲望{p}．金幣{g}．信件{m}</translation>
    </message>
    <message>
        <source>Persons of the round</source>
        <translation>本回合的人物</translation>
    </message>
    <message>
        <source>rats +{n}</source>
        <translation>老鼠＋{n}</translation>
    </message>
    <message>
        <source>Cards are hidden</source>
        <translation>卡牌已蓋住</translation>
    </message>
    <message>
        <source>{name}&apos;s cards</source>
        <translation>{name}的卡牌</translation>
    </message>
    <message>
        <source>(offered: click to keep)</source>
        <translation>（輪抽中：點一下留下）</translation>
    </message>
</context>
<context>
    <name>NDCount</name>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n金幣</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n個標記</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gives %n gold to Notre Dame.</source>
        <translation>
            <numerusform>{name}捐給聖母院%n金幣。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Outbreak in {name}&apos;s borough! %n prestige lost.</source>
        <translation>
            <numerusform>{name}的街區爆發鼠疫！失去%n聲望。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Notre Dame scores: each of its %n cube(s) is worth {w} prestige.</source>
        <translation>
            <numerusform>聖母院計分：其中%n個木塊，每個值{w}聲望。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n prestige.</source>
        <translation>
            <numerusform>{name}獲得%n聲望。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NDField</name>
    <message>
        <source>which cube to move</source>
        <translation>移動哪個木塊</translation>
    </message>
    <message>
        <source>where to</source>
        <translation>移到哪裡</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>the confidant too</source>
        <translation>親信是否同行</translation>
    </message>
    <message>
        <source>which sector</source>
        <translation>哪個區域</translation>
    </message>
    <message>
        <source>how much gold</source>
        <translation>捐多少金幣</translation>
    </message>
    <message>
        <source>where the carriage goes</source>
        <translation>馬車去哪裡</translation>
    </message>
    <message>
        <source>take the message</source>
        <translation>是否拿取信件</translation>
    </message>
    <message>
        <source>which hotel reward</source>
        <translation>選哪一項旅館獎勵</translation>
    </message>
    <message>
        <source>use the card</source>
        <translation>如何使用這張卡</translation>
    </message>
</context>
<context>
    <name>NDKeys</name>
    <message>
        <source>the marked place</source>
        <translation>標示的位置</translation>
    </message>
</context>
<context>
    <name>NDLog</name>
    <message>
        <source>Round {r} begins; {name} starts.</source>
        <translation>第{r}回合開始，由{name}先行。</translation>
    </message>
    <message>
        <source>This round&apos;s persons: {list}.</source>
        <translation>本回合的人物：{list}。</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>{name}打出{card}。</translation>
    </message>
    <message>
        <source>{name} takes a message (type {t}).</source>
        <translation>{name}拿取一封信件（第{t}類）。</translation>
    </message>
    <message>
        <source>{name} hires the {person}.</source>
        <translation>{name}僱用了{person}。</translation>
    </message>
    <message>
        <source>Plague: {name}&apos;s rats go from {a} to {b}.</source>
        <translation>鼠疫：{name}的老鼠從{a}變為{b}。</translation>
    </message>
    <message>
        <source>{name} loses a cube from {sector}.</source>
        <translation>{name}從{sector}失去一個木塊。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <source>The cards are passed to the left.</source>
        <translation>卡牌傳給左手邊的玩家。</translation>
    </message>
</context>
<context>
    <name>NDName</name>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>官邸</translation>
    </message>
    <message>
        <source>Park</source>
        <translation>公園</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>醫院</translation>
    </message>
    <message>
        <source>Cloister School</source>
        <translation>教會學校</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <source>Carriage House</source>
        <translation>馬車站</translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation>旅館</translation>
    </message>
    <message>
        <source>Confidant</source>
        <translation>親信</translation>
    </message>
    <message>
        <source>Notre Dame</source>
        <translation>聖母院</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>備用</translation>
    </message>
    <message>
        <source>1 gold</source>
        <translation>1金幣</translation>
    </message>
    <message>
        <source>1 cube</source>
        <translation>1木塊</translation>
    </message>
    <message>
        <source>1 rat back</source>
        <translation>老鼠退1格</translation>
    </message>
    <message>
        <source>centre of the unused borough</source>
        <translation>未使用街區的中心</translation>
    </message>
    <message>
        <source>market {m} of the unused borough</source>
        <translation>未使用街區的{m}號市集</translation>
    </message>
    <message>
        <source>centre of {name}&apos;s borough</source>
        <translation>{name}街區的中心</translation>
    </message>
    <message>
        <source>market {m} of {name}&apos;s borough</source>
        <translation>{name}街區的{m}號市集</translation>
    </message>
    <message>
        <source>centre of borough {b}</source>
        <translation>第{b}街區的中心</translation>
    </message>
    <message>
        <source>market {m} of borough {b}</source>
        <translation>第{b}街區的{m}號市集</translation>
    </message>
    <message>
        <source> + </source>
        <comment>between two hotel picks</comment>
        <translation>＋</translation>
    </message>
    <message>
        <source>no donation</source>
        <translation>不捐獻</translation>
    </message>
    <message>
        <source>take the message</source>
        <translation>拿取信件</translation>
    </message>
    <message>
        <source>leave it</source>
        <translation>不拿</translation>
    </message>
    <message>
        <source>with the confidant</source>
        <translation>連同親信</translation>
    </message>
    <message>
        <source>cubes only</source>
        <translation>只移木塊</translation>
    </message>
    <message>
        <source>discard without effect</source>
        <translation>棄置，不產生效果</translation>
    </message>
</context>
<context>
    <name>NDPanel</name>
    <message>
        <source>hired: {p}</source>
        <translation>僱用：{p}</translation>
    </message>
    <message>
        <source>prestige {p} · gold {g} · rats {r}&lt;br&gt;reserve {c} · stock {s} · in Notre Dame {n}</source>
        <translation>聲望{p}．金幣{g}．老鼠{r}&lt;br&gt;備用{c}．庫存{s}．聖母院內{n}</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>聲望</translation>
    </message>
    <message>
        <source>Tie-break: gold + reserve</source>
        <translation>平手判定：金幣＋備用木塊</translation>
    </message>
    <message>
        <source>Final scores · winner: {names}</source>
        <translation>最終分數．勝者：{names}</translation>
    </message>
</context>
<context>
    <name>NDPerson</name>
    <message>
        <source>Minstrel</source>
        <translation>吟遊詩人</translation>
    </message>
    <message>
        <source>Moneylender</source>
        <translation>放款人</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>醫生</translation>
    </message>
    <message>
        <source>Jester</source>
        <translation>小丑</translation>
    </message>
    <message>
        <source>Landlady</source>
        <translation>包租婆</translation>
    </message>
    <message>
        <source>Monk</source>
        <translation>僧侶</translation>
    </message>
    <message>
        <source>Night Watchman</source>
        <translation>守夜者</translation>
    </message>
    <message>
        <source>Town Guard</source>
        <translation>守衛</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>主教</translation>
    </message>
    <message>
        <source>Lawyer</source>
        <translation>律師</translation>
    </message>
    <message>
        <source>Guild Master</source>
        <translation>行會會長</translation>
    </message>
    <message>
        <source>Beggar King</source>
        <translation>丐幫幫主</translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation>木匠</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>市長</translation>
    </message>
    <message>
        <source>Lady-in-waiting</source>
        <translation>宮女</translation>
    </message>
    <message>
        <source>Move 1 to 3 markers from one sector to another.</source>
        <translation>把1到3個標記從一個區域移到另一個區域。</translation>
    </message>
    <message>
        <source>2 gold and 1 prestige.</source>
        <translation>2金幣與1聲望。</translation>
    </message>
    <message>
        <source>This round the plague does not touch you: only your hospital counts.</source>
        <translation>本回合鼠疫不影響你：只計算你的醫院。</translation>
    </message>
    <message>
        <source>Move one marker (also from Notre Dame) to another sector and use it.</source>
        <translation>把一個標記（也可從聖母院）移到另一個區域並使用該區域。</translation>
    </message>
    <message>
        <source>3 prestige and one Hotel pick.</source>
        <translation>3聲望，並選一項旅館效果。</translation>
    </message>
    <message>
        <source>2 cubes to your reserve and 1 prestige.</source>
        <translation>2個木塊進入備用區，並得1聲望。</translation>
    </message>
    <message>
        <source>1 prestige per empty sector.</source>
        <translation>每個空區域得1聲望。</translation>
    </message>
    <message>
        <source>1 prestige per marker in your borough.</source>
        <translation>你街區中每個標記得1聲望。</translation>
    </message>
    <message>
        <source>Put a cube from your stock in an empty sector and use it.</source>
        <translation>從庫存放一個木塊到空區域並使用該區域。</translation>
    </message>
    <message>
        <source>3 prestige per 2 messages.</source>
        <translation>每2封信件得3聲望。</translation>
    </message>
    <message>
        <source>2 prestige for every 2 markers together in one sector.</source>
        <translation>同一區域中每2個標記得2聲望。</translation>
    </message>
    <message>
        <source>3 prestige for every 3 markers together in one sector.</source>
        <translation>同一區域中每3個標記得3聲望。</translation>
    </message>
    <message>
        <source>1 prestige per step your rats are below 9.</source>
        <translation>你的老鼠每低於9一格得1聲望。</translation>
    </message>
    <message>
        <source>1 prestige per occupied sector.</source>
        <translation>每個有標記的區域得1聲望。</translation>
    </message>
    <message>
        <source>1 prestige per marker in your fullest sector.</source>
        <translation>你標記最多的區域中每個標記得1聲望。</translation>
    </message>
</context>
<context>
    <name>NDReason</name>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>現在不能這麼做。</translation>
    </message>
    <message>
        <source>That card is not among the cards offered to you.</source>
        <translation>這張卡不在傳給你的卡牌之中。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>這張卡不在你的手牌中。</translation>
    </message>
    <message>
        <source>That person is not in this round&apos;s row.</source>
        <translation>這位人物不在本回合的人物列中。</translation>
    </message>
    <message>
        <source>Hiring costs 1 gold and you have none.</source>
        <translation>僱用需要1金幣，你沒有金幣。</translation>
    </message>
    <message>
        <source>The outbreak takes a cube from one of your fullest sectors.</source>
        <translation>爆發必須從你木塊最多的區域之一拿走一個木塊。</translation>
    </message>
    <message>
        <source>You do not have that much gold.</source>
        <translation>你沒有那麼多金幣。</translation>
    </message>
    <message>
        <source>The carriage cannot go that far: at most {steps} step(s).</source>
        <translation>馬車走不了那麼遠：最多 {steps} 條路。</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>這不是這個遊戲的行動。</translation>
    </message>
    <message>
        <source>That choice ({field}) is not possible here.</source>
        <translation>這裡不能這樣選（{field}）。</translation>
    </message>
    <message>
        <source>This card needs one more choice: {field}.</source>
        <translation>這張卡還需要一個選擇：{field}。</translation>
    </message>
    <message>
        <source>This card does not go there: it acts only on its own place.</source>
        <translation>這張卡不能放在那裡：它只作用於自己的位置。</translation>
    </message>
    <message>
        <source>These choices do not go together here.</source>
        <translation>這些選擇在這裡不能同時成立。</translation>
    </message>
    <message>
        <source>That choice is not understood.</source>
        <translation>無法理解這個選擇。</translation>
    </message>
</context>
<context>
    <name>NDResults</name>
    <message>
        <source>Prestige</source>
        <translation>聲望</translation>
    </message>
    <message>
        <source>Tied on {n} prestige and on gold plus reserve ({w}): the victory is shared.</source>
        <translation>同為 {n} 聲望，金幣＋備用木塊也相同（{w}）：共享勝利。</translation>
    </message>
    <message>
        <source>Tied on {n} prestige: the most gold plus cubes in reserve ({w}) wins the tie.</source>
        <translation>同為 {n} 聲望：金幣＋備用木塊最多（{w}），贏得平手。</translation>
    </message>
    <message>
        <source>Tied on {n} prestige: less gold plus cubes in reserve ({w}) loses the tie.</source>
        <translation>同為 {n} 聲望：金幣＋備用木塊較少（{w}），平手落敗。</translation>
    </message>
    <message>
        <source>The most prestige wins; a tie goes to the most gold plus cubes in reserve.</source>
        <translation>聲望最高者獲勝；平手時，金幣＋備用木塊最多者獲勝。</translation>
    </message>
</context>
<context>
    <name>NDRules</name>
    <message>
        <source>&lt;h2&gt;Notre Dame&lt;/h2&gt;&lt;p&gt;2 to 5 players, three periods of three rounds. The most prestige wins; a tie goes to the most gold plus reserve cubes.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;聖母院&lt;/h2&gt;&lt;p&gt;2至5人，共三個時期，每個時期三回合。聲望最高者獲勝；平手時，金幣加備用木塊最多者獲勝。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Three persons are laid out: one gray, two brown.&lt;/li&gt;&lt;li&gt;Each player draws three action cards, keeps one and passes two to the left, keeps one of the two received and passes the last; the card received last joins the hand.&lt;/li&gt;&lt;li&gt;In two laps each player plays one card; the third is discarded unplayed.&lt;/li&gt;&lt;li&gt;Each player may hire one of the persons for 1 gold.&lt;/li&gt;&lt;li&gt;The plague: every player&apos;s rats rise by the rats of the three persons, less one per marker in their hospital.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;一個回合&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;翻開三位人物：一張灰色、兩張棕色。&lt;/li&gt;&lt;li&gt;每位玩家抽三張行動卡，留下一張，把兩張傳給左手邊；再從收到的兩張中留下一張，傳出最後一張；最後收到的那張加入手牌。&lt;/li&gt;&lt;li&gt;分兩輪，每位玩家每輪打出一張卡；第三張不打出，直接棄置。&lt;/li&gt;&lt;li&gt;每位玩家可花1金幣僱用一位人物。&lt;/li&gt;&lt;li&gt;鼠疫：每位玩家的老鼠增加三位人物上的老鼠數，醫院中每個標記減少一隻。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing a card&lt;/h3&gt;&lt;p&gt;A sector card puts a cube from your reserve into that sector of your borough (with an empty reserve, move one from another sector, or play the card without effect) and uses the sector, counting every marker there. The confidant card moves your confidant to any other sector and uses it. The Notre Dame card donates 1, 2 or 3 gold for 1, 3 or 6 prestige and puts a cube in Notre Dame.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;打出卡牌&lt;/h3&gt;&lt;p&gt;區域卡把備用區的一個木塊放進你街區的該區域（備用區沒有木塊時，從其他區域移一個過來，或打出卡牌而不產生效果），然後依該區域所有標記的數量使用它。親信卡把你的親信移到任何其他區域並使用該區域。聖母院卡可捐1、2或3金幣，換得1、3或6聲望，並放一個木塊到聖母院。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The sectors&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Residence: 1 prestige per marker.&lt;/li&gt;&lt;li&gt;Park: rats back 1; each 2 markers add 1 to every prestige gain.&lt;/li&gt;&lt;li&gt;Hospital: rats back 1; each marker lowers your plague by 1.&lt;/li&gt;&lt;li&gt;Cloister School: 1 cube to the reserve per marker.&lt;/li&gt;&lt;li&gt;Bank: 1 gold per marker.&lt;/li&gt;&lt;li&gt;Carriage House: the carriage moves up to one road per marker and may take a message where it stops (a colour only while it is among your least held).&lt;/li&gt;&lt;li&gt;Hotel: 1 gold, 1 cube or 1 rat back; two picks from 4 markers.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;各區域&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;官邸：每個標記得1聲望。&lt;/li&gt;&lt;li&gt;公園：老鼠退1格；每2個標記使每次獲得聲望時多得1。&lt;/li&gt;&lt;li&gt;醫院：老鼠退1格；每個標記使你的鼠疫減少1。&lt;/li&gt;&lt;li&gt;教會學校：每個標記把1個木塊放進備用區。&lt;/li&gt;&lt;li&gt;銀行：每個標記得1金幣。&lt;/li&gt;&lt;li&gt;馬車站：每個標記讓馬車最多走一條路，並可在停下處拿取信件（只能拿你持有最少的顏色）。&lt;/li&gt;&lt;li&gt;旅館：1金幣、1木塊或老鼠退1格；4個標記起可選兩次。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The plague&lt;/h3&gt;&lt;p&gt;Rats may go past 9 only in an outbreak: the marker stays on 9, you lose 2 prestige and a cube from your fullest sector.&lt;/p&gt;&lt;h3&gt;Period end&lt;/h3&gt;&lt;p&gt;After rounds 3, 6 and 9 Notre Dame shares its prestige out: each cube there is worth the tile&apos;s total divided by all cubes in it (rounded down); then the cubes go back to their owners&apos; stock.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;鼠疫&lt;/h3&gt;&lt;p&gt;老鼠超過9就會爆發：標記停在9，你失去2聲望，並從木塊最多的區域失去一個木塊。&lt;/p&gt;&lt;h3&gt;時期結束&lt;/h3&gt;&lt;p&gt;第3、6、9回合之後，聖母院分配聲望：其中每個木塊的價值是板塊總分除以聖母院內的木塊總數（無條件捨去）；之後木塊回到擁有者的庫存。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The end, scoring and tie-breaks&lt;/h3&gt;&lt;p&gt;The game ends after the Notre Dame scoring of round 9. Prestige is the score: from sectors, persons, messages, donations and the three period scorings, less 2 for each outbreak. The most prestige wins; among tied players the most gold plus cubes in the reserve wins; if still tied, they share the win.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;遊戲結束、計分與平手&lt;/h3&gt;&lt;p&gt;第 9 回合的聖母院計分之後遊戲結束。聲望就是分數：來自各區域、人物、信件、捐獻與三次時期計分，每次鼠疫爆發扣 2。聲望最高者獲勝；平手時，金幣加備用區木塊最多者獲勝；仍平手則共享勝利。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The confidant card: move your confidant to another sector and use it.</source>
        <translation>親信卡：把你的親信移到另一個區域並使用該區域。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Messages&lt;/b&gt;&lt;br&gt;Sealed letters on the market places, in each borough&apos;s colour: the carriage takes them; each gives prestige and a bonus.</source>
        <translation>&lt;b&gt;信件&lt;/b&gt;&lt;br&gt;市集上封好蠟印的信件，顏色是各街區的顏色：由馬車拿取；每封信件給予聲望與一項獎勵。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sectors and action cards&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;區域與行動卡&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The persons&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;人物&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Notre Dame: rules</source>
        <translation>聖母院：規則</translation>
    </message>
</context>
<context>
    <name>NDSource</name>
    <message>
        <source>Residence</source>
        <translation>官邸</translation>
    </message>
    <message>
        <source>Donations</source>
        <translation>捐獻</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>信件</translation>
    </message>
    <message>
        <source>Notre Dame scoring</source>
        <translation>聖母院計分</translation>
    </message>
    <message>
        <source>Park bonus</source>
        <translation>公園加成</translation>
    </message>
    <message>
        <source>Persons</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>Outbreaks</source>
        <translation>爆發</translation>
    </message>
</context>
<context>
    <name>NDTip</name>
    <message>
        <source>Residence: 1 prestige point per marker here.</source>
        <translation>官邸：這裡每個標記得1聲望。</translation>
    </message>
    <message>
        <source>Park: rats back 1; every 2 markers here add 1 prestige to each prestige gain.</source>
        <translation>公園：老鼠退1格；這裡每2個標記使每次獲得聲望時多得1。</translation>
    </message>
    <message>
        <source>Hospital: rats back 1; each marker here lowers your plague by 1.</source>
        <translation>醫院：老鼠退1格；這裡每個標記使你的鼠疫減少1。</translation>
    </message>
    <message>
        <source>Cloister School: 1 cube from your stock to your reserve per marker here.</source>
        <translation>教會學校：這裡每個標記把1個木塊從庫存移到備用區。</translation>
    </message>
    <message>
        <source>Bank: 1 gold per marker here.</source>
        <translation>銀行：這裡每個標記得1金幣。</translation>
    </message>
    <message>
        <source>Carriage House: your carriage moves up to 1 road per marker here and may take a message.</source>
        <translation>馬車站：這裡每個標記讓馬車最多走一條路，並可拿取信件。</translation>
    </message>
    <message>
        <source>Hotel: take 1 gold, 1 cube or 1 rat back (two picks from 4 markers).</source>
        <translation>旅館：得1金幣、1木塊或老鼠退1格（4個標記起可選兩次）。</translation>
    </message>
    <message>
        <source>Confidant: move your confidant to another sector and use that sector.</source>
        <translation>親信：把你的親信移到另一個區域並使用該區域。</translation>
    </message>
    <message>
        <source>Notre Dame: donate 1, 2 or 3 gold for 1, 3 or 6 prestige and put a cube in Notre Dame.</source>
        <translation>聖母院：捐1、2或3金幣換1、3或6聲望，並放一個木塊到聖母院。</translation>
    </message>
    <message>
        <source>Cubes ready to place: {n}. In stock: {s}.</source>
        <translation>可放置的木塊：{n}。庫存：{s}。</translation>
    </message>
    <message>
        <source>A message taken (type {t}).</source>
        <translation>已取得的信件（第{t}類）。</translation>
    </message>
    <message>
        <source>A face-down message: 1 to 4 prestige and a bonus.</source>
        <translation>蓋著的信件：1到4聲望，外加一項獎勵。</translation>
    </message>
    <message>
        <source>{name}&apos;s carriage</source>
        <translation>{name}的馬車</translation>
    </message>
    <message>
        <source>The rats track: past 9 the plague breaks out.</source>
        <translation>老鼠軌道：超過9就爆發鼠疫。</translation>
    </message>
    <message>
        <source>Rats: {n} of 9</source>
        <translation>老鼠：{n}／9</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Computer — random</source>
        <translation>電腦：隨機</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>電腦：簡單</translation>
    </message>
    <message>
        <source>Computer — medium</source>
        <translation>電腦：中等</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>電腦：困難</translation>
    </message>
    <message>
        <source>Easy: plays sensible moves at once; good for learning.</source>
        <translation>簡單：立刻下出合理的一步，適合初學。</translation>
    </message>
    <message>
        <source>Medium: plays like Easy unless a quick look ahead finds a clearly better move.</source>
        <translation>中等：和簡單一樣下，除非稍微往後看就能找到明顯更好的一步。</translation>
    </message>
    <message>
        <source>Hard: looks two turns ahead over hundreds of possible futures; usually thinks under a second.</source>
        <translation>困難：模擬數百種後續發展、往後看兩回合，通常思考不到一秒。</translation>
    </message>
    <message>
        <source>Random: any legal move (for tests).</source>
        <translation>隨機：任選一步合法行動（測試用）。</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>a seat&apos;s name until the player types one; one message each, so that a language can spell the number its own way (Chinese: a numeral, not a digit before Chinese text)</extracomment>
        <translation>玩家一</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>玩家二</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>玩家三</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>玩家四</translation>
    </message>
    <message>
        <source>Player 5</source>
        <translation>玩家五</translation>
    </message>
    <message>
        <source>Player 6</source>
        <translation>玩家六</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Quick game against the computer</source>
        <translation>與電腦快速對戰</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>玩家人數：</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>起始玩家：</translation>
    </message>
    <message>
        <source>Computer players are not available in this installation.</source>
        <translation>此版本無法使用電腦玩家。</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Not with the rules chosen below: choose other rules to play with {n}.</source>
        <translation>下方選的規則不支援：要 {n} 人遊戲，請改選其他規則。</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>{counts} players: choose other rules below.</source>
        <translation>{counts} 人：請在下方改選其他規則。</translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat for %n</source>
        <translation>
            <numerusform>%n 人輪流同機遊玩</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>隨機決定</translation>
    </message>
</context>
<context>
    <name>NotreDameFlow</name>
    <message>
        <source>Moves were taken back or replayed.</source>
        <translation>已復原或重做。</translation>
    </message>
    <message>
        <source>Outbreak in {name}&apos;s borough!</source>
        <translation>{name}的街區爆發鼠疫！</translation>
    </message>
    <message>
        <source>Notre Dame scores: {w} prestige per cube</source>
        <translation>聖母院計分：每個木塊{w}聲望</translation>
    </message>
    <message>
        <source>Round {r}</source>
        <translation>第{r}回合</translation>
    </message>
    <message>
        <source>{name} keeps a card from the draft. Everybody else, look away.</source>
        <translation>{name}要從輪抽中留下一張卡。其他人請轉開視線。</translation>
    </message>
    <message>
        <source>{name} will see their cards. Everybody else, look away.</source>
        <translation>{name}要看自己的卡牌。其他人請轉開視線。</translation>
    </message>
    <message>
        <source>draft: keep one card</source>
        <translation>從輪抽中留下一張卡</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>打出一張卡</translation>
    </message>
    <message>
        <source>hire a person</source>
        <translation>僱用人物</translation>
    </message>
    <message>
        <source>outbreak: lose a cube</source>
        <translation>爆發：失去一個木塊</translation>
    </message>
    <message>
        <source>{name}: {phase}</source>
        <translation>{name}：{phase}</translation>
    </message>
    <message>
        <source>Click or drag a lit card or place.</source>
        <translation>點一下或拖曳發亮的卡牌或位置。</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name}思考中……</translation>
    </message>
    <message>
        <source>Click the card you keep.</source>
        <translation>點選你要留下的卡。</translation>
    </message>
    <message>
        <source>Drag a card onto its place, or click it.</source>
        <translation>把卡牌拖到它的位置，或點一下卡牌。</translation>
    </message>
    <message>
        <source>Click a person to hire (1 gold), or:</source>
        <translation>點選要僱用的人物（1金幣），或：</translation>
    </message>
    <message>
        <source>Hire nobody</source>
        <translation>不僱用</translation>
    </message>
    <message>
        <source>That card cannot be used now.</source>
        <translation>現在不能使用這張卡。</translation>
    </message>
    <message>
        <source>Drop the card on a lit place of your borough.</source>
        <translation>請把卡牌放到你街區中發亮的位置。</translation>
    </message>
    <message>
        <source>That card does not go there.</source>
        <translation>這張卡不能放在那裡。</translation>
    </message>
    <message>
        <source>{field}?</source>
        <translation>{field}？</translation>
    </message>
    <message>
        <source>Discard it without effect</source>
        <translation>棄置，不產生效果</translation>
    </message>
    <message>
        <source>Move a cube from a sector</source>
        <translation>從某區域移來一個木塊</translation>
    </message>
    <message>
        <source>—</source>
        <translation>——</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>{names} wins.</source>
        <translation>{names}獲勝。</translation>
    </message>
</context>
<context>
    <name>NotreDameTable</name>
    <message>
        <source>A new game of Notre Dame begins.</source>
        <translation>新的一局《聖母院》開始。</translation>
    </message>
</context>
<context>
    <name>NotreDameTutorial</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Master Villon</source>
        <translation>維庸師傅</translation>
    </message>
    <message>
        <source>Paris: you lead a borough of seven sectors around Notre Dame. The most prestige after nine rounds wins; keep the rats below 10. Press Next.</source>
        <translation>巴黎：你管理聖母院周圍一個有七個區域的街區。九回合後聲望最高者獲勝；別讓老鼠超過9。請按「下一步」。</translation>
    </message>
    <message>
        <source>The draft: keep one of the three cards offered to you (click it); the other two go to the player on your left.</source>
        <translation>輪抽：從傳給你的三張卡中留下一張（點一下它）；另外兩張交給左手邊的玩家。</translation>
    </message>
    <message>
        <source>Keep one of the two cards passed to you; the last one goes on, and the card you receive last joins your hand.</source>
        <translation>從傳給你的兩張卡中留下一張；最後一張繼續傳下去，而你最後收到的那張加入手牌。</translation>
    </message>
    <message>
        <source>Play a card: drag it onto its sector of your borough (or click it). A cube from your reserve goes there and the sector acts, counting every marker in it.</source>
        <translation>打出一張卡：把它拖到你街區中對應的區域（或點一下它）。備用區的一個木塊放到那裡，該區域依其中所有標記的數量產生效果。</translation>
    </message>
    <message>
        <source>Play a second card; the third is put away unplayed.</source>
        <translation>再打出第二張卡；第三張不打出，直接收起來。</translation>
    </message>
    <message>
        <source>Hire one of this round&apos;s persons for 1 gold (click it), or hire nobody. Their rats join the plague either way.</source>
        <translation>花1金幣僱用本回合的一位人物（點一下），或不僱用任何人。無論如何，人物上的老鼠都會加入鼠疫。</translation>
    </message>
    <message>
        <source>The plague: every player&apos;s rats rise by the rats on this round&apos;s persons, less one per marker in their hospital. Past 9 comes an outbreak: 2 prestige and a cube are lost.</source>
        <translation>鼠疫：每位玩家的老鼠增加本回合人物上的老鼠數，醫院中每個標記減少一隻。超過9就爆發：失去2聲望和一個木塊。</translation>
    </message>
    <message>
        <source>The carriage: each marker in your Carriage House lets it travel one road. Where it stops it may take the sealed letter lying there: a message, worth prestige and a bonus.</source>
        <translation>馬車：你馬車站中的每個標記讓馬車走一條路。馬車停下的地方若有封好的信件，可以拿取：一封信件值聲望，還附帶一項獎勵。</translation>
    </message>
    <message>
        <source>A message was taken: its letter now lies beside its owner&apos;s borough. A colour can be taken only while it is among your least held.</source>
        <translation>有人拿走了一封信件：信件現在放在拿取者的街區旁。某個顏色的信件只有在它是你持有最少的顏色之一時才能拿取。</translation>
    </message>
    <message>
        <source>A donation to Notre Dame: 1, 2 or 3 gold bring 1, 3 or 6 prestige, and the cube placed in the cathedral shares its prestige at the end of the period.</source>
        <translation>捐獻給聖母院：1、2 或 3 金幣換得 1、3 或 6 聲望，放進聖母院的木塊會在時期結束時分得聲望。</translation>
    </message>
    <message>
        <source>A person was hired for 1 gold: their help comes at once. The rats on the persons come to everybody, hired or not.</source>
        <translation>有人花 1 金幣僱用了一位人物：他的幫助立即生效。人物身上的老鼠會加到每個人身上，不論有沒有僱用。</translation>
    </message>
    <message>
        <source>An outbreak: the rats passed 9. The marker stays on 9; the borough loses 2 prestige and a cube from its fullest sector. Hospital and Park markers push the rats back.</source>
        <translation>鼠疫爆發：老鼠超過了 9。標記停在 9；該街區失去 2 聲望，並從標記最多的區域失去一個木塊。醫院與公園的標記能讓老鼠後退。</translation>
    </message>
    <message>
        <source>A period ends: Notre Dame shares out its prestige among the cubes donated into it, and they go back to their owners.</source>
        <translation>一個時期結束：聖母院把聲望分給捐獻進去的木塊，之後木塊回到擁有者手上。</translation>
    </message>
    <message>
        <source>You know a round. Play on to the end against Master Villon; Help → Rules of the game has every rule, and Help → Tutorial starts this again.</source>
        <translation>你已經認識一整個回合了。繼續和維庸師傅玩到結束吧；「說明 → 遊戲規則」有完整規則，「說明 → 教學」可以重新開始這個教學。</translation>
    </message>
</context>
<context>
    <name>NotreDameUI</name>
    <message>
        <source>Notre Dame</source>
        <translation>聖母院</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>University points: {n}</source>
        <extracomment>the player panel&apos;s count line gains the seat&apos;s university points</extracomment>
        <translation>大學分數：{n}</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Initial placement</source>
        <translation>初始放置</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>行動階段</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>女巫</translation>
    </message>
    <message>
        <source>Plague: spreading rats</source>
        <translation>鼠疫：老鼠散播</translation>
    </message>
    <message>
        <source>Plague: Knight&apos;s bonus</source>
        <translation>鼠疫：騎士加成</translation>
    </message>
    <message>
        <source>Final round</source>
        <translation>最終輪</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Placing the camel</source>
        <translation>放置駱駝</translation>
    </message>
    <message>
        <source>Placing the Baker&apos;s pieces</source>
        <translation>放置麵包師上的棋子</translation>
    </message>
    <message>
        <source>Boccaccio</source>
        <translation>薄伽丘</translation>
    </message>
    <message>
        <source>Inquisitor</source>
        <translation>審判官</translation>
    </message>
    <message>
        <source>Crusader</source>
        <translation>十字軍</translation>
    </message>
    <message>
        <source>Region card window</source>
        <translation>區域卡時機</translation>
    </message>
    <message>
        <source>Astronomer</source>
        <translation>天文學家</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>探險家</translation>
    </message>
    <message>
        <source>Event: discard a class card</source>
        <translation>事件「棄一張階級卡」</translation>
    </message>
    <message>
        <source>Event: a university is founded</source>
        <translation>事件「大學成立」</translation>
    </message>
    <message>
        <source>Event: class bonus</source>
        <translation>事件「階級獎勵」</translation>
    </message>
    <message>
        <source>Professor</source>
        <translation>教授</translation>
    </message>
</context>
<context>
    <name>PlagueStory</name>
    <message>
        <source>{pieces} pieces + {bonus} (Knight) = {pop}</source>
        <translation>{pieces} 個棋子 + {bonus}（騎士）= {pop}</translation>
    </message>
    <message>
        <source>Breaks out at {n}; population {population}: outbreak!</source>
        <translation>爆發門檻 {n}，人口 {population}：鼠疫爆發！</translation>
    </message>
    <message>
        <source>Breaks out at {n}; population {population}: spared.</source>
        <translation>爆發門檻 {n}，人口 {population}：倖免。</translation>
    </message>
    <message>
        <source>Nobody loses anything.</source>
        <translation>沒有人損失棋子。</translation>
    </message>
    <message>
        <source>An outbreak, but no one lost anything: nobody there is hit by this token&apos;s symbols.</source>
        <translation>鼠疫爆發了，但沒有人損失棋子：這裡沒有人受到這個指示物上的圖示影響。</translation>
    </message>
    <message>
        <source>{name} loses {count} ({cause})</source>
        <translation>{name}失去 {count} 個（{cause}）</translation>
    </message>
    <message>
        <source>Turning the token over…</source>
        <translation>正在翻開指示物…</translation>
    </message>
    <message>
        <source>The plague in {region}: token {i} of {n}</source>
        <translation>鼠疫襲擊{region}：第 {i} 個指示物（共&#xa0;{n}&#xa0;個）</translation>
    </message>
    <message>
        <source>Continue (Space)</source>
        <translation>繼續（空白鍵）</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Click for the details in words; click again to fold.</source>
        <translation>點選可展開文字說明；再點選一次收起。</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Reserve {r} · Board {b} · Palace {p}</source>
        <translation>儲備 {r} · 版圖 {b} · 宮殿 {p}</translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>沒有階級卡</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>games played</source>
        <translation>已玩局數</translation>
    </message>
    <message>
        <source>Start: μ {mu} ± {band} (2σ)</source>
        <translation>起點：μ {mu} ± {band}（2σ）</translation>
    </message>
    <message>
        <source>After game {n}: μ {mu} ± {band} (2σ), ordinal {ordinal}</source>
        <translation>第 {n} 局後：μ {mu} ± {band}（2σ），保守評分 {ordinal}</translation>
    </message>
</context>
<context>
    <name>RattusOptions</name>
    <message>
        <source>Classic game</source>
        <translation>經典遊戲</translation>
    </message>
    <message>
        <source>Big Box: first game for 6</source>
        <translation>大盒版：6 人初次遊戲</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <source>Class cards:</source>
        <translation>階級卡：</translation>
    </message>
    <message>
        <source>Modules:</source>
        <translation>模組：</translation>
    </message>
    <message>
        <source>(grey: {note})</source>
        <translation>（灰色：{note}）</translation>
    </message>
    <message>
        <source>{card} ({cls}): {text}</source>
        <translation>{card}（{cls}）：{text}</translation>
    </message>
    <message>
        <source>{card} — {note}</source>
        <translation>{card}——{note}</translation>
    </message>
    <message>
        <source>In play: {cards}</source>
        <translation>本局使用：{cards}</translation>
    </message>
</context>
<context>
    <name>RattusTable</name>
    <message>
        <source>Paused: press Space to go on.</source>
        <translation>已暫停：按空白鍵繼續。</translation>
    </message>
    <message>
        <source>A new game begins. The plague starts in {region}.</source>
        <translation>新遊戲開始，鼠疫棋子從{region}出發。</translation>
    </message>
    <message>
        <source>ended the game</source>
        <translation>觸發終局</translation>
    </message>
    <message>
        <source>final turn done</source>
        <translation>已完成最後回合</translation>
    </message>
    <message>
        <source>The Witch lets {name} see two rat tokens. Everybody else, look away.</source>
        <translation>女巫讓{name}偷看 2 個老鼠指示物，其他人請轉開視線。</translation>
    </message>
    <message>
        <source>{name} will see the rat tokens they know from the Witch.</source>
        <translation>{name}將看到自己用女巫查看過的老鼠指示物。</translation>
    </message>
</context>
<context>
    <name>RattusTutorial</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Brother Anselm</source>
        <translation>安瑟姆修士</translation>
    </message>
    <message>
        <source>Europe, 1347: the Black Death is coming. You play the vermilion pieces against Brother Anselm. At the end every piece of yours still on the board or in the palace scores a point. Press Next.</source>
        <translation>1347年的歐洲：黑死病即將來臨。你使用朱紅色的棋子對抗安瑟姆修士。遊戲結束時，你在地圖上或宮殿裡的每個棋子都得1分。請按「下一步」。</translation>
    </message>
    <message>
        <source>First you settle: drag two pieces from your reserve onto a region of the map. Every region starts with one face-down rat token.</source>
        <translation>首先安置人口：把兩個備用棋子拖到地圖上的一個地區。每個地區一開始都有一枚蓋著的老鼠標記。</translation>
    </message>
    <message>
        <source>Brother Anselm has settled twice; now you put 2 more pieces into a region (the second round goes the other way round).</source>
        <translation>安瑟姆修士已安置兩次；現在你再把2個棋子放進一個地區（第二輪的順序相反）。</translation>
    </message>
    <message>
        <source>Your first turn. You may take one class card: click one of the six on the right. Each card gives you an ability, but the plague also hunts its holders.</source>
        <translation>你的第一個回合。你可以拿一張階級卡：點一下右邊六張中的一張。每張卡都給你一項能力，但鼠疫也會找上持有者。</translation>
    </message>
    <message>
        <source>Now place pieces from your reserve into one region: as many as it has rat tokens (at least one). Drag them onto a lit region.</source>
        <translation>現在把備用的棋子放進一個地區：數量等於那裡的老鼠標記數（至少一個）。請把它們拖到發亮的地區。</translation>
    </message>
    <message>
        <source>You may use your card once this turn (its words are on it; hover over it for more), or end your turn at once by dragging the plague piece to a neighbouring region.</source>
        <translation>這個回合你可以使用手上的卡一次（卡上寫著效果；把滑鼠移到卡上可看更多），或直接把鼠疫棋子拖到相鄰地區，結束你的回合。</translation>
    </message>
    <message>
        <source>To end your turn, drag the plague piece to a neighbouring region.</source>
        <translation>要結束回合，請把鼠疫棋子拖到相鄰的地區。</translation>
    </message>
    <message>
        <source>The plague spreads: put the new rat token into one of the lit regions around it. Where more pieces stand, it does more harm.</source>
        <translation>鼠疫擴散：把新的老鼠標記放進周圍一個發亮的地區。棋子越多的地方，受害越重。</translation>
    </message>
    <message>
        <source>The plague strikes: the rat tokens in its region are turned up. A token breaks out when the region holds at least its number of pieces; then each symbol on it takes pieces (the majority, the holders of a class card, everyone). Click a line of the Chronicle to see the board as it was.</source>
        <translation>鼠疫來襲：所在地區的老鼠標記被翻開。地區中的棋子數達到標記上的數字時就會爆發；標記上的每個符號都會奪走棋子（最多者、某階級卡的持有者、所有人）。點一下「編年史」中的一行，可以看當時的地圖。</translation>
    </message>
    <message>
        <source>That was a whole turn. Play on to the end against Brother Anselm; Help → Rules of the game (F1) has every rule, and Help → Tutorial starts this again.</source>
        <translation>這就是完整的一個回合。繼續和安瑟姆修士玩到結束吧；「說明 → 遊戲規則」（F1）有完整規則，「說明 → 教學」可以重新開始這個教學。</translation>
    </message>
</context>
<context>
    <name>RattusUI</name>
    <message>
        <source>Rattus</source>
        <translation>鼠疫 Rattus</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>現在不能這麼做。</translation>
    </message>
    <message>
        <source>{region} is not in play in this game.</source>
        <translation>本局不使用{region}。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>現在不能這樣行動。</translation>
    </message>
    <message>
        <source>The final round allows no {what}.</source>
        <translation>最終輪不能進行 {what}。</translation>
    </message>
    <message>
        <source>The {card} is not in this game.</source>
        <translation>本局沒有「{card}」。</translation>
    </message>
    <message>
        <source>You already took a card this turn.</source>
        <translation>你這回合已經拿過階級卡了。</translation>
    </message>
    <message>
        <source>You already hold the {card}.</source>
        <translation>「{card}」已經在你手上。</translation>
    </message>
    <message>
        <source>You already placed pieces this turn.</source>
        <translation>你這回合已經放置過棋子了。</translation>
    </message>
    <message>
        <source>Your reserve is empty.</source>
        <translation>你的儲備區已經沒有棋子。</translation>
    </message>
    <message>
        <source>{region} has no rats: only the Peasant may place there.</source>
        <translation>{region}沒有老鼠：只有農夫能在那裡放置。</translation>
    </message>
    <message>
        <source>In {region} you may place {expected} pieces.</source>
        <translation>你可以在{region}放置 {expected} 個棋子。</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>你沒有「{card}」。</translation>
    </message>
    <message>
        <source>You already used the {card} this turn.</source>
        <translation>你這回合已經用過「{card}」了。</translation>
    </message>
    <message>
        <source>{b} does not border {a}.</source>
        <translation>{b}與{a}不相鄰。</translation>
    </message>
    <message>
        <source>The Merchant moves 1 to 3 pieces.</source>
        <translation>商人只能移動 1 到 3 個棋子。</translation>
    </message>
    <message>
        <source>You have only {have} pieces in {region}.</source>
        <translation>你在{region}只有 {have} 個棋子。</translation>
    </message>
    <message>
        <source>There is no such rat token.</source>
        <translation>沒有這個老鼠指示物。</translation>
    </message>
    <message>
        <source>{region} already holds 3 rat tokens.</source>
        <translation>{region}已經有 3 個老鼠指示物。</translation>
    </message>
    <message>
        <source>Pick two different rat tokens.</source>
        <translation>請選擇兩個不同的老鼠指示物。</translation>
    </message>
    <message>
        <source>{region} holds rats: the King needs a rat-free region.</source>
        <translation>{region}有老鼠：國王只能從無鼠區域送棋子進宮殿。</translation>
    </message>
    <message>
        <source>You have no piece in {region}.</source>
        <translation>你在{region}沒有棋子。</translation>
    </message>
    <message>
        <source>Place your pieces before moving the plague.</source>
        <translation>請先放置棋子，再移動鼠疫棋子。</translation>
    </message>
    <message>
        <source>The plague must move to another region.</source>
        <translation>鼠疫棋子必須移到別的區域。</translation>
    </message>
    <message>
        <source>The plague cannot reach {to} from here.</source>
        <translation>鼠疫棋子從這裡到不了{to}。</translation>
    </message>
    <message>
        <source>No rat token is to be spread now.</source>
        <translation>現在沒有要擴散的老鼠指示物。</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>這不是這個遊戲的行動。</translation>
    </message>
    <message>
        <source>Only a final-round turn can be ended.</source>
        <translation>只有最終輪的回合可以這樣結束。</translation>
    </message>
    <message>
        <source>The initial placement is over.</source>
        <translation>初始放置已經結束。</translation>
    </message>
    <message>
        <source>Swap only right after looking with the Witch.</source>
        <translation>只能在女巫查看之後立刻交換。</translation>
    </message>
    <message>
        <source>The Knight&apos;s bonus is decided just before a reveal.</source>
        <translation>騎士加成要在翻開指示物之前決定。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <source>Wait for the pieces to settle.</source>
        <translation>請等棋子移動完畢。</translation>
    </message>
    <message>
        <source>Drop it on a region of the board.</source>
        <translation>請放到版圖上的區域。</translation>
    </message>
    <message>
        <source>You cannot move that now.</source>
        <translation>現在不能移動它。</translation>
    </message>
    <message>
        <source>From the Philosopher&apos;s holder you may take only the Philosopher.</source>
        <translation>從哲學家持有者手上只能拿走哲學家。</translation>
    </message>
    <message>
        <source>The nuns already stand there: a use must change something.</source>
        <translation>修女已經在那裡：使用必須有所改變。</translation>
    </message>
    <message>
        <source>The Pied Piper moves 1 piece.</source>
        <translation>魔笛手只移動 1 個棋子。</translation>
    </message>
    <message>
        <source>{region} already has a bishop.</source>
        <translation>{region}已經有主教。</translation>
    </message>
    <message>
        <source>Both bishops are out: move one of them.</source>
        <translation>兩位主教都已上場：請移動其中一位。</translation>
    </message>
    <message>
        <source>No bishop stands in {region}.</source>
        <translation>{region}沒有主教。</translation>
    </message>
    <message>
        <source>A bishop is still off the board: place it first.</source>
        <translation>還有一位主教不在版圖上：請先放置它。</translation>
    </message>
    <message>
        <source>The Mayor adds where you hold the majority (a region only in the final round).</source>
        <translation>市長會在你占多數的區域加棋子（只有最後一輪才指定區域）。</translation>
    </message>
    <message>
        <source>You hold the strict majority nowhere there.</source>
        <translation>你在那裡沒有絕對多數。</translation>
    </message>
    <message>
        <source>The Mayor acts right after you place.</source>
        <translation>市長在你放置棋子後立即發動。</translation>
    </message>
    <message>
        <source>A bishop stands in {region}: no rat token may be added there.</source>
        <translation>{region}有主教：不能再放入老鼠指示物。</translation>
    </message>
    <message>
        <source>That is not part of this game.</source>
        <translation>這不屬於本局遊戲。</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>沒有這位玩家。</translation>
    </message>
    <message>
        <source>The Messenger swaps pieces of two different players.</source>
        <translation>信使交換的是兩位不同玩家的棋子。</translation>
    </message>
    <message>
        <source>The Messenger swaps pieces in two different regions.</source>
        <translation>信使交換的是兩個不同區域的棋子。</translation>
    </message>
    <message>
        <source>The camel is not on the board.</source>
        <translation>駱駝不在版圖上。</translation>
    </message>
    <message>
        <source>The camel moves exactly 2 steps.</source>
        <translation>駱駝恰好移動 2 步。</translation>
    </message>
    <message>
        <source>The camel may not end where it started this turn.</source>
        <translation>駱駝不能停在本回合的出發地。</translation>
    </message>
    <message>
        <source>That is not one of the lit choices.</source>
        <translation>那不是亮起的選項之一。</translation>
    </message>
    <message>
        <source>The {card} is already disabled.</source>
        <translation>「{card}」已被停用。</translation>
    </message>
    <message>
        <source>The {card} is disabled by the Inquisitor.</source>
        <translation>「{card}」已被審判官停用。</translation>
    </message>
    <message>
        <source>That player does not hold the {card}.</source>
        <translation>那位玩家沒有「{card}」。</translation>
    </message>
    <message>
        <source>Only an upgraded Crusader discards tokens.</source>
        <translation>只有升級過的十字軍能棄掉指示物。</translation>
    </message>
    <message>
        <source>To disable nothing, choose no player.</source>
        <translation>若不停用任何卡，請不要選玩家。</translation>
    </message>
    <message>
        <source>The camel passes regions distinct from each other and from its start.</source>
        <translation>駱駝經過的區域必須彼此不同，也不同於出發地。</translation>
    </message>
    <message>
        <source>Disable a card of another player who lost pieces in this plague phase.</source>
        <translation>請停用本次鼠疫中失去棋子的其他玩家的一張卡。</translation>
    </message>
    <message>
        <source>The plague already moved in this final round: it stays in {region}.</source>
        <translation>最後一輪鼠疫已經移動過：它停在{region}。</translation>
    </message>
    <message>
        <source>A wall stands between {a} and {b}.</source>
        <translation>{a}與{b}之間有城牆。</translation>
    </message>
    <message>
        <source>Your pieces in {region} all carry diplomats: only plain pieces leave the map.</source>
        <translation>你在{region}的棋子都帶著外交官：只有一般棋子能離開版圖。</translation>
    </message>
    <message>
        <source>Your Crusader may discard no more tokens in this plague.</source>
        <translation>你的十字軍在這次鼠疫中不能再棄掉指示物。</translation>
    </message>
    <message>
        <source>Give each card exactly one place in the order.</source>
        <translation>順序中每張牌都要剛好有一個位置。</translation>
    </message>
    <message>
        <source>A region card already covers the {card}.</source>
        <translation>已有一張區域卡蓋住「{card}」。</translation>
    </message>
    <message>
        <source>No event card is left.</source>
        <translation>事件牌已經用完。</translation>
    </message>
    <message>
        <source>Keep exactly {expected} of the drawn cards.</source>
        <translation>從抽到的牌中剛好留下 {expected} 張。</translation>
    </message>
    <message>
        <source>Keep different drawn cards.</source>
        <translation>請留下不同的牌。</translation>
    </message>
    <message>
        <source>Say which university the Royal Librarian moves: the green or the plain one.</source>
        <translation>請指定皇家圖書館員要移動哪一所大學：綠色或普通的。</translation>
    </message>
    <message>
        <source>Only an upgraded Royal Librarian moves the plain university.</source>
        <translation>只有升級後的皇家圖書館員能移動普通大學。</translation>
    </message>
    <message>
        <source>That is not one of the drawn event cards.</source>
        <translation>那不是抽到的事件牌之一。</translation>
    </message>
    <message>
        <source>There is no such region card.</source>
        <translation>沒有這張區域卡。</translation>
    </message>
    <message>
        <source>{region} has no university.</source>
        <translation>{region}沒有大學。</translation>
    </message>
    <message>
        <source>That region card does not show the class of the {card}.</source>
        <translation>那張區域卡沒有「{card}」的階級。</translation>
    </message>
    <message>
        <source>No region card is left to draw.</source>
        <translation>區域卡已經抽完。</translation>
    </message>
    <message>
        <source>That university already moved this turn.</source>
        <translation>那所大學這回合已經移動過了。</translation>
    </message>
    <message>
        <source>{region} has a university: no starting pieces may go there.</source>
        <translation>{region}有大學：起始棋子不能放在那裡。</translation>
    </message>
    <message>
        <source>{region} already has a university or a university marker.</source>
        <translation>{region}已經有大學或大學標記。</translation>
    </message>
    <message>
        <source>You already used that ability this turn.</source>
        <translation>你這回合已經用過這個能力了。</translation>
    </message>
    <message>
        <source>That city is empty: put a piece from your reserve on it.</source>
        <translation>那座城市是空的：從儲備區放一個棋子上去。</translation>
    </message>
    <message>
        <source>That city is taken: move one of your pieces from its region onto it.</source>
        <translation>那座城市已被佔領：從它所屬的區域移一個你的棋子上去。</translation>
    </message>
    <message>
        <source>You already have a diplomat in {region}.</source>
        <translation>你在{region}已經有一位外交官。</translation>
    </message>
    <message>
        <source>A guild space cannot be used on the turn it was taken.</source>
        <translation>公會格在佔領的那一回合不能使用。</translation>
    </message>
    <message>
        <source>You have no piece on that guild space.</source>
        <translation>你在那個公會格上沒有棋子。</translation>
    </message>
    <message>
        <source>You hold the Knight: its ability already works from the card.</source>
        <translation>你持有騎士：它的能力已經從卡牌生效。</translation>
    </message>
    <message>
        <source>That board is not part of this game.</source>
        <translation>這局遊戲沒有那塊板圖。</translation>
    </message>
    <message>
        <source>The guild board has no space for that.</source>
        <translation>公會板圖上沒有這個能力的格子。</translation>
    </message>
    <message>
        <source>You already occupy that city.</source>
        <translation>你已經佔領那座城市。</translation>
    </message>
    <message>
        <source>You already occupy that guild space.</source>
        <translation>你已經佔領那個公會格。</translation>
    </message>
    <message>
        <source>A piece moves onto a city only from that city&apos;s own region.</source>
        <translation>棋子只能從城市所屬的區域移上城市。</translation>
    </message>
    <message>
        <source>The Witch looks at 2 tokens.</source>
        <translation>女巫查看 2 個指示物。</translation>
    </message>
    <message>
        <source>The {card} is already at level III.</source>
        <translation>「{card}」已經是 III 級。</translation>
    </message>
    <message>
        <source>{a} and {b} do not share a border.</source>
        <extracomment>refusals of the Emperor&apos;s walls and of the Alchemist (codes from the rules core)</extracomment>
        <translation>{a}與{b}沒有共同邊界。</translation>
    </message>
    <message>
        <source>A border holds only one wall.</source>
        <translation>一條邊界只能放一道城牆。</translation>
    </message>
    <message>
        <source>The Emperor puts exactly {expected} walls, not {count}.</source>
        <translation>皇帝必須放剛好 {expected} 道城牆，不是 {count} 道。</translation>
    </message>
    <message>
        <source>The walls already stand there: a use must change something.</source>
        <translation>城牆已經在那裡了：使用能力必須改變些什麼。</translation>
    </message>
    <message>
        <source>The plague region {region} may not be walled in completely.</source>
        <translation>鼠疫所在的{region}不能被城牆完全圍住。</translation>
    </message>
    <message>
        <source>The Alchemist cannot be used on the turn it is taken.</source>
        <translation>拿到煉金術士的那一回合不能使用它。</translation>
    </message>
    <message>
        <source>The Alchemist carries no tile.</source>
        <translation>煉金術士上沒有板塊。</translation>
    </message>
    <message>
        <source>The Alchemist carries the tile of the {card}: return it first.</source>
        <translation>煉金術士上已有「{card}」的板塊：請先歸還它。</translation>
    </message>
    <message>
        <source>You used the tile this turn: it stays on the Alchemist.</source>
        <translation>你這回合用過這片板塊：它留在煉金術士上。</translation>
    </message>
    <message>
        <source>The {card} has no upgrade tile.</source>
        <translation>「{card}」沒有升級板塊。</translation>
    </message>
    <message>
        <source>The tile of the {card} lies on its card.</source>
        <translation>「{card}」的升級板塊正放在它的卡上。</translation>
    </message>
    <message>
        <source>The Witch looks at {expected} tokens.</source>
        <translation>女巫要查看 {expected} 個指示物。</translation>
    </message>
    <message>
        <source>Fewer than 2 rat tokens lie face down on the board.</source>
        <translation>版圖上面朝下的老鼠指示物不到 2 個。</translation>
    </message>
    <message>
        <source>Give each looked-at token one place.</source>
        <translation>請給每個查看過的指示物各一個位置。</translation>
    </message>
    <message>
        <source>Only the {card} III can do that.</source>
        <translation>只有 III 級的「{card}」能這麼做。</translation>
    </message>
    <message>
        <source>{b} is more than {steps} steps from {a}.</source>
        <translation>{b}離{a}超過 {steps} 步。</translation>
    </message>
    <message>
        <source>The tile of the {card} lies on its card: it is not in the supply.</source>
        <translation>「{card}」的板塊在它的卡上：不在供應區。</translation>
    </message>
    <message>
        <source>You already used the {card} from its card this turn (one source per turn).</source>
        <translation>你這回合已經從卡片使用過「{card}」（每回合只能從一個來源使用）。</translation>
    </message>
</context>
<context>
    <name>Region</name>
    <message>
        <source>Anglia</source>
        <translation>英格蘭</translation>
    </message>
    <message>
        <source>Scandia</source>
        <translation>斯堪地那維亞</translation>
    </message>
    <message>
        <source>Gallia</source>
        <translation>法蘭西</translation>
    </message>
    <message>
        <source>Hispania</source>
        <translation>西班牙</translation>
    </message>
    <message>
        <source>Germania</source>
        <translation>德意志</translation>
    </message>
    <message>
        <source>Italia</source>
        <translation>義大利</translation>
    </message>
    <message>
        <source>Hungaria</source>
        <translation>匈牙利</translation>
    </message>
    <message>
        <source>Polonia</source>
        <translation>波蘭</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>保加利亞</translation>
    </message>
    <message>
        <source>Turcia</source>
        <translation>土耳其</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>俄羅斯</translation>
    </message>
    <message>
        <source>Tartaria</source>
        <translation>韃靼</translation>
    </message>
    <message>
        <source>Palace</source>
        <translation>宮殿</translation>
    </message>
    <message>
        <source>Mauretania</source>
        <translation>茅利塔尼亞</translation>
    </message>
    <message>
        <source>Numidia</source>
        <translation>努米底亞</translation>
    </message>
    <message>
        <source>Tripolitania</source>
        <translation>的黎波里塔尼亞</translation>
    </message>
    <message>
        <source>Cyrenaica</source>
        <translation>昔蘭尼加</translation>
    </message>
    <message>
        <source>Aegyptus</source>
        <translation>埃及</translation>
    </message>
</context>
<context>
    <name>RegionCards</name>
    <message>
        <source>{region} is about to be revealed: you may cover one of your class cards with a region card — click a card of your hand, then a glowing class card. Or pass (P).</source>
        <translation>{region}即將翻開指示物：你可以用區域卡蓋住自己的一張階級卡——先點手上的一張區域卡，再點發亮的階級卡。或按「跳過」（P）。</translation>
    </message>
    <message>
        <source>A region card for {region}?</source>
        <translation>要為{region}打出區域卡嗎？</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>跳過</translation>
    </message>
    <message>
        <source>Play no (more) region card before this reveal (key P).</source>
        <translation>這次翻開前不再打出區域卡（按鍵 P）。</translation>
    </message>
    <message>
        <source>The {region} card: now click the glowing class card it covers (Esc cancels).</source>
        <translation>「{region}」區域卡：再點它要蓋住的發亮階級卡（Esc 取消）。</translation>
    </message>
    <message>
        <source>First click one of your region cards, then the class card it covers.</source>
        <translation>請先點你的一張區域卡，再點它要蓋住的階級卡。</translation>
    </message>
    <message>
        <source>This card fits none of your uncovered class cards.</source>
        <translation>這張卡與你尚未被蓋住的階級卡都不相符。</translation>
    </message>
    <message>
        <source>{name}: a region card window for {region}. Everybody else, look away.</source>
        <translation>{name}：{region}的區域卡時機。其他人請轉開視線。</translation>
    </message>
    <message>
        <source>{name} will see their region cards. Everybody else, look away.</source>
        <translation>{name}要看自己的區域卡。其他人請轉開視線。</translation>
    </message>
    <message>
        <source>Show my region cards</source>
        <translation>顯示我的區域卡</translation>
    </message>
    <message>
        <source>Hide my region cards</source>
        <translation>隱藏我的區域卡</translation>
    </message>
    <message>
        <source>Region cards of {name}</source>
        <translation>{name}的區域卡</translation>
    </message>
    <message>
        <source>{name} holds no region cards.</source>
        <translation>{name}手上沒有區域卡。</translation>
    </message>
    <message>
        <source>Astronomer: drawn for {name}</source>
        <translation>天文學家：{name}抽到的卡</translation>
    </message>
    <message>
        <source>Explorer: revealed</source>
        <translation>探險家：翻開的卡</translation>
    </message>
    <message>
        <source>Astronomer: click the drawn region card you keep; the others are discarded.</source>
        <translation>天文學家：點你要留下的區域卡，其餘的棄掉。</translation>
    </message>
    <message>
        <source>Astronomer: choose the {n} drawn region cards you keep, then press “Keep”; the others are discarded.</source>
        <translation>天文學家：選出要留下的 {n} 張區域卡，再按「留下」；其餘的棄掉。</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>留下</translation>
    </message>
    <message>
        <source>Which region cards do you keep?</source>
        <translation>要留下哪些區域卡？</translation>
    </message>
    <message>
        <source>Which region card do you keep?</source>
        <translation>要留下哪一張區域卡？</translation>
    </message>
    <message>
        <source>Explorer: click a glowing region (or its revealed card) for your pieces; all the revealed cards are discarded.</source>
        <translation>探險家：點一個發亮的區域（或它翻開的區域卡），你的棋子就放進那裡；翻開的卡全部棄掉。</translation>
    </message>
    <message>
        <source>Which region does the Explorer settle?</source>
        <translation>探險家要進駐哪個區域？</translation>
    </message>
    <message>
        <source>{region} ({classes})</source>
        <translation>{region}（{classes}）</translation>
    </message>
    <message>
        <source>any class</source>
        <translation>任何階級</translation>
    </message>
    <message>
        <source>Region card {region} — {classes}</source>
        <translation>區域卡「{region}」：{classes}</translation>
    </message>
    <message>
        <source>During a plague resolution, play it onto one of your class cards of these classes: that card costs you no pieces for its class symbol until the end of the plague phase (M and A still count).</source>
        <translation>鼠疫結算時，可把它打在你一張屬於這些階級的階級卡上：直到這次鼠疫階段結束，該卡的階級圖示不會讓你損失棋子（M 與 A 照常計算）。</translation>
    </message>
    <message>
        <source>Unplayed at the end: 1 point if you have the most pieces in {region} (ties count).</source>
        <translation>遊戲結束時仍在手上：若你在{region}的棋子最多（平手也算），得 1 分。</translation>
    </message>
    <message>
        <source>Covered by the {region} region card: no pieces lost for its class symbol until the end of this plague phase.</source>
        <translation>被「{region}」區域卡蓋住：直到這次鼠疫階段結束，不因它的階級圖示損失棋子。</translation>
    </message>
    <message>
        <source>✓ {card}</source>
        <translation>✓ {card}</translation>
    </message>
</context>
<context>
    <name>RegionCount</name>
    <message numerus="yes">
        <source>%n region card(s) in hand</source>
        <translation>
            <numerusform>手上有 %n 張區域卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Explorer brings %n piece(s) of {seat} into {region}.</source>
        <translation>
            <numerusform>探險家把{seat}的 %n 個棋子帶進{region}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RegionLog</name>
    <message>
        <source>{seat} covers the {on} with the {card} card.</source>
        <translation>{seat}用「{card}」區域卡蓋住{on}。</translation>
    </message>
    <message>
        <source>The region cards played go to the discards; {cards} cost pieces again.</source>
        <translation>打出的區域卡進入棄牌堆；{cards}的圖示又會讓人損失棋子了。</translation>
    </message>
    <message>
        <source>The discarded region cards are shuffled into a new deck.</source>
        <translation>棄掉的區域卡洗勻成為新的牌堆。</translation>
    </message>
    <message>
        <source>With the Astronomer, {seat} draws region cards ({count}).</source>
        <translation>{seat}使用天文學家抽了區域卡（{count} 張）。</translation>
    </message>
    <message>
        <source>{seat} keeps {count} of them and discards {discarded}.</source>
        <translation>{seat}留下其中 {count} 張，棄掉{discarded}。</translation>
    </message>
    <message>
        <source>{seat} keeps {count} of them.</source>
        <translation>{seat}留下其中 {count} 張。</translation>
    </message>
    <message>
        <source>With the Explorer, {seat} reveals the region cards {cards}.</source>
        <translation>{seat}使用探險家翻開區域卡：{cards}。</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Setup: {name}</source>
        <translation>初始放置：{name}</translation>
    </message>
    <message>
        <source>Final turn: {name}</source>
        <translation>最後回合：{name}</translation>
    </message>
    <message>
        <source>Final plague</source>
        <translation>最後的鼠疫</translation>
    </message>
    <message>
        <source>Turn {number}: {name}</source>
        <translation>第 {number} 回合：{name}</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>遊戲開始</translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>End of the log</source>
        <translation>紀錄結尾</translation>
    </message>
    <message>
        <source>move {n} of {total}</source>
        <translation>第 {n} / {total} 步</translation>
    </message>
    <message>
        <source>Replay: {names}</source>
        <translation>重播：{names}</translation>
    </message>
    <message>
        <source>Rats</source>
        <translation>老鼠</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>儲備區</translation>
    </message>
    <message>
        <source>to play: {name}</source>
        <translation>輪到：{name}</translation>
    </message>
    <message>
        <source>scores: {scores}</source>
        <translation>分數：{scores}</translation>
    </message>
</context>
<context>
    <name>ResultsScreen</name>
    <message>
        <source>Play again</source>
        <extracomment>the game&apos;s score columns and seat notes (None: the totals only)</extracomment>
        <translation>再玩一局</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>查看版圖</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>無人獲勝。</translation>
    </message>
    <message>
        <source>{names} share the victory!</source>
        <translation>{names}共享勝利！</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name}獲勝！</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>The final scores.</source>
        <translation>最終得分。</translation>
    </message>
    <message>
        <source>Tied: {names}. The tie-break gives the game to {name}.</source>
        <translation>同分：{names}。依同分規則，由{name}獲勝。</translation>
    </message>
    <message>
        <source>Each piece on the board or in the palace scores a point; the modules add theirs (each player&apos;s parts are listed).</source>
        <translation>版圖上與宮殿裡的每個棋子各得1分；各模組另外計分（每位玩家的得分明細列於下方）。</translation>
    </message>
    <message>
        <source>Each piece on the board or in the palace scores a point.</source>
        <translation>版圖上與宮殿裡的每個棋子各得 1 分。</translation>
    </message>
    <message>
        <source>Tied: {names}. The tie goes to whoever would have played next: {name}.</source>
        <translation>平手：{names}。由原本下一個輪到的玩家勝出：{name}。</translation>
    </message>
</context>
<context>
    <name>Risk</name>
    <message>
        <source>{p}%</source>
        <translation>{p}%</translation>
    </message>
    <message>
        <source>Plague risk: {p} chance of an outbreak if the plague arrives here.</source>
        <translation>鼠疫風險：鼠疫若來到這裡，有 {p} 的機率爆發。</translation>
    </message>
    <message>
        <source>{name} {n}</source>
        <translation>{name} {n}</translation>
    </message>
    <message>
        <source>Expected pieces lost: {list}</source>
        <translation>預期失去的棋子：{list}</translation>
    </message>
    <message>
        <source>No piece would be lost.</source>
        <translation>不會失去任何棋子。</translation>
    </message>
    <message>
        <source>The plague stands here now.</source>
        <translation>鼠疫棋子現在就在這裡。</translation>
    </message>
    <message>
        <source>The plague piece can be moved here this turn.</source>
        <translation>本回合可以把鼠疫棋子移到這裡。</translation>
    </message>
    <message>
        <source>Exact, from the faces nobody has seen yet.</source>
        <translation>精確值，依據還沒有人看過的指示物正面計算。</translation>
    </message>
    <message>
        <source>Estimated from a sample of the unseen faces.</source>
        <translation>估計值，依據未見指示物正面的抽樣計算。</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The aim</source>
        <translation>遊戲目標</translation>
    </message>
    <message>
        <source>Europe, 1347: the Black Death is coming. Settle your people across the twelve regions and keep as many of them alive as you can. When the plague is over, every piece of yours on the board or in the palace scores one point; the most points wins.</source>
        <translation>西元 1347 年，黑死病即將席捲歐洲。把你的人民安頓在十二個區域中，並設法讓越多人活下來越好。鼠疫散去之後，你在版圖上與宮殿裡的每個棋子各得 1 分，分數最高的玩家獲勝。</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>遊戲準備</translation>
    </message>
    <message>
        <source>Two players use the eight light regions, three add Bulgaria and Turcia, four play on all twelve. Each region in play starts with one face-down rat token; the plague piece starts in a random region. Then each player puts 2 pieces into a region, clockwise, and 2 more counter-clockwise.</source>
        <translation>2 人遊戲使用 8 個淺色區域，3 人再加上保加利亞與土耳其，4 人使用全部 12 個區域。每個使用中的區域先放 1 個面朝下的老鼠指示物，鼠疫棋子隨機放在其中一區。接著依順時針方向，每位玩家在一個區域放 2 個棋子；再依逆時針方向各放 2 個。</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>你的回合</translation>
    </message>
    <message>
        <source>In any order: you may take one class card, from the open supply or from another player; you place pieces from your reserve into one region, as many as it has rat tokens; and you may use each of your cards once. Last, you move the plague piece to a neighbouring region.</source>
        <translation>以下順序不限：可以拿 1 張階級卡（從公開區或其他玩家手上）；從儲備區拿棋子放進一個區域，數量等於該區的老鼠指示物數；手上每張階級卡可各使用一次。最後，把鼠疫棋子移到相鄰的區域。</translation>
    </message>
    <message>
        <source>The plague strikes</source>
        <translation>鼠疫來襲</translation>
    </message>
    <message>
        <source>New rats spread from the plague region: one new token next door if it holds one token, two if it holds two or three (never more than three in a region). Then, while there are pieces there, its tokens are turned over, oldest first.</source>
        <translation>老鼠從疫區向外散播：疫區有 1 個指示物時，在相鄰區域放 1 個新指示物；有 2 或 3 個時放 2 個（每個區域最多 3 個）。接著只要疫區還有棋子，就從最早放下的指示物開始逐一翻開。</translation>
    </message>
    <message>
        <source>An outbreak</source>
        <translation>鼠疫爆發</translation>
    </message>
    <message>
        <source>A token breaks out when the number of pieces in the region is at least its number. Then: M, the players with the most pieces there lose one each; A, every player there loses one; a class symbol, each player there loses one piece for every card of that class they hold. Lost pieces go back to the reserve; the token leaves the game.</source>
        <translation>當區域內的棋子總數大於或等於指示物上的數字，鼠疫就會爆發。M（多數）：該區棋子最多的玩家各失去 1 個；A（全體）：該區每位玩家各失去 1 個；階級圖示：該區每位玩家，每持有 1 張該階級的卡就失去 1 個棋子。失去的棋子回到儲備區，翻開的指示物移出遊戲。</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>When the rat supply is empty, or a player has placed all their pieces, every other player gets one final turn in which they may only use their cards. Then the plague strikes every region one last time and the pieces are counted. A tie goes to whoever would have played next.</source>
        <translation>當老鼠指示物用完，或有玩家把所有棋子都放上版圖時，其他玩家各有最後一個回合，只能使用手上的階級卡。之後鼠疫最後一次襲擊每個區域，再計算棋子數。平手時，由原本下一個輪到的玩家勝出。</translation>
    </message>
    <message>
        <source>Playing on the computer</source>
        <translation>操作方式</translation>
    </message>
    <message>
        <source>Drag a piece, a token or the plague (or click it, then click where it goes): the places you may use light up. Click a card to take it. A right click or Esc puts a piece back. The line at the bottom always says what you may do; hover over anything to learn what it is.</source>
        <translation>拖曳棋子、指示物或鼠疫棋子（或先點一下，再點目的地），可以放的位置會亮起來。點選階級卡即可拿取。按右鍵或 Esc 可以放回手上的棋子。畫面下方的狀態列隨時告訴你現在能做什麼；把滑鼠停在任何東西上，就會顯示它的說明。</translation>
    </message>
    <message>
        <source>The six class cards</source>
        <translation>六張階級卡</translation>
    </message>
    <message>
        <source>Each card helps its holder once per turn, but every token showing its class symbol hurts the holder when it breaks out.</source>
        <translation>每張卡在持有者的回合可使用一次；但指示物爆發時，上面每個該階級的圖示都會讓持有者損失棋子。</translation>
    </message>
    <message>
        <source>{card} ({cls}):</source>
        <translation>{card}（{cls}）：</translation>
    </message>
    <message>
        <source>Rules of Rattus</source>
        <translation>《鼠疫》遊戲規則</translation>
    </message>
    <message>
        <source>The classic game</source>
        <translation>經典版</translation>
    </message>
    <message>
        <source>About Rattus Desktop</source>
        <translation>關於 Rattus Desktop</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rattus Desktop&lt;/b&gt; {version}&lt;br&gt;Board games at one computer, together or against computer opponents: {games}.&lt;br&gt;In Traditional Chinese and English.</source>
        <translation>&lt;b&gt;Rattus Desktop&lt;/b&gt; {version}&lt;br&gt;在同一台電腦上一起輪流遊玩或與電腦對戰的桌上遊戲：{games}。&lt;br&gt;提供繁體中文與英文介面。</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>Classic (2–4 players)</source>
        <translation>經典版（2–4 人）</translation>
    </message>
    <message>
        <source>Big Box (2–6 players)</source>
        <translation>大盒版（2–6 人）</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>The game is not being autosaved: {reason}</source>
        <translation>這局遊戲目前沒有自動存檔：{reason}</translation>
    </message>
    <message>
        <source>The autosave file could not be read and could not be moved aside; it is left as it is and will not be overwritten.</source>
        <translation>無法讀取自動存檔，也無法把它移到一旁；檔案保持原狀，不會被覆寫。</translation>
    </message>
    <message>
        <source>The autosave file could not be read; it was kept as {path}.</source>
        <translation>無法讀取自動存檔；已另存為 {path}。</translation>
    </message>
    <message>
        <source>An unfinished game was found ({names}; {moves} moves played).
Do you want to continue it?</source>
        <translation>找到一局尚未結束的遊戲（{names}；已進行 {moves} 步）。
要繼續這局嗎？</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>繼續遊戲</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>自動存檔</translation>
    </message>
    <message>
        <source>The autosaved game could not be restored.</source>
        <translation>無法還原自動存檔的遊戲。</translation>
    </message>
    <message>
        <source>Rattus saves (*.json);;All files (*)</source>
        <translation>《鼠疫》存檔 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>開啟存檔</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>存檔</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent &amp;games</source>
        <translation>最近的遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>Watch a &amp;replay…</source>
        <translation>觀看重播(&amp;R)…</translation>
    </message>
    <message>
        <source>This file is not a Rattus save (it is not JSON).</source>
        <translation>這個檔案不是《鼠疫》存檔（不是 JSON 格式）。</translation>
    </message>
    <message>
        <source>This save file is incomplete: it ends early, perhaps because writing it was interrupted.</source>
        <translation>這個存檔不完整：內容提早結束，可能是寫入時被中斷。</translation>
    </message>
    <message>
        <source>This save holds a number far too large to be real (such as 1e400): the file was changed outside the program.</source>
        <translation>這個存檔含有一個大得不可能是真的數字（例如 1e400）：檔案曾在程式之外被改動。</translation>
    </message>
    <message>
        <source>This file is not a Rattus Desktop save.</source>
        <translation>這個檔案不是 Rattus Desktop 的存檔。</translation>
    </message>
    <message>
        <source>This save was written in a format version this program cannot read.</source>
        <translation>這個存檔的格式版本無法由本程式讀取。</translation>
    </message>
    <message>
        <source>This file is far too large to be a save.</source>
        <translation>這個檔案太大，不可能是存檔。</translation>
    </message>
    <message>
        <source>This save is damaged: a field is missing or wrong.</source>
        <translation>存檔已損毀：有欄位缺少或錯誤。</translation>
    </message>
    <message>
        <source>This save names a region, card or player kind that this program does not know.</source>
        <translation>存檔中有本程式不認得的區域、卡片或玩家類型。</translation>
    </message>
    <message>
        <source>This save is damaged: move {index} of its log is not legal.</source>
        <translation>存檔已損毀：紀錄中的第 {index} 步不合規則。</translation>
    </message>
    <message>
        <source>This save is damaged: its parts do not match each other (its seed, moves or summary were changed).</source>
        <translation>存檔已損毀：內容前後不符（種子、行動紀錄或摘要遭到更動）。</translation>
    </message>
    <message>
        <source>The file does not exist (any more).</source>
        <translation>這個檔案不存在（或已被移除）。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>無法讀取這個檔案。</translation>
    </message>
    <message>
        <source>The game could not be saved there; the previous file was left as it was.</source>
        <translation>無法存到該位置；原本的檔案維持不變。</translation>
    </message>
    <message>
        <source>Technical detail (for a bug report, in English): {detail}</source>
        <translation>技術細節（回報問題用，英文）：{detail}</translation>
    </message>
    <message>
        <source>Some settings could not be read, so their defaults apply; changing a setting writes a new settings file. ({detail})</source>
        <translation>部分設定無法讀取，因此採用預設值；變更任一設定就會寫入新的設定檔。（{detail}）</translation>
    </message>
    <message>
        <source>Your settings could not be saved; they apply until you quit. ({detail})</source>
        <translation>無法儲存您的設定；這些設定只在結束程式前有效。（{detail}）</translation>
    </message>
</context>
<context>
    <name>SavesWiring</name>
    <message>
        <source>Saved: {path}</source>
        <translation>已儲存：{path}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重播</translation>
    </message>
</context>
<context>
    <name>ScoreParts</name>
    <message>
        <source>Board</source>
        <translation>版圖</translation>
    </message>
    <message>
        <source>Palace</source>
        <translation>宮殿</translation>
    </message>
    <message>
        <source>Diplomats</source>
        <translation>外交官</translation>
    </message>
    <message>
        <source>Universities</source>
        <translation>大學</translation>
    </message>
    <message>
        <source>Region cards</source>
        <translation>區域卡</translation>
    </message>
    <message>
        <source>Guilds</source>
        <translation>商會</translation>
    </message>
    <message>
        <source>Taverns</source>
        <translation>酒館</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Tied on {n} points: the tie goes to whoever would have played next, and that is this player.</source>
        <translation>同為 {n} 分：平手時由下一個輪到的玩家獲勝，也就是這位玩家。</translation>
    </message>
    <message>
        <source>Tied on {n} points: {name} would have played first, so wins the tie.</source>
        <translation>同為 {n} 分：{name}會先輪到，因此贏得平手。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Chronicle</source>
        <translation>遊戲紀錄</translation>
    </message>
    <message>
        <source>Rats in the supply: {n}</source>
        <translation>供應堆剩餘老鼠：{n}</translation>
    </message>
    <message>
        <source>Revealed tokens: {n}</source>
        <translation>已翻開的指示物：{n}</translation>
    </message>
    <message>
        <source>Not seen yet: {counts}</source>
        <translation>尚未出現：{counts}</translation>
    </message>
    <message>
        <source>The tokens not revealed yet, by outbreak number: 2×9 means nine tokens that break out at a population of 2. The token mix is public; count freely.</source>
        <translation>尚未翻開的指示物，依爆發門檻分類：2×9 表示還有 9 個人口達到 2 就會爆發的指示物。指示物的組成是公開資訊，可以自由推算。</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Classic</source>
        <translation>經典版</translation>
    </message>
    <message>
        <source>Big Box</source>
        <translation>大盒版</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準版</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>基本遊戲</translation>
    </message>
    <message>
        <source>{game} — {ruleset}</source>
        <translation>{game}（{ruleset}）</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <source>Statistics and ratings are kept for each game and ruleset apart.</source>
        <translation>每種遊戲與規則版本的統計和評分分開記錄。</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>匯出 CSV…</translation>
    </message>
    <message>
        <source>Save every recorded game of this game and ruleset as a spreadsheet file (one row per seat).</source>
        <translation>把這個遊戲與規則版本的所有記錄存成試算表檔案（每個座位一列）。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>No finished game is recorded here yet. Every game played to its end is added here.</source>
        <translation>這裡還沒有記錄任何完成的對局。每一局玩到結束的遊戲都會加入這裡。</translation>
    </message>
    <message>
        <source>The line is the skill after each game; the band around it, how far off it may be (the true skill lies there with about 95% certainty).</source>
        <translation>線條是每局之後的實力；周圍的色帶表示估計可能的誤差（真正的實力約有 95% 的把握落在其中）。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>A profile by its name; a computer opponent by its level.</source>
        <translation>玩家以名稱列出，電腦對手以難度列出。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Finished games played.</source>
        <translation>玩完的局數。</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝局</translation>
    </message>
    <message>
        <source>Games won (a shared win counts).</source>
        <translation>獲勝的局數（並列獲勝也算）。</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>平均分數</translation>
    </message>
    <message>
        <source>Mean points per game (per seat, where one level held several).</source>
        <translation>每局的平均得分（同一難度坐了好幾個座位時，按座位計算）。</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>最佳一局</translation>
    </message>
    <message>
        <source>The highest score and when it was played.</source>
        <translation>最高分數與那一局的日期。</translation>
    </message>
    <message>
        <source>Favourite cards</source>
        <translation>常用卡牌</translation>
    </message>
    <message>
        <source>The cards held at the end of the most games, with how many.</source>
        <translation>最常在遊戲結束時持有的卡牌，以及局數。</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Pieces lost per game, on average.</source>
        <translation>每局平均失去的棋子數。</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>實力</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名分</translation>
    </message>
    <message>
        <source>Skill: how well this player plays, estimated from every recorded game; after ± how far off the estimate may still be.</source>
        <translation>實力：依所有記錄的對局估計這位玩家的程度；± 後面是估計可能的誤差。</translation>
    </message>
    <message>
        <source>Rank: a careful skill figure (skill minus 1.5 times the ±) that grows as more games are played; the table is sorted by it.</source>
        <translation>排名分：保守的實力數字（實力減去 ± 的 1.5 倍），對局越多越會上升；表格依它排序。</translation>
    </message>
    <message>
        <source>Plague losses</source>
        <translation>鼠疫損失</translation>
    </message>
    <message>
        <source>Pieces lost to the plague per game, on average.</source>
        <translation>每局平均被鼠疫奪走的棋子數。</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>How often the hint was asked for.</source>
        <translation>使用提示的次數。</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of Rattus Desktop; it was kept as {name} and a new one was started.</source>
        <translation>統計檔是較新版本的 Rattus Desktop 寫的；已保留為 {name}，並另開新的統計檔。</translation>
    </message>
    <message>
        <source>The statistics file could not be read; it was kept as {name} and a new one was started.</source>
        <translation>無法讀取統計檔；已保留為 {name}，並另開新的統計檔。</translation>
    </message>
    <message>
        <source>{score} ({date})</source>
        <translation>{score}（{date}）</translation>
    </message>
    <message>
        <source>{card} ×{count}</source>
        <translation>{card} ×{count}</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>尚未評分</translation>
    </message>
    <message>
        <source>{mu} ± {band}</source>
        <translation>{mu} ± {band}</translation>
    </message>
    <message>
        <source>{wins} ({share}%)</source>
        <translation>{wins}（{share}%）</translation>
    </message>
    <message>
        <source>{total} pieces in all</source>
        <translation>共 {total} 個棋子</translation>
    </message>
    <message>
        <source>Choose a player to see their rating over time.</source>
        <translation>選一位玩家，就能看到評分的變化。</translation>
    </message>
    <message>
        <source>Rating of {player} over time</source>
        <translation>{player}的評分變化</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>匯出統計</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>There is nothing to export.</source>
        <translation>沒有可匯出的內容。</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>無法寫入檔案：{reason}</translation>
    </message>
</context>
<context>
    <name>StatsWiring</name>
    <message>
        <source>The statistics file is in use by another program; this game will be added to the statistics with the next one.</source>
        <translation>統計檔正被另一個程式使用中；這一局會在下一局結束時一併加入統計。</translation>
    </message>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>這一局無法加入統計：{reason}</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; a hint use could not be counted.</source>
        <translation>統計檔正被另一個程式使用中；無法記下這次使用提示。</translation>
    </message>
    <message>
        <source>A hint use could not be counted: {reason}</source>
        <translation>無法記下這次使用提示：{reason}</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version; it was kept as {name} and a new one was started.</source>
        <translation>統計檔是較新版本寫的；已保留為 {name}，並另開新的統計檔。</translation>
    </message>
    <message>
        <source>The statistics file could not be read; it was kept as {name} and a new one was started.</source>
        <translation>無法讀取統計檔；已保留為 {name}，並另開新的統計檔。</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; try again in a moment.</source>
        <translation>統計檔正被另一個程式使用中；請稍後再試。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>The statistics cannot be opened: {reason}</source>
        <translation>無法開啟統計：{reason}</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>take a class card (click it)</source>
        <translation>拿 1 張階級卡（點選它）</translation>
    </message>
    <message>
        <source>place pieces from your reserve</source>
        <translation>從儲備區放置棋子</translation>
    </message>
    <message>
        <source>use the Merchant (drag your pieces to a neighbour)</source>
        <translation>使用商人（把你的棋子拖到相鄰區域）</translation>
    </message>
    <message>
        <source>use the Monk (drag a rat token to a neighbour)</source>
        <translation>使用僧侶（把老鼠指示物拖到相鄰區域）</translation>
    </message>
    <message>
        <source>use the Witch (click two rat tokens)</source>
        <translation>使用女巫（點選兩個老鼠指示物）</translation>
    </message>
    <message>
        <source>use the King (drag a piece to the palace)</source>
        <translation>使用國王（把棋子拖進宮殿）</translation>
    </message>
    <message>
        <source>Place your pieces: drag one from your reserve onto a glowing region.</source>
        <translation>放置棋子：從儲備區拖一個到發亮的區域。</translation>
    </message>
    <message>
        <source>You may also {things}.</source>
        <translation>你也可以{things}。</translation>
    </message>
    <message>
        <source>Drag the plague piece to a glowing region to end your actions.</source>
        <translation>把鼠疫棋子拖到發亮的區域，結束你的行動。</translation>
    </message>
    <message>
        <source>Then drag the plague piece to a glowing region to end your actions.</source>
        <translation>然後把鼠疫棋子拖到發亮的區域，結束你的行動。</translation>
    </message>
    <message>
        <source>You may {things}.</source>
        <translation>你可以{things}。</translation>
    </message>
    <message>
        <source>Drag two pieces from your reserve onto a region of your choice.</source>
        <translation>從儲備區拖 2 個棋子到你選擇的區域。</translation>
    </message>
    <message>
        <source>The rats spread: drag a new rat from the supply onto a glowing region.</source>
        <translation>老鼠散播：從供應堆拖一個新的老鼠指示物到發亮的區域。</translation>
    </message>
    <message numerus="yes">
        <source>(%n left to place)</source>
        <translation>
            <numerusform>（還要放 %n 個）</numerusform>
        </translation>
    </message>
    <message>
        <source>Knight: add +2 population to this plague? Choose on the right.</source>
        <translation>騎士：這次鼠疫要讓人口 +2 嗎？請在右側選擇。</translation>
    </message>
    <message>
        <source>Witch: swap the two tokens or leave them.</source>
        <translation>女巫：交換這兩個指示物，或維持原狀。</translation>
    </message>
    <message>
        <source>Your final turn: you may {things}. Then press “End my turn”.</source>
        <translation>你的最後回合：你可以{things}。完成後按「結束我的回合」。</translation>
    </message>
    <message>
        <source>Your final turn: nothing is left to do. Press “End my turn”.</source>
        <translation>你的最後回合：沒有可以做的事了。請按「結束我的回合」。</translation>
    </message>
    <message>
        <source>place one piece (Peasant)</source>
        <translation>放置 1 個棋子（農夫）</translation>
    </message>
    <message>
        <source>move the plague (Knight)</source>
        <translation>移動鼠疫棋子（騎士）</translation>
    </message>
    <message>
        <source>{name} (computer) — {phase}</source>
        <translation>{name}（電腦）：{phase}</translation>
    </message>
    <message>
        <source>{name} — {phase}</source>
        <translation>{name}：{phase}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name}思考中…</translation>
    </message>
    <message>
        <source>Place {count} in {region}</source>
        <translation>在{region}放 {count} 個</translation>
    </message>
    <message>
        <source>Move {count} to {region}</source>
        <translation>移 {count} 個到{region}</translation>
    </message>
    <message>
        <source>Lead {count} to {region}</source>
        <translation>帶 {count} 個到{region}</translation>
    </message>
    <message>
        <source>How many pieces?</source>
        <translation>要放幾個棋子？</translation>
    </message>
    <message>
        <source>How many pieces? (The Peasant allows one more.)</source>
        <translation>要放幾個棋子？（農夫可以多放 1 個。）</translation>
    </message>
    <message>
        <source>The Pied Piper leads how many pieces?</source>
        <translation>魔笛手要帶走幾個棋子？</translation>
    </message>
    <message>
        <source>The Merchant moves how many pieces?</source>
        <translation>商人要移動幾個棋子？</translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation>選哪一個？</translation>
    </message>
    <message>
        <source>use the Messenger (click the card, then two pieces to swap)</source>
        <translation>使用信使（點卡，再點要交換的兩個棋子）</translation>
    </message>
    <message>
        <source>use the Judge (click the card, then a region)</source>
        <translation>使用法官（點卡，再點一個區域）</translation>
    </message>
    <message>
        <source>use the Nun (click the card, then three regions)</source>
        <translation>使用修女（點卡，再點三個區域）</translation>
    </message>
    <message>
        <source>use the Bishop (click the card, then a region)</source>
        <translation>使用主教（點卡，再點一個區域）</translation>
    </message>
    <message>
        <source>use the Pied Piper (click the card, then your region and its neighbour)</source>
        <translation>使用魔笛手（點卡，再點你的區域與相鄰區域）</translation>
    </message>
    <message>
        <source>use the Jester (click the card)</source>
        <translation>使用弄臣（點卡）</translation>
    </message>
    <message>
        <source>use the Mayor (click the card)</source>
        <translation>使用市長（點卡）</translation>
    </message>
    <message>
        <source>use the Baker (click the card: 1 piece onto it)</source>
        <translation>使用麵包師（點卡：放 1 個棋子上去）</translation>
    </message>
    <message>
        <source>use the Sultan (click the card, then a region with your piece)</source>
        <translation>使用蘇丹（點卡，再點有你棋子的區域）</translation>
    </message>
    <message>
        <source>use the Wizard (click the card, then a region with your piece)</source>
        <translation>使用巫師（點卡，再點有你棋子的區域）</translation>
    </message>
    <message>
        <source>use the Nomad (click the card, then the camel&apos;s two steps)</source>
        <translation>使用遊牧民（點卡，再點駱駝走的兩步）</translation>
    </message>
    <message>
        <source>use the Astronomer (click the card: draw region cards, keep one)</source>
        <translation>使用天文學家（點卡：抽區域卡，留下一張）</translation>
    </message>
    <message>
        <source>use the Explorer (click the card: reveal region cards, settle one region)</source>
        <translation>使用探險家（點卡：翻開區域卡，進駐其中一個區域）</translation>
    </message>
    <message>
        <source>Put the camel: click a glowing region.</source>
        <translation>放置駱駝：點一個發亮的區域。</translation>
    </message>
    <message>
        <source>Baker: click a glowing region for all the pieces on the card.</source>
        <extracomment>what the deciding player does in a Big Box phase that is one click (status line)</extracomment>
        <translation>麵包師：點一個發亮的區域，卡上所有棋子都放進去。</translation>
    </message>
    <message>
        <source>Boccaccio: click a glowing region next to the plague to take 1 of your pieces there to the palace, or move none.</source>
        <translation>薄伽丘：點鼠疫旁一個發亮的區域，把你在那裡的 1 個棋子帶進宮殿；或不移動。</translation>
    </message>
    <message>
        <source>Inquisitor: click a glowing class card of a player who lost pieces to disable it until the end of their next turn, or disable none.</source>
        <translation>審判官：點一張發亮的階級卡（屬於失去棋子的玩家），使它失效到其持有者下一回合結束；或不使任何卡失效。</translation>
    </message>
    <message>
        <source>Crusader: choose on the right which turned-up token resolves next (each still needs its population).</source>
        <translation>十字軍：在右側選擇下一個結算的翻開指示物（每個仍須達到其人口數）。</translation>
    </message>
    <message>
        <source>Which token of {region} resolves next?</source>
        <translation>{region}的哪個指示物先結算？</translation>
    </message>
    <message>
        <source>Population {n}: {symbols}</source>
        <extracomment>a turned-up token on the Crusader&apos;s button: what it needs, then its symbols</extracomment>
        <translation>人口 {n}：{symbols}</translation>
    </message>
    <message>
        <source>Population {n}</source>
        <translation>人口 {n}</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M（多數）</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A（全體）</translation>
    </message>
    <message>
        <source>Boccaccio: move a piece to the palace?</source>
        <extracomment>the button that declines a pick-only decision: (question, label), by phase</extracomment>
        <translation>薄伽丘：要把一個棋子帶進宮殿嗎？</translation>
    </message>
    <message>
        <source>Move none</source>
        <translation>不移動</translation>
    </message>
    <message>
        <source>Inquisitor: disable a card?</source>
        <translation>審判官：要使一張卡失效嗎？</translation>
    </message>
    <message>
        <source>Disable none</source>
        <translation>不使卡失效</translation>
    </message>
    <message>
        <source>{card}: click a glowing place (Esc cancels).</source>
        <translation>{card}：點一個發亮的位置（按 Esc 取消）。</translation>
    </message>
    <message>
        <source>Witch: click {n} face-down rat tokens to look at ({k} chosen; Esc cancels).</source>
        <translation>女巫：點選 {n} 個面朝下的老鼠指示物來查看（已選 {k} 個；按 Esc 取消）。</translation>
    </message>
    <message>
        <source>use the Guild Master (click the card, then a guild space)</source>
        <translation>使用商會會長（點卡片，再點一個商會格）</translation>
    </message>
    <message>
        <source>use the Tavern Keeper (click the card, then a tavern city)</source>
        <translation>使用酒館老闆（點卡片，再點一座酒館城市）</translation>
    </message>
    <message>
        <source>use the Emperor (click the card, then borders for the walls)</source>
        <translation>使用皇帝（點卡片，再點要築城牆的邊界）</translation>
    </message>
    <message>
        <source>use the Alchemist (click the card, then the card whose tile it takes)</source>
        <translation>使用煉金術士（點卡片，再點要取用其板塊的卡片）</translation>
    </message>
    <message>
        <source>return the Alchemist&apos;s tile (click the card)</source>
        <translation>歸還煉金術士上的板塊（點卡片）</translation>
    </message>
    <message>
        <source>use your guild spaces (as with their cards; you are asked which source)</source>
        <translation>使用你的商會格（操作與該卡相同；會詢問使用哪個來源）</translation>
    </message>
    <message>
        <source>use the Alchemist&apos;s tile (as with its card; you are asked which source)</source>
        <translation>使用煉金術士上的板塊（操作與該卡相同；會詢問使用哪個來源）</translation>
    </message>
    <message>
        <source>{choice} (guild space)</source>
        <extracomment>a choice button&apos;s words for the source of a use: the card&apos;s own, or a guild space&apos;s</extracomment>
        <translation>{choice}（商會格）</translation>
    </message>
    <message>
        <source>{choice} (Alchemist)</source>
        <translation>{choice}（煉金術士）</translation>
    </message>
    <message>
        <source>Move the plague to {region}</source>
        <translation>把鼠疫移到{region}</translation>
    </message>
    <message>
        <source>Move the token to {region}</source>
        <translation>把指示物移到{region}</translation>
    </message>
    <message>
        <source>Send a piece of {region} to the palace</source>
        <translation>把{region}的 1 個棋子送進宮殿</translation>
    </message>
    <message>
        <source>Look at the two tokens</source>
        <translation>查看這兩個指示物</translation>
    </message>
    <message>
        <source>Return the tile</source>
        <translation>歸還板塊</translation>
    </message>
    <message>
        <source>Emperor: click glowing borders to put or take away walls ({n} of {count}), then press “Build the walls” or Enter (Esc cancels).</source>
        <translation>皇帝：點發亮的邊界放上或拿掉城牆（{n}／{count}），再按「築起城牆」或 Enter（Esc 取消）。</translation>
    </message>
    <message>
        <source>Build the walls</source>
        <translation>築起城牆</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Emperor: {n} of {count} walls chosen.</source>
        <translation>皇帝：已選 {n}／{count} 道城牆。</translation>
    </message>
    <message>
        <source>Put the Emperor&apos;s walls where they are drawn now.</source>
        <translation>把皇帝的城牆築在目前畫出的位置。</translation>
    </message>
    <message>
        <source>use the Student (click the card, then a university&apos;s region)</source>
        <translation>使用學生（點卡，再點有大學的區域）</translation>
    </message>
    <message>
        <source>use the Professor (click the card: look at the top event cards)</source>
        <translation>使用教授（點卡：查看牌堆頂的事件牌）</translation>
    </message>
    <message>
        <source>use the Royal Librarian (click the card, then a free region)</source>
        <translation>使用皇家圖書館員（點卡，再點一個空的區域）</translation>
    </message>
    <message>
        <source>Event “{event}”: click one of your glowing class cards to return it to the supply, or keep them all.</source>
        <extracomment>the status line&apos;s sentence for an event decision, by phase ({university}, {event})</extracomment>
        <translation>事件「{event}」：點一張你發亮的階級卡，把它歸還到公共區；或全部保留。</translation>
    </message>
    <message>
        <source>Event “{event}”: click a glowing region to move {university} there.</source>
        <translation>事件「{event}」：點一個發亮的區域，把{university}移到那裡。</translation>
    </message>
    <message>
        <source>Event “{event}”: click a glowing university region for your piece.</source>
        <translation>事件「{event}」：點一個發亮的大學區域，放進你的棋子。</translation>
    </message>
    <message>
        <source>Professor: click the event cards on the right in the order they go back, the top one first.</source>
        <translation>教授：依放回的順序點右側的事件牌，最上面的先點。</translation>
    </message>
    <message>
        <source>Professor: choose on the right which drawn event card happens now.</source>
        <translation>教授：在右側選擇現在發生哪一張抽出的事件牌。</translation>
    </message>
    <message>
        <source>{name} decides now (during {active}&apos;s turn).</source>
        <extracomment>the decider is not the player whose turn it is: say so first</extracomment>
        <translation>現在由{name}決定（{active}的回合中）。</translation>
    </message>
    <message>
        <source>{name} decides</source>
        <translation>由{name}決定</translation>
    </message>
    <message>
        <source>Return a class card to the supply?</source>
        <translation>要歸還一張階級卡到公共區嗎？</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>保留我的卡</translation>
    </message>
    <message>
        <source>Which event card goes back on top now? Placed so far: {placed}</source>
        <extracomment>the Professor&apos;s chooser (status line)</extracomment>
        <translation>接下來哪張事件牌放回最上面？已放：{placed}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Which drawn event card happens now?</source>
        <translation>現在發生哪一張抽出的事件牌？</translation>
    </message>
    <message>
        <source>Discard the others</source>
        <translation>棄掉其餘的</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>重新開始</translation>
    </message>
    <message>
        <source>The Professor lets {name} see the top event cards. Everybody else, look away.</source>
        <translation>教授讓{name}查看牌堆頂的事件牌，其他人請轉開視線。</translation>
    </message>
    <message>
        <source>Event card {i} from the top: {text} Click to put it back next.</source>
        <translation>由上數來第 {i} 張事件牌：{text}點選即把它放在下一個位置。</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Details</source>
        <translation>詳情</translation>
    </message>
    <message>
        <source>Key {n}</source>
        <translation>按鍵 {n}</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>When you place pieces, place one more than the rats allow; or place exactly one piece in a region without rats.</source>
        <translation>放置棋子時，可以比老鼠數多放 1 個；或在沒有老鼠的區域放剛好 1 個棋子。</translation>
    </message>
    <message>
        <source>Move 1 to 3 of your pieces from one region to one neighbouring region.</source>
        <translation>把自己 1 到 3 個棋子從一個區域移到一個相鄰區域。</translation>
    </message>
    <message>
        <source>Move one face-down rat token to a neighbouring region that holds fewer than 3 tokens; there it becomes the newest.</source>
        <translation>把 1 個面朝下的老鼠指示物移到指示物少於 3 個的相鄰區域，它會成為該區最新的指示物。</translation>
    </message>
    <message>
        <source>The plague may move 1 or 2 steps. Before the first reveal you may add 2 to the population for every token of this plague.</source>
        <translation>鼠疫棋子可以移動 1 或 2 個區域。翻開第一個指示物之前，你可以決定這次鼠疫的每個指示物都以人口 +2 計算。</translation>
    </message>
    <message>
        <source>Look at any two face-down rat tokens (only you see them), then swap their places or leave them.</source>
        <translation>查看任意 2 個面朝下的老鼠指示物（只有你看得到），然後決定是否交換它們的位置。</translation>
    </message>
    <message>
        <source>Move one of your pieces from a region without rats to the palace, where it is safe and scores at the end.</source>
        <translation>把你在無鼠區域的 1 個棋子送進宮殿，它在那裡很安全，遊戲結束時也計分。</translation>
    </message>
    <message>
        <source>Final round: place one piece from your reserve in any region.</source>
        <translation>最終輪：從儲備區放 1 個棋子到任一區域。</translation>
    </message>
    <message>
        <source>Final round: move the plague 1 or 2 steps; in the final plague you may add 2 to the population of the region it stands in.</source>
        <translation>最終輪：鼠疫棋子移動 1 或 2 個區域；最後的鼠疫時，可讓它所在區域的人口 +2。</translation>
    </message>
    <message>
        <source>Final round: as usual.</source>
        <translation>最終輪：效果相同。</translation>
    </message>
    <message>
        <source>The price: each {cls} symbol on a token that breaks out where you have pieces costs you one piece.</source>
        <translation>代價：你有棋子的區域爆發鼠疫時，指示物上每個「{cls}」圖示都會讓你失去 1 個棋子。</translation>
    </message>
    <message>
        <source>{card} ({cls})</source>
        <translation>{card}（{cls}）</translation>
    </message>
    <message numerus="yes">
        <source>%n rat token(s) here.</source>
        <translation>
            <numerusform>這裡有 %n 個老鼠指示物。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n piece(s) in {place}.</source>
        <translation>
            <numerusform>{name}：{place}有 %n 個棋子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reserve of {name}: %n piece(s). Drag one onto a glowing region.</source>
        <translation>
            <numerusform>{name}的儲備區：%n 個棋子。把一個拖到發亮的區域。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rat supply: %n token(s) left. When it is empty, the final round begins.</source>
        <translation>
            <numerusform>老鼠供應堆：剩 %n 個指示物。用完時進入最終輪。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) revealed. Everybody may count which faces are still unseen.</source>
        <translation>
            <numerusform>已翻開 %n 個指示物。大家都能推算還有哪些沒出現。</numerusform>
        </translation>
    </message>
    <message>
        <source>No pieces here.</source>
        <translation>這裡沒有棋子。</translation>
    </message>
    <message>
        <source>Majority: {names}</source>
        <translation>多數：{names}</translation>
    </message>
    <message>
        <source>Not in play with this number of players.</source>
        <translation>這個人數不使用此區域。</translation>
    </message>
    <message>
        <source>Borders: {names}</source>
        <translation>陸路相鄰：{names}</translation>
    </message>
    <message>
        <source>By sea: {names}</source>
        <translation>海路相鄰：{names}</translation>
    </message>
    <message>
        <source>The plague is here.</source>
        <translation>鼠疫棋子在這裡。</translation>
    </message>
    <message>
        <source>{region}: token {i} of {n}</source>
        <translation>{region}：第 {i} 個指示物（共&#xa0;{n}&#xa0;個）</translation>
    </message>
    <message>
        <source>Unknown rat token. When the plague strikes a region with pieces, its tokens are revealed oldest first.</source>
        <translation>未知的老鼠指示物。鼠疫襲擊有棋子的區域時，會從最早放下的指示物開始翻開。</translation>
    </message>
    <message>
        <source>Breaks out when the population is {n} or more.</source>
        <translation>人口達到 {n} 以上時爆發。</translation>
    </message>
    <message>
        <source>M: the players with the most pieces there lose one each.</source>
        <translation>M（多數）：該區棋子最多的玩家各失去 1 個。</translation>
    </message>
    <message>
        <source>A: every player there loses one.</source>
        <translation>A（全體）：該區每位玩家各失去 1 個。</translation>
    </message>
    <message>
        <source>{cls}: each player there loses one piece per {cls} card held.</source>
        <translation>{cls}：該區每位玩家，每持有 1 張{cls}卡就失去 1 個棋子。</translation>
    </message>
    <message>
        <source>The plague piece, in {region}. At the end of each turn it moves to a neighbouring region: rats spread from there and its tokens are revealed.</source>
        <translation>鼠疫棋子，目前在{region}。每回合結束時移到相鄰區域：老鼠從那裡散播，該區的指示物也會翻開。</translation>
    </message>
    <message>
        <source>The palace: pieces the King sends here are safe from the plague and score at the end.</source>
        <translation>宮殿：國王送進來的棋子不受鼠疫威脅，遊戲結束時計分。</translation>
    </message>
    <message>
        <source>Final round: add 1 piece to one region where you hold the strict majority.</source>
        <translation>最後一輪：在一個你占絕對多數的區域加 1 個棋子。</translation>
    </message>
    <message>
        <source>Final round: if your largest group of connected regions is the largest, place 2 pieces in any region.</source>
        <translation>最後一輪：若你相連區域的最大群組是全場最大，在任一區域放 2 個棋子。</translation>
    </message>
    <message>
        <source>Final round: move the plague 1 step; the Serf works there in the final plague.</source>
        <translation>最後一輪：鼠疫移動 1 步；最終鼠疫時農奴在該區發揮作用。</translation>
    </message>
    <message>
        <source>Final round: move the plague and put one rat token next to it.</source>
        <translation>最後一輪：移動鼠疫，並在其旁放 1 個老鼠指示物。</translation>
    </message>
    <message>
        <source>Final round: move the plague; you order that region&apos;s tokens in the final plague.</source>
        <translation>最後一輪：移動鼠疫；最終鼠疫時由你決定該區指示物的順序。</translation>
    </message>
    <message>
        <source>Final round: move the plague 1 to 2 (3) steps; it resolves with the final plague.</source>
        <translation>最後一輪：鼠疫移動 1–2（3）步；隨最終鼠疫一併結算。</translation>
    </message>
    <message>
        <source>Final round: move the plague 1 step; Boccaccio works there in the final plague.</source>
        <translation>最後一輪：鼠疫移動 1 步；最終鼠疫時薄伽丘在該區發揮作用。</translation>
    </message>
    <message>
        <source>Nuns here: {n} (each raises the outbreak numbers by 1).</source>
        <translation>此處的修女：{n} 位（每位使爆發數值加 1）。</translation>
    </message>
    <message>
        <source>A bishop stands here: no new rat token may enter.</source>
        <translation>此處有主教：新的老鼠指示物不能進入。</translation>
    </message>
    <message>
        <source>The camel stands here.</source>
        <translation>駱駝在此。</translation>
    </message>
    <message>
        <source>Potions of {name}: {n}</source>
        <translation>{name}的藥水：{n} 瓶</translation>
    </message>
    <message>
        <source>Diplomats of {name}: {n} (their pieces die after the plain ones)</source>
        <translation>{name}的外交官：{n} 名（有外交官的棋子在普通棋子之後才死）</translation>
    </message>
    <message>
        <source>On the card: {name} {n}</source>
        <translation>卡上：{name} {n} 個</translation>
    </message>
    <message>
        <source>Disabled by the Inquisitor: no ability until the end of its holder&apos;s next turn or until it changes hands.</source>
        <translation>已被審判官停用：到持有者下一回合結束或換手之前，沒有任何能力。</translation>
    </message>
    <message>
        <source>Guild board: a piece on a space lets its owner use that base card&apos;s ability once per turn (not on the turn the space was taken). At the end, most spaces score 2 points, the next most 1.</source>
        <translation>商會板：在商會格上有棋子的玩家，每回合可使用該基本卡的能力一次（取得該格的回合不行）。遊戲結束時，商會格最多者得 2 分，次多者得 1 分。</translation>
    </message>
    <message>
        <source>Guild space of the {card}: {ability}</source>
        <translation>「{card}」商會格：{ability}</translation>
    </message>
    <message>
        <source>Tavern board: whoever holds a city adds 1 piece to its region with each normal placement (not on the turn it was taken). At the end, most cities score 2 points, the next most 1.</source>
        <translation>酒館板：占有城市的玩家每次正常放置時，都會在該城市的區域多放 1 個棋子（取得的回合不算）。遊戲結束時，城市最多者得 2 分，次多者得 1 分。</translation>
    </message>
    <message>
        <source>{city}, the tavern city of {region}: its holder adds 1 piece to {region} with each normal placement.</source>
        <translation>{city}，{region}的酒館城市：占有者每次正常放置時在{region}多放 1 個棋子。</translation>
    </message>
    <message>
        <source>Held by {name}.</source>
        <translation>由{name}占有。</translation>
    </message>
    <message>
        <source>Empty.</source>
        <translation>空的。</translation>
    </message>
    <message>
        <source>A wall between {a} and {b}: they are no longer neighbours (plague, rats, moves).</source>
        <translation>{a}與{b}之間有城牆：兩地不再相鄰（鼠疫、老鼠、移動皆然）。</translation>
    </message>
    <message>
        <source>The border between {a} and {b}.</source>
        <translation>{a}與{b}之間的邊界。</translation>
    </message>
    <message>
        <source>Carries the level III tile of the {card}: its holder may use that ability through the Alchemist, once per turn.</source>
        <translation>帶著「{card}」的 III 級板塊：持有者每回合可透過煉金術士使用該能力一次。</translation>
    </message>
    <message>
        <source>The green university, in {region}. At “a university is founded” it scores first: the strict majority here gets 1 point, then it moves.</source>
        <translation>綠色大學，位於{region}。「大學成立」時它先計分：在此占絕對多數的玩家得 1 分，然後大學移走。</translation>
    </message>
    <message>
        <source>A university, in {region}. At “a university is founded” the strict majority here gets 1 point, then it moves.</source>
        <translation>一所大學，位於{region}。「大學成立」時，在此占絕對多數的玩家得 1 分，然後大學移走。</translation>
    </message>
    <message>
        <source>No starting pieces may go into its region.</source>
        <translation>起始棋子不能放進它所在的區域。</translation>
    </message>
    <message>
        <source>A university marker: a university stood in {region}. No university may move here until every marker is removed.</source>
        <translation>大學標記：曾有大學位於{region}。在所有標記移除之前，大學不能移到這裡。</translation>
    </message>
    <message>
        <source>The last event revealed: {name}.</source>
        <translation>上一張翻開的事件：{name}。</translation>
    </message>
    <message>
        <source>No event has been revealed yet.</source>
        <translation>還沒有翻開任何事件。</translation>
    </message>
</context>
<context>
    <name>TurnFlow</name>
    <message>
        <source>A computer player failed ({m}); it plays the first legal move.</source>
        <translation>電腦玩家出錯（{m}），改下第一個合法步。</translation>
    </message>
    <message>
        <source>{name} decides next. Everybody else, look away.</source>
        <translation>接下來由{name}決定。其他人請轉開視線。</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Tutorial: well done</source>
        <extracomment>narrow enough to stand over the tables&apos; left column (players and Chronicle), so it hides neither the board nor the reserve and the cards on the right</extracomment>
        <translation>教學：做得好</translation>
    </message>
    <message>
        <source>Tutorial · step {n} of {count}</source>
        <translation>教學．第{n}／{count}步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>End the tutorial</source>
        <translation>結束教學</translation>
    </message>
    <message>
        <source>Read the tutorial&apos;s card, then press Next.</source>
        <translation>請先閱讀教學卡，再按「下一步」。</translation>
    </message>
    <message>
        <source>First read the tutorial&apos;s card and press Next.</source>
        <translation>請先閱讀教學卡，再按「下一步」。</translation>
    </message>
    <message>
        <source>Not yet: the tutorial asks for another move first (see its card).</source>
        <translation>還不行：教學要你先做另一步（請看教學卡）。</translation>
    </message>
</context>
<context>
    <name>Typography</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>There is nothing to undo.</source>
        <translation>沒有可以復原的動作。</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>沒有可以重做的動作。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <source>You can undo only on your own turn.</source>
        <translation>只能在自己的回合復原。</translation>
    </message>
    <message>
        <source>The last move was another player&apos;s; it cannot be undone.</source>
        <translation>上一步是其他玩家的行動，無法復原。</translation>
    </message>
    <message>
        <source>Your turn has ended; it cannot be taken back.</source>
        <translation>你的回合已經結束，無法收回。</translation>
    </message>
    <message>
        <source>A rat token was revealed since: that cannot be taken back.</source>
        <translation>之後已經翻開了老鼠指示物，無法收回。</translation>
    </message>
    <message>
        <source>A rat token was drawn since: that cannot be taken back.</source>
        <translation>之後已經抽出了老鼠指示物，無法收回。</translation>
    </message>
    <message>
        <source>The Witch has looked at tokens since: that cannot be taken back.</source>
        <translation>之後女巫已經查看過指示物，無法收回。</translation>
    </message>
    <message>
        <source>The undone moves can no longer be replayed.</source>
        <translation>已復原的動作無法再重做。</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
</context>
<context>
    <name>UnfinishedScreen</name>
    <message>
        <source>Unfinished games</source>
        <translation>未完成的遊戲</translation>
    </message>
    <message>
        <source>Every game not played to the end is kept here, newest first. Choose one to continue it.</source>
        <translation>每一局還沒下完的遊戲都保留在這裡，最新的在最上面。選一局即可繼續。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>繼續這局</translation>
    </message>
    <message>
        <source>{when}: this file cannot be read ({name})</source>
        <translation>{when}：無法讀取這個檔案（{name}）</translation>
    </message>
    <message>
        <source>{when}: {game}: {names}, {moves} moves</source>
        <translation>{when}：《{game}》{names}，已進行 {moves} 步</translation>
    </message>
</context>
<context>
    <name>UniversityCounts</name>
    <message numerus="yes">
        <source>The event deck: %n card(s) left. After each player&apos;s turn one is revealed; the discards are shuffled again when it runs out.</source>
        <translation>
            <numerusform>事件牌堆：剩 %n 張。每位玩家的回合結束後翻開一張；牌堆用完時，棄牌會重新洗牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n more piece(s) owed)</source>
        <translation>
            <numerusform>（還要再放 %n 個棋子）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Upgrade</name>
    <message>
        <source>Place 2 extra pieces (or 2 pieces in a region without rats).</source>
        <translation>多放 2 個棋子（或在沒有老鼠的區域放 2 個）。</translation>
    </message>
    <message>
        <source>Move up to 5 pieces to a neighbouring region.</source>
        <translation>最多移動 5 個棋子到相鄰區域。</translation>
    </message>
    <message>
        <source>Move up to 2 rat tokens, each to a neighbour.</source>
        <translation>最多移動 2 個老鼠指示物，各移到相鄰區域。</translation>
    </message>
    <message>
        <source>The plague piece may go one step further.</source>
        <translation>鼠疫棋子可以多走 1 步。</translation>
    </message>
    <message>
        <source>Look at 3 face-down rat tokens, then put them back in any order.</source>
        <translation>查看 3 個面朝下的老鼠指示物，再依任意順序放回。</translation>
    </message>
    <message>
        <source>Send up to 2 pieces from rat-free regions to the palace.</source>
        <translation>從沒有老鼠的區域送最多 2 個棋子進宮殿。</translation>
    </message>
    <message>
        <source>Put 2 pieces onto the Baker each turn.</source>
        <translation>每回合放 2 個棋子到麵包師卡上。</translation>
    </message>
    <message>
        <source>2 pieces for each token that kills another player&apos;s piece.</source>
        <translation>每個殺死其他玩家棋子的指示物，放 2 個棋子。</translation>
    </message>
    <message>
        <source>Make two swaps.</source>
        <translation>交換兩次。</translation>
    </message>
    <message>
        <source>Also add a piece where you tie for the most pieces.</source>
        <translation>在你與他人並列棋子最多的區域也加 1 個棋子。</translation>
    </message>
    <message>
        <source>Each nun raises the outbreak numbers by 2.</source>
        <translation>每位修女使爆發數值加 2。</translation>
    </message>
    <message>
        <source>Place or move both bishops.</source>
        <translation>放置或移動兩位主教。</translation>
    </message>
    <message>
        <source>Spread 2 extra rat tokens.</source>
        <translation>擴散時多放 2 個老鼠指示物。</translation>
    </message>
    <message>
        <source>You may discard 1 turned-up token without resolving it.</source>
        <translation>可以棄掉 1 個翻開的指示物而不結算。</translation>
    </message>
    <message>
        <source>Give out 2 potions.</source>
        <translation>發出 2 瓶藥水。</translation>
    </message>
    <message>
        <source>Lead up to 2 of your pieces together.</source>
        <translation>一起帶走你最多 2 個棋子。</translation>
    </message>
    <message>
        <source>Own 4 walls.</source>
        <translation>擁有 4 道城牆。</translation>
    </message>
    <message>
        <source>Place 3 extra pieces when she qualifies.</source>
        <translation>符合條件時多放 3 個棋子。</translation>
    </message>
    <message>
        <source>Draw 4 region cards and keep 2.</source>
        <translation>抽 4 張區域卡，留下 2 張。</translation>
    </message>
    <message>
        <source>Put 2 pieces into the chosen region.</source>
        <translation>在選中的區域放 2 個棋子。</translation>
    </message>
    <message>
        <source>You also add a piece where the camel stops.</source>
        <translation>你也在駱駝停下的區域加 1 個棋子。</translation>
    </message>
    <message>
        <source>Hand out 2 diplomats.</source>
        <translation>派出 2 位外交官。</translation>
    </message>
    <message>
        <source>Put 2 pieces into a university region.</source>
        <translation>放 2 個棋子到有大學的區域。</translation>
    </message>
    <message>
        <source>Look at the top 6 event cards.</source>
        <translation>查看事件牌堆頂 6 張。</translation>
    </message>
    <message>
        <source>Move either university.</source>
        <translation>移動任一所大學。</translation>
    </message>
    <message>
        <source>2 kills of other players are enough.</source>
        <translation>殺死其他玩家 2 個棋子就足夠。</translation>
    </message>
    <message>
        <source>Put 2 pieces on 2 guild spaces.</source>
        <translation>放 2 個棋子到 2 個公會格。</translation>
    </message>
    <message>
        <source>Take 2 tavern cities.</source>
        <translation>佔領 2 座酒館城市。</translation>
    </message>
    <message>
        <source>Send up to 2 pieces to the palace.</source>
        <translation>送最多 2 個棋子進宮殿。</translation>
    </message>
    <message>
        <source>Return 1 piece, then send up to 2 more to the palace.</source>
        <translation>收回 1 個棋子，再送最多 2 個棋子進宮殿。</translation>
    </message>
    <message>
        <source>Place 3 extra pieces (or 3 pieces in a region without rats).</source>
        <translation>多放 3 個棋子（或在沒有老鼠的區域放 3 個）。</translation>
    </message>
    <message>
        <source>Move up to 5 pieces up to 2 steps away.</source>
        <translation>最多移動 5 個棋子到 2 步以內的區域。</translation>
    </message>
    <message>
        <source>Move up to 2 rat tokens to any regions.</source>
        <translation>最多移動 2 個老鼠指示物到任意區域。</translation>
    </message>
    <message>
        <source>The plague piece may go one step further, and the bonus is +3.</source>
        <translation>鼠疫棋子可以多走 1 步，加成變為 +3。</translation>
    </message>
    <message>
        <source>Look at 4 face-down rat tokens, then put them back in any order.</source>
        <translation>查看 4 個面朝下的老鼠指示物，再依任意順序放回。</translation>
    </message>
    <message>
        <source>Send up to 2 pieces to the palace from any region, rats or not.</source>
        <translation>從任何區域（不論有無老鼠）送最多 2 個棋子進宮殿。</translation>
    </message>
    <message>
        <source>Put 3 pieces onto the Baker each turn.</source>
        <translation>每回合放 3 個棋子到麵包師卡上。</translation>
    </message>
    <message>
        <source>2 pieces for each token that kills anybody.</source>
        <translation>每個殺死任何人棋子的指示物，放 2 個棋子。</translation>
    </message>
    <message>
        <source>Make three swaps.</source>
        <translation>交換三次。</translation>
    </message>
    <message>
        <source>Ties count, and in the final round add a piece in every region where you have the most.</source>
        <translation>並列也算；最終輪在你棋子最多的每個區域各加 1 個棋子。</translation>
    </message>
    <message>
        <source>Each nun raises the outbreak numbers by 3.</source>
        <translation>每位修女使爆發數值加 3。</translation>
    </message>
    <message>
        <source>Place or move both bishops, and remove one rat token from a bishop&apos;s region unseen.</source>
        <translation>放置或移動兩位主教，並從有主教的區域不看內容地移除 1 個老鼠指示物。</translation>
    </message>
    <message>
        <source>Spread 2 extra rat tokens, each to any region within 2 steps.</source>
        <translation>擴散時多放 2 個老鼠指示物，各放到 2 步以內的任意區域。</translation>
    </message>
    <message>
        <source>You may discard 2 turned-up tokens without resolving them.</source>
        <translation>可以棄掉 2 個翻開的指示物而不結算。</translation>
    </message>
    <message>
        <source>Give out 3 potions.</source>
        <translation>發出 3 瓶藥水。</translation>
    </message>
    <message>
        <source>Lead up to 3 of your pieces together, up to 2 steps.</source>
        <translation>一起帶走你最多 3 個棋子，最遠 2 步。</translation>
    </message>
    <message>
        <source>Own 5 walls.</source>
        <translation>擁有 5 道城牆。</translation>
    </message>
    <message>
        <source>Place 3 extra pieces; a tie for the largest group qualifies too.</source>
        <translation>多放 3 個棋子；並列最大群也符合條件。</translation>
    </message>
    <message>
        <source>Draw 5 region cards and keep 2.</source>
        <translation>抽 5 張區域卡，留下 2 張。</translation>
    </message>
    <message>
        <source>Reveal 4 region cards; put 2 pieces into the chosen region.</source>
        <translation>翻開 4 張區域卡；在選中的區域放 2 個棋子。</translation>
    </message>
    <message>
        <source>The camel walks exactly 3 steps; bonuses in its start and both regions it passes.</source>
        <translation>駱駝恰好走 3 步；起點與途經的兩個區域都有加成。</translation>
    </message>
    <message>
        <source>Hand out 3 diplomats.</source>
        <translation>派出 3 位外交官。</translation>
    </message>
    <message>
        <source>Put 3 pieces into a university region.</source>
        <translation>放 3 個棋子到有大學的區域。</translation>
    </message>
    <message>
        <source>Look at the top 6 event cards and discard any of them.</source>
        <translation>查看事件牌堆頂 6 張，並可棄掉其中任意張。</translation>
    </message>
    <message>
        <source>Move both universities.</source>
        <translation>移動兩所大學。</translation>
    </message>
    <message>
        <source>2 kills are enough; disable up to 2 cards.</source>
        <translation>殺死 2 個就足夠；最多使 2 張卡失效。</translation>
    </message>
    <message>
        <source>Put 3 pieces on guild spaces.</source>
        <translation>放 3 個棋子到公會格。</translation>
    </message>
    <message>
        <source>Take 3 tavern cities.</source>
        <translation>佔領 3 座酒館城市。</translation>
    </message>
    <message>
        <source>Send up to 3 pieces to the palace.</source>
        <translation>送最多 3 個棋子進宮殿。</translation>
    </message>
    <message>
        <source>Send up to 2 pieces to the palace; none needs to go home.</source>
        <translation>送最多 2 個棋子進宮殿；不必先收回棋子。</translation>
    </message>
    <message>
        <source>Level II</source>
        <translation>II 級</translation>
    </message>
    <message>
        <source>Level III</source>
        <translation>III 級</translation>
    </message>
    <message>
        <source>Click to upgrade the {card} to {level} instead of taking a card this turn.</source>
        <translation>點選即可把「{card}」升到{level}，代替本回合拿取卡牌。</translation>
    </message>
    <message>
        <source>The {card} carries its {level} tile.</source>
        <translation>「{card}」上放著{level}升級板塊。</translation>
    </message>
    <message>
        <source>The tile goes back to the supply when the card changes hands; the card&apos;s class still costs its holder as before.</source>
        <translation>卡牌易手時，升級板塊回到供應區；持有者照舊為卡牌的階級付出代價。</translation>
    </message>
    <message>
        <source>upgrade one of your cards (click its tile)</source>
        <translation>升級你的一張卡（點選它的板塊）</translation>
    </message>
    <message>
        <source>{level}: {text}</source>
        <translation>{level}：{text}</translation>
    </message>
    <message>
        <source>Discard: {token}</source>
        <translation>棄掉：{token}</translation>
    </message>
    <message>
        <source>The Knight: +{n} population for this plague?</source>
        <translation>騎士：這次鼠疫要讓人口 +{n} 嗎？</translation>
    </message>
    <message>
        <source>Yes, +{n}</source>
        <translation>要，+{n}</translation>
    </message>
    <message>
        <source>Witch: put the rat tokens back in the order you choose.</source>
        <translation>女巫：依你選擇的順序放回老鼠指示物。</translation>
    </message>
    <message>
        <source>Knight: add +{n} population to this plague? Choose on the right.</source>
        <translation>騎士：這次鼠疫要讓人口 +{n} 嗎？請在右側選擇。</translation>
    </message>
    <message>
        <source>use the Witch (click her card, then the rat tokens to look at)</source>
        <translation>使用女巫（點選她的卡，再點要查看的老鼠指示物）</translation>
    </message>
</context>
<context>
    <name>WitchArrangePrompt</name>
    <message>
        <source>The Witch shows you {n} rat tokens</source>
        <translation>女巫讓你看 {n} 個老鼠指示物</translation>
    </message>
    <message>
        <source>Only you know these faces. Click them in the order they go back: the first click fills the first place, and so on.</source>
        <translation>只有你知道它們的內容。依放回的順序點選它們：第一次點選填入第一個位置，依此類推。</translation>
    </message>
    <message>
        <source>Put them back</source>
        <translation>放回</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>重新選擇</translation>
    </message>
    <message>
        <source>Leave them as they are</source>
        <translation>維持原狀</translation>
    </message>
    <message>
        <source>Every token goes to the place it was given.</source>
        <translation>每個指示物放到指定給它的位置。</translation>
    </message>
    <message>
        <source>Empty the places and choose again.</source>
        <translation>清空位置，重新選擇。</translation>
    </message>
    <message>
        <source>Every token goes back where it lay.</source>
        <translation>每個指示物放回原本的位置。</translation>
    </message>
    <message>
        <source>Place {k}: {region}, token {i} of {n}</source>
        <translation>位置 {k}：{region}，第 {i} 個（共&#xa0;{n}&#xa0;個）</translation>
    </message>
    <message>
        <source>This token lay in {place}. Click it to give it the next free place.</source>
        <translation>這個指示物原在{place}。點選它，把下一個空位給它。</translation>
    </message>
    <message>
        <source>The Witch lets {name} see {n} rat tokens and put them back in any order. Everybody else, look away.</source>
        <translation>女巫讓{name}偷看 {n} 個老鼠指示物，並依任意順序放回。其他人請轉開視線。</translation>
    </message>
</context>
<context>
    <name>WitchPrompt</name>
    <message>
        <source>The Witch shows you two rat tokens</source>
        <translation>女巫讓你看 2 個老鼠指示物</translation>
    </message>
    <message>
        <source>Only you know these faces. Swap the tokens&apos; places, or leave them.</source>
        <translation>只有你知道它們的內容。交換兩者的位置，或維持原狀。</translation>
    </message>
    <message>
        <source>Swap them</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>Leave them</source>
        <translation>不交換</translation>
    </message>
    <message>
        <source>{region}, token {i} of {n}</source>
        <translation>{region}，第 {i} 個（共&#xa0;{n}&#xa0;個）</translation>
    </message>
</context>
</TS>
