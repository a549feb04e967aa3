<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <translation>O programie Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Wersja %1</translation>
    </message>
    <message>
        <source>Five space tabletop games to play against friends or the computer, with their maps, ships and rules kept as data you can change.</source>
        <translation>Pięć kosmicznych gier planszowych do rozgrywek ze znajomymi lub z komputerem; ich mapy, statki i zasady to dane, które możesz zmieniać.</translation>
    </message>
    <message>
        <source>Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.</source>
        <translation>Galaxy of D opiera się na podręczniku zasad w wersji 1.0 z 24 maja 2009 r. Pozostałe gry dołączą, gdy powstaną ich silniki zasad.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>Zbudowano z Qt %1.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Na licencji GNU General Public License w wersji 3 lub nowszej.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <translation>Wybierz…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Domyślny</translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <translation>Pliki danych (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message>
        <source>%1 metal</source>
        <translation>%1 metalu</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <translation>%1 bogactwa</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Kapitulacja</translation>
    </message>
    <message>
        <source>Home world lost</source>
        <translation>Utracona planeta macierzysta</translation>
    </message>
    <message>
        <source>against the aligned system with the least resistance</source>
        <translation>przeciw przyłączonemu układowi o najmniejszym oporze</translation>
    </message>
    <message>
        <source>against the system aligned last</source>
        <translation>przeciw ostatnio przyłączonemu układowi</translation>
    </message>
    <message>
        <source>players with military strength %1 or more roll the die</source>
        <translation>gracze z siłą militarną %1 lub większą rzucają kością</translation>
    </message>
    <message>
        <source>players with %1 or more metal in storage</source>
        <translation>gracze z co najmniej %1 metalu w magazynie</translation>
    </message>
    <message>
        <source>players with %1 or more wealth in storage</source>
        <translation>gracze z co najmniej %1 bogactwa w magazynie</translation>
    </message>
    <message>
        <source>players with military strength %1 or less, against the system aligned last</source>
        <translation>gracze z siłą militarną %1 lub mniejszą, przeciw ostatnio przyłączonemu układowi</translation>
    </message>
    <message>
        <source>add %1 to metal storage</source>
        <translation>dodaj %1 do magazynu metalu</translation>
    </message>
    <message>
        <source>add %1 to wealth storage</source>
        <translation>dodaj %1 do magazynu bogactwa</translation>
    </message>
    <message>
        <source>no production next turn</source>
        <translation>brak produkcji w następnej turze</translation>
    </message>
    <message>
        <source>revolt force roll +%1</source>
        <translation>rzut siły buntu +%1</translation>
    </message>
    <message>
        <source>invasion force roll +%1</source>
        <translation>rzut siły inwazji +%1</translation>
    </message>
    <message>
        <source>no event</source>
        <translation>brak wydarzenia</translation>
    </message>
    <message>
        <source>lose %1 military strength on a roll of %2 or more</source>
        <translation>strata %1 siły militarnej przy rzucie %2 lub więcej</translation>
    </message>
    <message>
        <source>lose %1 metal</source>
        <translation>strata %1 metalu</translation>
    </message>
    <message>
        <source>lose %1 wealth</source>
        <translation>strata %1 bogactwa</translation>
    </message>
    <message>
        <source>with %1, collect half (rounded up) instead of nothing</source>
        <translation>z technologią %1 zbierasz połowę (zaokrągloną w górę) zamiast niczego</translation>
    </message>
    <message>
        <source>+1 system resistance with %1</source>
        <translation>+1 do oporu układu z technologią %1</translation>
    </message>
    <message>
        <source>Not concerned</source>
        <translation>Nie dotyczy</translation>
    </message>
    <message>
        <source>No system in the Empire: the home world revolts, out of the game</source>
        <translation>Brak układów w Imperium: bunt na planecie macierzystej, gracz odpada z gry</translation>
    </message>
    <message>
        <source>Storage full: nothing added</source>
        <translation>Magazyn pełny: nic nie dodano</translation>
    </message>
    <message>
        <source>Nothing lost</source>
        <translation>Bez strat</translation>
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
        <translation>Połowa produkcji w następnej turze (Roboty przemysłowe)</translation>
    </message>
    <message>
        <source>No production next turn</source>
        <translation>Brak produkcji w następnej turze</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>Nic się nie dzieje</translation>
    </message>
    <message>
        <source>Rolls the die…</source>
        <translation>Rzuca kością…</translation>
    </message>
    <message>
        <source>The coup succeeds (roll %1): military %2</source>
        <translation>Pucz się udaje (rzut %1): siła militarna %2</translation>
    </message>
    <message>
        <source>The coup fails (roll %1)</source>
        <translation>Pucz się nie udaje (rzut %1)</translation>
    </message>
    <message>
        <source>A system of least resistance is drawn…</source>
        <translation>Losowanie układu o najmniejszym oporze…</translation>
    </message>
    <message>
        <source>No system in the Empire: no effect</source>
        <translation>Brak układów w Imperium: bez skutku</translation>
    </message>
    <message>
        <source>%1 is attacked…</source>
        <translation>Atak na układ %1…</translation>
    </message>
    <message>
        <source>%1 + force %2 = %3 against %4</source>
        <translation>%1 + siła %2 = %3 przeciw %4</translation>
    </message>
    <message>
        <source>%1 revolts and leaves the Empire (%2)</source>
        <translation>%1 buntuje się i opuszcza Imperium (%2)</translation>
    </message>
    <message>
        <source>%1 stays loyal (%2)</source>
        <translation>%1 zachowuje lojalność (%2)</translation>
    </message>
    <message>
        <source>%1 falls to the invaders (%2)</source>
        <translation>%1 wpada w ręce najeźdźców (%2)</translation>
    </message>
    <message>
        <source>%1 repels the invasion (%2)</source>
        <translation>%1 odpiera inwazję (%2)</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: aligned without a roll</source>
        <translation>Dyplomacja międzygwiezdna: przyłączony bez rzutu</translation>
    </message>
    <message>
        <source>%1 + military %2 = %3 against %4</source>
        <translation>%1 + siła militarna %2 = %3 przeciw %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: aligned</source>
        <translation>%1: przyłączony</translation>
    </message>
    <message>
        <source>%1: not aligned, military strength falls to %2</source>
        <translation>%1: nieprzyłączony, siła militarna spada do %2</translation>
    </message>
    <message>
        <source>%1: not aligned</source>
        <translation>%1: nieprzyłączony</translation>
    </message>
    <message>
        <source>collects nothing (strike)</source>
        <translation>nic nie zbiera (strajk)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>collects half (strike, Robot Workers): %1</source>
        <translation>zbiera połowę (strajk, Roboty przemysłowe): %1</translation>
    </message>
    <message>
        <source>collects %1</source>
        <translation>zbiera %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <translation>
            <numerusform>%1 (%n przepada, pełny magazyn)</numerusform>
            <numerusform>%1 (%n przepadają, pełny magazyn)</numerusform>
            <numerusform>%1 (%n przepada, pełny magazyn)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is concerned</source>
        <translation>Nikogo to nie dotyczy</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 turns over %2 (resistance %3)</source>
        <translation>%1 odkrywa kartę %2 (opór %3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 rzuca: %2</translation>
    </message>
    <message>
        <source>Red alert: %1 - %2: %3</source>
        <translation>Czerwony alarm: %1 – %2: %3</translation>
    </message>
    <message>
        <source>Event in place of the red alert: %1 - %2</source>
        <translation>Wydarzenie zamiast czerwonego alarmu: %1 – %2</translation>
    </message>
    <message>
        <source>Event: %1 - %2</source>
        <translation>Wydarzenie: %1 – %2</translation>
    </message>
    <message>
        <source>The revolt against %1 strikes %2 (resistance %3), drawn among the systems of least resistance</source>
        <translation>Bunt (%1) uderza w układ %2 (opór %3), wylosowany spośród układów o najmniejszym oporze</translation>
    </message>
    <message>
        <source>%1 explores a distant system</source>
        <translation>%1 bada odległy układ</translation>
    </message>
    <message>
        <source>%1 explores a near system</source>
        <translation>%1 bada bliski układ</translation>
    </message>
    <message>
        <source>%1 attacks %2 (resistance %3) to conquer it</source>
        <translation>%1 atakuje układ %2 (opór %3), aby go podbić</translation>
    </message>
    <message>
        <source>%1 bides time</source>
        <translation>%1 przeczekuje</translation>
    </message>
    <message>
        <source>%1 trades %2 metal for %3 wealth</source>
        <translation>%1 wymienia %2 metalu na %3 bogactwa</translation>
    </message>
    <message>
        <source>%1 trades %2 wealth for %3 metal</source>
        <translation>%1 wymienia %2 bogactwa na %3 metalu</translation>
    </message>
    <message>
        <source>%1 does not trade</source>
        <translation>%1 nie wymienia</translation>
    </message>
    <message>
        <source>%1 builds military strength, now %2</source>
        <translation>%1 rozbudowuje siłę militarną, teraz %2</translation>
    </message>
    <message>
        <source>%1 discovers %2 for %3 wealth</source>
        <translation>%1 odkrywa technologię %2 za %3 bogactwa</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 kończy turę</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 poddaje się</translation>
    </message>
    <message>
        <source>%1 has nothing to explore or conquer and bides time</source>
        <translation>%1 nie ma czego badać ani podbijać i przeczekuje</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Year %1 begins: %n event(s) to come</source>
        <translation>
            <numerusform>Zaczyna się Rok %1: czeka %n wydarzenie</numerusform>
            <numerusform>Zaczyna się Rok %1: czekają %n wydarzenia</numerusform>
            <numerusform>Zaczyna się Rok %1: czeka %n wydarzeń</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>Ten gracz już odpadł z gry.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Poczekaj na kość i karty.</translation>
    </message>
    <message>
        <source>Explore, conquer and bide time are the first step of a turn.</source>
        <translation>Badanie, podbój i przeczekanie to pierwszy krok tury.</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Nie ma takiej karty układu.</translation>
    </message>
    <message>
        <source>This system is already explored.</source>
        <translation>Ten układ jest już zbadany.</translation>
    </message>
    <message>
        <source>Distant systems need %1.</source>
        <translation>Odległe układy wymagają technologii %1.</translation>
    </message>
    <message>
        <source>Distant systems wait until every explored near system is aligned.</source>
        <translation>Odległe układy muszą poczekać, aż każdy zbadany bliski układ zostanie przyłączony.</translation>
    </message>
    <message>
        <source>This system is face down: explore it first.</source>
        <translation>Ten układ leży zakryty: najpierw go zbadaj.</translation>
    </message>
    <message>
        <source>This system is already aligned with the Empire.</source>
        <translation>Ten układ jest już przyłączony do Imperium.</translation>
    </message>
    <message>
        <source>Trading is only right after collecting, once per turn.</source>
        <translation>Wymiana jest możliwa tylko zaraz po zbiorach, raz na turę.</translation>
    </message>
    <message>
        <source>Trading needs %1 of what you give.</source>
        <translation>Do wymiany potrzebujesz %1 tego, co oddajesz.</translation>
    </message>
    <message>
        <source>Military strength is built in the build step.</source>
        <translation>Siłę militarną rozbudowuje się w kroku budowy.</translation>
    </message>
    <message>
        <source>Military strength rises only once per turn.</source>
        <translation>Siła militarna rośnie tylko raz na turę.</translation>
    </message>
    <message>
        <source>Military strength is at its limit (%1).</source>
        <translation>Siła militarna osiągnęła limit (%1).</translation>
    </message>
    <message>
        <source>Military strength above %1 needs %2.</source>
        <translation>Siła militarna powyżej %1 wymaga technologii %2.</translation>
    </message>
    <message>
        <source>Building military strength costs %1 metal and %2 wealth.</source>
        <translation>Rozbudowa siły militarnej kosztuje %1 metalu i %2 bogactwa.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step.</source>
        <translation>Technologie odkrywa się w kroku budowy.</translation>
    </message>
    <message>
        <source>There is no such technology.</source>
        <translation>Nie ma takiej technologii.</translation>
    </message>
    <message>
        <source>This technology is already discovered.</source>
        <translation>Ta technologia jest już odkryta.</translation>
    </message>
    <message>
        <source>Only one technology may be discovered per turn.</source>
        <translation>W jednej turze można odkryć tylko jedną technologię.</translation>
    </message>
    <message>
        <source>Not enough wealth: %1 costs %2.</source>
        <translation>Za mało bogactwa: %1 kosztuje %2.</translation>
    </message>
    <message>
        <source>Discover %1 first: it comes before %2 on its row.</source>
        <translation>Najpierw odkryj technologię %1: w swoim rzędzie poprzedza %2.</translation>
    </message>
    <message>
        <source>The turn ends after the build step.</source>
        <translation>Tura kończy się po kroku budowy.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommandContent</name>
    <message>
        <source>Galaxy Command deck</source>
        <translation>Talia Galaxy Command</translation>
    </message>
    <message>
        <source>Canopus</source>
        <translation>Kanopus</translation>
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
        <translation>Alfa Centauri</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <translation>Gwiazda Barnarda</translation>
    </message>
    <message>
        <source>Sirius</source>
        <translation>Syriusz</translation>
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
        <translation>Procjon</translation>
    </message>
    <message>
        <source>Derelict Ship</source>
        <translation>Dryfujący wrak</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Strajk</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroida</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Bunt</translation>
    </message>
    <message>
        <source>Large Invasion Force</source>
        <translation>Duże siły inwazyjne</translation>
    </message>
    <message>
        <source>Peaceful Colonization</source>
        <translation>Pokojowa kolonizacja</translation>
    </message>
    <message>
        <source>Small Invasion Force</source>
        <translation>Małe siły inwazyjne</translation>
    </message>
    <message>
        <source>Peace and Quiet</source>
        <translation>Cisza i spokój</translation>
    </message>
    <message>
        <source>Pirate Raid</source>
        <translation>Napad piratów</translation>
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
        <translation>Gwiazda Luytena</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <translation>Gwiazda Kapteyna</translation>
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
        <translation>Tau Boötis</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <translation>Gwiazda van Maanena</translation>
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
        <translation>Betelgeza</translation>
    </message>
    <message>
        <source>Vega</source>
        <translation>Wega</translation>
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
        <translation>Arktur</translation>
    </message>
    <message>
        <source>Polaris</source>
        <translation>Gwiazda Polarna</translation>
    </message>
    <message>
        <source>Spica</source>
        <translation>Spika</translation>
    </message>
    <message>
        <source>Achernar</source>
        <translation>Achernar</translation>
    </message>
    <message>
        <source>Capella</source>
        <translation>Kapella</translation>
    </message>
    <message>
        <source>Major Revolt</source>
        <translation>Wielki bunt</translation>
    </message>
    <message>
        <source>General Strike</source>
        <translation>Strajk generalny</translation>
    </message>
    <message>
        <source>Salvage Fleet</source>
        <translation>Flota ratownicza</translation>
    </message>
    <message>
        <source>Extract Resources</source>
        <translation>Wydobycie surowców</translation>
    </message>
    <message>
        <source>Quiet Year</source>
        <translation>Spokojny rok</translation>
    </message>
    <message>
        <source>Siren Leader</source>
        <translation>Przywódczyni-syrena</translation>
    </message>
    <message>
        <source>Military Coup</source>
        <translation>Pucz wojskowy</translation>
    </message>
    <message>
        <source>Saboteurs</source>
        <translation>Sabotażyści</translation>
    </message>
    <message>
        <source>Border Ambush</source>
        <translation>Zasadzka na granicy</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <translation>Plansza technologii</translation>
    </message>
    <message>
        <source>Capital Ships</source>
        <translation>Okręty liniowe</translation>
    </message>
    <message>
        <source>Military strength may rise above 3, up to 5.</source>
        <translation>Siła militarna może przekroczyć 3, maksymalnie do 5.</translation>
    </message>
    <message>
        <source>Forward Star Bases</source>
        <translation>Wysunięte bazy gwiezdne</translation>
    </message>
    <message>
        <source>Distant systems may be explored once every explored near system is aligned.</source>
        <translation>Odległe układy można badać, gdy każdy zbadany bliski układ jest przyłączony.</translation>
    </message>
    <message>
        <source>Robot Workers</source>
        <translation>Roboty przemysłowe</translation>
    </message>
    <message>
        <source>During a strike, collect half of your production (rounded up) instead of nothing.</source>
        <translation>Podczas strajku zbierasz połowę produkcji (zaokrągloną w górę) zamiast niczego.</translation>
    </message>
    <message>
        <source>Planetary Defenses</source>
        <translation>Obrona planetarna</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against invasions.</source>
        <translation>+1 do oporu twoich układów przeciw inwazjom.</translation>
    </message>
    <message>
        <source>Hyper Television</source>
        <translation>Hipertelewizja</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against revolts.</source>
        <translation>+1 do oporu twoich układów przeciw buntom.</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy</source>
        <translation>Dyplomacja międzygwiezdna</translation>
    </message>
    <message>
        <source>On your next turn only, one explore or conquer succeeds without a roll.</source>
        <translation>Tylko w następnej turze jedno badanie lub podbój udaje się bez rzutu.</translation>
    </message>
    <message>
        <source>Interspecies Commerce</source>
        <translation>Handel międzygatunkowy</translation>
    </message>
    <message>
        <source>Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal.</source>
        <translation>Raz na turę po zbiorach wymień 2 metalu na 1 bogactwa albo 2 bogactwa na 1 metalu.</translation>
    </message>
    <message>
        <source>Interstellar Banking</source>
        <translation>Bankowość międzygwiezdna</translation>
    </message>
    <message>
        <source>Metal and wealth storage rise from 3 to 5.</source>
        <translation>Magazyny metalu i bogactwa rosną z 3 do 5.</translation>
    </message>
    <message>
        <source>Full deck</source>
        <translation>Pełna talia</translation>
    </message>
    <message>
        <source>Demoted</source>
        <translation>Degradacja</translation>
    </message>
    <message>
        <source>Remain a Commander</source>
        <translation>Pozostaje dowódcą</translation>
    </message>
    <message>
        <source>Promoted to Captain</source>
        <translation>Awans na kapitana</translation>
    </message>
    <message>
        <source>Promoted to Commodore</source>
        <translation>Awans na komodora</translation>
    </message>
    <message>
        <source>Promoted to Admiral</source>
        <translation>Awans na admirała</translation>
    </message>
    <message>
        <source>Original solitaire (18 cards)</source>
        <translation>Oryginalna gra solo (18 kart)</translation>
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
        <translation>Piraci</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 bought nothing</source>
        <translation>%1 – nic</translation>
    </message>
    <message>
        <source>%1 bought %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>The starting ships are revealed: %1.</source>
        <translation>Ujawniono statki startowe: %1.</translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <translation>sektor %1,%2</translation>
    </message>
    <message>
        <source>%1 (attack %2)</source>
        <translation>%1 (atak %2)</translation>
    </message>
    <message>
        <source>Combat in %1: %2.</source>
        <translation>Walka (%1): %2.</translation>
    </message>
    <message>
        <source>The Pirates lose nothing.</source>
        <translation>Piraci nic nie tracą.</translation>
    </message>
    <message>
        <source>%1 loses nothing.</source>
        <translation>%1 nic nie traci.</translation>
    </message>
    <message>
        <source>The Pirates lose %1.</source>
        <translation>Piraci tracą: %1.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 traci: %2.</translation>
    </message>
    <message>
        <source>The %1 Starbase takes %2 damage.</source>
        <translation>Baza gwiezdna gracza %1 otrzymuje obrażenia: %2.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers.</source>
        <translation>%1 zarabia $%2 dzięki Grabieżcom.</translation>
    </message>
    <message>
        <source>The %1 moves from %2 to %3.</source>
        <translation>%1 przelatuje (%2 → %3).</translation>
    </message>
    <message>
        <source>The %1 in %2 has no ship it can reach and stays.</source>
        <translation>%1 (%2) nie dosięgnie żadnego statku i zostaje na miejscu.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <translation>%1: %2 uderza w Bazę gwiezdną gracza %3 (obrażenia: %4).</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo in %3.</source>
        <translation>%1: %2 bierze ładunek (%3).</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <translation>%1: %2 sprzedaje ładunek za $%3.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <translation>Koniec tury gracza %1: produkcja $%2, pancerz Bazy gwiezdnej %3.</translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <translation>
            <numerusform>Rzut kością %1: do wylosowania %n Obiekt.</numerusform>
            <numerusform>Rzut kością %1: do wylosowania %n Obiekty.</numerusform>
            <numerusform>Rzut kością %1: do wylosowania %n Obiektów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <translation>Rzut kością %1: każdy gracz zaczyna z $%2.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <translation>Rzut kością pirata %1: pirat leci.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <translation>Rzut kością pirata %1: pirat zostaje na miejscu.</translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation>Wylosowano zakryty Obiekt.</translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <translation>Umieszczono Obiekt (%1).</translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <translation>%1 rozpoczyna grę.</translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <translation>Pirat ściga statki (%1).</translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <translation>%1 licytuje $%2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 pasuje.</translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <translation>%1 stawia Bazę gwiezdną (%2).</translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <translation>%1 kupuje: %2.</translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <translation>%1 kończy tajny zakup.</translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <translation>%1 kończy ruch.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 kończy turę.</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <translation>%1: %2 przelatuje (%3 → %4).</translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <translation>%1 rozpoczyna walkę (%2).</translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <translation>%1: %2 przyjmuje ogień.</translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <translation>%1 wybiera pirata, który ruszy jako następny.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation>%1 poddaje się.</translation>
    </message>
    <message>
        <source>%1 puts a %2 on top of the stack in %3.</source>
        <translation>%1: %2 na wierzchu stosu (%3).</translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <translation>Myśliwiec</translation>
    </message>
    <message>
        <source>Scavenger</source>
        <translation>Grabieżca</translation>
    </message>
    <message>
        <source>Freighter</source>
        <translation>Frachtowiec</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Krążownik</translation>
    </message>
    <message>
        <source>Bomber</source>
        <translation>Bombowiec</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Zabójca</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Niszczyciel</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>Planeta</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroida</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <translation>Kosmoport</translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <translation>Piracki krążownik</translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <translation>Piracki grabieżca</translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Zasady standardowe</translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <translation>Zasady standardowe, szybkie przygotowanie</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <translation>Zarabia $1 za każdy wrogi statek zniszczony w walce, którą przetrwa jeden z twoich Grabieżców.</translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <translation>Zabiera jeden ładunek z planety i sprzedaje go w Kosmoporcie po cenie ładunku.</translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <translation>Atakuje tylko wrogie Bazy gwiezdne: zadaje 10 obrażeń, gdy wlatuje do wrogiej Bazy gwiezdnej.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n gracze</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <translation>
            <numerusform>%1–%n graczy</numerusform>
            <numerusform>%1–%n graczy</numerusform>
            <numerusform>%1–%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  ·  %2  ·  %3</source>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <source>dice and draws</source>
        <translation>kości i losowanie</translation>
    </message>
    <message>
        <source>no luck</source>
        <translation>bez losowości</translation>
    </message>
    <message>
        <source>hidden information</source>
        <translation>ukryte informacje</translation>
    </message>
    <message>
        <source>open information</source>
        <translation>jawne informacje</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Wkrótce</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tura %1</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Jeszcze nic się nie wydarzyło.</translation>
    </message>
</context>
<context>
    <name>GameOverSummary</name>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wygrywa!</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Nikt nie wygrywa.</translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <translation>
            <numerusform>po %n turze</numerusform>
            <numerusform>po %n turach</numerusform>
            <numerusform>po %n turach</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Zobacz planszę</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not save the game</source>
        <translation>Nie udało się zapisać gry</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation>‹ Start</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Ziarno %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Cofnij ostatni ruch (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Wykonaj ruch ponownie (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Suggest a move from what you can see; it is not played (H)</source>
        <translation>Zaproponuj ruch na podstawie tego, co widzisz; nie zostanie wykonany (H)</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Więcej ▾</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Warsztat</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Zapisz grę (Ctrl+S)</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Otwórz zapisaną grę (Ctrl+O)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Poddaj się</translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <translation>Nie udało się wyświetlić planszy gry %1.</translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <translation>Plansza gry %1 jest w przygotowaniu. Gra i tak się toczy: śledź ją w dzienniku.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Szukam dobrego ruchu…</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>Propozycja: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Kości się toczą…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Ruch: %1</translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <translation>Ruch: %1 (komputer)</translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <translation>Opis zasad gry %1 nie jest jeszcze gotowy.</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Poddać grę?</translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <translation>%1 poddaje się i przegrywa grę.</translation>
    </message>
    <message>
        <source>Back to the home screen; the game is kept (Alt+Home)</source>
        <translation>Powrót do ekranu startowego; gra zostaje zachowana (Alt+Home)</translation>
    </message>
    <message>
        <source>Edit galaxies, ship tables, decks and rule variants; the game is kept (Ctrl+E)</source>
        <translation>Edytuj galaktyki, tabele statków, talie i warianty zasad; gra zostaje zachowana (Ctrl+E)</translation>
    </message>
    <message>
        <source>The rules of %1, beside the board (F1)</source>
        <translation>Zasady gry %1, obok planszy (F1)</translation>
    </message>
    <message>
        <source>Show the result of the game again (Ctrl+Shift+Q)</source>
        <translation>Pokaż ponownie wynik gry (Ctrl+Shift+Q)</translation>
    </message>
    <message>
        <source>Give up this game; you are asked first (Ctrl+Shift+Q)</source>
        <translation>Poddaj tę grę; najpierw pojawi się pytanie (Ctrl+Shift+Q)</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game ends without a winner.</source>
        <translation>Gra kończy się bez zwycięzcy.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 wygrywa.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation>Nieznana gra „%1”.</translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <translation>Nieznany gracz komputerowy „%1” (%2 ma: %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <translation>
            <numerusform>W grę %1 nie można grać w %n osobę.</numerusform>
            <numerusform>W grę %1 nie można grać w %n osoby.</numerusform>
            <numerusform>W grę %1 nie można grać w %n osób.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no setup &apos;%2&apos;.</source>
        <translation>Gra %1 nie ma przygotowania „%2”.</translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (%2).</source>
        <translation>Nieznane przygotowanie „%1” (%2).</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <translation>Ziarno musi być liczbą całkowitą od 0 do 18446744073709551615, a nie „%1”.</translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
        <translation>Zawartość nie pasuje do gry %1.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Żadna gra nie jest w toku.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>%1 must take over first.</source>
        <translation>Najpierw %1 musi zasiąść przed ekranem.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Teraz nie jest tura gracza-człowieka.</translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
        <translation>Aby poddać się w imieniu gracza %1, użyj przycisku „Poddaj się”.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Nie ma gry do zapisania.</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Nie podano nazwy pliku.</translation>
    </message>
    <message>
        <source>%1: /game: unknown game &apos;%2&apos;</source>
        <translation>%1: /game: nieznana gra „%2”</translation>
    </message>
    <message numerus="yes">
        <source>%1: /players: %2 cannot be played by %n player(s)</source>
        <translation>
            <numerusform>%1: /players: w grę %2 nie można grać w %n osobę</numerusform>
            <numerusform>%1: /players: w grę %2 nie można grać w %n osoby</numerusform>
            <numerusform>%1: /players: w grę %2 nie można grać w %n osób</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: /content: the content does not fit %2</source>
        <translation>%1: /content: zawartość nie pasuje do gry %2</translation>
    </message>
    <message>
        <source>%1: /seats/%2/level: unknown computer player &apos;%3&apos; (known: %4)</source>
        <translation>%1: /seats/%2/level: nieznany gracz komputerowy „%3” (znane: %4)</translation>
    </message>
    <message>
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <translation>%1: /actions/%2: gra nie pozwala tu na tę akcję (%3)</translation>
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
        <translation>Gracz %1</translation>
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
        <translation>ROK %1</translation>
    </message>
    <message>
        <source>No events left: the game is over</source>
        <translation>Brak wydarzeń: gra się zakończyła</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <translation>
            <numerusform>Zostało %n wydarzenie · runda %1/%2</numerusform>
            <numerusform>Zostały %n wydarzenia · runda %1/%2</numerusform>
            <numerusform>Zostało %n wydarzeń · runda %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <translation>
            <numerusform>W tym roku zostało %n wydarzenie · runda %1 z %2</numerusform>
            <numerusform>W tym roku zostały %n wydarzenia · runda %1 z %2</numerusform>
            <numerusform>W tym roku zostało %n wydarzeń · runda %1 z %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Empire: %1/%2 distant</source>
        <translation>Imperium: %1/%2 odległych</translation>
    </message>
    <message>
        <source>Empire: %1 of %2 distant systems aligned</source>
        <translation>Imperium: przyłączone odległe układy: %1 z %2</translation>
    </message>
    <message>
        <source>All players win together when %1 distant systems are aligned in their sectors at the end.</source>
        <translation>Wszyscy gracze wygrywają razem, jeśli na koniec w ich sektorach będzie przyłączonych %1 odległych układów.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (ty)</translation>
    </message>
    <message>
        <source>Show the sector and mats of %1</source>
        <translation>Pokaż sektor i plansze: %1</translation>
    </message>
    <message>
        <source>Your sector</source>
        <translation>Twój sektor</translation>
    </message>
    <message>
        <source>Your sector of the Empire</source>
        <translation>Twój sektor Imperium</translation>
    </message>
    <message>
        <source>Sector of %1</source>
        <translation>Sektor: %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <translation>Plansza domowa</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Back to my sector</source>
        <translation>Wróć do mojego sektora</translation>
    </message>
    <message>
        <source>Bide time</source>
        <translation>Przeczekaj</translation>
    </message>
    <message>
        <source>Explore and attack nothing this turn: no risk, no new system.</source>
        <translation>W tej turze niczego nie badasz ani nie atakujesz: bez ryzyka, bez nowego układu.</translation>
    </message>
    <message>
        <source>%1 metal → %2 wealth</source>
        <translation>%1 metalu → %2 bogactwa</translation>
    </message>
    <message>
        <source>%1 wealth → %2 metal</source>
        <translation>%1 bogactwa → %2 metalu</translation>
    </message>
    <message>
        <source>No trade</source>
        <translation>Bez wymiany</translation>
    </message>
    <message>
        <source>Build military</source>
        <translation>Rozbuduj wojsko</translation>
    </message>
    <message>
        <source>+1 military strength for %1 metal and %2 wealth.</source>
        <translation>+1 siły militarnej za %1 metalu i %2 bogactwa.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <translation>
            <numerusform>%1 (układ %2): opór %3, metal %4, bogactwo %5, %n punkt zwycięstwa. %6</numerusform>
            <numerusform>%1 (układ %2): opór %3, metal %4, bogactwo %5, %n punkty zwycięstwa. %6</numerusform>
            <numerusform>%1 (układ %2): opór %3, metal %4, bogactwo %5, %n punktów zwycięstwa. %6</numerusform>
        </translation>
    </message>
    <message>
        <source>distant</source>
        <translation>odległy</translation>
    </message>
    <message>
        <source>near</source>
        <translation>bliski</translation>
    </message>
    <message>
        <source>Aligned with the Empire.</source>
        <translation>Przyłączony do Imperium.</translation>
    </message>
    <message>
        <source>Unaligned.</source>
        <translation>Nieprzyłączony.</translation>
    </message>
    <message>
        <source>A face-down distant system.</source>
        <translation>Zakryty odległy układ.</translation>
    </message>
    <message>
        <source>A face-down near system.</source>
        <translation>Zakryty bliski układ.</translation>
    </message>
    <message>
        <source>Click to explore it: it is turned over and attacked.</source>
        <translation>Kliknij, aby go zbadać: zostanie odkryty i zaatakowany.</translation>
    </message>
    <message>
        <source>Click to conquer it: roll the die plus your military against %1.</source>
        <translation>Kliknij, aby go podbić: rzut kością plus twoja siła militarna przeciw %1.</translation>
    </message>
    <message>
        <source>DISTANT</source>
        <translation>ODLEGŁY</translation>
    </message>
    <message>
        <source>NEAR</source>
        <translation>BLISKI</translation>
    </message>
    <message>
        <source>ALIGNED</source>
        <translation>PRZYŁĄCZONY</translation>
    </message>
    <message>
        <source>UNALIGNED</source>
        <translation>NIEPRZYŁĄCZONY</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Zbadaj</translation>
    </message>
    <message>
        <source>Conquer</source>
        <translation>Podbij</translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message>
        <source>The Empire wins</source>
        <translation>Imperium wygrywa</translation>
    </message>
    <message>
        <source>The Empire loses</source>
        <translation>Imperium przegrywa</translation>
    </message>
    <message>
        <source>%1 of %2 distant systems aligned</source>
        <translation>Przyłączone odległe układy: %1 z %2</translation>
    </message>
    <message>
        <source>The sector was given up.</source>
        <translation>Sektor został oddany.</translation>
    </message>
    <message>
        <source>The home world revolted: the game is lost.</source>
        <translation>Bunt na planecie macierzystej: gra przegrana.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n punkt zwycięstwa</numerusform>
            <numerusform>%n punkty zwycięstwa</numerusform>
            <numerusform>%n punktów zwycięstwa</numerusform>
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
            <numerusform>WYDARZENIA
%n przed nami w roku %1</numerusform>
            <numerusform>WYDARZENIA
%n przed nami w roku %1</numerusform>
            <numerusform>WYDARZENIA
%n przed nami w roku %1</numerusform>
        </translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <translation>CZERWONY ALARM</translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <source>Year %1: %2</source>
        <translation>Rok %1: %2</translation>
    </message>
    <message>
        <source>After the red alert %1</source>
        <translation>Po czerwonym alarmie %1</translation>
    </message>
    <message>
        <source>Played in place of a red alert</source>
        <translation>Zagrane zamiast czerwonego alarmu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GcHomeMat</name>
    <message>
        <source>Home mat of %1</source>
        <translation>Plansza domowa: %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <translation>Plansza domowa</translation>
    </message>
    <message>
        <source>STRIKE</source>
        <translation>STRAJK</translation>
    </message>
    <message>
        <source>A strike: no production (half with Robot Workers) at the next collect.</source>
        <translation>Strajk: przy następnych zbiorach brak produkcji (połowa z Robotami przemysłowymi).</translation>
    </message>
    <message>
        <source>DIPLOMACY</source>
        <translation>DYPLOMACJA</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn&apos;s explore or conquer succeeds without a roll.</source>
        <translation>Dyplomacja międzygwiezdna: badanie lub podbój w tej turze udaje się bez rzutu.</translation>
    </message>
    <message>
        <source>Metal stored</source>
        <translation>Metal w magazynie</translation>
    </message>
    <message>
        <source>Metal storage, up to the limit marked in gold</source>
        <translation>Magazyn metalu, do limitu zaznaczonego złotem</translation>
    </message>
    <message>
        <source>Wealth stored</source>
        <translation>Bogactwo w magazynie</translation>
    </message>
    <message>
        <source>Wealth storage, up to the limit marked in gold</source>
        <translation>Magazyn bogactwa, do limitu zaznaczonego złotem</translation>
    </message>
    <message>
        <source>Metal income</source>
        <translation>Dochód metalu</translation>
    </message>
    <message>
        <source>Metal production: collected every turn</source>
        <translation>Produkcja metalu: zbierana co turę</translation>
    </message>
    <message>
        <source>Wealth income</source>
        <translation>Dochód bogactwa</translation>
    </message>
    <message>
        <source>Wealth production: collected every turn</source>
        <translation>Produkcja bogactwa: zbierana co turę</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Wojsko</translation>
    </message>
    <message>
        <source>Military strength, added to the die when you attack; its limit marked in gold</source>
        <translation>Siła militarna, dodawana do rzutu kością przy ataku; jej limit zaznaczono złotem</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
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
        <translation>Metal w magazynie (limit)</translation>
    </message>
    <message>
        <source>Wealth in storage (limit)</source>
        <translation>Bogactwo w magazynie (limit)</translation>
    </message>
    <message>
        <source>Military strength (limit)</source>
        <translation>Siła militarna (limit)</translation>
    </message>
    <message>
        <source>Production per turn:</source>
        <translation>Produkcja na turę:</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message numerus="yes">
        <source>%n aligned</source>
        <translation>
            <numerusform>%n przyłączony</numerusform>
            <numerusform>%n przyłączone</numerusform>
            <numerusform>%n przyłączonych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <translation>
            <numerusform> (%n odległy)</numerusform>
            <numerusform> (%n odległe)</numerusform>
            <numerusform> (%n odległych)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <translation>
            <numerusform>%n technologia</numerusform>
            <numerusform>%n technologie</numerusform>
            <numerusform>%n technologii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <translation>
            <numerusform>%n punkt zwycięstwa: %1</numerusform>
            <numerusform>%n punkty zwycięstwa: %1</numerusform>
            <numerusform>%n punktów zwycięstwa: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <translation>
            <numerusform>Jak dotąd %n punkt zwycięstwa (%1)</numerusform>
            <numerusform>Jak dotąd %n punkty zwycięstwa (%1)</numerusform>
            <numerusform>Jak dotąd %n punktów zwycięstwa (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Strike: no production next turn</source>
        <translation>Strajk: brak produkcji w następnej turze</translation>
    </message>
    <message>
        <source>Show this sector</source>
        <translation>Pokaż ten sektor</translation>
    </message>
</context>
<context>
    <name>GcRollPanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Jeszcze bez rzutu</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Bunt</translation>
    </message>
    <message>
        <source>Invasion</source>
        <translation>Inwazja</translation>
    </message>
    <message>
        <source>Military coup</source>
        <translation>Pucz wojskowy</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: no roll needed</source>
        <translation>Dyplomacja międzygwiezdna: rzut niepotrzebny</translation>
    </message>
    <message>
        <source>Rolled %1: the coup needs %2 or more</source>
        <translation>Wyrzucono %1: pucz wymaga %2 lub więcej</translation>
    </message>
    <message>
        <source>%1 + %2 %3 = %4 against %5</source>
        <translation>%1 + %2 %3 = %4 przeciw %5</translation>
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
        <translation>Jesteś dowódcą sektora Imperium. Badaj, atakuj i podbijaj układy swojego sektora, pomnażaj metal, bogactwo i siłę militarną, odkrywaj technologie i przetrwaj wydarzenia dwóch lat. Punkty zwycięstwa dają przyłączone układy, technologie i trzy premie. Jeden gracz gra sam przeciw wydarzeniom; od dwóch do czterech graczy gra razem dla Imperium.</translation>
    </message>
    <message>
        <source>Your sector</source>
        <translation>Twój sektor</translation>
    </message>
    <message>
        <source>Six near systems and, above them, three distant systems lie face down. An aligned system lies turned sideways so that ALIGNED reads straight; an explored but unaligned one stands upright, UNALIGNED straight.</source>
        <translation>Sześć bliskich układów, a nad nimi trzy odległe, leży zakrytych. Przyłączony układ leży obrócony na bok, tak że napis PRZYŁĄCZONY czyta się prosto; zbadany, ale nieprzyłączony stoi pionowo, z czytelnym napisem NIEPRZYŁĄCZONY.</translation>
    </message>
    <message>
        <source>a system card shows its &lt;b&gt;resistance&lt;/b&gt; (shield), the &lt;b&gt;metal&lt;/b&gt; and &lt;b&gt;wealth&lt;/b&gt; it produces and its &lt;b&gt;victory points&lt;/b&gt; (star): the rulebook&apos;s picture of a card is lost. Face-down cards are drawn only when they are turned over, with the odds of a shuffled, dealt deck.</source>
        <translation>karta układu pokazuje jego &lt;b&gt;opór&lt;/b&gt; (tarcza), wytwarzany &lt;b&gt;metal&lt;/b&gt; i &lt;b&gt;bogactwo&lt;/b&gt; oraz &lt;b&gt;punkty zwycięstwa&lt;/b&gt; (gwiazda): ilustracja karty z podręcznika zasad zaginęła. Zakryte karty są losowane dopiero w chwili odkrycia, z prawdopodobieństwami potasowanej i rozdanej talii.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Action&lt;/b&gt;, one of: &lt;b&gt;Explore and attack&lt;/b&gt;: click a face-down system; it is turned over, then roll the die and add your military strength. A total of at least the resistance aligns the system; a lower one costs 1 military strength and the system stays unaligned. &lt;b&gt;Conquer&lt;/b&gt;: click an explored, unaligned system and roll the same way. &lt;b&gt;Bide time&lt;/b&gt;: risk nothing. Distant systems need Forward Star Bases and every explored near system aligned.</source>
        <translation>&lt;b&gt;1. Akcja&lt;/b&gt;, jedna z: &lt;b&gt;Zbadaj i zaatakuj&lt;/b&gt;: kliknij zakryty układ; zostaje odkryty, potem rzucasz kością i dodajesz swoją siłę militarną. Wynik co najmniej równy oporowi przyłącza układ; niższy kosztuje 1 punkt siły militarnej, a układ pozostaje nieprzyłączony. &lt;b&gt;Podbij&lt;/b&gt;: kliknij zbadany, nieprzyłączony układ i rzuć tak samo. &lt;b&gt;Przeczekaj&lt;/b&gt;: niczego nie ryzykujesz. Odległe układy wymagają Wysuniętych baz gwiezdnych i przyłączenia każdego zbadanego bliskiego układu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Collect&lt;/b&gt; the production shown on your home mat (1 metal and 1 wealth, plus your aligned systems) into storage. Storage holds 3 of each (5 with Interstellar Banking); the rest is lost. With Interspecies Commerce you may then trade 2 of one for 1 of the other, once.</source>
        <translation>&lt;b&gt;2. Zbierz&lt;/b&gt; produkcję pokazaną na planszy domowej (1 metalu i 1 bogactwa plus przyłączone układy) do magazynu. Magazyn mieści po 3 z każdego (5 z Bankowością międzygwiezdną); reszta przepada. Z Handlem międzygatunkowym możesz potem raz wymienić 2 jednego na 1 drugiego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Build&lt;/b&gt;, both or either, once each: raise military strength by 1 for 1 metal and 1 wealth (at most 3, or 5 with Capital Ships), and discover one technology for its cost in wealth (the right one of a row needs the left one). Then end your turn.</source>
        <translation>&lt;b&gt;3. Buduj&lt;/b&gt; – jedno, drugie lub oba, każde raz: zwiększ siłę militarną o 1 za 1 metalu i 1 bogactwa (najwyżej 3, a z Okrętami liniowymi 5) i odkryj jedną technologię, płacąc jej koszt w bogactwie (prawa technologia w rzędzie wymaga lewej). Potem zakończ turę.</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Wydarzenia</translation>
    </message>
    <message>
        <source>After every player&apos;s turn an event card is turned over and applies to everybody: its Year 1 or Year 2 text, by the year being played. Resources go to storage up to its limit. A strike stops the next collect (Robot Workers: half, rounded up). A revolt strikes your aligned system of least resistance, an invasion the system you aligned last: a die plus the force at least the resistance (+1 with Hyper Television or Planetary Defenses) makes it unaligned. In Year 2 a revolt finding no aligned system makes your home world revolt.</source>
        <translation>Po turze każdego gracza odkrywa się kartę wydarzenia, która dotyczy wszystkich: jej tekst na Rok 1 lub Rok 2, zależnie od bieżącego roku. Surowce trafiają do magazynu, do jego limitu. Strajk wstrzymuje następne zbiory (z Robotami przemysłowymi: połowa, zaokrąglona w górę). Bunt uderza w twój przyłączony układ o najmniejszym oporze, inwazja w układ przyłączony jako ostatni: jeśli rzut kością plus siła osiągnie co najmniej opór (+1 z Hipertelewizją lub Obroną planetarną), układ przestaje być przyłączony. W Roku 2 bunt, który nie znajdzie przyłączonego układu, wywołuje bunt na twojej planecie macierzystej.</translation>
    </message>
    <message>
        <source>an invasion finding no aligned system in Year 2 does the same (the rulebook&apos;s passage after the invasions is lost). A player whose home world revolts is out of the game; with several players the others play on.</source>
        <translation>tak samo działa inwazja, która w Roku 2 nie znajdzie przyłączonego układu (fragment podręcznika zasad po opisie inwazji zaginął). Gracz, na którego planecie macierzystej wybuchnie bunt, odpada z gry; przy kilku graczach pozostali grają dalej.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;red alert&lt;/b&gt; is played at once and concerns only some players (for example those with a military strength of 5 in a military coup); then the next unused event card is this round&apos;s event in its place.</source>
        <translation>&lt;b&gt;Czerwony alarm&lt;/b&gt; zagrywa się natychmiast i dotyczy tylko niektórych graczy (na przykład przy puczu wojskowym tych z siłą militarną 5); następnie jego miejsce zajmuje kolejna niewykorzystana karta wydarzenia jako wydarzenie tej rundy.</translation>
    </message>
    <message>
        <source>which red alerts and events there are beyond those the rulebook names, and their numbers, are our design: the deck, which the Workshop edits.</source>
        <translation>to, jakie czerwone alarmy i wydarzenia istnieją poza wymienionymi w podręczniku zasad, i ile ich jest, to nasz projekt: talia, którą można edytować w Warsztacie.</translation>
    </message>
    <message>
        <source>The years and the end</source>
        <translation>Lata i koniec gry</translation>
    </message>
    <message>
        <source>Year 1 has 7 events, Year 2 has 6 (all event cards are shuffled again between the years). The game ends after the last event of Year 2.</source>
        <translation>Rok 1 ma 7 wydarzeń, Rok 2 – 6 (między latami wszystkie karty wydarzeń tasuje się od nowa). Gra kończy się po ostatnim wydarzeniu Roku 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt;: the victory points of your aligned systems; 1 victory point for every technology you discovered; +1 if every system of your sector is explored, +1 for all eight technologies, +3 if every system is aligned. &lt;b&gt;Ranks&lt;/b&gt;: 0-7 Demoted, 8-12 Remain a Commander, 13-14 Captain, 15-16 Commodore, 17 or more Admiral.</source>
        <translation>&lt;b&gt;Wynik&lt;/b&gt;: punkty zwycięstwa przyłączonych układów; 1 punkt zwycięstwa za każdą odkrytą technologię; +1, jeśli każdy układ twojego sektora jest zbadany, +1 za wszystkie osiem technologii, +3, jeśli każdy układ jest przyłączony. &lt;b&gt;Stopnie&lt;/b&gt;: 0-7 Degradacja, 8-12 Pozostaje dowódcą, 13-14 Kapitan, 15-16 Komodor, 17 lub więcej Admirał.</translation>
    </message>
    <message>
        <source>the rulebook adds: &quot;If the cube is on first generation technology you gain 1, for cubes on the second generation technology, you gain 2&quot;. The cube marks how far a row of the technology mat has gone, so a row scores 1 or 2, not 1 + 2.</source>
        <translation>podręcznik zasad dodaje: „Jeśli znacznik jest na technologii pierwszej generacji, zyskujesz 1, za znaczniki na technologii drugiej generacji zyskujesz 2”. Znacznik pokazuje, jak daleko posunął się rząd planszy technologii, więc rząd daje 1 albo 2, a nie 1 + 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several players&lt;/b&gt; are ranked the same way, and all win or lose together: the Empire wins when, on average, two distant systems per player are aligned (six in a three-player game).</source>
        <translation>&lt;b&gt;Przy kilku graczach&lt;/b&gt; każdy otrzymuje stopień tak samo, a wszyscy razem wygrywają lub przegrywają: Imperium wygrywa, gdy przyłączone są średnio dwa odległe układy na gracza (sześć w grze trzyosobowej).</translation>
    </message>
    <message>
        <source>The original solitaire game used 18 cards.</source>
        <translation>Oryginalna gra solo używała 18 kart.</translation>
    </message>
    <message>
        <source>the full deck has 54 cards (the cards beyond those the rulebook names are ours); the new game dialog offers both.</source>
        <translation>pełna talia ma 54 karty (karty ponad te wymienione w podręczniku zasad są nasze); okno nowej gry oferuje obie.</translation>
    </message>
</context>
<context>
    <name>GcScoreSheet</name>
    <message>
        <source>Systems</source>
        <translation>Układy</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Exploration</source>
        <translation>Eksploracja</translation>
    </message>
    <message>
        <source>Scientific</source>
        <translation>Nauka</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Watażka</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>%1+ %2</source>
        <translation>%1+ %2</translation>
    </message>
    <message>
        <source>%1–%2 %3</source>
        <translation>%1–%2 %3</translation>
    </message>
</context>
<context>
    <name>GcTechMat</name>
    <message>
        <source>Technology mat</source>
        <translation>Plansza technologii</translation>
    </message>
    <message>
        <source>1st generation · 2nd</source>
        <translation>1. generacja · 2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Costs %1 wealth, worth %n victory point(s).</source>
        <translation>
            <numerusform>Kosztuje %1 bogactwa, daje %n punkt zwycięstwa.</numerusform>
            <numerusform>Kosztuje %1 bogactwa, daje %n punkty zwycięstwa.</numerusform>
            <numerusform>Kosztuje %1 bogactwa, daje %n punktów zwycięstwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to discover it.</source>
        <translation>Kliknij, aby ją odkryć.</translation>
    </message>
    <message>
        <source>Discovered</source>
        <translation>Odkryta</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <translation>%1 bogactwa</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PZ</translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message>
        <source>Combat: %1.</source>
        <translation>Walka: %1.</translation>
    </message>
    <message>
        <source>Arrow keys move between sectors, Enter acts on the sector, Escape drops the selected stack.</source>
        <translation>Strzałki: ruch między sektorami, Enter: akcja w sektorze, Escape: odznaczenie wybranego stosu.</translation>
    </message>
    <message>
        <source>Zoom (Ctrl + mouse wheel)</source>
        <translation>Powiększenie (Ctrl + kółko myszy)</translation>
    </message>
    <message>
        <source>Cargo price: $%1</source>
        <translation>Cena ładunku: $%1</translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <translation>Aktualna oferta: $%1</translation>
    </message>
    <message>
        <source>Rise</source>
        <translation>Podbij</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>End movement</source>
        <translation>Zakończ ruch</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Powiększenie</translation>
    </message>
    <message>
        <source>Your new bid</source>
        <translation>Twoja nowa oferta</translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <translation>Walka</translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <translation>Siła ataku %1 (z Bazą gwiezdną)</translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <translation>Siła ataku %1</translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <translation>Do pochłonięcia: %1</translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <translation>%1 · atak %2 · pancerz %3</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zniszczony</translation>
    </message>
    <message>
        <source>absorbs</source>
        <translation>pochłania</translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <translation>Gracz rozpoczynający</translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <translation>Pieniądze: $%1</translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <translation>Pancerz Bazy gwiezdnej: %1</translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <translation>Dochód: $%1 na turę</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <translation>
            <numerusform>%n statek w grze</numerusform>
            <numerusform>%n statki w grze</numerusform>
            <numerusform>%n statków w grze</numerusform>
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
        <translation>Dwóch dowódców, Redog (czerwony) i Cynder (niebieski), walczy o galaktykę złożoną z sześciokątnych sektorów. Zniszcz wrogą Bazę gwiezdną, chroniąc własną: kto ma Bazę gwiezdną z pancerzem 0, przegrywa. Obie Bazy gwiezdne tracą 1 punkt pancerza na koniec tury swojego właściciela, więc nie ma czasu do stracenia.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A die decides the starting money. The players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret; both purchases are revealed together.</source>
        <translation>Rzut kością decyduje, ile Obiektów (planet, asteroid, piratów) dołącza do Kosmoportu; nigdy nie leżą obok siebie. Cena ładunku to 4 razy odległość od Kosmoportu do najbliższej planety. Rzut kością decyduje o pieniądzach na start. Gracze licytują prawo do postawienia Bazy gwiezdnej jako pierwszy (płaci tylko zwycięzca), stawiają Bazy gwiezdne (nie na Obiekcie ani obok niego, co najmniej 3 sektory od siebie) i w tajemnicy kupują statki startowe; oba zakupy są ujawniane jednocześnie.</translation>
    </message>
    <message>
        <source>the Things are placed at random (face down, nobody knows what they place); a coin replaces rock-paper-scissors. The First Turn Player buys first; the other never sees that purchase, and the log does not tell how many ships either bought until both are revealed.</source>
        <translation>Obiekty są rozmieszczane losowo (zakryte – nikt nie wie, co kładzie); rzut monetą zastępuje „papier, kamień, nożyce”. Gracz rozpoczynający kupuje pierwszy; drugi nigdy nie widzi tego zakupu, a dziennik nie zdradza, ile statków kupił każdy z nich, dopóki oba zakupy nie zostaną ujawnione.</translation>
    </message>
    <message>
        <source>The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.</source>
        <translation>Szybkie przygotowanie używa Kosmoportu, dwóch planet i dwóch asteroid, bez piratów i bez licytacji, po $15 dla każdego.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Movement.&lt;/b&gt; Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships or pirates stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.</source>
        <translation>&lt;b&gt;1. Ruch.&lt;/b&gt; Przesuń każdy statek maksymalnie o jego szybkość (wolny 1, średni 2, szybki 3). Statek, który wleci do sektora z wrogimi statkami lub piratami, zatrzymuje się tam. Bombowiec, który wleci do wrogiej Bazy gwiezdnej, od razu zadaje 10 obrażeń. Pusty Frachtowiec, który wleci na planetę, bierze ładunek; załadowany Frachtowiec, który wleci do Kosmoportu, sprzedaje go po cenie ładunku.</translation>
    </message>
    <message>
        <source>the enemy Starbase alone does not stop a ship (the rulebook says nothing of it): a Bomber can hit an unguarded Starbase and fly on, and it hits each time it enters. Ships move one sector at a time, in any order. Freighters load and sell in every sector they enter, also in the middle of a move.</source>
        <translation>sama wroga Baza gwiezdna nie zatrzymuje statku (podręcznik zasad o tym milczy): Bombowiec może uderzyć w niebronioną Bazę gwiezdną i lecieć dalej, a trafia za każdym razem, gdy do niej wlatuje. Statki poruszają się o jeden sektor naraz, w dowolnej kolejności. Frachtowce ładują i sprzedają w każdym sektorze, do którego wlecą, także w trakcie ruchu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Combat.&lt;/b&gt; Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side&apos;s attack score is the sum of its ships&apos; attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase&apos;s owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.</source>
        <translation>&lt;b&gt;2. Walka.&lt;/b&gt; W każdym sektorze z twoimi statkami lub Bazą gwiezdną i inną stroną toczy się jedna walka, w wybranej przez ciebie kolejności. Siła ataku strony to suma ataku jej statków (Bombowce nic nie dodają; Baza gwiezdna dodaje 3). Każda strona pochłania najwyższą siłę ataku wroga, wybierając swoje statki po jednym: statek, którego pancerz nie przekracza tego, co zostało, ginie; wytrzymalszy statek pochłania resztę i przeżywa. Nadwyżka ataku przeciw właścicielowi Bazy gwiezdnej uszkadza Bazę. Ocalałe statki są w pełni naprawiane. Ocalały Grabieżca zarabia $1 za każdy wrogi statek zniszczony w tej walce.</translation>
    </message>
    <message>
        <source>the player whose turn it is chooses losses first, then the other; nobody is asked when there is no real choice. The pirates choose their losses by a fixed rule: a ship that can absorb all that is left (the smallest such), otherwise the toughest.</source>
        <translation>gracz wykonujący turę wybiera straty jako pierwszy, potem drugi; nikt nie jest pytany, gdy nie ma prawdziwego wyboru. Piraci wybierają straty według stałej reguły: statek, który może pochłonąć całą resztę (najsłabszy taki), a w przeciwnym razie najwytrzymalszy.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Pirates.&lt;/b&gt; A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives. Targets at the same distance are chosen by a die, and so is the way around a Starbase.</source>
        <translation>&lt;b&gt;3. Piraci.&lt;/b&gt; Pirat dzielący sektor ze statkami walczy tam. W przeciwnym razie przy rzucie od 1 do 3 rusza maksymalnie o swoją szybkość w stronę najbliższych statków (nigdy do Bazy gwiezdnej i nigdy za statkami, które w niej stoją) i walczy po dotarciu. O celach w tej samej odległości decyduje rzut kością, podobnie jak o drodze wokół Bazy gwiezdnej.</translation>
    </message>
    <message>
        <source>&quot;nearest&quot; is counted straight through the galaxy, as if the Starbases were not there (as in the rulebook&apos;s example), while the pirate&apos;s path goes around them. The two pirates are a Cruiser Pirate and a Scavenger Pirate, with those ships&apos; figures.</source>
        <translation>„najbliższe” liczy się prosto przez galaktykę, jakby Baz gwiezdnych nie było (jak w przykładzie z podręcznika zasad), a droga pirata je omija. Dwaj piraci to Piracki krążownik i Piracki grabieżca, z parametrami tych statków.</translation>
    </message>
    <message>
        <source>&lt;b&gt;4. Buy.&lt;/b&gt; Buy ships with your money (at most as many of a type as there are chits); they appear on your Starbase.</source>
        <translation>&lt;b&gt;4. Zakup.&lt;/b&gt; Kupuj statki za swoje pieniądze (danego typu najwyżej tyle, ile jest żetonów); pojawiają się na twojej Bazie gwiezdnej.</translation>
    </message>
    <message>
        <source>&lt;b&gt;5. Production.&lt;/b&gt; Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else&apos;s are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.</source>
        <translation>&lt;b&gt;5. Produkcja.&lt;/b&gt; Każda kontrolowana planeta ($2) i asteroida ($1) przynosi ci dochód; kontrolujesz ją, gdy są tam twoje statki, a niczyje inne. Twoja Baza gwiezdna przynosi $1 i traci 1 punkt pancerza. Nigdy nie możesz mieć więcej niż $25.</translation>
    </message>
    <message>
        <source>The ships</source>
        <translation>Statki</translation>
    </message>
    <message>
        <source>Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.</source>
        <translation>Myśliwiec $2, szybki, atak 2, pancerz 2 · Grabieżca $3, średni, 3/3, zarabia na zestrzeleniach · Frachtowiec $4, średni, 1/4, przewozi ładunek · Krążownik $5, średni, 5/8 · Bombowiec $6, średni, atakuje tylko Bazy gwiezdne (10 obrażeń), pancerz 3 · Zabójca $7, szybki, 9/5 · Niszczyciel $8, wolny, 10/16.</translation>
    </message>
    <message>
        <source>the chits per side (28 in all): 6 Interceptors, 5 Scavengers, 4 Freighters, 4 Cruisers, 4 Bombers, 3 Assassins, 2 Destroyers; destroyed ships can be bought again.</source>
        <translation>żetony na stronę (razem 28): 6 Myśliwców, 5 Grabieżców, 4 Frachtowce, 4 Krążowniki, 4 Bombowce, 3 Zabójców, 2 Niszczyciele; zniszczone statki można kupić ponownie.</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <translation>Ukryte informacje</translation>
    </message>
    <message>
        <source>You see only the top ship of an enemy stack. In a combat every ship is revealed.</source>
        <translation>Z wrogiego stosu widzisz tylko statek na wierzchu. W walce wszystkie statki zostają ujawnione.</translation>
    </message>
    <message>
        <source>the top ship is the last to arrive, unless its owner puts another ship of the stack on top (&quot;Put on top&quot; in the selected stack, while it is your decision in your own turn). How many ships a stack holds is public. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.</source>
        <translation>na wierzchu leży statek, który przybył ostatni, chyba że właściciel położy na wierzch inny statek ze stosu („Połóż na wierzch” w wybranym stosie, gdy decydujesz we własnej turze). Liczba statków w stosie jest jawna. W grze dwóch osób przy jednym ekranie plansza jest zasłaniana za każdym razem, gdy przechodzi od jednego gracza do drugiego.</translation>
    </message>
    <message>
        <source>Either player may concede at any time.</source>
        <translation>Każdy gracz może poddać się w dowolnej chwili.</translation>
    </message>
</context>
<context>
    <name>GodShopRow</name>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>Speed %1 · Att %2 · Arm %3</source>
        <translation>Szybkość %1 · Atak %2 · Panc. %3</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kup</translation>
    </message>
    <message>
        <source>Buy %1 for $%2</source>
        <translation>Kup: %1 za $%2</translation>
    </message>
    <message>
        <source>%1 ordered · %2</source>
        <translation>zamówiono: %1 · %2</translation>
    </message>
    <message>
        <source>%1 of %2 in play, %3 ordered</source>
        <translation>%1 z %2 w grze, zamówiono: %3</translation>
    </message>
    <message>
        <source>%1 of %2 in play</source>
        <translation>%1 z %2 w grze</translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <translation>%1 (ładunek)</translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <translation>
            <numerusform>Na wierzchu · został %n ruch</numerusform>
            <numerusform>Na wierzchu · zostały %n ruchy</numerusform>
            <numerusform>Na wierzchu · zostało %n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <translation>
            <numerusform>został %n ruch</numerusform>
            <numerusform>zostały %n ruchy</numerusform>
            <numerusform>zostało %n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>top</source>
        <translation>na wierzchu</translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Połóż na wierzch</translation>
    </message>
    <message>
        <source>Put the %1 on top of the stack</source>
        <translation>Połóż na wierzch stosu: %1</translation>
    </message>
    <message>
        <source>The other player sees only the top ship of a stack.</source>
        <translation>Drugi gracz widzi tylko statek na wierzchu stosu.</translation>
    </message>
    <message>
        <source>%1, on top of the stack</source>
        <translation>%1, na wierzchu stosu</translation>
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
        <translation>Kosmiczne gry planszowe ze znajomymi lub z komputerem</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Otwórz zapisaną grę…</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Warsztat</translation>
    </message>
    <message>
        <source>Design your own galaxies, ship tables, decks and rule variants</source>
        <translation>Projektuj własne galaktyki, tabele statków, talie i warianty zasad</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>About</source>
        <translation>O programie</translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <translation>Twoja gra w %1 czeka.</translation>
    </message>
    <message>
        <source>Your game of %1 is over.</source>
        <translation>Twoja gra w %1 się zakończyła.</translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <translation>Wróć do ostatniej gry</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Ziarno %1</translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <translation>Zapisano automatycznie: %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Zobacz wynik</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Wkrótce</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Starboard</source>
        <translation>%1 — Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation>Nie udało się otworzyć gry</translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation>Nie udało się przechwycić obrazu okna.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Nie udało się zapisać %1.</translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation>Starboard: kosmiczne gry planszowe.</translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once: you against the computer (Standard level).</source>
        <translation>Od razu rozpoczyna nową grę &lt;id&gt;: ty przeciw komputerowi (poziom Standardowy).</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Otwiera zapisaną grę.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>plik</translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation>Ziarno nowej gry (z --game); bez tej opcji losowe.</translation>
    </message>
    <message>
        <source>number</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <translation>Język na czas tego uruchomienia: %1 (domyślnie: wybrany w ustawieniach).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kod</translation>
    </message>
    <message>
        <source>Save a PNG of the window once it is shown, then quit. Nothing is saved or remembered in this mode.</source>
        <translation>Zapisuje okno jako PNG, gdy tylko się pokaże, po czym kończy działanie. W tym trybie nic nie jest zapisywane ani zapamiętywane.</translation>
    </message>
    <message>
        <source>Open the Workshop (the content editor), with the files given after the options.</source>
        <translation>Otwiera Warsztat (edytor zawartości) z plikami podanymi po opcjach.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <translation>[pliki...]</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation>Więcej informacji: „%1 --help”.</translation>
    </message>
    <message>
        <source>--workshop cannot be used with --game or --load.</source>
        <translation>Opcji --workshop nie można używać razem z --game ani --load.</translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
        <translation>Nie ma pliku „%1”.</translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation>Opcji --game i --load nie można używać razem.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <translation>Nieznana gra „%1”. Gry: %2.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <translation>Ziarno musi być liczbą całkowitą od 0 do 18446744073709551615, a nie „%1”.</translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation>Opcja --seed wymaga opcji --game.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <translation>Nieznany język „%1”. Języki: %2.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>Opcja --screenshot wymaga nazwy pliku.</translation>
    </message>
    <message>
        <source>The main view is not a Starboard window.</source>
        <translation>Główny widok nie jest oknem Starboard.</translation>
    </message>
    <message>
        <source>Play It</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Only one saved game can be opened at a time (&apos;%1&apos; and &apos;%2&apos;).</source>
        <translation>Naraz można otworzyć tylko jedną zapisaną grę („%1” i „%2”).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: Starboard opens saved games and content files, not &quot;%2&quot; files.</source>
        <translation>Nie można otworzyć „%1”: Starboard otwiera zapisane gry i pliki zawartości, a nie pliki „%2”.</translation>
    </message>
    <message>
        <source>Files to open: a saved game is played, content files (galaxies, ship tables, rulesets, ...) open in the Workshop. With --workshop: files to open in the Workshop.</source>
        <translation>Pliki do otwarcia: zapisana gra jest kontynuowana, pliki zawartości (galaktyki, tabele statków, zestawy zasad, ...) otwierają się w Warsztacie. Z --workshop: pliki do otwarcia w Warsztacie.</translation>
    </message>
    <message>
        <source>The saved game &apos;%1&apos; cannot be opened together with --game or --load.</source>
        <translation>Zapisanej gry „%1” nie można otworzyć razem z --game ani --load.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:</source>
        <translation>Nie można otworzyć „%1”:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Komputer: %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nowa gra: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n gracze</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Imię gracza %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Normal: random galaxy, bid for the Starbase</source>
        <translation>Normalne: losowa galaktyka, licytacja o Bazę gwiezdną</translation>
    </message>
    <message>
        <source>Quick: fixed start, no pirates (first games)</source>
        <translation>Szybkie: stały początek, bez piratów (na pierwsze gry)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Full deck: 54 cards</source>
        <translation>Pełna talia: 54 karty</translation>
    </message>
    <message>
        <source>Original solitaire: 18 cards (1 player)</source>
        <translation>Oryginalna gra solo: 18 kart (1 gracz)</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaktyka</translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <translation>Wbudowana galaktyka</translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation>Wybierz plik galaktyki</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <translation>Zasady standardowe</translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation>Wybierz plik zestawu zasad lub wariantu</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowe</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nowe ziarno</translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation>To samo ziarno, ci sami gracze i te same pliki dają te same rzuty i losowania.</translation>
    </message>
    <message>
        <source>Player %1: human or computer level</source>
        <translation>Gracz %1: człowiek lub poziom komputera</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Przekaż ekran: %1</translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <translation>Plansza pozostaje zasłonięta, dopóki %1 nie usiądzie przed ekranem, żeby nikt nie zobaczył cudzych sekretów.</translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <translation>To ja, %1 – pokaż moją planszę</translation>
    </message>
</context>
<context>
    <name>PlayItGuard</name>
    <message>
        <source>Play It</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>A game of %1 is in progress.</source>
        <translation>Trwa gra w %1.</translation>
    </message>
    <message>
        <source>It will be saved as &quot;%1&quot; in %2 before the new game starts; &quot;Open saved game&quot; brings it back.</source>
        <translation>Przed rozpoczęciem nowej gry zostanie zapisana jako „%1” w %2; „Otwórz zapisaną grę” pozwala do niej wrócić.</translation>
    </message>
    <message>
        <source>Save It and Play</source>
        <translation>Zapisz i zagraj</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Nie można utworzyć folderu %1.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <translation>Nie udało się zapisać trwającej gry, więc pozostaje otwarta: %1</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
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
        <translation>Wyniki: %1</translation>
    </message>
    <message>
        <source>Your results in %1</source>
        <translation>Twoje wyniki w %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n rozegrana gra</numerusform>
            <numerusform>%n rozegrane gry</numerusform>
            <numerusform>%n rozegranych gier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n wygrana</numerusform>
            <numerusform>%n wygrane</numerusform>
            <numerusform>%n wygranych</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Ziarno %1</translation>
    </message>
</context>
<context>
    <name>RulesLegend</name>
    <message>
        <source>Plain paragraphs say what the rulebook says.</source>
        <translation>Zwykłe akapity mówią to, co podręcznik zasad.</translation>
    </message>
    <message>
        <source>paragraphs like this one are how Starboard plays where the rulebook is silent, unclear or refers to a lost picture.</source>
        <translation>akapity takie jak ten pokazują, jak gra Starboard tam, gdzie podręcznik zasad milczy, jest niejasny albo odsyła do zaginionej ilustracji.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Our reading: %1</source>
        <translation>Nasza interpretacja: %1</translation>
    </message>
    <message>
        <source>Our reading:</source>
        <translation>Nasza interpretacja:</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Myśli…</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Ma ruch</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Komputer (%1)</translation>
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
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Gracze komputerowi</translation>
    </message>
    <message>
        <source>Computer moves</source>
        <translation>Ruchy komputera</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolne</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalne</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Natychmiastowe</translation>
    </message>
    <message>
        <source>The window&apos;s size and place are remembered when you quit.</source>
        <translation>Rozmiar i położenie okna są zapamiętywane przy zamykaniu.</translation>
    </message>
    <message>
        <source>Pseudo-language (for testing)</source>
        <translation>Pseudojęzyk (do testów)</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <extracomment>A language in the chooser: %1 its name, %2 the share of the app&apos;s texts it translates, in whole percent (&quot;Deutsch (100%)&quot;).</extracomment>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>%1: from your translations folder (%2)</source>
        <extracomment>%1: a language&apos;s name, %2: the path of the translator&apos;s file it is loaded from.</extracomment>
        <translation>%1: z twojego folderu tłumaczeń (%2)</translation>
    </message>
    <message>
        <source>Drop a starboard_&lt;code&gt;.qm here to try a translation:</source>
        <translation>Umieść tu plik starboard_&lt;code&gt;.qm, aby wypróbować tłumaczenie:</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>%1: /format: the Workshop does not edit &apos;%2&apos; files</source>
        <translation>%1: /format: Warsztat nie edytuje plików „%2”</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <translation>%1: nie można otworzyć pliku (%2)</translation>
    </message>
    <message>
        <source>%1: the file is too large for a Starboard document</source>
        <translation>%1: plik jest za duży na dokument Starboard</translation>
    </message>
    <message>
        <source>%1 (untitled)</source>
        <comment>a new document of this kind, never saved</comment>
        <translation>%1 (bez nazwy)</translation>
    </message>
    <message>
        <source>The document has no file yet: use Save As.</source>
        <translation>Dokument nie ma jeszcze pliku: użyj „Zapisz jako”.</translation>
    </message>
    <message>
        <source>%1: cannot save (%2); the file on disk is unchanged.</source>
        <translation>%1: nie można zapisać (%2); plik na dysku pozostał bez zmian.</translation>
    </message>
    <message>
        <source>Empty variant (the standard rules)</source>
        <translation>Pusty wariant (zasady standardowe)</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Krótka gra</translation>
    </message>
    <message>
        <source>Rich galaxy</source>
        <translation>Bogata galaktyka</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaktyka</translation>
    </message>
    <message>
        <source>The galaxy of the rulebook</source>
        <translation>Galaktyka z podręcznika zasad</translation>
    </message>
    <message>
        <source>Empty galaxy</source>
        <translation>Pusta galaktyka</translation>
    </message>
    <message>
        <source>Ship table</source>
        <translation>Tabela statków</translation>
    </message>
    <message>
        <source>Things</source>
        <translation>Obiekty</translation>
    </message>
    <message>
        <source>Galaxy of D rule variant</source>
        <translation>Wariant zasad Galaxy of D</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Talia kart</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <translation>Plansza technologii</translation>
    </message>
    <message>
        <source>Galaxy Command rule variant</source>
        <translation>Wariant zasad Galaxy Command</translation>
    </message>
    <message>
        <source>Near system</source>
        <translation>Bliski układ</translation>
    </message>
    <message>
        <source>Distant system</source>
        <translation>Odległy układ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Wydarzenie</translation>
    </message>
    <message>
        <source>Red alert</source>
        <translation>Czerwony alarm</translation>
    </message>
    <message>
        <source>Make %1 a near system</source>
        <translation>Ustaw %1 jako bliski układ</translation>
    </message>
    <message>
        <source>Make %1 a distant system</source>
        <translation>Ustaw %1 jako odległy układ</translation>
    </message>
    <message>
        <source>Make %1 an event</source>
        <translation>Ustaw %1 jako wydarzenie</translation>
    </message>
    <message>
        <source>Make %1 a red alert</source>
        <translation>Ustaw %1 jako czerwony alarm</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Surowce</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Strajk</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Bunt</translation>
    </message>
    <message>
        <source>Invasion</source>
        <translation>Inwazja</translation>
    </message>
    <message>
        <source>Peace</source>
        <translation>Pokój</translation>
    </message>
    <message>
        <source>Military coup</source>
        <translation>Pucz wojskowy</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Napad</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Zasadzka</translation>
    </message>
    <message>
        <source>wealth</source>
        <translation>bogactwo</translation>
    </message>
    <message>
        <source>metal</source>
        <translation>metal</translation>
    </message>
    <message>
        <source>Year %1: gain</source>
        <translation>Rok %1: zysk</translation>
    </message>
    <message>
        <source>Year %1: force +</source>
        <translation>Rok %1: siła +</translation>
    </message>
    <message>
        <source>Year %1: military lost</source>
        <translation>Rok %1: utrata wojska</translation>
    </message>
    <message>
        <source>Year %1: lose</source>
        <translation>Rok %1: strata</translation>
    </message>
    <message>
        <source>Year %1: invasion force</source>
        <translation>Rok %1: siła inwazji</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Rok %1</translation>
    </message>
    <message>
        <source>Storage at least</source>
        <translation>Magazyn co najmniej</translation>
    </message>
    <message>
        <source>Military at most</source>
        <translation>Wojsko najwyżej</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Wojsko co najmniej</translation>
    </message>
    <message>
        <source>Every player gains %1 %2.</source>
        <translation>Każdy gracz: %2 +%1.</translation>
    </message>
    <message>
        <source>Strike: no production next turn.</source>
        <translation>Strajk: brak produkcji w następnej turze.</translation>
    </message>
    <message>
        <source>Revolt against the aligned system of least resistance, force +%1.</source>
        <translation>Bunt przeciw przyłączonemu układowi o najmniejszym oporze, siła +%1.</translation>
    </message>
    <message>
        <source>Invasion of the system aligned last, force +%1.</source>
        <translation>Inwazja na ostatnio przyłączony układ, siła +%1.</translation>
    </message>
    <message>
        <source>Peace: nothing happens.</source>
        <translation>Pokój: nic się nie dzieje.</translation>
    </message>
    <message>
        <source>Military %1 or more: on a roll of %2+ lose %3 military.</source>
        <translation>Wojsko %1 lub więcej: przy rzucie %2+ strata %3 siły militarnej.</translation>
    </message>
    <message>
        <source>Storage of %1 or more: lose %2 %3.</source>
        <translation>Magazyn %1 lub więcej: %3 −%2.</translation>
    </message>
    <message>
        <source>Military %1 or less: an invasion of force %2.</source>
        <translation>Wojsko %1 lub mniej: inwazja o sile %2.</translation>
    </message>
    <message>
        <source>Set-up: normal (5) or quick (10), fixed Things</source>
        <translation>Przygotowanie: normalne (5) lub szybkie (10), stałe Obiekty</translation>
    </message>
    <message>
        <source>Sides of the die</source>
        <translation>Liczba ścianek kości</translation>
    </message>
    <message>
        <source>Armor of a Starbase at the start (3.2)</source>
        <translation>Pancerz Bazy gwiezdnej na starcie (3.2)</translation>
    </message>
    <message>
        <source>Attack power of a Starbase (3.2)</source>
        <translation>Siła ataku Bazy gwiezdnej (3.2)</translation>
    </message>
    <message>
        <source>Money a Starbase earns each production (6.5)</source>
        <translation>Pieniądze, które Baza gwiezdna zarabia w każdej produkcji (6.5)</translation>
    </message>
    <message>
        <source>Armor a Starbase loses every turn (6.5)</source>
        <translation>Pancerz tracony przez Bazę gwiezdną co turę (6.5)</translation>
    </message>
    <message>
        <source>Most money a player may keep (3.2)</source>
        <translation>Maksymalna kwota, jaką gracz może mieć (3.2)</translation>
    </message>
    <message>
        <source>Things drawn: a die roll plus this (5.1)</source>
        <translation>Losowane Obiekty: rzut kością plus ta wartość (5.1)</translation>
    </message>
    <message>
        <source>Starting money: a die roll plus this (5.2)</source>
        <translation>Pieniądze na start: rzut kością plus ta wartość (5.2)</translation>
    </message>
    <message>
        <source>Starting money in the quick set-up (10.5)</source>
        <translation>Pieniądze na start przy szybkim przygotowaniu (10.5)</translation>
    </message>
    <message>
        <source>Cargo price: distance times this (5.1)</source>
        <translation>Cena ładunku: odległość razy ta wartość (5.1)</translation>
    </message>
    <message>
        <source>Least distance between two Starbases (5.2)</source>
        <translation>Najmniejsza odległość między dwiema Bazami gwiezdnymi (5.2)</translation>
    </message>
    <message>
        <source>A pirate moves on a roll up to this (6.3)</source>
        <translation>Pirat rusza przy rzucie nie wyższym niż ta wartość (6.3)</translation>
    </message>
    <message>
        <source>Things of the quick set-up, by id (10.1)</source>
        <translation>Obiekty szybkiego przygotowania, według id (10.1)</translation>
    </message>
    <message>
        <source>Which cards make up the deck</source>
        <translation>Karty tworzące talię</translation>
    </message>
    <message>
        <source>Near systems in each player&apos;s sector</source>
        <translation>Bliskie układy w sektorze każdego gracza</translation>
    </message>
    <message>
        <source>Distant systems in each player&apos;s sector</source>
        <translation>Odległe układy w sektorze każdego gracza</translation>
    </message>
    <message>
        <source>Event cards in Year 1 and Year 2</source>
        <translation>Karty wydarzeń w Roku 1 i Roku 2</translation>
    </message>
    <message>
        <source>Metal production at the start</source>
        <translation>Produkcja metalu na starcie</translation>
    </message>
    <message>
        <source>Wealth production at the start</source>
        <translation>Produkcja bogactwa na starcie</translation>
    </message>
    <message>
        <source>Resources kept of each kind</source>
        <translation>Pojemność magazynu każdego surowca</translation>
    </message>
    <message>
        <source>Resources kept with Interstellar Banking</source>
        <translation>Pojemność magazynu z Bankowością międzygwiezdną</translation>
    </message>
    <message>
        <source>Most military strength</source>
        <translation>Największa siła militarna</translation>
    </message>
    <message>
        <source>Most military strength with Capital Ships</source>
        <translation>Największa siła militarna z Okrętami liniowymi</translation>
    </message>
    <message>
        <source>Metal to build one military strength</source>
        <translation>Metal na 1 punkt siły militarnej</translation>
    </message>
    <message>
        <source>Wealth to build one military strength</source>
        <translation>Bogactwo na 1 punkt siły militarnej</translation>
    </message>
    <message>
        <source>Interspecies Commerce: resources given ...</source>
        <translation>Handel międzygatunkowy: oddawane surowce ...</translation>
    </message>
    <message>
        <source>... for this many of the other resource</source>
        <translation>... za tyle drugiego surowca</translation>
    </message>
    <message>
        <source>Bonus of the exploration technology</source>
        <translation>Premia za eksplorację</translation>
    </message>
    <message>
        <source>Bonus of the scientific technology</source>
        <translation>Premia za naukę</translation>
    </message>
    <message>
        <source>Points of the warlord bonus</source>
        <translation>Punkty premii watażki</translation>
    </message>
    <message>
        <source>Multiplayer: aligned distant systems to win, per player</source>
        <translation>Gra wieloosobowa: przyłączone odległe układy potrzebne do wygranej, na gracza</translation>
    </message>
    <message>
        <source>Solitaire ranks: id, least score, name; &apos;;&apos; between</source>
        <translation>Stopnie w grze solo: id, najmniejszy wynik, nazwa; rozdzielone „;”</translation>
    </message>
</context>
<context>
    <name>starboard::GameCatalog</name>
    <message>
        <source>Two fleets, one galaxy: buy ships, hold planets, haul cargo and bomb the enemy Starbase.</source>
        <translation>Dwie floty, jedna galaktyka: kupuj statki, kontroluj planety, przewoź ładunki i bombarduj wrogą Bazę gwiezdną.</translation>
    </message>
    <message>
        <source>Charge across the dark squares, jump enemy ships in dice battles and turn captured ships into power-ups.</source>
        <translation>Szarżuj po ciemnych polach, przeskakuj wrogie statki w bitwach na kości i zamieniaj zdobyte statki w ulepszenia.</translation>
    </message>
    <message>
        <source>Race through the sektors to bring your scientist home, past warps, teleprisms and Durriken mercenaries.</source>
        <translation>Pędź przez sektory, by sprowadzić swojego naukowca do domu – obok warpów, telepryzmatów i najemników Durriken.</translation>
    </message>
    <message>
        <source>Explore and align star systems, grow metal, wealth and technology, and survive the events of every year.</source>
        <translation>Badaj i przyłączaj układy gwiezdne, pomnażaj metal, bogactwo i technologię, i przetrwaj wydarzenia każdego roku.</translation>
    </message>
    <message>
        <source>Team up to defend the four districts of Galaxy City from waves of Exovon invaders.</source>
        <translation>Połączcie siły, by obronić cztery dzielnice Galaxy City przed falami najeźdźców Exovon.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardowy</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Silny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Losowe ruchy</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <translation>Reguła kciuka</translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <translation>
            <numerusform>%n twój statek, na wierzchu: %1</numerusform>
            <numerusform>%n twoje statki, na wierzchu: %1</numerusform>
            <numerusform>%n twoich statków, na wierzchu: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <translation>
            <numerusform>%n wrogi statek, na wierzchu: %1</numerusform>
            <numerusform>%n wrogie statki, na wierzchu: %1</numerusform>
            <numerusform>%n wrogich statków, na wierzchu: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaktyka</translation>
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
        <source>the shipped galaxy</source>
        <translation>wbudowana galaktyka</translation>
    </message>
    <message>
        <source>the shipped ship table</source>
        <translation>wbudowana tabela statków</translation>
    </message>
    <message>
        <source>the shipped Things</source>
        <translation>wbudowane Obiekty</translation>
    </message>
    <message>
        <source>the shipped rules</source>
        <translation>wbudowane zasady</translation>
    </message>
    <message>
        <source>the shipped deck</source>
        <translation>wbudowana talia</translation>
    </message>
    <message>
        <source>the shipped technology mat</source>
        <translation>wbudowana plansza technologii</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <translation>nieznana gra „%1” (gry z zawartością: %2)</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <translation>nieznany format „%1” (znane formaty: %2)</translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <translation>brak walidatora dla formatu „%1”</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(korzeń)</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>wartość logiczna</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ciąg znaków</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>tablica</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>obiekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>oczekiwano: %1, znaleziono: %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>liczba całkowita</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>oczekiwano liczby całkowitej, znaleziono: %1</translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <translation>musi wynosić co najmniej %1 (znaleziono: %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <translation>musi mieścić się między %1 a %2 (znaleziono: %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true lub false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>nie może być puste</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <translation>„%1” nie jest prawidłowym id (użyj małych liter, cyfr i „-”)</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <translation>brak klucza „%1”</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>nieznany klucz „%1”</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation>oczekiwano „%1”, znaleziono „%2”</translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <translation>zapisane przez nowszy Starboard (wersja %1; ta wersja odczytuje do %2)</translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <translation>wersji %1 formatu „%2” nie da się już odczytać</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <translation>powtórzone id „%1” (pierwsze wystąpienie: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <translation>
            <numerusform>%1: plik przekracza limit %n bajtu</numerusform>
            <numerusform>%1: plik przekracza limit %n bajtów</numerusform>
            <numerusform>%1: plik przekracza limit %n bajtów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <translation>
            <numerusform>zagnieżdżenie przekracza limit %n poziomu</numerusform>
            <numerusform>zagnieżdżenie przekracza limit %n poziomów</numerusform>
            <numerusform>zagnieżdżenie przekracza limit %n poziomów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: nie można otworzyć pliku: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: nie można odczytać pliku: %2</translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
        <translation>musi być jednym z: %1 (znaleziono „%2”)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used by &apos;%2&apos; events</source>
        <translation>„%1” nie jest używane przez wydarzenia „%2”</translation>
    </message>
    <message>
        <source>duplicate card number %1 (first at %2)</source>
        <translation>powtórzony numer karty %1 (pierwsze wystąpienie: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for systems only</source>
        <translation>„%1” dotyczy tylko układów</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for events and red alerts only</source>
        <translation>„%1” dotyczy tylko wydarzeń i czerwonych alarmów</translation>
    </message>
    <message>
        <source>row %1 already has a generation-%2 technology (%3)</source>
        <translation>rząd %1 ma już technologię generacji %2 (%3)</translation>
    </message>
    <message>
        <source>technology &apos;%1&apos; is missing (the mat has each of the %2 technologies once)</source>
        <translation>brak technologii „%1” (plansza zawiera każdą z %2 technologii dokładnie raz)</translation>
    </message>
    <message>
        <source>row %1 has no generation-%2 technology</source>
        <translation>rząd %1 nie ma technologii generacji %2</translation>
    </message>
    <message>
        <source>the list of ranks must not be empty</source>
        <translation>lista stopni nie może być pusta</translation>
    </message>
    <message>
        <source>the first rank must start at 0 (found %1)</source>
        <translation>pierwszy stopień musi zaczynać się od 0 (znaleziono: %1)</translation>
    </message>
    <message>
        <source>must be greater than the previous rank&apos;s minScore (%1)</source>
        <translation>musi być większe niż minScore poprzedniego stopnia (%1)</translation>
    </message>
    <message>
        <source>the deck must not be empty</source>
        <translation>talia nie może być pusta</translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <translation>
            <numerusform>oczekiwano 2 wpisów (Rok 1 i Rok 2), znaleziono %n</numerusform>
            <numerusform>oczekiwano 2 wpisów (Rok 1 i Rok 2), znaleziono %n</numerusform>
            <numerusform>oczekiwano 2 wpisów (Rok 1 i Rok 2), znaleziono %n</numerusform>
        </translation>
    </message>
    <message>
        <source>must be at least %1 (%2)</source>
        <translation>musi wynosić co najmniej %1 (%2)</translation>
    </message>
    <message>
        <source>must not exceed distantPerPlayer (%1)</source>
        <translation>nie może przekraczać distantPerPlayer (%1)</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (the die&apos;s sides, %2)</source>
        <translation>musi mieścić się między 1 a %1 (liczba ścianek kości, %2)</translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <translation>
            <numerusform>talia „%1” ma %n bliski układ; gracz potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n bliskie układy; gracz potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n bliskich układów; gracz potrzebuje %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <translation>
            <numerusform>talia „%1” ma %n odległy układ; gracz potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n odległe układy; gracz potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n odległych układów; gracz potrzebuje %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <translation>
            <numerusform>talia „%1” ma %n wydarzenie, które nie jest czerwonym alarmem; rok potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n wydarzenia, które nie są czerwonymi alarmami; rok potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n wydarzeń, które nie są czerwonymi alarmami; rok potrzebuje %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <translation>
            <numerusform>galaktyka potrzebuje co najmniej 2 sektorów (znaleziono %n)</numerusform>
            <numerusform>galaktyka potrzebuje co najmniej 2 sektorów (znaleziono %n)</numerusform>
            <numerusform>galaktyka potrzebuje co najmniej 2 sektorów (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <translation>
            <numerusform>galaktyka ma najwyżej %1 sektorów (znaleziono %n)</numerusform>
            <numerusform>galaktyka ma najwyżej %1 sektorów (znaleziono %n)</numerusform>
            <numerusform>galaktyka ma najwyżej %1 sektorów (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>the ship table needs at least one ship</source>
        <translation>tabela statków potrzebuje co najmniej jednego statku</translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <translation>
            <numerusform>tabela statków ma najwyżej %1 statków (znaleziono %n)</numerusform>
            <numerusform>tabela statków ma najwyżej %1 statków (znaleziono %n)</numerusform>
            <numerusform>tabela statków ma najwyżej %1 statków (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <translation>
            <numerusform>galaktyka, która wymienia sektory Baz gwiezdnych, potrzebuje ich co najmniej %1 (znaleziono %n)</numerusform>
            <numerusform>galaktyka, która wymienia sektory Baz gwiezdnych, potrzebuje ich co najmniej %1 (znaleziono %n)</numerusform>
            <numerusform>galaktyka, która wymienia sektory Baz gwiezdnych, potrzebuje ich co najmniej %1 (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <translation>
            <numerusform>nie ma sektora o numerze %1 (galaktyka ma %n sektor)</numerusform>
            <numerusform>nie ma sektora o numerze %1 (galaktyka ma %n sektory)</numerusform>
            <numerusform>nie ma sektora o numerze %1 (galaktyka ma %n sektorów)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate Starbase %1 (first at %2)</source>
        <translation>powtórzona Baza gwiezdna: %1 (pierwsze wystąpienie: %2)</translation>
    </message>
    <message>
        <source>%1 already has a Thing (%2)</source>
        <translation>%1 ma już Obiekt (%2)</translation>
    </message>
    <message>
        <source>duplicate sector %1,%2 (first at %3)</source>
        <translation>powtórzony sektor %1,%2 (pierwsze wystąpienie: %3)</translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <translation>
            <numerusform>sektor %1,%2 jest nieosiągalny z sektora %3,%4 (galaktyka musi być spójna; odcięty %n sektor)</numerusform>
            <numerusform>sektor %1,%2 jest nieosiągalny z sektora %3,%4 (galaktyka musi być spójna; odcięte %n sektory)</numerusform>
            <numerusform>sektor %1,%2 jest nieosiągalny z sektora %3,%4 (galaktyka musi być spójna; odciętych %n sektorów)</numerusform>
        </translation>
    </message>
    <message>
        <source>only planets and asteroids have an income</source>
        <translation>dochód mają tylko planety i asteroidy</translation>
    </message>
    <message>
        <source>only pirates have a ship</source>
        <translation>statek mają tylko piraci</translation>
    </message>
    <message>
        <source>the list of Things must not be empty</source>
        <translation>lista Obiektów nie może być pusta</translation>
    </message>
    <message>
        <source>no Thing of kind &apos;spaceport&apos; (the game needs a Spaceport)</source>
        <translation>brak Obiektu rodzaju „spaceport” (gra potrzebuje Kosmoportu)</translation>
    </message>
    <message>
        <source>must not exceed dieSides (%1)</source>
        <translation>nie może przekraczać dieSides (%1)</translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <translation>nieznany statek „%1” (brak w %2)</translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <translation>nieznany Obiekt „%1” (brak w %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <translation>„%1” to pirat; szybkie przygotowanie nie ma piratów</translation>
    </message>
    <message>
        <source>%1 already has a Thing</source>
        <translation>%1 ma już Obiekt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <translation>„%1” nie jest 64-bitową liczbą całkowitą bez znaku</translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <translation>%1 nie jest dokładną liczbą całkowitą bez znaku (ziarna powyżej 2^53 zapisuj jako ciągi cyfr)</translation>
    </message>
    <message>
        <source>a string of digits</source>
        <translation>ciąg cyfr</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <translation>„%1” nie jest 64-bitową liczbą całkowitą</translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <translation>%1 nie jest dokładną liczbą całkowitą (akcje powyżej 2^53 zapisuj jako ciągi cyfr)</translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation>miejsce komputera wymaga pola „level”</translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <translation>
            <numerusform>oczekiwano jednego miejsca na gracza (%n gracz), znaleziono %1</numerusform>
            <numerusform>oczekiwano jednego miejsca na gracza (%n graczy), znaleziono %1</numerusform>
            <numerusform>oczekiwano jednego miejsca na gracza (%n graczy), znaleziono %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <translation>
            <numerusform>%1: zapis gry przekracza limit %n bajtu</numerusform>
            <numerusform>%1: zapis gry przekracza limit %n bajtów</numerusform>
            <numerusform>%1: zapis gry przekracza limit %n bajtów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: nie można zapisać pliku: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
        <translation>%1: to nie jest schemat JSON: %2</translation>
    </message>
    <message>
        <source>the root is not an object</source>
        <translation>korzeń nie jest obiektem</translation>
    </message>
    <message>
        <source>schema nested too deeply</source>
        <translation>schemat jest zbyt głęboko zagnieżdżony</translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean</source>
        <translation>schemat musi być obiektem lub wartością logiczną</translation>
    </message>
    <message>
        <source>unsupported schema keyword &apos;%1&apos;</source>
        <translation>nieobsługiwane słowo kluczowe schematu „%1”</translation>
    </message>
    <message>
        <source>must be an object of schemas</source>
        <translation>musi być obiektem schematów</translation>
    </message>
    <message>
        <source>must be a non-empty array of schemas</source>
        <translation>musi być niepustą tablicą schematów</translation>
    </message>
    <message>
        <source>cannot resolve &apos;%1&apos; (only &apos;#...&apos; pointers into this schema)</source>
        <translation>nie można rozwiązać „%1” (tylko wskaźniki „#...” w obrębie tego schematu)</translation>
    </message>
    <message>
        <source>no type given</source>
        <translation>nie podano typu</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation>nieznany typ „%1”</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>musi być liczbą</translation>
    </message>
    <message>
        <source>not a valid regular expression</source>
        <translation>nieprawidłowe wyrażenie regularne</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>musi być tablicą</translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation>żadna wartość nie jest tu dozwolona</translation>
    </message>
    <message>
        <source>the schema cannot resolve &apos;%1&apos;</source>
        <translation>schemat nie może rozwiązać „%1”</translation>
    </message>
    <message>
        <source> or </source>
        <translation> lub </translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <translation>musi być %1 (znaleziono: %2)</translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <translation>musi być jednym z: %1 (znaleziono: %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <translation>musi wynosić najwyżej %1 (znaleziono: %2)</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <translation>
            <numerusform>musi mieć co najmniej %n znak (znaleziono: %1)</numerusform>
            <numerusform>musi mieć co najmniej %n znaki (znaleziono: %1)</numerusform>
            <numerusform>musi mieć co najmniej %n znaków (znaleziono: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <translation>
            <numerusform>może mieć najwyżej %n znak (znaleziono: %1)</numerusform>
            <numerusform>może mieć najwyżej %n znaki (znaleziono: %1)</numerusform>
            <numerusform>może mieć najwyżej %n znaków (znaleziono: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <translation>„%1” nie pasuje do wzorca „%2”</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <translation>
            <numerusform>musi mieć co najmniej %n element (znaleziono: %1)</numerusform>
            <numerusform>musi mieć co najmniej %n elementy (znaleziono: %1)</numerusform>
            <numerusform>musi mieć co najmniej %n elementów (znaleziono: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <translation>
            <numerusform>może mieć najwyżej %n element (znaleziono: %1)</numerusform>
            <numerusform>może mieć najwyżej %n elementy (znaleziono: %1)</numerusform>
            <numerusform>może mieć najwyżej %n elementów (znaleziono: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <translation>powtórzony element (taki sam jak %1)</translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <translation>
            <numerusform>nie pasuje do %n dozwolonej postaci (%1); zgłasza ona:</numerusform>
            <numerusform>nie pasuje do żadnej z %n dozwolonych postaci (%1); najbliższa zgłasza:</numerusform>
            <numerusform>nie pasuje do żadnej z %n dozwolonych postaci (%1); najbliższa zgłasza:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <translation>
            <numerusform>pasuje do %n z dozwolonych postaci, a musi pasować do dokładnie jednej (oneOf)</numerusform>
            <numerusform>pasuje do %n z dozwolonych postaci, a musi pasować do dokładnie jednej (oneOf)</numerusform>
            <numerusform>pasuje do %n z dozwolonych postaci, a musi pasować do dokładnie jednej (oneOf)</numerusform>
        </translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <translation>brak schematu dla formatu „%1”</translation>
    </message>
</context>
<context>
    <name>starboard::editor::BoardPreview</name>
    <message>
        <source>No preview yet.</source>
        <translation>Jeszcze brak podglądu.</translation>
    </message>
    <message>
        <source>%1 has no board to preview.</source>
        <translation>%1 nie ma planszy do podglądu.</translation>
    </message>
    <message>
        <source>The board cannot be shown: %1</source>
        <translation>Nie można wyświetlić planszy: %1</translation>
    </message>
    <message>
        <source>the view is not a Qt Quick item</source>
        <translation>widok nie jest elementem Qt Quick</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardListModel</name>
    <message>
        <source>One of the 18 cards of the original solitaire game</source>
        <translation>Jedna z 18 kart oryginalnej gry solo</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <translation>Oznacz %1 jako kartę oryginalną</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <translation>Usuń oznaczenie karty oryginalnej z %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Oryginalna</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardPreview</name>
    <message>
        <source>RESISTANCE</source>
        <translation>OPÓR</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Metal</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Bogactwo</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PZ</translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <translation>CZERWONY ALARM</translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Rok %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::DeckEditor</name>
    <message>
        <source>Deck name:</source>
        <translation>Nazwa talii:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <translation>Zmień nazwę talii</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <translation>Zmień id talii</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>Wszystkie karty</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Dodaj kartę</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplikuj</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Pokaż:</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numer</translation>
    </message>
    <message>
        <source>Change the number of %1</source>
        <translation>Zmień numer karty %1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <translation>Zmień id karty %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Zmień nazwę karty %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>One of the 18 cards of the original game</source>
        <translation>Jedna z 18 kart oryginalnej gry</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Oryginalna</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <translation>Oznacz %1 jako kartę oryginalną</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <translation>Usuń oznaczenie karty oryginalnej z %1</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Układ</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>Opór</translation>
    </message>
    <message>
        <source>Change the resistance of %1</source>
        <translation>Zmień opór karty %1</translation>
    </message>
    <message>
        <source>Metal production</source>
        <translation>Produkcja metalu</translation>
    </message>
    <message>
        <source>Change the metal production of %1</source>
        <translation>Zmień produkcję metalu karty %1</translation>
    </message>
    <message>
        <source>Wealth production</source>
        <translation>Produkcja bogactwa</translation>
    </message>
    <message>
        <source>Change the wealth production of %1</source>
        <translation>Zmień produkcję bogactwa karty %1</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <translation>Zmień punkty zwycięstwa karty %1</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Wydarzenie</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Rok %1</translation>
    </message>
    <message>
        <source>Change the year 1 amount of %1</source>
        <translation>Zmień wartość na Rok 1 karty %1</translation>
    </message>
    <message>
        <source>Change the year 2 amount of %1</source>
        <translation>Zmień wartość na Rok 2 karty %1</translation>
    </message>
    <message>
        <source>Change the year 1 resource of %1</source>
        <translation>Zmień surowiec na Rok 1 karty %1</translation>
    </message>
    <message>
        <source>Change the year 2 resource of %1</source>
        <translation>Zmień surowiec na Rok 2 karty %1</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Wojsko co najmniej</translation>
    </message>
    <message>
        <source>Change the military threshold of %1</source>
        <translation>Zmień próg siły militarnej karty %1</translation>
    </message>
    <message>
        <source>Succeeds on a roll of</source>
        <translation>Udaje się przy rzucie</translation>
    </message>
    <message>
        <source>Change the roll needed by %1</source>
        <translation>Zmień rzut wymagany przez kartę %1</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <translation>Wybierz kartę z listy albo dodaj nową.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Podgląd</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>karta %1</translation>
    </message>
    <message>
        <source>Change the event of %1 to %2</source>
        <translation>Zmień wydarzenie karty %1 na %2</translation>
    </message>
    <message>
        <source>New card %1</source>
        <translation>Nowa karta %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <translation>Dodaj kartę %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as card %2</source>
        <translation>Duplikuj %1 jako kartę %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Usuń %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n element</numerusform>
            <numerusform>%n elementy</numerusform>
            <numerusform>%n elementów</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Zmień %1</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
</context>
<context>
    <name>starboard::editor::PlaytestDialog</name>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a bin of a histogram: from, to (both included)</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Gry testowe</translation>
    </message>
    <message>
        <source>Nothing (one run)</source>
        <translation>Nic (jedna seria)</translation>
    </message>
    <message>
        <source>A file…</source>
        <translation>Plik…</translation>
    </message>
    <message>
        <source>Variant B: the same games (seeds and players) with this file in place of A&apos;s of its kind.</source>
        <translation>Wariant B: te same gry (ziarna i gracze) z tym plikiem zamiast pliku tego samego rodzaju z A.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The rest as shipped with the game.</source>
        <translation>Reszta w wersji wbudowanej w grę.</translation>
    </message>
    <message>
        <source>The content shipped with the game.</source>
        <translation>Zawartość wbudowana w grę.</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Zawartość</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Gracze komputerowi</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Porównaj z</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same games. Press Run.</source>
        <translation>To samo ziarno i te same ustawienia zawsze dają te same gry. Naciśnij „Uruchom”.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Podsumowanie</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Długość gry</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>Przerwij serię</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Save each game&apos;s figures and the summary as CSV or JSON.</source>
        <translation>Zapisz wskaźniki każdej gry i podsumowanie jako CSV lub JSON.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardowy</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Silny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Losowe ruchy</translation>
    </message>
    <message>
        <source>Rules of thumb (heuristic)</source>
        <translation>Reguły kciuka (heurystyka)</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Miejsce %1: %2</translation>
    </message>
    <message>
        <source>%1 is not content of this game (a galaxy, a ship table, Things, a deck, a technology mat or a ruleset).</source>
        <translation>%1 nie jest zawartością tej gry (galaktyką, tabelą statków, Obiektami, talią, planszą technologii ani zestawem zasad).</translation>
    </message>
    <message>
        <source>B: %1 (%2)</source>
        <translation>B: %1 (%2)</translation>
    </message>
    <message>
        <source>Compare with a content file</source>
        <translation>Porównaj z plikiem zawartości</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>Pliki Starboard (*.json)</translation>
    </message>
    <message>
        <source>Export the playtest</source>
        <translation>Eksportuj gry testowe</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tabela CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <translation>
            <numerusform>Ta zawartość nie pozwala na grę %n gracza.</numerusform>
            <numerusform>Ta zawartość nie pozwala na grę %n graczy.</numerusform>
            <numerusform>Ta zawartość nie pozwala na grę %n graczy.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant B was closed in the Workshop.</source>
        <translation>Wariant B został zamknięty w Warsztacie.</translation>
    </message>
    <message>
        <source>Cannot write variant B&apos;s unsaved changes to %1.</source>
        <translation>Nie można zapisać do %1 zmian wariantu B, których jeszcze nie zapisano.</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <translation>%1 (niezapisane zmiany)</translation>
    </message>
    <message>
        <source>with its unsaved changes</source>
        <translation>z niezapisanymi zmianami</translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <translation>
            <numerusform>Wariant B nie pozwala na grę %n gracza.</numerusform>
            <numerusform>Wariant B nie pozwala na grę %n graczy.</numerusform>
            <numerusform>Wariant B nie pozwala na grę %n graczy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Przerwano po %n grze.</numerusform>
            <numerusform>Przerwano po %n grach.</numerusform>
            <numerusform>Przerwano po %n grach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <translation>
            <numerusform>%n gra rozegrana w %1 s.</numerusform>
            <numerusform>%n gry rozegrane w %1 s.</numerusform>
            <numerusform>%n gier rozegranych w %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ too few games to tell</source>
        <translation>⚠ za mało gier, by ocenić</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <comment>a 95% confidence interval: from, to</comment>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>95%: %1</source>
        <translation>95%: %1</translation>
    </message>
    <message>
        <source>Seat %1 wins</source>
        <translation>Wygrane miejsca %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Gry bez zwycięzcy</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Gry wygrane przez drużynę</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gry wygrane</translation>
    </message>
    <message>
        <source>Games the team lost</source>
        <translation>Gry przegrane przez drużynę</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Gry przegrane</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>out of the game: %1 %2</source>
        <translation>poza grą: %1 %2</translation>
    </message>
    <message>
        <source>Seat %1 ranks: %2</source>
        <translation>Stopnie miejsca %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>First player&apos;s win rate (decided games): %1, 95%: %2</source>
        <translation>Odsetek wygranych pierwszego gracza (gry rozstrzygnięte): %1, 95%: %2</translation>
    </message>
    <message>
        <source>Game length in actions: mean %1, median %2</source>
        <translation>Długość gry w akcjach: średnia %1, mediana %2</translation>
    </message>
    <message>
        <source>Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6</source>
        <translation>Wynik miejsca %1: średnia %2 (95%: [%3, %4]), najniższy %5, najwyższy %6</translation>
    </message>
    <message>
        <source>Figures (95% confidence intervals)</source>
        <translation>Wskaźniki (95-procentowe przedziały ufności)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wskaźnik</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Przedział 95%</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>Compare: A as above; %1 (the same %n game(s) and seeds)</source>
        <translation>
            <numerusform>Porównanie: A jak wyżej; %1 (ta sama %n gra i ziarno)</numerusform>
            <numerusform>Porównanie: A jak wyżej; %1 (te same %n gry i ziarna)</numerusform>
            <numerusform>Porównanie: A jak wyżej; %1 (te same %n gier i ziarna)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <translation>
            <numerusform>B przerwano po %n grze.</numerusform>
            <numerusform>B przerwano po %n grach.</numerusform>
            <numerusform>B przerwano po %n grach.</numerusform>
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
        <translation>B − A (przedział 95%)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>percentage points</comment>
        <translation>%1 pp</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>różni się</translation>
    </message>
    <message>
        <source>%1 [%2, %3]</source>
        <translation>%1 [%2, %3]</translation>
    </message>
    <message numerus="yes">
        <source>⚠ too few games to tell: fewer than %n game(s) count for the figure, or a rate&apos;s 95% interval is wider than %1 percentage points. Run more games.</source>
        <translation>
            <numerusform>⚠ za mało gier, by ocenić: do wskaźnika liczy się mniej niż %n gra lub przedział 95% odsetka jest szerszy niż %1 punktów procentowych. Rozegraj więcej gier.</numerusform>
            <numerusform>⚠ za mało gier, by ocenić: do wskaźnika liczą się mniej niż %n gry lub przedział 95% odsetka jest szerszy niż %1 punktów procentowych. Rozegraj więcej gier.</numerusform>
            <numerusform>⚠ za mało gier, by ocenić: do wskaźnika liczy się mniej niż %n gier lub przedział 95% odsetka jest szerszy niż %1 punktów procentowych. Rozegraj więcej gier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown after a run.</source>
        <translation>Widoczne po serii.</translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <translation>
            <numerusform>Udział wygranych poszczególnych miejsc w %n grze</numerusform>
            <numerusform>Udział wygranych poszczególnych miejsc w %n grach</numerusform>
            <numerusform>Udział wygranych poszczególnych miejsc w %n grach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <translation>
            <numerusform>Udział wygranych i przegranych drużyny w %n grze</numerusform>
            <numerusform>Udział wygranych i przegranych drużyny w %n grach</numerusform>
            <numerusform>Udział wygranych i przegranych drużyny w %n grach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <translation>
            <numerusform>Udział wygranych i przegranych w %n grze</numerusform>
            <numerusform>Udział wygranych i przegranych w %n grach</numerusform>
            <numerusform>Udział wygranych i przegranych w %n grach</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody</source>
        <comment>the bar of the games that no seat won</comment>
        <translation>Nikt</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the bar of the games won</comment>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the bar of the games lost</comment>
        <translation>Przegrane</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <translation>
            <numerusform>%1: %n z %2 gier (%3)</numerusform>
            <numerusform>%1: %n z %2 gier (%3)</numerusform>
            <numerusform>%1: %n z %2 gier (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>@value%</source>
        <comment>a bar&apos;s label: percent of the games</comment>
        <translation>@value%</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Gry wygrane (%)</translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <translation>
            <numerusform>%1 akcji: %n gra</numerusform>
            <numerusform>%1 akcji: %n gry</numerusform>
            <numerusform>%1 akcji: %n gier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <translation>
            <numerusform>Długość %n gry: średnia %1, mediana %2</numerusform>
            <numerusform>Długość %n gier: średnia %1, mediana %2</numerusform>
            <numerusform>Długość %n gier: średnia %1, mediana %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions per game (chance outcomes included)</source>
        <translation>Akcje na grę (z wynikami losowań)</translation>
    </message>
    <message numerus="yes">
        <source>Final scores in %n game(s)</source>
        <translation>
            <numerusform>Wyniki końcowe w %n grze</numerusform>
            <numerusform>Wyniki końcowe w %n grach</numerusform>
            <numerusform>Wyniki końcowe w %n grach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <translation>
            <numerusform>Miejsce %1, wynik %2: %n gra</numerusform>
            <numerusform>Miejsce %1, wynik %2: %n gry</numerusform>
            <numerusform>Miejsce %1, wynik %2: %n gier</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetEditor</name>
    <message>
        <source>Reset to default</source>
        <translation>Przywróć wartość domyślną</translation>
    </message>
    <message>
        <source>Give the selected parameter its standard value again</source>
        <translation>Przywróć wybranemu parametrowi wartość standardową</translation>
    </message>
    <message>
        <source>short-game</source>
        <translation>krotka-gra</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Krótka gra</translation>
    </message>
    <message>
        <source>Variant &amp;name:</source>
        <translation>&amp;Nazwa wariantu:</translation>
    </message>
    <message>
        <source>Variant &amp;id:</source>
        <translation>&amp;Id wariantu:</translation>
    </message>
    <message>
        <source>A variant stores only what differs from the standard rules; changed values are bold and marked.</source>
        <translation>Wariant zapisuje tylko to, czym różni się od zasad standardowych; zmienione wartości są pogrubione i oznaczone.</translation>
    </message>
    <message>
        <source>Change variant id</source>
        <translation>Zmień id wariantu</translation>
    </message>
    <message>
        <source>Rename variant</source>
        <translation>Zmień nazwę wariantu</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetModel</name>
    <message>
        <source>%1 to %2</source>
        <translation>od %1 do %2</translation>
    </message>
    <message>
        <source>Thing ids</source>
        <translation>id Obiektów</translation>
    </message>
    <message>
        <source>2 numbers, %1 to %2</source>
        <translation>2 liczby od %1 do %2</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>stopnie</translation>
    </message>
    <message>
        <source>Changed by this variant (standard: %1)</source>
        <translation>Zmienione przez ten wariant (standardowo: %1)</translation>
    </message>
    <message>
        <source>The standard value</source>
        <translation>Wartość standardowa</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <translation>Przywróć domyślną wartość: %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Zmień %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Dozwolone</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Znaczenie</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipTableModel</name>
    <message>
        <source>Rename %1</source>
        <translation>Zmień nazwę statku %1</translation>
    </message>
    <message>
        <source>Change id of %1</source>
        <translation>Zmień id statku %1</translation>
    </message>
    <message>
        <source>Change cost of %1</source>
        <translation>Zmień koszt statku %1</translation>
    </message>
    <message>
        <source>Change speed of %1</source>
        <translation>Zmień szybkość statku %1</translation>
    </message>
    <message>
        <source>Change attack of %1</source>
        <translation>Zmień atak statku %1</translation>
    </message>
    <message>
        <source>Change armor of %1</source>
        <translation>Zmień pancerz statku %1</translation>
    </message>
    <message>
        <source>Change chits of %1</source>
        <translation>Zmień żetony statku %1</translation>
    </message>
    <message>
        <source>Change cargo ability of %1</source>
        <translation>Zmień zdolność przewozu ładunku statku %1</translation>
    </message>
    <message>
        <source>Change bounty ability of %1</source>
        <translation>Zmień zdolność zarabiania nagród statku %1</translation>
    </message>
    <message>
        <source>Change starbase damage of %1</source>
        <translation>Zmień obrażenia zadawane Bazie gwiezdnej przez statek %1</translation>
    </message>
    <message>
        <source>Change special text of %1</source>
        <translation>Zmień tekst specjalny statku %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Pancerz</translation>
    </message>
    <message>
        <source>Chits</source>
        <translation>Żetony</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Ładunek</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Nagroda</translation>
    </message>
    <message>
        <source>Starbase dmg</source>
        <translation>Obr. Bazy</translation>
    </message>
    <message>
        <source>Special (text for the players)</source>
        <translation>Specjalne (tekst dla graczy)</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Nazwa widoczna dla graczy</translation>
    </message>
    <message>
        <source>The ship&apos;s id in the files (pirates name their ship by it)</source>
        <translation>Id statku w plikach (piraci wskazują nim swój statek)</translation>
    </message>
    <message>
        <source>Price to build one ship</source>
        <translation>Cena zbudowania jednego statku</translation>
    </message>
    <message>
        <source>Sectors per turn: 1 slow, 2 medium, 3 fast</source>
        <translation>Sektory na turę: 1 wolny, 2 średni, 3 szybki</translation>
    </message>
    <message>
        <source>Attack power against ships</source>
        <translation>Siła ataku przeciw statkom</translation>
    </message>
    <message>
        <source>Damage the ship takes before it is destroyed</source>
        <translation>Obrażenia, jakie statek wytrzymuje, zanim zostanie zniszczony</translation>
    </message>
    <message>
        <source>Chits per side: the most ships of this type in play at once</source>
        <translation>Żetony na stronę: najwięcej statków tego typu jednocześnie w grze</translation>
    </message>
    <message>
        <source>Carries cargo: picks up cargo at a planet and sells it at the Spaceport</source>
        <translation>Przewozi ładunek: zabiera ładunek z planety i sprzedaje go w Kosmoporcie</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat it survives</source>
        <translation>Zarabia $1 za każdy wrogi statek zniszczony w walce, którą przetrwa</translation>
    </message>
    <message>
        <source>Damage dealt on entering an enemy Starbase (0: none)</source>
        <translation>Obrażenia zadawane przy wlocie do wrogiej Bazy gwiezdnej (0: brak)</translation>
    </message>
    <message>
        <source>What the special ability does, in words for the players</source>
        <translation>Co robi zdolność specjalna, opisane słowami dla graczy</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Statek</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <source>Add ship %1</source>
        <translation>Dodaj statek %1</translation>
    </message>
    <message>
        <source>Remove ship %1</source>
        <translation>Usuń statek %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Przesuń %1 w górę</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Przesuń %1 w dół</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipsEditor</name>
    <message>
        <source>Add ship</source>
        <translation>Dodaj statek</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Dodaj kopię wybranego statku</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <translation>Usuń statek</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Usuń wybrany statek</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>W dół</translation>
    </message>
    <message>
        <source>The engine&apos;s special abilities are the Cargo and Bounty check boxes and the starbase damage; the special text only tells the players about them.</source>
        <translation>Zdolności specjalne obsługiwane przez silnik to pola wyboru „Ładunek” i „Nagroda” oraz obrażenia Bazy gwiezdnej; tekst specjalny tylko opisuje je graczom.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::StartPage</name>
    <message>
        <source>Starboard Workshop</source>
        <translation>Warsztat Starboard</translation>
    </message>
    <message>
        <source>Make your own galaxies, ship tables, card decks and rule variants. Every change can be undone, the game&apos;s own checks tell what it would refuse, and Play It or Playtest tries your content at once.</source>
        <translation>Twórz własne galaktyki, tabele statków, talie kart i warianty zasad. Każdą zmianę można cofnąć, kontrole samej gry pokazują, co by odrzuciła, a „Zagraj” lub „Gry testowe” od razu wypróbują twoją zawartość.</translation>
    </message>
    <message>
        <source>Start a new file:</source>
        <translation>Utwórz nowy plik:</translation>
    </message>
    <message>
        <source>A new file of this kind, from the one the game ships</source>
        <translation>Nowy plik tego rodzaju, na podstawie wbudowanego w grę</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Otwórz plik…</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Ostatnie pliki</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologiesEditor</name>
    <message>
        <source>Mat name:</source>
        <translation>Nazwa planszy:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Change the mat&apos;s name</source>
        <translation>Zmień nazwę planszy</translation>
    </message>
    <message>
        <source>Change the mat&apos;s id</source>
        <translation>Zmień id planszy</translation>
    </message>
    <message>
        <source>Each row of the mat has one first-generation technology (left) and one second-generation technology (right) that needs it. The ids are fixed: the game knows each technology&apos;s effect by its id. Double-click a cell to edit it.</source>
        <translation>Każdy rząd planszy ma jedną technologię pierwszej generacji (po lewej) i jedną technologię drugiej generacji (po prawej), która jej wymaga. Id są stałe: gra rozpoznaje działanie każdej technologii po jej id. Kliknij dwukrotnie komórkę, aby ją edytować.</translation>
    </message>
    <message>
        <source>The mat as the board shows it:</source>
        <translation>Plansza tak, jak pokazuje ją gra:</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyMatPreview</name>
    <message>
        <source>Cost %1, %2 VP</source>
        <translation>Koszt %1, %2 PZ</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyModel</name>
    <message>
        <source>The engine knows this technology&apos;s effect by its id; it cannot change.</source>
        <translation>Silnik rozpoznaje działanie tej technologii po jej id; nie można go zmienić.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Zmień nazwę technologii %1</translation>
    </message>
    <message>
        <source>Change the row of %1</source>
        <translation>Zmień rząd technologii %1</translation>
    </message>
    <message>
        <source>Change the generation of %1</source>
        <translation>Zmień generację technologii %1</translation>
    </message>
    <message>
        <source>Change the cost of %1</source>
        <translation>Zmień koszt technologii %1</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <translation>Zmień punkty zwycięstwa technologii %1</translation>
    </message>
    <message>
        <source>Change the effect of %1</source>
        <translation>Zmień działanie technologii %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Zmień %1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rząd</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generacja</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Działanie</translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otwórz o&amp;statnie</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Za&amp;mknij</translation>
    </message>
    <message>
        <source>Close the &amp;Workshop</source>
        <translation>Zamknij &amp;Warsztat</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Play It</source>
        <translation>Za&amp;graj</translation>
    </message>
    <message>
        <source>Play&amp;test…</source>
        <translation>Gry &amp;testowe…</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>New document</source>
        <translation>Nowy dokument</translation>
    </message>
    <message>
        <source>Open or create a document (File menu).</source>
        <translation>Otwórz lub utwórz dokument (menu Plik).</translation>
    </message>
    <message>
        <source>No problems: the game loads this file.</source>
        <translation>Brak problemów: gra wczytuje ten plik.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the game refuses this file until they are fixed. Click one to go to it.</source>
        <translation>
            <numerusform>%n problem: gra odrzuca ten plik, dopóki nie zostanie naprawiony. Kliknij problem, aby do niego przejść.</numerusform>
            <numerusform>%n problemy: gra odrzuca ten plik, dopóki nie zostaną naprawione. Kliknij problem, aby do niego przejść.</numerusform>
            <numerusform>%n problemów: gra odrzuca ten plik, dopóki nie zostaną naprawione. Kliknij problem, aby do niego przejść.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <translation>
            <numerusform>Usuń %n nieznany klucz</numerusform>
            <numerusform>Usuń %n nieznane klucze</numerusform>
            <numerusform>Usuń %n nieznanych kluczy</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the keys the game does not know (listed below as &quot;unknown key&quot;); Undo brings them back</source>
        <translation>Usuń klucze, których gra nie zna (wymienione niżej jako „nieznany klucz”); „Cofnij” je przywraca</translation>
    </message>
    <message>
        <source>Remove the unknown key &apos;%1&apos;</source>
        <translation>Usuń nieznany klucz „%1”</translation>
    </message>
    <message>
        <source>%1[*] - Starboard Workshop</source>
        <translation>%1[*] - Warsztat Starboard</translation>
    </message>
    <message>
        <source>Starboard Workshop</source>
        <translation>Warsztat Starboard</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Saved as a draft: the game refuses it until the problems are fixed.</source>
        <translation>Zapisano jako szkic: gra go odrzuca, dopóki problemy nie zostaną naprawione.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Zapisano.</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Zapisz jako</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>Pliki Starboard (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation>Zapisać zmiany w %1 przed zamknięciem?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Brak ostatnich plików</translation>
    </message>
    <message>
        <source>The game cannot load %1 yet: fix the problems listed below first.</source>
        <translation>Gra nie może jeszcze wczytać %1: najpierw napraw problemy wymienione niżej.</translation>
    </message>
    <message>
        <source>Play It</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Playing with %1.</source>
        <translation>Gra z użyciem: %1.</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Gry testowe</translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message>
        <source>Paint sector</source>
        <translation>Maluj sektor</translation>
    </message>
    <message>
        <source>Click or drag to add sectors</source>
        <translation>Kliknij lub przeciągnij, aby dodać sektory</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Wymaż</translation>
    </message>
    <message>
        <source>Click or drag to remove sectors and their Things</source>
        <translation>Kliknij lub przeciągnij, aby usunąć sektory wraz z ich Obiektami</translation>
    </message>
    <message>
        <source>Place Thing</source>
        <translation>Umieść Obiekt</translation>
    </message>
    <message>
        <source>Click a sector to fix the chosen Thing on it</source>
        <translation>Kliknij sektor, aby umieścić w nim na stałe wybrany Obiekt</translation>
    </message>
    <message>
        <source>The Thing that Place Thing places</source>
        <translation>Obiekt, który umieszcza narzędzie „Umieść Obiekt”</translation>
    </message>
    <message>
        <source>Clear Thing</source>
        <translation>Usuń Obiekt</translation>
    </message>
    <message>
        <source>Click a sector to remove its fixed Thing</source>
        <translation>Kliknij sektor, aby usunąć z niego stały Obiekt</translation>
    </message>
    <message>
        <source>Starbase sector</source>
        <translation>Sektor Bazy gwiezdnej</translation>
    </message>
    <message>
        <source>Click a sector to allow or forbid a Starbase there. With none marked the players may place their Starbases on any sector the rules allow</source>
        <translation>Kliknij sektor, aby zezwolić na Bazę gwiezdną w nim lub jej zabronić. Gdy żaden nie jest oznaczony, gracze mogą stawiać Bazy gwiezdne na każdym sektorze dozwolonym przez zasady</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Lustro</translation>
    </message>
    <message>
        <source>Keep the two halves point-symmetric: every edit also applies to the hex a half turn about the centre maps it to</source>
        <translation>Zachowuj symetrię obu połów względem środka: każda zmiana dotyczy też heksu, na który przechodzi on przy obrocie o 180° wokół środka</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Dopasuj</translation>
    </message>
    <message>
        <source>Show the whole galaxy</source>
        <translation>Pokaż całą galaktykę</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Podgląd</translation>
    </message>
    <message>
        <source>Show the galaxy as the game&apos;s board draws it</source>
        <translation>Pokaż galaktykę tak, jak rysuje ją plansza gry</translation>
    </message>
    <message>
        <source>The galaxy&apos;s name, as the players see it</source>
        <translation>Nazwa galaktyki widoczna dla graczy</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>The galaxy&apos;s id: lowercase letters, digits and &apos;-&apos; (saved games name the galaxy by it)</source>
        <translation>Id galaktyki: małe litery, cyfry i „-” (zapisane gry wskazują nim galaktykę)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Rename the galaxy to %1</source>
        <translation>Zmień nazwę galaktyki na %1</translation>
    </message>
    <message>
        <source>Change the galaxy&apos;s id to %1</source>
        <translation>Zmień id galaktyki na %1</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Kontrole</translation>
    </message>
    <message>
        <source>Left button: use the tool (a drag is one step to undo). Right button: move the map. Wheel: zoom.</source>
        <translation>Lewy przycisk: użyj narzędzia (przeciągnięcie cofa się jednym krokiem). Prawy przycisk: przesuń mapę. Kółko: powiększenie.</translation>
    </message>
    <message>
        <source>A quick-setup game on this galaxy, drawn by the game&apos;s own board: try placing Things and Starbases on it</source>
        <translation>Gra z szybkim przygotowaniem na tej galaktyce, narysowana przez planszę samej gry: spróbuj rozmieścić na niej Obiekty i Bazy gwiezdne</translation>
    </message>
    <message>
        <source>The preview appears when the game can load the galaxy. First problem:
%1</source>
        <translation>Podgląd pojawi się, gdy gra będzie mogła wczytać galaktykę. Pierwszy problem:
%1</translation>
    </message>
    <message>
        <source>The preview cannot write its copy of the galaxy (%1).</source>
        <translation>Podgląd nie może zapisać swojej kopii galaktyki (%1).</translation>
    </message>
    <message>
        <source>Point at a hex to see its coordinates</source>
        <translation>Wskaż heks, aby zobaczyć jego współrzędne</translation>
    </message>
    <message>
        <source>%1 (in the galaxy)</source>
        <translation>%1 (w galaktyce)</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <translation>%1 (pusty)</translation>
    </message>
    <message>
        <source>Click to show it on the map</source>
        <translation>Kliknij, aby pokazać na mapie</translation>
    </message>
    <message>
        <source>The galaxy has no sectors</source>
        <translation>Galaktyka nie ma sektorów</translation>
    </message>
    <message numerus="yes">
        <source>The map is connected (%n sector(s))</source>
        <translation>
            <numerusform>Mapa jest spójna (%n sektor)</numerusform>
            <numerusform>Mapa jest spójna (%n sektory)</numerusform>
            <numerusform>Mapa jest spójna (%n sektorów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <translation>
            <numerusform>%n sektor jest odcięty (licząc od: %1)</numerusform>
            <numerusform>%n sektory są odcięte (licząc od: %1)</numerusform>
            <numerusform>%n sektorów jest odciętych (licząc od: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>No fixed Things: the Galaxy Setting places them when a game starts</source>
        <translation>Brak stałych Obiektów: rozmieści je Przygotowanie galaktyki na początku gry</translation>
    </message>
    <message>
        <source>No fixed Thing is next to another</source>
        <translation>Żaden stały Obiekt nie sąsiaduje z innym</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of fixed Things next to each other (%1)</source>
        <translation>
            <numerusform>%n para sąsiadujących stałych Obiektów (%1)</numerusform>
            <numerusform>%n pary sąsiadujących stałych Obiektów (%1)</numerusform>
            <numerusform>%n par sąsiadujących stałych Obiektów (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The cargo price is set by the Galaxy Setting</source>
        <translation>Cenę ładunku ustala Przygotowanie galaktyki</translation>
    </message>
    <message>
        <source>No Spaceport among the fixed Things: no cargo can be sold</source>
        <translation>Brak Kosmoportu wśród stałych Obiektów: nie można sprzedać ładunku</translation>
    </message>
    <message>
        <source>No planet can be reached from the Spaceport: the cargo price is $0</source>
        <translation>Z Kosmoportu nie da się dotrzeć do żadnej planety: cena ładunku wynosi $0</translation>
    </message>
    <message numerus="yes">
        <source>Cargo price $%1 (the nearest planet is %n move(s) from the Spaceport)</source>
        <translation>
            <numerusform>Cena ładunku $%1 (najbliższa planeta jest %n ruch od Kosmoportu)</numerusform>
            <numerusform>Cena ładunku $%1 (najbliższa planeta jest %n ruchy od Kosmoportu)</numerusform>
            <numerusform>Cena ładunku $%1 (najbliższa planeta jest %n ruchów od Kosmoportu)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one Starbase sector is marked: mark one for each player, or none</source>
        <translation>Oznaczono tylko jeden sektor Bazy gwiezdnej: oznacz po jednym dla każdego gracza albo żaden</translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <translation>
            <numerusform>Dwa z %n oznaczonego sektora Bazy gwiezdnej są oddalone od siebie o co najmniej %1 ruchów i z dala od Obiektów</numerusform>
            <numerusform>Dwa z %n oznaczonych sektorów Baz gwiezdnych są oddalone od siebie o co najmniej %1 ruchów i z dala od Obiektów</numerusform>
            <numerusform>Dwa z %n oznaczonych sektorów Baz gwiezdnych są oddalone od siebie o co najmniej %1 ruchów i z dala od Obiektów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <translation>
            <numerusform>Żadne dwa z %n oznaczonego sektora Bazy gwiezdnej nie są oddalone o %1 ruchów i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
            <numerusform>Żadne dwa z %n oznaczonych sektorów Baz gwiezdnych nie są oddalone o %1 ruchów i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
            <numerusform>Żadne dwa z %n oznaczonych sektorów Baz gwiezdnych nie są oddalone o %1 ruchów i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <translation>
            <numerusform>Jest miejsce na dwie Bazy gwiezdne oddalone o co najmniej %n ruch</numerusform>
            <numerusform>Jest miejsce na dwie Bazy gwiezdne oddalone o co najmniej %n ruchy</numerusform>
            <numerusform>Jest miejsce na dwie Bazy gwiezdne oddalone o co najmniej %n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <translation>
            <numerusform>Brak miejsca na dwie Bazy gwiezdne oddalone o %n ruch i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
            <numerusform>Brak miejsca na dwie Bazy gwiezdne oddalone o %n ruchy i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
            <numerusform>Brak miejsca na dwie Bazy gwiezdne oddalone o %n ruchów i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
        </translation>
    </message>
    <message>
        <source>The two halves are point-symmetric</source>
        <translation>Obie połowy są symetryczne względem środka</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) differ from their mirror image</source>
        <translation>
            <numerusform>%n sektor różni się od swojego odbicia</numerusform>
            <numerusform>%n sektory różnią się od swoich odbić</numerusform>
            <numerusform>%n sektorów różni się od swoich odbić</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s loader accepts the galaxy</source>
        <translation>Moduł wczytywania gry akceptuje galaktykę</translation>
    </message>
    <message>
        <source>Paint sectors</source>
        <translation>Malowanie sektorów</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Dodaj %1</translation>
    </message>
    <message>
        <source>Remove the Thing in %1</source>
        <translation>Usuń Obiekt (%1)</translation>
    </message>
    <message>
        <source>Erase sectors</source>
        <translation>Wymazywanie sektorów</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Usuń %1</translation>
    </message>
    <message>
        <source>Renumber the Thing in %1</source>
        <translation>Zmień numer Obiektu (%1)</translation>
    </message>
    <message>
        <source>Renumber the Starbase sectors</source>
        <translation>Zmień numerację sektorów Baz gwiezdnych</translation>
    </message>
    <message>
        <source>Mark Starbase sectors</source>
        <translation>Oznacz sektory Baz gwiezdnych</translation>
    </message>
    <message>
        <source>Unmark Starbase sectors</source>
        <translation>Usuń oznaczenie sektorów Baz gwiezdnych</translation>
    </message>
    <message>
        <source>Allow a Starbase in %1</source>
        <translation>Zezwól na Bazę gwiezdną (%1)</translation>
    </message>
    <message>
        <source>Forbid Starbases in %1</source>
        <translation>Zabroń Baz gwiezdnych (%1)</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Umieść: %1</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>Umieść: %1 (%2)</translation>
    </message>
    <message>
        <source>Clear Things</source>
        <translation>Usuń Obiekty</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <translation>Mapa galaktyki</translation>
    </message>
    <message>
        <source>Keyboard: arrows move the white ring, Space or Enter uses the tool, Shift+arrow moves and uses it, Delete erases.</source>
        <translation>Klawiatura: strzałki przesuwają biały pierścień, Spacja lub Enter używa narzędzia, Shift+strzałka przesuwa i go używa, Delete wymazuje.</translation>
    </message>
    <message>
        <source>Fixed Thing: %1</source>
        <translation>Stały obiekt: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Ostrzeżenie: %1</translation>
    </message>
</context>
<context>
    <name>starboard::figures</name>
    <message>
        <source>Seat %1 wins</source>
        <translation>Wygrywa miejsce %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Gry bez zwycięzcy</translation>
    </message>
    <message>
        <source>First player wins (decided games)</source>
        <translation>Wygrywa pierwszy gracz (gry rozstrzygnięte)</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gry wygrane</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Gry wygrane przez drużynę</translation>
    </message>
    <message>
        <source>Game length (actions)</source>
        <translation>Długość gry (akcje)</translation>
    </message>
    <message>
        <source>Seat %1 score</source>
        <translation>Wynik miejsca %1</translation>
    </message>
    <message>
        <source>Seat %1 rank: %2</source>
        <translation>Stopień miejsca %1: %2</translation>
    </message>
    <message>
        <source>Seat %1 out of the game</source>
        <translation>Miejsce %1 poza grą</translation>
    </message>
    <message>
        <source>Lowest rank in the team: %1</source>
        <translation>Najniższy stopień w drużynie: %1</translation>
    </message>
    <message>
        <source>A seat of the team out of the game</source>
        <translation>Miejsce z drużyny poza grą</translation>
    </message>
    <message>
        <source>Score per player (still in the game)</source>
        <translation>Wynik na gracza (wciąż w grze)</translation>
    </message>
    <message>
        <source>Points from systems per player</source>
        <translation>Punkty z układów na gracza</translation>
    </message>
    <message>
        <source>Points from technology per player</source>
        <translation>Punkty z technologii na gracza</translation>
    </message>
    <message>
        <source>Points from bonuses per player (exploration, scientific, warlord)</source>
        <translation>Punkty z premii na gracza (eksploracja, nauka, watażka)</translation>
    </message>
    <message>
        <source>Systems aligned per player</source>
        <translation>Przyłączone układy na gracza</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike on a Starbase</source>
        <translation>Zakończone uderzeniem Bombowca w Bazę gwiezdną</translation>
    </message>
    <message>
        <source>Ended by a combat at a Starbase</source>
        <translation>Zakończone walką przy Bazie gwiezdnej</translation>
    </message>
    <message>
        <source>Ended by a Starbase&apos;s decay</source>
        <translation>Zakończone zużyciem Bazy gwiezdnej</translation>
    </message>
    <message>
        <source>Ended by a concession</source>
        <translation>Zakończone poddaniem się</translation>
    </message>
    <message>
        <source>Ended another way (not over)</source>
        <translation>Zakończone inaczej (gra nierozstrzygnięta)</translation>
    </message>
    <message>
        <source>%1 bought per game</source>
        <translation>%1 – zakupione na grę</translation>
    </message>
    <message>
        <source>%1 lost per game (both seats)</source>
        <translation>%1 – stracone na grę (obie strony)</translation>
    </message>
    <message>
        <source>Cargo sold per game</source>
        <translation>Sprzedane ładunki na grę</translation>
    </message>
    <message>
        <source>Money earned from cargo per game</source>
        <translation>Pieniądze z ładunków na grę</translation>
    </message>
    <message>
        <source>Combats per game</source>
        <translation>Walki na grę</translation>
    </message>
    <message>
        <source>Bomber strikes on a Starbase per game</source>
        <translation>Uderzenia Bombowców w Bazę gwiezdną na grę</translation>
    </message>
    <message>
        <source>Bombers destroyed away from the enemy Starbase per game</source>
        <translation>Bombowce zniszczone z dala od wrogiej Bazy gwiezdnej na grę</translation>
    </message>
    <message>
        <source>Combats at a Starbase per game</source>
        <translation>Walki przy Bazie gwiezdnej na grę</translation>
    </message>
    <message>
        <source>Combats at a Starbase with its owner&apos;s ships defending per game</source>
        <translation>Walki przy Bazie gwiezdnej bronionej przez statki właściciela na grę</translation>
    </message>
    <message>
        <source>Moves between the two Starbases</source>
        <translation>Ruchy między dwiema Bazami gwiezdnymi</translation>
    </message>
    <message>
        <source>Won by the player who placed the Starbase second</source>
        <translation>Wygrywa gracz, który postawił Bazę gwiezdną jako drugi</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike before the fourth turn</source>
        <translation>Zakończone uderzeniem Bombowca przed czwartą turą</translation>
    </message>
</context>
<context>
    <name>starboard::gc::GcController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>Na planszy nie ma gry.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Poczekaj na kość i karty.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Przekaż ekran: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>Teraz gra %1.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>military</source>
        <translation>siła militarna</translation>
    </message>
    <message>
        <source>Aligned</source>
        <translation>Przyłączony</translation>
    </message>
    <message>
        <source>Not aligned</source>
        <translation>Nieprzyłączony</translation>
    </message>
    <message>
        <source>Coup!</source>
        <translation>Pucz!</translation>
    </message>
    <message>
        <source>Coup fails</source>
        <translation>Pucz nieudany</translation>
    </message>
    <message>
        <source>force</source>
        <translation>siła</translation>
    </message>
    <message>
        <source>Revolt!</source>
        <translation>Bunt!</translation>
    </message>
    <message>
        <source>Stays loyal</source>
        <translation>Zachowuje lojalność</translation>
    </message>
    <message>
        <source>System lost</source>
        <translation>Układ utracony</translation>
    </message>
    <message>
        <source>Repelled</source>
        <translation>Inwazja odparta</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Oczekiwanie…</translation>
    </message>
    <message>
        <source>This is the sector of %1.</source>
        <translation>Oglądasz sektor: %1.</translation>
    </message>
    <message>
        <source>Discovered.</source>
        <translation>Odkryta.</translation>
    </message>
    <message>
        <source>This is the technology mat of %1.</source>
        <translation>Oglądasz planszę technologii: %1.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step, after collecting.</source>
        <translation>Technologie odkrywa się w kroku budowy, po zbiorach.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Zbiory</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Budowa</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Wydarzenie</translation>
    </message>
    <message>
        <source>An event card is turned over…</source>
        <translation>Odkrywanie karty wydarzenia…</translation>
    </message>
    <message>
        <source>The die is rolling…</source>
        <translation>Kość się toczy…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Oczekiwanie na: %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn your explore or conquer succeeds without a roll. Click a system, or bide time.</source>
        <translation>Dyplomacja międzygwiezdna: w tej turze twoje badanie lub podbój udaje się bez rzutu. Kliknij układ albo przeczekaj.</translation>
    </message>
    <message>
        <source>Click a face-down system to explore it or an unaligned one to conquer it, or bide time.</source>
        <translation>Kliknij zakryty układ, aby go zbadać, albo nieprzyłączony, aby go podbić – lub przeczekaj.</translation>
    </message>
    <message>
        <source>Interspecies Commerce: trade %1 metal for %2 wealth or %1 wealth for %2 metal, or keep your storage.</source>
        <translation>Handel międzygatunkowy: wymień %1 metalu na %2 bogactwa albo %1 bogactwa na %2 metalu – lub zachowaj zapasy.</translation>
    </message>
    <message>
        <source>Build military strength (%1 metal and %2 wealth) and discover a technology, once each, then end your turn.</source>
        <translation>Rozbuduj siłę militarną (%1 metalu i %2 bogactwa) i odkryj technologię, każde raz, a potem zakończ turę.</translation>
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
            <numerusform>%n punkt, %1</numerusform>
            <numerusform>%n punkty, %1</numerusform>
            <numerusform>%n punktów, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5</source>
        <translation>Układy %1 · technologie %2 · eksploracja %3 · nauka %4 · watażka %5</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Nie ma takiej karty układu.</translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <translation>Koniec tury gracza %1: produkcja $%2, pancerz Bazy gwiezdnej %3.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo.</source>
        <translation>%1: %2 bierze ładunek.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <translation>%1: %2 sprzedaje ładunek za $%3.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <translation>%1: %2 uderza w Bazę gwiezdną gracza %3 (obrażenia: %4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <translation>
            <numerusform>%1 – straty: %n statek</numerusform>
            <numerusform>%1 – straty: %n statki</numerusform>
            <numerusform>%1 – straty: %n statków</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <translation>Baza gwiezdna gracza %1 otrzymała obrażenia: %2</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers</source>
        <translation>%1 zarabia $%2 dzięki Grabieżcom</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Walka</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Piraci</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Zakup</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produkcja</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 wygrywa.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Kości się toczą…</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Przekaż ekran: %1.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Oczekiwanie na: %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Bid for the right to place your Starbase first: rise or pass.</source>
        <translation>Licytuj prawo do postawienia Bazy gwiezdnej jako pierwszy: podbij albo spasuj.</translation>
    </message>
    <message>
        <source>You cannot rise above your money: pass.</source>
        <translation>Nie możesz podbić powyżej posiadanych pieniędzy: spasuj.</translation>
    </message>
    <message>
        <source>Place your Starbase on a highlighted sector.</source>
        <translation>Postaw swoją Bazę gwiezdną na podświetlonym sektorze.</translation>
    </message>
    <message>
        <source>Buy your starting ships in secret, then press Done.</source>
        <translation>Kup w tajemnicy statki startowe, a potem naciśnij „Gotowe”.</translation>
    </message>
    <message>
        <source>Select a stack of your ships, then click a highlighted sector. Press End movement when you are done.</source>
        <translation>Wybierz stos swoich statków, a potem kliknij podświetlony sektor. Gdy skończysz, naciśnij „Zakończ ruch”.</translation>
    </message>
    <message>
        <source>Click a highlighted sector to move the selected ships.</source>
        <translation>Kliknij podświetlony sektor, aby przesunąć wybrane statki.</translation>
    </message>
    <message>
        <source>Choose the combat to resolve next (highlighted).</source>
        <translation>Wybierz następną walkę do rozstrzygnięcia (podświetlone sektory).</translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <translation>
            <numerusform>Wybierz kolejny statek, który przyjmie ogień: do pochłonięcia został %n punkt ataku.</numerusform>
            <numerusform>Wybierz kolejny statek, który przyjmie ogień: do pochłonięcia zostały %n punkty ataku.</numerusform>
            <numerusform>Wybierz kolejny statek, który przyjmie ogień: do pochłonięcia zostało %n punktów ataku.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the pirate that moves next (highlighted).</source>
        <translation>Wybierz pirata, który ruszy jako następny (spośród podświetlonych).</translation>
    </message>
    <message>
        <source>Buy ships for your Starbase, then end your turn.</source>
        <translation>Kup statki dla swojej Bazy gwiezdnej, a potem zakończ turę.</translation>
    </message>
    <message>
        <source>Starbase armor at the end: %1 %2, %3 %4.</source>
        <translation>Pancerz Baz gwiezdnych na koniec: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Secret purchase: $%1 of $%2</source>
        <translation>Tajny zakup: $%1 z $%2</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>Na planszy nie ma gry.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>To nie ty teraz decydujesz.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed on a Thing.</source>
        <translation>Bazy gwiezdnej nie można postawić na Obiekcie.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed next to a Thing.</source>
        <translation>Bazy gwiezdnej nie można postawić obok Obiektu.</translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <translation>
            <numerusform>Baza gwiezdna musi stać co najmniej %n sektor od drugiej Bazy gwiezdnej.</numerusform>
            <numerusform>Baza gwiezdna musi stać co najmniej %n sektory od drugiej Bazy gwiezdnej.</numerusform>
            <numerusform>Baza gwiezdna musi stać co najmniej %n sektorów od drugiej Bazy gwiezdnej.</numerusform>
        </translation>
    </message>
    <message>
        <source>These ships have no moves left this turn.</source>
        <translation>Te statki nie mają już ruchów w tej turze.</translation>
    </message>
    <message>
        <source>Select one of your stacks first.</source>
        <translation>Najpierw wybierz jeden ze swoich stosów.</translation>
    </message>
    <message>
        <source>Out of reach: every way there passes through a sector with enemy ships or Pirates, where a ship must stop.</source>
        <translation>Poza zasięgiem: każda droga prowadzi przez sektor z wrogimi statkami lub Piratami, gdzie statek musi się zatrzymać.</translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <translation>
            <numerusform>Poza zasięgiem: wybranym statkom został %n ruch.</numerusform>
            <numerusform>Poza zasięgiem: wybranym statkom zostały %n ruchy.</numerusform>
            <numerusform>Poza zasięgiem: wybranym statkom zostało %n ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no combat to resolve there.</source>
        <translation>Tu nie ma walki do rozstrzygnięcia.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted pirates.</source>
        <translation>Wybierz jednego z podświetlonych piratów.</translation>
    </message>
    <message>
        <source>Nothing to do on the board now.</source>
        <translation>Na planszy nie ma teraz nic do zrobienia.</translation>
    </message>
    <message>
        <source>Ships can be selected for moving in your movement phase.</source>
        <translation>Statki do ruchu można wybierać w twojej fazie ruchu.</translation>
    </message>
    <message>
        <source>This ship has no moves left this turn.</source>
        <translation>Ten statek nie ma już ruchów w tej turze.</translation>
    </message>
    <message>
        <source>This ship is already on top.</source>
        <translation>Ten statek już jest na wierzchu.</translation>
    </message>
    <message>
        <source>You can choose the top ship of your stacks while you decide in your own turn.</source>
        <translation>Statek na wierzchu swoich stosów możesz wybrać, gdy decydujesz we własnej turze.</translation>
    </message>
    <message>
        <source>A ship of the same kind is already on top.</source>
        <translation>Statek tego samego rodzaju już jest na wierzchu.</translation>
    </message>
    <message>
        <source>You can buy ships in your buy phase.</source>
        <translation>Statki można kupować w twojej fazie zakupu.</translation>
    </message>
    <message>
        <source>Unknown ship.</source>
        <translation>Nieznany statek.</translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <translation>
            <numerusform>Jedyny żeton tego statku (%n) jest już w grze.</numerusform>
            <numerusform>Wszystkie żetony tego statku (%n) są już w grze.</numerusform>
            <numerusform>Wszystkie żetony tego statku (%n) są już w grze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs $%1, you have $%2.</source>
        <translation>Kosztuje $%1, masz $%2.</translation>
    </message>
    <message>
        <source>There is nothing to finish now.</source>
        <translation>Teraz nie ma nic do zakończenia.</translation>
    </message>
    <message>
        <source>There is no bidding now.</source>
        <translation>Teraz nie ma licytacji.</translation>
    </message>
    <message>
        <source>A rise must be at least $%1.</source>
        <translation>Podbicie musi wynosić co najmniej $%1.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
        <translation>Nie możesz licytować więcej, niż masz pieniędzy ($%1).</translation>
    </message>
    <message>
        <source>It is not your turn to choose a casualty.</source>
        <translation>To nie twoja kolej na wybór straty.</translation>
    </message>
    <message>
        <source>Choose one of your own ships in this combat that has not been chosen.</source>
        <translation>Wybierz jeden ze swoich statków w tej walce, który nie został jeszcze wybrany.</translation>
    </message>
</context>
</TS>
