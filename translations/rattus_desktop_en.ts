<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>{name}'s Sword: {target} must give %n card(s).</source>
        <translation>
            <numerusform>{name}'s Sword: {target} must give %n card.</numerusform>
            <numerusform>{name}'s Sword: {target} must give %n cards.</numerusform>
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
    <message numerus="yes">
        <source>Enter {b} with %n card(s)</source>
        <translation>
            <numerusform>Enter {b} with %n card</numerusform>
            <numerusform>Enter {b} with %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CartusFlow</name>
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
    <name>CartusResults</name>
    <message numerus="yes">
        <source>Dead of the plague: %n rat(s), more than {nuns} on the nun row.</source>
        <translation>
            <numerusform>Dead of the plague: %n rat, more than {nuns} on the nun row.</numerusform>
            <numerusform>Dead of the plague: %n rats, more than {nuns} on the nun row.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFlow</name>
    <message numerus="yes">
        <source>{name} wins with %n point(s).</source>
        <translation>
            <numerusform>{name} wins with %n point.</numerusform>
            <numerusform>{name} wins with %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
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
        <source>Outbreak in {name}'s borough! %n prestige lost.</source>
        <translation>
            <numerusform>Outbreak in {name}'s borough! %n prestige lost.</numerusform>
            <numerusform>Outbreak in {name}'s borough! %n prestige lost.</numerusform>
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
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Hot-seat for %n</source>
        <translation>
            <numerusform>Hot-seat for %n</numerusform>
            <numerusform>Hot-seat for %n</numerusform>
        </translation>
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
    <name>Status</name>
    <message numerus="yes">
        <source>(%n left to place)</source>
        <translation>
            <numerusform>(%n left to place)</numerusform>
            <numerusform>(%n left to place)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tips</name>
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
</context>
<context>
    <name>UniversityCounts</name>
    <message numerus="yes">
        <source>The event deck: %n card(s) left. After each player's turn one is revealed; the discards are shuffled again when it runs out.</source>
        <translation>
            <numerusform>The event deck: %n card left. After each player's turn one is revealed; the discards are shuffled again when it runs out.</numerusform>
            <numerusform>The event deck: %n cards left. After each player's turn one is revealed; the discards are shuffled again when it runs out.</numerusform>
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
</TS>
