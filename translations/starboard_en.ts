<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>GalaxyCommand</name>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <translation>
            <numerusform>%1 (%n lost to full storage)</numerusform>
            <numerusform>%1 (%n lost to full storage)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Year %1 begins: %n event(s) to come</source>
        <translation>
            <numerusform>Year %1 begins: %n event to come</numerusform>
            <numerusform>Year %1 begins: %n events to come</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GalaxyOfD</name>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <translation>
            <numerusform>Die roll %1: %n Thing is drawn.</numerusform>
            <numerusform>Die roll %1: %n Things are drawn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <translation>
            <numerusform>%1–%n players</numerusform>
            <numerusform>%1–%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverSummary</name>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <translation>
            <numerusform>after %n turn</numerusform>
            <numerusform>after %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <translation>
            <numerusform>%1 cannot be played by %n player.</numerusform>
            <numerusform>%1 cannot be played by %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: /players: %2 cannot be played by %n player(s)</source>
        <translation>
            <numerusform>%1: /players: %2 cannot be played by %n player</numerusform>
            <numerusform>%1: /players: %2 cannot be played by %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcBoard</name>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <translation>
            <numerusform>%n event left · round %1/%2</numerusform>
            <numerusform>%n events left · round %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <translation>
            <numerusform>%n event left this year · round %1 of %2</numerusform>
            <numerusform>%n events left this year · round %1 of %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <translation>
            <numerusform>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point. %6</numerusform>
            <numerusform>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory points. %6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcEventCard</name>
    <message numerus="yes">
        <source>EVENTS
%n to come in Year %1</source>
        <translation>
            <numerusform>EVENTS
%n to come in Year %1</numerusform>
            <numerusform>EVENTS
%n to come in Year %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcPlayerPanel</name>
    <message numerus="yes">
        <source>%n aligned</source>
        <translation>
            <numerusform>%n aligned</numerusform>
            <numerusform>%n aligned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <translation>
            <numerusform> (%n distant)</numerusform>
            <numerusform> (%n distant)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <translation>
            <numerusform>%n technology</numerusform>
            <numerusform>%n technologies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <translation>
            <numerusform>%n victory point: %1</numerusform>
            <numerusform>%n victory points: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <translation>
            <numerusform>%n victory point so far (%1)</numerusform>
            <numerusform>%n victory points so far (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcTechMat</name>
    <message numerus="yes">
        <source>Costs %1 wealth, worth %n victory point(s).</source>
        <translation>
            <numerusform>Costs %1 wealth, worth %n victory point.</numerusform>
            <numerusform>Costs %1 wealth, worth %n victory points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <translation>
            <numerusform>%n ship in play</numerusform>
            <numerusform>%n ships in play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <translation>
            <numerusform>%n move left</numerusform>
            <numerusform>%n moves left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <translation>
            <numerusform>On top · %n move left</numerusform>
            <numerusform>On top · %n moves left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n game played</numerusform>
            <numerusform>%n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <translation>
            <numerusform>%n ship of yours: %1</numerusform>
            <numerusform>%n of your ships, top: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <translation>
            <numerusform>%n enemy ship, top: %1</numerusform>
            <numerusform>%n enemy ships, top: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::data</name>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <translation>
            <numerusform>%1: the file is larger than the limit of %n byte</numerusform>
            <numerusform>%1: the file is larger than the limit of %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <translation>
            <numerusform>nesting deeper than the limit of %n level</numerusform>
            <numerusform>nesting deeper than the limit of %n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <translation>
            <numerusform>expected 2 entries (Year 1 and Year 2), found %n</numerusform>
            <numerusform>expected 2 entries (Year 1 and Year 2), found %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <translation>
            <numerusform>the &apos;%1&apos; deck has %n near system; a player needs %2 (%3)</numerusform>
            <numerusform>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <translation>
            <numerusform>the &apos;%1&apos; deck has %n distant system; a player needs %2 (%3)</numerusform>
            <numerusform>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <translation>
            <numerusform>the &apos;%1&apos; deck has %n event that is not a red alert; a year needs %2 (%3)</numerusform>
            <numerusform>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <translation>
            <numerusform>a galaxy needs at least 2 sectors (found %n)</numerusform>
            <numerusform>a galaxy needs at least 2 sectors (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <translation>
            <numerusform>a galaxy has at most %1 sectors (found %n)</numerusform>
            <numerusform>a galaxy has at most %1 sectors (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <translation>
            <numerusform>the ship table has at most %1 ships (found %n)</numerusform>
            <numerusform>the ship table has at most %1 ships (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <translation>
            <numerusform>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</numerusform>
            <numerusform>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <translation>
            <numerusform>there is no sector number %1 (the galaxy has %n sector)</numerusform>
            <numerusform>there is no sector number %1 (the galaxy has %n sectors)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <translation>
            <numerusform>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector cut off)</numerusform>
            <numerusform>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sectors cut off)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <translation>
            <numerusform>expected one seat per player (%n player), found %1</numerusform>
            <numerusform>expected one seat per player (%n players), found %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <translation>
            <numerusform>%1: the record is larger than the limit of %n byte</numerusform>
            <numerusform>%1: the record is larger than the limit of %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <translation>
            <numerusform>must have at least %n character (found %1)</numerusform>
            <numerusform>must have at least %n characters (found %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <translation>
            <numerusform>must have at most %n character (found %1)</numerusform>
            <numerusform>must have at most %n characters (found %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <translation>
            <numerusform>must have at least %n item (found %1)</numerusform>
            <numerusform>must have at least %n items (found %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <translation>
            <numerusform>must have at most %n item (found %1)</numerusform>
            <numerusform>must have at most %n items (found %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <translation>
            <numerusform>does not match the %n allowed form (%1); it reports:</numerusform>
            <numerusform>matches none of the %n allowed forms (%1); the closest one reports:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <translation>
            <numerusform>matches %n of the allowed forms but must match exactly one (oneOf)</numerusform>
            <numerusform>matches %n of the allowed forms but must match exactly one (oneOf)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::PlaytestDialog</name>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <translation>
            <numerusform>This content cannot seat %n player.</numerusform>
            <numerusform>This content cannot seat %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Cancelled after %n game.</numerusform>
            <numerusform>Cancelled after %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <translation>
            <numerusform>%n game played in %1 s.</numerusform>
            <numerusform>%n games played in %1 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <translation>
            <numerusform>Share of the %n game won by each seat</numerusform>
            <numerusform>Share of the %n games won by each seat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <translation>
            <numerusform>%1: %n game of %2 (%3)</numerusform>
            <numerusform>%1: %n games of %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <translation>
            <numerusform>%1 actions: %n game</numerusform>
            <numerusform>%1 actions: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <translation>
            <numerusform>Length of the %n game: mean %1, median %2</numerusform>
            <numerusform>Length of the %n games: mean %1, median %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scores in %n game(s)</source>
        <translation>
            <numerusform>Final scores in %n game</numerusform>
            <numerusform>Final scores in %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <translation>
            <numerusform>Seat %1, score %2: %n game</numerusform>
            <numerusform>Seat %1, score %2: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <translation>
            <numerusform>Share of the %n game the team won and lost</numerusform>
            <numerusform>Share of the %n games the team won and lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <translation>
            <numerusform>Share of the %n game won and lost</numerusform>
            <numerusform>Share of the %n games won and lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <translation>
            <numerusform>Variant B cannot seat %n player.</numerusform>
            <numerusform>Variant B cannot seat %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare: A as above; %1 (the same %n game(s) and seeds)</source>
        <translation>
            <numerusform>Compare: A as above; %1 (the same %n game and seed)</numerusform>
            <numerusform>Compare: A as above; %1 (the same %n games and seeds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <translation>
            <numerusform>B was cancelled after %n game.</numerusform>
            <numerusform>B was cancelled after %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ too few games to tell: fewer than %n game(s) count for the figure, or a rate&apos;s 95% interval is wider than %1 percentage points. Run more games.</source>
        <translation>
            <numerusform>⚠ too few games to tell: fewer than %n game counts for the figure, or a rate&apos;s 95% interval is wider than %1 percentage points. Run more games.</numerusform>
            <numerusform>⚠ too few games to tell: fewer than %n games count for the figure, or a rate&apos;s 95% interval is wider than %1 percentage points. Run more games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message numerus="yes">
        <source>%n problem(s): the game refuses this file until they are fixed. Click one to go to it.</source>
        <translation>
            <numerusform>%n problem: the game refuses this file until it is fixed. Click it to go to it.</numerusform>
            <numerusform>%n problems: the game refuses this file until they are fixed. Click one to go to it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <translation>
            <numerusform>Remove %n unknown key</numerusform>
            <numerusform>Remove %n unknown keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message numerus="yes">
        <source>The map is connected (%n sector(s))</source>
        <translation>
            <numerusform>The map is connected (%n sector)</numerusform>
            <numerusform>The map is connected (%n sectors)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of fixed Things next to each other (%1)</source>
        <translation>
            <numerusform>%n pair of fixed Things next to each other (%1)</numerusform>
            <numerusform>%n pairs of fixed Things next to each other (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo price $%1 (the nearest planet is %n move(s) from the Spaceport)</source>
        <translation>
            <numerusform>Cargo price $%1 (the nearest planet is %n move from the Spaceport)</numerusform>
            <numerusform>Cargo price $%1 (the nearest planet is %n moves from the Spaceport)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <translation>
            <numerusform>Room for two Starbases at least %n move apart</numerusform>
            <numerusform>Room for two Starbases at least %n moves apart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <translation>
            <numerusform>No room for two Starbases %n move apart and away from the Things (the game then drops the rule)</numerusform>
            <numerusform>No room for two Starbases %n moves apart and away from the Things (the game then drops the rule)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) differ from their mirror image</source>
        <translation>
            <numerusform>%n sector differs from its mirror image</numerusform>
            <numerusform>%n sectors differ from their mirror image</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <translation>
            <numerusform>Two of the %n marked Starbase sectors are at least %1 moves apart and away from the Things</numerusform>
            <numerusform>Two of the %n marked Starbase sectors are at least %1 moves apart and away from the Things</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <translation>
            <numerusform>No two of the %n marked Starbase sectors are %1 moves apart and away from the Things (the game then drops the rule)</numerusform>
            <numerusform>No two of the %n marked Starbase sectors are %1 moves apart and away from the Things (the game then drops the rule)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <translation>
            <numerusform>%n sector cannot be reached from %1</numerusform>
            <numerusform>%n sectors cannot be reached from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::gc::GcController</name>
    <message numerus="yes">
        <source>%n point(s), %1</source>
        <translation>
            <numerusform>%n point, %1</numerusform>
            <numerusform>%n points, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <translation>
            <numerusform>%1 lost %n ship</numerusform>
            <numerusform>%1 lost %n ships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <translation>
            <numerusform>Choose the next ship to take the fire: %n point of attack left to absorb.</numerusform>
            <numerusform>Choose the next ship to take the fire: %n points of attack left to absorb.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <translation>
            <numerusform>A Starbase must be at least %n sector away from the other Starbase.</numerusform>
            <numerusform>A Starbase must be at least %n sectors away from the other Starbase.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <translation>
            <numerusform>Out of reach: the selected ships have %n move left.</numerusform>
            <numerusform>Out of reach: the selected ships have %n moves left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <translation>
            <numerusform>The %n chit of this ship is in play.</numerusform>
            <numerusform>All %n chits of this ship are in play.</numerusform>
        </translation>
    </message>
</context>
</TS>
