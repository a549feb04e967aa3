<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>GalacticWarfare</name>
    <message numerus="yes">
        <source>Each player is dealt %n card(s).</source>
        <extracomment>Galactic Warfare log: the cards dealt before the game (not named: hands are hidden). %n: cards in each hand.</extracomment>
        <translation>
            <numerusform>Each player is dealt %n card.</numerusform>
            <numerusform>Each player is dealt %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 with %n dice.</source>
        <extracomment>Galactic Warfare log: a side&apos;s dice in a battle. %1: the side (&apos;White&apos;), %2: the sum, %3: the number of dice, e.g. &apos;Blue rolls 9 with 2 dice.&apos;</extracomment>
        <translation>
            <numerusform>%1 rolls %2 with %n die.</numerusform>
            <numerusform>%1 rolls %2 with %n dice.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <extracomment>Galaxy Command, log: %1: what was collected, e.g. &apos;collects 2 metal and 1 wealth&apos;; %n: how many resources were lost because the storage was full.</extracomment>
        <translation>
            <numerusform>%1 (%n lost to full storage)</numerusform>
            <numerusform>%1 (%n lost to full storage)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Year %1 begins: %n event(s) to come</source>
        <extracomment>Galaxy Command, log: %1: the year (round) of the game that begins, e.g. 2; %n: how many event cards will be drawn this year.</extracomment>
        <translation>
            <numerusform>Year %1 begins: %n event to come</numerusform>
            <numerusform>Year %1 begins: %n events to come</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GalaxyFighters</name>
    <message numerus="yes">
        <source>%n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: aliens placed by the spawn card.</extracomment>
        <translation>
            <numerusform>%n alien lands.</numerusform>
            <numerusform>%n aliens land.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters, log: aliens shot by the ship.</extracomment>
        <translation>
            <numerusform>%n alien destroyed.</numerusform>
            <numerusform>%n aliens destroyed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: aliens that move in the approach (invaders and crashes included).</extracomment>
        <translation>
            <numerusform>%n alien approaches.</numerusform>
            <numerusform>%n aliens approach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n district(s) invaded.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>
            <numerusform>%n district invaded.</numerusform>
            <numerusform>%n districts invaded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters: the end of a game. %1: why it ended, a sentence.</extracomment>
        <translation>
            <numerusform>%1 %n alien destroyed.</numerusform>
            <numerusform>%1 %n aliens destroyed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The starting card: %n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: the starting spawn card&apos;s aliens placed once every ship is ready.</extracomment>
        <translation>
            <numerusform>The starting card: %n alien lands.</numerusform>
            <numerusform>The starting card: %n aliens land.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) pushed back.</source>
        <extracomment>Galaxy Fighters, log: aliens pushed back by a ship&apos;s engine or special weapon.</extracomment>
        <translation>
            <numerusform>%n alien pushed back.</numerusform>
            <numerusform>%n aliens pushed back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: the rest of an approach (after the player chose where an invader goes, or after a crash or an invasion).</extracomment>
        <translation>
            <numerusform>%n more alien approaches.</numerusform>
            <numerusform>%n more aliens approach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n times).</source>
        <extracomment>Galaxy Fighters, log: a sentence that happened several times in one action. %1: the sentence without its full stop, e.g. &apos;A Yellum invades Rocketown&apos;; %n: how often (2 or more).</extracomment>
        <translation>
            <numerusform>%1 (%n time).</numerusform>
            <numerusform>%1 (%n times).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GalaxyOfD</name>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll, a number; %n: the number of Things drawn (placed on the galaxy).</extracomment>
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
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %n: the number, e.g. &apos;1 player&apos;.</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %1: the fewest; %n: the most, e.g. &apos;1–4 players&apos;.</extracomment>
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
        <extracomment>The game over summary: %n: the number of turns played.</extracomment>
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
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;; %n: the number of players.</extracomment>
        <translation>
            <numerusform>%1 cannot be played by %n player.</numerusform>
            <numerusform>%1 cannot be played by %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcBoard</name>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <extracomment>Galaxy Command board: the status of the event deck, short form for a narrow window. %n: event cards left; %1: this round; %2: all rounds, e.g. &apos;3 event(s) left · round 2/6&apos;.</extracomment>
        <translation>
            <numerusform>%n event left · round %1/%2</numerusform>
            <numerusform>%n events left · round %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <extracomment>Galaxy Command board: the status of the event deck. %n: event cards left; %1: this round; %2: all rounds.</extracomment>
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
        <extracomment>Galaxy Command, a system card on the board: what a screen reader says of the card. %1: its name, e.g. &apos;Sirius&apos;; %2: &apos;near&apos; or &apos;distant&apos;; %3: its resistance; %4, %5: its metal and wealth production; %n: its victory points; %6: &apos;Aligned with the Empire.&apos; or &apos;Unaligned.&apos;.</extracomment>
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
        <extracomment>Galaxy Command: a player&apos;s result in the results list; %n: the victory points scored.</extracomment>
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
        <extracomment>Galaxy Command, the event deck on the board: a heading (capitals) and a second line. %n: event cards still to come; %1: the year (round), 1 or 2. Keep the line break.</extracomment>
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
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the systems aligned with the Empire. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n aligned</numerusform>
            <numerusform>%n aligned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: added after &apos;%n aligned&apos;: how many of them are distant systems. %n: the number; keep the space before the bracket.</extracomment>
        <translation>
            <numerusform> (%n distant)</numerusform>
            <numerusform> (%n distant)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the technologies discovered. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n technology</numerusform>
            <numerusform>%n technologies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: at the end of the game. %n: the victory points; %1: the rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n victory point: %1</numerusform>
            <numerusform>%n victory points: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: during the game. %n: the victory points; %1: the rank they would give, e.g. &apos;Remain a Commander&apos;.</extracomment>
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
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s tool tip. %1: its price; %n: its victory points.</extracomment>
        <translation>
            <numerusform>Costs %1 wealth, worth %n victory point.</numerusform>
            <numerusform>Costs %1 wealth, worth %n victory points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GfCell</name>
    <message numerus="yes">
        <source>%1 towards %2, stack of %n</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: the top alien&apos;s kind, e.g. &apos;Bluvol&apos;; %2: the district it flies towards, e.g. &apos;Rocketown&apos;; %n: the aliens stacked there.</extracomment>
        <translation>
            <numerusform>%1 towards %2, stack of %n</numerusform>
            <numerusform>%1 towards %2, stack of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stack of %n aliens, top first:</source>
        <extracomment>Galaxy Fighters board: the first line of a space&apos;s tool tip over a stack of aliens; one line per alien follows, the top one first (the one a shot hits).</extracomment>
        <translation>
            <numerusform>A stack of %n alien, top first:</numerusform>
            <numerusform>A stack of %n aliens, top first:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GfCockpit</name>
    <message numerus="yes">
        <source>To %1 (%n invader(s))</source>
        <extracomment>Galaxy Fighters board: a button: the invader goes to that district. %1: a district; %n: its invaders now.</extracomment>
        <translation>
            <numerusform>To %1 (%n invader)</numerusform>
            <numerusform>To %1 (%n invaders)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n Special symbol(s).</source>
        <extracomment>Galaxy Fighters board: what a command takes, after its description in the tool tip and for a screen reader. %n: Special symbols (the star on the dice).</extracomment>
        <translation>
            <numerusform>Takes %n Special symbol.</numerusform>
            <numerusform>Takes %n Special symbols.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %n: the number of the player&apos;s ships on the board.</extracomment>
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
        <extracomment>Galaxy of D, a stack of ships: %n: a ship&apos;s moves left this turn.</extracomment>
        <translation>
            <numerusform>%n move left</numerusform>
            <numerusform>%n moves left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: the ship on top (it fights first). %n: its moves left this turn.</extracomment>
        <translation>
            <numerusform>On top · %n move left</numerusform>
            <numerusform>On top · %n moves left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GwPlayerPanel</name>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <extracomment>Galactic Warfare: a side&apos;s ships on the board, in its panel.</extracomment>
        <translation>
            <numerusform>%n ship in play</numerusform>
            <numerusform>%n ships in play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <extracomment>Galactic Warfare: the cards a side holds, in its panel (the other side&apos;s: only a count).</extracomment>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GwRules</name>
    <message numerus="yes">
        <source>Cards: %1 dealt to each player from a deck of %n</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: cards dealt to each player; %n: the cards of the deck.</extracomment>
        <translation>
            <numerusform>Cards: %1 dealt to each player from a deck of %n card</numerusform>
            <numerusform>Cards: %1 dealt to each player from a deck of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Power-ups: at most %n under a ship</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: the most power-ups under one ship.</extracomment>
        <translation>
            <numerusform>Power-ups: at most %n under a ship</numerusform>
            <numerusform>Power-ups: at most %n under a ship</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dice: %n per ship, %1 more for a defender inside its home planet</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %n: dice per ship of a stack; %1: the dice a defender inside its own home planet adds.</extracomment>
        <translation>
            <numerusform>Dice: %n per ship, %1 more for a defender inside its home planet</numerusform>
            <numerusform>Dice: %n per ship, %1 more for a defender inside its home planet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn limit: %n turn(s)</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: when the game ends at the latest.</extracomment>
        <translation>
            <numerusform>Turn limit: %n turn</numerusform>
            <numerusform>Turn limit: %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GwSquare</name>
    <message numerus="yes">
        <source>%1, %n power-up(s)</source>
        <extracomment>Galactic Warfare board: a ship on a square with its power-ups (captured ships under it), for a screen reader and the tool tip. %1: &apos;White ship&apos; or &apos;Blue ship&apos;.</extracomment>
        <translation>
            <numerusform>%1, %n power-up</numerusform>
            <numerusform>%1, %n power-ups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>New game dialog: the number of players chosen. %n: the number.</extracomment>
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
        <extracomment>The results list (home page): the score of a solitaire game. %n: the points.</extracomment>
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
        <extracomment>The home page, the results list: %n: the games played.</extracomment>
        <translation>
            <numerusform>%n game played</numerusform>
            <numerusform>%n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <extracomment>The home page, the results list: after the games played. %n: the games won.</extracomment>
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
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the player&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n ship of yours: %1</numerusform>
            <numerusform>%n of your ships, top: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the enemy&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
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
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: the file is larger than the limit of %n byte</numerusform>
            <numerusform>%1: the file is larger than the limit of %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of levels of nested lists and objects.</extracomment>
        <translation>
            <numerusform>nesting deeper than the limit of %n level</numerusform>
            <numerusform>nesting deeper than the limit of %n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the entries found. Year 1 and Year 2: the two years (rounds) of an event card.</extracomment>
        <translation>
            <numerusform>expected 2 entries (Year 1 and Year 2), found %n</numerusform>
            <numerusform>expected 2 entries (Year 1 and Year 2), found %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its near system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>the &apos;%1&apos; deck has %n near system; a player needs %2 (%3)</numerusform>
            <numerusform>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its distant system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>the &apos;%1&apos; deck has %n distant system; a player needs %2 (%3)</numerusform>
            <numerusform>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its event cards (red alerts left out); %2: the number a year needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>the &apos;%1&apos; deck has %n event that is not a red alert; a year needs %2 (%3)</numerusform>
            <numerusform>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %n: the sectors found.</extracomment>
        <translation>
            <numerusform>a galaxy needs at least 2 sectors (found %n)</numerusform>
            <numerusform>a galaxy needs at least 2 sectors (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the most sectors allowed; %n: the sectors found.</extracomment>
        <translation>
            <numerusform>a galaxy has at most %1 sectors (found %n)</numerusform>
            <numerusform>a galaxy has at most %1 sectors (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s ship table. %1: the most ship types allowed; %n: the ship types found.</extracomment>
        <translation>
            <numerusform>the ship table has at most %1 ships (found %n)</numerusform>
            <numerusform>the ship table has at most %1 ships (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the fewest Starbase sectors allowed; %n: the number found. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</numerusform>
            <numerusform>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the sector&apos;s number given; %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>there is no sector number %1 (the galaxy has %n sector)</numerusform>
            <numerusform>there is no sector number %1 (the galaxy has %n sectors)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2 and %3, %4: two sectors&apos; coordinates; %n: the number of sectors cut off.</extracomment>
        <translation>
            <numerusform>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector cut off)</numerusform>
            <numerusform>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sectors cut off)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the number of players; %1: the number of seats found.</extracomment>
        <translation>
            <numerusform>expected one seat per player (%n player), found %1</numerusform>
            <numerusform>expected one seat per player (%n players), found %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: the record is larger than the limit of %n byte</numerusform>
            <numerusform>%1: the record is larger than the limit of %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>must have at least %n character (found %1)</numerusform>
            <numerusform>must have at least %n characters (found %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>must have at most %n character (found %1)</numerusform>
            <numerusform>must have at most %n characters (found %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>must have at least %n item (found %1)</numerusform>
            <numerusform>must have at least %n items (found %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>must have at most %n item (found %1)</numerusform>
            <numerusform>must have at most %n items (found %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms allowed; %1: the schema keyword, &apos;anyOf&apos; or &apos;oneOf&apos; (keep it). The closest form&apos;s message follows.</extracomment>
        <translation>
            <numerusform>does not match the %n allowed form (%1); it reports:</numerusform>
            <numerusform>matches none of the %n allowed forms (%1); the closest one reports:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms the value matches. &apos;oneOf&apos; is a schema keyword: keep it.</extracomment>
        <translation>
            <numerusform>matches %n of the allowed forms but must match exactly one (oneOf)</numerusform>
            <numerusform>matches %n of the allowed forms but must match exactly one (oneOf)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: ... and more problems (only the first %n are listed)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading, starboard-cli validate): the last line when a file has too many mistakes to list. %1: the file&apos;s name; %n: how many are listed (100).</extracomment>
        <translation>
            <numerusform>%1: ... and more problems (only the first problem is listed)</numerusform>
            <numerusform>%1: ... and more problems (only the first %n are listed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a string longer than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>a string longer than the limit of %n byte</numerusform>
            <numerusform>a string longer than the limit of %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n element(s) in one list or object</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of elements of one list or members of one object.</extracomment>
        <translation>
            <numerusform>more than %n element in one list or object</numerusform>
            <numerusform>more than %n elements in one list or object</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %1 quick setup Things (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s rules: the Things placed by the quick setup, one per sector. %1: the most allowed; %n: the number found.</extracomment>
        <translation>
            <numerusform>at most %1 quick setup Things (found %n)</numerusform>
            <numerusform>at most %1 quick setup Things (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %3 players, not %n</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier; %2 and %3: the fewest and most players it allows; %n: the number of players given.</extracomment>
        <translation>
            <numerusform>%1 is played by %2 to %3 players, not %n</numerusform>
            <numerusform>%1 is played by %2 to %3 players, not %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a cell holds 1 to %1 aliens, bottom first (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/0/aliens: ...&apos;. Galaxy Fighters&apos; spawn cards: a cell&apos;s stack of aliens. %1: the most allowed; %n: the aliens found.</extracomment>
        <translation>
            <numerusform>a cell holds 1 to %1 aliens, bottom first (found %n)</numerusform>
            <numerusform>a cell holds 1 to %1 aliens, bottom first (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a command die has 1 to %1 faces (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/dieFaces: ...&apos;. Galaxy Fighters&apos; command die. %1: the most faces allowed; %n: the faces found.</extracomment>
        <translation>
            <numerusform>a command die has 1 to %1 faces (found %n)</numerusform>
            <numerusform>a command die has 1 to %1 faces (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there are %n ship card(s); the four ships and %1 backup ships need %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ships.json: /ships: ...&apos;. Galaxy Fighters: %n: the ship cards; %1: the backup ships of the ruleset; %2: the ship cards needed; %3: the place of the backup ships, e.g. &apos;ruleset.json: /backupShips&apos;.</extracomment>
        <translation>
            <numerusform>there is %n ship card; the four ships and %1 backup ships need %2 (%3)</numerusform>
            <numerusform>there are %n ship cards; the four ships and %1 backup ships need %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards but the spawn deck has %n (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /spawnCards: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %n: the cards of the spawn deck; %2: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>the ruleset draws %1 spawn cards but the spawn deck has %n (%2)</numerusform>
            <numerusform>the ruleset draws %1 spawn cards but the spawn deck has %n (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck has %n such card(s) (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /maxAliensPerCard: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %2: the most aliens a drawn card may have; %n: the cards of the spawn deck with at most that many; %3: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck has only %n such card (%3)</numerusform>
            <numerusform>the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck has %n such cards (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a deck has 1 to %1 different cards (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards: ...&apos;. Galactic Warfare&apos;s cards: %1: the most allowed; %n: the cards found.</extracomment>
        <translation>
            <numerusform>a deck has 1 to %1 different cards (found %n)</numerusform>
            <numerusform>a deck has 1 to %1 different cards (found %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the layout has %n row(s) but &apos;rows&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;rows&apos; (a key of the file: keep it); %n: the strings found.</extracomment>
        <translation>
            <numerusform>the layout has %n row but &apos;rows&apos; is %1</numerusform>
            <numerusform>the layout has %n rows but &apos;rows&apos; is %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the row has %n square(s) but &apos;columns&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;columns&apos; (a key of the file: keep it); %n: the characters found.</extracomment>
        <translation>
            <numerusform>the row has %n square but &apos;columns&apos; is %1</numerusform>
            <numerusform>the row has %n squares but &apos;columns&apos; is %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a square is [row, column] (found %n number(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: a start square is written [row, column]; %n: the numbers found.</extracomment>
        <translation>
            <numerusform>a square is [row, column] (found %n number)</numerusform>
            <numerusform>a square is [row, column] (found %n numbers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board has %n square(s) instead of %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board made by a program: %1: columns x rows; %n: the squares found.</extracomment>
        <translation>
            <numerusform>the board has %n square instead of %1</numerusform>
            <numerusform>the board has %n squares instead of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset deals %1 cards to each player but the deck has %n (%2): at most %3, half the deck</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /cardsDealt: ...&apos;. Galactic Warfare: %1: the cards dealt to each of the two players; %n: the cards of the deck (the counts added up); %2: the place of the deck&apos;s cards, e.g. &apos;cards.json: /cards&apos;; %3: the most that may be dealt, half the deck.</extracomment>
        <translation>
            <numerusform>the ruleset deals %1 cards to each player but the deck has %n (%2): at most %3, half the deck</numerusform>
            <numerusform>the ruleset deals %1 cards to each player but the deck has %n (%2): at most %3, half the deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardEditor</name>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n ship</numerusform>
            <numerusform>%n ships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardPreview</name>
    <message numerus="yes">
        <source>%n in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: at the foot of the card preview: how many of this card the deck holds.</extracomment>
        <translation>
            <numerusform>%n in the deck</numerusform>
            <numerusform>%n in the deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardsEditor</name>
    <message numerus="yes">
        <source>Roll %n more die(s) in this battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text). %n: the dice.</extracomment>
        <translation>
            <numerusform>Roll %n more die in this battle.</numerusform>
            <numerusform>Roll %n more dice in this battle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your opponent rolls %n fewer die(s) in this battle (at least 1).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the dice.</extracomment>
        <translation>
            <numerusform>Your opponent rolls %n fewer die in this battle (at least 1).</numerusform>
            <numerusform>Your opponent rolls %n fewer dice in this battle (at least 1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the cards drawn.</extracomment>
        <translation>
            <numerusform>Draw %n card.</numerusform>
            <numerusform>Draw %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the deck holds, e.g. &apos;50 cards of 16 kinds&apos;. %n: the cards (the copies added up); %1: the different cards, e.g. &apos;16 kinds&apos;.</extracomment>
        <translation>
            <numerusform>%n card of %1</numerusform>
            <numerusform>%n cards of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <extracomment>Workshop, Galactic Warfare card editor: inside &apos;50 cards of %1&apos;: the different cards of the deck.</extracomment>
        <translation>
            <numerusform>%n kind</numerusform>
            <numerusform>%n kinds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Workshop, the raw JSON editor: the value column of a list. %n: the number of its items.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen.</extracomment>
        <translation>
            <numerusform>This content cannot seat %n player.</numerusform>
            <numerusform>This content cannot seat %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played before the run was cancelled.</extracomment>
        <translation>
            <numerusform>Cancelled after %n game.</numerusform>
            <numerusform>Cancelled after %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played; %1: the time in seconds, e.g. &apos;12.3&apos;.</extracomment>
        <translation>
            <numerusform>%n game played in %1 s.</numerusform>
            <numerusform>%n games played in %1 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Share of the %n game won by each seat</numerusform>
            <numerusform>Share of the %n games won by each seat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: the bar&apos;s label, e.g. &apos;Seat 2&apos;; %n: the games it counts; %2: all games; %3: a percentage.</extracomment>
        <translation>
            <numerusform>%1: %n game of %2 (%3)</numerusform>
            <numerusform>%1: %n games of %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip in the chart of game lengths. %1: a range of lengths, e.g. &apos;80–89&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>%1 actions: %n game</numerusform>
            <numerusform>%1 actions: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games; %1 and %2: numbers of actions.</extracomment>
        <translation>
            <numerusform>Length of the %n game: mean %1, median %2</numerusform>
            <numerusform>Length of the %n games: mean %1, median %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scores in %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games.</extracomment>
        <translation>
            <numerusform>Final scores in %n game</numerusform>
            <numerusform>Final scores in %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: a seat&apos;s number; %2: a score or range of scores, e.g. &apos;10–14&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Seat %1, score %2: %n game</numerusform>
            <numerusform>Seat %1, score %2: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Share of the %n game the team won and lost</numerusform>
            <numerusform>Share of the %n games the team won and lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Share of the %n game won and lost</numerusform>
            <numerusform>Share of the %n games won and lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen. Variant B is the content compared with.</extracomment>
        <translation>
            <numerusform>Variant B cannot seat %n player.</numerusform>
            <numerusform>Variant B cannot seat %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare: A as above; %1 (the same %n game(s) and seeds)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the heading of the comparison. %1: the variant B, e.g. &apos;B: Short game (Ruleset)&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Compare: A as above; %1 (the same %n game and seed)</numerusform>
            <numerusform>Compare: A as above; %1 (the same %n games and seeds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games B played before it was cancelled.</extracomment>
        <translation>
            <numerusform>B was cancelled after %n game.</numerusform>
            <numerusform>B was cancelled after %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ too few games to tell: fewer than %n game(s) count for the figure, or a rate&apos;s 95% interval is wider than %1 percentage points. Run more games.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the fewest games a figure needs; %1: a width in percentage points, e.g. 10.</extracomment>
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
        <extracomment>Workshop window: %n: the number of problems found in the document.</extracomment>
        <translation>
            <numerusform>%n problem: the game refuses this file until it is fixed. Click it to go to it.</numerusform>
            <numerusform>%n problems: the game refuses this file until they are fixed. Click one to go to it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <extracomment>Workshop window: a button that removes the keys of the file the game does not know. %n: how many.</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>The map is connected (%n sector)</numerusform>
            <numerusform>The map is connected (%n sectors)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of fixed Things next to each other (%1)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of pairs; %1: the first pair, e.g. &apos;sector 0,0 and sector 1,0&apos;. A fixed Thing: a Thing placed by the designer.</extracomment>
        <translation>
            <numerusform>%n pair of fixed Things next to each other (%1)</numerusform>
            <numerusform>%n pairs of fixed Things next to each other (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo price $%1 (the nearest planet is %n move(s) from the Spaceport)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %1: an amount of money (after the dollar sign); %n: a number of moves. Cargo price and Spaceport are the game&apos;s terms.</extracomment>
        <translation>
            <numerusform>Cargo price $%1 (the nearest planet is %n move from the Spaceport)</numerusform>
            <numerusform>Cargo price $%1 (the nearest planet is %n moves from the Spaceport)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Room for two Starbases at least %n move apart</numerusform>
            <numerusform>Room for two Starbases at least %n moves apart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>No room for two Starbases %n move apart and away from the Things (the game then drops the rule)</numerusform>
            <numerusform>No room for two Starbases %n moves apart and away from the Things (the game then drops the rule)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) differ from their mirror image</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors that break the symmetry.</extracomment>
        <translation>
            <numerusform>%n sector differs from its mirror image</numerusform>
            <numerusform>%n sectors differ from their mirror image</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Two of the %n marked Starbase sectors are at least %1 moves apart and away from the Things</numerusform>
            <numerusform>Two of the %n marked Starbase sectors are at least %1 moves apart and away from the Things</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>No two of the %n marked Starbase sectors are %1 moves apart and away from the Things (the game then drops the rule)</numerusform>
            <numerusform>No two of the %n marked Starbase sectors are %1 moves apart and away from the Things (the game then drops the rule)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors; %1: a sector, e.g. &apos;sector 0,0&apos;.</extracomment>
        <translation>
            <numerusform>%n sector cannot be reached from %1</numerusform>
            <numerusform>%n sectors cannot be reached from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnCardListModel</name>
    <message numerus="yes">
        <source>%n alien(s)</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list. %n: aliens on it.</extracomment>
        <translation>
            <numerusform>%n alien</numerusform>
            <numerusform>%n aliens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnDeckEditor</name>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 draws %2 spawn cards, but the deck has only %n.</numerusform>
            <numerusform>%1 draws %2 spawn cards, but the deck has only %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s).</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 draws %2 of the deck&apos;s only card.</numerusform>
            <numerusform>%1 draws %2 of the deck&apos;s %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has light enough. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %3: the most aliens a drawn card may have; %n: such cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.</numerusform>
            <numerusform>%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s) of at most %3 aliens.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: the deck&apos;s cards it draws from; %3: the most aliens such a card has.</extracomment>
        <translation>
            <numerusform>%1 draws %2 of the deck&apos;s only card of at most %3 aliens.</numerusform>
            <numerusform>%1 draws %2 of the deck&apos;s %n cards of at most %3 aliens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::gc::GcController</name>
    <message numerus="yes">
        <source>%n point(s), %1</source>
        <extracomment>Galaxy Command, the game over summary: %n: the victory points; %1: the player&apos;s rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n point, %1</numerusform>
            <numerusform>%n points, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::gf::GfController</name>
    <message numerus="yes">
        <source>%1 (%2): %n ship(s) lost, invaders %3/%4.</source>
        <extracomment>Galaxy Fighters, the game-over summary: one district. %1: the district, e.g. &apos;Rocketown&apos;; %2: its pilot; %n: its ships lost; %3: invaders; %4: invader spaces.</extracomment>
        <translation>
            <numerusform>%1 (%2): %n ship lost, invaders %3/%4.</numerusform>
            <numerusform>%1 (%2): %n ships lost, invaders %3/%4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;, or &apos;Pirates&apos;; %n: the number of ships.</extracomment>
        <translation>
            <numerusform>%1 lost %n ship</numerusform>
            <numerusform>%1 lost %n ships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <extracomment>Galaxy of D board: the prompt in a combat. %n: the points of attack not yet absorbed by the ships chosen.</extracomment>
        <translation>
            <numerusform>Choose the next ship to take the fire: %n point of attack left to absorb.</numerusform>
            <numerusform>Choose the next ship to take the fire: %n points of attack left to absorb.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <extracomment>Galaxy of D board: why a Starbase cannot be placed there. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>A Starbase must be at least %n sector away from the other Starbase.</numerusform>
            <numerusform>A Starbase must be at least %n sectors away from the other Starbase.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <extracomment>Galaxy of D board: why the ships cannot move there. %n: the moves left.</extracomment>
        <translation>
            <numerusform>Out of reach: the selected ships have %n move left.</numerusform>
            <numerusform>Out of reach: the selected ships have %n moves left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %n: the number of chits (the game&apos;s term: the counters of a ship type).</extracomment>
        <translation>
            <numerusform>The %n chit of this ship is in play.</numerusform>
            <numerusform>All %n chits of this ship are in play.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::gw::GwController</name>
    <message numerus="yes">
        <source>The game ends in a draw: each side has %n ship(s) in play.</source>
        <extracomment>Galactic Warfare board: the end: a draw (after two passes or the turn limit, with as many ships in play on each side). %n: the ships each side has in play.</extracomment>
        <translation>
            <numerusform>The game ends in a draw: each side has %n ship in play.</numerusform>
            <numerusform>The game ends in a draw: each side has %n ships in play.</numerusform>
        </translation>
    </message>
</context>
</TS>
