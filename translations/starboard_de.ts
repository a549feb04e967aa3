<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five space tabletop games to play against friends or the computer, with their maps, ships and rules kept as data you can change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GalaxyOfD</name>
    <message>
        <source>Redog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cynder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pirate moves to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 buys a ship in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scavenger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freighter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bomber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaceport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>dice and draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverSummary</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the home screen; the game is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Galaxy of D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Warfare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilots of Gallaxia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galaxy Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galaxy Fighters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message numerus="yes">
        <source>The game lasted %n turn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Combat: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom (Ctrl + mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cargo price: $%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your stack: %n ship(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>End movement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absorbs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GodRules</name>
    <message>
        <source>Galaxy of D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two commanders, the Redog (red) and the Cynder (blue), fight over a galaxy of hexagonal sectors. Destroy the enemy Starbase while keeping yours: a Starbase at 0 armor loses the game. Both Starbases lose 1 armor at the end of their own turns, so there is no time to waste.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed at random, never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A coin decides the First Turn Player, a die the starting money. Then the players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Movement.&lt;/b&gt; Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships, pirates or the enemy Starbase stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Combat.&lt;/b&gt; Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side&apos;s attack score is the sum of its ships&apos; attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase&apos;s owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Pirates.&lt;/b&gt; A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;4. Buy.&lt;/b&gt; Buy ships with your money (at most as many of a type as there are chits: 28 per side); they appear on your Starbase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;5. Production.&lt;/b&gt; Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else&apos;s are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see only the top ship of an enemy stack (the last to arrive) and how many ships it holds. In a combat every ship is revealed. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either player may concede at any time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GodSector</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GodShopRow</name>
    <message>
        <source>$%1 · speed %2 · attack %3 · armor %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Starboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space tabletop games against friends or the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Starboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once: you against the computer (Standard level).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the window once it is shown, then quit. Nothing is saved or remembered in this mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The main view is not a Starboard window.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal: random galaxy, bid for the Starbase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick: fixed start, no pirates (first games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
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
        <source>Computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer moves</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>The window&apos;s size and place are remembered when you quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>starboard</name>
    <message>
        <source>The game ends without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>starboard::GameCatalog</name>
    <message>
        <source>Two fleets, one galaxy: buy ships, hold planets, haul cargo and bomb the enemy Starbase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge across the dark squares, jump enemy ships in dice battles and turn captured ships into power-ups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race through the sektors to bring your scientist home, past warps, teleprisms and Durriken mercenaries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore and align star systems, grow metal, wealth and technology, and survive the events of every year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team up to defend the four districts of Galaxy City from waves of Exovon invaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>starboard::GameSession</name>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be played by %n player(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (normal or quick).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must take over first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: /game: unknown game &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: /players: %2 cannot be played by %n player(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: /content: the content does not fit %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: /seats/%2/level: unknown computer player &apos;%3&apos; (known: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>starboard::data</name>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is larger than the limit of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting deeper than the limit of %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a galaxy needs at least 2 sectors (found %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a galaxy has at most %1 sectors (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ship table needs at least one ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ship table has at most %1 ships (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate sector (%1, %2) (first at %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sector (%1, %2) cannot be reached from sector 0 (the galaxy must be connected; %3 sectors are cut off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sector %1 does not exist (the galaxy has %2 sectors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sector %1 already has a Thing (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only planets and asteroids have an income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only pirates have a ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list of Things must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Thing of kind &apos;spaceport&apos; (the game needs a Spaceport)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed dieSides (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sector %1 already has a Thing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string of digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one seat per player (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the record is larger than the limit of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported schema keyword &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object of schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty array of schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot resolve &apos;%1&apos; (only &apos;#...&apos; pointers into this schema)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no type given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schema cannot resolve &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have at least %1 characters (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have at most %1 characters (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have at least %1 items (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have at most %1 items (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches none of the %1 allowed forms (%2); the closest one reports:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches %1 of the allowed forms but must match exactly one (oneOf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid for the right to place your Starbase first: rise or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot rise above your money: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your Starbase on a highlighted sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy your starting ships in secret, then press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a stack of your ships, then click a highlighted sector. Press End movement when you are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a highlighted sector to move the selected ships.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the combat to resolve next (highlighted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the pirate that moves next (highlighted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy ships for your Starbase, then end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret purchase: $%1 of $%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Starbase cannot be placed on a Thing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Starbase cannot be placed next to a Thing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>These ships have no moves left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one of your stacks first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ships must stop when they enter a sector with enemy ships or Pirates, or the enemy Starbase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>There is no combat to resolve there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the highlighted pirates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do on the board now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ships can be selected for moving in your movement phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ship has no moves left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can buy ships in your buy phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough money: a %1 costs $%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to finish now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no bidding now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rise must be at least $%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn to choose a casualty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of your own ships in this combat that has not been chosen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
