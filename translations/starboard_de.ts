<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <translation>Über Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Five space tabletop games to play against friends or the computer, with their maps, ships and rules kept as data you can change.</source>
        <translation>Fünf Weltraum-Brettspiele gegen Freunde oder den Computer – Karten, Schiffe und Regeln sind Daten, die du selbst ändern kannst.</translation>
    </message>
    <message>
        <source>Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.</source>
        <translation>Galaxy of D folgt dem Regelheft Version 1.0 vom 24. Mai 2009. Die anderen Spiele folgen, sobald ihre Regelwerke programmiert sind.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>Erstellt mit Qt %1.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Lizenziert unter der GNU General Public License, Version 3 oder neuer.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <translation>Auswählen …</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <translation>Datendateien (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message>
        <source>%1 metal</source>
        <translation>%1 Metall</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <translation>%1 Wohlstand</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Home world lost</source>
        <translation>Heimatwelt verloren</translation>
    </message>
    <message>
        <source>against the aligned system with the least resistance</source>
        <translation>gegen das angeschlossene System mit dem geringsten Widerstand</translation>
    </message>
    <message>
        <source>against the system aligned last</source>
        <translation>gegen das zuletzt angeschlossene System</translation>
    </message>
    <message>
        <source>players with military strength %1 or more roll the die</source>
        <translation>Spieler mit Militärstärke %1 oder mehr würfeln</translation>
    </message>
    <message>
        <source>players with %1 or more metal in storage</source>
        <translation>Spieler mit %1 oder mehr Metall im Lager</translation>
    </message>
    <message>
        <source>players with %1 or more wealth in storage</source>
        <translation>Spieler mit %1 oder mehr Wohlstand im Lager</translation>
    </message>
    <message>
        <source>players with military strength %1 or less, against the system aligned last</source>
        <translation>Spieler mit Militärstärke %1 oder weniger, gegen das zuletzt angeschlossene System</translation>
    </message>
    <message>
        <source>add %1 to metal storage</source>
        <translation>%1 zum Metalllager hinzufügen</translation>
    </message>
    <message>
        <source>add %1 to wealth storage</source>
        <translation>%1 zum Wohlstandslager hinzufügen</translation>
    </message>
    <message>
        <source>no production next turn</source>
        <translation>keine Produktion im nächsten Zug</translation>
    </message>
    <message>
        <source>revolt force roll +%1</source>
        <translation>Wurf der Revolte +%1</translation>
    </message>
    <message>
        <source>invasion force roll +%1</source>
        <translation>Wurf der Invasionsstreitmacht +%1</translation>
    </message>
    <message>
        <source>no event</source>
        <translation>kein Ereignis</translation>
    </message>
    <message>
        <source>lose %1 military strength on a roll of %2 or more</source>
        <translation>bei einem Wurf von %2 oder mehr %1 Militärstärke verlieren</translation>
    </message>
    <message>
        <source>lose %1 metal</source>
        <translation>%1 Metall verlieren</translation>
    </message>
    <message>
        <source>lose %1 wealth</source>
        <translation>%1 Wohlstand verlieren</translation>
    </message>
    <message>
        <source>with %1, collect half (rounded up) instead of nothing</source>
        <translation>mit %1 die Hälfte (aufgerundet) statt nichts einsammeln</translation>
    </message>
    <message>
        <source>+1 system resistance with %1</source>
        <translation>+1 Systemwiderstand mit %1</translation>
    </message>
    <message>
        <source>Not concerned</source>
        <translation>Nicht betroffen</translation>
    </message>
    <message>
        <source>No system in the Empire: the home world revolts, out of the game</source>
        <translation>Kein System im Imperium: Aufstand der Heimatwelt, aus dem Spiel ausgeschieden</translation>
    </message>
    <message>
        <source>Storage full: nothing added</source>
        <translation>Lager voll: nichts hinzugefügt</translation>
    </message>
    <message>
        <source>Nothing lost</source>
        <translation>Nichts verloren</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <source>Half production next turn (Robot Workers)</source>
        <translation>Halbe Produktion im nächsten Zug (Roboterarbeiter)</translation>
    </message>
    <message>
        <source>No production next turn</source>
        <translation>Keine Produktion im nächsten Zug</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>Nichts geschieht</translation>
    </message>
    <message>
        <source>Rolls the die…</source>
        <translation>Würfelt …</translation>
    </message>
    <message>
        <source>The coup succeeds (roll %1): military %2</source>
        <translation>Der Putsch gelingt (Wurf %1): Militärstärke %2</translation>
    </message>
    <message>
        <source>The coup fails (roll %1)</source>
        <translation>Der Putsch scheitert (Wurf %1)</translation>
    </message>
    <message>
        <source>A system of least resistance is drawn…</source>
        <translation>Ein System mit dem geringsten Widerstand wird ausgelost …</translation>
    </message>
    <message>
        <source>No system in the Empire: no effect</source>
        <translation>Kein System im Imperium: keine Wirkung</translation>
    </message>
    <message>
        <source>%1 is attacked…</source>
        <translation>%1 wird angegriffen …</translation>
    </message>
    <message>
        <source>%1 + force %2 = %3 against %4</source>
        <translation>%1 + Stärke %2 = %3 gegen %4</translation>
    </message>
    <message>
        <source>%1 revolts and leaves the Empire (%2)</source>
        <translation>%1 revoltiert und verlässt das Imperium (%2)</translation>
    </message>
    <message>
        <source>%1 stays loyal (%2)</source>
        <translation>%1 bleibt treu (%2)</translation>
    </message>
    <message>
        <source>%1 falls to the invaders (%2)</source>
        <translation>%1 fällt an die Invasoren (%2)</translation>
    </message>
    <message>
        <source>%1 repels the invasion (%2)</source>
        <translation>%1 schlägt die Invasion zurück (%2)</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: aligned without a roll</source>
        <translation>Interstellare Diplomatie: ohne Wurf angeschlossen</translation>
    </message>
    <message>
        <source>%1 + military %2 = %3 against %4</source>
        <translation>%1 + Militärstärke %2 = %3 gegen %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: aligned</source>
        <translation>%1: angeschlossen</translation>
    </message>
    <message>
        <source>%1: not aligned, military strength falls to %2</source>
        <translation>%1: nicht angeschlossen, Militärstärke sinkt auf %2</translation>
    </message>
    <message>
        <source>%1: not aligned</source>
        <translation>%1: nicht angeschlossen</translation>
    </message>
    <message>
        <source>collects nothing (strike)</source>
        <translation>sammelt nichts ein (Streik)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>collects half (strike, Robot Workers): %1</source>
        <translation>sammelt die Hälfte ein (Streik, Roboterarbeiter): %1</translation>
    </message>
    <message>
        <source>collects %1</source>
        <translation>sammelt %1 ein</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <translation>
            <numerusform>%1 (%n verfällt, Lager voll)</numerusform>
            <numerusform>%1 (%n verfallen, Lager voll)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 turns over %2 (resistance %3)</source>
        <translation>%1 deckt %2 auf (Widerstand %3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>Red alert: %1 - %2: %3</source>
        <translation>Roter Alarm: %1 - %2: %3</translation>
    </message>
    <message>
        <source>Event in place of the red alert: %1 - %2</source>
        <translation>Ereignis anstelle des Roten Alarms: %1 - %2</translation>
    </message>
    <message>
        <source>Event: %1 - %2</source>
        <translation>Ereignis: %1 - %2</translation>
    </message>
    <message>
        <source>The revolt against %1 strikes %2 (resistance %3), drawn among the systems of least resistance</source>
        <translation>Die Revolte gegen %1 trifft %2 (Widerstand %3), ausgelost unter den Systemen mit dem geringsten Widerstand</translation>
    </message>
    <message>
        <source>%1 explores a distant system</source>
        <translation>%1 erkundet ein fernes System</translation>
    </message>
    <message>
        <source>%1 explores a near system</source>
        <translation>%1 erkundet ein nahes System</translation>
    </message>
    <message>
        <source>%1 attacks %2 (resistance %3) to conquer it</source>
        <translation>%1 greift %2 (Widerstand %3) an, um das System zu erobern</translation>
    </message>
    <message>
        <source>%1 bides time</source>
        <translation>%1 wartet ab</translation>
    </message>
    <message>
        <source>%1 trades %2 metal for %3 wealth</source>
        <translation>%1 tauscht %2 Metall gegen %3 Wohlstand</translation>
    </message>
    <message>
        <source>%1 trades %2 wealth for %3 metal</source>
        <translation>%1 tauscht %2 Wohlstand gegen %3 Metall</translation>
    </message>
    <message>
        <source>%1 does not trade</source>
        <translation>%1 tauscht nicht</translation>
    </message>
    <message>
        <source>%1 builds military strength, now %2</source>
        <translation>%1 baut Militärstärke auf, jetzt %2</translation>
    </message>
    <message>
        <source>%1 discovers %2 for %3 wealth</source>
        <translation>%1 entdeckt %2 für %3 Wohlstand</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 beendet den Zug</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>%1 has nothing to explore or conquer and bides time</source>
        <translation>%1 hat nichts zu erkunden oder zu erobern und wartet ab</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Year %1 begins: %n event(s) to come</source>
        <translation>
            <numerusform>Jahr %1 beginnt: %n Ereignis steht bevor</numerusform>
            <numerusform>Jahr %1 beginnt: %n Ereignisse stehen bevor</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>Dieser Spieler ist bereits aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Warte auf den Würfel und die Karten.</translation>
    </message>
    <message>
        <source>Explore, conquer and bide time are the first step of a turn.</source>
        <translation>Erkunden, Erobern und Abwarten sind der erste Schritt eines Zuges.</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Diese Systemkarte gibt es nicht.</translation>
    </message>
    <message>
        <source>This system is already explored.</source>
        <translation>Dieses System ist bereits erkundet.</translation>
    </message>
    <message>
        <source>Distant systems need %1.</source>
        <translation>Ferne Systeme brauchen %1.</translation>
    </message>
    <message>
        <source>Distant systems wait until every explored near system is aligned.</source>
        <translation>Ferne Systeme müssen warten, bis jedes erkundete nahe System angeschlossen ist.</translation>
    </message>
    <message>
        <source>This system is face down: explore it first.</source>
        <translation>Dieses System liegt verdeckt: Erkunde es zuerst.</translation>
    </message>
    <message>
        <source>This system is already aligned with the Empire.</source>
        <translation>Dieses System ist bereits dem Imperium angeschlossen.</translation>
    </message>
    <message>
        <source>Trading is only right after collecting, once per turn.</source>
        <translation>Getauscht wird nur direkt nach dem Einsammeln, einmal pro Zug.</translation>
    </message>
    <message>
        <source>Trading needs %1 of what you give.</source>
        <translation>Zum Tauschen brauchst du %1 von dem, was du abgibst.</translation>
    </message>
    <message>
        <source>Military strength is built in the build step.</source>
        <translation>Militärstärke wird im Bauschritt aufgebaut.</translation>
    </message>
    <message>
        <source>Military strength rises only once per turn.</source>
        <translation>Die Militärstärke steigt nur einmal pro Zug.</translation>
    </message>
    <message>
        <source>Military strength is at its limit (%1).</source>
        <translation>Die Militärstärke hat ihre Obergrenze erreicht (%1).</translation>
    </message>
    <message>
        <source>Military strength above %1 needs %2.</source>
        <translation>Militärstärke über %1 erfordert %2.</translation>
    </message>
    <message>
        <source>Building military strength costs %1 metal and %2 wealth.</source>
        <translation>Militärstärke aufzubauen kostet %1 Metall und %2 Wohlstand.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step.</source>
        <translation>Technologien werden im Bauschritt entdeckt.</translation>
    </message>
    <message>
        <source>There is no such technology.</source>
        <translation>Diese Technologie gibt es nicht.</translation>
    </message>
    <message>
        <source>This technology is already discovered.</source>
        <translation>Diese Technologie ist bereits entdeckt.</translation>
    </message>
    <message>
        <source>Only one technology may be discovered per turn.</source>
        <translation>Pro Zug darf nur eine Technologie entdeckt werden.</translation>
    </message>
    <message>
        <source>Not enough wealth: %1 costs %2.</source>
        <translation>Nicht genug Wohlstand: %1 kostet %2.</translation>
    </message>
    <message>
        <source>Discover %1 first: it comes before %2 on its row.</source>
        <translation>Entdecke zuerst %1: Diese Technologie kommt in ihrer Reihe vor %2.</translation>
    </message>
    <message>
        <source>The turn ends after the build step.</source>
        <translation>Der Zug endet nach dem Bauschritt.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>Nobody is concerned</source>
        <translation>Niemand ist betroffen</translation>
    </message>
</context>
<context>
    <name>GalaxyCommandContent</name>
    <message>
        <source>Galaxy Command deck</source>
        <translation>Deck von Galaxy Command</translation>
    </message>
    <message>
        <source>Canopus</source>
        <translation>Canopus</translation>
    </message>
    <message>
        <source>Rigel</source>
        <translation>Rigel</translation>
    </message>
    <message>
        <source>Deneb</source>
        <translation>Deneb</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <translation>Alpha Centauri</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <translation>Barnards Pfeilstern</translation>
    </message>
    <message>
        <source>Sirius</source>
        <translation>Sirius</translation>
    </message>
    <message>
        <source>Tau Ceti</source>
        <translation>Tau Ceti</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <translation>Epsilon Eridani</translation>
    </message>
    <message>
        <source>Procyon</source>
        <translation>Procyon</translation>
    </message>
    <message>
        <source>Derelict Ship</source>
        <translation>Treibendes Wrack</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Streik</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroid</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Revolte</translation>
    </message>
    <message>
        <source>Large Invasion Force</source>
        <translation>Große Invasionsstreitmacht</translation>
    </message>
    <message>
        <source>Peaceful Colonization</source>
        <translation>Friedliche Besiedlung</translation>
    </message>
    <message>
        <source>Small Invasion Force</source>
        <translation>Kleine Invasionsstreitmacht</translation>
    </message>
    <message>
        <source>Peace and Quiet</source>
        <translation>Ruhe und Frieden</translation>
    </message>
    <message>
        <source>Pirate Raid</source>
        <translation>Piratenüberfall</translation>
    </message>
    <message>
        <source>Wolf 359</source>
        <translation>Wolf 359</translation>
    </message>
    <message>
        <source>Lalande 21185</source>
        <translation>Lalande 21185</translation>
    </message>
    <message>
        <source>Ross 128</source>
        <translation>Ross 128</translation>
    </message>
    <message>
        <source>Luyten&apos;s Star</source>
        <translation>Luytens Stern</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <translation>Kapteyns Stern</translation>
    </message>
    <message>
        <source>Gliese 581</source>
        <translation>Gliese 581</translation>
    </message>
    <message>
        <source>Altair</source>
        <translation>Altair</translation>
    </message>
    <message>
        <source>Fomalhaut</source>
        <translation>Fomalhaut</translation>
    </message>
    <message>
        <source>Regulus</source>
        <translation>Regulus</translation>
    </message>
    <message>
        <source>Proxima</source>
        <translation>Proxima</translation>
    </message>
    <message>
        <source>Ross 154</source>
        <translation>Ross 154</translation>
    </message>
    <message>
        <source>Struve 2398</source>
        <translation>Struve 2398</translation>
    </message>
    <message>
        <source>Groombridge 34</source>
        <translation>Groombridge 34</translation>
    </message>
    <message>
        <source>Epsilon Indi</source>
        <translation>Epsilon Indi</translation>
    </message>
    <message>
        <source>Tau Bootis</source>
        <translation>Tau Bootis</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <translation>Van Maanens Stern</translation>
    </message>
    <message>
        <source>Eta Cassiopeiae</source>
        <translation>Eta Cassiopeiae</translation>
    </message>
    <message>
        <source>Delta Pavonis</source>
        <translation>Delta Pavonis</translation>
    </message>
    <message>
        <source>Betelgeuse</source>
        <translation>Betelgeuse</translation>
    </message>
    <message>
        <source>Vega</source>
        <translation>Vega</translation>
    </message>
    <message>
        <source>Antares</source>
        <translation>Antares</translation>
    </message>
    <message>
        <source>Aldebaran</source>
        <translation>Aldebaran</translation>
    </message>
    <message>
        <source>Arcturus</source>
        <translation>Arcturus</translation>
    </message>
    <message>
        <source>Polaris</source>
        <translation>Polarstern</translation>
    </message>
    <message>
        <source>Spica</source>
        <translation>Spica</translation>
    </message>
    <message>
        <source>Achernar</source>
        <translation>Achernar</translation>
    </message>
    <message>
        <source>Capella</source>
        <translation>Capella</translation>
    </message>
    <message>
        <source>Major Revolt</source>
        <translation>Große Revolte</translation>
    </message>
    <message>
        <source>General Strike</source>
        <translation>Generalstreik</translation>
    </message>
    <message>
        <source>Salvage Fleet</source>
        <translation>Bergungsflotte</translation>
    </message>
    <message>
        <source>Extract Resources</source>
        <translation>Rohstoffabbau</translation>
    </message>
    <message>
        <source>Quiet Year</source>
        <translation>Ruhiges Jahr</translation>
    </message>
    <message>
        <source>Siren Leader</source>
        <translation>Sirenenführerin</translation>
    </message>
    <message>
        <source>Military Coup</source>
        <translation>Militärputsch</translation>
    </message>
    <message>
        <source>Saboteurs</source>
        <translation>Saboteure</translation>
    </message>
    <message>
        <source>Border Ambush</source>
        <translation>Hinterhalt an der Grenze</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <translation>Technologietafel</translation>
    </message>
    <message>
        <source>Capital Ships</source>
        <translation>Großkampfschiffe</translation>
    </message>
    <message>
        <source>Military strength may rise above 3, up to 5.</source>
        <translation>Die Militärstärke darf über 3 hinaus bis auf 5 steigen.</translation>
    </message>
    <message>
        <source>Forward Star Bases</source>
        <translation>Vorgeschobene Sternenbasen</translation>
    </message>
    <message>
        <source>Distant systems may be explored once every explored near system is aligned.</source>
        <translation>Ferne Systeme dürfen erkundet werden, sobald jedes erkundete nahe System angeschlossen ist.</translation>
    </message>
    <message>
        <source>Robot Workers</source>
        <translation>Roboterarbeiter</translation>
    </message>
    <message>
        <source>During a strike, collect half of your production (rounded up) instead of nothing.</source>
        <translation>Bei einem Streik sammelst du die Hälfte deiner Produktion (aufgerundet) statt nichts ein.</translation>
    </message>
    <message>
        <source>Planetary Defenses</source>
        <translation>Planetare Verteidigung</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against invasions.</source>
        <translation>+1 auf den Widerstand deiner Systeme gegen Invasionen.</translation>
    </message>
    <message>
        <source>Hyper Television</source>
        <translation>Hyperfernsehen</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against revolts.</source>
        <translation>+1 auf den Widerstand deiner Systeme gegen Revolten.</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy</source>
        <translation>Interstellare Diplomatie</translation>
    </message>
    <message>
        <source>On your next turn only, one explore or conquer succeeds without a roll.</source>
        <translation>Nur in deinem nächsten Zug gelingt ein Erkunden oder Erobern ohne Wurf.</translation>
    </message>
    <message>
        <source>Interspecies Commerce</source>
        <translation>Handel zwischen den Spezies</translation>
    </message>
    <message>
        <source>Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal.</source>
        <translation>Einmal pro Zug nach dem Einsammeln 2 Metall gegen 1 Wohlstand oder 2 Wohlstand gegen 1 Metall tauschen.</translation>
    </message>
    <message>
        <source>Interstellar Banking</source>
        <translation>Interstellares Bankwesen</translation>
    </message>
    <message>
        <source>Metal and wealth storage rise from 3 to 5.</source>
        <translation>Metall- und Wohlstandslager steigen von 3 auf 5.</translation>
    </message>
    <message>
        <source>Full deck</source>
        <translation>Vollständiges Deck</translation>
    </message>
    <message>
        <source>Demoted</source>
        <translation>Degradiert</translation>
    </message>
    <message>
        <source>Remain a Commander</source>
        <translation>Bleibt Kommandant</translation>
    </message>
    <message>
        <source>Promoted to Captain</source>
        <translation>Befördert zum Kapitän</translation>
    </message>
    <message>
        <source>Promoted to Commodore</source>
        <translation>Befördert zum Kommodore</translation>
    </message>
    <message>
        <source>Promoted to Admiral</source>
        <translation>Befördert zum Admiral</translation>
    </message>
    <message>
        <source>Original solitaire (18 cards)</source>
        <translation>Ursprüngliches Solospiel (18 Karten)</translation>
    </message>
</context>
<context>
    <name>GalaxyOfD</name>
    <message>
        <source>Redog</source>
        <translation>Redog</translation>
    </message>
    <message>
        <source>Cynder</source>
        <translation>Cynder</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Piraten</translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <translation>Sektor %1,%2</translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <translation>
            <numerusform>Würfelwurf %1: %n Objekt wird gezogen.</numerusform>
            <numerusform>Würfelwurf %1: %n Objekte werden gezogen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <translation>Würfelwurf %1: Jeder Spieler beginnt mit $%2.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <translation>Piratenwurf %1: Der Pirat zieht.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <translation>Piratenwurf %1: Der Pirat bleibt stehen.</translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation>Ein Objekt wird verdeckt gezogen.</translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <translation>Ein Objekt wird in %1 platziert.</translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <translation>%1 hat den ersten Zug.</translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <translation>Der Pirat jagt die Schiffe in %1.</translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <translation>%1 bietet $%2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <translation>%1 platziert die Sternenbasis in %2.</translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <translation>%1 kauft: %2.</translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <translation>%1 beendet den geheimen Einkauf.</translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <translation>%1 beendet die Bewegung.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 beendet den Zug.</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <translation>%1: %2 fliegt von %3 nach %4.</translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <translation>%1 eröffnet den Kampf in %2.</translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <translation>%1: %2 fängt den Beschuss ab.</translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <translation>%1 bewegt als Nächstes einen Piraten.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation>%1 gibt auf.</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 bought nothing</source>
        <translation>%1 kaufte nichts</translation>
    </message>
    <message>
        <source>%1 bought %2</source>
        <translation>%1 kaufte %2</translation>
    </message>
    <message>
        <source>The starting ships are revealed: %1.</source>
        <translation>Die ersten Schiffe werden aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>%1 (attack %2)</source>
        <translation>%1 (Angriff %2)</translation>
    </message>
    <message>
        <source>Combat in %1: %2.</source>
        <translation>Kampf in %1: %2.</translation>
    </message>
    <message>
        <source>%1 loses nothing.</source>
        <translation>%1 verliert nichts.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <source>The %1 Starbase takes %2 damage.</source>
        <translation>Die Sternenbasis von %1 erleidet %2 Schaden.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers.</source>
        <translation>%1 verdient $%2 durch Plünderer.</translation>
    </message>
    <message>
        <source>The %1 moves from %2 to %3.</source>
        <translation>Der %1 fliegt von %2 nach %3.</translation>
    </message>
    <message>
        <source>The %1 in %2 has no ship it can reach and stays.</source>
        <translation>Der %1 in %2 kann kein Schiff erreichen und bleibt stehen.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <translation>%1: Der %2 trifft die Sternenbasis von %3 mit %4 Schaden.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo in %3.</source>
        <translation>%1: Der %2 lädt in %3 Fracht.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <translation>%1: Der %2 verkauft seine Fracht für $%3.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <translation>Ende des Zuges von %1: Produktion $%2, Panzerung der Sternenbasis %3.</translation>
    </message>
    <message>
        <source>%1 puts a %2 on top of the stack in %3.</source>
        <translation>%1: %2 liegt in %3 jetzt oben auf dem Stapel.</translation>
    </message>
    <message>
        <source>The Pirates lose nothing.</source>
        <translation>Die Piraten verlieren nichts.</translation>
    </message>
    <message>
        <source>The Pirates lose %1.</source>
        <translation>Die Piraten verlieren %1.</translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <translation>Abfangjäger</translation>
    </message>
    <message>
        <source>Scavenger</source>
        <translation>Plünderer</translation>
    </message>
    <message>
        <source>Freighter</source>
        <translation>Frachter</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Kreuzer</translation>
    </message>
    <message>
        <source>Bomber</source>
        <translation>Bomber</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassine</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Zerstörer</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>Planet</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroid</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <translation>Raumhafen</translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <translation>Piratenkreuzer</translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <translation>Piratenplünderer</translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <translation>Standardregeln, Schnellaufbau</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <translation>Bringt $1 für jedes feindliche Schiff, das in einem Kampf zerstört wird, den einer deiner Plünderer überlebt.</translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <translation>Lädt auf einem Planeten eine Fracht und verkauft sie am Raumhafen zum Frachtpreis.</translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <translation>Greift nur feindliche Sternenbasen an: verursacht 10 Schaden, wenn er eine feindliche Sternenbasis erreicht.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <translation>
            <numerusform>%1–%n Spieler</numerusform>
            <numerusform>%1–%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>dice and draws</source>
        <translation>Würfel und Ziehen</translation>
    </message>
    <message>
        <source>no luck</source>
        <translation>ohne Glück</translation>
    </message>
    <message>
        <source>hidden information</source>
        <translation>verdeckte Information</translation>
    </message>
    <message>
        <source>open information</source>
        <translation>offene Information</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <source>%1  ·  %2  ·  %3</source>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Noch ist nichts geschehen.</translation>
    </message>
</context>
<context>
    <name>GameOverSummary</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Niemand gewinnt.</translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <translation>
            <numerusform>nach %n Zug</numerusform>
            <numerusform>nach %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Spielfeld ansehen</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not save the game</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation>‹ Startseite</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Startwert %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Letzten Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Zug erneut ausführen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Spiel speichern (Strg+S)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Gespeichertes Spiel öffnen (Strg+O)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <translation>Das Spielfeld von %1 konnte nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <translation>Das Spielfeld von %1 ist in Arbeit. Das Spiel läuft trotzdem: Verfolge es im Protokoll.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Die Würfel rollen …</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <translation>%1 (Computer) ist am Zug</translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <translation>Die Regelübersicht für %1 ist noch nicht geschrieben.</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Spiel aufgeben?</translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <translation>%1 gibt auf und verliert das Spiel.</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Mehr ▾</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Suggest a move from what you can see; it is not played (H)</source>
        <translation>Einen Zug vorschlagen, nur aus dem, was du siehst; er wird nicht gespielt (H)</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug …</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>Vorschlag: %1</translation>
    </message>
    <message>
        <source>Back to the home screen; the game is kept (Alt+Home)</source>
        <translation>Zurück zur Startseite; das Spiel bleibt erhalten (Alt+Pos1)</translation>
    </message>
    <message>
        <source>Edit galaxies, ship tables, decks and rule variants; the game is kept (Ctrl+E)</source>
        <translation>Galaxien, Schiffstabellen, Kartendecks und Regelvarianten bearbeiten; das Spiel bleibt erhalten (Strg+E)</translation>
    </message>
    <message>
        <source>The rules of %1, beside the board (F1)</source>
        <translation>Die Regeln von %1, neben dem Spielplan (F1)</translation>
    </message>
    <message>
        <source>Show the result of the game again (Ctrl+Shift+Q)</source>
        <translation>Das Ergebnis des Spiels wieder zeigen (Strg+Umschalt+Q)</translation>
    </message>
    <message>
        <source>Give up this game; you are asked first (Ctrl+Shift+Q)</source>
        <translation>Dieses Spiel aufgeben; vorher wird nachgefragt (Strg+Umschalt+Q)</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game ends without a winner.</source>
        <translation>Das Spiel endet ohne Sieger.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation>Unbekanntes Spiel „%1“.</translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <translation>Unbekannter Computerspieler „%1“ (%2 kennt: %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <translation>
            <numerusform>%1 kann nicht von %n Spieler gespielt werden.</numerusform>
            <numerusform>%1 kann nicht von %n Spielern gespielt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
        <translation>Der Inhalt passt nicht zu %1.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 must take over first.</source>
        <translation>%1 muss erst übernehmen.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Kein menschlicher Spieler ist am Zug.</translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
        <translation>Um für %1 aufzugeben, nutze „Aufgeben“.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Es wurde kein Dateiname angegeben.</translation>
    </message>
    <message>
        <source>%1: /game: unknown game &apos;%2&apos;</source>
        <translation>%1: /game: unbekanntes Spiel „%2“</translation>
    </message>
    <message numerus="yes">
        <source>%1: /players: %2 cannot be played by %n player(s)</source>
        <translation>
            <numerusform>%1: /players: %2 kann nicht von %n Spieler gespielt werden</numerusform>
            <numerusform>%1: /players: %2 kann nicht von %n Spielern gespielt werden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: /content: the content does not fit %2</source>
        <translation>%1: /content: der Inhalt passt nicht zu %2</translation>
    </message>
    <message>
        <source>%1: /seats/%2/level: unknown computer player &apos;%3&apos; (known: %4)</source>
        <translation>%1: /seats/%2/level: unbekannter Computerspieler „%3“ (bekannt: %4)</translation>
    </message>
    <message>
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <translation>%1: /actions/%2: das Spiel erlaubt diese Aktion hier nicht (%3)</translation>
    </message>
    <message>
        <source>%1 has no setup &apos;%2&apos;.</source>
        <translation>%1 hat keinen Aufbau „%2“.</translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (%2).</source>
        <translation>Unbekannter Aufbau „%1“ (%2).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Galaxy of D</source>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Galactic Warfare</source>
        <translation>Galactic Warfare</translation>
    </message>
    <message>
        <source>Pilots of Gallaxia</source>
        <translation>Pilots of Gallaxia</translation>
    </message>
    <message>
        <source>Galaxy Command</source>
        <translation>Galaxy Command</translation>
    </message>
    <message>
        <source>Galaxy Fighters</source>
        <translation>Galaxy Fighters</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>GcBoard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>YEAR %1</source>
        <translation>JAHR %1</translation>
    </message>
    <message>
        <source>No events left: the game is over</source>
        <translation>Keine Ereignisse mehr: Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Empire: %1 of %2 distant systems aligned</source>
        <translation>Imperium: %1 von %2 fernen Systemen angeschlossen</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>Show the sector and mats of %1</source>
        <translation>Sektor und Tafeln von %1 zeigen</translation>
    </message>
    <message>
        <source>Your sector</source>
        <translation>Dein Sektor</translation>
    </message>
    <message>
        <source>Your sector of the Empire</source>
        <translation>Dein Sektor des Imperiums</translation>
    </message>
    <message>
        <source>Sector of %1</source>
        <translation>Sektor von %1</translation>
    </message>
    <message>
        <source>Back to my sector</source>
        <translation>Zurück zu meinem Sektor</translation>
    </message>
    <message>
        <source>Bide time</source>
        <translation>Abwarten</translation>
    </message>
    <message>
        <source>Explore and attack nothing this turn: no risk, no new system.</source>
        <translation>In diesem Zug nichts erkunden und nichts angreifen: kein Risiko, kein neues System.</translation>
    </message>
    <message>
        <source>%1 metal → %2 wealth</source>
        <translation>%1 Metall → %2 Wohlstand</translation>
    </message>
    <message>
        <source>%1 wealth → %2 metal</source>
        <translation>%1 Wohlstand → %2 Metall</translation>
    </message>
    <message>
        <source>No trade</source>
        <translation>Nicht tauschen</translation>
    </message>
    <message>
        <source>Build military</source>
        <translation>Militärstärke aufbauen</translation>
    </message>
    <message>
        <source>+1 military strength for %1 metal and %2 wealth.</source>
        <translation>+1 Militärstärke für %1 Metall und %2 Wohlstand.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <translation>
            <numerusform>Noch %n Ereignis · Runde %1/%2</numerusform>
            <numerusform>Noch %n Ereignisse · Runde %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <translation>
            <numerusform>Noch %n Ereignis in diesem Jahr · Runde %1 von %2</numerusform>
            <numerusform>Noch %n Ereignisse in diesem Jahr · Runde %1 von %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Empire: %1/%2 distant</source>
        <translation>Imperium: %1/%2 ferne</translation>
    </message>
    <message>
        <source>All players win together when %1 distant systems are aligned in their sectors at the end.</source>
        <translation>Alle Spieler gewinnen gemeinsam, wenn am Ende %1 ferne Systeme in ihren Sektoren angeschlossen sind.</translation>
    </message>
    <message>
        <source>Home mat</source>
        <translation>Heimattafel</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>Technologien</translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <translation>
            <numerusform>%1 (%2 System): Widerstand %3, Metall %4, Wohlstand %5, %n Siegpunkt. %6</numerusform>
            <numerusform>%1 (%2 System): Widerstand %3, Metall %4, Wohlstand %5, %n Siegpunkte. %6</numerusform>
        </translation>
    </message>
    <message>
        <source>distant</source>
        <translation>fernes</translation>
    </message>
    <message>
        <source>near</source>
        <translation>nahes</translation>
    </message>
    <message>
        <source>Aligned with the Empire.</source>
        <translation>Dem Imperium angeschlossen.</translation>
    </message>
    <message>
        <source>Unaligned.</source>
        <translation>Nicht angeschlossen.</translation>
    </message>
    <message>
        <source>A face-down distant system.</source>
        <translation>Ein verdecktes fernes System.</translation>
    </message>
    <message>
        <source>A face-down near system.</source>
        <translation>Ein verdecktes nahes System.</translation>
    </message>
    <message>
        <source>Click to explore it: it is turned over and attacked.</source>
        <translation>Klicke, um es zu erkunden: Es wird aufgedeckt und angegriffen.</translation>
    </message>
    <message>
        <source>Click to conquer it: roll the die plus your military against %1.</source>
        <translation>Klicke, um es zu erobern: Würfel plus deine Militärstärke gegen %1.</translation>
    </message>
    <message>
        <source>DISTANT</source>
        <translation>FERN</translation>
    </message>
    <message>
        <source>NEAR</source>
        <translation>NAH</translation>
    </message>
    <message>
        <source>ALIGNED</source>
        <translation>ANGESCHLOSSEN</translation>
    </message>
    <message>
        <source>UNALIGNED</source>
        <translation>UNABHÄNGIG</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Erkunden</translation>
    </message>
    <message>
        <source>Conquer</source>
        <translation>Erobern</translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message>
        <source>The Empire wins</source>
        <translation>Das Imperium gewinnt</translation>
    </message>
    <message>
        <source>The Empire loses</source>
        <translation>Das Imperium verliert</translation>
    </message>
    <message>
        <source>%1 of %2 distant systems aligned</source>
        <translation>%1 von %2 fernen Systemen angeschlossen</translation>
    </message>
    <message>
        <source>The sector was given up.</source>
        <translation>Der Sektor wurde aufgegeben.</translation>
    </message>
    <message>
        <source>The home world revolted: the game is lost.</source>
        <translation>Die Heimatwelt hat revoltiert: Das Spiel ist verloren.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>GcEventCard</name>
    <message numerus="yes">
        <source>EVENTS
%n to come in Year %1</source>
        <translation>
            <numerusform>EREIGNISSE
noch %n in Jahr %1</numerusform>
            <numerusform>EREIGNISSE
noch %n in Jahr %1</numerusform>
        </translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <translation>ROTER ALARM</translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation>EREIGNIS</translation>
    </message>
    <message>
        <source>Year %1: %2</source>
        <translation>Jahr %1: %2</translation>
    </message>
    <message>
        <source>After the red alert %1</source>
        <translation>Nach dem Roten Alarm %1</translation>
    </message>
    <message>
        <source>Played in place of a red alert</source>
        <translation>Anstelle eines Roten Alarms gespielt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GcHomeMat</name>
    <message>
        <source>Home mat</source>
        <translation>Heimattafel</translation>
    </message>
    <message>
        <source>STRIKE</source>
        <translation>STREIK</translation>
    </message>
    <message>
        <source>A strike: no production (half with Robot Workers) at the next collect.</source>
        <translation>Streik: keine Produktion (mit Roboterarbeitern die Hälfte) beim nächsten Einsammeln.</translation>
    </message>
    <message>
        <source>DIPLOMACY</source>
        <translation>DIPLOMATIE</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn&apos;s explore or conquer succeeds without a roll.</source>
        <translation>Interstellare Diplomatie: Das Erkunden oder Erobern in diesem Zug gelingt ohne Wurf.</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Home mat of %1</source>
        <translation>Heimattafel von %1</translation>
    </message>
    <message>
        <source>Metal stored</source>
        <translation>Metall</translation>
    </message>
    <message>
        <source>Metal storage, up to the limit marked in gold</source>
        <translation>Metalllager, bis zur golden markierten Obergrenze</translation>
    </message>
    <message>
        <source>Wealth stored</source>
        <translation>Wohlstand</translation>
    </message>
    <message>
        <source>Wealth storage, up to the limit marked in gold</source>
        <translation>Wohlstandslager, bis zur golden markierten Obergrenze</translation>
    </message>
    <message>
        <source>Metal income</source>
        <translation>Metall/Zug</translation>
    </message>
    <message>
        <source>Metal production: collected every turn</source>
        <translation>Metallproduktion: wird jeden Zug eingesammelt</translation>
    </message>
    <message>
        <source>Wealth income</source>
        <translation>Wohlstand/Zug</translation>
    </message>
    <message>
        <source>Wealth production: collected every turn</source>
        <translation>Wohlstandsproduktion: wird jeden Zug eingesammelt</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Militärstärke</translation>
    </message>
    <message>
        <source>Military strength, added to the die when you attack; its limit marked in gold</source>
        <translation>Militärstärke, beim Angriff zum Würfel addiert; ihre Obergrenze ist golden markiert</translation>
    </message>
</context>
<context>
    <name>GcPlayerPanel</name>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Metal in storage (limit)</source>
        <translation>Metall im Lager (Obergrenze)</translation>
    </message>
    <message>
        <source>Wealth in storage (limit)</source>
        <translation>Wohlstand im Lager (Obergrenze)</translation>
    </message>
    <message>
        <source>Military strength (limit)</source>
        <translation>Militärstärke (Obergrenze)</translation>
    </message>
    <message numerus="yes">
        <source>%n aligned</source>
        <translation>
            <numerusform>%n angeschlossen</numerusform>
            <numerusform>%n angeschlossen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <translation>
            <numerusform> (%n fernes)</numerusform>
            <numerusform> (%n ferne)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <translation>
            <numerusform>%n Technologie</numerusform>
            <numerusform>%n Technologien</numerusform>
        </translation>
    </message>
    <message>
        <source>Strike: no production next turn</source>
        <translation>Streik: keine Produktion im nächsten Zug</translation>
    </message>
    <message>
        <source>Show this sector</source>
        <translation>Diesen Sektor zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <translation>
            <numerusform>%n Siegpunkt: %1</numerusform>
            <numerusform>%n Siegpunkte: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <translation>
            <numerusform>Bisher %n Siegpunkt (%1)</numerusform>
            <numerusform>Bisher %n Siegpunkte (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Production per turn:</source>
        <translation>Produktion pro Zug:</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>GcRollPanel</name>
    <message>
        <source>Revolt</source>
        <translation>Revolte</translation>
    </message>
    <message>
        <source>Invasion</source>
        <translation>Invasion</translation>
    </message>
    <message>
        <source>Military coup</source>
        <translation>Militärputsch</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: no roll needed</source>
        <translation>Interstellare Diplomatie: kein Wurf nötig</translation>
    </message>
    <message>
        <source>Rolled %1: the coup needs %2 or more</source>
        <translation>%1 gewürfelt: Der Putsch braucht %2 oder mehr</translation>
    </message>
    <message>
        <source>%1 + %2 %3 = %4 against %5</source>
        <translation>%1 + %2 %3 = %4 gegen %5</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Noch kein Wurf</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>GcRules</name>
    <message>
        <source>Galaxy Command</source>
        <translation>Galaxy Command</translation>
    </message>
    <message>
        <source>You are a sector Commander of the Empire. Explore, attack and conquer the systems of your sector, grow your metal, wealth and military strength, discover technologies, and survive the events of two years. Victory points come from your aligned systems, your technologies and three bonuses. One player plays against the events alone; two to four play together for the Empire.</source>
        <translation>Du bist Sektorkommandant des Imperiums. Erkunde, greife an und erobere die Systeme deines Sektors, mehre Metall, Wohlstand und Militärstärke, entdecke Technologien und überstehe die Ereignisse zweier Jahre. Siegpunkte bringen deine angeschlossenen Systeme, deine Technologien und drei Boni. Ein Spieler spielt allein gegen die Ereignisse; zwei bis vier spielen gemeinsam für das Imperium.</translation>
    </message>
    <message>
        <source>Your sector</source>
        <translation>Dein Sektor</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Action&lt;/b&gt;, one of: &lt;b&gt;Explore and attack&lt;/b&gt;: click a face-down system; it is turned over, then roll the die and add your military strength. A total of at least the resistance aligns the system; a lower one costs 1 military strength and the system stays unaligned. &lt;b&gt;Conquer&lt;/b&gt;: click an explored, unaligned system and roll the same way. &lt;b&gt;Bide time&lt;/b&gt;: risk nothing. Distant systems need Forward Star Bases and every explored near system aligned.</source>
        <translation>&lt;b&gt;1. Aktion&lt;/b&gt;, eine davon: &lt;b&gt;Erkunden und angreifen&lt;/b&gt;: Klicke auf ein verdecktes System; es wird aufgedeckt, dann würfelst du und addierst deine Militärstärke. Eine Summe mindestens so hoch wie der Widerstand schließt das System an; eine niedrigere kostet 1 Militärstärke, und das System bleibt nicht angeschlossen. &lt;b&gt;Erobern&lt;/b&gt;: Klicke auf ein erkundetes, nicht angeschlossenes System und würfle ebenso. &lt;b&gt;Abwarten&lt;/b&gt;: nichts riskieren. Ferne Systeme erfordern Vorgeschobene Sternenbasen, und jedes erkundete nahe System muss angeschlossen sein.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Collect&lt;/b&gt; the production shown on your home mat (1 metal and 1 wealth, plus your aligned systems) into storage. Storage holds 3 of each (5 with Interstellar Banking); the rest is lost. With Interspecies Commerce you may then trade 2 of one for 1 of the other, once.</source>
        <translation>&lt;b&gt;2. Einsammeln&lt;/b&gt;: Die Produktion auf deiner Heimattafel (1 Metall und 1 Wohlstand plus deine angeschlossenen Systeme) kommt ins Lager. Das Lager fasst von jedem 3 (5 mit Interstellarem Bankwesen); der Rest verfällt. Mit Handel zwischen den Spezies darfst du danach einmal 2 des einen gegen 1 des anderen tauschen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Build&lt;/b&gt;, both or either, once each: raise military strength by 1 for 1 metal and 1 wealth (at most 3, or 5 with Capital Ships), and discover one technology for its cost in wealth (the right one of a row needs the left one). Then end your turn.</source>
        <translation>&lt;b&gt;3. Bauen&lt;/b&gt;, beides oder eines davon, je einmal: Erhöhe die Militärstärke um 1 für 1 Metall und 1 Wohlstand (höchstens 3, mit Großkampfschiffen 5) und entdecke eine Technologie für ihre Kosten in Wohlstand (die rechte einer Reihe erfordert die linke). Beende dann deinen Zug.</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>A &lt;b&gt;red alert&lt;/b&gt; is played at once and concerns only some players (for example those with a military strength of 5 in a military coup); then the next unused event card is this round&apos;s event in its place.</source>
        <translation>Ein &lt;b&gt;Roter Alarm&lt;/b&gt; wird sofort gespielt und betrifft nur manche Spieler (etwa beim Militärputsch die mit Militärstärke 5); danach ist an seiner Stelle die nächste unbenutzte Ereigniskarte das Ereignis dieser Runde.</translation>
    </message>
    <message>
        <source>The years and the end</source>
        <translation>Jahre und Spielende</translation>
    </message>
    <message>
        <source>Year 1 has 7 events, Year 2 has 6 (all event cards are shuffled again between the years). The game ends after the last event of Year 2.</source>
        <translation>Jahr 1 hat 7 Ereignisse, Jahr 2 hat 6 (zwischen den Jahren werden alle Ereigniskarten neu gemischt). Das Spiel endet nach dem letzten Ereignis von Jahr 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several players&lt;/b&gt; are ranked the same way, and all win or lose together: the Empire wins when, on average, two distant systems per player are aligned (six in a three-player game).</source>
        <translation>&lt;b&gt;Mehrere Spieler&lt;/b&gt; werden ebenso eingestuft und gewinnen oder verlieren gemeinsam: Das Imperium gewinnt, wenn im Schnitt zwei ferne Systeme pro Spieler angeschlossen sind (sechs bei drei Spielern).</translation>
    </message>
    <message>
        <source>Six near systems and, above them, three distant systems lie face down. An aligned system lies turned sideways so that ALIGNED reads straight; an explored but unaligned one stands upright, UNALIGNED straight.</source>
        <translation>Sechs nahe Systeme und darüber drei ferne Systeme liegen verdeckt aus. Ein angeschlossenes System liegt quer, sodass ANGESCHLOSSEN gerade zu lesen ist; ein erkundetes, aber nicht angeschlossenes steht aufrecht, sodass UNABHÄNGIG gerade zu lesen ist.</translation>
    </message>
    <message>
        <source>a system card shows its &lt;b&gt;resistance&lt;/b&gt; (shield), the &lt;b&gt;metal&lt;/b&gt; and &lt;b&gt;wealth&lt;/b&gt; it produces and its &lt;b&gt;victory points&lt;/b&gt; (star): the rulebook&apos;s picture of a card is lost. Face-down cards are drawn only when they are turned over, with the odds of a shuffled, dealt deck.</source>
        <translation>Eine Systemkarte zeigt ihren &lt;b&gt;Widerstand&lt;/b&gt; (Schild), das &lt;b&gt;Metall&lt;/b&gt; und den &lt;b&gt;Wohlstand&lt;/b&gt;, die sie produziert, und ihre &lt;b&gt;Siegpunkte&lt;/b&gt; (Stern): Das Kartenbild des Regelhefts ist verloren. Verdeckte Karten werden erst gezogen, wenn sie aufgedeckt werden, mit den Wahrscheinlichkeiten eines gemischten und ausgeteilten Decks.</translation>
    </message>
    <message>
        <source>After every player&apos;s turn an event card is turned over and applies to everybody: its Year 1 or Year 2 text, by the year being played. Resources go to storage up to its limit. A strike stops the next collect (Robot Workers: half, rounded up). A revolt strikes your aligned system of least resistance, an invasion the system you aligned last: a die plus the force at least the resistance (+1 with Hyper Television or Planetary Defenses) makes it unaligned. In Year 2 a revolt finding no aligned system makes your home world revolt.</source>
        <translation>Nach dem Zug jedes Spielers wird eine Ereigniskarte aufgedeckt und gilt für alle: ihr Text für Jahr 1 oder Jahr 2, je nach laufendem Jahr. Ressourcen kommen bis zur Obergrenze ins Lager. Ein Streik verhindert das nächste Einsammeln (Roboterarbeiter: die Hälfte, aufgerundet). Eine Revolte trifft dein angeschlossenes System mit dem geringsten Widerstand, eine Invasion das System, das du zuletzt angeschlossen hast: Erreicht ein Würfel plus die Stärke mindestens den Widerstand (+1 mit Hyperfernsehen oder Planetarer Verteidigung), ist es nicht mehr angeschlossen. In Jahr 2 lässt eine Revolte, die kein angeschlossenes System findet, deine Heimatwelt revoltieren.</translation>
    </message>
    <message>
        <source>an invasion finding no aligned system in Year 2 does the same (the rulebook&apos;s passage after the invasions is lost). A player whose home world revolts is out of the game; with several players the others play on.</source>
        <translation>Eine Invasion, die in Jahr 2 kein angeschlossenes System findet, bewirkt dasselbe (der Abschnitt des Regelhefts nach den Invasionen ist verloren). Ein Spieler, dessen Heimatwelt revoltiert, scheidet aus dem Spiel aus; bei mehreren Spielern spielen die anderen weiter.</translation>
    </message>
    <message>
        <source>which red alerts and events there are beyond those the rulebook names, and their numbers, are our design: the deck, which the Workshop edits.</source>
        <translation>Welche Roten Alarme und Ereignisse es über die im Regelheft genannten hinaus gibt und wie viele davon, ist unser Entwurf: das Deck, das die Werkstatt bearbeitet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt;: the victory points of your aligned systems; 1 victory point for every technology you discovered; +1 if every system of your sector is explored, +1 for all eight technologies, +3 if every system is aligned. &lt;b&gt;Ranks&lt;/b&gt;: 0-7 Demoted, 8-12 Remain a Commander, 13-14 Captain, 15-16 Commodore, 17 or more Admiral.</source>
        <translation>&lt;b&gt;Punkte&lt;/b&gt;: die Siegpunkte deiner angeschlossenen Systeme; 1 Siegpunkt für jede entdeckte Technologie; +1, wenn jedes System deines Sektors erkundet ist, +1 für alle acht Technologien, +3, wenn jedes System angeschlossen ist. &lt;b&gt;Ränge&lt;/b&gt;: 0-7 Degradiert, 8-12 Bleibt Kommandant, 13-14 Kapitän, 15-16 Kommodore, 17 oder mehr Admiral.</translation>
    </message>
    <message>
        <source>the rulebook adds: &quot;If the cube is on first generation technology you gain 1, for cubes on the second generation technology, you gain 2&quot;. The cube marks how far a row of the technology mat has gone, so a row scores 1 or 2, not 1 + 2.</source>
        <translation>Das Regelheft ergänzt: „Liegt der Markierungswürfel auf einer Technologie der ersten Generation, erhältst du 1, für Markierungswürfel auf der Technologie der zweiten Generation erhältst du 2“. Der Markierungswürfel zeigt, wie weit eine Reihe der Technologietafel vorangekommen ist; eine Reihe bringt also 1 oder 2, nicht 1 + 2.</translation>
    </message>
    <message>
        <source>The original solitaire game used 18 cards.</source>
        <translation>Das ursprüngliche Solospiel verwendete 18 Karten.</translation>
    </message>
    <message>
        <source>the full deck has 54 cards (the cards beyond those the rulebook names are ours); the new game dialog offers both.</source>
        <translation>Das vollständige Deck hat 54 Karten (die Karten über die im Regelheft genannten hinaus stammen von uns); der Dialog „Neues Spiel“ bietet beide an.</translation>
    </message>
</context>
<context>
    <name>GcScoreSheet</name>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Kriegsherr</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>%1+ %2</source>
        <translation>%1+ %2</translation>
    </message>
    <message>
        <source>%1–%2 %3</source>
        <translation>%1–%2 %3</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>Technologien</translation>
    </message>
    <message>
        <source>Exploration</source>
        <translation>Erkundung</translation>
    </message>
    <message>
        <source>Scientific</source>
        <translation>Wissenschaft</translation>
    </message>
</context>
<context>
    <name>GcTechMat</name>
    <message>
        <source>Technology mat</source>
        <translation>Technologietafel</translation>
    </message>
    <message>
        <source>1st generation · 2nd</source>
        <translation>1. Generation · 2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Costs %1 wealth, worth %n victory point(s).</source>
        <translation>
            <numerusform>Kostet %1 Wohlstand, bringt %n Siegpunkt.</numerusform>
            <numerusform>Kostet %1 Wohlstand, bringt %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to discover it.</source>
        <translation>Klicke, um sie zu entdecken.</translation>
    </message>
    <message>
        <source>Discovered</source>
        <translation>Entdeckt</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <translation>%1 Wohlstand</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message>
        <source>Combat: %1.</source>
        <translation>Kampf: %1.</translation>
    </message>
    <message>
        <source>Zoom (Ctrl + mouse wheel)</source>
        <translation>Zoom (Strg + Mausrad)</translation>
    </message>
    <message>
        <source>Cargo price: $%1</source>
        <translation>Frachtpreis: $%1</translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <translation>Aktuelles Gebot: $%1</translation>
    </message>
    <message>
        <source>Rise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>End movement</source>
        <translation>Bewegung beenden</translation>
    </message>
    <message>
        <source>Arrow keys move between sectors, Enter acts on the sector, Escape drops the selected stack.</source>
        <translation>Pfeiltasten wechseln den Sektor, Eingabe handelt im Sektor, Escape hebt die Auswahl des Stapels auf.</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Your new bid</source>
        <translation>Dein neues Gebot</translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <translation>Angriffswert %1 (mit Sternenbasis)</translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <translation>Angriffswert %1</translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <translation>Noch abzufangen: %1</translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <translation>%1 · Angriff %2 · Panzerung %3</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>absorbs</source>
        <translation>fängt ab</translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <translation>Geld: $%1</translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <translation>Basispanzerung: %1</translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <translation>Einkommen: $%1 pro Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <translation>
            <numerusform>%n Schiff im Spiel</numerusform>
            <numerusform>%n Schiffe im Spiel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GodRules</name>
    <message>
        <source>Galaxy of D</source>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Two commanders, the Redog (red) and the Cynder (blue), fight over a galaxy of hexagonal sectors. Destroy the enemy Starbase while keeping yours: a Starbase at 0 armor loses the game. Both Starbases lose 1 armor at the end of their own turns, so there is no time to waste.</source>
        <translation>Zwei Kommandanten, die Redog (rot) und die Cynder (blau), kämpfen um eine Galaxie aus sechseckigen Sektoren. Zerstöre die feindliche Sternenbasis und schütze deine eigene: Wessen Sternenbasis auf 0 Panzerung fällt, verliert. Jede Sternenbasis verliert am Ende des eigenen Zuges 1 Panzerung – es ist also keine Zeit zu verlieren.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.</source>
        <translation>Der Schnellaufbau nutzt den Raumhafen, zwei Planeten und zwei Asteroiden, keine Piraten, keine Versteigerung und $15 für jeden.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Combat.&lt;/b&gt; Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side&apos;s attack score is the sum of its ships&apos; attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase&apos;s owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.</source>
        <translation>&lt;b&gt;2. Kampf.&lt;/b&gt; In jedem Sektor mit deinen Schiffen oder deiner Sternenbasis und einer anderen Seite wird einmal gekämpft, in der Reihenfolge deiner Wahl. Der Angriffswert einer Seite ist die Summe des Angriffs ihrer Schiffe (Bomber zählen nicht; eine Sternenbasis zählt 3). Jede Seite fängt den höchsten feindlichen Wert ab, indem sie ihre Schiffe einzeln wählt: Ein Schiff, dessen Panzerung höchstens den Rest erreicht, wird zerstört; ein stärkeres Schiff fängt den Rest ab und überlebt. Übriger Angriff gegen den Besitzer einer Sternenbasis beschädigt die Sternenbasis. Überlebende werden vollständig repariert. Ein überlebender Plünderer bringt $1 für jedes in diesem Kampf zerstörte feindliche Schiff.</translation>
    </message>
    <message>
        <source>&lt;b&gt;5. Production.&lt;/b&gt; Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else&apos;s are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.</source>
        <translation>&lt;b&gt;5. Produktion.&lt;/b&gt; Jeder Planet ($2) und jeder Asteroid ($1), den du hältst, zahlt dir Geld; du hältst ihn, wenn deine Schiffe dort sind und keine anderen. Deine Sternenbasis zahlt $1 und verliert 1 Panzerung. Du kannst nie mehr als $25 besitzen.</translation>
    </message>
    <message>
        <source>The ships</source>
        <translation>Die Schiffe</translation>
    </message>
    <message>
        <source>Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.</source>
        <translation>Abfangjäger $2, schnell, Angriff 2, Panzerung 2 · Plünderer $3, mittel, 3/3, verdient an Abschüssen · Frachter $4, mittel, 1/4, transportiert Fracht · Kreuzer $5, mittel, 5/8 · Bomber $6, mittel, greift nur Sternenbasen an (10 Schaden), Panzerung 3 · Assassine $7, schnell, 9/5 · Zerstörer $8, langsam, 10/16.</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <translation>Verdeckte Information</translation>
    </message>
    <message>
        <source>Either player may concede at any time.</source>
        <translation>Jeder Spieler kann jederzeit aufgeben.</translation>
    </message>
    <message>
        <source>A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A die decides the starting money. The players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret; both purchases are revealed together.</source>
        <translation>Ein Würfel bestimmt, wie viele Objekte (Planeten, Asteroiden, Piraten) zum Raumhafen hinzukommen; sie werden nie nebeneinander platziert. Der Frachtpreis ist 4-mal die Entfernung vom Raumhafen zum nächsten Planeten. Ein Würfel bestimmt das Startgeld. Die Spieler bieten um das Recht, ihre Sternenbasis zuerst zu platzieren (nur der Gewinner zahlt), platzieren die Sternenbasen (nicht auf oder neben einem Objekt, mindestens 3 Sektoren voneinander entfernt) und kaufen heimlich ihre ersten Schiffe; beide Einkäufe werden gemeinsam aufgedeckt.</translation>
    </message>
    <message>
        <source>the Things are placed at random (face down, nobody knows what they place); a coin replaces rock-paper-scissors. The First Turn Player buys first; the other never sees that purchase, and the log does not tell how many ships either bought until both are revealed.</source>
        <translation>Die Objekte werden zufällig platziert (verdeckt, niemand weiß, was er platziert); eine Münze ersetzt Schere, Stein, Papier. Der Startspieler kauft zuerst; der andere sieht diesen Einkauf nie, und das Protokoll verrät erst, wie viele Schiffe jeder gekauft hat, wenn beide Einkäufe aufgedeckt sind.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Movement.&lt;/b&gt; Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships or pirates stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.</source>
        <translation>&lt;b&gt;1. Bewegung.&lt;/b&gt; Bewege jedes Schiff bis zu seiner Geschwindigkeit (langsam 1, mittel 2, schnell 3). Ein Schiff, das einen Sektor mit feindlichen Schiffen oder Piraten betritt, hält dort an. Ein Bomber, der die feindliche Sternenbasis erreicht, verursacht sofort 10 Schaden. Ein leerer Frachter lädt auf einem Planeten Fracht; ein beladener Frachter verkauft sie am Raumhafen zum Frachtpreis.</translation>
    </message>
    <message>
        <source>the enemy Starbase alone does not stop a ship (the rulebook says nothing of it): a Bomber can hit an unguarded Starbase and fly on, and it hits each time it enters. Ships move one sector at a time, in any order. Freighters load and sell in every sector they enter, also in the middle of a move.</source>
        <translation>Die feindliche Sternenbasis allein hält ein Schiff nicht auf (das Regelheft sagt dazu nichts): Ein Bomber kann eine unbewachte Sternenbasis treffen und weiterfliegen, und er trifft jedes Mal, wenn er sie erreicht. Schiffe ziehen Sektor für Sektor, in beliebiger Reihenfolge. Frachter laden und verkaufen in jedem Sektor, den sie betreten, auch mitten in einer Bewegung.</translation>
    </message>
    <message>
        <source>the player whose turn it is chooses losses first, then the other; nobody is asked when there is no real choice. The pirates choose their losses by a fixed rule: a ship that can absorb all that is left (the smallest such), otherwise the toughest.</source>
        <translation>Der Spieler am Zug wählt seine Verluste zuerst, dann der andere; niemand wird gefragt, wenn es keine echte Wahl gibt. Die Piraten wählen ihre Verluste nach einer festen Regel: ein Schiff, das den ganzen Rest abfangen kann (davon das schwächste), sonst das stärkste.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Pirates.&lt;/b&gt; A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives. Targets at the same distance are chosen by a die, and so is the way around a Starbase.</source>
        <translation>&lt;b&gt;3. Piraten.&lt;/b&gt; Ein Pirat, der einen Sektor mit Schiffen teilt, kämpft dort. Sonst zieht er bei einem Wurf von 1 bis 3 bis zu seiner Geschwindigkeit auf die nächsten Schiffe zu (nie in eine Sternenbasis, nie hinter Schiffen in einer her) und kämpft, wenn er sie erreicht. Zwischen gleich weit entfernten Zielen entscheidet ein Würfel, ebenso über den Weg um eine Sternenbasis herum.</translation>
    </message>
    <message>
        <source>&quot;nearest&quot; is counted straight through the galaxy, as if the Starbases were not there (as in the rulebook&apos;s example), while the pirate&apos;s path goes around them. The two pirates are a Cruiser Pirate and a Scavenger Pirate, with those ships&apos; figures.</source>
        <translation>Die Entfernung zu den „nächsten“ Schiffen wird geradewegs durch die Galaxie gezählt, als gäbe es die Sternenbasen nicht (wie im Beispiel des Regelhefts), während der Weg des Piraten um sie herumführt. Die beiden Piraten sind ein Piratenkreuzer und ein Piratenplünderer, mit den Werten dieser Schiffe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;4. Buy.&lt;/b&gt; Buy ships with your money (at most as many of a type as there are chits); they appear on your Starbase.</source>
        <translation>&lt;b&gt;4. Kaufen.&lt;/b&gt; Kaufe Schiffe mit deinem Geld (von jedem Typ höchstens so viele, wie es Marker gibt); sie erscheinen auf deiner Sternenbasis.</translation>
    </message>
    <message>
        <source>the chits per side (28 in all): 6 Interceptors, 5 Scavengers, 4 Freighters, 4 Cruisers, 4 Bombers, 3 Assassins, 2 Destroyers; destroyed ships can be bought again.</source>
        <translation>Die Marker pro Seite (28 insgesamt): 6 Abfangjäger, 5 Plünderer, 4 Frachter, 4 Kreuzer, 4 Bomber, 3 Assassinen, 2 Zerstörer; zerstörte Schiffe können erneut gekauft werden.</translation>
    </message>
    <message>
        <source>You see only the top ship of an enemy stack. In a combat every ship is revealed.</source>
        <translation>Von einem feindlichen Stapel siehst du nur das oberste Schiff. Im Kampf werden alle Schiffe aufgedeckt.</translation>
    </message>
    <message>
        <source>the top ship is the last to arrive, unless its owner puts another ship of the stack on top (&quot;Put on top&quot; in the selected stack, while it is your decision in your own turn). How many ships a stack holds is public. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.</source>
        <translation>Das oberste Schiff ist das zuletzt angekommene, es sei denn, sein Besitzer legt ein anderes Schiff des Stapels nach oben („Nach oben“ im gewählten Stapel, solange du in deinem eigenen Zug entscheidest). Wie viele Schiffe ein Stapel enthält, ist öffentlich. Spielen zwei Personen an einem Bildschirm, wird das Spielfeld jedes Mal verdeckt, wenn es von einem Spieler zum anderen wechselt.</translation>
    </message>
</context>
<context>
    <name>GodShopRow</name>
    <message>
        <source>%1 of %2 in play</source>
        <translation>%1 von %2 im Spiel</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>Speed %1 · Att %2 · Arm %3</source>
        <translation>Tempo %1 · Ang %2 · Pz %3</translation>
    </message>
    <message>
        <source>%1 of %2 in play, %3 ordered</source>
        <translation>%1 von %2 im Spiel, %3 bestellt</translation>
    </message>
    <message>
        <source>Buy %1 for $%2</source>
        <translation>%1 für $%2 kaufen</translation>
    </message>
    <message>
        <source>%1 ordered · %2</source>
        <translation>%1 bestellt · %2</translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <translation>%1 (Fracht)</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <translation>
            <numerusform>noch %n Schritt</numerusform>
            <numerusform>noch %n Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <translation>
            <numerusform>Oben · noch %n Schritt</numerusform>
            <numerusform>Oben · noch %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Put the %1 on top of the stack</source>
        <translation>%1 oben auf den Stapel legen</translation>
    </message>
    <message>
        <source>The other player sees only the top ship of a stack.</source>
        <translation>Der andere Spieler sieht nur das oberste Schiff eines Stapels.</translation>
    </message>
    <message>
        <source>%1, on top of the stack</source>
        <translation>%1, oben auf dem Stapel</translation>
    </message>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Starboard</source>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Space tabletop games against friends or the computer</source>
        <translation>Weltraum-Brettspiele gegen Freunde oder den Computer</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Gespeichertes Spiel öffnen …</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <translation>Deine Partie %1 wartet auf dich.</translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <translation>Letzte Partie fortsetzen</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Startwert %1</translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <translation>Automatisch gespeichert am %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>Design your own galaxies, ship tables, decks and rule variants</source>
        <translation>Entwirf eigene Galaxien, Schiffstabellen, Decks und Regelvarianten</translation>
    </message>
    <message>
        <source>Your game of %1 is over.</source>
        <translation>Deine Partie %1 ist beendet.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Ergebnis ansehen</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Starboard</source>
        <translation>%1 – Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation>Das Spiel konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation>Das Fenster konnte nicht aufgenommen werden.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation>Starboard: Weltraum-Brettspiele.</translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once: you against the computer (Standard level).</source>
        <translation>Sofort ein neues Spiel &lt;id&gt; beginnen: du gegen den Computer (Stufe Standard).</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Ein gespeichertes Spiel öffnen.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation>Der Startwert des neuen Spiels (mit --game); ohne ihn zufällig.</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <translation>Die Sprache für diesen Start: %1 (Standard: die in den Einstellungen gewählte).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Save a PNG of the window once it is shown, then quit. Nothing is saved or remembered in this mode.</source>
        <translation>Ein PNG des Fensters speichern, sobald es angezeigt wird, dann beenden. In diesem Modus wird nichts gespeichert oder gemerkt.</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation>Mehr Informationen mit „%1 --help“.</translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation>--game und --load können nicht zusammen verwendet werden.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <translation>Unbekanntes Spiel „%1“. Spiele: %2.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation>--seed braucht --game.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <translation>Unbekannte Sprache „%1“. Sprachen: %2.</translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
        <translation>Die Datei „%1“ gibt es nicht.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot braucht einen Dateinamen.</translation>
    </message>
    <message>
        <source>The main view is not a Starboard window.</source>
        <translation>Die Hauptansicht ist kein Starboard-Fenster.</translation>
    </message>
    <message>
        <source>Open the Workshop (the content editor), with the files given after the options.</source>
        <translation>Die Werkstatt (den Inhaltseditor) öffnen, mit den nach den Optionen angegebenen Dateien.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <translation>[Dateien...]</translation>
    </message>
    <message>
        <source>--workshop cannot be used with --game or --load.</source>
        <translation>--workshop kann nicht mit --game oder --load verwendet werden.</translation>
    </message>
    <message>
        <source>Play It</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:</source>
        <translation>„%1“ kann nicht geöffnet werden:</translation>
    </message>
    <message>
        <source>Only one saved game can be opened at a time (&apos;%1&apos; and &apos;%2&apos;).</source>
        <translation>Es kann nur ein gespeichertes Spiel auf einmal geöffnet werden („%1“ und „%2“).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: Starboard opens saved games and content files, not &quot;%2&quot; files.</source>
        <translation>„%1“ kann nicht geöffnet werden: Starboard öffnet gespeicherte Spiele und Inhaltsdateien, keine „%2“-Dateien.</translation>
    </message>
    <message>
        <source>Files to open: a saved game is played, content files (galaxies, ship tables, rulesets, ...) open in the Workshop. With --workshop: files to open in the Workshop.</source>
        <translation>Zu öffnende Dateien: Ein gespeichertes Spiel wird gespielt, Inhaltsdateien (Galaxien, Schiffstabellen, Regelwerke, ...) öffnen sich in der Werkstatt. Mit --workshop: Dateien für die Werkstatt.</translation>
    </message>
    <message>
        <source>The saved game &apos;%1&apos; cannot be opened together with --game or --load.</source>
        <translation>Das gespeicherte Spiel „%1“ kann nicht zusammen mit --game oder --load geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Normal: random galaxy, bid for the Starbase</source>
        <translation>Normal: zufällige Galaxie, Gebote um die Sternenbasis</translation>
    </message>
    <message>
        <source>Quick: fixed start, no pirates (first games)</source>
        <translation>Schnell: feste Aufstellung, keine Piraten (erste Partien)</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <translation>Die mitgelieferte Galaxie</translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation>Galaxie-Datei auswählen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <translation>Die Standardregeln</translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation>Regel- oder Variantendatei auswählen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation>Gleicher Startwert, gleiche Spieler und Dateien ergeben dieselben Würfe und Ziehungen.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Full deck: 54 cards</source>
        <translation>Vollständiges Deck: 54 Karten</translation>
    </message>
    <message>
        <source>Original solitaire: 18 cards (1 player)</source>
        <translation>Ursprüngliches Solospiel: 18 Karten (1 Spieler)</translation>
    </message>
    <message>
        <source>Player %1: human or computer level</source>
        <translation>Spieler %1: Mensch oder Computerstufe</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Spiele (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <translation>Das Spielfeld bleibt verdeckt, bis %1 vor dem Bildschirm sitzt, damit niemand die Geheimnisse der anderen sieht.</translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <translation>Ich bin %1, zeig mein Spielfeld</translation>
    </message>
</context>
<context>
    <name>PlayItGuard</name>
    <message>
        <source>Play It</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>A game of %1 is in progress.</source>
        <translation>Eine Partie %1 läuft gerade.</translation>
    </message>
    <message>
        <source>It will be saved as &quot;%1&quot; in %2 before the new game starts; &quot;Open saved game&quot; brings it back.</source>
        <translation>Sie wird vor dem Start des neuen Spiels als „%1“ in %2 gespeichert; „Gespeichertes Spiel öffnen“ holt sie zurück.</translation>
    </message>
    <message>
        <source>Save It and Play</source>
        <translation>Speichern und spielen</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <translation>Die laufende Partie konnte nicht gespeichert werden und bleibt deshalb erhalten: %1</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Results of %1</source>
        <translation>Ergebnisse in %1</translation>
    </message>
    <message>
        <source>Your results in %1</source>
        <translation>Deine Ergebnisse in %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Startwert %1</translation>
    </message>
</context>
<context>
    <name>RulesLegend</name>
    <message>
        <source>Plain paragraphs say what the rulebook says.</source>
        <translation>Normale Absätze geben wieder, was im Regelheft steht.</translation>
    </message>
    <message>
        <source>paragraphs like this one are how Starboard plays where the rulebook is silent, unclear or refers to a lost picture.</source>
        <translation>Absätze wie dieser zeigen, wie Starboard spielt, wo das Regelheft schweigt, unklar ist oder auf ein verlorenes Bild verweist.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Our reading: %1</source>
        <translation>Unsere Lesart: %1</translation>
    </message>
    <message>
        <source>Our reading:</source>
        <translation>Unsere Lesart:</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Spiele (*.json)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach …</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Computer moves</source>
        <translation>Computerzüge</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>The window&apos;s size and place are remembered when you quit.</source>
        <translation>Größe und Position des Fensters werden beim Beenden gespeichert.</translation>
    </message>
    <message>
        <source>Pseudo-language (for testing)</source>
        <translation>Pseudosprache (zum Testen)</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <extracomment>A language in the chooser: %1 its name, %2 the share of the app&apos;s texts it translates, in whole percent (&quot;Deutsch (100%)&quot;).</extracomment>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>%1: from your translations folder (%2)</source>
        <extracomment>%1: a language&apos;s name, %2: the path of the translator&apos;s file it is loaded from.</extracomment>
        <translation>%1: aus deinem Übersetzungsordner (%2)</translation>
    </message>
    <message>
        <source>Drop a starboard_&lt;code&gt;.qm here to try a translation:</source>
        <translation>Lege hier eine starboard_&lt;code&gt;.qm ab, um eine Übersetzung auszuprobieren:</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>%1: /format: the Workshop does not edit &apos;%2&apos; files</source>
        <translation>%1: /format: die Werkstatt bearbeitet keine Dateien der Art „%2“</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <translation>%1: die Datei kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>%1: the file is too large for a Starboard document</source>
        <translation>%1: die Datei ist zu groß für ein Starboard-Dokument</translation>
    </message>
    <message>
        <source>The document has no file yet: use Save As.</source>
        <translation>Das Dokument hat noch keine Datei: Nutze „Speichern unter“.</translation>
    </message>
    <message>
        <source>%1: cannot save (%2); the file on disk is unchanged.</source>
        <translation>%1: Speichern nicht möglich (%2); die Datei auf der Festplatte bleibt unverändert.</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>Ship table</source>
        <translation>Schiffstabelle</translation>
    </message>
    <message>
        <source>Things</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>Galaxy of D rule variant</source>
        <translation>Regelvariante für Galaxy of D</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Kartendeck</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <translation>Technologietafel</translation>
    </message>
    <message>
        <source>Galaxy Command rule variant</source>
        <translation>Regelvariante für Galaxy Command</translation>
    </message>
    <message>
        <source>Near system</source>
        <translation>Nahes System</translation>
    </message>
    <message>
        <source>Distant system</source>
        <translation>Fernes System</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Red alert</source>
        <translation>Roter Alarm</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Streik</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Revolte</translation>
    </message>
    <message>
        <source>Invasion</source>
        <translation>Invasion</translation>
    </message>
    <message>
        <source>Peace</source>
        <translation>Frieden</translation>
    </message>
    <message>
        <source>Military coup</source>
        <translation>Militärputsch</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Überfall</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <source>wealth</source>
        <translation>Wohlstand</translation>
    </message>
    <message>
        <source>metal</source>
        <translation>Metall</translation>
    </message>
    <message>
        <source>Year %1: gain</source>
        <translation>Jahr %1: Gewinn</translation>
    </message>
    <message>
        <source>Year %1: force +</source>
        <translation>Jahr %1: Stärke +</translation>
    </message>
    <message>
        <source>Year %1: military lost</source>
        <translation>Jahr %1: verlorene Militärstärke</translation>
    </message>
    <message>
        <source>Year %1: lose</source>
        <translation>Jahr %1: Verlust</translation>
    </message>
    <message>
        <source>Year %1: invasion force</source>
        <translation>Jahr %1: Invasionsstärke</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Jahr %1</translation>
    </message>
    <message>
        <source>Storage at least</source>
        <translation>Lager mindestens</translation>
    </message>
    <message>
        <source>Military at most</source>
        <translation>Militärstärke höchstens</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Militärstärke mindestens</translation>
    </message>
    <message>
        <source>Every player gains %1 %2.</source>
        <translation>Jeder Spieler erhält %1 %2.</translation>
    </message>
    <message>
        <source>Strike: no production next turn.</source>
        <translation>Streik: keine Produktion im nächsten Zug.</translation>
    </message>
    <message>
        <source>Revolt against the aligned system of least resistance, force +%1.</source>
        <translation>Revolte gegen das angeschlossene System mit dem geringsten Widerstand, Stärke +%1.</translation>
    </message>
    <message>
        <source>Invasion of the system aligned last, force +%1.</source>
        <translation>Invasion des zuletzt angeschlossenen Systems, Stärke +%1.</translation>
    </message>
    <message>
        <source>Peace: nothing happens.</source>
        <translation>Frieden: Nichts geschieht.</translation>
    </message>
    <message>
        <source>Military %1 or more: on a roll of %2+ lose %3 military.</source>
        <translation>Militärstärke %1 oder mehr: bei einem Wurf von %2+ %3 Militärstärke verlieren.</translation>
    </message>
    <message>
        <source>Storage of %1 or more: lose %2 %3.</source>
        <translation>Lager von %1 oder mehr: %2 %3 verlieren.</translation>
    </message>
    <message>
        <source>Military %1 or less: an invasion of force %2.</source>
        <translation>Militärstärke %1 oder weniger: eine Invasion der Stärke %2.</translation>
    </message>
    <message>
        <source>Set-up: normal (5) or quick (10), fixed Things</source>
        <translation>Aufbau: normal (5) oder schnell (10), feste Objekte</translation>
    </message>
    <message>
        <source>Sides of the die</source>
        <translation>Seiten des Würfels</translation>
    </message>
    <message>
        <source>Armor of a Starbase at the start (3.2)</source>
        <translation>Panzerung einer Sternenbasis zu Beginn (3.2)</translation>
    </message>
    <message>
        <source>Attack power of a Starbase (3.2)</source>
        <translation>Angriffskraft einer Sternenbasis (3.2)</translation>
    </message>
    <message>
        <source>Money a Starbase earns each production (6.5)</source>
        <translation>Geld, das eine Sternenbasis in jeder Produktion einbringt (6.5)</translation>
    </message>
    <message>
        <source>Armor a Starbase loses every turn (6.5)</source>
        <translation>Panzerung, die eine Sternenbasis jeden Zug verliert (6.5)</translation>
    </message>
    <message>
        <source>Most money a player may keep (3.2)</source>
        <translation>Geld, das ein Spieler höchstens besitzen darf (3.2)</translation>
    </message>
    <message>
        <source>Things drawn: a die roll plus this (5.1)</source>
        <translation>Gezogene Objekte: ein Würfelwurf plus dieser Wert (5.1)</translation>
    </message>
    <message>
        <source>Starting money: a die roll plus this (5.2)</source>
        <translation>Startgeld: ein Würfelwurf plus dieser Wert (5.2)</translation>
    </message>
    <message>
        <source>Starting money in the quick set-up (10.5)</source>
        <translation>Startgeld beim Schnellaufbau (10.5)</translation>
    </message>
    <message>
        <source>Cargo price: distance times this (5.1)</source>
        <translation>Frachtpreis: Entfernung mal dieser Wert (5.1)</translation>
    </message>
    <message>
        <source>Least distance between two Starbases (5.2)</source>
        <translation>Mindestabstand zwischen zwei Sternenbasen (5.2)</translation>
    </message>
    <message>
        <source>A pirate moves on a roll up to this (6.3)</source>
        <translation>Ein Pirat zieht bei einem Wurf bis zu diesem Wert (6.3)</translation>
    </message>
    <message>
        <source>Things of the quick set-up, by id (10.1)</source>
        <translation>Objekte des Schnellaufbaus, nach Kennung (10.1)</translation>
    </message>
    <message>
        <source>Which cards make up the deck</source>
        <translation>Welche Karten das Deck bilden</translation>
    </message>
    <message>
        <source>Near systems in each player&apos;s sector</source>
        <translation>Nahe Systeme im Sektor jedes Spielers</translation>
    </message>
    <message>
        <source>Distant systems in each player&apos;s sector</source>
        <translation>Ferne Systeme im Sektor jedes Spielers</translation>
    </message>
    <message>
        <source>Event cards in Year 1 and Year 2</source>
        <translation>Ereigniskarten in Jahr 1 und Jahr 2</translation>
    </message>
    <message>
        <source>Metal production at the start</source>
        <translation>Metallproduktion zu Beginn</translation>
    </message>
    <message>
        <source>Wealth production at the start</source>
        <translation>Wohlstandsproduktion zu Beginn</translation>
    </message>
    <message>
        <source>Resources kept of each kind</source>
        <translation>Lagergrenze je Ressource</translation>
    </message>
    <message>
        <source>Resources kept with Interstellar Banking</source>
        <translation>Lagergrenze mit Interstellarem Bankwesen</translation>
    </message>
    <message>
        <source>Most military strength</source>
        <translation>Höchste Militärstärke</translation>
    </message>
    <message>
        <source>Most military strength with Capital Ships</source>
        <translation>Höchste Militärstärke mit Großkampfschiffen</translation>
    </message>
    <message>
        <source>Metal to build one military strength</source>
        <translation>Metall, um 1 Militärstärke aufzubauen</translation>
    </message>
    <message>
        <source>Wealth to build one military strength</source>
        <translation>Wohlstand, um 1 Militärstärke aufzubauen</translation>
    </message>
    <message>
        <source>Interspecies Commerce: resources given ...</source>
        <translation>Handel zwischen den Spezies: abgegebene Ressourcen ...</translation>
    </message>
    <message>
        <source>... for this many of the other resource</source>
        <translation>... für so viele der anderen Ressource</translation>
    </message>
    <message>
        <source>Bonus of the exploration technology</source>
        <translation>Bonus „Erkundung“</translation>
    </message>
    <message>
        <source>Bonus of the scientific technology</source>
        <translation>Bonus „Wissenschaft“</translation>
    </message>
    <message>
        <source>Points of the warlord bonus</source>
        <translation>Punkte des Bonus „Kriegsherr“</translation>
    </message>
    <message>
        <source>Multiplayer: aligned distant systems to win, per player</source>
        <translation>Mehrspieler: angeschlossene ferne Systeme für den Sieg, pro Spieler</translation>
    </message>
    <message>
        <source>Solitaire ranks: id, least score, name; &apos;;&apos; between</source>
        <translation>Ränge im Solospiel: Kennung, Mindestpunktzahl, Name; dazwischen „;“</translation>
    </message>
    <message>
        <source>%1 (untitled)</source>
        <comment>a new document of this kind, never saved</comment>
        <translation>%1 (unbenannt)</translation>
    </message>
    <message>
        <source>Empty variant (the standard rules)</source>
        <translation>Leere Variante (die Standardregeln)</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Kurzes Spiel</translation>
    </message>
    <message>
        <source>Rich galaxy</source>
        <translation>Reiche Galaxie</translation>
    </message>
    <message>
        <source>Make %1 a near system</source>
        <translation>%1 zu einem nahen System machen</translation>
    </message>
    <message>
        <source>Make %1 a distant system</source>
        <translation>%1 zu einem fernen System machen</translation>
    </message>
    <message>
        <source>Make %1 an event</source>
        <translation>%1 zu einem Ereignis machen</translation>
    </message>
    <message>
        <source>Make %1 a red alert</source>
        <translation>%1 zu einem Roten Alarm machen</translation>
    </message>
    <message>
        <source>The galaxy of the rulebook</source>
        <translation>Die Galaxie des Regelhefts</translation>
    </message>
    <message>
        <source>Empty galaxy</source>
        <translation>Leere Galaxie</translation>
    </message>
</context>
<context>
    <name>starboard::GameCatalog</name>
    <message>
        <source>Two fleets, one galaxy: buy ships, hold planets, haul cargo and bomb the enemy Starbase.</source>
        <translation>Zwei Flotten, eine Galaxie: Kaufe Schiffe, halte Planeten, transportiere Fracht und bombardiere die feindliche Sternenbasis.</translation>
    </message>
    <message>
        <source>Charge across the dark squares, jump enemy ships in dice battles and turn captured ships into power-ups.</source>
        <translation>Stürme über die dunklen Felder, überspringe feindliche Schiffe in Würfelkämpfen und mach erbeutete Schiffe zu Verstärkungen.</translation>
    </message>
    <message>
        <source>Race through the sektors to bring your scientist home, past warps, teleprisms and Durriken mercenaries.</source>
        <translation>Rase durch die Sektoren, um deine Wissenschaftlerin heimzubringen – vorbei an Warps, Teleprismen und Durriken-Söldnern.</translation>
    </message>
    <message>
        <source>Explore and align star systems, grow metal, wealth and technology, and survive the events of every year.</source>
        <translation>Erkunde Sternsysteme und gewinne sie als Verbündete, mehre Metall, Wohlstand und Technologie und überstehe die Ereignisse jedes Jahres.</translation>
    </message>
    <message>
        <source>Team up to defend the four districts of Galaxy City from waves of Exovon invaders.</source>
        <translation>Verteidigt gemeinsam die vier Bezirke von Galaxy City gegen Wellen von Exovon-Invasoren.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Zufallszüge</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <translation>Faustregel</translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <translation>
            <numerusform>%n eigenes Schiff, oben: %1</numerusform>
            <numerusform>%n eigene Schiffe, oben: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <translation>
            <numerusform>%n feindliches Schiff, oben: %1</numerusform>
            <numerusform>%n feindliche Schiffe, oben: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>Sector %1,%2</source>
        <translation>Sektor %1,%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>starboard::data</name>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <translation>unbekanntes Spiel „%1“ (Spiele mit Inhalten: %2)</translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <translation>keine Prüfung für das Format „%1“</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1; gefunden: %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>erwartet: eine ganze Zahl; gefunden: %1</translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <translation>muss mindestens %1 sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <translation>muss zwischen %1 und %2 liegen (gefunden: %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <translation>„%1“ ist keine gültige Kennung (erlaubt sind Kleinbuchstaben, Ziffern und „-“)</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <translation>Schlüssel „%1“ fehlt</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>unbekannter Schlüssel „%1“</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation>erwartet: „%1“; gefunden: „%2“</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <translation>unbekanntes Format „%1“ (bekannte Formate: %2)</translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <translation>von einem neueren Starboard geschrieben (Version %1; diese Version liest bis %2)</translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <translation>Version %1 von „%2“ kann nicht mehr gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: die Datei kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <translation>doppelte Kennung „%1“ (zuerst bei %2)</translation>
    </message>
    <message>
        <source>the ship table needs at least one ship</source>
        <translation>die Schiffstabelle braucht mindestens ein Schiff</translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
        <translation>muss eines von %1 sein (gefunden: „%2“)</translation>
    </message>
    <message>
        <source>only planets and asteroids have an income</source>
        <translation>nur Planeten und Asteroiden haben ein Einkommen</translation>
    </message>
    <message>
        <source>only pirates have a ship</source>
        <translation>nur Piraten haben ein Schiff</translation>
    </message>
    <message>
        <source>the list of Things must not be empty</source>
        <translation>die Liste der Objekte darf nicht leer sein</translation>
    </message>
    <message>
        <source>no Thing of kind &apos;spaceport&apos; (the game needs a Spaceport)</source>
        <translation>kein Objekt der Art „spaceport“ (das Spiel braucht einen Raumhafen)</translation>
    </message>
    <message>
        <source>must not exceed dieSides (%1)</source>
        <translation>darf dieSides (%1) nicht übersteigen</translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <translation>unbekanntes Schiff „%1“ (nicht in %2)</translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <translation>unbekanntes Objekt „%1“ (nicht in %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <translation>„%1“ ist ein Pirat; der Schnellaufbau hat keine Piraten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <translation>„%1“ ist keine vorzeichenlose 64-Bit-Ganzzahl</translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <translation>%1 ist keine exakte vorzeichenlose Ganzzahl (Startwerte über 2^53 als Ziffernfolge in Anführungszeichen schreiben)</translation>
    </message>
    <message>
        <source>a string of digits</source>
        <translation>eine Ziffernfolge</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <translation>„%1“ ist keine 64-Bit-Ganzzahl</translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <translation>%1 ist keine exakte Ganzzahl (Aktionen jenseits von 2^53 als Ziffernfolge in Anführungszeichen schreiben)</translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation>ein Computerplatz braucht ein „level“</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: die Datei kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
        <translation>%1: kein JSON-Schema: %2</translation>
    </message>
    <message>
        <source>the root is not an object</source>
        <translation>die Wurzel ist kein Objekt</translation>
    </message>
    <message>
        <source>schema nested too deeply</source>
        <translation>Schema zu tief verschachtelt</translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean</source>
        <translation>ein Schema muss ein Objekt oder ein Wahrheitswert sein</translation>
    </message>
    <message>
        <source>unsupported schema keyword &apos;%1&apos;</source>
        <translation>nicht unterstütztes Schema-Schlüsselwort „%1“</translation>
    </message>
    <message>
        <source>must be an object of schemas</source>
        <translation>muss ein Objekt aus Schemas sein</translation>
    </message>
    <message>
        <source>must be a non-empty array of schemas</source>
        <translation>muss eine nicht leere Liste von Schemas sein</translation>
    </message>
    <message>
        <source>cannot resolve &apos;%1&apos; (only &apos;#...&apos; pointers into this schema)</source>
        <translation>„%1“ kann nicht aufgelöst werden (nur „#…“-Zeiger in dieses Schema)</translation>
    </message>
    <message>
        <source>no type given</source>
        <translation>kein Typ angegeben</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation>unbekannter Typ „%1“</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>not a valid regular expression</source>
        <translation>kein gültiger regulärer Ausdruck</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation>hier ist kein Wert erlaubt</translation>
    </message>
    <message>
        <source>the schema cannot resolve &apos;%1&apos;</source>
        <translation>das Schema kann „%1“ nicht auflösen</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <translation>muss %1 sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <translation>muss eines von %1 sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <translation>darf höchstens %1 sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <translation>„%1“ passt nicht zum Muster „%2“</translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <translation>doppelter Eintrag (gleich wie %1)</translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <translation>kein Schema für das Format „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used by &apos;%2&apos; events</source>
        <translation>„%1“ wird von Ereignissen der Art „%2“ nicht verwendet</translation>
    </message>
    <message>
        <source>row %1 already has a generation-%2 technology (%3)</source>
        <translation>Reihe %1 hat schon eine Technologie der Generation %2 (%3)</translation>
    </message>
    <message>
        <source>technology &apos;%1&apos; is missing (the mat has each of the %2 technologies once)</source>
        <translation>Technologie „%1“ fehlt (die Tafel enthält jede der %2 Technologien genau einmal)</translation>
    </message>
    <message>
        <source>row %1 has no generation-%2 technology</source>
        <translation>Reihe %1 hat keine Technologie der Generation %2</translation>
    </message>
    <message>
        <source>the list of ranks must not be empty</source>
        <translation>die Liste der Ränge darf nicht leer sein</translation>
    </message>
    <message>
        <source>the first rank must start at 0 (found %1)</source>
        <translation>der erste Rang muss bei 0 beginnen (gefunden: %1)</translation>
    </message>
    <message>
        <source>must be greater than the previous rank&apos;s minScore (%1)</source>
        <translation>muss größer sein als minScore des vorigen Rangs (%1)</translation>
    </message>
    <message>
        <source>the deck must not be empty</source>
        <translation>das Deck darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be at least %1 (%2)</source>
        <translation>muss mindestens %1 sein (%2)</translation>
    </message>
    <message>
        <source>must not exceed distantPerPlayer (%1)</source>
        <translation>darf distantPerPlayer (%1) nicht übersteigen</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (the die&apos;s sides, %2)</source>
        <translation>muss zwischen 1 und %1 liegen (die Seiten des Würfels, %2)</translation>
    </message>
    <message>
        <source>duplicate card number %1 (first at %2)</source>
        <translation>doppelte Kartennummer %1 (zuerst bei %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for systems only</source>
        <translation>„%1“ gilt nur für Systeme</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for events and red alerts only</source>
        <translation>„%1“ gilt nur für Ereignisse und Rote Alarme</translation>
    </message>
    <message>
        <source>the shipped galaxy</source>
        <translation>die mitgelieferte Galaxie</translation>
    </message>
    <message>
        <source>the shipped ship table</source>
        <translation>die mitgelieferte Schiffstabelle</translation>
    </message>
    <message>
        <source>the shipped Things</source>
        <translation>die mitgelieferten Objekte</translation>
    </message>
    <message>
        <source>the shipped rules</source>
        <translation>die mitgelieferten Regeln</translation>
    </message>
    <message>
        <source>the shipped deck</source>
        <translation>das mitgelieferte Deck</translation>
    </message>
    <message>
        <source>the shipped technology mat</source>
        <translation>die mitgelieferte Technologietafel</translation>
    </message>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <translation>
            <numerusform>%1: die Datei überschreitet die Grenze von %n Byte</numerusform>
            <numerusform>%1: die Datei überschreitet die Grenze von %n Byte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <translation>
            <numerusform>Verschachtelung tiefer als die Grenze von %n Ebene</numerusform>
            <numerusform>Verschachtelung tiefer als die Grenze von %n Ebenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <translation>
            <numerusform>erwartet: 2 Einträge (Jahr 1 und Jahr 2); gefunden: %n</numerusform>
            <numerusform>erwartet: 2 Einträge (Jahr 1 und Jahr 2); gefunden: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <translation>
            <numerusform>das Deck „%1“ hat %n nahes System; ein Spieler braucht %2 (%3)</numerusform>
            <numerusform>das Deck „%1“ hat %n nahe Systeme; ein Spieler braucht %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <translation>
            <numerusform>das Deck „%1“ hat %n fernes System; ein Spieler braucht %2 (%3)</numerusform>
            <numerusform>das Deck „%1“ hat %n ferne Systeme; ein Spieler braucht %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <translation>
            <numerusform>das Deck „%1“ hat %n Ereignis, das kein Roter Alarm ist; ein Jahr braucht %2 (%3)</numerusform>
            <numerusform>das Deck „%1“ hat %n Ereignisse, die keine Roten Alarme sind; ein Jahr braucht %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <translation>
            <numerusform>eine Galaxie braucht mindestens 2 Sektoren (gefunden: %n)</numerusform>
            <numerusform>eine Galaxie braucht mindestens 2 Sektoren (gefunden: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <translation>
            <numerusform>eine Galaxie hat höchstens %1 Sektoren (gefunden: %n)</numerusform>
            <numerusform>eine Galaxie hat höchstens %1 Sektoren (gefunden: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <translation>
            <numerusform>die Schiffstabelle hat höchstens %1 Schiffe (gefunden: %n)</numerusform>
            <numerusform>die Schiffstabelle hat höchstens %1 Schiffe (gefunden: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <translation>
            <numerusform>eine Galaxie, die Sternenbasis-Sektoren aufführt, braucht mindestens %1 davon (gefunden: %n)</numerusform>
            <numerusform>eine Galaxie, die Sternenbasis-Sektoren aufführt, braucht mindestens %1 davon (gefunden: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <translation>
            <numerusform>es gibt keinen Sektor Nummer %1 (die Galaxie hat %n Sektor)</numerusform>
            <numerusform>es gibt keinen Sektor Nummer %1 (die Galaxie hat %n Sektoren)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate Starbase %1 (first at %2)</source>
        <translation>doppelte Sternenbasis in %1 (zuerst bei %2)</translation>
    </message>
    <message>
        <source>%1 already has a Thing (%2)</source>
        <translation>%1 hat schon ein Objekt (%2)</translation>
    </message>
    <message>
        <source>duplicate sector %1,%2 (first at %3)</source>
        <translation>doppelter Sektor %1,%2 (zuerst bei %3)</translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <translation>
            <numerusform>Sektor %1,%2 ist von Sektor %3,%4 aus nicht erreichbar (die Galaxie muss zusammenhängen; %n Sektor abgeschnitten)</numerusform>
            <numerusform>Sektor %1,%2 ist von Sektor %3,%4 aus nicht erreichbar (die Galaxie muss zusammenhängen; %n Sektoren abgeschnitten)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already has a Thing</source>
        <translation>%1 hat schon ein Objekt</translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <translation>
            <numerusform>erwartet: ein Platz pro Spieler (%n Spieler); gefunden: %1</numerusform>
            <numerusform>erwartet: ein Platz pro Spieler (%n Spieler); gefunden: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <translation>
            <numerusform>%1: die Spielaufzeichnung überschreitet die Grenze von %n Byte</numerusform>
            <numerusform>%1: die Spielaufzeichnung überschreitet die Grenze von %n Byte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <translation>
            <numerusform>muss mindestens %n Zeichen haben (gefunden: %1)</numerusform>
            <numerusform>muss mindestens %n Zeichen haben (gefunden: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <translation>
            <numerusform>darf höchstens %n Zeichen haben (gefunden: %1)</numerusform>
            <numerusform>darf höchstens %n Zeichen haben (gefunden: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <translation>
            <numerusform>muss mindestens %n Eintrag haben (gefunden: %1)</numerusform>
            <numerusform>muss mindestens %n Einträge haben (gefunden: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <translation>
            <numerusform>darf höchstens %n Eintrag haben (gefunden: %1)</numerusform>
            <numerusform>darf höchstens %n Einträge haben (gefunden: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <translation>
            <numerusform>passt nicht zu der %n erlaubten Form (%1); sie meldet:</numerusform>
            <numerusform>passt zu keiner der %n erlaubten Formen (%1); die nächstliegende meldet:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <translation>
            <numerusform>passt zu %n der erlaubten Formen, muss aber zu genau einer passen (oneOf)</numerusform>
            <numerusform>passt zu %n der erlaubten Formen, muss aber zu genau einer passen (oneOf)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::BoardPreview</name>
    <message>
        <source>No preview yet.</source>
        <translation>Noch keine Vorschau.</translation>
    </message>
    <message>
        <source>%1 has no board to preview.</source>
        <translation>%1 hat kein Spielfeld für eine Vorschau.</translation>
    </message>
    <message>
        <source>The board cannot be shown: %1</source>
        <translation>Das Spielfeld kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>the view is not a Qt Quick item</source>
        <translation>die Ansicht ist kein Qt-Quick-Element</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardListModel</name>
    <message>
        <source>One of the 18 cards of the original solitaire game</source>
        <translation>Eine der 18 Karten des ursprünglichen Solospiels</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <translation>%1 als Originalkarte markieren</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <translation>Markierung von %1 als Originalkarte aufheben</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardPreview</name>
    <message>
        <source>RESISTANCE</source>
        <translation>WIDERSTAND</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Metall</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Wohlstand</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <translation>ROTER ALARM</translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation>EREIGNIS</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Jahr %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::DeckEditor</name>
    <message>
        <source>Deck name:</source>
        <translation>Name des Decks:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Kennung:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <translation>Name des Decks ändern</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <translation>Kennung des Decks ändern</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>Alle Karten</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Karte hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>One of the 18 cards of the original game</source>
        <translation>Eine der 18 Karten des ursprünglichen Spiels</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <source>Metal production</source>
        <translation>Metallproduktion</translation>
    </message>
    <message>
        <source>Wealth production</source>
        <translation>Wohlstandsproduktion</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Jahr %1</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Militärstärke mindestens</translation>
    </message>
    <message>
        <source>Succeeds on a roll of</source>
        <translation>Gelingt bei einem Wurf von</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <translation>Wähle eine Karte in der Liste oder füge eine hinzu.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>Change the event of %1 to %2</source>
        <translation>Ereignis von %1 auf %2 ändern</translation>
    </message>
    <message>
        <source>New card %1</source>
        <translation>Neue Karte %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <translation>Karte %1 hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate %1 as card %2</source>
        <translation>%1 als Karte %2 duplizieren</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Change the number of %1</source>
        <translation>Nummer von %1 ändern</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <translation>Kennung von %1 ändern</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <translation>%1 als Originalkarte markieren</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <translation>Markierung von %1 als Originalkarte aufheben</translation>
    </message>
    <message>
        <source>Change the resistance of %1</source>
        <translation>Widerstand von %1 ändern</translation>
    </message>
    <message>
        <source>Change the metal production of %1</source>
        <translation>Metallproduktion von %1 ändern</translation>
    </message>
    <message>
        <source>Change the wealth production of %1</source>
        <translation>Wohlstandsproduktion von %1 ändern</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <translation>Siegpunkte von %1 ändern</translation>
    </message>
    <message>
        <source>Change the year 1 amount of %1</source>
        <translation>Menge in Jahr 1 von %1 ändern</translation>
    </message>
    <message>
        <source>Change the year 2 amount of %1</source>
        <translation>Menge in Jahr 2 von %1 ändern</translation>
    </message>
    <message>
        <source>Change the year 1 resource of %1</source>
        <translation>Ressource in Jahr 1 von %1 ändern</translation>
    </message>
    <message>
        <source>Change the year 2 resource of %1</source>
        <translation>Ressource in Jahr 2 von %1 ändern</translation>
    </message>
    <message>
        <source>Change the military threshold of %1</source>
        <translation>Mindest-Militärstärke von %1 ändern</translation>
    </message>
    <message>
        <source>Change the roll needed by %1</source>
        <translation>Benötigten Wurf von %1 ändern</translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>starboard::editor::PlaytestDialog</name>
    <message>
        <source>Playtest</source>
        <translation>Testspiele</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Zufällige Züge</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same games. Press Run.</source>
        <translation>Gleicher Startwert und gleiche Einstellungen ergeben immer dieselben Spiele. Drücke „Starten“.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>Lauf abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <translation>
            <numerusform>Dieser Inhalt kann nicht von %n Spieler gespielt werden.</numerusform>
            <numerusform>Dieser Inhalt kann nicht von %n Spielern gespielt werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Nach %n Spiel abgebrochen.</numerusform>
            <numerusform>Nach %n Spielen abgebrochen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <translation>
            <numerusform>%n Spiel in %1 s gespielt.</numerusform>
            <numerusform>%n Spiele in %1 s gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 wins</source>
        <translation>Siege von Platz %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Spiele ohne Sieger</translation>
    </message>
    <message>
        <source>Game length in actions: mean %1, median %2</source>
        <translation>Spiellänge in Aktionen: Mittelwert %1, Median %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a bin of a histogram: from, to (both included)</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The rest as shipped with the game.</source>
        <translation>Alles Übrige wie mit dem Spiel mitgeliefert.</translation>
    </message>
    <message>
        <source>The content shipped with the game.</source>
        <translation>Die mit dem Spiel mitgelieferten Inhalte.</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalte</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Spiellänge</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Shown after a run.</source>
        <translation>Wird nach einem Lauf angezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <translation>
            <numerusform>Siegquote je Platz in %n Spiel</numerusform>
            <numerusform>Siegquote je Platz in %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Nobody</source>
        <comment>the bar of the games that no seat won</comment>
        <translation>Niemand</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <translation>
            <numerusform>%1: %n Spiel von %2 (%3)</numerusform>
            <numerusform>%1: %n Spiele von %2 (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>@value%</source>
        <comment>a bar&apos;s label: percent of the games</comment>
        <translation>@value %</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Gewonnene Spiele (%)</translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <translation>
            <numerusform>%1 Aktionen: %n Spiel</numerusform>
            <numerusform>%1 Aktionen: %n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <translation>
            <numerusform>Spiellänge (%n Spiel): Mittelwert %1, Median %2</numerusform>
            <numerusform>Spiellänge (%n Spiele): Mittelwert %1, Median %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions per game (chance outcomes included)</source>
        <translation>Aktionen pro Spiel (Zufallsergebnisse mitgezählt)</translation>
    </message>
    <message numerus="yes">
        <source>Final scores in %n game(s)</source>
        <translation>
            <numerusform>Endpunktzahlen in %n Spiel</numerusform>
            <numerusform>Endpunktzahlen in %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <translation>
            <numerusform>Platz %1, Punktzahl %2: %n Spiel</numerusform>
            <numerusform>Platz %1, Punktzahl %2: %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endpunktzahl</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Vom Team gewonnene Spiele</translation>
    </message>
    <message>
        <source>Games the team lost</source>
        <translation>Vom Team verlorene Spiele</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Verlorene Spiele</translation>
    </message>
    <message>
        <source>Seat %1 ranks: %2</source>
        <translation>Ränge von Platz %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <translation>
            <numerusform>Siege und Niederlagen des Teams in %n Spiel</numerusform>
            <numerusform>Siege und Niederlagen des Teams in %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <translation>
            <numerusform>Siege und Niederlagen in %n Spiel</numerusform>
            <numerusform>Siege und Niederlagen in %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the bar of the games won</comment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the bar of the games lost</comment>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Rules of thumb (heuristic)</source>
        <translation>Faustregeln (Heuristik)</translation>
    </message>
    <message>
        <source>Nothing (one run)</source>
        <translation>Nichts (ein Lauf)</translation>
    </message>
    <message>
        <source>A file…</source>
        <translation>Eine Datei …</translation>
    </message>
    <message>
        <source>Variant B: the same games (seeds and players) with this file in place of A&apos;s of its kind.</source>
        <translation>Variante B: dieselben Partien (Seeds und Spieler) mit dieser Datei anstelle der gleichartigen Datei von A.</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Save each game&apos;s figures and the summary as CSV or JSON.</source>
        <translation>Die Kennzahlen jeder Partie und die Zusammenfassung als CSV oder JSON speichern.</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>%1 is not content of this game (a galaxy, a ship table, Things, a deck, a technology mat or a ruleset).</source>
        <translation>%1 ist kein Inhalt dieses Spiels (eine Galaxie, eine Schiffstabelle, Dinge, ein Deck, ein Technologietableau oder ein Regelwerk).</translation>
    </message>
    <message>
        <source>B: %1 (%2)</source>
        <translation>B: %1 (%2)</translation>
    </message>
    <message>
        <source>Compare with a content file</source>
        <translation>Mit einer Inhaltsdatei vergleichen</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>Starboard-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export the playtest</source>
        <translation>Den Testlauf exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>CSV-Tabelle (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <translation>
            <numerusform>Variante B kann nicht mit %n Spieler gespielt werden.</numerusform>
            <numerusform>Variante B kann nicht mit %n Spielern gespielt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ too few games to tell</source>
        <translation>⚠ zu wenige Partien für eine Aussage</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <comment>a 95% confidence interval: from, to</comment>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>95%: %1</source>
        <translation>95 %: %1</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>out of the game: %1 %2</source>
        <translation>aus dem Spiel: %1 %2</translation>
    </message>
    <message>
        <source>First player&apos;s win rate (decided games): %1, 95%: %2</source>
        <translation>Siegquote des Startspielers (entschiedene Partien): %1, 95 %: %2</translation>
    </message>
    <message>
        <source>Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6</source>
        <translation>Punkte von Platz %1: Mittel %2 (95 %: [%3, %4]), niedrigste %5, höchste %6</translation>
    </message>
    <message>
        <source>Figures (95% confidence intervals)</source>
        <translation>Kennzahlen (95-%-Konfidenzintervalle)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>Compare: A as above; %1 (the same %n game(s) and seeds)</source>
        <translation>
            <numerusform>Vergleich: A wie oben; %1 (dieselbe %n Partie und derselbe Seed)</numerusform>
            <numerusform>Vergleich: A wie oben; %1 (dieselben %n Partien und Seeds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <translation>
            <numerusform>B wurde nach %n Partie abgebrochen.</numerusform>
            <numerusform>B wurde nach %n Partien abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B − A (95% interval)</source>
        <translation>B − A (95-%-Intervall)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>percentage points</comment>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>unterschiedlich</translation>
    </message>
    <message>
        <source>%1 [%2, %3]</source>
        <translation>%1 [%2, %3]</translation>
    </message>
    <message numerus="yes">
        <source>⚠ too few games to tell: fewer than %n game(s) count for the figure, or a rate&apos;s 95% interval is wider than %1 percentage points. Run more games.</source>
        <translation>
            <numerusform>⚠ zu wenige Partien für eine Aussage: weniger als %n Partie zählt für die Kennzahl, oder das 95-%-Intervall einer Quote ist breiter als %1 Prozentpunkte. Mehr Partien spielen.</numerusform>
            <numerusform>⚠ zu wenige Partien für eine Aussage: weniger als %n Partien zählen für die Kennzahl, oder das 95-%-Intervall einer Quote ist breiter als %1 Prozentpunkte. Mehr Partien spielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant B was closed in the Workshop.</source>
        <translation>Variante B wurde in der Werkstatt geschlossen.</translation>
    </message>
    <message>
        <source>Cannot write variant B&apos;s unsaved changes to %1.</source>
        <translation>Die ungespeicherten Änderungen von Variante B lassen sich nicht nach %1 schreiben.</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <translation>%1 (ungespeicherte Änderungen)</translation>
    </message>
    <message>
        <source>with its unsaved changes</source>
        <translation>mit ihren ungespeicherten Änderungen</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetEditor</name>
    <message>
        <source>Reset to default</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Give the selected parameter its standard value again</source>
        <translation>Dem gewählten Parameter wieder seinen Standardwert geben</translation>
    </message>
    <message>
        <source>short-game</source>
        <translation>kurzes-spiel</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Kurzes Spiel</translation>
    </message>
    <message>
        <source>Variant &amp;name:</source>
        <translation>&amp;Name der Variante:</translation>
    </message>
    <message>
        <source>Variant &amp;id:</source>
        <translation>&amp;Kennung der Variante:</translation>
    </message>
    <message>
        <source>A variant stores only what differs from the standard rules; changed values are bold and marked.</source>
        <translation>Eine Variante speichert nur, was von den Standardregeln abweicht; geänderte Werte sind fett und markiert.</translation>
    </message>
    <message>
        <source>Change variant id</source>
        <translation>Kennung der Variante ändern</translation>
    </message>
    <message>
        <source>Rename variant</source>
        <translation>Variante umbenennen</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetModel</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Thing ids</source>
        <translation>Objekt-Kennungen</translation>
    </message>
    <message>
        <source>2 numbers, %1 to %2</source>
        <translation>2 Zahlen, %1 bis %2</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>Changed by this variant (standard: %1)</source>
        <translation>Von dieser Variante geändert (Standard: %1)</translation>
    </message>
    <message>
        <source>The standard value</source>
        <translation>Der Standardwert</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <translation>%1 auf Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipTableModel</name>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Change id of %1</source>
        <translation>Kennung von %1 ändern</translation>
    </message>
    <message>
        <source>Change cost of %1</source>
        <translation>Kosten von %1 ändern</translation>
    </message>
    <message>
        <source>Change speed of %1</source>
        <translation>Geschwindigkeit von %1 ändern</translation>
    </message>
    <message>
        <source>Change attack of %1</source>
        <translation>Angriff von %1 ändern</translation>
    </message>
    <message>
        <source>Change armor of %1</source>
        <translation>Panzerung von %1 ändern</translation>
    </message>
    <message>
        <source>Change chits of %1</source>
        <translation>Marker von %1 ändern</translation>
    </message>
    <message>
        <source>Change cargo ability of %1</source>
        <translation>Frachtfähigkeit von %1 ändern</translation>
    </message>
    <message>
        <source>Change bounty ability of %1</source>
        <translation>Kopfgeldfähigkeit von %1 ändern</translation>
    </message>
    <message>
        <source>Change starbase damage of %1</source>
        <translation>Basisschaden von %1 ändern</translation>
    </message>
    <message>
        <source>Change special text of %1</source>
        <translation>Sondertext von %1 ändern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Panzerung</translation>
    </message>
    <message>
        <source>Chits</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Fracht</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Kopfgeld</translation>
    </message>
    <message>
        <source>Starbase dmg</source>
        <translation>Basisschaden</translation>
    </message>
    <message>
        <source>Special (text for the players)</source>
        <translation>Besonderheit (Text für die Spieler)</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Der Name, den die Spieler sehen</translation>
    </message>
    <message>
        <source>The ship&apos;s id in the files (pirates name their ship by it)</source>
        <translation>Die Kennung des Schiffs in den Dateien (Piraten geben damit ihr Schiff an)</translation>
    </message>
    <message>
        <source>Price to build one ship</source>
        <translation>Preis für den Bau eines Schiffs</translation>
    </message>
    <message>
        <source>Sectors per turn: 1 slow, 2 medium, 3 fast</source>
        <translation>Sektoren pro Zug: 1 langsam, 2 mittel, 3 schnell</translation>
    </message>
    <message>
        <source>Attack power against ships</source>
        <translation>Angriffskraft gegen Schiffe</translation>
    </message>
    <message>
        <source>Damage the ship takes before it is destroyed</source>
        <translation>Schaden, den das Schiff einsteckt, bevor es zerstört wird</translation>
    </message>
    <message>
        <source>Chits per side: the most ships of this type in play at once</source>
        <translation>Marker pro Seite: höchstens so viele Schiffe dieses Typs gleichzeitig im Spiel</translation>
    </message>
    <message>
        <source>Carries cargo: picks up cargo at a planet and sells it at the Spaceport</source>
        <translation>Transportiert Fracht: lädt sie auf einem Planeten und verkauft sie am Raumhafen</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat it survives</source>
        <translation>Bringt $1 für jedes feindliche Schiff, das in einem Kampf zerstört wird, den es überlebt</translation>
    </message>
    <message>
        <source>Damage dealt on entering an enemy Starbase (0: none)</source>
        <translation>Schaden beim Erreichen einer feindlichen Sternenbasis (0: keiner)</translation>
    </message>
    <message>
        <source>What the special ability does, in words for the players</source>
        <translation>Was die Sonderfähigkeit bewirkt, in Worten für die Spieler</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Add ship %1</source>
        <translation>Schiff %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove ship %1</source>
        <translation>Schiff %1 entfernen</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>%1 nach oben verschieben</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>%1 nach unten verschieben</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipsEditor</name>
    <message>
        <source>Add ship</source>
        <translation>Schiff hinzufügen</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Eine Kopie des gewählten Schiffs hinzufügen</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <translation>Schiff entfernen</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Das gewählte Schiff entfernen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>The engine&apos;s special abilities are the Cargo and Bounty check boxes and the starbase damage; the special text only tells the players about them.</source>
        <translation>Die Sonderfähigkeiten, die das Spiel auswertet, sind die Kästchen „Fracht“ und „Kopfgeld“ und der Basisschaden; der Sondertext erklärt sie nur den Spielern.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::StartPage</name>
    <message>
        <source>Starboard Workshop</source>
        <translation>Starboard-Werkstatt</translation>
    </message>
    <message>
        <source>Make your own galaxies, ship tables, card decks and rule variants. Every change can be undone, the game&apos;s own checks tell what it would refuse, and Play It or Playtest tries your content at once.</source>
        <translation>Erstelle eigene Galaxien, Schiffstabellen, Kartendecks und Regelvarianten. Jede Änderung lässt sich rückgängig machen, die Prüfungen des Spiels zeigen, was es ablehnen würde, und mit „Spielen“ oder „Testspiele“ probierst du deine Inhalte sofort aus.</translation>
    </message>
    <message>
        <source>Start a new file:</source>
        <translation>Neue Datei anlegen:</translation>
    </message>
    <message>
        <source>A new file of this kind, from the one the game ships</source>
        <translation>Eine neue Datei dieser Art, ausgehend von der mitgelieferten des Spiels</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Datei öffnen …</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Zuletzt geöffnete Dateien</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologiesEditor</name>
    <message>
        <source>Mat name:</source>
        <translation>Name der Tafel:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Kennung:</translation>
    </message>
    <message>
        <source>Change the mat&apos;s name</source>
        <translation>Name der Tafel ändern</translation>
    </message>
    <message>
        <source>Change the mat&apos;s id</source>
        <translation>Kennung der Tafel ändern</translation>
    </message>
    <message>
        <source>Each row of the mat has one first-generation technology (left) and one second-generation technology (right) that needs it. The ids are fixed: the game knows each technology&apos;s effect by its id. Double-click a cell to edit it.</source>
        <translation>Jede Reihe der Tafel hat eine Technologie der ersten Generation (links) und eine der zweiten Generation (rechts), die sie voraussetzt. Die Kennungen sind fest: Das Spiel erkennt die Wirkung jeder Technologie an ihrer Kennung. Doppelklicke auf eine Zelle, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>The mat as the board shows it:</source>
        <translation>Die Tafel, wie das Spielfeld sie zeigt:</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyMatPreview</name>
    <message>
        <source>Cost %1, %2 VP</source>
        <translation>Kosten %1, %2 SP</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyModel</name>
    <message>
        <source>The engine knows this technology&apos;s effect by its id; it cannot change.</source>
        <translation>Das Spiel erkennt die Wirkung dieser Technologie an ihrer Kennung; sie kann sich nicht ändern.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generation</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Change the row of %1</source>
        <translation>Reihe von %1 ändern</translation>
    </message>
    <message>
        <source>Change the generation of %1</source>
        <translation>Generation von %1 ändern</translation>
    </message>
    <message>
        <source>Change the cost of %1</source>
        <translation>Kosten von %1 ändern</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <translation>Siegpunkte von %1 ändern</translation>
    </message>
    <message>
        <source>Change the effect of %1</source>
        <translation>Wirkung von %1 ändern</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Close the &amp;Workshop</source>
        <translation>&amp;Werkstatt schließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Play It</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Play&amp;test…</source>
        <translation>&amp;Testspiele …</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>New document</source>
        <translation>Neues Dokument</translation>
    </message>
    <message>
        <source>Open or create a document (File menu).</source>
        <translation>Öffne oder erstelle ein Dokument (Menü „Datei“).</translation>
    </message>
    <message>
        <source>No problems: the game loads this file.</source>
        <translation>Keine Probleme: Das Spiel lädt diese Datei.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the game refuses this file until they are fixed. Click one to go to it.</source>
        <translation>
            <numerusform>%n Problem: Das Spiel lehnt diese Datei ab, bis es behoben ist. Klicke darauf, um hinzuspringen.</numerusform>
            <numerusform>%n Probleme: Das Spiel lehnt diese Datei ab, bis sie behoben sind. Klicke auf eines, um hinzuspringen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[*] - Starboard Workshop</source>
        <translation>%1[*] - Starboard-Werkstatt</translation>
    </message>
    <message>
        <source>Starboard Workshop</source>
        <translation>Starboard-Werkstatt</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved as a draft: the game refuses it until the problems are fixed.</source>
        <translation>Als Entwurf gespeichert: Das Spiel lehnt die Datei ab, bis die Probleme behoben sind.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>Starboard-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation>Änderungen an %1 vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Play It</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiele</translation>
    </message>
    <message>
        <source>The game cannot load %1 yet: fix the problems listed below first.</source>
        <translation>Das Spiel kann %1 noch nicht laden: Behebe zuerst die unten aufgeführten Probleme.</translation>
    </message>
    <message>
        <source>Playing with %1.</source>
        <translation>Spiel mit %1 gestartet.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <translation>
            <numerusform>%n unbekannten Schlüssel entfernen</numerusform>
            <numerusform>%n unbekannte Schlüssel entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the keys the game does not know (listed below as &quot;unknown key&quot;); Undo brings them back</source>
        <translation>Die Schlüssel entfernen, die das Spiel nicht kennt (unten als „unbekannter Schlüssel“ aufgeführt); „Rückgängig“ holt sie zurück</translation>
    </message>
    <message>
        <source>Remove the unknown key &apos;%1&apos;</source>
        <translation>Unbekannten Schlüssel „%1“ entfernen</translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message>
        <source>Paint sector</source>
        <translation>Sektor malen</translation>
    </message>
    <message>
        <source>Click or drag to add sectors</source>
        <translation>Klicken oder ziehen, um Sektoren hinzuzufügen</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <source>Click or drag to remove sectors and their Things</source>
        <translation>Klicken oder ziehen, um Sektoren samt ihren Objekten zu entfernen</translation>
    </message>
    <message>
        <source>Place Thing</source>
        <translation>Objekt platzieren</translation>
    </message>
    <message>
        <source>Click a sector to fix the chosen Thing on it</source>
        <translation>Klicke auf einen Sektor, um das gewählte Objekt fest dort zu platzieren</translation>
    </message>
    <message>
        <source>The Thing that Place Thing places</source>
        <translation>Das Objekt, das „Objekt platzieren“ platziert</translation>
    </message>
    <message>
        <source>Clear Thing</source>
        <translation>Objekt entfernen</translation>
    </message>
    <message>
        <source>Click a sector to remove its fixed Thing</source>
        <translation>Klicke auf einen Sektor, um sein festes Objekt zu entfernen</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <source>Keep the two halves point-symmetric: every edit also applies to the hex a half turn about the centre maps it to</source>
        <translation>Die beiden Hälften punktsymmetrisch halten: Jede Änderung gilt auch für das Feld, auf das eine halbe Drehung um die Mitte es abbildet</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole galaxy</source>
        <translation>Die ganze Galaxie zeigen</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Left button: use the tool (a drag is one step to undo). Right button: move the map. Wheel: zoom.</source>
        <translation>Linke Maustaste: Werkzeug benutzen (ein Ziehen wird in einem Schritt rückgängig gemacht). Rechte Maustaste: Karte verschieben. Mausrad: zoomen.</translation>
    </message>
    <message>
        <source>Click to show it on the map</source>
        <translation>Klicken, um es auf der Karte zu zeigen</translation>
    </message>
    <message>
        <source>The galaxy has no sectors</source>
        <translation>Die Galaxie hat keine Sektoren</translation>
    </message>
    <message numerus="yes">
        <source>The map is connected (%n sector(s))</source>
        <translation>
            <numerusform>Die Karte hängt zusammen (%n Sektor)</numerusform>
            <numerusform>Die Karte hängt zusammen (%n Sektoren)</numerusform>
        </translation>
    </message>
    <message>
        <source>No fixed Things: the Galaxy Setting places them when a game starts</source>
        <translation>Keine festen Objekte: Der Galaxieaufbau platziert sie bei Spielbeginn</translation>
    </message>
    <message>
        <source>No fixed Thing is next to another</source>
        <translation>Kein festes Objekt liegt neben einem anderen</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of fixed Things next to each other (%1)</source>
        <translation>
            <numerusform>%n Paar fester Objekte nebeneinander (%1)</numerusform>
            <numerusform>%n Paare fester Objekte nebeneinander (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The cargo price is set by the Galaxy Setting</source>
        <translation>Der Frachtpreis wird beim Galaxieaufbau bestimmt</translation>
    </message>
    <message>
        <source>No Spaceport among the fixed Things: no cargo can be sold</source>
        <translation>Kein Raumhafen unter den festen Objekten: Es kann keine Fracht verkauft werden</translation>
    </message>
    <message>
        <source>No planet can be reached from the Spaceport: the cargo price is $0</source>
        <translation>Vom Raumhafen aus ist kein Planet erreichbar: Der Frachtpreis ist $0</translation>
    </message>
    <message numerus="yes">
        <source>Cargo price $%1 (the nearest planet is %n move(s) from the Spaceport)</source>
        <translation>
            <numerusform>Frachtpreis $%1 (der nächste Planet ist %n Schritt vom Raumhafen entfernt)</numerusform>
            <numerusform>Frachtpreis $%1 (der nächste Planet ist %n Schritte vom Raumhafen entfernt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <translation>
            <numerusform>Platz für zwei Sternenbasen mit mindestens %n Schritt Abstand</numerusform>
            <numerusform>Platz für zwei Sternenbasen mit mindestens %n Schritten Abstand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <translation>
            <numerusform>Kein Platz für zwei Sternenbasen mit %n Schritt Abstand und abseits der Objekte (das Spiel lässt die Regel dann weg)</numerusform>
            <numerusform>Kein Platz für zwei Sternenbasen mit %n Schritten Abstand und abseits der Objekte (das Spiel lässt die Regel dann weg)</numerusform>
        </translation>
    </message>
    <message>
        <source>The two halves are point-symmetric</source>
        <translation>Die beiden Hälften sind punktsymmetrisch</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) differ from their mirror image</source>
        <translation>
            <numerusform>%n Sektor weicht von seinem Spiegelbild ab</numerusform>
            <numerusform>%n Sektoren weichen von ihrem Spiegelbild ab</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s loader accepts the galaxy</source>
        <translation>Das Spiel kann die Galaxie laden</translation>
    </message>
    <message>
        <source>Paint sectors</source>
        <translation>Sektoren malen</translation>
    </message>
    <message>
        <source>Erase sectors</source>
        <translation>Sektoren radieren</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>Clear Things</source>
        <translation>Objekte entfernen</translation>
    </message>
    <message>
        <source>Starbase sector</source>
        <translation>Sternenbasis-Sektor</translation>
    </message>
    <message>
        <source>Click a sector to allow or forbid a Starbase there. With none marked the players may place their Starbases on any sector the rules allow</source>
        <translation>Klicke auf einen Sektor, um dort eine Sternenbasis zu erlauben oder zu verbieten. Ist keiner markiert, dürfen die Spieler ihre Sternenbasen auf jeden Sektor setzen, den die Regeln erlauben</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Show the galaxy as the game&apos;s board draws it</source>
        <translation>Die Galaxie so zeigen, wie das Spielfeld des Spiels sie darstellt</translation>
    </message>
    <message>
        <source>A quick-setup game on this galaxy, drawn by the game&apos;s own board: try placing Things and Starbases on it</source>
        <translation>Ein Spiel mit Schnellaufbau in dieser Galaxie, dargestellt vom Spielfeld des Spiels selbst: Probiere aus, Objekte und Sternenbasen darauf zu platzieren</translation>
    </message>
    <message>
        <source>The preview appears when the game can load the galaxy. First problem:
%1</source>
        <translation>Die Vorschau erscheint, sobald das Spiel die Galaxie laden kann. Erstes Problem:
%1</translation>
    </message>
    <message>
        <source>The preview cannot write its copy of the galaxy (%1).</source>
        <translation>Die Vorschau kann ihre Kopie der Galaxie nicht schreiben (%1).</translation>
    </message>
    <message>
        <source>Only one Starbase sector is marked: mark one for each player, or none</source>
        <translation>Nur ein Sternenbasis-Sektor ist markiert: Markiere einen für jeden Spieler oder keinen</translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <translation>
            <numerusform>Zwei der %n markierten Sternenbasis-Sektoren liegen mindestens %1 Schritte auseinander und abseits der Objekte</numerusform>
            <numerusform>Zwei der %n markierten Sternenbasis-Sektoren liegen mindestens %1 Schritte auseinander und abseits der Objekte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <translation>
            <numerusform>Keine zwei der %n markierten Sternenbasis-Sektoren liegen %1 Schritte auseinander und abseits der Objekte (das Spiel lässt die Regel dann weg)</numerusform>
            <numerusform>Keine zwei der %n markierten Sternenbasis-Sektoren liegen %1 Schritte auseinander und abseits der Objekte (das Spiel lässt die Regel dann weg)</numerusform>
        </translation>
    </message>
    <message>
        <source>Renumber the Starbase sectors</source>
        <translation>Sternenbasis-Sektoren umnummerieren</translation>
    </message>
    <message>
        <source>Mark Starbase sectors</source>
        <translation>Sternenbasis-Sektoren markieren</translation>
    </message>
    <message>
        <source>Unmark Starbase sectors</source>
        <translation>Markierung von Sternenbasis-Sektoren aufheben</translation>
    </message>
    <message>
        <source>The galaxy&apos;s name, as the players see it</source>
        <translation>Der Name der Galaxie, wie die Spieler ihn sehen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>The galaxy&apos;s id: lowercase letters, digits and &apos;-&apos; (saved games name the galaxy by it)</source>
        <translation>Die Kennung der Galaxie: Kleinbuchstaben, Ziffern und „-“ (gespeicherte Spiele geben die Galaxie damit an)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Rename the galaxy to %1</source>
        <translation>Galaxie in %1 umbenennen</translation>
    </message>
    <message>
        <source>Change the galaxy&apos;s id to %1</source>
        <translation>Kennung der Galaxie auf %1 ändern</translation>
    </message>
    <message>
        <source>Point at a hex to see its coordinates</source>
        <translation>Zeige auf ein Feld, um seine Koordinaten zu sehen</translation>
    </message>
    <message>
        <source>%1 (in the galaxy)</source>
        <translation>%1 (in der Galaxie)</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <translation>%1 (leer)</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <translation>
            <numerusform>%n Sektor ist von %1 aus nicht erreichbar</numerusform>
            <numerusform>%n Sektoren sind von %1 aus nicht erreichbar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove the Thing in %1</source>
        <translation>Objekt in %1 entfernen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Renumber the Thing in %1</source>
        <translation>Objekt in %1 umnummerieren</translation>
    </message>
    <message>
        <source>Allow a Starbase in %1</source>
        <translation>Sternenbasis in %1 erlauben</translation>
    </message>
    <message>
        <source>Forbid Starbases in %1</source>
        <translation>Sternenbasen in %1 verbieten</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>%1 in %2 platzieren</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <translation>Galaxiekarte</translation>
    </message>
    <message>
        <source>Keyboard: arrows move the white ring, Space or Enter uses the tool, Shift+arrow moves and uses it, Delete erases.</source>
        <translation>Tastatur: Pfeiltasten bewegen den weißen Ring, Leertaste oder Eingabe benutzen das Werkzeug, Umschalt+Pfeil bewegt und benutzt es, Entf radiert.</translation>
    </message>
    <message>
        <source>Fixed Thing: %1</source>
        <translation>Festes Objekt: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>starboard::figures</name>
    <message>
        <source>Seat %1 wins</source>
        <translation>Platz %1 gewinnt</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Partien ohne Sieger</translation>
    </message>
    <message>
        <source>First player wins (decided games)</source>
        <translation>Startspieler gewinnt (entschiedene Partien)</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Vom Team gewonnene Partien</translation>
    </message>
    <message>
        <source>Game length (actions)</source>
        <translation>Partielänge (Aktionen)</translation>
    </message>
    <message>
        <source>Seat %1 score</source>
        <translation>Punkte von Platz %1</translation>
    </message>
    <message>
        <source>Seat %1 rank: %2</source>
        <translation>Rang von Platz %1: %2</translation>
    </message>
    <message>
        <source>Seat %1 out of the game</source>
        <translation>Platz %1 aus dem Spiel</translation>
    </message>
    <message>
        <source>Lowest rank in the team: %1</source>
        <translation>Niedrigster Rang im Team: %1</translation>
    </message>
    <message>
        <source>A seat of the team out of the game</source>
        <translation>Ein Platz des Teams aus dem Spiel</translation>
    </message>
    <message>
        <source>Score per player (still in the game)</source>
        <translation>Punkte pro Spieler (noch im Spiel)</translation>
    </message>
    <message>
        <source>Points from systems per player</source>
        <translation>Punkte aus Systemen pro Spieler</translation>
    </message>
    <message>
        <source>Points from technology per player</source>
        <translation>Punkte aus Technologien pro Spieler</translation>
    </message>
    <message>
        <source>Points from bonuses per player (exploration, scientific, warlord)</source>
        <translation>Punkte aus Boni pro Spieler (Erkundung, Wissenschaft, Kriegsherr)</translation>
    </message>
    <message>
        <source>Systems aligned per player</source>
        <translation>Angeschlossene Systeme pro Spieler</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike on a Starbase</source>
        <translation>Beendet durch einen Bomberangriff auf eine Sternenbasis</translation>
    </message>
    <message>
        <source>Ended by a combat at a Starbase</source>
        <translation>Beendet durch einen Kampf an einer Sternenbasis</translation>
    </message>
    <message>
        <source>Ended by a Starbase&apos;s decay</source>
        <translation>Beendet durch den Verfall einer Sternenbasis</translation>
    </message>
    <message>
        <source>Ended by a concession</source>
        <translation>Beendet durch Aufgabe</translation>
    </message>
    <message>
        <source>Ended another way (not over)</source>
        <translation>Anders beendet (nicht zu Ende)</translation>
    </message>
    <message>
        <source>%1 bought per game</source>
        <translation>%1 gekauft pro Partie</translation>
    </message>
    <message>
        <source>%1 lost per game (both seats)</source>
        <translation>%1 verloren pro Partie (beide Plätze)</translation>
    </message>
    <message>
        <source>Cargo sold per game</source>
        <translation>Verkaufte Fracht pro Partie</translation>
    </message>
    <message>
        <source>Money earned from cargo per game</source>
        <translation>Einnahmen aus Fracht pro Partie</translation>
    </message>
    <message>
        <source>Combats per game</source>
        <translation>Kämpfe pro Partie</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike before the fourth turn</source>
        <translation>Beendet durch einen Bomberangriff vor dem vierten Zug</translation>
    </message>
    <message>
        <source>Bomber strikes on a Starbase per game</source>
        <translation>Bomberangriffe auf eine Sternenbasis pro Partie</translation>
    </message>
    <message>
        <source>Bombers destroyed away from the enemy Starbase per game</source>
        <translation>Bomber, die fern der feindlichen Sternenbasis zerstört wurden, pro Partie</translation>
    </message>
    <message>
        <source>Combats at a Starbase per game</source>
        <translation>Kämpfe an einer Sternenbasis pro Partie</translation>
    </message>
    <message>
        <source>Combats at a Starbase with its owner&apos;s ships defending per game</source>
        <translation>Kämpfe an einer Sternenbasis, von eigenen Schiffen verteidigt, pro Partie</translation>
    </message>
    <message>
        <source>Moves between the two Starbases</source>
        <translation>Abstand der beiden Sternenbasen (Schritte)</translation>
    </message>
    <message>
        <source>Won by the player who placed the Starbase second</source>
        <translation>Gewonnen von dem, der seine Sternenbasis als Zweiter setzte</translation>
    </message>
</context>
<context>
    <name>starboard::gc::GcController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>Auf dem Spielfeld läuft kein Spiel.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Warte auf den Würfel und die Karten.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Gib den Bildschirm an %1 weiter.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>military</source>
        <translation>Militärstärke</translation>
    </message>
    <message>
        <source>Aligned</source>
        <translation>Angeschlossen</translation>
    </message>
    <message>
        <source>Not aligned</source>
        <translation>Nicht angeschlossen</translation>
    </message>
    <message>
        <source>Coup!</source>
        <translation>Putsch!</translation>
    </message>
    <message>
        <source>Coup fails</source>
        <translation>Putsch gescheitert</translation>
    </message>
    <message>
        <source>force</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Revolt!</source>
        <translation>Revolte!</translation>
    </message>
    <message>
        <source>Stays loyal</source>
        <translation>Bleibt treu</translation>
    </message>
    <message>
        <source>System lost</source>
        <translation>System verloren</translation>
    </message>
    <message>
        <source>Repelled</source>
        <translation>Abgewehrt</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Wartet …</translation>
    </message>
    <message>
        <source>This is the sector of %1.</source>
        <translation>Das ist der Sektor von %1.</translation>
    </message>
    <message>
        <source>Discovered.</source>
        <translation>Entdeckt.</translation>
    </message>
    <message>
        <source>This is the technology mat of %1.</source>
        <translation>Das ist die Technologietafel von %1.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step, after collecting.</source>
        <translation>Technologien werden im Bauschritt entdeckt, nach dem Einsammeln.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Einsammeln</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>An event card is turned over…</source>
        <translation>Eine Ereigniskarte wird aufgedeckt …</translation>
    </message>
    <message>
        <source>The die is rolling…</source>
        <translation>Der Würfel rollt …</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn your explore or conquer succeeds without a roll. Click a system, or bide time.</source>
        <translation>Interstellare Diplomatie: In diesem Zug gelingt dein Erkunden oder Erobern ohne Wurf. Klicke auf ein System oder warte ab.</translation>
    </message>
    <message>
        <source>Click a face-down system to explore it or an unaligned one to conquer it, or bide time.</source>
        <translation>Klicke auf ein verdecktes System, um es zu erkunden, oder auf ein nicht angeschlossenes, um es zu erobern, oder warte ab.</translation>
    </message>
    <message>
        <source>Interspecies Commerce: trade %1 metal for %2 wealth or %1 wealth for %2 metal, or keep your storage.</source>
        <translation>Handel zwischen den Spezies: Tausche %1 Metall gegen %2 Wohlstand oder %1 Wohlstand gegen %2 Metall oder behalte dein Lager.</translation>
    </message>
    <message>
        <source>Build military strength (%1 metal and %2 wealth) and discover a technology, once each, then end your turn.</source>
        <translation>Baue Militärstärke auf (%1 Metall und %2 Wohlstand) und entdecke eine Technologie, beides je einmal, und beende dann deinen Zug.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>: </source>
        <translation>: </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), %1</source>
        <translation>
            <numerusform>%n Punkt, %1</numerusform>
            <numerusform>%n Punkte, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5</source>
        <translation>Systeme %1 · Technologien %2 · Erkundung %3 · Wissenschaft %4 · Kriegsherr %5</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Diese Systemkarte gibt es nicht.</translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <translation>
            <numerusform>%1 verlor %n Schiff</numerusform>
            <numerusform>%1 verlor %n Schiffe</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <translation>die Sternenbasis von %1 nahm %2 Schaden</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Piraten</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Die Würfel rollen …</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Gib den Bildschirm an %1 weiter.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>Bid for the right to place your Starbase first: rise or pass.</source>
        <translation>Biete um das Recht, deine Sternenbasis zuerst zu platzieren: erhöhen oder passen.</translation>
    </message>
    <message>
        <source>You cannot rise above your money: pass.</source>
        <translation>Du kannst nicht über dein Geld hinaus erhöhen: Passe.</translation>
    </message>
    <message>
        <source>Place your Starbase on a highlighted sector.</source>
        <translation>Platziere deine Sternenbasis auf einem hervorgehobenen Sektor.</translation>
    </message>
    <message>
        <source>Buy your starting ships in secret, then press Done.</source>
        <translation>Kaufe heimlich deine ersten Schiffe und drücke dann „Fertig“.</translation>
    </message>
    <message>
        <source>Select a stack of your ships, then click a highlighted sector. Press End movement when you are done.</source>
        <translation>Wähle einen Stapel deiner Schiffe und klicke dann auf einen hervorgehobenen Sektor. Drücke „Bewegung beenden“, wenn du fertig bist.</translation>
    </message>
    <message>
        <source>Click a highlighted sector to move the selected ships.</source>
        <translation>Klicke auf einen hervorgehobenen Sektor, um die gewählten Schiffe zu bewegen.</translation>
    </message>
    <message>
        <source>Choose the combat to resolve next (highlighted).</source>
        <translation>Wähle den Kampf, der als Nächstes ausgetragen wird (hervorgehoben).</translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <translation>
            <numerusform>Wähle das nächste Schiff, das den Beschuss abfängt: noch %n Angriffspunkt abzufangen.</numerusform>
            <numerusform>Wähle das nächste Schiff, das den Beschuss abfängt: noch %n Angriffspunkte abzufangen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the pirate that moves next (highlighted).</source>
        <translation>Wähle den Piraten, der als Nächstes zieht (hervorgehoben).</translation>
    </message>
    <message>
        <source>Buy ships for your Starbase, then end your turn.</source>
        <translation>Kaufe Schiffe für deine Sternenbasis und beende dann deinen Zug.</translation>
    </message>
    <message>
        <source>Secret purchase: $%1 of $%2</source>
        <translation>Geheimer Einkauf: $%1 von $%2</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>Auf dem Spielfeld läuft kein Spiel.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Du bist gerade nicht an der Reihe.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed on a Thing.</source>
        <translation>Eine Sternenbasis kann nicht auf ein Objekt gesetzt werden.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed next to a Thing.</source>
        <translation>Eine Sternenbasis kann nicht neben ein Objekt gesetzt werden.</translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <translation>
            <numerusform>Eine Sternenbasis muss mindestens %n Sektor von der anderen entfernt sein.</numerusform>
            <numerusform>Eine Sternenbasis muss mindestens %n Sektoren von der anderen entfernt sein.</numerusform>
        </translation>
    </message>
    <message>
        <source>These ships have no moves left this turn.</source>
        <translation>Diese Schiffe können sich in diesem Zug nicht mehr bewegen.</translation>
    </message>
    <message>
        <source>Select one of your stacks first.</source>
        <translation>Wähle zuerst einen deiner Stapel.</translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <translation>
            <numerusform>Außer Reichweite: Die gewählten Schiffe haben noch %n Schritt.</numerusform>
            <numerusform>Außer Reichweite: Die gewählten Schiffe haben noch %n Schritte.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no combat to resolve there.</source>
        <translation>Dort ist kein Kampf auszutragen.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted pirates.</source>
        <translation>Wähle einen der hervorgehobenen Piraten.</translation>
    </message>
    <message>
        <source>Nothing to do on the board now.</source>
        <translation>Auf dem Spielfeld ist gerade nichts zu tun.</translation>
    </message>
    <message>
        <source>Ships can be selected for moving in your movement phase.</source>
        <translation>Schiffe können in deiner Bewegungsphase zum Bewegen gewählt werden.</translation>
    </message>
    <message>
        <source>This ship has no moves left this turn.</source>
        <translation>Dieses Schiff kann sich in diesem Zug nicht mehr bewegen.</translation>
    </message>
    <message>
        <source>You can buy ships in your buy phase.</source>
        <translation>Schiffe kaufst du in deiner Kaufphase.</translation>
    </message>
    <message>
        <source>Unknown ship.</source>
        <translation>Unbekanntes Schiff.</translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <translation>
            <numerusform>Der %n Marker dieses Schiffs ist im Spiel.</numerusform>
            <numerusform>Alle %n Marker dieses Schiffs sind im Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing to finish now.</source>
        <translation>Gerade gibt es nichts abzuschließen.</translation>
    </message>
    <message>
        <source>There is no bidding now.</source>
        <translation>Gerade wird nicht geboten.</translation>
    </message>
    <message>
        <source>A rise must be at least $%1.</source>
        <translation>Eine Erhöhung muss mindestens $%1 betragen.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
        <translation>Du kannst nicht mehr bieten, als du Geld hast ($%1).</translation>
    </message>
    <message>
        <source>It is not your turn to choose a casualty.</source>
        <translation>Du bist nicht dran, ein Opfer zu wählen.</translation>
    </message>
    <message>
        <source>Choose one of your own ships in this combat that has not been chosen.</source>
        <translation>Wähle eines deiner eigenen Schiffe in diesem Kampf, das noch nicht gewählt wurde.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <translation>Ende des Zuges von %1: Produktion $%2, Panzerung der Sternenbasis %3.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo.</source>
        <translation>%1: Der %2 lädt Fracht.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <translation>%1: Der %2 verkauft seine Fracht für $%3.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <translation>%1: Der %2 trifft die Sternenbasis von %3 mit %4 Schaden.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers</source>
        <translation>%1 verdient $%2 durch Plünderer</translation>
    </message>
    <message>
        <source>Starbase armor at the end: %1 %2, %3 %4.</source>
        <translation>Panzerung der Sternenbasen am Ende: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Out of reach: every way there passes through a sector with enemy ships or Pirates, where a ship must stop.</source>
        <translation>Außer Reichweite: Jeder Weg dorthin führt durch einen Sektor mit feindlichen Schiffen oder Piraten, in dem ein Schiff anhalten muss.</translation>
    </message>
    <message>
        <source>This ship is already on top.</source>
        <translation>Dieses Schiff liegt schon oben.</translation>
    </message>
    <message>
        <source>You can choose the top ship of your stacks while you decide in your own turn.</source>
        <translation>Das oberste Schiff deiner Stapel kannst du wählen, solange du in deinem eigenen Zug entscheidest.</translation>
    </message>
    <message>
        <source>A ship of the same kind is already on top.</source>
        <translation>Ein Schiff derselben Art liegt schon oben.</translation>
    </message>
    <message>
        <source>Costs $%1, you have $%2.</source>
        <translation>Kostet $%1, du hast $%2.</translation>
    </message>
</context>
</TS>
