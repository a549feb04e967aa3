<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <extracomment>The About dialog: its title. &apos;Starboard&apos; is the app&apos;s name.</extracomment>
        <translation>O programie Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <extracomment>The About dialog: the app&apos;s name as its title (a proper name: keep it or transliterate).</extracomment>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>The About dialog: %1: the app&apos;s version, e.g. &apos;1.4.0&apos;.</extracomment>
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
        <extracomment>The About dialog: %1: the version of the Qt libraries, e.g. &apos;6.4.2&apos;.</extracomment>
        <translation>Zbudowano z Qt %1.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Na licencji GNU General Public License w wersji 3 lub nowszej.</translation>
    </message>
</context>
<context>
    <name>DamagedAutosaveDialog</name>
    <message>
        <source>The autosaved game cannot be continued</source>
        <extracomment>The home page: the title of the message when the autosaved game cannot be loaded.</extracomment>
        <translation>Nie można kontynuować automatycznie zapisanej gry</translation>
    </message>
    <message>
        <source>Discard the autosaved game?</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>Odrzucić automatycznie zapisaną grę?</translation>
    </message>
    <message>
        <source>The autosaved game is deleted for good; Continue goes away until the next game.</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>Automatycznie zapisana gra zostanie trwale usunięta; „Kontynuuj” zniknie do następnej gry.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <extracomment>A file chooser (e.g. in the new game dialog): a button that opens the file dialog (a verb). Short.</extracomment>
        <translation>Wybierz…</translation>
    </message>
    <message>
        <source>Default</source>
        <extracomment>A file chooser: a button that goes back to the default file (the shipped content; a noun or adjective). Short.</extracomment>
        <translation>Domyślny</translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Pliki danych (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>GalacticWarfare</name>
    <message>
        <source>the game is over</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move).</extracomment>
        <translation>gra się zakończyła</translation>
    </message>
    <message>
        <source>no such charge now: a charge goes diagonally forward onto a vacant dark square</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move). A dark square: the board is a checkerboard of light and dark squares; ships move on the dark ones only.</extracomment>
        <translation>nie ma teraz takiej szarży: szarża prowadzi po przekątnej do przodu na wolne ciemne pole</translation>
    </message>
    <message>
        <source>no such attack now: the target must be an enemy diagonally ahead with the square beyond vacant</source>
        <extracomment>Galactic Warfare: why a click does nothing (an attack on an enemy ship).</extracomment>
        <translation>nie ma teraz takiego ataku: celem musi być wróg po przekątnej z przodu, z wolnym polem za nim</translation>
    </message>
    <message>
        <source>only a stuck ship may try to retreat, and only into a vacant square of its home planet</source>
        <extracomment>Galactic Warfare: why a click does nothing. A stuck ship: one at the enemy planet that cannot enter it.</extracomment>
        <translation>tylko utknięty statek może próbować odwrotu i tylko na wolne pole swojej planety macierzystej</translation>
    </message>
    <message>
        <source>a player may pass only without a legal move</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>gracz może spasować tylko wtedy, gdy nie ma dozwolonego ruchu</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <extracomment>Galactic Warfare: why a click on a card does nothing.</extracomment>
        <translation>tej karty nie można teraz zagrać</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>to teraz niedozwolona akcja</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Galactic Warfare: the side that starts at the bottom of the board (a side&apos;s name).</extracomment>
        <translation>Biały</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>Galactic Warfare: the side that starts at the top of the board (a side&apos;s name).</extracomment>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Before your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Przed twoim ruchem</translation>
    </message>
    <message>
        <source>In a battle, before the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>W bitwie, przed rzutem</translation>
    </message>
    <message>
        <source>In a battle, after the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>W bitwie, po rzucie</translation>
    </message>
    <message>
        <source>In a battle</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>W bitwie</translation>
    </message>
    <message>
        <source>After your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Po twoim ruchu</translation>
    </message>
    <message>
        <source>A card is drawn.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden).</extracomment>
        <translation>Dobrano kartę.</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s).</source>
        <extracomment>Galactic Warfare log: the cards dealt before the game (not named: hands are hidden). %n: cards in each hand.</extracomment>
        <translation>
            <numerusform>Każdy gracz dostaje %n kartę.</numerusform>
            <numerusform>Każdy gracz dostaje %n karty.</numerusform>
            <numerusform>Każdy gracz dostaje %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>White rolls %1, Blue rolls %2.</source>
        <extracomment>Galactic Warfare log: who moves first is rolled for. %1, %2: die faces 1-6, e.g. &apos;White rolls 5, Blue rolls 2.&apos;</extracomment>
        <translation>Biały wyrzuca %1, Niebieski wyrzuca %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 with %n dice.</source>
        <extracomment>Galactic Warfare log: a side&apos;s dice in a battle. %1: the side (&apos;White&apos;), %2: the sum, %3: the number of dice, e.g. &apos;Blue rolls 9 with 2 dice.&apos;</extracomment>
        <translation>
            <numerusform>%1 wyrzuca %2 (%n kość).</numerusform>
            <numerusform>%1 wyrzuca %2 (%n kości).</numerusform>
            <numerusform>%1 wyrzuca %2 (%n kości).</numerusform>
        </translation>
    </message>
    <message>
        <source>Doubles: the stuck ship may go home.</source>
        <extracomment>Galactic Warfare log: a stuck ship&apos;s retreat attempt succeeds.</extracomment>
        <translation>Dublet: utknięty statek może wrócić do domu.</translation>
    </message>
    <message>
        <source>No doubles: the stuck ship stays.</source>
        <translation>Bez dubletu: utknięty statek zostaje.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 zaczyna.</translation>
    </message>
    <message>
        <source>%1 lets %2 move first.</source>
        <extracomment>Galactic Warfare log: %1, %2: sides, e.g. &apos;White lets Blue move first.&apos;</extracomment>
        <translation>%1 oddaje pierwszy ruch: %2.</translation>
    </message>
    <message>
        <source>%1 leaves the choice to the other player.</source>
        <extracomment>Galactic Warfare log: the choice of who starts passes to the other player. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 zostawia wybór drugiemu graczowi.</translation>
    </message>
    <message>
        <source>%1 charges from %2 to %3.</source>
        <extracomment>Galactic Warfare log: a ship moves. %1: a side, %2, %3: squares, e.g. &apos;White charges from c2 to d3.&apos;</extracomment>
        <translation>%1 szarżuje z %2 na %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2, %3: squares, e.g. &apos;White attacks e5 from d4.&apos;</extracomment>
        <translation>%1 atakuje %2 z %3.</translation>
    </message>
    <message>
        <source>%1 tries to bring the stuck ship on %2 home.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a square, e.g. &apos;Blue tries to bring the stuck ship on c1 home.&apos;</extracomment>
        <translation>%1 próbuje sprowadzić do domu utknięty statek z %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>Galactic Warfare log: a player without a legal move. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 nie może się ruszyć i pasuje.</translation>
    </message>
    <message>
        <source>%1 plays %2: from %3 to %4.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3, %4: squares, e.g. &apos;White plays Saboteur: from f6 to c2.&apos;</extracomment>
        <translation>%1 zagrywa kartę %2: z %3 na %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3: a square, e.g. &apos;Blue plays Tractor Beam on c1.&apos;</extracomment>
        <translation>%1 zagrywa kartę %2 na %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, e.g. &apos;Blue plays Reinforcements.&apos;</extracomment>
        <translation>%1 zagrywa kartę %2.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 kończy turę.</translation>
    </message>
    <message>
        <source>%1 makes no further charge.</source>
        <extracomment>Galactic Warfare log: a player does not use the extra charge a card allowed. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 rezygnuje z kolejnej szarży.</translation>
    </message>
    <message>
        <source>%1 plays no card.</source>
        <extracomment>Galactic Warfare log: in a battle. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 nie zagrywa karty.</translation>
    </message>
    <message>
        <source>%1 sends the retreating ship to %2.</source>
        <extracomment>Galactic Warfare log: where a retreating ship goes in its home planet. %1: a side (who chose), %2: a square, e.g. &apos;Blue sends the retreating ship to d0.&apos;</extracomment>
        <translation>%1 wysyła wycofujący się statek na %2.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;Blue&apos;.</extracomment>
        <translation>%1 poddaje się.</translation>
    </message>
    <message>
        <source>%1 wins the battle, %2 against %3, and captures the ship on %4.</source>
        <extracomment>Galactic Warfare log: a battle decided. %1: the winning (attacking) side, %2: its sum, %3: the defender&apos;s sum, %4: the square of the captured ship, e.g. &apos;White wins the battle, 9 against 4, and captures the ship on d5.&apos;</extracomment>
        <translation>Bitwę wygrywa %1, %2 przeciw %3, i zdobywa statek na %4.</translation>
    </message>
    <message>
        <source>%1 holds, %2 against %3: the attacker retreats.</source>
        <extracomment>Galactic Warfare log: a battle decided for the defender. %1: the defending side, %2: its sum, %3: the attacker&apos;s sum, e.g. &apos;Blue holds, 7 against 5: the attacker retreats.&apos;</extracomment>
        <translation>Obrona się utrzymuje (%1), %2 przeciw %3: atakujący się wycofuje.</translation>
    </message>
    <message>
        <source>A tie: the dice are rolled again.</source>
        <extracomment>Galactic Warfare log: both sums of a battle were equal.</extracomment>
        <translation>Remis: rzuca się ponownie.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden). %1: a side, e.g. &apos;White&apos; (helper 20: who drew?).</extracomment>
        <translation>%1 dobiera kartę.</translation>
    </message>
</context>
<context>
    <name>GalacticWarfareContent</name>
    <message>
        <source>Galactic Warfare cards</source>
        <extracomment>Galactic Warfare: the name of the shipped card deck (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Karty Galactic Warfare</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>Roll 1 more die in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reinforcements&quot;.</extracomment>
        <translation>Rzuć w tej bitwie 1 kością więcej.</translation>
    </message>
    <message>
        <source>Full Barrage</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Ogień zaporowy</translation>
    </message>
    <message>
        <source>Roll 2 more dice in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Full Barrage&quot;.</extracomment>
        <translation>Rzuć w tej bitwie 2 kośćmi więcej.</translation>
    </message>
    <message>
        <source>Second Salvo</source>
        <extracomment>Galactic Warfare: the name of a card (reroll; a title, keep it short).</extracomment>
        <translation>Druga salwa</translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Second Salvo&quot;.</extracomment>
        <translation>Rzuć ponownie swoimi kośćmi w tej bitwie; liczy się nowa suma.</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <extracomment>Galactic Warfare: the name of a card (shield; a title, keep it short).</extracomment>
        <translation>Tarcza deflektora</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Deflector Shield&quot;.</extracomment>
        <translation>Obrońca: odwołaj atak. Nie ma bitwy; atakujący zostaje tam, gdzie był, a jego ruch przepada.</translation>
    </message>
    <message>
        <source>Afterburners</source>
        <extracomment>Galactic Warfare: the name of a card (extra-charge; a title, keep it short).</extracomment>
        <translation>Dopalacze</translation>
    </message>
    <message>
        <source>After your move: one of your ships makes one more charge.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Afterburners&quot;.</extracomment>
        <translation>Po twoim ruchu: jeden z twoich statków wykonuje jeszcze jedną szarżę.</translation>
    </message>
    <message>
        <source>Hyperdrive</source>
        <extracomment>Galactic Warfare: the name of a card (double-charge; a title, keep it short).</extracomment>
        <translation>Hipernapęd</translation>
    </message>
    <message>
        <source>Before your move: if your move is a charge, the same ship may charge once more.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hyperdrive&quot;.</extracomment>
        <translation>Przed twoim ruchem: jeśli twoim ruchem jest szarża, ten sam statek może szarżować jeszcze raz.</translation>
    </message>
    <message>
        <source>Reverse Thrusters</source>
        <extracomment>Galactic Warfare: the name of a card (backward-charge; a title, keep it short).</extracomment>
        <translation>Ciąg wsteczny</translation>
    </message>
    <message>
        <source>Tractor Beam</source>
        <extracomment>Galactic Warfare: the name of a card (rescue-stuck; a title, keep it short).</extracomment>
        <translation>Promień ściągający</translation>
    </message>
    <message>
        <source>Planetary Defence</source>
        <extracomment>Galactic Warfare: the name of a card (repel-invader; a title, keep it short).</extracomment>
        <translation>Obrona planetarna</translation>
    </message>
    <message>
        <source>Before your move: an enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Planetary Defence&quot;.</extracomment>
        <translation>Przed twoim ruchem: wrogi statek na twojej planecie macierzystej wycofuje się na wybrane przez ciebie wolne pole swojej planety macierzystej albo wypada z gry, jeśli takiego nie ma.</translation>
    </message>
    <message>
        <source>Saboteur</source>
        <extracomment>Galactic Warfare: the name of a card (steal-power-up; a title, keep it short).</extracomment>
        <translation>Sabotażysta</translation>
    </message>
    <message>
        <source>Before your move: move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Saboteur&quot;.</extracomment>
        <translation>Przed twoim ruchem: przenieś jedno ulepszenie spod wrogiego statku pod jeden z twoich statków, który ma ich mniej niż dozwolone maksimum.</translation>
    </message>
    <message>
        <source>Jamming Signal</source>
        <extracomment>Galactic Warfare: the name of a card (cancel-card; a title, keep it short).</extracomment>
        <translation>Zagłuszanie</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Jamming Signal&quot;.</extracomment>
        <translation>W bitwie, gdy przeciwnik zagrywa kartę: ta karta nie działa.</translation>
    </message>
    <message>
        <source>Sensor Scrambler</source>
        <extracomment>Galactic Warfare: the name of a card (fewer-dice; a title, keep it short).</extracomment>
        <translation>Zakłócacz sensorów</translation>
    </message>
    <message>
        <source>Your opponent rolls 1 die fewer in this battle (at least 1).</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Sensor Scrambler&quot;.</extracomment>
        <translation>Przeciwnik rzuca w tej bitwie 1 kością mniej (co najmniej 1).</translation>
    </message>
    <message>
        <source>Escape Pod</source>
        <extracomment>Galactic Warfare: the name of a card (evasive-retreat; a title, keep it short).</extracomment>
        <translation>Kapsuła ratunkowa</translation>
    </message>
    <message>
        <source>Defender, after the roll: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Escape Pod&quot;.</extracomment>
        <translation>Obrońca, po rzucie: jeśli przegrasz tę bitwę, twój statek zamiast zostać zdobyty wycofuje się na wybrane przez ciebie wolne pole twojej planety macierzystej.</translation>
    </message>
    <message>
        <source>Supply Drop</source>
        <extracomment>Galactic Warfare: the name of a card (draw-cards; a title, keep it short).</extracomment>
        <translation>Zaopatrzenie</translation>
    </message>
    <message>
        <source>After your move: draw 2 cards.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Supply Drop&quot;.</extracomment>
        <translation>Po twoim ruchu: dobierz 2 karty.</translation>
    </message>
    <message>
        <source>Tactical Edge</source>
        <extracomment>Galactic Warfare: the name of a card (win-ties; a title, keep it short).</extracomment>
        <translation>Przewaga taktyczna</translation>
    </message>
    <message>
        <source>After the roll, when the sums are equal: you win the battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tactical Edge&quot;.</extracomment>
        <translation>Po rzucie, gdy sumy są równe: wygrywasz bitwę.</translation>
    </message>
    <message>
        <source>Hold the Line</source>
        <extracomment>Galactic Warfare: the name of a card (hold-the-line; a title, keep it short).</extracomment>
        <translation>Utrzymać linię</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship (one ship as a power-up, the rest discarded) instead of letting it retreat.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hold the Line&quot;.</extracomment>
        <translation>Obrońca: jeśli wygrasz tę bitwę, zdobywasz atakujący statek (jeden statek jako ulepszenie, reszta odrzucona), zamiast pozwolić mu się wycofać.</translation>
    </message>
    <message>
        <source>Standard board</source>
        <extracomment>Galactic Warfare: the name of the shipped board (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Plansza standardowa</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galactic Warfare: the name of the shipped ruleset (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Zasady standardowe</translation>
    </message>
    <message>
        <source>Before your move: one of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll. Then make your move.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tractor Beam&quot;.</extracomment>
        <translation>Przed twoim ruchem: jeden z twoich statków, który nie może ani szarżować, ani atakować, wraca bez rzutu na wolne pole twojej planety macierzystej. Potem wykonaj swój ruch.</translation>
    </message>
    <message>
        <source>Before your move: this turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reverse Thrusters&quot;.</extracomment>
        <translation>Przed twoim ruchem: w tej turze twoim ruchem jest szarża po przekątnej do tyłu, na polu bitwy.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message>
        <source>%1 metal</source>
        <extracomment>An amount of metal (a resource of Galaxy Command). %1: a number, e.g. &apos;3 metal&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 metalu</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>An amount of wealth (a resource of Galaxy Command). %1: a number, e.g. &apos;2 wealth&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 bogactwa</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Conceded</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player who gave up the game (in the results and the game over summary).</extracomment>
        <translation>Kapitulacja</translation>
    </message>
    <message>
        <source>Home world lost</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player whose home world revolted (out of the game), in the results and the game over summary.</extracomment>
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
        <extracomment>Galaxy Command: who an event card strikes (on the event card and in the log). %1: a number, e.g. &apos;players with military strength 3 or more roll the die&apos;.</extracomment>
        <translation>gracze z siłą militarną %1 lub większą rzucają kością</translation>
    </message>
    <message>
        <source>players with %1 or more metal in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of metal, e.g. &apos;players with 3 or more metal in storage&apos;.</extracomment>
        <translation>gracze z co najmniej %1 metalu w magazynie</translation>
    </message>
    <message>
        <source>players with %1 or more wealth in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of wealth, e.g. &apos;players with 3 or more wealth in storage&apos;.</extracomment>
        <translation>gracze z co najmniej %1 bogactwa w magazynie</translation>
    </message>
    <message>
        <source>players with military strength %1 or less, against the system aligned last</source>
        <extracomment>Galaxy Command: who a border ambush strikes (on the event card and in the log). %1: a military strength, e.g. &apos;players with military strength 1 or less, ...&apos;.</extracomment>
        <translation>gracze z siłą militarną %1 lub mniejszą, przeciw ostatnio przyłączonemu układowi</translation>
    </message>
    <message>
        <source>add %1 to metal storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>dodaj %1 do magazynu metalu</translation>
    </message>
    <message>
        <source>add %1 to wealth storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to wealth storage&apos;.</extracomment>
        <translation>dodaj %1 do magazynu bogactwa</translation>
    </message>
    <message>
        <source>no production next turn</source>
        <translation>brak produkcji w następnej turze</translation>
    </message>
    <message>
        <source>revolt force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the revolting force gets a bonus. %1: a number, e.g. &apos;revolt force roll +2&apos;.</extracomment>
        <translation>rzut siły buntu +%1</translation>
    </message>
    <message>
        <source>invasion force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the invading force gets a bonus. %1: a number, e.g. &apos;invasion force roll +3&apos;.</extracomment>
        <translation>rzut siły inwazji +%1</translation>
    </message>
    <message>
        <source>no event</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for a year in which it does nothing (on the card and in the log).</extracomment>
        <translation>brak wydarzenia</translation>
    </message>
    <message>
        <source>lose %1 military strength on a roll of %2 or more</source>
        <extracomment>Galaxy Command: a military coup&apos;s effect (on the card and in the log). %1: how much military strength, %2: the die roll needed, e.g. &apos;lose 1 military strength on a roll of 4 or more&apos;.</extracomment>
        <translation>strata %1 siły militarnej przy rzucie %2 lub więcej</translation>
    </message>
    <message>
        <source>lose %1 metal</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>strata %1 metalu</translation>
    </message>
    <message>
        <source>lose %1 wealth</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 wealth&apos;.</extracomment>
        <translation>strata %1 bogactwa</translation>
    </message>
    <message>
        <source>with %1, collect half (rounded up) instead of nothing</source>
        <extracomment>Galaxy Command: a note on the strike event card. %1: the name of the technology &apos;Robot Workers&apos;.</extracomment>
        <translation>z technologią %1 zbierasz połowę (zaokrągloną w górę) zamiast niczego</translation>
    </message>
    <message>
        <source>+1 system resistance with %1</source>
        <extracomment>Galaxy Command: a note on the revolt and invasion event cards. %1: the name of a technology, e.g. &apos;Hyper Television&apos;.</extracomment>
        <translation>+1 do oporu układu z technologią %1</translation>
    </message>
    <message>
        <source>Not concerned</source>
        <extracomment>Galaxy Command: what an event card did to a player it does not strike (&quot;Player 2: Not concerned&quot;), on the event card and in the log.</extracomment>
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
        <extracomment>Galaxy Command: a raid&apos;s result for a player who had nothing to lose (&quot;Player 2: Nothing lost&quot;).</extracomment>
        <translation>Bez strat</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>Galaxy Command: an event&apos;s result for a player: resources gained. %1: an amount such as &apos;2 metal&apos; (&quot;Player 2: +2 metal&quot;).</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <extracomment>Galaxy Command: an event&apos;s result for a player: resources lost (the sign is a minus). %1: an amount such as &apos;2 wealth&apos; (&quot;Player 2: −2 wealth&quot;).</extracomment>
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
        <extracomment>Galaxy Command: an event&apos;s result for a player when the event changes nothing (&quot;Player 2: Nothing happens&quot;).</extracomment>
        <translation>Nic się nie dzieje</translation>
    </message>
    <message>
        <source>Rolls the die…</source>
        <translation>Rzuca kością…</translation>
    </message>
    <message>
        <source>The coup succeeds (roll %1): military %2</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 5; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>Pucz się udaje (rzut %1): siła militarna %2</translation>
    </message>
    <message>
        <source>The coup fails (roll %1)</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 2.</extracomment>
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
        <extracomment>Galaxy Command: a revolt or invasion before its die is rolled. %1: the name of the system attacked, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Atak na układ %1…</translation>
    </message>
    <message>
        <source>%1 + force %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a revolt&apos;s or invasion&apos;s attack. %1: the die roll, %2: the event&apos;s force, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + siła %2 = %3 przeciw %4</translation>
    </message>
    <message>
        <source>%1 revolts and leaves the Empire (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 buntuje się i opuszcza Imperium (%2)</translation>
    </message>
    <message>
        <source>%1 stays loyal (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 zachowuje lojalność (%2)</translation>
    </message>
    <message>
        <source>%1 falls to the invaders (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 wpada w ręce najeźdźców (%2)</translation>
    </message>
    <message>
        <source>%1 repels the invasion (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 odpiera inwazję (%2)</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: aligned without a roll</source>
        <translation>Dyplomacja międzygwiezdna: przyłączony bez rzutu</translation>
    </message>
    <message>
        <source>%1 + military %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a player&apos;s attack on a system (explore or conquer). %1: the die roll, %2: the player&apos;s military strength, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + siła militarna %2 = %3 przeciw %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Galaxy Command: an attack&apos;s sum with the system attacked. %1: the sum such as &apos;4 + military 2 = 6 against 5&apos;, %2: the system&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: aligned</source>
        <extracomment>Galaxy Command: an attack&apos;s result: the system joins the Empire. %1: the sum, e.g. &apos;4 + military 2 = 6 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1: przyłączony</translation>
    </message>
    <message>
        <source>%1: not aligned, military strength falls to %2</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 2 = 4 against 5 (Sirius)&apos;; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>%1: nieprzyłączony, siła militarna spada do %2</translation>
    </message>
    <message>
        <source>%1: not aligned</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 0 = 2 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1: nieprzyłączony</translation>
    </message>
    <message>
        <source>collects nothing (strike)</source>
        <translation>nic nie zbiera (strajk)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Galaxy Command: what a player collects. %1: an amount of metal such as &apos;2 metal&apos;, %2: an amount of wealth such as &apos;1 wealth&apos;.</extracomment>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>collects half (strike, Robot Workers): %1</source>
        <extracomment>Galaxy Command, log: a player collects during a strike thanks to the technology Robot Workers. %1: what, e.g. &apos;1 metal and 1 wealth&apos;. Follows the player&apos;s name (&quot;Player 1 collects ...&quot;).</extracomment>
        <translation>zbiera połowę (strajk, Roboty przemysłowe): %1</translation>
    </message>
    <message>
        <source>collects %1</source>
        <extracomment>Galaxy Command, log: follows the player&apos;s name (&quot;Player 1 collects 2 metal and 1 wealth&quot;). %1: what is collected.</extracomment>
        <translation>zbiera %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <extracomment>Galaxy Command, log: %1: what was collected, e.g. &apos;collects 2 metal and 1 wealth&apos;; %n: how many resources were lost because the storage was full.</extracomment>
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
        <extracomment>A line of the log or the event card: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: what happened to that player, e.g. &apos;+2 metal&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 turns over %2 (resistance %3)</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system card turned over, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 odkrywa kartę %2 (opór %3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the attack&apos;s sum and result, e.g. &apos;4 + military 2 = 6 against 5 (Sirius): aligned&apos;.</extracomment>
        <translation>%1 rzuca: %2</translation>
    </message>
    <message>
        <source>Red alert: %1 - %2: %3</source>
        <extracomment>Galaxy Command, log: a red alert card drawn. %1: the card&apos;s name, e.g. &apos;Pirate Raid&apos;; %2: who it strikes, e.g. &apos;players with 3 or more metal in storage&apos;; %3: its effect, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>Czerwony alarm: %1 – %2: %3</translation>
    </message>
    <message>
        <source>Event in place of the red alert: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn in place of a red alert. %1: the card&apos;s name, e.g. &apos;Strike&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Wydarzenie zamiast czerwonego alarmu: %1 – %2</translation>
    </message>
    <message>
        <source>Event: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn. %1: the card&apos;s name, e.g. &apos;Derelict Ship&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Wydarzenie: %1 – %2</translation>
    </message>
    <message>
        <source>The revolt against %1 strikes %2 (resistance %3), drawn among the systems of least resistance</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: the system struck, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>Bunt (%1) uderza w układ %2 (opór %3), wylosowany spośród układów o najmniejszym oporze</translation>
    </message>
    <message>
        <source>%1 explores a distant system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 bada odległy układ</translation>
    </message>
    <message>
        <source>%1 explores a near system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 bada bliski układ</translation>
    </message>
    <message>
        <source>%1 attacks %2 (resistance %3) to conquer it</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system attacked, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 atakuje układ %2 (opór %3), aby go podbić</translation>
    </message>
    <message>
        <source>%1 bides time</source>
        <extracomment>Galaxy Command, log: the player does nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 przeczekuje</translation>
    </message>
    <message>
        <source>%1 trades %2 metal for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 metal for 1 wealth&apos;.</extracomment>
        <translation>%1 wymienia %2 metalu na %3 bogactwa</translation>
    </message>
    <message>
        <source>%1 trades %2 wealth for %3 metal</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 wealth for 1 metal&apos;.</extracomment>
        <translation>%1 wymienia %2 bogactwa na %3 metalu</translation>
    </message>
    <message>
        <source>%1 does not trade</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 nie wymienia</translation>
    </message>
    <message>
        <source>%1 builds military strength, now %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the player&apos;s military strength after building, e.g. 3.</extracomment>
        <translation>%1 rozbudowuje siłę militarną, teraz %2</translation>
    </message>
    <message>
        <source>%1 discovers %2 for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: a technology, e.g. &apos;Robot Workers&apos;; %3: its price, a number.</extracomment>
        <translation>%1 odkrywa technologię %2 za %3 bogactwa</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 kończy turę</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <extracomment>Galaxy Command, log: the player gives up the game. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 poddaje się</translation>
    </message>
    <message>
        <source>%1 has nothing to explore or conquer and bides time</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;. &apos;Bide time&apos; is the game&apos;s term for doing nothing on the first step of a turn.</extracomment>
        <translation>%1 nie ma czego badać ani podbijać i przeczekuje</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: what the player collects, e.g. &apos;collects 2 metal and 1 wealth&apos;. Change the order if your language needs to.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Year %1 begins: %n event(s) to come</source>
        <extracomment>Galaxy Command, log: %1: the year (round) of the game that begins, e.g. 2; %n: how many event cards will be drawn this year.</extracomment>
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
        <extracomment>Galaxy Command: why a move is not allowed. %1: the name of the technology &apos;Forward Star Bases&apos;.</extracomment>
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
        <extracomment>Galaxy Command: why a trade is not allowed. %1: a number, e.g. 2 (metal or wealth).</extracomment>
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
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit, a number, e.g. 3.</extracomment>
        <translation>Siła militarna osiągnęła limit (%1).</translation>
    </message>
    <message>
        <source>Military strength above %1 needs %2.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit without the technology, e.g. 3; %2: the technology&apos;s name, &apos;Capital Ships&apos;.</extracomment>
        <translation>Siła militarna powyżej %1 wymaga technologii %2.</translation>
    </message>
    <message>
        <source>Building military strength costs %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1 and %2: numbers.</extracomment>
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
        <extracomment>Galaxy Command: why a technology cannot be discovered. %1: the technology&apos;s name, e.g. &apos;Robot Workers&apos;; %2: its price in wealth, a number.</extracomment>
        <translation>Za mało bogactwa: %1 kosztuje %2.</translation>
    </message>
    <message>
        <source>Discover %1 first: it comes before %2 on its row.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered yet. %1: the technology to discover first, %2: the technology chosen; both names such as &apos;Robot Workers&apos;.</extracomment>
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
        <extracomment>Galaxy Command: the name of the card deck content file, seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Talia Galaxy Command</translation>
    </message>
    <message>
        <source>Canopus</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Kanopus</translation>
    </message>
    <message>
        <source>Rigel</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Rigel</translation>
    </message>
    <message>
        <source>Deneb</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Deneb</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Alfa Centauri</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Gwiazda Barnarda</translation>
    </message>
    <message>
        <source>Sirius</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Syriusz</translation>
    </message>
    <message>
        <source>Tau Ceti</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Tau Ceti</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Epsilon Eridani</translation>
    </message>
    <message>
        <source>Procyon</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Procjon</translation>
    </message>
    <message>
        <source>Derelict Ship</source>
        <extracomment>Galaxy Command: the name of an event card (a wrecked ship found: gain metal). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Dryfujący wrak</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: the name of an event card (the workers strike: no production next turn). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Strajk</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy Command: the name of an event card (an asteroid mined: gain wealth). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Asteroida</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: the name of an event card (a revolt against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Bunt</translation>
    </message>
    <message>
        <source>Large Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a big invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Duże siły inwazyjne</translation>
    </message>
    <message>
        <source>Peaceful Colonization</source>
        <extracomment>Galaxy Command: the name of an event card (new colonists: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Pokojowa kolonizacja</translation>
    </message>
    <message>
        <source>Small Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a small invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Małe siły inwazyjne</translation>
    </message>
    <message>
        <source>Peace and Quiet</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Cisza i spokój</translation>
    </message>
    <message>
        <source>Pirate Raid</source>
        <extracomment>Galaxy Command: the name of a red alert card (pirates raid your storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Napad piratów</translation>
    </message>
    <message>
        <source>Wolf 359</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Wolf 359</translation>
    </message>
    <message>
        <source>Lalande 21185</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Lalande 21185</translation>
    </message>
    <message>
        <source>Ross 128</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Ross 128</translation>
    </message>
    <message>
        <source>Luyten&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Gwiazda Luytena</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Gwiazda Kapteyna</translation>
    </message>
    <message>
        <source>Gliese 581</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Gliese 581</translation>
    </message>
    <message>
        <source>Altair</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Altair</translation>
    </message>
    <message>
        <source>Fomalhaut</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Fomalhaut</translation>
    </message>
    <message>
        <source>Regulus</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Regulus</translation>
    </message>
    <message>
        <source>Proxima</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Proxima</translation>
    </message>
    <message>
        <source>Ross 154</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Ross 154</translation>
    </message>
    <message>
        <source>Struve 2398</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Struve 2398</translation>
    </message>
    <message>
        <source>Groombridge 34</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Groombridge 34</translation>
    </message>
    <message>
        <source>Epsilon Indi</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Epsilon Indi</translation>
    </message>
    <message>
        <source>Tau Bootis</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Tau Boötis</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Gwiazda van Maanena</translation>
    </message>
    <message>
        <source>Eta Cassiopeiae</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Eta Cassiopeiae</translation>
    </message>
    <message>
        <source>Delta Pavonis</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Delta Pavonis</translation>
    </message>
    <message>
        <source>Betelgeuse</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Betelgeza</translation>
    </message>
    <message>
        <source>Vega</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Wega</translation>
    </message>
    <message>
        <source>Antares</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Antares</translation>
    </message>
    <message>
        <source>Aldebaran</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Aldebaran</translation>
    </message>
    <message>
        <source>Arcturus</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Arktur</translation>
    </message>
    <message>
        <source>Polaris</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Gwiazda Polarna</translation>
    </message>
    <message>
        <source>Spica</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Spika</translation>
    </message>
    <message>
        <source>Achernar</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Achernar</translation>
    </message>
    <message>
        <source>Capella</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Kapella</translation>
    </message>
    <message>
        <source>Major Revolt</source>
        <extracomment>Galaxy Command: the name of an event card (a big revolt). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Wielki bunt</translation>
    </message>
    <message>
        <source>General Strike</source>
        <extracomment>Galaxy Command: the name of an event card (a strike of all workers). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Strajk generalny</translation>
    </message>
    <message>
        <source>Salvage Fleet</source>
        <extracomment>Galaxy Command: the name of an event card (a fleet that salvages wrecks: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Flota ratownicza</translation>
    </message>
    <message>
        <source>Extract Resources</source>
        <extracomment>Galaxy Command: the name of an event card (mining: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Wydobycie surowców</translation>
    </message>
    <message>
        <source>Quiet Year</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Spokojny rok</translation>
    </message>
    <message>
        <source>Siren Leader</source>
        <extracomment>Galaxy Command: the name of an event card (a leader who leads an invasion). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Przywódczyni-syrena</translation>
    </message>
    <message>
        <source>Military Coup</source>
        <extracomment>Galaxy Command: the name of a red alert card (the army seizes power: lose military strength on a high roll). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Pucz wojskowy</translation>
    </message>
    <message>
        <source>Saboteurs</source>
        <extracomment>Galaxy Command: the name of a red alert card (saboteurs destroy storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Sabotażyści</translation>
    </message>
    <message>
        <source>Border Ambush</source>
        <extracomment>Galaxy Command: the name of a red alert card (an ambush at the border: an invasion of the system aligned last). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Zasadzka na granicy</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Galaxy Command: the name of the technologies content file (the mat on which the technologies are printed), seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Plansza technologii</translation>
    </message>
    <message>
        <source>Capital Ships</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (big warships: military strength up to 5). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Okręty liniowe</translation>
    </message>
    <message>
        <source>Military strength may rise above 3, up to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Capital Ships&apos;, seen on the technology mat.</extracomment>
        <translation>Siła militarna może przekroczyć 3, maksymalnie do 5.</translation>
    </message>
    <message>
        <source>Forward Star Bases</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (bases that let you reach distant systems). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Wysunięte bazy gwiezdne</translation>
    </message>
    <message>
        <source>Distant systems may be explored once every explored near system is aligned.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Forward Star Bases&apos;, seen on the technology mat.</extracomment>
        <translation>Odległe układy można badać, gdy każdy zbadany bliski układ jest przyłączony.</translation>
    </message>
    <message>
        <source>Robot Workers</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (robots that work during a strike). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Roboty przemysłowe</translation>
    </message>
    <message>
        <source>During a strike, collect half of your production (rounded up) instead of nothing.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Robot Workers&apos;, seen on the technology mat.</extracomment>
        <translation>Podczas strajku zbierasz połowę produkcji (zaokrągloną w górę) zamiast niczego.</translation>
    </message>
    <message>
        <source>Planetary Defenses</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (defences of your planets against invasions). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Obrona planetarna</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against invasions.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Planetary Defenses&apos;, seen on the technology mat.</extracomment>
        <translation>+1 do oporu twoich układów przeciw inwazjom.</translation>
    </message>
    <message>
        <source>Hyper Television</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (television that keeps people loyal: against revolts). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Hipertelewizja</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against revolts.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Hyper Television&apos;, seen on the technology mat.</extracomment>
        <translation>+1 do oporu twoich układów przeciw buntom.</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (diplomacy: one explore or conquer without a roll). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Dyplomacja międzygwiezdna</translation>
    </message>
    <message>
        <source>On your next turn only, one explore or conquer succeeds without a roll.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Diplomacy&apos;, seen on the technology mat.</extracomment>
        <translation>Tylko w następnej turze jedno badanie lub podbój udaje się bez rzutu.</translation>
    </message>
    <message>
        <source>Interspecies Commerce</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (trade between species: swap metal and wealth). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Handel międzygatunkowy</translation>
    </message>
    <message>
        <source>Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interspecies Commerce&apos;, seen on the technology mat.</extracomment>
        <translation>Raz na turę po zbiorach wymień 2 metalu na 1 bogactwa albo 2 bogactwa na 1 metalu.</translation>
    </message>
    <message>
        <source>Interstellar Banking</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (banks: bigger storage). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Bankowość międzygwiezdna</translation>
    </message>
    <message>
        <source>Metal and wealth storage rise from 3 to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Banking&apos;, seen on the technology mat.</extracomment>
        <translation>Magazyny metalu i bogactwa rosną z 3 do 5.</translation>
    </message>
    <message>
        <source>Full deck</source>
        <extracomment>Galaxy Command: the name of the standard rule set (played with every card of the deck), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Pełna talia</translation>
    </message>
    <message>
        <source>Demoted</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (the worst: lowered in rank), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Degradacja</translation>
    </message>
    <message>
        <source>Remain a Commander</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (kept the rank of Commander), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Pozostaje dowódcą</translation>
    </message>
    <message>
        <source>Promoted to Captain</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Captain), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Awans na kapitana</translation>
    </message>
    <message>
        <source>Promoted to Commodore</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Commodore), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Awans na komodora</translation>
    </message>
    <message>
        <source>Promoted to Admiral</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Admiral, the best), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Awans na admirała</translation>
    </message>
    <message>
        <source>Original solitaire (18 cards)</source>
        <extracomment>Galaxy Command: the name of the rule set of the original solitaire game (played with 18 of the cards), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Oryginalna gra solo (18 kart)</translation>
    </message>
</context>
<context>
    <name>GalaxyFighters</name>
    <message>
        <source>a ship moves to a free adjacent space of its own atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a command of the turn).</extracomment>
        <translation>statek przesuwa się na wolne sąsiednie pole własnej atmosfery</translation>
    </message>
    <message>
        <source>at least one command die must be used</source>
        <extracomment>Galaxy Fighters: why a click does nothing (ending the turn before any die is used).</extracomment>
        <translation>trzeba użyć co najmniej jednej kości rozkazów</translation>
    </message>
    <message>
        <source>no Fire symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>nie został żaden symbol „Ogień”</translation>
    </message>
    <message>
        <source>no Move symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>nie został żaden symbol „Ruch”</translation>
    </message>
    <message>
        <source>no alien is ahead in the ship&apos;s column</source>
        <extracomment>Galaxy Fighters: why a click does nothing. A column: the line of spaces ahead of the ship.</extracomment>
        <translation>przed statkiem w jego kolumnie nie ma żadnego obcego</translation>
    </message>
    <message>
        <source>not enough Special symbols are left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>zostało za mało symboli „Specjalny”</translation>
    </message>
    <message>
        <source>that has no target now</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a weapon, engine or special).</extracomment>
        <translation>to nie ma teraz celu</translation>
    </message>
    <message>
        <source>that is not a choice now</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>teraz nie można tego wybrać</translation>
    </message>
    <message>
        <source>the game is drawing a card or rolling a die</source>
        <extracomment>Galaxy Fighters: why a click does nothing (the computer deals a card or rolls).</extracomment>
        <translation>gra dobiera kartę lub rzuca kością</translation>
    </message>
    <message>
        <source>the game is over</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>gra się zakończyła</translation>
    </message>
    <message>
        <source>the invader can only go to a neighbouring district with room</source>
        <extracomment>Galaxy Fighters: why a click does nothing (where an invader goes when its district is full).</extracomment>
        <translation>najeźdźca może przejść tylko do sąsiedniej dzielnicy z wolnym miejscem</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Rocketown</source>
        <extracomment>Galaxy Fighters: a district&apos;s name (a made-up city; keep it or adapt it).</extracomment>
        <translation>Rocketown</translation>
    </message>
    <message>
        <source>Atomville</source>
        <extracomment>Galaxy Fighters: a district&apos;s name (a made-up city; keep it or adapt it).</extracomment>
        <translation>Atomville</translation>
    </message>
    <message>
        <source>Novaport</source>
        <extracomment>Galaxy Fighters: a district&apos;s name (a made-up city; keep it or adapt it).</extracomment>
        <translation>Novaport</translation>
    </message>
    <message>
        <source>Astrofield</source>
        <extracomment>Galaxy Fighters: a district&apos;s name (a made-up city; keep it or adapt it).</extracomment>
        <translation>Astrofield</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (shoot at an alien).</extracomment>
        <translation>Ogień</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (move the ship).</extracomment>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (use the weapon system or engine).</extracomment>
        <translation>Specjalny</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s face that counts as either symbol.</extracomment>
        <translation>Ogień lub Specjalny</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s shielded ship, which survives.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Obcy %1 rozbija się o osłonięty tarczą statek dzielnicy %2, który wychodzi z tego cało.</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Obcy %1 rozbija się o statek dzielnicy %2.</translation>
    </message>
    <message>
        <source>A %1 is destroyed on a defence tile.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Obcy %1 zostaje zniszczony na żetonie obrony.</translation>
    </message>
    <message>
        <source>A %1 is destroyed by a Drone.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Obcy %1 zostaje zniszczony przez Drona.</translation>
    </message>
    <message>
        <source>A %1 invades %2.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district.</extracomment>
        <translation>Obcy %1 najeżdża dzielnicę %2.</translation>
    </message>
    <message>
        <source>Alien frenzy!</source>
        <extracomment>Galaxy Fighters, log: a stack of aliens all move at once, each its own way.</extracomment>
        <translation>Szał obcych!</translation>
    </message>
    <message>
        <source>%1&apos;s ship is destroyed.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Statek dzielnicy %1 zostaje zniszczony.</translation>
    </message>
    <message>
        <source>%1 is invaded.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Dzielnica %1 zostaje zajęta.</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: aliens placed by the spawn card.</extracomment>
        <translation>
            <numerusform>%n obcy ląduje.</numerusform>
            <numerusform>%n obcych ląduje.</numerusform>
            <numerusform>%n obcych ląduje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters, log: aliens shot by the ship.</extracomment>
        <translation>
            <numerusform>Zniszczono %n obcego.</numerusform>
            <numerusform>Zniszczono %n obcych.</numerusform>
            <numerusform>Zniszczono %n obcych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: aliens that move in the approach (invaders and crashes included).</extracomment>
        <translation>
            <numerusform>%n obcy się zbliża.</numerusform>
            <numerusform>%n obcych się zbliża.</numerusform>
            <numerusform>%n obcych się zbliża.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;; %2: a ship card, e.g. &apos;Gladius&apos;.</extracomment>
        <translation>%1 otrzymuje statek %2.</translation>
    </message>
    <message>
        <source>A spawn card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters, log: %1: the district whose turn begins, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Karta fali zostaje odczytana od strony dzielnicy %1.</translation>
    </message>
    <message>
        <source>%1 fits the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a weapon system, e.g. &apos;Laser Beam&apos;.
----------
Galaxy Fighters, log: %1: a district; %2: an engine modification, e.g. &apos;Repulsor&apos;.</extracomment>
        <translation>%1 montuje: %2.</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a bonus command tile, e.g. &apos;Lucky Star&apos;.</extracomment>
        <translation>%1 bierze żeton „%2”.</translation>
    </message>
    <message>
        <source>%1 fires.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 strzela.</translation>
    </message>
    <message>
        <source>%1 fires the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its weapon system, e.g. &apos;Wide Beam&apos;.</extracomment>
        <translation>%1 strzela z uzbrojenia: %2.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its engine modification, e.g. &apos;Deflector&apos;.</extracomment>
        <translation>%1 używa modyfikacji napędu: %2.</translation>
    </message>
    <message>
        <source>%1 uses the special weapon of the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its ship card, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>%1 używa broni specjalnej statku %2.</translation>
    </message>
    <message>
        <source>%1 rerolls the unused dice.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 przerzuca niewykorzystane kości.</translation>
    </message>
    <message>
        <source>The invader goes on to %1.</source>
        <extracomment>Galaxy Fighters, log: %1: a district the invader goes to, e.g. &apos;Novaport&apos;.</extracomment>
        <translation>Najeźdźca leci dalej, do dzielnicy %1.</translation>
    </message>
    <message>
        <source>%1 gives up for the team.</source>
        <extracomment>Galaxy Fighters, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 poddaje się w imieniu drużyny.</translation>
    </message>
    <message>
        <source>The districts are saved</source>
        <extracomment>Galaxy Fighters: the title of the end of a won game.</extracomment>
        <translation>Dzielnice ocalone</translation>
    </message>
    <message>
        <source>The aliens have won</source>
        <translation>Obcy zwyciężyli</translation>
    </message>
    <message>
        <source>The team gave up.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>Drużyna się poddała.</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s) invaded.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>
            <numerusform>Zajęto %n dzielnicę.</numerusform>
            <numerusform>Zajęto %n dzielnice.</numerusform>
            <numerusform>Zajęto %n dzielnic.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shipyard is empty.</source>
        <extracomment>Galaxy Fighters: why the game was lost (no backup ship is left).</extracomment>
        <translation>Stocznia jest pusta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters: the end of a game. %1: why it ended, a sentence.</extracomment>
        <translation>
            <numerusform>%1 Zniszczono %n obcego.</numerusform>
            <numerusform>%1 Zniszczono %n obcych.</numerusform>
            <numerusform>%1 Zniszczono %n obcych.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Fighters: the result in the log and the results list. %1: the title, e.g. &apos;The aliens have won&apos;; %2: what it rests on, sentences.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A %1 is destroyed.</source>
        <extracomment>Galaxy Fighters board, a step of what happens: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Obcy %1 zostaje zniszczony.</translation>
    </message>
    <message>
        <source>A %1 flies towards %2.</source>
        <extracomment>Galaxy Fighters board, a step of the approach: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: the district it flies to, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Obcy %1 leci w stronę dzielnicy %2.</translation>
    </message>
    <message>
        <source>%1&apos;s new ship waits shielded in its atmosphere.</source>
        <extracomment>Galaxy Fighters board, a step of what happens: a destroyed ship&apos;s replacement. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Nowy statek dzielnicy %1 czeka w jej atmosferze, osłonięty tarczą.</translation>
    </message>
    <message numerus="yes">
        <source>The starting card: %n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: the starting spawn card&apos;s aliens placed once every ship is ready.</extracomment>
        <translation>
            <numerusform>Karta startowa: %n obcy ląduje.</numerusform>
            <numerusform>Karta startowa: %n obcych ląduje.</numerusform>
            <numerusform>Karta startowa: %n obcych ląduje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) pushed back.</source>
        <extracomment>Galaxy Fighters, log: aliens pushed back by a ship&apos;s engine or special weapon.</extracomment>
        <translation>
            <numerusform>Odepchnięto %n obcego.</numerusform>
            <numerusform>Odepchnięto %n obcych.</numerusform>
            <numerusform>Odepchnięto %n obcych.</numerusform>
        </translation>
    </message>
    <message>
        <source>No alien approaches.</source>
        <extracomment>Galaxy Fighters, log: a turn ended and no alien faced the district.</extracomment>
        <translation>Żaden obcy się nie zbliża.</translation>
    </message>
    <message numerus="yes">
        <source>%n more alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: the rest of an approach (after the player chose where an invader goes, or after a crash or an invasion).</extracomment>
        <translation>
            <numerusform>Zbliża się jeszcze %n obcy.</numerusform>
            <numerusform>Zbliża się jeszcze %n obcych.</numerusform>
            <numerusform>Zbliża się jeszcze %n obcych.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends its turn.</source>
        <extracomment>Galaxy Fighters, log: %1: a district. Then the aliens facing it move (said next).</extracomment>
        <translation>%1 kończy turę.</translation>
    </message>
    <message>
        <source>The spawn deck has run out and the sky is clear.</source>
        <extracomment>Galaxy Fighters: why the game was won.</extracomment>
        <translation>Talia fal się skończyła, a niebo jest czyste.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full, and goes on to %3.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full takes a neighbour&apos;s. %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;; %3: the neighbour, e.g. &apos;Atomville&apos;.</extracomment>
        <translation>%1 dociera do pełnej dzielnicy %2 i leci dalej do %3.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full; where it goes is chosen next (or no district has room). %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1 dociera do dzielnicy %2, która jest pełna.</translation>
    </message>
    <message>
        <source>The starting card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters board, a step: the starting spawn card shown before its aliens land (not a turn&apos;s card). %1: the district whose side it is read from, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Karta startowa jest czytana od strony dzielnicy %1.</translation>
    </message>
    <message>
        <source>no alien is in the weapon&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Weapon command does nothing.</extracomment>
        <translation>żaden obcy nie jest w zasięgu broni</translation>
    </message>
    <message>
        <source>the engine cannot take the ship to that space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (an engine that flies the ship, on a space it cannot reach).</extracomment>
        <translation>silnik nie może przenieść statku na to pole</translation>
    </message>
    <message>
        <source>no free space is within the engine&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Engine command does nothing (it flies the ship).</extracomment>
        <translation>żadne wolne pole nie jest w zasięgu silnika</translation>
    </message>
    <message>
        <source>the ship is shielded already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Deflector) does nothing.</extracomment>
        <translation>statek ma już osłonę</translation>
    </message>
    <message>
        <source>the closest alien ahead is in the last zone and cannot be pushed back</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing. Zones: the rows of the board counted from the district.</extracomment>
        <translation>najbliższy obcy jest w ostatniej strefie i nie można go odepchnąć</translation>
    </message>
    <message>
        <source>the closest alien ahead has been pushed back once already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing.</extracomment>
        <translation>najbliższy obcy został już raz odepchnięty</translation>
    </message>
    <message>
        <source>this ship&apos;s special needs no command</source>
        <extracomment>Galaxy Fighters: why the Special command does nothing (its special is always on).</extracomment>
        <translation>zdolność specjalna tego statku nie wymaga rozkazu</translation>
    </message>
    <message>
        <source>the target must be a stack in deep space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (Missile Command, on a wrong space).</extracomment>
        <translation>celem musi być stos w głębokim kosmosie</translation>
    </message>
    <message>
        <source>no alien is in deep space</source>
        <extracomment>Galaxy Fighters: why the Special command (Missile Command) does nothing.</extracomment>
        <translation>w głębokim kosmosie nie ma żadnego obcego</translation>
    </message>
    <message>
        <source>no defence tile is left</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>nie został żaden żeton obrony</translation>
    </message>
    <message>
        <source>a defence tile goes on a free space of the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a defence tile, on a wrong space).</extracomment>
        <translation>żeton obrony kładzie się na wolnym polu atmosfery statku</translation>
    </message>
    <message>
        <source>no space of the ship&apos;s atmosphere is free</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>żadne pole atmosfery statku nie jest wolne</translation>
    </message>
    <message>
        <source>no alien is to the left or right in the ship&apos;s row</source>
        <extracomment>Galaxy Fighters: why the Special command (Side Cannon) does nothing.</extracomment>
        <translation>w rzędzie statku nie ma obcego ani z lewej, ani z prawej</translation>
    </message>
    <message>
        <source>no alien is in the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why the Special command (Nova Bomb) does nothing.</extracomment>
        <translation>w atmosferze statku nie ma żadnego obcego</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n times).</source>
        <extracomment>Galaxy Fighters, log: a sentence that happened several times in one action. %1: the sentence without its full stop, e.g. &apos;A Yellum invades Rocketown&apos;; %n: how often (2 or more).</extracomment>
        <translation>
            <numerusform>%1 (%n raz).</numerusform>
            <numerusform>%1 (%n razy).</numerusform>
            <numerusform>%1 (%n razy).</numerusform>
        </translation>
    </message>
    <message>
        <source>this ship&apos;s bonus tile is not a reroll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing. The reroll tile: a bonus command tile.</extracomment>
        <translation>żeton premii tego statku nie jest przerzutem</translation>
    </message>
    <message>
        <source>the reroll tile is used already this turn</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (once a turn).</extracomment>
        <translation>żeton przerzutu został już użyty w tej turze</translation>
    </message>
    <message>
        <source>no die is left to roll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (every die is used).</extracomment>
        <translation>nie została żadna kość do rzucenia</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <extracomment>Galaxy Fighters, log: the unused dice rolled again with the reroll tile. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move&apos;.</extracomment>
        <translation>%1 rzuca ponownie: %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <extracomment>Galaxy Fighters, log: a turn&apos;s command dice. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move, Move, Special&apos;.</extracomment>
        <translation>%1 wyrzuca: %2.</translation>
    </message>
    <message>
        <source>%1 moves its ship to zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: a ship moves in its atmosphere. %1: a district; %2: the zone (1 nearest the district, 3 farthest); %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 przesuwa swój statek do strefy %2, kolumny %3.</translation>
    </message>
    <message>
        <source>%1 places a defence tile at zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: the Phalanx&apos;s special. %1: a district; %2: the zone (1-3) of its atmosphere; %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 kładzie żeton obrony w strefie %2, kolumnie %3.</translation>
    </message>
</context>
<context>
    <name>GalaxyFightersContent</name>
    <message>
        <source>Exovon spawn deck</source>
        <extracomment>Galaxy Fighters: the name of the shipped spawn deck (the cards that say where alien invaders land). Seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Talia fal Exovon</translation>
    </message>
    <message>
        <source>Yellum</source>
        <extracomment>Galaxy Fighters: the name of an alien kind (made up; keep it or adapt its sound). The slowest, yellow.</extracomment>
        <translation>Yellum</translation>
    </message>
    <message>
        <source>Bluvol</source>
        <extracomment>Galaxy Fighters: the name of an alien kind (made up; keep it or adapt its sound). Blue, of middle speed.</extracomment>
        <translation>Bluvol</translation>
    </message>
    <message>
        <source>Magentis</source>
        <extracomment>Galaxy Fighters: the name of an alien kind (made up; keep it or adapt its sound). The fastest, purple.</extracomment>
        <translation>Magentis</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>Galaxy Fighters: the name of the content file of the ship cards (a noun, plural).</extracomment>
        <translation>Karty statków</translation>
    </message>
    <message>
        <source>Astro Wing</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Astro Wing</translation>
    </message>
    <message>
        <source>Missile Command: destroy the top alien of any stack in deep space.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Atak rakietowy: zniszcz obcego z wierzchu dowolnego stosu w głębokim kosmosie.</translation>
    </message>
    <message>
        <source>Phalanx</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Phalanx</translation>
    </message>
    <message>
        <source>Shielded Defense System: place one of your 2 defence tiles on a free space of your atmosphere; an alien that moves into it is destroyed, and it blocks shots too.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon. A defence tile is a marker placed on a space of the board.</extracomment>
        <translation>Osłonięty system obrony: połóż jeden ze swoich 2 żetonów obrony na wolnym polu swojej atmosfery; obcy, który na nie wleci, zostaje zniszczony, a żeton blokuje też strzały.</translation>
    </message>
    <message>
        <source>Gladius</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Gladius</translation>
    </message>
    <message>
        <source>Helper Drone: a Drone follows your ship into the space it left, and an alien that stops on it is destroyed.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special. The Drone is a small helper craft.</extracomment>
        <translation>Dron pomocniczy: Dron podąża za twoim statkiem na pole, które statek opuścił, a obcy, który się na nim zatrzyma, zostaje zniszczony.</translation>
    </message>
    <message>
        <source>Broadside</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Broadside</translation>
    </message>
    <message>
        <source>Side Cannon: destroy the closest alien to the left or right of your ship in its row.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Działo burtowe: zniszcz najbliższego obcego na lewo lub na prawo od twojego statku w jego rzędzie.</translation>
    </message>
    <message>
        <source>Supernova</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Supernova</translation>
    </message>
    <message>
        <source>Nova Bomb: destroy the top alien of every stack in your atmosphere.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Bomba Nova: zniszcz obcego z wierzchu każdego stosu w twojej atmosferze.</translation>
    </message>
    <message>
        <source>Comet</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Comet</translation>
    </message>
    <message>
        <source>Extra Die: roll one more command die every turn.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special.</extracomment>
        <translation>Dodatkowa kość: co turę rzucasz jedną kością rozkazów więcej.</translation>
    </message>
    <message>
        <source>Valkyrie</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Valkyrie</translation>
    </message>
    <message>
        <source>Vanguard</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Vanguard</translation>
    </message>
    <message>
        <source>No special weapon, but every engine modification fits.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card without a special weapon.</extracomment>
        <translation>Brak broni specjalnej, ale pasuje każda modyfikacja napędu.</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Galaxy Fighters: the name of the content file of the weapons, engines and tiles.</extracomment>
        <translation>Wyposażenie kokpitu</translation>
    </message>
    <message>
        <source>Wide Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Szeroka wiązka</translation>
    </message>
    <message>
        <source>Aim like Fire: every alien in the zone of the closest alien in your column is hit, into your neighbours&apos; atmospheres too.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text. A column is a line of spaces from the ship&apos;s district across the board; a zone a row of spaces.</extracomment>
        <translation>Celuj jak przy symbolu „Ogień”: trafiony zostaje każdy obcy w strefie najbliższego obcego w twojej kolumnie, także w atmosferach sąsiadów.</translation>
    </message>
    <message>
        <source>Laser Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Wiązka laserowa</translation>
    </message>
    <message>
        <source>Hit the top alien of every stack in your column, through deep space and into the opposite atmosphere.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Traf obcego z wierzchu każdego stosu w twojej kolumnie, przez głęboki kosmos aż do przeciwległej atmosfery.</translation>
    </message>
    <message>
        <source>Spread Shot</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Strzał rozproszony</translation>
    </message>
    <message>
        <source>Hit the closest alien straight ahead and the closest on each forward diagonal.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Traf najbliższego obcego na wprost i najbliższego na każdej przekątnej do przodu.</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Dopalacz</translation>
    </message>
    <message>
        <source>Fly to a free space of your atmosphere up to 2 spaces away.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Leć na wolne pole swojej atmosfery oddalone najwyżej o 2 pola.</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Napęd warp</translation>
    </message>
    <message>
        <source>Jump to any free space of your atmosphere.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Skocz na dowolne wolne pole swojej atmosfery.</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it deflects what hits the ship).</extracomment>
        <translation>Deflektor</translation>
    </message>
    <message>
        <source>Your ship is shielded until the start of your next turn.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Twój statek jest osłonięty tarczą do początku twojej następnej tury.</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it pushes aliens away).</extracomment>
        <translation>Repulsor</translation>
    </message>
    <message>
        <source>Push the closest alien in your column one zone back.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Odepchnij najbliższego obcego w twojej kolumnie o jedną strefę do tyłu.</translation>
    </message>
    <message>
        <source>Blaster Cell</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Fire symbol).</extracomment>
        <translation>Ogniwo blastera</translation>
    </message>
    <message>
        <source>Adds a Fire symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Dodaje do twojego rzutu symbol „Ogień”.</translation>
    </message>
    <message>
        <source>Thruster Boost</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Move symbol).</extracomment>
        <translation>Zastrzyk ciągu</translation>
    </message>
    <message>
        <source>Adds a Move symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Dodaje do twojego rzutu symbol „Ruch”.</translation>
    </message>
    <message>
        <source>Power Core</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Special symbol).</extracomment>
        <translation>Rdzeń energii</translation>
    </message>
    <message>
        <source>Adds a Special symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Dodaje do twojego rzutu symbol „Specjalny”.</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it lets the player roll again).</extracomment>
        <translation>Szczęśliwa gwiazda</translation>
    </message>
    <message>
        <source>Reroll all your unused command dice once.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Raz przerzuć wszystkie swoje niewykorzystane kości rozkazów.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the easiest, for beginners).</extracomment>
        <translation>Nowicjusz</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the standard one).</extracomment>
        <translation>Pilot ekspert</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the hardest).</extracomment>
        <translation>As</translation>
    </message>
</context>
<context>
    <name>GalaxyOfD</name>
    <message>
        <source>Redog</source>
        <extracomment>Galaxy of D: the name of the first side (player), a proper name from the rulebook: keep it or transliterate. Seen in the log, the board and the results.</extracomment>
        <translation>Redog</translation>
    </message>
    <message>
        <source>Cynder</source>
        <extracomment>Galaxy of D: the name of the second side (player), a proper name from the rulebook: keep it or transliterate. Seen in the log, the board and the results.</extracomment>
        <translation>Cynder</translation>
    </message>
    <message>
        <source>Pirates</source>
        <extracomment>Galaxy of D: the pirates, the neutral ships that attack both sides, as a side of a combat (in the log and the board).</extracomment>
        <translation>Piraci</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>Galaxy of D, the log: a number of ships of one type. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: how many, e.g. &apos;Cruiser ×3&apos;.</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 bought nothing</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 – nic</translation>
    </message>
    <message>
        <source>%1 bought %2</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;; %2: the ships, e.g. &apos;Cruiser ×2, Bomber&apos;.</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>The starting ships are revealed: %1.</source>
        <extracomment>Galaxy of D, the log: %1: what each side bought, e.g. &apos;Redog bought Cruiser ×2; Cynder bought nothing&apos;.</extracomment>
        <translation>Ujawniono statki startowe: %1.</translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <extracomment>Galaxy of D: a sector (a hexagon) of the galaxy, in the log and the board. %1 and %2: its coordinates, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>sektor %1,%2</translation>
    </message>
    <message>
        <source>%1 (attack %2)</source>
        <extracomment>Galaxy of D, the log: a side in a combat. %1: a side, e.g. &apos;Redog&apos;; %2: its attack strength, a number.</extracomment>
        <translation>%1 (atak %2)</translation>
    </message>
    <message>
        <source>Combat in %1: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the sides and their attacks, e.g. &apos;Redog (attack 7), Pirates (attack 3)&apos;.</extracomment>
        <translation>Walka (%1): %2.</translation>
    </message>
    <message>
        <source>The Pirates lose nothing.</source>
        <translation>Piraci nic nie tracą.</translation>
    </message>
    <message>
        <source>%1 loses nothing.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;.</extracomment>
        <translation>%1 nic nie traci.</translation>
    </message>
    <message>
        <source>The Pirates lose %1.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: the ships the pirates lose, e.g. &apos;Cruiser Pirate&apos;.</extracomment>
        <translation>Piraci tracą: %1.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the ships lost, e.g. &apos;Cruiser, Bomber&apos;.</extracomment>
        <translation>%1 traci: %2.</translation>
    </message>
    <message>
        <source>The %1 Starbase takes %2 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Cynder&apos; (&apos;the Cynder Starbase&apos;); %2: the damage, a number. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>Baza gwiezdna gracza %1 otrzymuje obrażenia: %2.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money (after the dollar sign), e.g. &apos;$2&apos;. Scavenger: a ship type.</extracomment>
        <translation>%1 zarabia $%2 dzięki Grabieżcom.</translation>
    </message>
    <message>
        <source>The %1 moves from %2 to %3.</source>
        <extracomment>Galaxy of D, the log: a pirate ship moves. %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2 and %3: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 przelatuje (%2 → %3).</translation>
    </message>
    <message>
        <source>The %1 in %2 has no ship it can reach and stays.</source>
        <extracomment>Galaxy of D, the log: %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (%2) nie dosięgnie żadnego statku i zostaje na miejscu.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1: %2 uderza w Bazę gwiezdną gracza %3 (obrażenia: %4).</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: %2 bierze ładunek (%3).</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: an amount of money, after the dollar sign.</extracomment>
        <translation>%1: %2 sprzedaje ładunek za $%3.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos; (&apos;the Redog turn&apos;); %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left, a number.</extracomment>
        <translation>Koniec tury gracza %1: produkcja $%2, pancerz Bazy gwiezdnej %3.</translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll, a number; %n: the number of Things drawn (placed on the galaxy).</extracomment>
        <translation>
            <numerusform>Rzut kością %1: do wylosowania %n Obiekt.</numerusform>
            <numerusform>Rzut kością %1: do wylosowania %n Obiekty.</numerusform>
            <numerusform>Rzut kością %1: do wylosowania %n Obiektów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>Rzut kością %1: każdy gracz zaczyna z $%2.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Rzut kością pirata %1: pirat leci.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Rzut kością pirata %1: pirat zostaje na miejscu.</translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation>Wylosowano zakryty Obiekt.</translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector (a planet, an asteroid ...).</extracomment>
        <translation>Umieszczono Obiekt (%1).</translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 rozpoczyna grę.</translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Pirat ściga statki (%1).</translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <extracomment>Galaxy of D, the log: the bid for the first turn. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>%1 licytuje $%2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>Galaxy of D, the log: the player bids nothing more (a verb). %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 pasuje.</translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 stawia Bazę gwiezdną (%2).</translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1 kupuje: %2.</translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The purchase is hidden from the other player until both are done.</extracomment>
        <translation>%1 kończy tajny zakup.</translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The movement is a phase of the turn.</extracomment>
        <translation>%1 kończy ruch.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 kończy turę.</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3 and %4: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: %2 przelatuje (%3 → %4).</translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 rozpoczyna walkę (%2).</translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <extracomment>Galaxy of D, the log: the ship that takes the enemy&apos;s hits first. %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1: %2 przyjmuje ogień.</translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 wybiera pirata, który ruszy jako następny.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galaxy of D, the log: the player gives up the game. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 poddaje się.</translation>
    </message>
    <message>
        <source>%1 puts a %2 on top of the stack in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: %2 na wierzchu stosu (%3).</translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The cheapest ship: fast, weak.</extracomment>
        <translation>Myśliwiec</translation>
    </message>
    <message>
        <source>Scavenger</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that earns money from enemy ships destroyed in its combats.</extracomment>
        <translation>Grabieżca</translation>
    </message>
    <message>
        <source>Freighter</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A cargo ship that carries goods from planets to the Spaceport.</extracomment>
        <translation>Frachtowiec</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A sturdy warship.</extracomment>
        <translation>Krążownik</translation>
    </message>
    <message>
        <source>Bomber</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that attacks enemy Starbases only.</extracomment>
        <translation>Bombowiec</translation>
    </message>
    <message>
        <source>Assassin</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A fast ship with a strong attack.</extracomment>
        <translation>Zabójca</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The biggest warship: slow, the strongest.</extracomment>
        <translation>Niszczyciel</translation>
    </message>
    <message>
        <source>Planet</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Planeta</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Asteroida</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules). Where Freighters sell their cargo.</extracomment>
        <translation>Kosmoport</translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Cruiser of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Piracki krążownik</translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Scavenger of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Piracki grabieżca</translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <extracomment>Galaxy of D: the name of the shipped galaxy (a content file, the game&apos;s own name), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galaxy of D: the name of the shipped rule set, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Zasady standardowe</translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <extracomment>Galaxy of D: the name of the shipped rule set with a quicker setup, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Zasady standardowe, szybkie przygotowanie</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <extracomment>Galaxy of D: the ability of the ship type Scavenger, seen in the shop and the rules.</extracomment>
        <translation>Zarabia $1 za każdy wrogi statek zniszczony w walce, którą przetrwa jeden z twoich Grabieżców.</translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <extracomment>Galaxy of D: the ability of the ship type Freighter, seen in the shop and the rules. &apos;Cargo Price&apos; is the game&apos;s term (the price a cargo sells for).</extracomment>
        <translation>Zabiera jeden ładunek z planety i sprzedaje go w Kosmoporcie po cenie ładunku.</translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <extracomment>Galaxy of D: the ability of the ship type Bomber, seen in the shop and the rules. &apos;Starbase&apos; is the game&apos;s term (each player&apos;s home base).</extracomment>
        <translation>Atakuje tylko wrogie Bazy gwiezdne: zadaje 10 obrażeń, gdy wlatuje do wrogiej Bazy gwiezdnej.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %n: the number, e.g. &apos;1 player&apos;.</extracomment>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n gracze</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %1: the fewest; %n: the most, e.g. &apos;1–4 players&apos;.</extracomment>
        <translation>
            <numerusform>%1–%n graczy</numerusform>
            <numerusform>%1–%n graczy</numerusform>
            <numerusform>%1–%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  ·  %2  ·  %3</source>
        <extracomment>The home page, a game&apos;s card: a line of facts. %1: the players, e.g. &apos;1–4 players&apos;; %2: &apos;dice and draws&apos; or &apos;no luck&apos;; %3: &apos;hidden information&apos; or &apos;open information&apos;. Keep the dots and spaces.</extracomment>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <source>dice and draws</source>
        <translation>kości i losowanie</translation>
    </message>
    <message>
        <source>no luck</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: no dice and no cards drawn. Short.</extracomment>
        <translation>bez losowości</translation>
    </message>
    <message>
        <source>hidden information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: the players do not see everything (hidden cards or purchases). Short.</extracomment>
        <translation>ukryte informacje</translation>
    </message>
    <message>
        <source>open information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: everything is in view of all players. Short.</extracomment>
        <translation>jawne informacje</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The home page, a game&apos;s card: a button (a verb phrase: set up a new game). Short.</extracomment>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page, a game&apos;s card: a label on a game that cannot be played yet. Short.</extracomment>
        <translation>Wkrótce</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>The home page, a game&apos;s card: what a screen reader says for the button &quot;New game…&quot; (there is one per game). %1: the game&apos;s name.</extracomment>
        <translation>Nowa gra: %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <extracomment>The game screen: the heading of the log of the moves (a noun).</extracomment>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>The game log: a heading before the moves of a turn. %1: the turn&apos;s number, e.g. 3.</extracomment>
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
        <extracomment>The game over summary: its heading.</extracomment>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>The game over summary: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 wygrywa!</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <extracomment>The game over summary: a draw, or all players lost.</extracomment>
        <translation>Nikt nie wygrywa.</translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <extracomment>The game over summary: %n: the number of turns played.</extracomment>
        <translation>
            <numerusform>po %n turze</numerusform>
            <numerusform>po %n turach</numerusform>
            <numerusform>po %n turach</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>The game over summary: a button that closes the summary to look at the final board. Short.</extracomment>
        <translation>Zobacz planszę</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The game over summary: a button back to the home page (a noun). Short.</extracomment>
        <translation>Start</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The game over summary: a button that opens the new game dialog (a verb phrase). Short.</extracomment>
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
        <extracomment>The game screen: the button in the top bar back to the home page (‹ is an arrow). Keep it short.</extracomment>
        <translation>‹ Start</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The game screen: a label in the top bar: the random seed of the game, to replay it. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Ziarno %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>The game screen: a button in the top bar (a verb: take back the last move). Keep it short.</extracomment>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Cofnij ostatni ruch (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>The game screen: a button in the top bar (a verb: play the move taken back again). Keep it short.</extracomment>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Wykonaj ruch ponownie (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>The game screen: a button in the top bar (a noun: the app suggests a move). Keep it short.</extracomment>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Suggest a move from what you can see; it is not played (H)</source>
        <translation>Zaproponuj ruch na podstawie tego, co widzisz; nie zostanie wykonany (H)</translation>
    </message>
    <message>
        <source>More ▾</source>
        <extracomment>The game screen: a button in the top bar that opens a menu of more actions (▾ is an arrow). Keep it short.</extracomment>
        <translation>Więcej ▾</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: save the game).</extracomment>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: open a saved game).</extracomment>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu: open the Workshop, the app&apos;s content editor (a name).</extracomment>
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
        <extracomment>The game screen: a button in the top bar: show the rules beside the board (a noun). Keep it short.</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>The game screen: a button in the top bar when the game is over: show the result (a noun). Keep it short.</extracomment>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Concede</source>
        <extracomment>The game screen: a button in the top bar: give up the game (a verb). Keep it short.</extracomment>
        <translation>Poddaj się</translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Nie udało się wyświetlić planszy gry %1.</translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Plansza gry %1 jest w przygotowaniu. Gra i tak się toczy: śledź ją w dzienniku.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The game screen: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Szukam dobrego ruchu…</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <extracomment>The game screen: a hint. %1: the suggested move, e.g. &apos;Explore Sirius&apos;.</extracomment>
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
        <extracomment>The game screen: the status bar. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Ruch: %1</translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <extracomment>The game screen: the status bar. %1: a computer player&apos;s name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Ruch: %1 (komputer)</translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Opis zasad gry %1 nie jest jeszcze gotowy.</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Poddać grę?</translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <extracomment>The game screen: the question before conceding. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
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
        <extracomment>The game screen: a tool tip. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
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
    <message>
        <source>This game could not be saved automatically (%1). Continue may bring back an older position: use Save to keep this one.</source>
        <extracomment>The game screen: a notice when the game could not be saved automatically. %1: the file and the system&apos;s reason, e.g. &apos;/home/ann/autosave.json: cannot write the file: No space left on device&apos;.</extracomment>
        <translation>Nie udało się automatycznie zapisać tej gry (%1). „Kontynuuj” może przywrócić wcześniejszą pozycję: użyj „Zapisz”, aby zachować tę.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>The game screen: a button that closes the notice about a failed autosave.</extracomment>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>The rules are open beside the board.</source>
        <extracomment>The game screen: for a screen reader, on the Rules button while the rules show.</extracomment>
        <translation>Zasady są otwarte obok planszy.</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <extracomment>The game screen: the button that closes the rules beside the board (a cross; said by a screen reader and in its tool tip).</extracomment>
        <translation>Zamknij zasady</translation>
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
        <extracomment>The result of a game in the results list. %1: a player&apos;s or side&apos;s name, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 wygrywa.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the game&apos;s identifier given, e.g. &apos;galaxy-of-d&apos;.</extracomment>
        <translation>Nieznana gra „%1”.</translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the level given; %2: a game&apos;s name; %3: the levels it has, e.g. &apos;beginner, standard, expert&apos;.</extracomment>
        <translation>Nieznany gracz komputerowy „%1” (%2 ma: %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;; %n: the number of players.</extracomment>
        <translation>
            <numerusform>W grę %1 nie można grać w %n osobę.</numerusform>
            <numerusform>W grę %1 nie można grać w %n osoby.</numerusform>
            <numerusform>W grę %1 nie można grać w %n osób.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no setup &apos;%2&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name; %2: the setup&apos;s identifier given.</extracomment>
        <translation>Gra %1 nie ma przygotowania „%2”.</translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (%2).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the setup&apos;s identifier given; %2: the reason.</extracomment>
        <translation>Nieznane przygotowanie „%1” (%2).</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the seed given.</extracomment>
        <translation>Ziarno musi być liczbą całkowitą od 0 do 18446744073709551615, a nie „%1”.</translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
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
        <extracomment>The game screen: why a move cannot be made for a player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Najpierw %1 musi zasiąść przed ekranem.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Teraz nie jest tura gracza-człowieka.</translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
        <extracomment>The game screen: %1: a player&apos;s name, e.g. &apos;Anna&apos;. &apos;Concede&apos; is the button in the top bar that gives up the game: use its translation.</extracomment>
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
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <extracomment>A mistake in a saved game file. %1: the file&apos;s path; &apos;/actions/%2&apos; is the place in the file (keep it), %2: the action&apos;s number from 0; %3: the action.</extracomment>
        <translation>%1: /actions/%2: gra nie pozwala tu na tę akcję (%3)</translation>
    </message>
    <message>
        <source>%1 cannot be played in this window yet: its board is still being made. starboard-cli plays it.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy Fighters&apos;.</extracomment>
        <translation>W grę %1 nie można jeszcze grać w tym oknie: jej plansza wciąż powstaje. starboard-cli już w nią gra.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): no move of a person yet.</extracomment>
        <translation>Nie masz jeszcze żadnego ruchu do cofnięcia.</translation>
    </message>
    <message>
        <source>A game given up cannot be taken back.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip).</extracomment>
        <translation>Poddanej partii nie można cofnąć.</translation>
    </message>
    <message>
        <source>The other player has had the screen since your last move, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): two people play on one screen and the other one has played since.</extracomment>
        <translation>Od twojego ostatniego ruchu ekran miał drugi gracz, więc ruch zostaje.</translation>
    </message>
    <message>
        <source>Since your last move you have seen dice, a card or something hidden, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): a die was rolled, a card drawn or something hidden shown after the player&apos;s last move.</extracomment>
        <translation>Od twojego ostatniego ruchu widziałeś kości, kartę lub coś ukrytego, więc ruch zostaje.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Galaxy of D</source>
        <extracomment>A game&apos;s name on the home page and everywhere (a title: keep it, or translate as the game&apos;s publisher would). &apos;D&apos; is a letter.</extracomment>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Galactic Warfare</source>
        <extracomment>A game&apos;s name on the home page (a title: keep it, or translate as the game&apos;s publisher would).</extracomment>
        <translation>Galactic Warfare</translation>
    </message>
    <message>
        <source>Pilots of Gallaxia</source>
        <extracomment>A game&apos;s name on the home page (a title: keep it, or translate as the game&apos;s publisher would). Gallaxia is a made-up name. Not playable yet.</extracomment>
        <translation>Pilots of Gallaxia</translation>
    </message>
    <message>
        <source>Galaxy Command</source>
        <extracomment>A game&apos;s name on the home page and everywhere (a title: keep it, or translate as the game&apos;s publisher would).</extracomment>
        <translation>Galaxy Command</translation>
    </message>
    <message>
        <source>Galaxy Fighters</source>
        <extracomment>A game&apos;s name on the home page and everywhere (a title: keep it, or translate as the game&apos;s publisher would).</extracomment>
        <translation>Galaxy Fighters</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Gracz %1</translation>
    </message>
</context>
<context>
    <name>GcBoard</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Command board: a notice shown briefly. %1: an event card&apos;s name, e.g. &apos;Strike&apos;; %2: its effect, e.g. &apos;Player 2: +2 metal&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>YEAR %1</source>
        <extracomment>Galaxy Command board: a heading above the event cards (capitals). %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>ROK %1</translation>
    </message>
    <message>
        <source>No events left: the game is over</source>
        <translation>Brak wydarzeń: gra się zakończyła</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <extracomment>Galaxy Command board: the status of the event deck, short form for a narrow window. %n: event cards left; %1: this round; %2: all rounds, e.g. &apos;3 event(s) left · round 2/6&apos;.</extracomment>
        <translation>
            <numerusform>Zostało %n wydarzenie · runda %1/%2</numerusform>
            <numerusform>Zostały %n wydarzenia · runda %1/%2</numerusform>
            <numerusform>Zostało %n wydarzeń · runda %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <extracomment>Galaxy Command board: the status of the event deck. %n: event cards left; %1: this round; %2: all rounds.</extracomment>
        <translation>
            <numerusform>W tym roku zostało %n wydarzenie · runda %1 z %2</numerusform>
            <numerusform>W tym roku zostały %n wydarzenia · runda %1 z %2</numerusform>
            <numerusform>W tym roku zostało %n wydarzeń · runda %1 z %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Empire: %1/%2 distant</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress, short form for a narrow window. %1: distant systems aligned; %2: the number needed, e.g. &apos;Empire: 2/5 distant&apos;.</extracomment>
        <translation>Imperium: %1/%2 odległych</translation>
    </message>
    <message>
        <source>Empire: %1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress (all players together). %1: distant systems aligned; %2: the number needed to win.</extracomment>
        <translation>Imperium: przyłączone odległe układy: %1 z %2</translation>
    </message>
    <message>
        <source>All players win together when %1 distant systems are aligned in their sectors at the end.</source>
        <extracomment>Galaxy Command board: a tool tip. %1: the number of distant systems needed, e.g. 5.</extracomment>
        <translation>Wszyscy gracze wygrywają razem, jeśli na koniec w ich sektorach będzie przyłączonych %1 odległych układów.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>Galaxy Command board: a tab with a player&apos;s name. %1: the name, e.g. &apos;Anna (you)&apos;. Keep it short.</extracomment>
        <translation>%1 (ty)</translation>
    </message>
    <message>
        <source>Show the sector and mats of %1</source>
        <extracomment>Galaxy Command board: a tab&apos;s tool tip. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Pokaż sektor i plansze: %1</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command board: the heading of the viewer&apos;s own cards, the player&apos;s part of the galaxy (sector: the game&apos;s term). Short.</extracomment>
        <translation>Twój sektor</translation>
    </message>
    <message>
        <source>Your sector of the Empire</source>
        <translation>Twój sektor Imperium</translation>
    </message>
    <message>
        <source>Sector of %1</source>
        <extracomment>Galaxy Command board: the heading of another player&apos;s cards. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Sektor: %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s home mat (the game&apos;s term: the board of storage, production and military). Short.</extracomment>
        <translation>Plansza domowa</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s technology mat (a noun, plural). Short.</extracomment>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Back to my sector</source>
        <extracomment>Galaxy Command board: a button that shows the viewer&apos;s own cards again after looking at another player&apos;s (sector: the game&apos;s term). Short.</extracomment>
        <translation>Wróć do mojego sektora</translation>
    </message>
    <message>
        <source>Bide time</source>
        <extracomment>Galaxy Command board: a button: do nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. Short.</extracomment>
        <translation>Przeczekaj</translation>
    </message>
    <message>
        <source>Explore and attack nothing this turn: no risk, no new system.</source>
        <translation>W tej turze niczego nie badasz ani nie atakujesz: bez ryzyka, bez nowego układu.</translation>
    </message>
    <message>
        <source>%1 metal → %2 wealth</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 metal → 1 wealth&apos;. Short.</extracomment>
        <translation>%1 metalu → %2 bogactwa</translation>
    </message>
    <message>
        <source>%1 wealth → %2 metal</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 wealth → 1 metal&apos;. Short.</extracomment>
        <translation>%1 bogactwa → %2 metalu</translation>
    </message>
    <message>
        <source>No trade</source>
        <extracomment>Galaxy Command board: a button: skip the trade (a noun phrase). Short.</extracomment>
        <translation>Bez wymiany</translation>
    </message>
    <message>
        <source>Build military</source>
        <extracomment>Galaxy Command board: a button (a verb phrase): build military strength, +1. Short.</extracomment>
        <translation>Rozbuduj wojsko</translation>
    </message>
    <message>
        <source>+1 military strength for %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command board: a tool tip of the &apos;Build military&apos; button. %1 and %2: numbers.</extracomment>
        <translation>+1 siły militarnej za %1 metalu i %2 bogactwa.</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Command board: a button (a verb phrase). Short.</extracomment>
        <translation>Zakończ turę</translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <extracomment>Galaxy Command, a system card on the board: what a screen reader says of the card. %1: its name, e.g. &apos;Sirius&apos;; %2: &apos;near&apos; or &apos;distant&apos;; %3: its resistance; %4, %5: its metal and wealth production; %n: its victory points; %6: &apos;Aligned with the Empire.&apos; or &apos;Unaligned.&apos;.</extracomment>
        <translation>
            <numerusform>%1 (układ %2): opór %3, metal %4, bogactwo %5, %n punkt zwycięstwa. %6</numerusform>
            <numerusform>%1 (układ %2): opór %3, metal %4, bogactwo %5, %n punkty zwycięstwa. %6</numerusform>
            <numerusform>%1 (układ %2): opór %3, metal %4, bogactwo %5, %n punktów zwycięstwa. %6</numerusform>
        </translation>
    </message>
    <message>
        <source>distant</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system far away.</extracomment>
        <translation>odległy</translation>
    </message>
    <message>
        <source>near</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system close to home.</extracomment>
        <translation>bliski</translation>
    </message>
    <message>
        <source>Aligned with the Empire.</source>
        <translation>Przyłączony do Imperium.</translation>
    </message>
    <message>
        <source>Unaligned.</source>
        <extracomment>Galaxy Command, a system card on the board: the card&apos;s state: the system has not joined the Empire (yet). A short sentence.</extracomment>
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
        <extracomment>Galaxy Command, a system card on the board: a tool tip. %1: the card&apos;s resistance, a number.</extracomment>
        <translation>Kliknij, aby go podbić: rzut kością plus twoja siła militarna przeciw %1.</translation>
    </message>
    <message>
        <source>DISTANT</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a distant system card (capitals, tight space).</extracomment>
        <translation>ODLEGŁY</translation>
    </message>
    <message>
        <source>NEAR</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a near system card (capitals, tight space).</extracomment>
        <translation>BLISKI</translation>
    </message>
    <message>
        <source>ALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has joined the Empire (capitals, tight space).</extracomment>
        <translation>PRZYŁĄCZONY</translation>
    </message>
    <message>
        <source>UNALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has not joined the Empire (capitals, tight space).</extracomment>
        <translation>NIEPRZYŁĄCZONY</translation>
    </message>
    <message>
        <source>Explore</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: turn the face-down card over and attack it). Short.</extracomment>
        <translation>Zbadaj</translation>
    </message>
    <message>
        <source>Conquer</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: attack the face-up system to align it). Short.</extracomment>
        <translation>Podbij</translation>
    </message>
    <message>
        <source>%1 Row %2, place %3.</source>
        <extracomment>Galaxy Command, a face-down system card on the board: what a screen reader says. %1: &apos;A face-down near system.&apos; or &apos;A face-down distant system.&apos;; %2: the card&apos;s row on the board (1 is the top row); %3: its place in the row (1 is the left).</extracomment>
        <translation>%1 Rząd %2, miejsce %3.</translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message>
        <source>The Empire wins</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) win together.</extracomment>
        <translation>Imperium wygrywa</translation>
    </message>
    <message>
        <source>The Empire loses</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) lose together.</extracomment>
        <translation>Imperium przegrywa</translation>
    </message>
    <message>
        <source>%1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command, the Empire&apos;s result (the players play together): %1: the distant systems aligned, %2: the number needed to win, e.g. &apos;4 of 5 distant systems aligned&apos;.</extracomment>
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
        <extracomment>Galaxy Command: a player&apos;s result in the results list; %n: the victory points scored.</extracomment>
        <translation>
            <numerusform>%n punkt zwycięstwa</numerusform>
            <numerusform>%n punkty zwycięstwa</numerusform>
            <numerusform>%n punktów zwycięstwa</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A result note: %1: the result&apos;s title (a rank such as &apos;Promoted to Captain&apos;, or &apos;The Empire wins&apos;), %2: its detail such as &apos;12 victory points&apos;.</extracomment>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>GcEventCard</name>
    <message numerus="yes">
        <source>EVENTS
%n to come in Year %1</source>
        <extracomment>Galaxy Command, the event deck on the board: a heading (capitals) and a second line. %n: event cards still to come; %1: the year (round), 1 or 2. Keep the line break.</extracomment>
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
        <extracomment>Galaxy Command, a red alert card: the stamp at the top (capitals, tight space). A red alert is the harsher kind of event card.</extracomment>
        <translation>CZERWONY ALARM</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Galaxy Command, an event card: the stamp at the top (capitals, tight space).</extracomment>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <source>Year %1: %2</source>
        <extracomment>Galaxy Command, an event card: the effect of a year. %1: the year, 1 or 2; %2: the effect, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Rok %1: %2</translation>
    </message>
    <message>
        <source>After the red alert %1</source>
        <extracomment>Galaxy Command, an event card: it comes after red alert cards of the year. %1: their names, e.g. &apos;Pirate Raid, Saboteurs&apos;.</extracomment>
        <translation>Po czerwonym alarmie %1</translation>
    </message>
    <message>
        <source>Played in place of a red alert</source>
        <translation>Zagrane zamiast czerwonego alarmu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Command, an event card: a player&apos;s line. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: what happened, e.g. &apos;+2 metal&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GcHomeMat</name>
    <message>
        <source>Home mat of %1</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Plansza domowa: %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): its heading (the game&apos;s term).</extracomment>
        <translation>Plansza domowa</translation>
    </message>
    <message>
        <source>STRIKE</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat during a strike (the workers strike: no production). Capitals, tight space.</extracomment>
        <translation>STRAJK</translation>
    </message>
    <message>
        <source>A strike: no production (half with Robot Workers) at the next collect.</source>
        <translation>Strajk: przy następnych zbiorach brak produkcji (połowa z Robotami przemysłowymi).</translation>
    </message>
    <message>
        <source>DIPLOMACY</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat while Interstellar Diplomacy is ready to use. Capitals, tight space.</extracomment>
        <translation>DYPLOMACJA</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn&apos;s explore or conquer succeeds without a roll.</source>
        <translation>Dyplomacja międzygwiezdna: badanie lub podbój w tej turze udaje się bez rzutu.</translation>
    </message>
    <message>
        <source>Metal stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal in storage. Short.</extracomment>
        <translation>Metal w magazynie</translation>
    </message>
    <message>
        <source>Metal storage, up to the limit marked in gold</source>
        <translation>Magazyn metalu, do limitu zaznaczonego złotem</translation>
    </message>
    <message>
        <source>Wealth stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth in storage. Short.</extracomment>
        <translation>Bogactwo w magazynie</translation>
    </message>
    <message>
        <source>Wealth storage, up to the limit marked in gold</source>
        <translation>Magazyn bogactwa, do limitu zaznaczonego złotem</translation>
    </message>
    <message>
        <source>Metal income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal produced every turn. Short.</extracomment>
        <translation>Dochód metalu</translation>
    </message>
    <message>
        <source>Metal production: collected every turn</source>
        <translation>Produkcja metalu: zbierana co turę</translation>
    </message>
    <message>
        <source>Wealth income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth produced every turn. Short.</extracomment>
        <translation>Dochód bogactwa</translation>
    </message>
    <message>
        <source>Wealth production: collected every turn</source>
        <translation>Produkcja bogactwa: zbierana co turę</translation>
    </message>
    <message>
        <source>Military</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: military strength (a noun). Short.</extracomment>
        <translation>Wojsko</translation>
    </message>
    <message>
        <source>Military strength, added to the die when you attack; its limit marked in gold</source>
        <translation>Siła militarna, dodawana do rzutu kością przy ataku; jej limit zaznaczono złotem</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s value and its limit. %1: the value, %2: the limit, e.g. &apos;2/3&apos;. Tight space.</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s value when it has no limit (production). %1: a number, e.g. &apos;+2&apos;. Tight space.</extracomment>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>GcPlayerPanel</name>
    <message>
        <source>%1/%2</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: a figure with its limit. %1: the value, %2: the limit, e.g. &apos;2/3&apos;. Tight space.</extracomment>
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
        <extracomment>Galaxy Command, a player&apos;s panel: a label before the production figures (metal and wealth).</extracomment>
        <translation>Produkcja na turę:</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: a production figure. %1: a number, e.g. &apos;+2&apos;. Tight space.</extracomment>
        <translation>+%1</translation>
    </message>
    <message numerus="yes">
        <source>%n aligned</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the systems aligned with the Empire. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n przyłączony</numerusform>
            <numerusform>%n przyłączone</numerusform>
            <numerusform>%n przyłączonych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: added after &apos;%n aligned&apos;: how many of them are distant systems. %n: the number; keep the space before the bracket.</extracomment>
        <translation>
            <numerusform> (%n odległy)</numerusform>
            <numerusform> (%n odległe)</numerusform>
            <numerusform> (%n odległych)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the technologies discovered. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n technologia</numerusform>
            <numerusform>%n technologie</numerusform>
            <numerusform>%n technologii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: at the end of the game. %n: the victory points; %1: the rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n punkt zwycięstwa: %1</numerusform>
            <numerusform>%n punkty zwycięstwa: %1</numerusform>
            <numerusform>%n punktów zwycięstwa: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: during the game. %n: the victory points; %1: the rank they would give, e.g. &apos;Remain a Commander&apos;.</extracomment>
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
        <extracomment>Galaxy Command, a player&apos;s panel: a button that shows this player&apos;s cards on the board (sector: the game&apos;s term). Short.</extracomment>
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
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Bunt</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Inwazja</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Pucz wojskowy</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: a system, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: &apos;Revolt&apos; or &apos;Invasion&apos;; %3: a system, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: no roll needed</source>
        <translation>Dyplomacja międzygwiezdna: rzut niepotrzebny</translation>
    </message>
    <message>
        <source>Rolled %1: the coup needs %2 or more</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: the roll needed.</extracomment>
        <translation>Wyrzucono %1: pucz wymaga %2 lub więcej</translation>
    </message>
    <message>
        <source>%1 + %2 %3 = %4 against %5</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: &apos;military&apos; or &apos;force&apos; (the bonus&apos;s name); %3: the bonus; %4: the total; %5: the resistance to beat, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + %2 %3 = %4 przeciw %5</translation>
    </message>
</context>
<context>
    <name>GcRules</name>
    <message>
        <source>Galaxy Command</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: the title, the game&apos;s name (keep it as on the home page).</extracomment>
        <translation>Galaxy Command</translation>
    </message>
    <message>
        <source>You are a sector Commander of the Empire. Explore, attack and conquer the systems of your sector, grow your metal, wealth and military strength, discover technologies, and survive the events of two years. Victory points come from your aligned systems, your technologies and three bonuses. One player plays against the events alone; two to four play together for the Empire.</source>
        <translation>Jesteś dowódcą sektora Imperium. Badaj, atakuj i podbijaj układy swojego sektora, pomnażaj metal, bogactwo i siłę militarną, odkrywaj technologie i przetrwaj wydarzenia dwóch lat. Punkty zwycięstwa dają przyłączone układy, technologie i trzy premie. Jeden gracz gra sam przeciw wydarzeniom; od dwóch do czterech graczy gra razem dla Imperium.</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the player&apos;s part of the galaxy (sector: the game&apos;s term).</extracomment>
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
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
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
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the event cards (a noun, plural).</extracomment>
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
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the aligned systems. Short.</extracomment>
        <translation>Układy</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the technologies. Short.</extracomment>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Exploration</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the exploration bonus (the rulebook&apos;s name: all nine cards explored). Short.</extracomment>
        <translation>Eksploracja</translation>
    </message>
    <message>
        <source>Scientific</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the scientific bonus (the rulebook&apos;s name: all eight technologies discovered). Short.</extracomment>
        <translation>Nauka</translation>
    </message>
    <message>
        <source>Warlord</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the warlord bonus (the rulebook&apos;s name: all nine systems aligned). Short.</extracomment>
        <translation>Watażka</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>Galaxy Command, the score sheet at the end: the sum of the points (a noun). Short.</extracomment>
        <translation>Suma</translation>
    </message>
    <message>
        <source>%1+ %2</source>
        <extracomment>Galaxy Command, the score sheet at the end: a rank&apos;s line in the table of ranks. %1: the least score; %2: the rank, e.g. &apos;17+ Promoted to Admiral&apos;.</extracomment>
        <translation>%1+ %2</translation>
    </message>
    <message>
        <source>%1–%2 %3</source>
        <extracomment>Galaxy Command, the score sheet at the end: a rank&apos;s line in the table of ranks. %1, %2: the scores; %3: the rank, e.g. &apos;13–14 Promoted to Captain&apos;.</extracomment>
        <translation>%1–%2 %3</translation>
    </message>
</context>
<context>
    <name>GcTechMat</name>
    <message>
        <source>Technology mat</source>
        <extracomment>Galaxy Command: the heading of the technology mat (the game&apos;s term: the board of the technologies to discover).</extracomment>
        <translation>Plansza technologii</translation>
    </message>
    <message>
        <source>1st generation · 2nd</source>
        <extracomment>Galaxy Command, the technology mat: the headings of its two columns (the generation is the game&apos;s term for a technology&apos;s column). Tight space.</extracomment>
        <translation>1. generacja · 2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s tool tip. %1: its name, e.g. &apos;Robot Workers&apos;; %2: its effect, a sentence.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Costs %1 wealth, worth %n victory point(s).</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s tool tip. %1: its price; %n: its victory points.</extracomment>
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
        <extracomment>Galaxy Command, the technology mat: the player has this technology already (a past participle; a stamp on it). Short.</extracomment>
        <translation>Odkryta</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s price. %1: a number, e.g. &apos;3 wealth&apos;. Tight space.</extracomment>
        <translation>%1 bogactwa</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s victory points (&apos;VP&apos; abbreviates victory points). %1: a number. Tight space.</extracomment>
        <translation>%1 PZ</translation>
    </message>
</context>
<context>
    <name>GfBoard</name>
    <message>
        <source>No ship yet</source>
        <translation>Jeszcze bez statku</translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <extracomment>Galaxy Fighters board: who flies a district&apos;s ship. %1: a player&apos;s name.</extracomment>
        <translation>Pilot: %1</translation>
    </message>
    <message>
        <source>Invaded!</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel once its invader spaces are full (the district is lost).</extracomment>
        <translation>Zajęta!</translation>
    </message>
    <message>
        <source>Invaders %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s invader spaces. %1: filled; %2: all.</extracomment>
        <translation>Najeźdźcy %1/%2</translation>
    </message>
    <message>
        <source>%1 (click or press a key to skip)</source>
        <extracomment>Galaxy Fighters board: while the aliens land, move, crash or invade step by step. %1: what happens now, e.g. &apos;A Bluvol flies towards Rocketown.&apos;</extracomment>
        <translation>%1 (kliknij lub naciśnij klawisz, aby pominąć)</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Galaxy Fighters: the accessible name of the board (a screen reader says it when the keyboard waits there).</extracomment>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Defence tiles: %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel: the defence tiles its ship has not placed yet. %1: left; %2: the ship card&apos;s tiles.</extracomment>
        <translation>Żetony obrony: %1/%2</translation>
    </message>
    <message>
        <source>Round %1 · %2 · spawn cards left: %3 · shipyard: %4 · invaded: %5 of %6</source>
        <extracomment>Galaxy Fighters board: the figures of the game. %1: the round (each ship has one turn a round), from 1; %2: the difficulty&apos;s name; %3: spawn cards left; %4: backup ships left; %5: districts invaded; %6: districts that lose.</extracomment>
        <translation>Runda %1 · %2 · pozostałe karty fal: %3 · stocznia: %4 · zajęte: %5 z %6</translation>
    </message>
    <message>
        <source>Landed with the last spawn card</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a cyan frame on a space means.</extracomment>
        <translation>Wylądował z ostatnią kartą fali</translation>
    </message>
    <message>
        <source>Moved in the last approach</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a grey frame on a space means.</extracomment>
        <translation>Poruszył się w ostatnim zbliżaniu</translation>
    </message>
</context>
<context>
    <name>GfCell</name>
    <message>
        <source>Space %1, %2</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: its column, %2: its row, both numbers from 1.</extracomment>
        <translation>Pole %1, %2</translation>
    </message>
    <message>
        <source>can be clicked</source>
        <translation>można kliknąć</translation>
    </message>
    <message>
        <source>atmosphere of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the space is in a district&apos;s atmosphere. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>atmosfera dzielnicy %1</translation>
    </message>
    <message>
        <source>shielded ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there, with its shield. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>osłonięty tarczą statek dzielnicy %1</translation>
    </message>
    <message>
        <source>ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>statek dzielnicy %1</translation>
    </message>
    <message>
        <source>defence tile</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a defence tile is there.</extracomment>
        <translation>żeton obrony</translation>
    </message>
    <message>
        <source>suggested</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the hint points here.</extracomment>
        <translation>sugerowane</translation>
    </message>
    <message numerus="yes">
        <source>%1 towards %2, stack of %n</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: the top alien&apos;s kind, e.g. &apos;Bluvol&apos;; %2: the district it flies towards, e.g. &apos;Rocketown&apos;; %n: the aliens stacked there.</extracomment>
        <translation>
            <numerusform>%1 w stronę: %2, stos %n obcego</numerusform>
            <numerusform>%1 w stronę: %2, stos %n obcych</numerusform>
            <numerusform>%1 w stronę: %2, stos %n obcych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stack of %n aliens, top first:</source>
        <extracomment>Galaxy Fighters board: the first line of a space&apos;s tool tip over a stack of aliens; one line per alien follows, the top one first (the one a shot hits).</extracomment>
        <translation>
            <numerusform>Stos %n obcego, od góry:</numerusform>
            <numerusform>Stos %n obcych, od góry:</numerusform>
            <numerusform>Stos %n obcych, od góry:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: speed %2, towards %3</source>
        <extracomment>Galaxy Fighters board: an alien in a space&apos;s tool tip, top of the stack first. %1: its kind, e.g. &apos;Bluvol&apos;; %2: its speed, a number; %3: the district it faces and flies towards, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1: szybkość %2, w stronę: %3</translation>
    </message>
    <message>
        <source>Framed: landed with the last spawn card.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed aliens came with the last spawn card.</extracomment>
        <translation>W ramce: wylądował z ostatnią kartą fali.</translation>
    </message>
    <message>
        <source>Framed: moved in the last approach.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed alien moved in the last approach.</extracomment>
        <translation>W ramce: poruszył się w ostatnim zbliżaniu.</translation>
    </message>
    <message>
        <source>Drone of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader (and its tool tip): a ship&apos;s helper Drone is there. %1: the ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Dron: %1</translation>
    </message>
    <message>
        <source>Drone of %1: an alien that stops here is destroyed.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a Drone (the Gladius&apos;s helper). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Dron (%1): obcy, który się tu zatrzyma, zostaje zniszczony.</translation>
    </message>
    <message>
        <source>Defence tile of %1: an alien that moves here is destroyed; it blocks shots too.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a defence tile (the Phalanx&apos;s). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Żeton obrony (%1): obcy, który tu wejdzie, zostaje zniszczony; blokuje też strzały.</translation>
    </message>
    <message>
        <source>%1&apos;s ship, shielded</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>statek dzielnicy %1, osłonięty</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>statek dzielnicy %1</translation>
    </message>
</context>
<context>
    <name>GfCockpit</name>
    <message>
        <source>%1, used</source>
        <extracomment>Galaxy Fighters: a die or the bonus tile for a screen reader once it is used. %1: its symbol or name, e.g. &apos;Fire&apos;.</extracomment>
        <translation>%1 (wykorzystano)</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: the title of the side panel. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Statek dzielnicy %1</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Galaxy Fighters board: a command button (shoot the closest alien ahead).</extracomment>
        <translation>Ogień</translation>
    </message>
    <message>
        <source>Destroy the closest alien ahead in your column.</source>
        <translation>Zniszcz najbliższego obcego przed sobą w swojej kolumnie.</translation>
    </message>
    <message>
        <source>Weapon: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the weapon system, e.g. &apos;Laser Beam&apos;.</extracomment>
        <translation>Broń: %1</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the engine modification, e.g. &apos;Warp Drive&apos;.</extracomment>
        <translation>Napęd: %1</translation>
    </message>
    <message>
        <source>Special: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the ship card whose special it uses, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Specjalny: %1</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Galaxy Fighters board: a command button (roll the unused dice again).</extracomment>
        <translation>Przerzuć</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galaxy Fighters board: a command button: stop choosing a space for the engine or the special.</extracomment>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Fighters board: a command button; then the aliens approach.</extracomment>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>The aliens facing your district approach.</source>
        <translation>Obcy zwróceni ku twojej dzielnicy zbliżają się.</translation>
    </message>
    <message numerus="yes">
        <source>To %1 (%n invader(s))</source>
        <extracomment>Galaxy Fighters board: a button: the invader goes to that district. %1: a district; %n: its invaders now.</extracomment>
        <translation>
            <numerusform>Do dzielnicy %1 (%n najeźdźca)</numerusform>
            <numerusform>Do dzielnicy %1 (%n najeźdźcy)</numerusform>
            <numerusform>Do dzielnicy %1 (%n najeźdźców)</numerusform>
        </translation>
    </message>
    <message>
        <source>The dice show once the aliens have moved.</source>
        <extracomment>Galaxy Fighters board: in place of the command dice while the aliens land and move step by step on the board.</extracomment>
        <translation>Kości pojawią się, gdy obcy skończą ruch.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Galaxy Fighters board: a command&apos;s tool tip with its key. %1: what the command does (or why it cannot be used); %2: its key, e.g. &apos;F&apos;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Takes %n Special symbol(s).</source>
        <extracomment>Galaxy Fighters board: what a command takes, after its description in the tool tip and for a screen reader. %n: Special symbols (the star on the dice).</extracomment>
        <translation>
            <numerusform>Kosztuje %n symbol Specjalny.</numerusform>
            <numerusform>Kosztuje %n symbole Specjalny.</numerusform>
            <numerusform>Kosztuje %n symboli Specjalny.</numerusform>
        </translation>
    </message>
    <message>
        <source>A full district: where does the invader go?</source>
        <extracomment>Galaxy Fighters board: the heading over the overflow choice (an alien reached a district whose invader spaces are full).</extracomment>
        <translation>Dzielnica pełna: dokąd idzie najeźdźca?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Fighters board: the ship&apos;s special when it needs no command. %1: the ship card, e.g. &apos;Gladius&apos;; %2: its text.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GfPlayerPanel</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Fighters, a player&apos;s panel: a ship this player flies. %1: its district, e.g. &apos;Rocketown&apos;; %2: its ship card, e.g. &apos;Phalanx&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GfRules</name>
    <message>
        <source>Galaxy Fighters</source>
        <extracomment>Galaxy Fighters&apos; rules beside the board: the title, the game&apos;s name (keep it as on the home page).</extracomment>
        <translation>Galaxy Fighters</translation>
    </message>
    <message>
        <source>Together you fly the four fighter ships of Galaxy City&apos;s districts (Rocketown, Atomville, Novaport and Astrofield) against waves of Exovon aliens. The ships take turns clockwise; with fewer than four players, players fly more than one ship.</source>
        <translation>Razem pilotujecie cztery statki myśliwskie dzielnic Galaxy City (Rocketown, Atomville, Novaport i Astrofield) przeciw falom obcych Exovon. Statki wykonują tury po kolei, zgodnie z ruchem wskazówek zegara; gdy graczy jest mniej niż czterech, niektórzy gracze pilotują więcej niż jeden statek.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Spawn: the next spawn card lands its aliens in deep space, read from the side of the ship whose turn it is. An alien that lands on another stacks on top.</source>
        <translation>Fala: następna karta fali sprowadza swoich obcych do głębokiego kosmosu; czyta się ją od strony statku, którego jest tura. Obcy, który wyląduje na innym, trafia na wierzch stosu.</translation>
    </message>
    <message>
        <source>Command: roll the command dice and add your bonus tile. Use at least one die, one at a time: Fire destroys the closest alien ahead in your column (the top of a stack first); Move takes your ship to a free adjacent space of your own atmosphere; Special powers your weapon system, your engine or your ship&apos;s special weapon.</source>
        <translation>Rozkazy: rzuć kośćmi rozkazów i dodaj swój żeton premiowy. Użyj co najmniej jednej kości, po jednej naraz: „Ogień” niszczy najbliższego obcego przed tobą w twojej kolumnie (najpierw wierzch stosu); „Ruch” przenosi twój statek na wolne sąsiednie pole twojej własnej atmosfery; „Specjalny” zasila twój system uzbrojenia, twój napęd lub broń specjalną twojego statku.</translation>
    </message>
    <message>
        <source>The game picks which die pays for a command: a plain symbol before Fire or Special, a die before the bonus tile, so nothing is wasted.</source>
        <translation>Gra sama wybiera, która kość płaci za rozkaz: zwykły symbol przed ścianką „Ogień lub Specjalny”, kość przed żetonem premiowym, więc nic się nie marnuje.</translation>
    </message>
    <message>
        <source>Approach: every alien facing your district moves by its speed (Yellum 1, Bluvol 2, Magentis 3), zone 1 first, left to right. When the top alien of a stack moves, the whole stack frenzies: each alien flies its own way.</source>
        <translation>Zbliżanie: każdy obcy zwrócony ku twojej dzielnicy przesuwa się o swoją szybkość (Yellum 1, Bluvol 2, Magentis 3), najpierw w strefie 1, od lewej do prawej. Gdy rusza obcy z wierzchu stosu, cały stos wpada w szał: każdy obcy leci w swoją stronę.</translation>
    </message>
    <message>
        <source>An alien that flies into a ship destroys it, unless the ship is shielded. The next ship of the shipyard replaces it, shielded until its next turn. An alien that leaves the board through an atmosphere takes one of that district&apos;s invader spaces; when they are full the district is invaded, and further invaders go to a neighbour.</source>
        <translation>Obcy, który wleci w statek, niszczy go, chyba że statek jest osłonięty tarczą. Zastępuje go następny statek ze stoczni, osłonięty tarczą do swojej następnej tury. Obcy, który opuści planszę przez atmosferę, zajmuje jedno z pól najeźdźców tej dzielnicy; gdy wszystkie się zapełnią, dzielnica zostaje zajęta, a kolejni najeźdźcy trafiają do sąsiedniej.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>You lose when as many districts are invaded as the difficulty allows, or when a ship is destroyed and the shipyard is empty.</source>
        <translation>Przegrywacie, gdy zostanie zajętych tyle dzielnic, ile dopuszcza poziom trudności, albo gdy statek zostanie zniszczony, a stocznia jest pusta.</translation>
    </message>
    <message>
        <source>The difficulty sets the spawn cards, the backup ships and the invaded districts that lose the game: Rookie 15, 3 and 3; Expert Pilot 20, 3 and 2; Ace 25, 2 and 1.</source>
        <translation>Poziom trudności ustala karty fal, statki rezerwowe i liczbę zajętych dzielnic, przy której przegrywacie: Nowicjusz 15, 3 i 3; Pilot ekspert 20, 3 i 2; As 25, 2 i 1.</translation>
    </message>
    <message>
        <source>Ace draws its spawn cards only from those with at most 7 aliens: with the whole deck, Ace could hardly be won.</source>
        <translation>As dobiera karty fal tylko spośród tych z najwyżej 7 obcymi: z całą talią Asa prawie nie dało się wygrać.</translation>
    </message>
    <message>
        <source>You win when the spawn deck has run out and no alien is left on the board.</source>
        <translation>Wygrywacie, gdy talia fal się skończy i na planszy nie zostanie żaden obcy.</translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message>
        <source>Combat: %1.</source>
        <extracomment>Galaxy of D board: a notice shown briefly. %1: the combat&apos;s account, e.g. &apos;Redog lost 2 ships, the Cynder Starbase took 10 damage&apos;.</extracomment>
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
        <extracomment>Galaxy of D board: the price a cargo sells for at the Spaceport: &apos;Cargo Price&apos; is the game&apos;s term. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Cena ładunku: $%1</translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <extracomment>Galaxy of D board: the auction for the first turn. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Aktualna oferta: $%1</translation>
    </message>
    <message>
        <source>Rise</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: raise the bid (a verb). Short.</extracomment>
        <translation>Podbij</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: bid no more (a verb). Short.</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Galaxy of D board: a button: finish the secret purchase (of ships). Short.</extracomment>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy of D board: a button (a verb phrase). Short.</extracomment>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>End movement</source>
        <extracomment>Galaxy of D board: a button: end the movement phase of the turn (a verb phrase). Short.</extracomment>
        <translation>Zakończ ruch</translation>
    </message>
    <message>
        <source>Zoom</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the zoom slider (a noun).</extracomment>
        <translation>Powiększenie</translation>
    </message>
    <message>
        <source>Your new bid</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the field with the player&apos;s next bid in the auction for the first turn.</extracomment>
        <translation>Twoja nowa oferta</translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D, the combat dialog: its title (a noun).</extracomment>
        <translation>Walka</translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number. Starbase: the game&apos;s term, a side&apos;s home base, which fights too.</extracomment>
        <translation>Siła ataku %1 (z Bazą gwiezdną)</translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number.</extracomment>
        <translation>Siła ataku %1</translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <extracomment>Galaxy of D, the combat dialog: the enemy&apos;s attack points still to be taken by ships. %1: a number.</extracomment>
        <translation>Do pochłonięcia: %1</translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <extracomment>Galaxy of D, the combat dialog: a ship. %1: its type, e.g. &apos;Cruiser&apos;; %2: its attack; %3: its armor (the game&apos;s terms).</extracomment>
        <translation>%1 · atak %2 · pancerz %3</translation>
    </message>
    <message>
        <source>destroyed</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: destroyed in this combat (a past participle). Short.</extracomment>
        <translation>zniszczony</translation>
    </message>
    <message>
        <source>absorbs</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: it takes the enemy&apos;s fire (a verb, third person). Short.</extracomment>
        <translation>pochłania</translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <extracomment>Galaxy of D, a player&apos;s panel: a badge&apos;s tool tip: this player won the auction and plays first in every turn (the rulebook&apos;s term).</extracomment>
        <translation>Gracz rozpoczynający</translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Pieniądze: $%1</translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: a number. Starbase armor: the game&apos;s term, the hits the home base can still take.</extracomment>
        <translation>Pancerz Bazy gwiezdnej: %1</translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Dochód: $%1 na turę</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %n: the number of the player&apos;s ships on the board.</extracomment>
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
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: how the game is set up (a noun).</extracomment>
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
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
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
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: the ship types.</extracomment>
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
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does not see of the other (secret purchases).</extracomment>
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
        <extracomment>Galaxy of D, the shop: a ship&apos;s price. %1: a number (the dollar is the game&apos;s money). Tight space.</extracomment>
        <translation>$%1</translation>
    </message>
    <message>
        <source>Speed %1 · Att %2 · Arm %3</source>
        <extracomment>Galaxy of D, the shop: a ship&apos;s figures. %1: speed; %2: attack (&apos;Att&apos; abbreviates it); %3: armor (&apos;Arm&apos; abbreviates it). Tight space: keep the abbreviations short.</extracomment>
        <translation>Szybkość %1 · Atak %2 · Panc. %3</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D, the shop: a button (a verb: buy this ship). Short.</extracomment>
        <translation>Kup</translation>
    </message>
    <message>
        <source>Buy %1 for $%2</source>
        <extracomment>Galaxy of D, the shop: the screen reader&apos;s name of the button. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: its price.</extracomment>
        <translation>Kup: %1 za $%2</translation>
    </message>
    <message>
        <source>%1 ordered · %2</source>
        <extracomment>Galaxy of D, the shop: %1: the number of this ship ordered; %2: why no more can be bought.</extracomment>
        <translation>zamówiono: %1 · %2</translation>
    </message>
    <message>
        <source>%1 of %2 in play, %3 ordered</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters); %3: the number ordered.</extracomment>
        <translation>%1 z %2 w grze, zamówiono: %3</translation>
    </message>
    <message>
        <source>%1 of %2 in play</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters), e.g. &apos;2 of 4 in play&apos;.</extracomment>
        <translation>%1 z %2 w grze</translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <extracomment>Galaxy of D, a stack of ships in a sector: a ship that carries cargo. %1: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1 (ładunek)</translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: the ship on top (it fights first). %n: its moves left this turn.</extracomment>
        <translation>
            <numerusform>Na wierzchu · został %n ruch</numerusform>
            <numerusform>Na wierzchu · zostały %n ruchy</numerusform>
            <numerusform>Na wierzchu · zostało %n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: %n: a ship&apos;s moves left this turn.</extracomment>
        <translation>
            <numerusform>został %n ruch</numerusform>
            <numerusform>zostały %n ruchy</numerusform>
            <numerusform>zostało %n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>top</source>
        <extracomment>Galaxy of D, a stack of ships: a mark on the ship on top of the stack (an adjective or noun). Tight space.</extracomment>
        <translation>na wierzchu</translation>
    </message>
    <message>
        <source>Put on top</source>
        <extracomment>Galaxy of D, a stack of ships: a tool tip of a ship&apos;s button: put this ship on top of the stack (it fights first).</extracomment>
        <translation>Połóż na wierzch</translation>
    </message>
    <message>
        <source>Put the %1 on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of a ship&apos;s button. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Połóż na wierzch stosu: %1</translation>
    </message>
    <message>
        <source>The other player sees only the top ship of a stack.</source>
        <translation>Drugi gracz widzi tylko statek na wierzchu stosu.</translation>
    </message>
    <message>
        <source>%1, on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of the top ship. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1, na wierzchu stosu</translation>
    </message>
</context>
<context>
    <name>GwBoard</name>
    <message>
        <source>Turn %1 · cards in the deck: %2</source>
        <extracomment>Galactic Warfare board: the figures of the game. %1: the turn&apos;s number; %2: cards left in the deck.</extracomment>
        <translation>Tura %1 · karty w talii: %2</translation>
    </message>
    <message>
        <source>Last battle: %1 %2 against %4 (dice: %3 against %5), %6 wins</source>
        <extracomment>Galactic Warfare board: the last battle. %1: the attacker&apos;s side, %2: its sum, %3: its dice, %4: the defender&apos;s sum, %5: its dice, %6: the winner&apos;s side, e.g. &apos;Last battle: White 9 against 4 (dice: 2 against 1), White wins&apos;.</extracomment>
        <translation>Ostatnia bitwa: %1 %2 przeciw %4 (kości: %3 przeciw %5), wygrywa %6</translation>
    </message>
    <message>
        <source>First turn roll: White %1, Blue %2</source>
        <extracomment>Galactic Warfare board: the roll for the first turn. %1, %2: die faces.</extracomment>
        <translation>Rzut o pierwszą turę: Biały %1, Niebieski %2</translation>
    </message>
    <message>
        <source>%1 attacks %2 · dice: %3 against %4</source>
        <extracomment>Galactic Warfare board: the battle going on. %1, %2: sides; %3, %4: their dice, e.g. &apos;White attacks Blue · dice: 2 against 1&apos;.</extracomment>
        <translation>Atakuje %1, broni się %2 · kości: %3 przeciw %4</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <extracomment>Galactic Warfare board: the two sums rolled, the attacker&apos;s first (the first roll: White&apos;s first), e.g. &apos;9 : 4&apos;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>GwCard</name>
    <message>
        <source>%1 (%2 cards): %3</source>
        <extracomment>Galactic Warfare board: a card of the hand for a screen reader. %1: its name, %2: how many the hand holds, %3: its text, e.g. &apos;Reinforcements (2 cards): Roll 1 more die...&apos;</extracomment>
        <translation>%1 (kart: %2): %3</translation>
    </message>
    <message>
        <source>Playable now.</source>
        <extracomment>Galactic Warfare board: said of a card of the hand that can be played now.</extracomment>
        <translation>Można ją teraz zagrać.</translation>
    </message>
</context>
<context>
    <name>GwPlayerPanel</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>Galactic Warfare: a side&apos;s figures in its panel. %1: ships in play, e.g. &apos;12 ships in play&apos; (translated separately); %2: cards in hand, e.g. &apos;15 cards in hand&apos;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <extracomment>Galactic Warfare: a side&apos;s ships on the board, in its panel.</extracomment>
        <translation>
            <numerusform>%n statek w grze</numerusform>
            <numerusform>%n statki w grze</numerusform>
            <numerusform>%n statków w grze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <extracomment>Galactic Warfare: the cards a side holds, in its panel (the other side&apos;s: only a count).</extracomment>
        <translation>
            <numerusform>%n karta w ręce</numerusform>
            <numerusform>%n karty w ręce</numerusform>
            <numerusform>%n kart w ręce</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards</source>
        <extracomment>Galactic Warfare: the heading of the player&apos;s hand of cards in the side panel.</extracomment>
        <translation>Twoje karty</translation>
    </message>
</context>
<context>
    <name>GwRules</name>
    <message>
        <source>Galactic Warfare</source>
        <extracomment>Galactic Warfare&apos;s rules beside the board: the title, the game&apos;s name (keep it as on the home page).</extracomment>
        <translation>Galactic Warfare</translation>
    </message>
    <message>
        <source>Two fleets of 12 ships, White and Blue, face each other across a grid of 80 squares with a home planet of 8 squares at each end. You win by capturing all of your opponent&apos;s ships, or by occupying every square of the opponent&apos;s home planet with your ships.</source>
        <translation>Dwie floty po 12 statków, Biały i Niebieski, stoją naprzeciw siebie na siatce 80 pól z planetą macierzystą z 8 pól na każdym końcu. Wygrywasz, zdobywając wszystkie statki przeciwnika albo zajmując swoimi statkami każde pole jego planety macierzystej.</translation>
    </message>
    <message>
        <source>Each player is dealt 15 cards and sees only their own. Both roll a die: the higher roller chooses to move first, to let the other move first, or to leave the choice to the other.</source>
        <translation>Każdy gracz dostaje 15 kart i widzi tylko swoje. Obaj rzucają kością: ten, kto wyrzuci więcej, wybiera, czy zaczyna sam, czy pozwala zacząć drugiemu, czy zostawia wybór drugiemu.</translation>
    </message>
    <message>
        <source>The deck has 50 cards of 15 kinds (the rulebook says both 100 and 50 and lists none: we designed them). A player to whom the choice is left cannot leave it back.</source>
        <translation>Talia ma 50 kart 15 rodzajów (podręcznik zasad podaje zarówno 100, jak i 50, i nie wymienia żadnej: zaprojektowaliśmy je sami). Gracz, któremu zostawiono wybór, nie może go oddać z powrotem.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Tura</translation>
    </message>
    <message>
        <source>A turn is one move: a charge, an attack, or a stuck ship&apos;s attempt to retreat. Ships stay on the dark squares and move only forward.</source>
        <translation>Tura to jeden ruch: szarża, atak albo próba odwrotu utkniętego statku. Statki pozostają na ciemnych polach i poruszają się tylko do przodu.</translation>
    </message>
    <message>
        <source>Charge: a ship moves diagonally forward onto an adjoining vacant dark square.</source>
        <translation>Szarża: statek przesuwa się po przekątnej do przodu na sąsiednie wolne ciemne pole.</translation>
    </message>
    <message>
        <source>From the last row before the enemy planet a ship may enter any of the three vacant planet squares ahead of it; a ship that went home leaves its planet onto a dark square of the first row. A ship inside the enemy planet stays there for the rest of the game.</source>
        <translation>Z ostatniego rzędu przed wrogą planetą statek może wejść na dowolne z trzech wolnych pól planety przed sobą; statek, który wrócił do domu, opuszcza swoją planetę na ciemne pole pierwszego rzędu. Statek na wrogiej planecie zostaje tam do końca gry.</translation>
    </message>
    <message>
        <source>Attack: a ship attacks an enemy ship on an adjoining square diagonally forward when the square beyond is vacant; an enemy inside its own home planet needs no square beyond.</source>
        <translation>Atak: statek atakuje wrogi statek na sąsiednim polu po przekątnej z przodu, gdy pole za nim jest wolne; wróg na własnej planecie macierzystej nie wymaga pola za sobą.</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Bitwa</translation>
    </message>
    <message>
        <source>Each side rolls one die for every ship in its stack and adds them up; the higher sum wins. A defender inside its own home planet rolls one die more.</source>
        <translation>Każda strona rzuca jedną kością za każdy statek w swoim stosie i sumuje wyniki; wygrywa wyższa suma. Obrońca na własnej planecie macierzystej rzuca jedną kością więcej.</translation>
    </message>
    <message>
        <source>A tie is rolled again.</source>
        <translation>Przy remisie rzuca się ponownie.</translation>
    </message>
    <message>
        <source>The winning attacker captures one ship of the defending stack and keeps it under its own as a power-up (at most 3; the rest are discarded), then jumps to the square beyond, or takes the square when it was inside the enemy planet.</source>
        <translation>Zwycięski atakujący zdobywa jeden statek z broniącego się stosu i trzyma go pod swoim jako ulepszenie (najwyżej 3; reszta jest odrzucana), po czym przeskakuje na pole za nim albo zajmuje to pole, jeśli leżało na wrogiej planecie.</translation>
    </message>
    <message>
        <source>A beaten attacker retreats to a vacant square of its own home planet that the opponent chooses; with none vacant it leaves play.</source>
        <translation>Pokonany atakujący wycofuje się na wolne pole własnej planety macierzystej wybrane przez przeciwnika; jeśli żadne nie jest wolne, wypada z gry.</translation>
    </message>
    <message>
        <source>The whole beaten stack retreats, power-ups and all; the defender captures nothing.</source>
        <translation>Cały pokonany stos wycofuje się razem z ulepszeniami; obrońca niczego nie zdobywa.</translation>
    </message>
    <message>
        <source>A ship before the enemy planet that cannot enter or attack is stuck: instead of a move you may roll two dice for it, and on doubles it goes back to your home planet.</source>
        <translation>Statek przed wrogą planetą, który nie może na nią wejść ani atakować, utknął: zamiast ruchu możesz rzucić za niego dwiema kośćmi, a przy dublecie wraca na twoją planetę macierzystą.</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Each player may play one card per turn, when the card says: before your move, in a battle before or after the roll, or after your move.</source>
        <translation>Każdy gracz może zagrać jedną kartę na turę, wtedy, gdy pozwala na to karta: przed twoim ruchem, w bitwie przed rzutem lub po nim albo po twoim ruchu.</translation>
    </message>
    <message>
        <source>In a battle both players are always asked, even with no card they could play, so that being asked tells nothing about a hand: the attacker first before the roll, the defender first after it.</source>
        <translation>W bitwie obaj gracze są zawsze pytani, nawet gdy nie mają karty do zagrania, aby samo pytanie nic nie zdradzało o ręce: przed rzutem najpierw atakujący, po rzucie najpierw obrońca.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>The cards of this game</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading: the list of every card of the game&apos;s deck.</extracomment>
        <translation>Karty tej gry</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; ×%2, %3: %4</source>
        <extracomment>Galactic Warfare&apos;s rules: a card of the deck. %1: its name; %2: the copies in the deck; %3: when it is played, e.g. &apos;After your move&apos;; %4: what it does.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; ×%2, %3: %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; ×%2: %3</source>
        <extracomment>Galactic Warfare&apos;s rules: a card of the deck whose text says when it is played. %1: its name; %2: the copies in the deck; %3: its text.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; ×%2: %3</translation>
    </message>
    <message>
        <source>This game</source>
        <extracomment>Galactic Warfare&apos;s rules: the numbers of the game being played (a designer&apos;s board, deck or rule variant may change them); a line&apos;s heading in bold.</extracomment>
        <translation>Ta gra</translation>
    </message>
    <message>
        <source>Board: %1 × %2 squares</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: columns, %2: rows.</extracomment>
        <translation>Plansza: %1 × %2 pól</translation>
    </message>
    <message>
        <source>Ships at the start: White %1, Blue %2</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1, %2: ships of each side.</extracomment>
        <translation>Statki na początku: Biały %1, Niebieski %2</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %1 dealt to each player from a deck of %n</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: cards dealt to each player; %n: the cards of the deck.</extracomment>
        <translation>
            <numerusform>Karty: %1 dla każdego gracza z talii %n karty</numerusform>
            <numerusform>Karty: %1 dla każdego gracza z talii %n kart</numerusform>
            <numerusform>Karty: %1 dla każdego gracza z talii %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Power-ups: at most %n under a ship</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: the most power-ups under one ship.</extracomment>
        <translation>
            <numerusform>Wzmocnienia: najwyżej %n pod statkiem</numerusform>
            <numerusform>Wzmocnienia: najwyżej %n pod statkiem</numerusform>
            <numerusform>Wzmocnienia: najwyżej %n pod statkiem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dice: %n per ship, %1 more for a defender inside its home planet</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %n: dice per ship of a stack; %1: the dice a defender inside its own home planet adds.</extracomment>
        <translation>
            <numerusform>Kości: %n na statek, %1 więcej dla obrońcy na jego planecie</numerusform>
            <numerusform>Kości: %n na statek, %1 więcej dla obrońcy na jego planecie</numerusform>
            <numerusform>Kości: %n na statek, %1 więcej dla obrońcy na jego planecie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn limit: %n turn(s)</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: when the game ends at the latest.</extracomment>
        <translation>
            <numerusform>Limit: %n tura</numerusform>
            <numerusform>Limit: %n tury</numerusform>
            <numerusform>Limit: %n tur</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie is won by the defender (this game&apos;s rules).</source>
        <extracomment>Galactic Warfare&apos;s rules: a rule variant&apos;s ties.</extracomment>
        <translation>Remis wygrywa obrońca (zasady tej gry).</translation>
    </message>
    <message>
        <source>A player who cannot move passes. After a pass by each player in a row, or after %1 turns, the player with more ships in play wins, else it is a draw.</source>
        <extracomment>Galactic Warfare&apos;s rules. %1: the turn limit, e.g. &apos;400&apos;.</extracomment>
        <translation>Gracz, który nie może się ruszyć, pasuje. Gdy obaj gracze spasują jeden po drugim albo minie %1 tur, wygrywa gracz z większą liczbą statków w grze; w przeciwnym razie jest remis.</translation>
    </message>
</context>
<context>
    <name>GwSquare</name>
    <message>
        <source>White ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Biały statek</translation>
    </message>
    <message>
        <source>Blue ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Niebieski statek</translation>
    </message>
    <message>
        <source>vacant</source>
        <extracomment>Galactic Warfare board: a square without a ship, for a screen reader.</extracomment>
        <translation>wolne</translation>
    </message>
    <message>
        <source>select this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>wybierz ten statek</translation>
    </message>
    <message>
        <source>charge here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>szarżuj tutaj</translation>
    </message>
    <message>
        <source>attack this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>zaatakuj ten statek</translation>
    </message>
    <message>
        <source>retreat here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): a beaten ship retreats to this home square.</extracomment>
        <translation>wycofaj się tutaj</translation>
    </message>
    <message>
        <source>play the card here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): the square a card is played on.</extracomment>
        <translation>zagraj kartę tutaj</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n power-up(s)</source>
        <extracomment>Galactic Warfare board: a ship on a square with its power-ups (captured ships under it), for a screen reader and the tool tip. %1: &apos;White ship&apos; or &apos;Blue ship&apos;.</extracomment>
        <translation>
            <numerusform>%1, %n ulepszenie</numerusform>
            <numerusform>%1, %n ulepszenia</numerusform>
            <numerusform>%1, %n ulepszeń</numerusform>
        </translation>
    </message>
    <message>
        <source>under attack</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>atakowany</translation>
    </message>
    <message>
        <source>attacking</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>atakuje</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Galactic Warfare board: a square for a screen reader. %1: its name (&apos;c4&apos;), %2: what is on it, e.g. &apos;White ship, 2 power-ups&apos; or &apos;vacant&apos;.</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Starboard</source>
        <extracomment>The home page: the app&apos;s name as its title (a proper name: keep it or transliterate).</extracomment>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Space tabletop games against friends or the computer</source>
        <translation>Kosmiczne gry planszowe ze znajomymi lub z komputerem</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <extracomment>The home page: a button. Other texts refer to it (&quot;Open saved game&quot; brings it back): keep them alike.</extracomment>
        <translation>Otwórz zapisaną grę…</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The home page: a button: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Warsztat</translation>
    </message>
    <message>
        <source>Design your own galaxies, ship tables, decks and rule variants</source>
        <translation>Projektuj własne galaktyki, tabele statków, talie i warianty zasad</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>The home page: a button: open the settings (a noun).</extracomment>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>The home page: a button: about the app, its version and credits.</extracomment>
        <translation>O programie</translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Twoja gra w %1 czeka.</translation>
    </message>
    <message>
        <source>Your game of %1 is over.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Twoja gra w %1 się zakończyła.</translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <extracomment>The home page: the heading of the banner of the game waiting.</extracomment>
        <translation>Wróć do ostatniej gry</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The home page: the random seed of the game waiting. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Ziarno %1</translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <extracomment>The home page: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Zapisano automatycznie: %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>The home page: a button: go back to the game being played. Short.</extracomment>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Zobacz wynik</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>The home page: a button: go on with the game waiting (a verb).</extracomment>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>The home page: a button on a game&apos;s card: start a new game of it (a verb). Short.</extracomment>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page: a label on a game&apos;s card that cannot be played yet. Short.</extracomment>
        <translation>Wkrótce</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The home page: what a screen reader says for the whole page (its title). Short.</extracomment>
        <translation>Start</translation>
    </message>
    <message>
        <source>Saved automatically on %1, but a later autosave failed: this may be an older position than the one you last saw.</source>
        <extracomment>The home page, when the last autosave failed: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Zapisano automatycznie %1, ale późniejszy zapis automatyczny się nie powiódł: to może być wcześniejsza pozycja niż ostatnio widziana.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Starboard</source>
        <extracomment>The window&apos;s title during a game. %1: the game&apos;s name, e.g. &apos;Galaxy of D&apos;. Starboard is the app&apos;s name.</extracomment>
        <translation>%1 — Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <extracomment>The window&apos;s title: the app&apos;s name (a proper name: keep it or transliterate).</extracomment>
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
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>Nie udało się zapisać %1.</translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation>Starboard: kosmiczne gry planszowe.</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --game, in the help: &apos;--game &lt;id&gt;&apos;; a game&apos;s identifier. One short word, no spaces.</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Otwiera zapisaną grę.</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of an option, in the help: &apos;--load &lt;file&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>plik</translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation>Ziarno nowej gry (z --game); bez tej opcji losowe.</translation>
    </message>
    <message>
        <source>number</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --seed, in the help: &apos;--seed &lt;number&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>liczba</translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <extracomment>The command line (starboard --help and its errors): the help of the option --lang. %1: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>Język na czas tego uruchomienia: %1 (domyślnie: wybrany w ustawieniach).</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --lang, in the help: &apos;--lang &lt;code&gt;&apos; (a language code). One short word, no spaces.</extracomment>
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
        <extracomment>The command line (starboard --help and its errors): the name of the arguments in the help&apos;s usage line: any number of files. Keep the brackets and the dots.</extracomment>
        <translation>[pliki...]</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the program&apos;s name, &apos;starboard&apos;; keep &apos;--help&apos; as it is.</extracomment>
        <translation>Więcej informacji: „%1 --help”.</translation>
    </message>
    <message>
        <source>--workshop cannot be used with --game or --load.</source>
        <translation>Opcji --workshop nie można używać razem z --game ani --load.</translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>Nie ma pliku „%1”.</translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation>Opcji --game i --load nie można używać razem.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the identifier given; %2: the games&apos; identifiers, e.g. &apos;galaxy-of-d, galaxy-command&apos;.</extracomment>
        <translation>Nieznana gra „%1”. Gry: %2.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the seed given.</extracomment>
        <translation>Ziarno musi być liczbą całkowitą od 0 do 18446744073709551615, a nie „%1”.</translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation>Opcja --seed wymaga opcji --game.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the code given; %2: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
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
        <source>Only one saved game can be opened at a time (&apos;%1&apos; and &apos;%2&apos;).</source>
        <extracomment>The command line (starboard --help and its errors): %1 and %2: files&apos; paths.</extracomment>
        <translation>Naraz można otworzyć tylko jedną zapisaną grę („%1” i „%2”).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: Starboard opens saved games and content files, not &quot;%2&quot; files.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; %2: its extension, e.g. &apos;txt&apos;.</extracomment>
        <translation>Nie można otworzyć „%1”: Starboard otwiera zapisane gry i pliki zawartości, a nie pliki „%2”.</translation>
    </message>
    <message>
        <source>Files to open: a saved game is played, content files (galaxies, ship tables, rulesets, ...) open in the Workshop. With --workshop: files to open in the Workshop.</source>
        <translation>Pliki do otwarcia: zapisana gra jest kontynuowana, pliki zawartości (galaktyki, tabele statków, zestawy zasad, ...) otwierają się w Warsztacie. Z --workshop: pliki do otwarcia w Warsztacie.</translation>
    </message>
    <message>
        <source>The saved game &apos;%1&apos; cannot be opened together with --game or --load.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path. Keep &apos;--game&apos; and &apos;--load&apos; as they are.</extracomment>
        <translation>Zapisanej gry „%1” nie można otworzyć razem z --game ani --load.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; the reason follows on the next line.</extracomment>
        <translation>Nie można otworzyć „%1”:</translation>
    </message>
    <message>
        <source>Could not start Starboard again: %1</source>
        <extracomment>On the console, after Settings&apos; &quot;Restart now&quot; failed: %1: the system&apos;s reason.</extracomment>
        <translation>Nie udało się ponownie uruchomić Starboard: %1</translation>
    </message>
    <message>
        <source>The game continues from its autosave of turn %1 (%2). The newest autosave could not be loaded: %3</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: the turn number; %2: a date and time; %3: the first problem of the newest one.</extracomment>
        <translation>Gra jest kontynuowana od autozapisu z tury %1 (%2). Nie udało się wczytać najnowszego autozapisu: %3</translation>
    </message>
    <message>
        <source>The game continues from the autosave before the newest one (%1). The newest autosave could not be loaded: %2</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: a date and time; %2: the first problem of the newest one.</extracomment>
        <translation>Gra jest kontynuowana od autozapisu sprzed najnowszego (%1). Nie udało się wczytać najnowszego autozapisu: %2</translation>
    </message>
    <message>
        <source>An earlier autosave was used</source>
        <extracomment>The title of the message when Continue used an earlier autosave.</extracomment>
        <translation>Użyto wcześniejszego autozapisu</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>Open saved game, when the game in progress could not be saved aside first. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Nie udało się zapisać trwającej gry, więc pozostaje otwarta: %1</translation>
    </message>
    <message>
        <source>Your game in progress was put aside</source>
        <extracomment>The title of the message after Open saved game put the game in progress aside.</extracomment>
        <translation>Twoja trwająca gra została odłożona</translation>
    </message>
    <message>
        <source>It was saved as &quot;%1&quot; in the folder &quot;Games put aside&quot;; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>After Open saved game. %1: a file&apos;s name; &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button.</extracomment>
        <translation>Została zapisana jako „%1” w folderze „Games put aside”; „Otwórz zapisaną grę” pozwala do niej wrócić.</translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once with the fewest players it takes: you, and computer players (Standard level) in the other seats it needs.</source>
        <extracomment>The command line (starboard --help): the help of the option --game. The games for one (Galaxy Command, Galaxy Fighters) start solo; the others give the computer the seats they need besides yours.</extracomment>
        <translation>Od razu rozpoczyna nową grę &lt;id&gt; z najmniejszą liczbą graczy: ty i gracze komputerowi (poziom Standardowy) na pozostałych potrzebnych miejscach.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser: a person plays this seat (a noun).</extracomment>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser. %1: a computer player&apos;s level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Komputer: %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>New game dialog: the dialog&apos;s title. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Nowa gra: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>New game dialog: a button (a verb).</extracomment>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>New game dialog: a button (a verb phrase).</extracomment>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>New game dialog: the heading of the players&apos; section (a noun, plural).</extracomment>
        <translation>Gracze</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>New game dialog: the number of players chosen. %n: the number.</extracomment>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n gracze</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a name field. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Imię gracza %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>New game dialog: the heading of the setup section: the content and rules the game is set up with (a noun).</extracomment>
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
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Full deck: 54 cards</source>
        <extracomment>New game dialog: an entry of the Deck chooser: Galaxy Command&apos;s standard rule set, with every card of the deck.</extracomment>
        <translation>Pełna talia: 54 karty</translation>
    </message>
    <message>
        <source>Original solitaire: 18 cards (1 player)</source>
        <translation>Oryginalna gra solo: 18 kart (1 gracz)</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s map (a noun).</extracomment>
        <translation>Galaktyka</translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <extracomment>New game dialog: the Galaxy field when no file is chosen: the galaxy that comes with the app.</extracomment>
        <translation>Wbudowana galaktyka</translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation>Wybierz plik galaktyki</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>New game dialog: a field&apos;s label: the rule set or variant (a noun, plural).</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <extracomment>New game dialog: the Rules field when no file is chosen: the rules that come with the app.</extracomment>
        <translation>Zasady standardowe</translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation>Wybierz plik zestawu zasad lub wariantu</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>New game dialog: a field&apos;s label: the random seed of the game, a number (a noun; a technical term).</extracomment>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>New game dialog: a placeholder in the empty seed field: a random seed will be chosen (an adjective). Short.</extracomment>
        <translation>losowe</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>New game dialog: a button: choose another random seed. Short.</extracomment>
        <translation>Nowe ziarno</translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation>To samo ziarno, ci sami gracze i te same pliki dają te same rzuty i losowania.</translation>
    </message>
    <message>
        <source>Player %1: human or computer level</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Gracz %1: człowiek lub poziom komputera</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>New game dialog: a field&apos;s label: how hard a Galaxy Fighters game is (a noun).</extracomment>
        <translation>Trudność</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the easiest; the rulebook&apos;s name).</extracomment>
        <translation>Nowicjusz</translation>
    </message>
    <message>
        <source>15 spawn cards, 3 backup ships, lost at 3 invaded districts</source>
        <extracomment>New game dialog: what the Rookie difficulty of Galaxy Fighters means.</extracomment>
        <translation>15 kart fal, 3 statki zapasowe, przegrana przy 3 zajętych dzielnicach</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the standard one; the rulebook&apos;s name).</extracomment>
        <translation>Pilot ekspert</translation>
    </message>
    <message>
        <source>20 spawn cards, 3 backup ships, lost at 2 invaded districts</source>
        <extracomment>New game dialog: what the Expert Pilot difficulty of Galaxy Fighters means.</extracomment>
        <translation>20 kart fal, 3 statki zapasowe, przegrana przy 2 zajętych dzielnicach</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the hardest; the rulebook&apos;s name).</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>25 spawn cards, 2 backup ships, lost at the first invaded district</source>
        <extracomment>New game dialog: what the Ace difficulty of Galaxy Fighters means.</extracomment>
        <translation>25 kart fal, 2 statki zapasowe, przegrana przy pierwszej zajętej dzielnicy</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>New game dialog: the game in progress could not be saved aside, so the new game was not started. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Nie udało się zapisać trwającej gry, więc pozostaje otwarta: %1</translation>
    </message>
    <message>
        <source>Your game of %1 in progress is saved into the folder &quot;Games put aside&quot; before this one starts; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>New game dialog: said when a game is in progress. %1: its game&apos;s name, e.g. &apos;Galaxy of D&apos;. &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button: use its translation.</extracomment>
        <translation>Twoja trwająca gra w %1 zostanie zapisana w folderze „Games put aside” przed rozpoczęciem tej; „Otwórz zapisaną grę” pozwala do niej wrócić.</translation>
    </message>
    <message>
        <source>As shipped</source>
        <extracomment>New game dialog: a content file&apos;s field when no file is chosen: the content that comes with the app is used (e.g. the ship table as shipped).</extracomment>
        <translation>Wersja wbudowana</translation>
    </message>
    <message>
        <source>Choose a file: %1</source>
        <extracomment>New game dialog: the title of the file dialog of a content field. %1: the field&apos;s label, e.g. &apos;Ship table&apos;.</extracomment>
        <translation>Wybierz plik: %1</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Tabela statków</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Obiekty</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>New game dialog: a field&apos;s label: a deck of cards (a noun).</extracomment>
        <translation>Talia kart</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Plansza technologii</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Karty statków</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Talia fal</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Wyposażenie kokpitu</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>New game dialog: a field&apos;s label: Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Plansza</translation>
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
        <extracomment>The file dialog that opens a saved game: its button (a verb).</extracomment>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Zapisane gry (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>The screen between two players of one device (hot seat): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Przekaż ekran: %1</translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <extracomment>The screen between two players of one device: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Plansza pozostaje zasłonięta, dopóki %1 nie usiądzie przed ekranem, żeby nikt nie zobaczył cudzych sekretów.</translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <extracomment>The screen between two players of one device: a button. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>To ja, %1 – pokaż moją planszę</translation>
    </message>
    <message>
        <source>The last moves</source>
        <extracomment>The screen between two players of one device: the heading of the list of what happened since the next player last played (public moves only).</extracomment>
        <translation>Ostatnie ruchy</translation>
    </message>
</context>
<context>
    <name>PlayItGuard</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <extracomment>A game in progress is saved aside before another starts, and its folder cannot be made. %1: a folder&apos;s path.</extracomment>
        <translation>Nie można utworzyć folderu %1.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>The results list (home page): a computer player among the players. %1: its name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>%1 (komputer)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The results list (home page): the score of a solitaire game. %n: the points.</extracomment>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>The results list (home page): a player&apos;s score. %1: the player&apos;s name, e.g. &apos;Anna&apos;; %2: the points, a number.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Results of %1</source>
        <extracomment>The home page, the results list: the screen reader&apos;s name. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Wyniki: %1</translation>
    </message>
    <message>
        <source>Your results in %1</source>
        <extracomment>The home page, the results list: its heading. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Twoje wyniki w %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>The home page, the results list: %n: the games played.</extracomment>
        <translation>
            <numerusform>%n rozegrana gra</numerusform>
            <numerusform>%n rozegrane gry</numerusform>
            <numerusform>%n rozegranych gier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <extracomment>The home page, the results list: after the games played. %n: the games won.</extracomment>
        <translation>
            <numerusform>%n wygrana</numerusform>
            <numerusform>%n wygrane</numerusform>
            <numerusform>%n wygranych</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The home page, the results list: a game&apos;s line. %1: the result, e.g. &apos;Anna wins.&apos;; %2: the scores, e.g. &apos;Anna 12, Ben 9&apos;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The home page, the results list: the random seed of a game, to replay it. %1: a number.</extracomment>
        <translation>Ziarno %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>The home page, the results list: the players and the designed content a game was played with. %1: the players, e.g. &apos;Ann, Computer (Standard)&apos;; %2: the content&apos;s names, e.g. &apos;Ann&apos;s board&apos;.</extracomment>
        <translation>%1 · %2</translation>
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
        <extracomment>The rules beside the board: the screen reader&apos;s text of a paragraph where Starboard decides what the rulebook leaves open. %1: the paragraph.</extracomment>
        <translation>Nasza interpretacja: %1</translation>
    </message>
    <message>
        <source>Our reading:</source>
        <extracomment>The rules beside the board: the bold mark before a paragraph where Starboard decides what the rulebook leaves open (our interpretation).</extracomment>
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
        <extracomment>The file dialog that saves the game: its button (a verb).</extracomment>
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
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): the player won (a noun).</extracomment>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): a computer player is choosing its move.</extracomment>
        <translation>Myśli…</translation>
    </message>
    <message>
        <source>To play</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): it is the player&apos;s turn.</extracomment>
        <translation>Ma ruch</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>A player&apos;s panel: a person plays this seat (a noun).</extracomment>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A player&apos;s panel: a computer player. %1: its level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Komputer (%1)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A player&apos;s panel: %1: the side played, e.g. &apos;Redog&apos;; %2: &apos;Human&apos; or &apos;Computer (Expert)&apos;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>The Settings dialog: its title (a noun).</extracomment>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>The Settings dialog: a heading (a noun).</extracomment>
        <translation>Język</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>The Settings dialog: an entry of the language list: the language of the computer&apos;s system.</extracomment>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>The Settings dialog: a heading: the settings of the computer players.</extracomment>
        <translation>Gracze komputerowi</translation>
    </message>
    <message>
        <source>Computer moves</source>
        <extracomment>The Settings dialog: a heading: how fast the computer players&apos; moves are shown.</extracomment>
        <translation>Ruchy komputera</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Wolne</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Normalne</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Szybkie</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves: no waiting (an adjective). Short.</extracomment>
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
    <message>
        <source>High contrast</source>
        <extracomment>Settings: a label before a switch: colours and borders with stronger contrast.</extracomment>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>Interface size</source>
        <extracomment>Settings: a label before a list of sizes in percent (everything larger or smaller).</extracomment>
        <translation>Rozmiar interfejsu</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Settings: an interface size in percent: %1: a number, e.g. 150 for &apos;150%&apos;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>The interface size is set by QT_SCALE_FACTOR in your environment (%1%).</source>
        <extracomment>%1: the size in percent that the QT_SCALE_FACTOR environment variable sets.</extracomment>
        <translation>Rozmiar interfejsu ustala zmienna QT_SCALE_FACTOR w Twoim środowisku (%1%).</translation>
    </message>
    <message>
        <source>The new size applies when Starboard restarts. The game in progress is kept: Continue brings it back.</source>
        <translation>Nowy rozmiar zacznie obowiązywać po ponownym uruchomieniu Starboard. Trwająca gra zostanie zachowana: „Kontynuuj” ją przywróci.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <extracomment>Settings: a button: start Starboard again now so that the new interface size applies.</extracomment>
        <translation>Uruchom ponownie</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>%1: /format: the Workshop does not edit &apos;%2&apos; files</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; &apos;/format&apos; is the place in the file (keep it); %2: the format found.</extracomment>
        <translation>%1: /format: Warsztat nie edytuje plików „%2”</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: nie można otworzyć pliku (%2)</translation>
    </message>
    <message>
        <source>%1 (untitled)</source>
        <comment>a new document of this kind, never saved</comment>
        <extracomment>Workshop: the name of a new document not yet saved. %1: the kind of content, e.g. &apos;Galaxy (untitled)&apos;.</extracomment>
        <translation>%1 (bez nazwy)</translation>
    </message>
    <message>
        <source>The document has no file yet: use Save As.</source>
        <translation>Dokument nie ma jeszcze pliku: użyj „Zapisz jako”.</translation>
    </message>
    <message>
        <source>%1: cannot save (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: nie można zapisać (%2); plik na dysku pozostał bez zmian.</translation>
    </message>
    <message>
        <source>Empty variant (the standard rules)</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant that changes nothing yet.</extracomment>
        <translation>Pusty wariant (zasady standardowe)</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant for a shorter game.</extracomment>
        <translation>Krótka gra</translation>
    </message>
    <message>
        <source>Rich galaxy</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a galaxy with more planets.</extracomment>
        <translation>Bogata galaktyka</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Workshop: a kind of content (File &gt; New, the Problems panel): Galaxy of D&apos;s map of sectors (a noun).</extracomment>
        <translation>Galaktyka</translation>
    </message>
    <message>
        <source>The galaxy of the rulebook</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): the galaxy printed in the rulebook.</extracomment>
        <translation>Galaktyka z podręcznika zasad</translation>
    </message>
    <message>
        <source>Empty galaxy</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): a galaxy without sectors.</extracomment>
        <translation>Pusta galaktyka</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Tabela statków</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Obiekty</translation>
    </message>
    <message>
        <source>Galaxy of D rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy of D&apos;s rules.</extracomment>
        <translation>Wariant zasad Galaxy of D</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Talia kart</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Plansza technologii</translation>
    </message>
    <message>
        <source>Galaxy Command rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy Command&apos;s rules.</extracomment>
        <translation>Wariant zasad Galaxy Command</translation>
    </message>
    <message>
        <source>Near system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system close to home (Workshop, deck editor: the card list&apos;s Kind column and the Kind chooser).</extracomment>
        <translation>Bliski układ</translation>
    </message>
    <message>
        <source>Distant system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system far away, needs Forward Star Bases (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Odległy układ</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: an event card (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Wydarzenie</translation>
    </message>
    <message>
        <source>Red alert</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a red alert card, a harsher event (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Czerwony alarm</translation>
    </message>
    <message>
        <source>Make %1 a near system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Ustaw %1 jako bliski układ</translation>
    </message>
    <message>
        <source>Make %1 a distant system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Ustaw %1 jako odległy układ</translation>
    </message>
    <message>
        <source>Make %1 an event</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Ustaw %1 jako wydarzenie</translation>
    </message>
    <message>
        <source>Make %1 a red alert</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Ustaw %1 jako czerwony alarm</translation>
    </message>
    <message>
        <source>Resources</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the event gives resources.</extracomment>
        <translation>Surowce</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the workers strike, no production (a noun).</extracomment>
        <translation>Strajk</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): a revolt against a system (a noun).</extracomment>
        <translation>Bunt</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an invasion of a system (a noun).</extracomment>
        <translation>Inwazja</translation>
    </message>
    <message>
        <source>Peace</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): nothing happens (a noun).</extracomment>
        <translation>Pokój</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the army seizes power (a noun).</extracomment>
        <translation>Pucz wojskowy</translation>
    </message>
    <message>
        <source>Raid</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): pirates raid the storage (a noun).</extracomment>
        <translation>Napad</translation>
    </message>
    <message>
        <source>Ambush</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an ambush at the border (a noun).</extracomment>
        <translation>Zasadzka</translation>
    </message>
    <message>
        <source>wealth</source>
        <extracomment>Galaxy Command&apos;s resource wealth (lower case: used inside other texts, e.g. &apos;Every player gains 2 wealth.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>bogactwo</translation>
    </message>
    <message>
        <source>metal</source>
        <extracomment>Galaxy Command&apos;s resource metal (lower case: used inside other texts, e.g. &apos;Every player gains 2 metal.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>metal</translation>
    </message>
    <message>
        <source>Year %1: gain</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card giving resources. %1: the year, 1 or 2. The field is the amount gained.</extracomment>
        <translation>Rok %1: zysk</translation>
    </message>
    <message>
        <source>Year %1: force +</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a revolt or invasion card. %1: the year, 1 or 2. The field is the bonus added to the attacking force&apos;s roll (force +N).</extracomment>
        <translation>Rok %1: siła +</translation>
    </message>
    <message>
        <source>Year %1: military lost</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card. %1: the year, 1 or 2. The field is the military strength lost.</extracomment>
        <translation>Rok %1: utrata wojska</translation>
    </message>
    <message>
        <source>Year %1: lose</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card. %1: the year, 1 or 2. The field is the amount lost.</extracomment>
        <translation>Rok %1: strata</translation>
    </message>
    <message>
        <source>Year %1: invasion force</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card. %1: the year, 1 or 2. The field is the invasion&apos;s force.</extracomment>
        <translation>Rok %1: siła inwazji</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card&apos;s effect. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Rok %1</translation>
    </message>
    <message>
        <source>Storage at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card, before a number: players with this much in storage or more are struck.</extracomment>
        <translation>Magazyn co najmniej</translation>
    </message>
    <message>
        <source>Military at most</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card, before a number: players with this military strength or less are struck.</extracomment>
        <translation>Wojsko najwyżej</translation>
    </message>
    <message>
        <source>Military at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: players with this military strength or more roll.</extracomment>
        <translation>Wojsko co najmniej</translation>
    </message>
    <message>
        <source>Every player gains %1 %2.</source>
        <extracomment>Workshop, deck editor: the effect of an event card as the card preview shows it. %1: an amount, e.g. 2; %2: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Każdy gracz: %2 +%1.</translation>
    </message>
    <message>
        <source>Strike: no production next turn.</source>
        <translation>Strajk: brak produkcji w następnej turze.</translation>
    </message>
    <message>
        <source>Revolt against the aligned system of least resistance, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of a revolt card in the card preview. %1: the bonus to the revolt&apos;s roll, e.g. 2.</extracomment>
        <translation>Bunt przeciw przyłączonemu układowi o najmniejszym oporze, siła +%1.</translation>
    </message>
    <message>
        <source>Invasion of the system aligned last, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of an invasion card in the card preview. %1: the bonus to the invasion&apos;s roll, e.g. 2.</extracomment>
        <translation>Inwazja na ostatnio przyłączony układ, siła +%1.</translation>
    </message>
    <message>
        <source>Peace: nothing happens.</source>
        <translation>Pokój: nic się nie dzieje.</translation>
    </message>
    <message>
        <source>Military %1 or more: on a roll of %2+ lose %3 military.</source>
        <extracomment>Workshop, deck editor: the effect of a military coup card in the card preview. %1: a military strength, e.g. 3; %2: the roll needed, e.g. 4; %3: the military strength lost, e.g. 1.</extracomment>
        <translation>Wojsko %1 lub więcej: przy rzucie %2+ strata %3 siły militarnej.</translation>
    </message>
    <message>
        <source>Storage of %1 or more: lose %2 %3.</source>
        <extracomment>Workshop, deck editor: the effect of a raid card in the card preview. %1: a threshold, e.g. 3; %2: an amount, e.g. 2; %3: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Magazyn %1 lub więcej: %3 −%2.</translation>
    </message>
    <message>
        <source>Military %1 or less: an invasion of force %2.</source>
        <extracomment>Workshop, deck editor: the effect of a border ambush card in the card preview. %1: a military strength, e.g. 1; %2: the invasion&apos;s force, e.g. 3.</extracomment>
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
    <message>
        <source>%1: not saved, because Starboard could not read the file back (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: why Starboard could not read the file, e.g. &apos;/home/me/g.json: the file is larger than the limit of 8388608 byte(s)&apos;.</extracomment>
        <translation>%1: nie zapisano, bo Starboard nie mógłby odczytać pliku z powrotem (%2); plik na dysku jest bez zmian.</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Talia fal</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Karty statków</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Wyposażenie kokpitu</translation>
    </message>
    <message>
        <source>Galaxy Fighters difficulty</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a difficulty of Galaxy Fighters (the game&apos;s numbers: spawn cards drawn, backup ships, ...).</extracomment>
        <translation>Poziom trudności Galaxy Fighters</translation>
    </message>
    <message>
        <source>Expert Pilot (the standard rules)</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s own difficulty &apos;Expert Pilot&apos; (the standard values).</extracomment>
        <translation>Pilot ekspert (zasady standardowe)</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s easiest difficulty, &apos;Rookie&apos;.</extracomment>
        <translation>Nowicjusz</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s hardest difficulty, &apos;Ace&apos;.</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>Away from the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: away from the district of the card&apos;s reader (to the opposite district).</extracomment>
        <translation>Od czytającego</translation>
    </message>
    <message>
        <source>To the reader&apos;s left</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the left of the card&apos;s reader.</extracomment>
        <translation>Na lewo od czytającego</translation>
    </message>
    <message>
        <source>To the reader&apos;s right</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the right of the card&apos;s reader.</extracomment>
        <translation>Na prawo od czytającego</translation>
    </message>
    <message>
        <source>Toward the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: towards the district of the card&apos;s reader (the player whose turn spawns it).</extracomment>
        <translation>Do czytającego</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the name players see.</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Nazwa widoczna dla graczy</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the identifier (short).</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>The id the cards name the kind by</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of an alien kind&apos;s id.</extracomment>
        <translation>Id, którym karty wskazują rodzaj</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, spawn deck designer: a column header: spaces an alien kind moves each approach.</extracomment>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>Spaces the kind moves in each approach, 1 to 5</source>
        <translation>O ile pól rodzaj przesuwa się przy każdym zbliżaniu, od 1 do 5</translation>
    </message>
    <message>
        <source>Not used by this kind</source>
        <extracomment>Workshop, Galaxy Fighters tables: the tool tip of a cell the row&apos;s kind does not use.</extracomment>
        <translation>Nieużywane przez ten rodzaj</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a column&apos;s name, e.g. &apos;Cost&apos;; %2: the row&apos;s name, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Zmień wartość „%1” dla %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, Galaxy Fighters tables: a copied row&apos;s name. %1: the original&apos;s name.</extracomment>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new row&apos;s name.</extracomment>
        <translation>Dodaj %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the row&apos;s name.</extracomment>
        <translation>Usuń %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Przesuń %1 w górę</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Przesuń %1 w dół</translation>
    </message>
    <message>
        <source>The id in the files (lower-case letters, digits, &apos;-&apos;)</source>
        <translation>Id w plikach (małe litery, cyfry, „-”)</translation>
    </message>
    <message>
        <source>Rules text</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the rules text players read.</extracomment>
        <translation>Tekst zasad</translation>
    </message>
    <message>
        <source>What it does, in words for the players (English)</source>
        <translation>Co robi, opisane słowami dla graczy (po angielsku)</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: Special symbols it costs.</extracomment>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Special symbols it costs, 1 to 4</source>
        <translation>Koszt w symbolach „Specjalny”, od 1 do 4</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the ship&apos;s special ability.</extracomment>
        <translation>Specjalny</translation>
    </message>
    <message>
        <source>The special the engine plays</source>
        <translation>Zdolność specjalna, którą wykonuje silnik</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: the specials in the &apos;Special&apos; column (the game&apos;s terms; Astro Wing, Phalanx and Gladius have the first three).</extracomment>
        <translation>Brak</translation>
    </message>
    <message>
        <source>Missile Command</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Astro Wing&apos;s; the game&apos;s term).</extracomment>
        <translation>Atak rakietowy</translation>
    </message>
    <message>
        <source>Defense System</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Phalanx&apos;s Shielded Defense System).</extracomment>
        <translation>System obrony</translation>
    </message>
    <message>
        <source>Helper Drone</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Gladius&apos;s helper Drone).</extracomment>
        <translation>Dron pomocniczy</translation>
    </message>
    <message>
        <source>Side Cannon</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a cannon firing sideways).</extracomment>
        <translation>Działo burtowe</translation>
    </message>
    <message>
        <source>Nova Bomb</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a bomb over the ship&apos;s atmosphere).</extracomment>
        <translation>Bomba Nova</translation>
    </message>
    <message>
        <source>Extra die</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (one more command die).</extracomment>
        <translation>Dodatkowa kość</translation>
    </message>
    <message>
        <source>Special cost</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: Special symbols the special costs.</extracomment>
        <translation>Koszt zdolności</translation>
    </message>
    <message>
        <source>Special symbols the special costs, 1 to 4</source>
        <translation>Koszt zdolności specjalnej w symbolach „Specjalny”, od 1 do 4</translation>
    </message>
    <message>
        <source>Defence tiles</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: defence tiles the ship carries.</extracomment>
        <translation>Żetony obrony</translation>
    </message>
    <message>
        <source>Defence tiles the Defense System carries, 1 to 6</source>
        <translation>Liczba żetonów obrony Systemu obrony, od 1 do 6</translation>
    </message>
    <message>
        <source>Engines</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the engine modifications the ship allows (their ids).
----------
Workshop, Galaxy Fighters equipment: a tab: the engine modifications.</extracomment>
        <translation>Napędy</translation>
    </message>
    <message>
        <source>Ids of the engine modifications it allows, separated by commas</source>
        <translation>Id dozwolonych modyfikacji napędu, rozdzielone przecinkami</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: what the engine plays (a weapon&apos;s, an engine modification&apos;s or a command tile&apos;s kind).</extracomment>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>What the engine plays</source>
        <translation>Co wykonuje silnik</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the engine modifications (the game&apos;s terms).</extracomment>
        <translation>Dopalacz</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Napęd warp</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Deflektor</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Repulsor</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: spaces the Afterburner flies.</extracomment>
        <translation>Zasięg</translation>
    </message>
    <message>
        <source>Spaces the Afterburner flies, 1 to 4</source>
        <translation>O ile pól leci Dopalacz, od 1 do 4</translation>
    </message>
    <message>
        <source>Adds a symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the kinds of command tile: one that adds a symbol to the roll, one that rerolls the unused dice.</extracomment>
        <translation>Dodaje symbol</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a kind of command tile: it rerolls the unused dice.</extracomment>
        <translation>Przerzut</translation>
    </message>
    <message>
        <source>Symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: the command symbol a tile adds.</extracomment>
        <translation>Symbol</translation>
    </message>
    <message>
        <source>The symbol the tile adds to the roll</source>
        <translation>Symbol, który żeton dodaje do rzutu</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the command symbols (the game&apos;s terms).</extracomment>
        <translation>Ogień</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a command symbol (the game&apos;s term).</extracomment>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <translation>Ogień lub Specjalny</translation>
    </message>
    <message>
        <source>Weapons</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the weapon systems.</extracomment>
        <translation>Uzbrojenie</translation>
    </message>
    <message>
        <source>Command tiles</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the bonus command tiles.</extracomment>
        <translation>Żetony rozkazów</translation>
    </message>
    <message>
        <source>Invaded districts that end the game</source>
        <translation>Zajęte dzielnice kończące grę</translation>
    </message>
    <message>
        <source>Ship cards in the shipyard (backup ships)</source>
        <translation>Karty statków w stoczni (statki zapasowe)</translation>
    </message>
    <message>
        <source>Spawn cards drawn for the game (at most the deck&apos;s)</source>
        <translation>Karty fal dobierane do gry (najwyżej tyle, ile ma talia)</translation>
    </message>
    <message>
        <source>Invader spaces of each district</source>
        <translation>Pola najeźdźców każdej dzielnicy</translation>
    </message>
    <message>
        <source>Command dice rolled each turn</source>
        <translation>Kości rozkazów rzucane w każdej turze</translation>
    </message>
    <message>
        <source>The faces of a command die, equally likely</source>
        <translation>Ścianki kości rozkazów, jednakowo prawdopodobne</translation>
    </message>
    <message>
        <source>Draw only spawn cards with at most this many aliens (0: every card)</source>
        <translation>Dobieraj tylko karty fal z najwyżej tyloma obcymi (0: każdą kartę)</translation>
    </message>
    <message>
        <source>Heavy dice</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): two dice per ship and two extra dice for a home planet&apos;s defender.</extracomment>
        <translation>Ciężkie kości</translation>
    </message>
    <message>
        <source>Defenders hold on ties</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): a tie of the battle&apos;s sums is the defender&apos;s win, and smaller hands.</extracomment>
        <translation>Remis dla obrońcy</translation>
    </message>
    <message>
        <source>War card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s deck of cards (a noun).</extracomment>
        <translation>Talia kart wojennych</translation>
    </message>
    <message>
        <source>Battle board</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Plansza bitewna</translation>
    </message>
    <message>
        <source>Galactic Warfare rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galactic Warfare&apos;s rules.</extracomment>
        <translation>Wariant zasad Galactic Warfare</translation>
    </message>
    <message>
        <source>Cards dealt to each player (at most half the deck)</source>
        <translation>Karty rozdawane każdemu graczowi (najwyżej połowa talii)</translation>
    </message>
    <message>
        <source>Power-ups (captured ships) one ship may hold</source>
        <translation>Ulepszenia (zdobyte statki), jakie może mieć jeden statek</translation>
    </message>
    <message>
        <source>Dice rolled in a battle for each ship of a stack</source>
        <translation>Kości rzucane w bitwie za każdy statek stosu</translation>
    </message>
    <message>
        <source>Extra dice of a defender in its own home planet</source>
        <translation>Dodatkowe kości obrońcy na własnej planecie macierzystej</translation>
    </message>
    <message>
        <source>Equal sums: both sides roll again (reroll) or the defender wins</source>
        <translation>Równe sumy: obie strony rzucają ponownie (reroll) albo wygrywa obrońca (defender)</translation>
    </message>
    <message>
        <source>Turns before the game ends (more ships in play win)</source>
        <translation>Tury do końca gry (wygrywa gracz z większą liczbą statków w grze)</translation>
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
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Początkujący</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Standardowy</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Silny</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, the best (in the new game dialog and the seats).</extracomment>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>A computer player that picks its moves at random (in the new game dialog and the seats).</extracomment>
        <translation>Losowe ruchy</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <extracomment>A computer player that plays by simple rules (a heuristic), not by searching; in the seats&apos; choosers.</extracomment>
        <translation>Reguła kciuka</translation>
    </message>
    <message>
        <source>You fly all four ships, one turn after another.</source>
        <extracomment>New game dialog, Galaxy Fighters with one player.</extracomment>
        <translation>Pilotujesz wszystkie cztery statki, turę po turze.</translation>
    </message>
    <message>
        <source>Each player flies two ships, opposite each other: player 1 the blue and the yellow, player 2 the green and the red.</source>
        <extracomment>New game dialog, Galaxy Fighters with two players.</extracomment>
        <translation>Każdy gracz pilotuje dwa przeciwległe statki: gracz 1 niebieski i żółty, gracz 2 zielony i czerwony.</translation>
    </message>
    <message>
        <source>Each player flies one ship; the fourth, red ship is flown by each player in turn, one round each.</source>
        <extracomment>New game dialog, Galaxy Fighters with three players.</extracomment>
        <translation>Każdy gracz pilotuje jeden statek; czwarty, czerwony, pilotują wszyscy po kolei, po jednej rundzie.</translation>
    </message>
    <message>
        <source>Each player flies one ship. A computer pilot can take any seat.</source>
        <extracomment>New game dialog, Galaxy Fighters with four players.</extracomment>
        <translation>Każdy gracz pilotuje jeden statek. Pilot komputerowy może zająć dowolne miejsce.</translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the player&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n twój statek, na wierzchu: %1</numerusform>
            <numerusform>%n twoje statki, na wierzchu: %1</numerusform>
            <numerusform>%n twoich statków, na wierzchu: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the enemy&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n wrogi statek, na wierzchu: %1</numerusform>
            <numerusform>%n wrogie statki, na wierzchu: %1</numerusform>
            <numerusform>%n wrogich statków, na wierzchu: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the map of sectors (a noun).</extracomment>
        <translation>Galaktyka</translation>
    </message>
    <message>
        <source>Sector %1,%2</source>
        <extracomment>Galaxy of D board: a sector (a hexagon of the map). %1 and %2: its coordinates, e.g. &apos;Sector 4,-1&apos;.</extracomment>
        <translation>Sektor %1,%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy of D board: a sector&apos;s tool tip. %1: the sector, e.g. &apos;Sector 4,-1&apos;; %2: what is there.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>starboard::data</name>
    <message>
        <source>the shipped galaxy</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence), e.g. &apos;the shipped galaxy: /sectors/3: ...&apos;.</extracomment>
        <translation>wbudowana galaktyka</translation>
    </message>
    <message>
        <source>the shipped ship table</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>wbudowana tabela statków</translation>
    </message>
    <message>
        <source>the shipped Things</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Things: Galaxy of D&apos;s term for what lies on a sector.</extracomment>
        <translation>wbudowane Obiekty</translation>
    </message>
    <message>
        <source>the shipped rules</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>wbudowane zasady</translation>
    </message>
    <message>
        <source>the shipped deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>wbudowana talia</translation>
    </message>
    <message>
        <source>the shipped technology mat</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>wbudowana plansza technologii</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the game&apos;s identifier given; %2: the games known.</extracomment>
        <translation>nieznana gra „%1” (gry z zawartością: %2)</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format given; %2: the formats known.</extracomment>
        <translation>nieznany format „%1” (znane formaty: %2)</translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). For developers: %1: a format&apos;s name.</extracomment>
        <translation>brak walidatora dla formatu „%1”</translation>
    </message>
    <message>
        <source>(root)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). The place of the whole file, in place of a JSON pointer such as &apos;/cards/3&apos; (the brackets are part of it).</extracomment>
        <translation>(korzeń)</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (JSON&apos;s &apos;null&apos;, keep or translate), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (true or false), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>wartość logiczna</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>liczba</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a text in quotes), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>ciąg znaków</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a list in [ ]), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>tablica</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a map in { }), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>obiekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). What was found when a value is missing, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>nic</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the kind of value expected, e.g. &apos;a number&apos;; %2: the kind found, e.g. &apos;a string&apos;.</extracomment>
        <translation>oczekiwano: %1, znaleziono: %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a whole number), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>liczba całkowita</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found, e.g. 2.5.</extracomment>
        <translation>oczekiwano liczby całkowitej, znaleziono: %1</translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the least value allowed; %2: the value found.</extracomment>
        <translation>musi wynosić co najmniej %1 (znaleziono: %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1 and %2: the least and highest values allowed; %3: the value found.</extracomment>
        <translation>musi mieścić się między %1 a %2 (znaleziono: %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (JSON&apos;s true and false: keep or translate).</extracomment>
        <translation>true lub false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>nie może być puste</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier found. Keep &apos;-&apos; as it is.</extracomment>
        <translation>„%1” nie jest prawidłowym id (użyj małych liter, cyfr i „-”)</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;name&apos;.</extracomment>
        <translation>brak klucza „%1”</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;colour&apos;.</extracomment>
        <translation>nieznany klucz „%1”</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format expected, e.g. &apos;galaxy-of-d-galaxy&apos;; %2: the format found.</extracomment>
        <translation>oczekiwano „%1”, znaleziono „%2”</translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the newest version this build reads.</extracomment>
        <translation>zapisane przez nowszy Starboard (wersja %1; ta wersja odczytuje do %2)</translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the format&apos;s name.</extracomment>
        <translation>wersji %1 formatu „%2” nie da się już odczytać</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier; %2: the place of the first, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>powtórzone id „%1” (pierwsze wystąpienie: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: plik przekracza limit %n bajtu</numerusform>
            <numerusform>%1: plik przekracza limit %n bajtów</numerusform>
            <numerusform>%1: plik przekracza limit %n bajtów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of levels of nested lists and objects.</extracomment>
        <translation>
            <numerusform>zagnieżdżenie przekracza limit %n poziomu</numerusform>
            <numerusform>zagnieżdżenie przekracza limit %n poziomów</numerusform>
            <numerusform>zagnieżdżenie przekracza limit %n poziomów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>%1: nie można otworzyć pliku: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason.</extracomment>
        <translation>%1: nie można odczytać pliku: %2</translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the names allowed, e.g. &apos;&quot;metal&quot;, &quot;wealth&quot;&apos;; %2: the name found.</extracomment>
        <translation>musi być jednym z: %1 (znaleziono „%2”)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used by &apos;%2&apos; events</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a resource, e.g. &apos;metal&apos;; %2: a kind of event, e.g. &apos;strike&apos;. Both are names in the file: keep them.</extracomment>
        <translation>„%1” nie jest używane przez wydarzenia „%2”</translation>
    </message>
    <message>
        <source>duplicate card number %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a card&apos;s number; %2: the place of the first card with it, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>powtórzony numer karty %1 (pierwsze wystąpienie: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for systems only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;resistance&apos; (keep it). Systems: near and distant system cards.</extracomment>
        <translation>„%1” dotyczy tylko układów</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for events and red alerts only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;event&apos; (keep it).</extracomment>
        <translation>„%1” dotyczy tylko wydarzeń i czerwonych alarmów</translation>
    </message>
    <message>
        <source>row %1 already has a generation-%2 technology (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2; %3: the place of the other technology, e.g. &apos;/technologies/3&apos;.</extracomment>
        <translation>rząd %1 ma już technologię generacji %2 (%3)</translation>
    </message>
    <message>
        <source>technology &apos;%1&apos; is missing (the mat has each of the %2 technologies once)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a technology&apos;s identifier, e.g. &apos;robot-workers&apos;; %2: the number of technologies, e.g. 8.</extracomment>
        <translation>brak technologii „%1” (plansza zawiera każdą z %2 technologii dokładnie raz)</translation>
    </message>
    <message>
        <source>row %1 has no generation-%2 technology</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2.</extracomment>
        <translation>rząd %1 nie ma technologii generacji %2</translation>
    </message>
    <message>
        <source>the list of ranks must not be empty</source>
        <translation>lista stopni nie może być pusta</translation>
    </message>
    <message>
        <source>the first rank must start at 0 (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the number found. A rank is a result at the end of the game (Galaxy Command).</extracomment>
        <translation>pierwszy stopień musi zaczynać się od 0 (znaleziono: %1)</translation>
    </message>
    <message>
        <source>must be greater than the previous rank&apos;s minScore (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the previous rank&apos;s minScore. &apos;minScore&apos; is a key of the file: keep it.</extracomment>
        <translation>musi być większe niż minScore poprzedniego stopnia (%1)</translation>
    </message>
    <message>
        <source>the deck must not be empty</source>
        <translation>talia nie może być pusta</translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the entries found. Year 1 and Year 2: the two years (rounds) of an event card.</extracomment>
        <translation>
            <numerusform>oczekiwano 2 wpisów (Rok 1 i Rok 2), znaleziono %n</numerusform>
            <numerusform>oczekiwano 2 wpisów (Rok 1 i Rok 2), znaleziono %n</numerusform>
            <numerusform>oczekiwano 2 wpisów (Rok 1 i Rok 2), znaleziono %n</numerusform>
        </translation>
    </message>
    <message>
        <source>must be at least %1 (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the key of the limit without the technology, e.g. &apos;militaryLimit&apos; (keep it); %2: its value.</extracomment>
        <translation>musi wynosić co najmniej %1 (%2)</translation>
    </message>
    <message>
        <source>must not exceed distantPerPlayer (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the value of distantPerPlayer. &apos;distantPerPlayer&apos; is a key of the file: keep it.</extracomment>
        <translation>nie może przekraczać distantPerPlayer (%1)</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (the die&apos;s sides, %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the die&apos;s sides, e.g. 6; %2: the place where the ruleset sets them, e.g. &apos;ruleset.json: /dieSides&apos;.</extracomment>
        <translation>musi mieścić się między 1 a %1 (liczba ścianek kości, %2)</translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its near system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>talia „%1” ma %n bliski układ; gracz potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n bliskie układy; gracz potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n bliskich układów; gracz potrzebuje %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its distant system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>talia „%1” ma %n odległy układ; gracz potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n odległe układy; gracz potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n odległych układów; gracz potrzebuje %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its event cards (red alerts left out); %2: the number a year needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>talia „%1” ma %n wydarzenie, które nie jest czerwonym alarmem; rok potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n wydarzenia, które nie są czerwonymi alarmami; rok potrzebuje %2 (%3)</numerusform>
            <numerusform>talia „%1” ma %n wydarzeń, które nie są czerwonymi alarmami; rok potrzebuje %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %n: the sectors found.</extracomment>
        <translation>
            <numerusform>galaktyka potrzebuje co najmniej 2 sektorów (znaleziono %n)</numerusform>
            <numerusform>galaktyka potrzebuje co najmniej 2 sektorów (znaleziono %n)</numerusform>
            <numerusform>galaktyka potrzebuje co najmniej 2 sektorów (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the most sectors allowed; %n: the sectors found.</extracomment>
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
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s ship table. %1: the most ship types allowed; %n: the ship types found.</extracomment>
        <translation>
            <numerusform>tabela statków ma najwyżej %1 statków (znaleziono %n)</numerusform>
            <numerusform>tabela statków ma najwyżej %1 statków (znaleziono %n)</numerusform>
            <numerusform>tabela statków ma najwyżej %1 statków (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the fewest Starbase sectors allowed; %n: the number found. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>galaktyka, która wymienia sektory Baz gwiezdnych, potrzebuje ich co najmniej %1 (znaleziono %n)</numerusform>
            <numerusform>galaktyka, która wymienia sektory Baz gwiezdnych, potrzebuje ich co najmniej %1 (znaleziono %n)</numerusform>
            <numerusform>galaktyka, która wymienia sektory Baz gwiezdnych, potrzebuje ich co najmniej %1 (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the sector&apos;s number given; %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>nie ma sektora o numerze %1 (galaktyka ma %n sektor)</numerusform>
            <numerusform>nie ma sektora o numerze %1 (galaktyka ma %n sektory)</numerusform>
            <numerusform>nie ma sektora o numerze %1 (galaktyka ma %n sektorów)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate Starbase %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the first, e.g. &apos;/starbaseSectors/0&apos;. Starbase: the game&apos;s term.</extracomment>
        <translation>powtórzona Baza gwiezdna: %1 (pierwsze wystąpienie: %2)</translation>
    </message>
    <message>
        <source>%1 already has a Thing (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the Thing there. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>%1 ma już Obiekt (%2)</translation>
    </message>
    <message>
        <source>duplicate sector %1,%2 (first at %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2: the sector&apos;s coordinates; %3: the place of the first, e.g. &apos;/sectors/4&apos;.</extracomment>
        <translation>powtórzony sektor %1,%2 (pierwsze wystąpienie: %3)</translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2 and %3, %4: two sectors&apos; coordinates; %n: the number of sectors cut off.</extracomment>
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
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the die&apos;s sides, e.g. 6. &apos;dieSides&apos; is a key of the file: keep it.</extracomment>
        <translation>nie może przekraczać dieSides (%1)</translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a ship type&apos;s identifier; %2: the ship table file&apos;s name, or its place inside a saved game, e.g. &apos;/content/ships&apos;.</extracomment>
        <translation>nieznany statek „%1” (brak w %2)</translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier; %2: the Things file&apos;s name, or its place inside a saved game, e.g. &apos;/content/things&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>nieznany Obiekt „%1” (brak w %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier, e.g. &apos;pirate-cruiser&apos;.</extracomment>
        <translation>„%1” to pirat; szybkie przygotowanie nie ma piratów</translation>
    </message>
    <message>
        <source>%1 already has a Thing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>%1 ma już Obiekt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found. A seed is the random seed of a game.</extracomment>
        <translation>„%1” nie jest 64-bitową liczbą całkowitą bez znaku</translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 nie jest dokładną liczbą całkowitą bez znaku (ziarna powyżej 2^53 zapisuj jako ciągi cyfr)</translation>
    </message>
    <message>
        <source>a string of digits</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (a number written in quotes).</extracomment>
        <translation>ciąg cyfr</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found.</extracomment>
        <translation>„%1” nie jest 64-bitową liczbą całkowitą</translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 nie jest dokładną liczbą całkowitą (akcje powyżej 2^53 zapisuj jako ciągi cyfr)</translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation>miejsce komputera wymaga pola „level”</translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the number of players; %1: the number of seats found.</extracomment>
        <translation>
            <numerusform>oczekiwano jednego miejsca na gracza (%n gracz), znaleziono %1</numerusform>
            <numerusform>oczekiwano jednego miejsca na gracza (%n graczy), znaleziono %1</numerusform>
            <numerusform>oczekiwano jednego miejsca na gracza (%n graczy), znaleziono %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: zapis gry przekracza limit %n bajtu</numerusform>
            <numerusform>%1: zapis gry przekracza limit %n bajtów</numerusform>
            <numerusform>%1: zapis gry przekracza limit %n bajtów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: nie można zapisać pliku: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
        <extracomment>A content file&apos;s format description (JSON schema) cannot be read: an error for developers. %1: the file&apos;s path; %2: the parser&apos;s error.</extracomment>
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
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a keyword of the JSON schema language, keep it as it is.</extracomment>
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
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;; &apos;#...&apos; stays as it is.</extracomment>
        <translation>nie można rozwiązać „%1” (tylko wskaźniki „#...” w obrębie tego schematu)</translation>
    </message>
    <message>
        <source>no type given</source>
        <translation>nie podano typu</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a type name of the JSON schema language, e.g. &apos;integer&apos;.</extracomment>
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
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;.</extracomment>
        <translation>schemat nie może rozwiązać „%1”</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>The word between the kinds of value allowed, e.g. &apos;a number or a string&apos; (spaces included).</extracomment>
        <translation> lub </translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: what is expected, e.g. &apos;a number or a string&apos;; %2: the value found, e.g. &apos;&quot;3&quot;&apos;.</extracomment>
        <translation>musi być %1 (znaleziono: %2)</translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the values allowed, e.g. &apos;&quot;near&quot;, &quot;distant&quot;&apos;; %2: the value found.</extracomment>
        <translation>musi być jednym z: %1 (znaleziono: %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the highest value allowed; %2: the value found, e.g. 1e+300.
----------
A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the highest value allowed; %2: the value found.</extracomment>
        <translation>musi wynosić najwyżej %1 (znaleziono: %2)</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>musi mieć co najmniej %n znak (znaleziono: %1)</numerusform>
            <numerusform>musi mieć co najmniej %n znaki (znaleziono: %1)</numerusform>
            <numerusform>musi mieć co najmniej %n znaków (znaleziono: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>może mieć najwyżej %n znak (znaleziono: %1)</numerusform>
            <numerusform>może mieć najwyżej %n znaki (znaleziono: %1)</numerusform>
            <numerusform>może mieć najwyżej %n znaków (znaleziono: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the text found; %2: the pattern (a regular expression) it must match, e.g. &apos;^[a-z-]+$&apos;.</extracomment>
        <translation>„%1” nie pasuje do wzorca „%2”</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>musi mieć co najmniej %n element (znaleziono: %1)</numerusform>
            <numerusform>musi mieć co najmniej %n elementy (znaleziono: %1)</numerusform>
            <numerusform>musi mieć co najmniej %n elementów (znaleziono: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>może mieć najwyżej %n element (znaleziono: %1)</numerusform>
            <numerusform>może mieć najwyżej %n elementy (znaleziono: %1)</numerusform>
            <numerusform>może mieć najwyżej %n elementów (znaleziono: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the place of the other item, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>powtórzony element (taki sam jak %1)</translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms allowed; %1: the schema keyword, &apos;anyOf&apos; or &apos;oneOf&apos; (keep it). The closest form&apos;s message follows.</extracomment>
        <translation>
            <numerusform>nie pasuje do %n dozwolonej postaci (%1); zgłasza ona:</numerusform>
            <numerusform>nie pasuje do żadnej z %n dozwolonych postaci (%1); najbliższa zgłasza:</numerusform>
            <numerusform>nie pasuje do żadnej z %n dozwolonych postaci (%1); najbliższa zgłasza:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms the value matches. &apos;oneOf&apos; is a schema keyword: keep it.</extracomment>
        <translation>
            <numerusform>pasuje do %n z dozwolonych postaci, a musi pasować do dokładnie jednej (oneOf)</numerusform>
            <numerusform>pasuje do %n z dozwolonych postaci, a musi pasować do dokładnie jednej (oneOf)</numerusform>
            <numerusform>pasuje do %n z dozwolonych postaci, a musi pasować do dokładnie jednej (oneOf)</numerusform>
        </translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a content format&apos;s name, e.g. &apos;galaxy-command-deck&apos;.</extracomment>
        <translation>brak schematu dla formatu „%1”</translation>
    </message>
    <message numerus="yes">
        <source>%1: ... and more problems (only the first %n are listed)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading, starboard-cli validate): the last line when a file has too many mistakes to list. %1: the file&apos;s name; %n: how many are listed (100).</extracomment>
        <translation>
            <numerusform>%1: … i więcej problemów (wymieniono tylko pierwszy %n)</numerusform>
            <numerusform>%1: … i więcej problemów (wymieniono tylko pierwsze %n)</numerusform>
            <numerusform>%1: … i więcej problemów (wymieniono tylko pierwszych %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name.</extracomment>
        <translation>%1: plik jest pusty</translation>
    </message>
    <message>
        <source>%1: the file is UTF-32; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-32 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1: plik jest w UTF-32; zapisz go jako UTF-8</translation>
    </message>
    <message>
        <source>%1: the file is UTF-16; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-16 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1: plik jest w UTF-16; zapisz go jako UTF-8</translation>
    </message>
    <message>
        <source>%1:1:2: a second byte order mark (U+FEFF); the file may start with at most one</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. A byte order mark (BOM) is the invisible character U+FEFF some editors put at the start of a file.</extracomment>
        <translation>%1:1:2: drugi znacznik kolejności bajtów (U+FEFF); plik może zaczynać się najwyżej od jednego</translation>
    </message>
    <message>
        <source>a NUL character inside a string</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 inside a text in quotes.</extracomment>
        <translation>znak NUL wewnątrz napisu</translation>
    </message>
    <message>
        <source>a control character (%1) inside a string; write it as an escape such as \u0009</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the character&apos;s code, e.g. &apos;U+0009&apos;; JSON needs an escape such as 	 or 	 instead.</extracomment>
        <translation>znak sterujący (%1) wewnątrz napisu; zapisz go jako sekwencję ucieczki, np. \u0009</translation>
    </message>
    <message>
        <source>a NUL character</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 in the file.</extracomment>
        <translation>znak NUL</translation>
    </message>
    <message>
        <source>a comment (JSON has no comments)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): JSON files cannot hold comments (// or /* */).</extracomment>
        <translation>komentarz (JSON nie ma komentarzy)</translation>
    </message>
    <message numerus="yes">
        <source>a string longer than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>napis dłuższy niż limit %n bajtu</numerusform>
            <numerusform>napis dłuższy niż limit %n bajtów</numerusform>
            <numerusform>napis dłuższy niż limit %n bajtów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n element(s) in one list or object</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of elements of one list or members of one object.</extracomment>
        <translation>
            <numerusform>więcej niż %n element na jednej liście lub w obiekcie</numerusform>
            <numerusform>więcej niż %n elementy na jednej liście lub w obiekcie</numerusform>
            <numerusform>więcej niż %n elementów na jednej liście lub w obiekcie</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid UTF-8 text; save the file as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). UTF-8 is a text encoding: keep it.</extracomment>
        <translation>niepoprawny tekst UTF-8; zapisz plik jako UTF-8</translation>
    </message>
    <message>
        <source>formatVersion %1 is not a whole number from 1 to %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). &apos;formatVersion&apos; is a key of the file: keep it. %1: the number found, e.g. 1e300; %2: the newest version this build reads.</extracomment>
        <translation>formatVersion %1 nie jest liczbą całkowitą od 1 do %2</translation>
    </message>
    <message>
        <source>the file does not start with &apos;{&apos; (a Starboard file is a JSON object)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): the text does not start with &apos;{&apos;.</extracomment>
        <translation>plik nie zaczyna się od „{” (plik Starboard to obiekt JSON)</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (also at %2:%3)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the key; %2:%3: the line and column of the first one.</extracomment>
        <translation>powtórzony klucz „%1” (także w %2:%3)</translation>
    </message>
    <message numerus="yes">
        <source>at most %1 quick setup Things (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s rules: the Things placed by the quick setup, one per sector. %1: the most allowed; %n: the number found.</extracomment>
        <translation>
            <numerusform>najwyżej %1 Rzeczy szybkiego przygotowania (znaleziono %n)</numerusform>
            <numerusform>najwyżej %1 Rzeczy szybkiego przygotowania (znaleziono %n)</numerusform>
            <numerusform>najwyżej %1 Rzeczy szybkiego przygotowania (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %3 players, not %n</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier; %2 and %3: the fewest and most players it allows; %n: the number of players given.</extracomment>
        <translation>
            <numerusform>w %1 gra od %2 do %3 graczy, nie %n</numerusform>
            <numerusform>w %1 gra od %2 do %3 graczy, nie %n</numerusform>
            <numerusform>w %1 gra od %2 do %3 graczy, nie %n</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown computer player &apos;%1&apos; (known: %2)</source>
        <extracomment>A mistake in a saved game file. %1: the computer player given; %2: those this game has, e.g. &apos;beginner, standard, strong, expert, random&apos;.</extracomment>
        <translation>nieznany gracz komputerowy „%1” (znane: %2)</translation>
    </message>
    <message>
        <source>the content does not fit the game %1</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier.</extracomment>
        <translation>zawartość nie pasuje do gry %1</translation>
    </message>
    <message>
        <source>the game does not allow action %1 here (%2)</source>
        <extracomment>A mistake in a saved game file. %1: the action (a number); %2: the game&apos;s reason, in English.</extracomment>
        <translation>gra nie pozwala tu na akcję %1 (%2)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>bez podania przyczyny</translation>
    </message>
    <message>
        <source>the replayed position breaks a rule of the game: %1</source>
        <extracomment>A mistake in a saved game file: the position after the last action is impossible. %1: the engine&apos;s explanation, in English.</extracomment>
        <translation>odtworzona pozycja łamie zasadę gry: %1</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos;; JSON allows no comma after the last element</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the bracket that follows the comma, &apos;}&apos; or &apos;]&apos;. JSON allows no comma after the last element of a list or object.</extracomment>
        <translation>przecinek przed &apos;%1&apos;; JSON nie dopuszcza przecinka po ostatnim elemencie</translation>
    </message>
    <message>
        <source>two commas in a row</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): &quot;,,&quot; with nothing between the commas.</extracomment>
        <translation>dwa przecinki z rzędu</translation>
    </message>
    <message>
        <source>the shipped spawn deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: the cards the aliens arrive by.</extracomment>
        <translation>wbudowana talia fal</translation>
    </message>
    <message>
        <source>the shipped ship cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters.</extracomment>
        <translation>wbudowane karty statków</translation>
    </message>
    <message>
        <source>the shipped equipment</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: weapon systems, engine modifications and bonus command tiles.</extracomment>
        <translation>wbudowane wyposażenie</translation>
    </message>
    <message>
        <source>a spawn card must spawn at least one alien</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells: ...&apos;. Galaxy Fighters&apos; spawn cards.</extracomment>
        <translation>karta fali musi przywołać co najmniej jednego obcego</translation>
    </message>
    <message numerus="yes">
        <source>a cell holds 1 to %1 aliens, bottom first (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/0/aliens: ...&apos;. Galaxy Fighters&apos; spawn cards: a cell&apos;s stack of aliens. %1: the most allowed; %n: the aliens found.</extracomment>
        <translation>
            <numerusform>pole mieści od 1 do %1 obcych, od spodu (znaleziono: %n)</numerusform>
            <numerusform>pole mieści od 1 do %1 obcych, od spodu (znaleziono: %n)</numerusform>
            <numerusform>pole mieści od 1 do %1 obcych, od spodu (znaleziono: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>a second stack in the cell at col %1, row %2 (first at %3); put its aliens in one stack, bottom first</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/2: ...&apos;. Galaxy Fighters&apos; spawn cards: %1: a column, %2: a row (0-4); %3: the place of the first stack, e.g. &apos;/cards/3/cells/0&apos;.</extracomment>
        <translation>drugi stos w polu kolumna %1, rząd %2 (pierwszy w %3); połóż tych obcych w jednym stosie, od spodu</translation>
    </message>
    <message numerus="yes">
        <source>a command die has 1 to %1 faces (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/dieFaces: ...&apos;. Galaxy Fighters&apos; command die. %1: the most faces allowed; %n: the faces found.</extracomment>
        <translation>
            <numerusform>kość rozkazów ma od 1 do %1 ścianek (znaleziono: %n)</numerusform>
            <numerusform>kość rozkazów ma od 1 do %1 ścianek (znaleziono: %n)</numerusform>
            <numerusform>kość rozkazów ma od 1 do %1 ścianek (znaleziono: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used when &apos;%2&apos; is &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/engines/1/range: ...&apos;. %1 and %2: keys of the file, %3: the value of %2 (all three are names in the file: keep them).</extracomment>
        <translation>„%1” nie jest używane, gdy „%2” ma wartość „%3”</translation>
    </message>
    <message>
        <source>unknown engine &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/ships/3/engines/0: ...&apos;. Galaxy Fighters&apos; engine modifications: %1: the engine&apos;s identifier; %2: the file of the equipment.</extracomment>
        <translation>nieznany napęd „%1” (brak w %2)</translation>
    </message>
    <message numerus="yes">
        <source>there are %n ship card(s); the four ships and %1 backup ships need %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ships.json: /ships: ...&apos;. Galaxy Fighters: %n: the ship cards; %1: the backup ships of the ruleset; %2: the ship cards needed; %3: the place of the backup ships, e.g. &apos;ruleset.json: /backupShips&apos;.</extracomment>
        <translation>
            <numerusform>jest %n karta statku; cztery statki i %1 statków zapasowych wymagają %2 (%3)</numerusform>
            <numerusform>są %n karty statków; cztery statki i %1 statków zapasowych wymagają %2 (%3)</numerusform>
            <numerusform>jest %n kart statków; cztery statki i %1 statków zapasowych wymagają %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards but the spawn deck has %n (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /spawnCards: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %n: the cards of the spawn deck; %2: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>zasady dobierają %1 kart fal, ale talia fal ma %n (%2)</numerusform>
            <numerusform>zasady dobierają %1 kart fal, ale talia fal ma %n (%2)</numerusform>
            <numerusform>zasady dobierają %1 kart fal, ale talia fal ma %n (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck has %n such card(s) (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /maxAliensPerCard: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %2: the most aliens a drawn card may have; %n: the cards of the spawn deck with at most that many; %3: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>zasady dobierają %1 kart fal z najwyżej %2 obcymi, ale talia fal ma tylko %n taką kartę (%3)</numerusform>
            <numerusform>zasady dobierają %1 kart fal z najwyżej %2 obcymi, ale talia fal ma tylko %n takie karty (%3)</numerusform>
            <numerusform>zasady dobierają %1 kart fal z najwyżej %2 obcymi, ale talia fal ma tylko %n takich kart (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>the shipped board</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the squares and the home planets.</extracomment>
        <translation>dołączona plansza</translation>
    </message>
    <message>
        <source>the shipped cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the Galactic Warfare cards.</extracomment>
        <translation>dołączone karty</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>jasne pole</translation>
    </message>
    <message>
        <source>a dark square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>ciemne pole</translation>
    </message>
    <message>
        <source>a square of White&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>pole planety macierzystej Białego</translation>
    </message>
    <message>
        <source>a square of Blue&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>pole planety macierzystej Niebieskiego</translation>
    </message>
    <message>
        <source>column %1: White&apos;s home planet (W) lies in row 0 only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W is a letter of the file: keep it.</extracomment>
        <translation>kolumna %1: planeta macierzysta Białego (W) leży tylko w rzędzie 0</translation>
    </message>
    <message>
        <source>column %1: Blue&apos;s home planet (B) lies in the last row only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). B is a letter of the file: keep it.</extracomment>
        <translation>kolumna %1: planeta macierzysta Niebieskiego (B) leży tylko w ostatnim rzędzie</translation>
    </message>
    <message>
        <source>column %1: the first and last rows are the home planets (W, B), or . for no square</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/0: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W, B and . are letters of the file: keep them.</extracomment>
        <translation>kolumna %1: pierwszy i ostatni rząd to planety macierzyste (W, B) albo . dla braku pola</translation>
    </message>
    <message>
        <source>White&apos;s home planet has no square (W in row 0)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. W is a letter of the file: keep it.</extracomment>
        <translation>planeta macierzysta Białego nie ma pól (W w rzędzie 0)</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet has no square (B in the last row)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. B is a letter of the file: keep it.</extracomment>
        <translation>planeta macierzysta Niebieskiego nie ma pól (B w ostatnim rzędzie)</translation>
    </message>
    <message>
        <source>outside the board (rows 0 to %1, columns 0 to %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: the last row, %2: the last column (rows and columns from 0).</extracomment>
        <translation>poza planszą (rzędy od 0 do %1, kolumny od 0 do %2)</translation>
    </message>
    <message>
        <source>a ship starts on a dark battlefield square, not on %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: what the square is, e.g. &apos;a light square&apos;.</extracomment>
        <translation>statek zaczyna na ciemnym polu pola bitwy, nie na: %1</translation>
    </message>
    <message>
        <source>a second ship on one start square (first at %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/blue/0: ...&apos;. Galactic Warfare&apos;s board: %1: the place of the first ship there, e.g. &apos;/start/white/2&apos;.</extracomment>
        <translation>drugi statek na tym samym polu startowym (pierwszy na %1)</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; card is played in %2 (found &apos;%3&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/window: ...&apos;. Galactic Warfare&apos;s cards: %1: the card&apos;s kind, %2: the windows it allows, %3: the window found (names in the file: keep them).</extracomment>
        <translation>karta „%1” jest zagrywana w: %2 (znaleziono „%3”)</translation>
    </message>
    <message numerus="yes">
        <source>a deck has 1 to %1 different cards (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards: ...&apos;. Galactic Warfare&apos;s cards: %1: the most allowed; %n: the cards found.</extracomment>
        <translation>
            <numerusform>talia ma od 1 do %1 różnych kart (znaleziono %n)</numerusform>
            <numerusform>talia ma od 1 do %1 różnych kart (znaleziono %n)</numerusform>
            <numerusform>talia ma od 1 do %1 różnych kart (znaleziono %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the layout has %n row(s) but &apos;rows&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;rows&apos; (a key of the file: keep it); %n: the strings found.</extracomment>
        <translation>
            <numerusform>układ ma %n rząd, ale „rows” to %1</numerusform>
            <numerusform>układ ma %n rzędy, ale „rows” to %1</numerusform>
            <numerusform>układ ma %n rzędów, ale „rows” to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the row has %n square(s) but &apos;columns&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;columns&apos; (a key of the file: keep it); %n: the characters found.</extracomment>
        <translation>
            <numerusform>rząd ma %n pole, ale „columns” to %1</numerusform>
            <numerusform>rząd ma %n pola, ale „columns” to %1</numerusform>
            <numerusform>rząd ma %n pól, ale „columns” to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1: unknown square &apos;%2&apos; (W White&apos;s planet, B Blue&apos;s planet, # dark, . light)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based), %2: the character found. W, B, # and . are letters of the file: keep them.</extracomment>
        <translation>kolumna %1: nieznane pole „%2” (W planeta Białego, B planeta Niebieskiego, # ciemne, . jasne)</translation>
    </message>
    <message numerus="yes">
        <source>a square is [row, column] (found %n number(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: a start square is written [row, column]; %n: the numbers found.</extracomment>
        <translation>
            <numerusform>pole to [rząd, kolumna] (znaleziono %n liczbę)</numerusform>
            <numerusform>pole to [rząd, kolumna] (znaleziono %n liczby)</numerusform>
            <numerusform>pole to [rząd, kolumna] (znaleziono %n liczb)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board has %n square(s) instead of %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board made by a program: %1: columns x rows; %n: the squares found.</extracomment>
        <translation>
            <numerusform>plansza ma %n pole zamiast %1</numerusform>
            <numerusform>plansza ma %n pola zamiast %1</numerusform>
            <numerusform>plansza ma %n pól zamiast %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the ruleset is for the deck &apos;%1&apos; but %2 holds the deck &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /deck: ...&apos;. Galactic Warfare: %1: the deck&apos;s identifier the ruleset names; %2: the card file; %3: the identifier of the deck in it.</extracomment>
        <translation>zasady są dla talii „%1”, ale %2 zawiera talię „%3”</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset deals %1 cards to each player but the deck has %n (%2): at most %3, half the deck</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /cardsDealt: ...&apos;. Galactic Warfare: %1: the cards dealt to each of the two players; %n: the cards of the deck (the counts added up); %2: the place of the deck&apos;s cards, e.g. &apos;cards.json: /cards&apos;; %3: the most that may be dealt, half the deck.</extracomment>
        <translation>
            <numerusform>zasady rozdają każdemu graczowi %1 kart, ale talia ma %n (%2): najwyżej %3, połowa talii</numerusform>
            <numerusform>zasady rozdają każdemu graczowi %1 kart, ale talia ma %n (%2): najwyżej %3, połowa talii</numerusform>
            <numerusform>zasady rozdają każdemu graczowi %1 kart, ale talia ma %n (%2): najwyżej %3, połowa talii</numerusform>
        </translation>
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
        <extracomment>Workshop, the board preview: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>%1 nie ma planszy do podglądu.</translation>
    </message>
    <message>
        <source>The board cannot be shown: %1</source>
        <extracomment>Workshop, the board preview: %1: the reason, a sentence.</extracomment>
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
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Oznacz %1 jako kartę oryginalną</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Usuń oznaczenie karty oryginalnej z %1</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header for the card&apos;s number: a short abbreviation of &apos;Number&apos;.</extracomment>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (the card&apos;s name). Keep it short.</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (near system, distant system, event, red alert). Keep it short.</extracomment>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header: a check box, whether the card is one of the 18 of the original solitaire. Keep it short.</extracomment>
        <translation>Oryginalna</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardPreview</name>
    <message>
        <source>RESISTANCE</source>
        <extracomment>Workshop, the card preview: the label of a system card&apos;s resistance (printed on the card in capitals; tight space).</extracomment>
        <translation>OPÓR</translation>
    </message>
    <message>
        <source>Metal</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Metal&apos;: the metal production.</extracomment>
        <translation>Metal</translation>
    </message>
    <message>
        <source>Wealth</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Wealth&apos;: the wealth production.</extracomment>
        <translation>Bogactwo</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;VP&apos;: the abbreviation of &apos;victory points&apos;.</extracomment>
        <translation>PZ</translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of a red alert card, the harsher kind of event card (capitals, tight space).</extracomment>
        <translation>CZERWONY ALARM</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of an event card (capitals, tight space).</extracomment>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, the card preview: a row of an event card&apos;s effects. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Rok %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::DeckEditor</name>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Nazwa talii:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s identifier, used by rule sets to refer to it (short technical name).</extracomment>
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
        <extracomment>Workshop, deck editor: the card list&apos;s filter (&apos;Show:&apos;): show every card.</extracomment>
        <translation>Wszystkie karty</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: add a new card).</extracomment>
        <translation>Dodaj kartę</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: duplicate the chosen card).</extracomment>
        <translation>Duplikuj</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: remove the chosen card).</extracomment>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Show:</source>
        <extracomment>Workshop, deck editor: the label of the card list&apos;s filter (which kinds of card to show).</extracomment>
        <translation>Pokaż:</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, deck editor: the heading of the chosen card&apos;s fields (a noun).</extracomment>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Number</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s number in the deck.</extracomment>
        <translation>Numer</translation>
    </message>
    <message>
        <source>Change the number of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Zmień numer karty %1</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s identifier (a short technical name).</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Zmień id karty %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s old name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Zmień nazwę karty %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s kind (near system, distant system, event, red alert).</extracomment>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>One of the 18 cards of the original game</source>
        <translation>Jedna z 18 kart oryginalnej gry</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: a check box&apos;s label: the card is one of the 18 of the original solitaire.</extracomment>
        <translation>Oryginalna</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Oznacz %1 jako kartę oryginalną</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Usuń oznaczenie karty oryginalnej z %1</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>Workshop, deck editor: the heading of a system card&apos;s fields (a noun: a star system).</extracomment>
        <translation>Układ</translation>
    </message>
    <message>
        <source>Resistance</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: a system card&apos;s resistance, the game&apos;s term (the roll needed to align it).</extracomment>
        <translation>Opór</translation>
    </message>
    <message>
        <source>Change the resistance of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Zmień opór karty %1</translation>
    </message>
    <message>
        <source>Metal production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the metal a system produces every turn.</extracomment>
        <translation>Produkcja metalu</translation>
    </message>
    <message>
        <source>Change the metal production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Zmień produkcję metalu karty %1</translation>
    </message>
    <message>
        <source>Wealth production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the wealth a system produces every turn.</extracomment>
        <translation>Produkcja bogactwa</translation>
    </message>
    <message>
        <source>Change the wealth production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Zmień produkcję bogactwa karty %1</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, deck editor: a field&apos;s label.</extracomment>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Zmień punkty zwycięstwa karty %1</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Workshop, deck editor: the heading of an event card&apos;s fields, and the label of the event&apos;s kind (a noun).</extracomment>
        <translation>Wydarzenie</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Rok %1</translation>
    </message>
    <message>
        <source>Change the year 1 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Zmień wartość na Rok 1 karty %1</translation>
    </message>
    <message>
        <source>Change the year 2 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Zmień wartość na Rok 2 karty %1</translation>
    </message>
    <message>
        <source>Change the year 1 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Zmień surowiec na Rok 1 karty %1</translation>
    </message>
    <message>
        <source>Change the year 2 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Zmień surowiec na Rok 2 karty %1</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Wojsko co najmniej</translation>
    </message>
    <message>
        <source>Change the military threshold of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Zmień próg siły militarnej karty %1</translation>
    </message>
    <message>
        <source>Succeeds on a roll of</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: the die roll at which the coup succeeds (or more).</extracomment>
        <translation>Udaje się przy rzucie</translation>
    </message>
    <message>
        <source>Change the roll needed by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Zmień rzut wymagany przez kartę %1</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <translation>Wybierz kartę z listy albo dodaj nową.</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, deck editor: the heading above the card&apos;s picture as it will look in the game (a noun).</extracomment>
        <translation>Podgląd</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, deck editor: a card without a name, in undo steps and messages. %1: its number, e.g. &apos;card 12&apos;.</extracomment>
        <translation>karta %1</translation>
    </message>
    <message>
        <source>Change the event of %1 to %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;; %2: a kind of event, e.g. &apos;Revolt&apos;.</extracomment>
        <translation>Zmień wydarzenie karty %1 na %2</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, deck editor: the name given to a new card. %1: its number, e.g. &apos;New card 55&apos;.</extracomment>
        <translation>Nowa karta %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new card&apos;s number, e.g. 55.</extracomment>
        <translation>Dodaj kartę %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as card %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;; %2: the copy&apos;s number, e.g. 55.</extracomment>
        <translation>Duplikuj %1 jako kartę %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Usuń %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card up in the list (a verb).</extracomment>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card down in the list (a verb).</extracomment>
        <translation>W dół</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Dodaj nową kartę po zaznaczonej</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Dodaj kopię zaznaczonej karty</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Usuń zaznaczoną kartę</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Przesuń zaznaczoną kartę w górę listy</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Przesuń zaznaczoną kartę w dół listy</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, deck editor: a key&apos;s action (Escape in the card&apos;s form): the focus goes back to the list of cards.</extracomment>
        <translation>Wróć do listy kart</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Przesuń %1 w górę</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Przesuń %1 w dół</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardCanvas</name>
    <message>
        <source>a dark square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>ciemne pole</translation>
    </message>
    <message>
        <source>White&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>planeta macierzysta Białego</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>planeta macierzysta Niebieskiego</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader: a light square, where no ship may be.</extracomment>
        <translation>jasne pole</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, a White ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1: %2, tu zaczyna biały statek</translation>
    </message>
    <message>
        <source>%1: %2, a Blue ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name; %2: what it is.</extracomment>
        <translation>%1: %2, tu zaczyna niebieski statek</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardEditor</name>
    <message>
        <source>Board name</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s name.</extracomment>
        <translation>Nazwa planszy</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s identifier.</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>Columns</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s width in squares.</extracomment>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Rows</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s length in squares, the home planets&apos; rows included.</extracomment>
        <translation>Rzędy</translation>
    </message>
    <message>
        <source>Rename the board</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Zmień nazwę planszy</translation>
    </message>
    <message>
        <source>Change the board&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Zmień id planszy</translation>
    </message>
    <message>
        <source>&amp;Squares: a click adds or takes away a square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click turns a square into a light one (no square) and back.</extracomment>
        <translation>P&amp;ola: kliknięcie dodaje lub usuwa pole</translation>
    </message>
    <message>
        <source>&amp;White ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a White ship on a dark square or takes it away.</extracomment>
        <translation>&amp;Białe statki: kliknięcie stawia statek lub go usuwa</translation>
    </message>
    <message>
        <source>&amp;Blue ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a Blue ship on a dark square or takes it away.</extracomment>
        <translation>&amp;Niebieskie statki: kliknięcie stawia statek lub go usuwa</translation>
    </message>
    <message>
        <source>On the board: the arrows choose a square, Space applies the tool.</source>
        <extracomment>Workshop, Galactic Warfare board editor: how to edit the board by keyboard.</extracomment>
        <translation>Na planszy: strzałki wybierają pole, Spacja używa narzędzia.</translation>
    </message>
    <message>
        <source>Add the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Dodaj pole %1</translation>
    </message>
    <message>
        <source>Take away the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Usuń pole %1</translation>
    </message>
    <message>
        <source>Take away the White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Usuń biały statek z %1</translation>
    </message>
    <message>
        <source>Take away the Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Usuń niebieski statek z %1</translation>
    </message>
    <message>
        <source>Put a White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Postaw biały statek na %1</translation>
    </message>
    <message>
        <source>Put a Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Postaw niebieski statek na %1</translation>
    </message>
    <message>
        <source>Make the board %1 × %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: columns, %2: rows, e.g. &apos;8 × 10&apos;.</extracomment>
        <translation>Zmień rozmiar planszy na %1 × %2</translation>
    </message>
    <message>
        <source>White: %1 on the battlefield, a home planet of %2.
Blue: %3 on the battlefield, a home planet of %4.</source>
        <extracomment>Workshop, Galactic Warfare board editor: what the board holds. %1: White&apos;s ships, e.g. &apos;12 ships&apos;; %2: White&apos;s planet squares, e.g. &apos;8 squares&apos;; %3: Blue&apos;s ships; %4: Blue&apos;s planet squares.</extracomment>
        <translation>Biały: %1 na polu bitwy, planeta macierzysta: %2.
Niebieski: %3 na polu bitwy, planeta macierzysta: %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n statek</numerusform>
            <numerusform>%n statki</numerusform>
            <numerusform>%n statków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n pole</numerusform>
            <numerusform>%n pola</numerusform>
            <numerusform>%n pól</numerusform>
        </translation>
    </message>
    <message>
        <source>White has fewer ships than Blue&apos;s planet has squares: it can win only by capturing every Blue ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>Biały ma mniej statków, niż planeta Niebieskiego ma pól: może wygrać tylko, zdobywając wszystkie niebieskie statki.</translation>
    </message>
    <message>
        <source>Blue has fewer ships than White&apos;s planet has squares: it can win only by capturing every White ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>Niebieski ma mniej statków, niż planeta Białego ma pól: może wygrać tylko, zdobywając wszystkie białe statki.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardListModel</name>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list (the card&apos;s name).</extracomment>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: the effect the game engine knows (extra dice, shield, ...).</extracomment>
        <translation>Działanie</translation>
    </message>
    <message>
        <source>When</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: when the card may be played (before your move, in a battle ...).</extracomment>
        <translation>Kiedy</translation>
    </message>
    <message>
        <source>Copies</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: how many of the card the deck holds.</extracomment>
        <translation>Kopie</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardPreview</name>
    <message>
        <source>Card preview: %1, %2: %3</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card preview for a screen reader. %1: the card&apos;s name; %2: when it is played; %3: its text.</extracomment>
        <translation>Podgląd karty: %1, %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: at the foot of the card preview: how many of this card the deck holds.</extracomment>
        <translation>
            <numerusform>%n w talii</numerusform>
            <numerusform>%n w talii</numerusform>
            <numerusform>%n w talii</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardsEditor</name>
    <message>
        <source>Extra dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (the Effect chooser and column).</extracomment>
        <translation>Dodatkowe kości</translation>
    </message>
    <message>
        <source>Roll again</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Przerzut</translation>
    </message>
    <message>
        <source>Shield</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Tarcza</translation>
    </message>
    <message>
        <source>Extra charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a charge: the game&apos;s forward diagonal move).</extracomment>
        <translation>Dodatkowa szarża</translation>
    </message>
    <message>
        <source>Repel an invader</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Odparcie najeźdźcy</translation>
    </message>
    <message>
        <source>Steal a power-up</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a power-up: a captured ship under a ship, the game&apos;s term).</extracomment>
        <translation>Kradzież ulepszenia</translation>
    </message>
    <message>
        <source>Cancel a card</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Anulowanie karty</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Mniej kości</translation>
    </message>
    <message>
        <source>Escape home</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Ucieczka do domu</translation>
    </message>
    <message>
        <source>Double charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Podwójna szarża</translation>
    </message>
    <message>
        <source>Backward charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Szarża do tyłu</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Dobranie kart</translation>
    </message>
    <message>
        <source>Win ties</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (equal sums).</extracomment>
        <translation>Wygrana przy remisie</translation>
    </message>
    <message>
        <source>Capture the attacker</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Zdobycie atakującego</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n more die(s) in this battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text). %n: the dice.</extracomment>
        <translation>
            <numerusform>Rzuć w tej bitwie %n kością więcej.</numerusform>
            <numerusform>Rzuć w tej bitwie %n kośćmi więcej.</numerusform>
            <numerusform>Rzuć w tej bitwie %n kośćmi więcej.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text).</extracomment>
        <translation>Rzuć ponownie swoimi kośćmi w tej bitwie; liczy się nowa suma.</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Obrońca: odwołaj atak. Nie ma bitwy; atakujący zostaje tam, gdzie był, a jego ruch przepada.</translation>
    </message>
    <message>
        <source>One of your ships makes one more charge.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Jeden z twoich statków wykonuje jeszcze jedną szarżę.</translation>
    </message>
    <message>
        <source>An enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Wrogi statek na twojej planecie macierzystej wycofuje się na wybrane przez ciebie wolne pole swojej planety macierzystej albo wypada z gry, jeśli takiego nie ma.</translation>
    </message>
    <message>
        <source>Move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Przenieś jedno ulepszenie spod wrogiego statku pod jeden z twoich statków, który ma ich mniej niż dozwolone maksimum.</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>W bitwie, gdy przeciwnik zagrywa kartę: ta karta nie działa.</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent rolls %n fewer die(s) in this battle (at least 1).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the dice.</extracomment>
        <translation>
            <numerusform>Przeciwnik rzuca w tej bitwie %n kością mniej (co najmniej 1).</numerusform>
            <numerusform>Przeciwnik rzuca w tej bitwie %n kośćmi mniej (co najmniej 1).</numerusform>
            <numerusform>Przeciwnik rzuca w tej bitwie %n kośćmi mniej (co najmniej 1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Defender: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Obrońca: jeśli przegrasz tę bitwę, twój statek zamiast zostać zdobyty wycofuje się na wybrane przez ciebie wolne pole twojej planety macierzystej.</translation>
    </message>
    <message>
        <source>If your move is a charge, the same ship may charge once more.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Jeśli twoim ruchem jest szarża, ten sam statek może szarżować jeszcze raz.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the cards drawn.</extracomment>
        <translation>
            <numerusform>Dobierz %n kartę.</numerusform>
            <numerusform>Dobierz %n karty.</numerusform>
            <numerusform>Dobierz %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>When the sums are equal, you win the battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Gdy sumy są równe, wygrywasz bitwę.</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship instead of letting it retreat.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Obrońca: jeśli wygrasz tę bitwę, zdobywasz atakujący statek, zamiast pozwolić mu się wycofać.</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Nazwa talii:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s identifier (a short technical name).</extracomment>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Zmień nazwę talii</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Zmień id talii</translation>
    </message>
    <message>
        <source>Cards of the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card list for a screen reader.</extracomment>
        <translation>Karty talii</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Dodaj kartę</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Dodaj nową kartę po zaznaczonej</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Duplikuj</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Dodaj kopię zaznaczonej karty</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Usuń zaznaczoną kartę</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Przesuń zaznaczoną kartę w górę listy</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>W dół</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Przesuń zaznaczoną kartę w dół listy</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of the chosen card&apos;s fields.</extracomment>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s identifier.</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the card&apos;s old name.</extracomment>
        <translation>Zmień nazwę karty %1</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Zmień id karty %1</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: what the card does, one of the effects the game knows.</extracomment>
        <translation>Działanie</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: when the card may be played.</extracomment>
        <translation>Zagrywana</translation>
    </message>
    <message>
        <source>Change when %1 is played</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Zmień moment zagrania karty %1</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: how many of the card the deck holds.</extracomment>
        <translation>Kopie w talii</translation>
    </message>
    <message>
        <source>Change the copies of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Zmień liczbę kopii karty %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the dice the card adds or takes.</extracomment>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Change the dice of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Zmień kości karty %1</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the cards the card draws.</extracomment>
        <translation>Dobierane karty</translation>
    </message>
    <message>
        <source>Change the cards drawn by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Zmień liczbę kart dobieranych przez kartę %1</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s text, what the player reads on it.</extracomment>
        <translation>Tekst</translation>
    </message>
    <message>
        <source>Change the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Zmień tekst karty %1</translation>
    </message>
    <message>
        <source>What the game does with it:</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of what the game engine does when the card is played (whatever its text says).</extracomment>
        <translation>Co gra z nią robi:</translation>
    </message>
    <message>
        <source>Use as the card&apos;s text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button: the card&apos;s text becomes the effect&apos;s description shown above it.</extracomment>
        <translation>Użyj jako tekstu karty</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <extracomment>Workshop, Galactic Warfare card editor: shown in place of the form without a card.</extracomment>
        <translation>Wybierz kartę z listy albo dodaj nową.</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a key&apos;s action (Escape in the card&apos;s form).</extracomment>
        <translation>Wróć do listy kart</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading above the card&apos;s picture.</extracomment>
        <translation>Podgląd</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: a card without a name, in undo steps. %1: its place in the list.</extracomment>
        <translation>karta %1</translation>
    </message>
    <message>
        <source>Give %1 the effect %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name; %2: an effect, e.g. &apos;Extra dice&apos;.</extracomment>
        <translation>Nadaj karcie %1 działanie %2</translation>
    </message>
    <message>
        <source>Write the effect as the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Wpisz działanie jako tekst karty %1</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: the name of a new card. %1: a number.</extracomment>
        <translation>Nowa karta %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the new card&apos;s name.</extracomment>
        <translation>Dodaj %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Duplikuj %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Usuń %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Przesuń %1 w górę</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Przesuń %1 w dół</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the deck holds, e.g. &apos;50 cards of 16 kinds&apos;. %n: the cards (the copies added up); %1: the different cards, e.g. &apos;16 kinds&apos;.</extracomment>
        <translation>
            <numerusform>%n karta %1</numerusform>
            <numerusform>%n karty %1</numerusform>
            <numerusform>%n kart %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <extracomment>Workshop, Galactic Warfare card editor: inside &apos;50 cards of %1&apos;: the different cards of the deck.</extracomment>
        <translation>
            <numerusform>%n rodzaju</numerusform>
            <numerusform>%n rodzajów</numerusform>
            <numerusform>%n rodzajów</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <extracomment>Workshop, Galactic Warfare card editor: a number field&apos;s tool tip, e.g. &apos;From 1 to 50&apos;.</extracomment>
        <translation>Od %1 do %2</translation>
    </message>
    <message>
        <source>Rescue a blocked ship</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a blocked ship: one that can neither charge nor attack, a stuck one included).</extracomment>
        <translation>Ratunek zablokowanego</translation>
    </message>
    <message>
        <source>One of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Jeden z twoich statków, który nie może ani szarżować, ani atakować, wraca bez rzutu na wolne pole twojej planety macierzystej.</translation>
    </message>
    <message>
        <source>This turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>W tej turze twoim ruchem jest szarża po przekątnej do tyłu, na polu bitwy.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Workshop, the raw JSON editor: the value column of a list. %n: the number of its items.</extracomment>
        <translation>
            <numerusform>%n element</numerusform>
            <numerusform>%n elementy</numerusform>
            <numerusform>%n elementów</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the file (its JSON name), e.g. &apos;name&apos;.</extracomment>
        <translation>Zmień %1</translation>
    </message>
    <message>
        <source>Member</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s name (a JSON term).</extracomment>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s value.</extracomment>
        <translation>Wartość</translation>
    </message>
</context>
<context>
    <name>starboard::editor::PlaytestDialog</name>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a percentage. %1: a number, e.g. &apos;42.5%&apos;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a bin of a histogram: from, to (both included)</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in a histogram. %1 and %2: numbers, e.g. &apos;10–19&apos;.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the window&apos;s title (a noun: a test game of the content being edited).</extracomment>
        <translation>Gry testowe</translation>
    </message>
    <message>
        <source>Nothing (one run)</source>
        <extracomment>Workshop, the Playtest dialog: the first entry of the &apos;Compare with&apos; list: no comparison, a single run.</extracomment>
        <translation>Nic (jedna seria)</translation>
    </message>
    <message>
        <source>A file…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list: choose a content file to compare against.</extracomment>
        <translation>Plik…</translation>
    </message>
    <message>
        <source>Variant B: the same games (seeds and players) with this file in place of A&apos;s of its kind.</source>
        <translation>Wariant B: te same gry (ziarna i gracze) z tym plikiem zamiast pliku tego samego rodzaju z A.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a line of the content played. %1: a kind of content, e.g. &apos;Galaxy&apos;; %2: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the content to be played (a noun).</extracomment>
        <translation>Zawartość</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the number of players.</extracomment>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the computer player of each seat.</extracomment>
        <translation>Gracze komputerowi</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label (the number of games to play), a column header and a summary row (a noun, plural).</extracomment>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the random seed of the first game (a number; noun, a technical term).</extracomment>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>Compare with</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the other content to play alongside (variant B).</extracomment>
        <translation>Porównaj z</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same games. Press Run.</source>
        <translation>To samo ziarno i te same ustawienia zawsze dają te same gry. Naciśnij „Uruchom”.</translation>
    </message>
    <message>
        <source>Summary</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the summary of the results.</extracomment>
        <translation>Podsumowanie</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the games won.</extracomment>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the chart of the games&apos; lengths.</extracomment>
        <translation>Długość gry</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the final scores.</extracomment>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): start playing the games.</extracomment>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button: stop the games being played.</extracomment>
        <translation>Przerwij serię</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): save the results to a file.</extracomment>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Save each game&apos;s figures and the summary as CSV or JSON.</source>
        <translation>Zapisz wskaźniki każdej gry i podsumowanie jako CSV lub JSON.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a seat at the table (screen reader&apos;s name of its chooser). %1: its number from 1, e.g. &apos;Seat 2&apos;.</extracomment>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Początkujący</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Standardowy</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Silny</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player that picks its moves at random, in the seats&apos; choosers.</extracomment>
        <translation>Losowe ruchy</translation>
    </message>
    <message>
        <source>Rules of thumb (heuristic)</source>
        <extracomment>Workshop, the Playtest dialog: a computer player that plays by simple rules, not by searching.</extracomment>
        <translation>Reguły kciuka (heurystyka)</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2; %2: a computer player, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Miejsce %1: %2</translation>
    </message>
    <message>
        <source>%1 is not content of this game (a galaxy, a ship table, Things, a deck, a technology mat or a ruleset).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s name, e.g. &apos;spiral.json&apos;.</extracomment>
        <translation>%1 nie jest zawartością tej gry (galaktyką, tabelą statków, Obiektami, talią, planszą technologii ani zestawem zasad).</translation>
    </message>
    <message>
        <source>B: %1 (%2)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list (B is the variant compared with A, the content edited). %1: the content&apos;s name or file name, e.g. &apos;Short game&apos;; %2: its kind, e.g. &apos;Ruleset&apos;.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog: the file types of the export dialog. Keep the patterns in brackets and the &apos;;;&apos; between the two types as they are.</extracomment>
        <translation>Tabela CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1: a file&apos;s path; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s path.</extracomment>
        <translation>Nie można zapisać do %1 zmian wariantu B, których jeszcze nie zapisano.</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the name of content with changes not yet saved. %1: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1 (niezapisane zmiany)</translation>
    </message>
    <message>
        <source>with its unsaved changes</source>
        <extracomment>Workshop, the Playtest dialog: put after the compared content&apos;s name, e.g. &apos;B: Short game (Ruleset) with its unsaved changes&apos;.</extracomment>
        <translation>z niezapisanymi zmianami</translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen. Variant B is the content compared with.</extracomment>
        <translation>
            <numerusform>Wariant B nie pozwala na grę %n gracza.</numerusform>
            <numerusform>Wariant B nie pozwala na grę %n graczy.</numerusform>
            <numerusform>Wariant B nie pozwala na grę %n graczy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played before the run was cancelled.</extracomment>
        <translation>
            <numerusform>Przerwano po %n grze.</numerusform>
            <numerusform>Przerwano po %n grach.</numerusform>
            <numerusform>Przerwano po %n grach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played; %1: the time in seconds, e.g. &apos;12.3&apos;.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a 95% confidence interval. %1 and %2: percentages, e.g. &apos;[38.2%, 45.1%]&apos;.</extracomment>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>95%: %1</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a cell of the results table. %1: a 95% confidence interval, e.g. &apos;[38.2%, 45.1%]&apos;.</extracomment>
        <translation>95%: %1</translation>
    </message>
    <message>
        <source>Seat %1 wins</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table. %1: a seat&apos;s number, e.g. 2.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Gry wygrane</translation>
    </message>
    <message>
        <source>Games the team lost</source>
        <translation>Gry przegrane przez drużynę</translation>
    </message>
    <message>
        <source>Games lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Gry przegrane</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends with a rank. %1: a rank, e.g. &apos;Promoted to Captain&apos;; %2: a percentage; %3: its 95% interval, e.g. &apos;[20.1%, 28.3%]&apos;.</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>out of the game: %1 %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends out of the game. %1: a percentage, %2: its 95% interval.</extracomment>
        <translation>poza grą: %1 %2</translation>
    </message>
    <message>
        <source>Seat %1 ranks: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number, e.g. 2; %2: the ranks and their shares, e.g. &apos;Promoted to Admiral: 12.0% [8.1%, 17.3%], ...&apos;.</extracomment>
        <translation>Stopnie miejsca %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the separator between the ranks of a seat (a comma and a space).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>First player&apos;s win rate (decided games): %1, 95%: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a percentage, %2: its 95% interval, e.g. &apos;[38.2%, 45.1%]&apos;.</extracomment>
        <translation>Odsetek wygranych pierwszego gracza (gry rozstrzygnięte): %1, 95%: %2</translation>
    </message>
    <message>
        <source>Game length in actions: mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1 and %2: numbers of actions, e.g. &apos;84.2&apos; and &apos;83&apos;.</extracomment>
        <translation>Długość gry w akcjach: średnia %1, mediana %2</translation>
    </message>
    <message>
        <source>Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number; %2: the mean score; %3, %4: the 95% interval of the mean; %5, %6: the lowest and highest score.</extracomment>
        <translation>Wynik miejsca %1: średnia %2 (95%: [%3, %4]), najniższy %5, najwyższy %6</translation>
    </message>
    <message>
        <source>Figures (95% confidence intervals)</source>
        <translation>Wskaźniki (95-procentowe przedziały ufności)</translation>
    </message>
    <message>
        <source>Figure</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s name (a noun: a measured quantity).</extracomment>
        <translation>Wskaźnik</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s value.</extracomment>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the 95% confidence interval.</extracomment>
        <translation>Przedział 95%</translation>
    </message>
    <message>
        <source>–</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a cell of the figures table when there is no value (a dash).</extracomment>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>Compare: A as above; %1 (the same %n game(s) and seeds)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the heading of the comparison. %1: the variant B, e.g. &apos;B: Short game (Ruleset)&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Porównanie: A jak wyżej; %1 (ta sama %n gra i ziarno)</numerusform>
            <numerusform>Porównanie: A jak wyżej; %1 (te same %n gry i ziarna)</numerusform>
            <numerusform>Porównanie: A jak wyżej; %1 (te same %n gier i ziarna)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games B played before it was cancelled.</extracomment>
        <translation>
            <numerusform>B przerwano po %n grze.</numerusform>
            <numerusform>B przerwano po %n grach.</numerusform>
            <numerusform>B przerwano po %n grach.</numerusform>
        </translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header: the content edited (variant A). Keep it a single letter.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header: the content compared with (variant B). Keep it a single letter.</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>B − A (95% interval)</source>
        <translation>B − A (przedział 95%)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>percentage points</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a difference of two percentages, in percentage points. %1: a number, e.g. &apos;+3.5 pts&apos;. Keep it short.</extracomment>
        <translation>%1 pp</translation>
    </message>
    <message>
        <source>differs</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a note in the comparison table: the two variants differ significantly (a verb, third person).</extracomment>
        <translation>różni się</translation>
    </message>
    <message>
        <source>%1 [%2, %3]</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a cell of the comparison: a difference and its 95% interval. %1, %2, %3: signed numbers, e.g. &apos;+3.5 pts [+1.0 pts, +6.0 pts]&apos;.</extracomment>
        <translation>%1 [%2, %3]</translation>
    </message>
    <message numerus="yes">
        <source>⚠ too few games to tell: fewer than %n game(s) count for the figure, or a rate&apos;s 95% interval is wider than %1 percentage points. Run more games.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the fewest games a figure needs; %1: a width in percentage points, e.g. 10.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Udział wygranych poszczególnych miejsc w %n grze</numerusform>
            <numerusform>Udział wygranych poszczególnych miejsc w %n grach</numerusform>
            <numerusform>Udział wygranych poszczególnych miejsc w %n grach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Udział wygranych i przegranych drużyny w %n grze</numerusform>
            <numerusform>Udział wygranych i przegranych drużyny w %n grach</numerusform>
            <numerusform>Udział wygranych i przegranych drużyny w %n grach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Udział wygranych i przegranych w %n grze</numerusform>
            <numerusform>Udział wygranych i przegranych w %n grach</numerusform>
            <numerusform>Udział wygranych i przegranych w %n grach</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody</source>
        <comment>the bar of the games that no seat won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short).</extracomment>
        <translation>Nikt</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the bar of the games won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games won).</extracomment>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the bar of the games lost</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games lost).</extracomment>
        <translation>Przegrane</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: the bar&apos;s label, e.g. &apos;Seat 2&apos;; %n: the games it counts; %2: all games; %3: a percentage.</extracomment>
        <translation>
            <numerusform>%1: %n z %2 gier (%3)</numerusform>
            <numerusform>%1: %n z %2 gier (%3)</numerusform>
            <numerusform>%1: %n z %2 gier (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>@value%</source>
        <comment>a bar&apos;s label: percent of the games</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the label on a chart&apos;s bars: keep &apos;@value&apos; as it is (the chart puts the number there), then the percent sign.</extracomment>
        <translation>@value%</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Gry wygrane (%)</translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip in the chart of game lengths. %1: a range of lengths, e.g. &apos;80–89&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>%1 akcji: %n gra</numerusform>
            <numerusform>%1 akcji: %n gry</numerusform>
            <numerusform>%1 akcji: %n gier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games; %1 and %2: numbers of actions.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games.</extracomment>
        <translation>
            <numerusform>Wyniki końcowe w %n grze</numerusform>
            <numerusform>Wyniki końcowe w %n grach</numerusform>
            <numerusform>Wyniki końcowe w %n grach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: a seat&apos;s number; %2: a score or range of scores, e.g. &apos;10–14&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Miejsce %1, wynik %2: %n gra</numerusform>
            <numerusform>Miejsce %1, wynik %2: %n gry</numerusform>
            <numerusform>Miejsce %1, wynik %2: %n gier</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the title of a chart&apos;s axis (a noun).</extracomment>
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
        <extracomment>Workshop, rule variant editor: a placeholder in the empty identifier field: an example identifier (lower case, hyphens, no spaces; translate the words if you like).</extracomment>
        <translation>krotka-gra</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty name field: an example variant name.</extracomment>
        <translation>Krótka gra</translation>
    </message>
    <message>
        <source>Variant &amp;name:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Nazwa wariantu:</translation>
    </message>
    <message>
        <source>Variant &amp;id:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label (the variant&apos;s identifier, a short technical name); &amp; marks the Alt key&apos;s letter.</extracomment>
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
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history).</extracomment>
        <translation>Zmień nazwę wariantu</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetModel</name>
    <message>
        <source>%1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a range of values. %1 and %2: numbers, e.g. &apos;1 to 6&apos;.</extracomment>
        <translation>od %1 do %2</translation>
    </message>
    <message>
        <source>Thing ids</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of Things&apos; identifiers (Thing: the game&apos;s term for what lies on a sector).</extracomment>
        <translation>id Obiektów</translation>
    </message>
    <message>
        <source>2 numbers, %1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: two numbers, each in a range. %1 and %2: numbers.</extracomment>
        <translation>2 liczby od %1 do %2</translation>
    </message>
    <message>
        <source>ranks</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of ranks (the results at the end of the game).</extracomment>
        <translation>stopnie</translation>
    </message>
    <message>
        <source>Changed by this variant (standard: %1)</source>
        <extracomment>Workshop, rule variant editor: a tool tip of a changed value. %1: the standard value, e.g. &apos;3&apos;.</extracomment>
        <translation>Zmienione przez ten wariant (standardowo: %1)</translation>
    </message>
    <message>
        <source>The standard value</source>
        <translation>Wartość standardowa</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Przywróć domyślną wartość: %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Zmień %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <extracomment>Workshop, rule variant editor: a column header: the rule&apos;s parameter (its key).</extracomment>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, rule variant editor: a column header: the parameter&apos;s value in this variant.</extracomment>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, rule variant editor: a column header: the value in the standard rules.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Allowed</source>
        <extracomment>Workshop, rule variant editor: a column header: the values allowed.</extracomment>
        <translation>Dozwolone</translation>
    </message>
    <message>
        <source>Meaning</source>
        <extracomment>Workshop, rule variant editor: a column header: what the parameter means (a noun).</extracomment>
        <translation>Znaczenie</translation>
    </message>
    <message>
        <source>%1 to %2 of: %3</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a list of words, each one of those named. %1 and %2: numbers; %3: the words, e.g. &apos;fire | move&apos;.</extracomment>
        <translation>od %1 do %2 spośród: %3</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipTableModel</name>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s old name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Zmień nazwę statku %1</translation>
    </message>
    <message>
        <source>Change id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Zmień id statku %1</translation>
    </message>
    <message>
        <source>Change cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Zmień koszt statku %1</translation>
    </message>
    <message>
        <source>Change speed of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Zmień szybkość statku %1</translation>
    </message>
    <message>
        <source>Change attack of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Zmień atak statku %1</translation>
    </message>
    <message>
        <source>Change armor of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Zmień pancerz statku %1</translation>
    </message>
    <message>
        <source>Change chits of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;. Chits: the counters of this ship type in the game.</extracomment>
        <translation>Zmień żetony statku %1</translation>
    </message>
    <message>
        <source>Change cargo ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>Zmień zdolność przewozu ładunku statku %1</translation>
    </message>
    <message>
        <source>Change bounty ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Scavenger&apos;.</extracomment>
        <translation>Zmień zdolność zarabiania nagród statku %1</translation>
    </message>
    <message>
        <source>Change starbase damage of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Zmień obrażenia zadawane Bazie gwiezdnej przez statek %1</translation>
    </message>
    <message>
        <source>Change special text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Zmień tekst specjalny statku %1</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header (short).</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the identifier (a short technical name). Keep it short.</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s price (short).</extracomment>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: sectors a ship moves per turn (short).</extracomment>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>Attack</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s attack strength, the game&apos;s term (short).</extracomment>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Armor</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s armor, the game&apos;s term (hits it takes; short).</extracomment>
        <translation>Pancerz</translation>
    </message>
    <message>
        <source>Chits</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: how many counters (chits) of the ship the game has, the game&apos;s term (short).</extracomment>
        <translation>Żetony</translation>
    </message>
    <message>
        <source>Cargo</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship carries cargo (short).</extracomment>
        <translation>Ładunek</translation>
    </message>
    <message>
        <source>Bounty</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship earns money from enemy ships destroyed (short).</extracomment>
        <translation>Nagroda</translation>
    </message>
    <message>
        <source>Starbase dmg</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the damage the ship deals to an enemy Starbase (a side&apos;s home base). &apos;dmg&apos; abbreviates &apos;damage&apos;: keep it short.</extracomment>
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
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): the name given to a new ship type (a noun).</extracomment>
        <translation>Statek</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a copied ship type&apos;s name. %1: the original&apos;s name, e.g. &apos;Cruiser (copy)&apos;.</extracomment>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <source>Add ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Dodaj statek %1</translation>
    </message>
    <message>
        <source>Remove ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Usuń statek %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Przesuń %1 w górę</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Przesuń %1 w dół</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipsEditor</name>
    <message>
        <source>Add ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Dodaj statek</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Dodaj kopię wybranego statku</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Usuń statek</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Usuń wybrany statek</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type up in the table (a verb).</extracomment>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type down in the table (a verb).</extracomment>
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
        <extracomment>Workshop, the start page: its title, the editor&apos;s name.</extracomment>
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
        <extracomment>Workshop, the start page: a heading: the files opened lately.</extracomment>
        <translation>Ostatnie pliki</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <extracomment>Workshop, the start page and the Recover dialog: the heading of the documents that can be recovered.</extracomment>
        <translation>Odzyskaj niezapisaną pracę</translation>
    </message>
    <message>
        <source>The Workshop ended without saving these changes:</source>
        <extracomment>Workshop, the start page and the Recover dialog: above the list of documents that can be recovered.</extracomment>
        <translation>Warsztat zakończył pracę bez zapisania tych zmian:</translation>
    </message>
    <message>
        <source>%1 (never saved), changes of %2</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its name, e.g. &apos;Galaxy (untitled)&apos;; %2: a date and time.</extracomment>
        <translation>%1 (nigdy nie zapisano), zmiany z %2</translation>
    </message>
    <message>
        <source>%1, changes of %2 (in %3)</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its file&apos;s name; %2: a date and time; %3: the folder of the file.</extracomment>
        <translation>%1, zmiany z %2 (w %3)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Workshop, the start page: opens a document recovered after a crash.</extracomment>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Workshop, the start page: deletes a recovered document&apos;s unsaved changes for good.</extracomment>
        <translation>Odrzuć</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologiesEditor</name>
    <message>
        <source>Mat name:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s name.</extracomment>
        <translation>Nazwa planszy:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s identifier (a short technical name).</extracomment>
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
        <source>The mat as the board shows it:</source>
        <translation>Plansza tak, jak pokazuje ją gra:</translation>
    </message>
    <message>
        <source>Each row of the mat has one first-generation technology (left) and one second-generation technology (right) that needs it. The ids are fixed: the game knows each technology&apos;s effect by its id. Double-click a cell, or press F2 or type, to edit it.</source>
        <translation>Każdy wiersz planszy ma jedną technologię pierwszej generacji (po lewej) i jedną drugiej generacji (po prawej), która jej wymaga. Identyfikatory są stałe: gra rozpoznaje działanie każdej technologii po identyfikatorze. Aby edytować komórkę, kliknij ją dwukrotnie, naciśnij F2 albo zacznij pisać.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyMatPreview</name>
    <message>
        <source>Cost %1, %2 VP</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): the preview of a technology on the mat. %1: its price in wealth; %2: its victory points (&apos;VP&apos; abbreviates victory points). Tight space.</extracomment>
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
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s old name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Zmień nazwę technologii %1</translation>
    </message>
    <message>
        <source>Change the row of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Zmień rząd technologii %1</translation>
    </message>
    <message>
        <source>Change the generation of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;. The generation is the technology&apos;s column on the mat (1 or 2).</extracomment>
        <translation>Zmień generację technologii %1</translation>
    </message>
    <message>
        <source>Change the cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Zmień koszt technologii %1</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Zmień punkty zwycięstwa technologii %1</translation>
    </message>
    <message>
        <source>Change the effect of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Zmień działanie technologii %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Zmień %1</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the identifier (a short technical name). Short.</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Row</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s row on the mat (a noun). Short.</extracomment>
        <translation>Rząd</translation>
    </message>
    <message>
        <source>Generation</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s generation, 1 or 2 (its column on the mat; the game&apos;s term). Short.</extracomment>
        <translation>Generacja</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the price in wealth (a noun). Short.</extracomment>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: what the technology does (a noun; the game&apos;s effect). Short.</extracomment>
        <translation>Działanie</translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message>
        <source>Open</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be opened (a verb, as in the menu File &gt; Open).</extracomment>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter. Its entries are the kinds of content to create (galaxy, ship table, deck ...); an adjective or verb as suits &apos;New galaxy&apos;.</extracomment>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. A submenu of the files opened lately.</extracomment>
        <translation>Otwórz o&amp;statnie</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb)</extracomment>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb: close the document)</extracomment>
        <translation>Za&amp;mknij</translation>
    </message>
    <message>
        <source>Close the &amp;Workshop</source>
        <extracomment>Workshop, the File menu&apos;s entry that closes the Workshop window; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Zamknij &amp;Warsztat</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Undo Rename Sirius&apos;.</extracomment>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Redo Rename Sirius&apos;.</extracomment>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Play It</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the edited content in a new game, to try it (a verb phrase: play this content).</extracomment>
        <translation>Za&amp;graj</translation>
    </message>
    <message>
        <source>Play&amp;test…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the Playtest dialog: computer players play the content many times (a noun).</extracomment>
        <translation>Gry &amp;testowe…</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>Workshop window: the title of the panel listing the problems found in the document (a noun, plural).</extracomment>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>New document</source>
        <extracomment>Workshop window: the title of a message box about a new document that could not be made.</extracomment>
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
        <extracomment>Workshop window: %n: the number of problems found in the document.</extracomment>
        <translation>
            <numerusform>%n problem: gra odrzuca ten plik, dopóki nie zostanie naprawiony. Kliknij problem, aby do niego przejść.</numerusform>
            <numerusform>%n problemy: gra odrzuca ten plik, dopóki nie zostaną naprawione. Kliknij problem, aby do niego przejść.</numerusform>
            <numerusform>%n problemów: gra odrzuca ten plik, dopóki nie zostaną naprawione. Kliknij problem, aby do niego przejść.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <extracomment>Workshop window: a button that removes the keys of the file the game does not know. %n: how many.</extracomment>
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
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the content file (its JSON name), e.g. &apos;colour&apos;.</extracomment>
        <translation>Usuń nieznany klucz „%1”</translation>
    </message>
    <message>
        <source>%1[*] - Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title. %1: the document&apos;s name; keep &apos;[*]&apos; as it is (Qt shows a star there when it has unsaved changes).</extracomment>
        <translation>%1[*] - Warsztat Starboard</translation>
    </message>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title when no document is open: the name of the Workshop, the app&apos;s editor.</extracomment>
        <translation>Warsztat Starboard</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be saved (a verb, as in the menu File &gt; Save).</extracomment>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Saved as a draft: the game refuses it until the problems are fixed.</source>
        <translation>Zapisano jako szkic: gra go odrzuca, dopóki problemy nie zostaną naprawione.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <extracomment>Workshop window: a message in the status bar after saving.</extracomment>
        <translation>Zapisano.</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>Workshop window: the title of the file dialog (as the menu File &gt; Save As).</extracomment>
        <translation>Zapisz jako</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Pliki Starboard (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Workshop window: the title of a message box asking whether to save before closing.</extracomment>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Zapisać zmiany w %1 przed zamknięciem?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Brak ostatnich plików</translation>
    </message>
    <message>
        <source>The game cannot load %1 yet: fix the problems listed below first.</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Gra nie może jeszcze wczytać %1: najpierw napraw problemy wymienione niżej.</translation>
    </message>
    <message>
        <source>Play It</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Play It (play the edited content).</extracomment>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Playtest (computer players play the content many times).</extracomment>
        <translation>Gry testowe</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Workshop window: the title of a message box about a recovered document that could not be opened.</extracomment>
        <translation>Odzyskaj</translation>
    </message>
    <message>
        <source>Reco&amp;ver Unsaved Work…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the list of documents with changes a Workshop that ended without closing (a crash) left unsaved.</extracomment>
        <translation>O&amp;dzyskaj niezapisaną pracę…</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Workshop, the Recover dialog&apos;s button that closes it and keeps the unsaved work for later (it is offered again on the start page and at the next start).</extracomment>
        <translation>Później</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <extracomment>Workshop, the Recover dialog&apos;s title (as the menu File &gt; Recover Unsaved Work).</extracomment>
        <translation>Odzyskaj niezapisaną pracę</translation>
    </message>
    <message>
        <source>%1: choose who plays in the game window&apos;s new-game dialog.</source>
        <extracomment>Workshop window: a message in the status bar after Game &gt; Play It. %1: the content to play, e.g. &apos;Spiral arm and Standard rules&apos;.</extracomment>
        <translation>%1: wybierz graczy w oknie dialogowym nowej gry w oknie gry.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message>
        <source>Paint sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: paint sectors onto the map). Keep it short.</extracomment>
        <translation>Maluj sektor</translation>
    </message>
    <message>
        <source>Click or drag to add sectors</source>
        <translation>Kliknij lub przeciągnij, aby dodać sektory</translation>
    </message>
    <message>
        <source>Erase</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb: erase sectors). Keep it short.</extracomment>
        <translation>Wymaż</translation>
    </message>
    <message>
        <source>Click or drag to remove sectors and their Things</source>
        <translation>Kliknij lub przeciągnij, aby usunąć sektory wraz z ich Obiektami</translation>
    </message>
    <message>
        <source>Place Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase). A Thing is the game&apos;s term for what lies on a sector (a planet, an asteroid ...). Keep it short.</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: remove a fixed Thing). Keep it short.</extracomment>
        <translation>Usuń Obiekt</translation>
    </message>
    <message>
        <source>Click a sector to remove its fixed Thing</source>
        <translation>Kliknij sektor, aby usunąć z niego stały Obiekt</translation>
    </message>
    <message>
        <source>Starbase sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar: mark the sectors where a Starbase (the game&apos;s term: a side&apos;s home base) may be placed. Keep it short.</extracomment>
        <translation>Sektor Bazy gwiezdnej</translation>
    </message>
    <message>
        <source>Click a sector to allow or forbid a Starbase there. With none marked the players may place their Starbases on any sector the rules allow</source>
        <translation>Kliknij sektor, aby zezwolić na Bazę gwiezdną w nim lub jej zabronić. Gdy żaden nie jest oznaczony, gracze mogą stawiać Bazy gwiezdne na każdym sektorze dozwolonym przez zasady</translation>
    </message>
    <message>
        <source>Mirror</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): keep the map symmetric, every change mirrored. Keep it short.</extracomment>
        <translation>Lustro</translation>
    </message>
    <message>
        <source>Keep the two halves point-symmetric: every edit also applies to the hex a half turn about the centre maps it to</source>
        <translation>Zachowuj symetrię obu połów względem środka: każda zmiana dotyczy też heksu, na który przechodzi on przy obrocie o 180° wokół środka</translation>
    </message>
    <message>
        <source>Fit</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): zoom the map to fit the window. Keep it short.</extracomment>
        <translation>Dopasuj</translation>
    </message>
    <message>
        <source>Show the whole galaxy</source>
        <translation>Pokaż całą galaktykę</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button and a heading: show how the game draws the galaxy (a noun). Keep it short.</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s name.</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>The galaxy&apos;s id: lowercase letters, digits and &apos;-&apos; (saved games name the galaxy by it)</source>
        <translation>Id galaktyki: małe litery, cyfry i „-” (zapisane gry wskazują nim galaktykę)</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s identifier (a short technical name).</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>Rename the galaxy to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Zmień nazwę galaktyki na %1</translation>
    </message>
    <message>
        <source>Change the galaxy&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new identifier, e.g. &apos;spiral-arm&apos;.</extracomment>
        <translation>Zmień id galaktyki na %1</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the heading of the list of checks of the map (a noun, plural: tests the map passes or fails).
----------
Workshop, galaxy editor: the screen reader&apos;s name of the list of checks (as its heading).</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: a problem found in the galaxy, a sentence.</extracomment>
        <translation>Podgląd pojawi się, gdy gra będzie mogła wczytać galaktykę. Pierwszy problem:
%1</translation>
    </message>
    <message>
        <source>The preview cannot write its copy of the galaxy (%1).</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Podgląd nie może zapisać swojej kopii galaktyki (%1).</translation>
    </message>
    <message>
        <source>Point at a hex to see its coordinates</source>
        <translation>Wskaż heks, aby zobaczyć jego współrzędne</translation>
    </message>
    <message>
        <source>%1 (in the galaxy)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (w galaktyce)</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>Mapa jest spójna (%n sektor)</numerusform>
            <numerusform>Mapa jest spójna (%n sektory)</numerusform>
            <numerusform>Mapa jest spójna (%n sektorów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors; %1: a sector, e.g. &apos;sector 0,0&apos;.</extracomment>
        <translation>
            <numerusform>%n sektor jest odcięty (licząc od: %1)</numerusform>
            <numerusform>%n sektory są odcięte (licząc od: %1)</numerusform>
            <numerusform>%n sektorów jest odciętych (licząc od: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): two sectors side by side. %1 and %2: sectors, e.g. &apos;sector 0,0 and sector 1,0&apos;.</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of pairs; %1: the first pair, e.g. &apos;sector 0,0 and sector 1,0&apos;. A fixed Thing: a Thing placed by the designer.</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %1: an amount of money (after the dollar sign); %n: a number of moves. Cargo price and Spaceport are the game&apos;s terms.</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Dwa z %n oznaczonego sektora Bazy gwiezdnej są oddalone od siebie o co najmniej %1 ruchów i z dala od Obiektów</numerusform>
            <numerusform>Dwa z %n oznaczonych sektorów Baz gwiezdnych są oddalone od siebie o co najmniej %1 ruchów i z dala od Obiektów</numerusform>
            <numerusform>Dwa z %n oznaczonych sektorów Baz gwiezdnych są oddalone od siebie o co najmniej %1 ruchów i z dala od Obiektów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Żadne dwa z %n oznaczonego sektora Bazy gwiezdnej nie są oddalone o %1 ruchów i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
            <numerusform>Żadne dwa z %n oznaczonych sektorów Baz gwiezdnych nie są oddalone o %1 ruchów i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
            <numerusform>Żadne dwa z %n oznaczonych sektorów Baz gwiezdnych nie są oddalone o %1 ruchów i z dala od Obiektów (gra pomija wtedy tę zasadę)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Jest miejsce na dwie Bazy gwiezdne oddalone o co najmniej %n ruch</numerusform>
            <numerusform>Jest miejsce na dwie Bazy gwiezdne oddalone o co najmniej %n ruchy</numerusform>
            <numerusform>Jest miejsce na dwie Bazy gwiezdne oddalone o co najmniej %n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
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
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors that break the symmetry.</extracomment>
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
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Painted with the tool &apos;Paint sector&apos;.</extracomment>
        <translation>Malowanie sektorów</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Dodaj %1</translation>
    </message>
    <message>
        <source>Remove the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Usuń Obiekt (%1)</translation>
    </message>
    <message>
        <source>Erase sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Erased with the tool &apos;Erase&apos;.</extracomment>
        <translation>Wymazywanie sektorów</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Usuń %1</translation>
    </message>
    <message>
        <source>Renumber the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
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
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Zezwól na Bazę gwiezdną (%1)</translation>
    </message>
    <message>
        <source>Forbid Starbases in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Zabroń Baz gwiezdnych (%1)</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;.</extracomment>
        <translation>Umieść: %1</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Umieść: %1 (%2)</translation>
    </message>
    <message>
        <source>Clear Things</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Cleared with the tool &apos;Clear Thing&apos;. A Thing is the game&apos;s term for what lies on a sector.</extracomment>
        <translation>Usuń Obiekty</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the screen reader&apos;s name of the map being edited.</extracomment>
        <translation>Mapa galaktyki</translation>
    </message>
    <message>
        <source>Keyboard: arrows move the white ring, Space or Enter uses the tool, Shift+arrow moves and uses it, Delete erases.</source>
        <translation>Klawiatura: strzałki przesuwają biały pierścień, Spacja lub Enter używa narzędzia, Shift+strzałka przesuwa i go używa, Delete wymazuje.</translation>
    </message>
    <message>
        <source>Fixed Thing: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a Thing&apos;s name, e.g. &apos;Planet&apos;. A fixed Thing is placed by the designer rather than drawn at random.</extracomment>
        <translation>Stały obiekt: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a check&apos;s text, e.g. &apos;2 sector(s) cannot be reached from sector 0,0&apos;.</extracomment>
        <translation>Ostrzeżenie: %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnCardListModel</name>
    <message>
        <source>Starting card (%1)</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the starting card in the list of cards. %1: its id, e.g. &apos;start&apos;.</extracomment>
        <translation>Karta startowa (%1)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Workshop, spawn deck designer: a card in the list. %1: its number; %2: its id.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No alien yet</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list.</extracomment>
        <translation>Jeszcze bez obcych</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s)</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list. %n: aliens on it.</extracomment>
        <translation>
            <numerusform>%n obcy</numerusform>
            <numerusform>%n obcych</numerusform>
            <numerusform>%n obcych</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnDeckEditor</name>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): a tool bar button (a verb phrase).</extracomment>
        <translation>Dodaj kartę</translation>
    </message>
    <message>
        <source>Add an empty card after the selected one</source>
        <translation>Dodaj pustą kartę po zaznaczonej</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb).</extracomment>
        <translation>Duplikuj</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <translation>Dodaj kopię zaznaczonej karty</translation>
    </message>
    <message>
        <source>Remove card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb phrase).</extracomment>
        <translation>Usuń kartę</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Usuń zaznaczoną kartę</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card up in the deck.</extracomment>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Move the card up</source>
        <translation>Przesuń kartę w górę</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card down in the deck.</extracomment>
        <translation>W dół</translation>
    </message>
    <message>
        <source>Move the card down</source>
        <translation>Przesuń kartę w dół</translation>
    </message>
    <message>
        <source>Copy card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: copy the whole card.</extracomment>
        <translation>Kopiuj kartę</translation>
    </message>
    <message>
        <source>Copy the selected card</source>
        <translation>Kopiuj zaznaczoną kartę</translation>
    </message>
    <message>
        <source>Paste card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: paste a copied card as a new card.</extracomment>
        <translation>Wklej kartę</translation>
    </message>
    <message>
        <source>Paste a copied card after the selected one</source>
        <translation>Wklej skopiowaną kartę po zaznaczonej</translation>
    </message>
    <message>
        <source>Spawn cards</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of cards.</extracomment>
        <translation>Karty fal</translation>
    </message>
    <message>
        <source>Alien kind</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the alien kind.</extracomment>
        <translation>Rodzaj obcego</translation>
    </message>
    <message>
        <source>Facing</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the facing.</extracomment>
        <translation>Kierunek</translation>
    </message>
    <message>
        <source>The alien a click places (keys 1 to 3 in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the alien kind chooser.</extracomment>
        <translation>Obcy, którego stawia kliknięcie (klawisze 1–3 na karcie)</translation>
    </message>
    <message>
        <source>Where the alien flies, as the card&apos;s reader sees it (Shift+arrow in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the facing chooser.</extracomment>
        <translation>Dokąd leci obcy z punktu widzenia czytającego kartę (Shift+strzałka na karcie)</translation>
    </message>
    <message>
        <source>Stack, top first</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of aliens stacked on the cell under the cursor, top first.</extracomment>
        <translation>Stos, od wierzchu</translation>
    </message>
    <message>
        <source>Higher</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien up in its stack.</extracomment>
        <translation>Wyżej</translation>
    </message>
    <message>
        <source>Move the chosen alien up in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Higher&apos; button.</extracomment>
        <translation>Przesuń wybranego obcego w górę stosu</translation>
    </message>
    <message>
        <source>Lower</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien down in its stack.</extracomment>
        <translation>Niżej</translation>
    </message>
    <message>
        <source>Move the chosen alien down in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Lower&apos; button.</extracomment>
        <translation>Przesuń wybranego obcego w dół stosu</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, spawn deck designer: a button: remove the chosen alien from its stack.</extracomment>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove the chosen alien</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Remove&apos; button.</extracomment>
        <translation>Usuń wybranego obcego</translation>
    </message>
    <message>
        <source>Move the alien higher in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Higher&apos; button.</extracomment>
        <translation>Przesuń obcego wyżej w stosie</translation>
    </message>
    <message>
        <source>Move the alien lower in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Lower&apos; button.</extracomment>
        <translation>Przesuń obcego niżej w stosie</translation>
    </message>
    <message>
        <source>Remove the alien from the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Remove&apos; button.</extracomment>
        <translation>Usuń obcego ze stosu</translation>
    </message>
    <message>
        <source>The reader&apos;s district is below the card.</source>
        <extracomment>Workshop, spawn deck designer: under the card&apos;s grid: the side of the card&apos;s reader.</extracomment>
        <translation>Dzielnica czytającego jest pod kartą.</translation>
    </message>
    <message>
        <source>Alien:</source>
        <extracomment>Workshop, spawn deck designer: a label of the alien kind chooser.</extracomment>
        <translation>Obcy:</translation>
    </message>
    <message>
        <source>Facing:</source>
        <extracomment>Workshop, spawn deck designer: a label of the facing chooser (where the alien flies).</extracomment>
        <translation>Kierunek:</translation>
    </message>
    <message>
        <source>Stack on the cell, top first:</source>
        <extracomment>Workshop, spawn deck designer: a heading above the list of aliens on the cursor&apos;s cell.</extracomment>
        <translation>Stos na polu, od wierzchu:</translation>
    </message>
    <message>
        <source>Seen from the district</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the district whose side the card is laid out from in the preview.</extracomment>
        <translation>Widok od strony dzielnicy</translation>
    </message>
    <message>
        <source>Drawn in the turn of:</source>
        <extracomment>Workshop, spawn deck designer: a label: the card is laid out as in the turn of this district&apos;s player.</extracomment>
        <translation>Dobrana w turze dzielnicy:</translation>
    </message>
    <message>
        <source>Aliens per card by speed</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chart of aliens per card.</extracomment>
        <translation>Obcy na kartę według szybkości</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of the deck&apos;s checks.
----------
Workshop, spawn deck designer: a tab: the deck&apos;s checks.</extracomment>
        <translation>Kontrole</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Workshop, spawn deck designer: a tab: the card on the game&apos;s board.</extracomment>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Spawn curve</source>
        <extracomment>Workshop, spawn deck designer: a tab: the chart of aliens per card (the spawn curve).</extracomment>
        <translation>Krzywa fal</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop, spawn deck designer: a tab: computer teams play the deck.</extracomment>
        <translation>Gry testowe</translation>
    </message>
    <message>
        <source>Alien kinds</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the table of alien kinds.</extracomment>
        <translation>Rodzaje obcych</translation>
    </message>
    <message>
        <source>Deck id</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s id field.</extracomment>
        <translation>Id talii</translation>
    </message>
    <message>
        <source>Deck name</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s name field.</extracomment>
        <translation>Nazwa talii</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s id.</extracomment>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s name.</extracomment>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <source>Alien kinds (a changed id must be changed on the cards too):</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a heading above the alien kinds.</extracomment>
        <translation>Rodzaje obcych (zmienione id trzeba zmienić także na kartach):</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>Workshop, spawn deck designer: a tab: the deck&apos;s id, name and alien kinds.</extracomment>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;): the deck&apos;s id or name changed. %1: the new value.</extracomment>
        <translation>Zmień id talii na %1</translation>
    </message>
    <message>
        <source>Rename the deck %1</source>
        <extracomment>An undo step&apos;s name: the spawn deck renamed. %1: the new name.</extracomment>
        <translation>Zmień nazwę talii na %1</translation>
    </message>
    <message>
        <source>%1 (speed %2)</source>
        <extracomment>Workshop, spawn deck designer: an alien kind in the chooser. %1: its name, e.g. &apos;Yellum&apos;; %2: its speed (spaces per move), e.g. &apos;1&apos;.
----------
Workshop, spawn deck designer, the spawn curve: a series of the chart. %1: an alien kind, e.g. &apos;Yellum&apos;; %2: its speed, e.g. &apos;1&apos;.</extracomment>
        <translation>%1 (szybkość %2)</translation>
    </message>
    <message>
        <source>Spawn card %1</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the card&apos;s grid. %1: the card, e.g. &apos;3. wave-03&apos;.</extracomment>
        <translation>Karta fali %1</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: an alien kind, e.g. &apos;Yellum&apos;; %2: a card&apos;s id, e.g. &apos;wave-03&apos;.</extracomment>
        <translation>Umieść %1 na karcie %2</translation>
    </message>
    <message>
        <source>Remove an alien from %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Usuń obcego z karty %1</translation>
    </message>
    <message>
        <source>Reorder a stack on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Zmień kolejność stosu na karcie %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Dodaj kartę %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the copied card&apos;s id; %2: the new card&apos;s id.</extracomment>
        <translation>Duplikuj %1 jako %2</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Usuń kartę %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Przesuń %1 w górę</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Przesuń %1 w dół</translation>
    </message>
    <message>
        <source>Paste card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Wklej kartę %1</translation>
    </message>
    <message>
        <source>The starting card spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: the starting card is empty.</extracomment>
        <translation>Karta startowa nie przywołuje żadnego obcego; każda karta musi przywołać co najmniej jednego.</translation>
    </message>
    <message>
        <source>Card %1 spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: a card is empty. %1: its id.</extracomment>
        <translation>Karta %1 nie przywołuje żadnego obcego; każda karta musi przywołać co najmniej jednego.</translation>
    </message>
    <message>
        <source>Every card spawns at least one alien.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes.</extracomment>
        <translation>Każda karta przywołuje co najmniej jednego obcego.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Nowicjusz</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Pilot ekspert</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; hardest difficulty.</extracomment>
        <translation>As</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 dobiera kart fal: %2, ale talia ma tylko %n.</numerusform>
            <numerusform>%1 dobiera kart fal: %2, ale talia ma tylko %n.</numerusform>
            <numerusform>%1 dobiera kart fal: %2, ale talia ma tylko %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s).</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 dobiera %2 z %n karty talii.</numerusform>
            <numerusform>%1 dobiera %2 z %n kart talii.</numerusform>
            <numerusform>%1 dobiera %2 z %n kart talii.</numerusform>
        </translation>
    </message>
    <message>
        <source>Aliens per card, by speed</source>
        <extracomment>Workshop, spawn deck designer: the title of the spawn curve chart.</extracomment>
        <translation>Obcy na kartę, według szybkości</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the horizontal axis: the cards in deck order.</extracomment>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Aliens</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the vertical axis.</extracomment>
        <translation>Obcy</translation>
    </message>
    <message>
        <source>A turn&apos;s spawn card brings %1 aliens on average: %2.</source>
        <extracomment>Workshop, spawn deck designer, under the spawn curve. %1: a number, e.g. &apos;3.25&apos;; %2: per kind, e.g. &apos;2.10 Yellum (speed 1), 1.15 Bluvol (speed 2)&apos;.</extracomment>
        <translation>Karta fali w turze przywołuje średnio %1 obcego: %2.</translation>
    </message>
    <message>
        <source>The preview cannot write its scratch files.</source>
        <extracomment>Workshop, spawn deck designer: shown in place of the board preview.</extracomment>
        <translation>Podgląd nie może zapisać swoich plików tymczasowych.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has light enough. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %3: the most aliens a drawn card may have; %n: such cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 dobiera kart fal z najwyżej %3 obcymi: %2, ale talia ma tylko %n.</numerusform>
            <numerusform>%1 dobiera kart fal z najwyżej %3 obcymi: %2, ale talia ma tylko %n.</numerusform>
            <numerusform>%1 dobiera kart fal z najwyżej %3 obcymi: %2, ale talia ma tylko %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s) of at most %3 aliens.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: the deck&apos;s cards it draws from; %3: the most aliens such a card has.</extracomment>
        <translation>
            <numerusform>%1 dobiera %2 z %n karty talii z najwyżej %3 obcymi.</numerusform>
            <numerusform>%1 dobiera %2 z %n kart talii z najwyżej %3 obcymi.</numerusform>
            <numerusform>%1 dobiera %2 z %n kart talii z najwyżej %3 obcymi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPainter</name>
    <message>
        <source>Spawn card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the accessible name of the 5 x 5 grid of a spawn card where aliens are placed.</extracomment>
        <translation>Karta fali</translation>
    </message>
    <message>
        <source>Click or Space: place the chosen alien on top of the cell&apos;s stack. Right click or Delete: take the top alien off. Arrow keys: move the cursor.</source>
        <translation>Kliknięcie lub Spacja: połóż wybranego obcego na wierzchu stosu na polu. Prawy przycisk lub Delete: zdejmij obcego z wierzchu. Strzałki: przesuń kursor.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the cell under the cursor, for screen readers. %1: column 1..5 from the reader&apos;s left; %2: row 1..5 from the far row.</extracomment>
        <translation>Kolumna %1, rząd %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card without aliens. %1: where, e.g. &apos;Column 2, row 3&apos;.</extracomment>
        <translation>%1: puste</translation>
    </message>
    <message>
        <source>%1, top first: %2</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card with aliens. %1: where, e.g. &apos;Column 2, row 3&apos;; %2: the aliens from the top of the stack down, e.g. &apos;bluvol Toward the reader, yellum Away from the reader&apos;.</extracomment>
        <translation>%1, od wierzchu: %2</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPlaytest</name>
    <message>
        <source>Games per difficulty</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters), Playtest: the accessible name of the number of games played at each difficulty.</extracomment>
        <translation>Gry na poziom trudności</translation>
    </message>
    <message>
        <source>Pilots</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the number of computer pilots in the team.</extracomment>
        <translation>Piloci</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: play the edited deck at every difficulty.</extracomment>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: stop the games being played.</extracomment>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the difficulty played.</extracomment>
        <translation>Trudność</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: games played.</extracomment>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Team wins</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the share of games the team won, in percent.</extracomment>
        <translation>Wygrane drużyny</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the 95% confidence interval of the win rate.</extracomment>
        <translation>Przedział 95%</translation>
    </message>
    <message>
        <source>Win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the table of results.</extracomment>
        <translation>Odsetek wygranych na poziom trudności</translation>
    </message>
    <message>
        <source>A team of Standard computer pilots plays the deck as it is now at each difficulty (with the ship cards, equipment and difficulty open in the Workshop, else the shipped ones), the same seeds for each.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the explanation above the settings. Standard: the computer players&apos; level.</extracomment>
        <translation>Drużyna komputerowych pilotów na poziomie Standardowy gra talią w obecnej postaci na każdym poziomie trudności (z kartami statków, wyposażeniem i poziomem trudności otwartymi w Warsztacie, a jeśli ich nie ma – z wbudowanymi), z tymi samymi ziarnami dla każdego poziomu.</translation>
    </message>
    <message>
        <source>Games per difficulty:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of games.</extracomment>
        <translation>Gry na poziom trudności:</translation>
    </message>
    <message>
        <source>Pilots:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of computer pilots (players) in the team, 1 to 4.</extracomment>
        <translation>Piloci:</translation>
    </message>
    <message>
        <source>Cannot write the deck to a scratch file.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: an error.</extracomment>
        <translation>Nie można zapisać talii do pliku tymczasowego.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Nowicjusz</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Pilot ekspert</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; hardest difficulty.</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>The content cannot be played at %1.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: %1: a difficulty, e.g. &apos;Ace&apos;.</extracomment>
        <translation>Tej zawartości nie można rozegrać na poziomie %1.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a win rate. %1: a number, e.g. &apos;40.5&apos;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1% to %2%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a 95% confidence interval of a win rate. %1, %2: numbers, e.g. &apos;31.2&apos; and &apos;50.1&apos;.</extracomment>
        <translation>od %1% do %2%</translation>
    </message>
    <message>
        <source>Chart of the win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the chart of results.</extracomment>
        <translation>Wykres odsetka zwycięstw według poziomu trudności</translation>
    </message>
    <message>
        <source>A box per difficulty from the low to the high end of the 95% interval, its middle line the team&apos;s win rate; the table above has the same figures.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible description of the chart.</extracomment>
        <translation>Jedno pudełko na poziom trudności, od dolnego do górnego końca przedziału 95%, jego środkowa linia to odsetek zwycięstw drużyny; tabela powyżej zawiera te same liczby.</translation>
    </message>
    <message>
        <source>Team wins, 95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s legend: the boxes.</extracomment>
        <translation>Zwycięstwa drużyny, przedział 95%</translation>
    </message>
    <message>
        <source>Team wins per difficulty (the line: the rate; the box: its 95% interval)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s title.</extracomment>
        <translation>Zwycięstwa drużyny według poziomu trudności (linia: odsetek; pudełko: jego przedział 95%)</translation>
    </message>
    <message>
        <source>Team wins (%)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s vertical axis.</extracomment>
        <translation>Zwycięstwa drużyny (%)</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gftables::GfTableEditor</name>
    <message>
        <source>Add a copy</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb phrase).</extracomment>
        <translation>Dodaj kopię</translation>
    </message>
    <message>
        <source>Add a copy of the selected row</source>
        <translation>Dodaj kopię zaznaczonego wiersza</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb).</extracomment>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Usuń zaznaczony wiersz</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row up.</extracomment>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row down.</extracomment>
        <translation>W dół</translation>
    </message>
</context>
<context>
    <name>starboard::figures</name>
    <message>
        <source>Seat %1 wins</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1, e.g. &apos;Seat 2 wins&apos;.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). A solitaire&apos;s share of games won.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (its mean final score).</extracomment>
        <translation>Wynik miejsca %1</translation>
    </message>
    <message>
        <source>Seat %1 rank: %2</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1; %2: a rank, e.g. &apos;Promoted to Captain&apos; (how often the seat ends with it).</extracomment>
        <translation>Stopień miejsca %1: %2</translation>
    </message>
    <message>
        <source>Seat %1 out of the game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (how often the seat is out of the game at the end).</extracomment>
        <translation>Miejsce %1 poza grą</translation>
    </message>
    <message>
        <source>Lowest rank in the team: %1</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
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
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean bought per game).</extracomment>
        <translation>%1 – zakupione na grę</translation>
    </message>
    <message>
        <source>%1 lost per game (both seats)</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean lost per game).</extracomment>
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
    <message>
        <source>Lost: districts invaded</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galaxy Fighters: the team lost because enough districts were invaded.</extracomment>
        <translation>Przegrana: dzielnice zajęte</translation>
    </message>
    <message>
        <source>Lost: no ship left in the shipyard</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: the team lost because a destroyed ship could not be replaced from the shipyard.</extracomment>
        <translation>Przegrana: brak statków w stoczni</translation>
    </message>
    <message>
        <source>Districts invaded per game</source>
        <translation>Zajęte dzielnice na grę</translation>
    </message>
    <message>
        <source>Invaders per game</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: aliens in the invader spaces of all four districts at the end of a game.</extracomment>
        <translation>Najeźdźcy na grę</translation>
    </message>
    <message>
        <source>Ships destroyed per game</source>
        <translation>Zniszczone statki na grę</translation>
    </message>
    <message>
        <source>Aliens shot per game</source>
        <translation>Zestrzeleni obcy na grę</translation>
    </message>
    <message>
        <source>Rounds per game</source>
        <translation>Rundy na grę</translation>
    </message>
    <message>
        <source>Won by capturing every enemy ship</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galactic Warfare: the loser had no ship left in play.</extracomment>
        <translation>Wygrana przez zdobycie wszystkich wrogich statków</translation>
    </message>
    <message>
        <source>Won by invading the enemy planet</source>
        <extracomment>Galactic Warfare: the winner held every square of the loser&apos;s home planet.</extracomment>
        <translation>Wygrana przez inwazję na wrogą planetę</translation>
    </message>
    <message>
        <source>Ended by two passes</source>
        <extracomment>Galactic Warfare: neither player could move (two passes in a row).</extracomment>
        <translation>Zakończona dwoma spasowaniami</translation>
    </message>
    <message>
        <source>Ended by the turn limit</source>
        <translation>Zakończona limitem tur</translation>
    </message>
    <message>
        <source>Drawn (equal ships in play)</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: games ended by the turn limit or by two passes with the same number of ships in play on both sides.</extracomment>
        <translation>Remis (tyle samo statków w grze)</translation>
    </message>
    <message>
        <source>Turns per game (both players)</source>
        <extracomment>Galactic Warfare: turns per game, each player&apos;s turn counted.</extracomment>
        <translation>Tury na grę (obaj gracze)</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Bitwy na grę</translation>
    </message>
    <message>
        <source>Attacks cancelled by a shield per game</source>
        <translation>Ataki odparte tarczą na grę</translation>
    </message>
    <message>
        <source>Stuck ships&apos; retreat attempts per game</source>
        <extracomment>Galactic Warfare: a stuck ship&apos;s attempts to go home on doubles.</extracomment>
        <translation>Próby odwrotu utkniętych statków na grę</translation>
    </message>
    <message>
        <source>Passes per game</source>
        <translation>Spasowania na grę</translation>
    </message>
    <message>
        <source>Ships in an enemy planet at the end</source>
        <extracomment>Galactic Warfare: ships inside the enemy home planet at the end (both sides).</extracomment>
        <translation>Statki na wrogiej planecie na koniec</translation>
    </message>
    <message>
        <source>Cards played per game</source>
        <translation>Zagrane karty na grę</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: %1 a card, e.g. &apos;Hyperdrive&apos; (the share of games in which it was played).</extracomment>
        <translation>Zagrano: %1</translation>
    </message>
    <message>
        <source>Battles won by the attacker (%)</source>
        <extracomment>Galactic Warfare: among the battles of a game that were fought, the percentage the attacker won (a mean over the games with a battle).</extracomment>
        <translation>Bitwy wygrane przez atakującego (%)</translation>
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
        <extracomment>Galaxy Command board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Przekaż ekran: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Command board: the prompt of the active player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Teraz gra %1.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <extracomment>Galaxy Command board: a notice shown briefly. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: what the player collected, e.g. &apos;collects 2 metal and 1 wealth&apos;.</extracomment>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>military</source>
        <extracomment>Galaxy Command board: the label of the bonus added to an attack&apos;s die roll: the player&apos;s military strength (a noun; short, under the number in the roll panel).</extracomment>
        <translation>siła militarna</translation>
    </message>
    <message>
        <source>Aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system joins the Empire (short).</extracomment>
        <translation>Przyłączony</translation>
    </message>
    <message>
        <source>Not aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system does not join (short).</extracomment>
        <translation>Nieprzyłączony</translation>
    </message>
    <message>
        <source>Coup!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup succeeded (short).</extracomment>
        <translation>Pucz!</translation>
    </message>
    <message>
        <source>Coup fails</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup failed (short).</extracomment>
        <translation>Pucz nieudany</translation>
    </message>
    <message>
        <source>force</source>
        <extracomment>Galaxy Command board: the label of the bonus added to a revolt&apos;s or invasion&apos;s roll: the event&apos;s force (a noun; short, under the number in the roll panel).</extracomment>
        <translation>siła</translation>
    </message>
    <message>
        <source>Revolt!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt succeeded, the system leaves (short).</extracomment>
        <translation>Bunt!</translation>
    </message>
    <message>
        <source>Stays loyal</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt failed, the system stays in the Empire (short).</extracomment>
        <translation>Zachowuje lojalność</translation>
    </message>
    <message>
        <source>System lost</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion took the system (short).</extracomment>
        <translation>Układ utracony</translation>
    </message>
    <message>
        <source>Repelled</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion was beaten off (short).</extracomment>
        <translation>Inwazja odparta</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Galaxy Command board: a player&apos;s line on the event card while the event waits for another player&apos;s die roll or choice.</extracomment>
        <translation>Oczekiwanie…</translation>
    </message>
    <message>
        <source>This is the sector of %1.</source>
        <extracomment>Galaxy Command board: why a card cannot be used. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Oglądasz sektor: %1.</translation>
    </message>
    <message>
        <source>Discovered.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen: it is already discovered.</extracomment>
        <translation>Odkryta.</translation>
    </message>
    <message>
        <source>This is the technology mat of %1.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Oglądasz planszę technologii: %1.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step, after collecting.</source>
        <translation>Technologie odkrywa się w kroku budowy, po zbiorach.</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the action step where you explore or conquer). Short.</extracomment>
        <translation>Akcja</translation>
    </message>
    <message>
        <source>Collect</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: collect production). Short.</extracomment>
        <translation>Zbiory</translation>
    </message>
    <message>
        <source>Build</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: build military strength and discover). Short.</extracomment>
        <translation>Budowa</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the event cards of the year). Short.</extracomment>
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
        <extracomment>Galaxy Command board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Oczekiwanie na: %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy Command board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
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
        <extracomment>Galaxy Command board: the prompt after collecting with the technology Interspecies Commerce. %1 and %2: numbers (2 and 1).</extracomment>
        <translation>Handel międzygatunkowy: wymień %1 metalu na %2 bogactwa albo %1 bogactwa na %2 metalu – lub zachowaj zapasy.</translation>
    </message>
    <message>
        <source>Build military strength (%1 metal and %2 wealth) and discover a technology, once each, then end your turn.</source>
        <extracomment>Galaxy Command board: the prompt of the build step. %1 and %2: numbers.</extracomment>
        <translation>Rozbuduj siłę militarną (%1 metalu i %2 bogactwa) i odkryj technologię, każde raz, a potem zakończ turę.</translation>
    </message>
    <message>
        <source>: </source>
        <extracomment>Galaxy Command, the game over summary: put after a player&apos;s name (&apos;Anna: &apos;), before the player&apos;s result.</extracomment>
        <translation>: </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), %1</source>
        <extracomment>Galaxy Command, the game over summary: %n: the victory points; %1: the player&apos;s rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n punkt, %1</numerusform>
            <numerusform>%n punkty, %1</numerusform>
            <numerusform>%n punktów, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5</source>
        <extracomment>Galaxy Command, the game over summary: the parts of the score, each a number of points. &apos;exploration&apos;, &apos;scientific&apos; and &apos;warlord&apos; are the rulebook&apos;s bonus names: all nine cards explored, all eight technologies discovered, all nine systems aligned.</extracomment>
        <translation>Układy %1 · technologie %2 · eksploracja %3 · nauka %4 · watażka %5</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Nie ma takiej karty układu.</translation>
    </message>
</context>
<context>
    <name>starboard::gf::GfController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>Na planszy nie ma żadnej gry.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Poczekaj na karty i kości.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Fighters board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Przekaż ekran: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Fighters board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Teraz gra %1.</translation>
    </message>
    <message>
        <source>Cockpit</source>
        <extracomment>Galaxy Fighters: a phase of the game (the pilots fit out their ships).</extracomment>
        <translation>Kokpit</translation>
    </message>
    <message>
        <source>Spawn</source>
        <extracomment>Galaxy Fighters: a phase of the turn (a spawn card lands aliens).</extracomment>
        <translation>Fala</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the player uses the command dice).</extracomment>
        <translation>Rozkazy</translation>
    </message>
    <message>
        <source>Approach</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the aliens move towards the district).</extracomment>
        <translation>Zbliżanie</translation>
    </message>
    <message>
        <source>Choose the weapon system of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Wybierz system uzbrojenia statku dzielnicy %1.</translation>
    </message>
    <message>
        <source>Choose the bonus command tile of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Wybierz premiowy żeton rozkazu statku dzielnicy %1.</translation>
    </message>
    <message>
        <source>Choose the engine modification of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Wybierz modyfikację napędu statku dzielnicy %1.</translation>
    </message>
    <message>
        <source>%1 is full: choose the neighbouring district the invader goes to.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district whose invader spaces are full.</extracomment>
        <translation>Dzielnica %1 jest pełna: wybierz sąsiednią dzielnicę, do której trafi najeźdźca.</translation>
    </message>
    <message>
        <source>%1&apos;s ship: use your dice (Fire, a highlighted space to move, Weapon, Engine, Special), then End turn.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Statek dzielnicy %1: użyj kości (Ogień, podświetlone pole do ruchu, Broń, Napęd, Specjalny), potem Zakończ turę.</translation>
    </message>
    <message>
        <source>A spawn card lands its aliens.</source>
        <translation>Karta fali sprowadza swoich obcych.</translation>
    </message>
    <message>
        <source>The cards and dice are dealt.</source>
        <translation>Rozdawanie kart i rzut kośćmi.</translation>
    </message>
    <message>
        <source>%1 flies %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt while another player decides. %1: a player&apos;s name; %2: the district whose ship it is.</extracomment>
        <translation>%1 pilotuje statek dzielnicy %2.</translation>
    </message>
    <message>
        <source>That is not a space of the board.</source>
        <translation>To nie jest pole planszy.</translation>
    </message>
    <message>
        <source>The Side Cannon hits the closest alien to the left or right only.</source>
        <extracomment>Galaxy Fighters board: a click on a space the Side Cannon cannot hit.</extracomment>
        <translation>Działo burtowe trafia tylko najbliższego obcego na lewo lub na prawo.</translation>
    </message>
    <message>
        <source>The board shows what happened, step by step.</source>
        <extracomment>Galaxy Fighters board: the prompt while the board plays out what happened step by step (a moment without a sentence of its own).</extracomment>
        <translation>Plansza pokazuje krok po kroku, co się wydarzyło.</translation>
    </message>
    <message>
        <source>Rolling</source>
        <extracomment>Galaxy Fighters board: a die being rolled again (its symbol not known yet).</extracomment>
        <translation>Rzut</translation>
    </message>
    <message>
        <source>%1: %2 spawn cards left, %3 backup ships left.</source>
        <extracomment>Galaxy Fighters, the game-over summary. %1: the difficulty, e.g. &apos;Expert Pilot&apos;; %2: spawn cards not played; %3: backup ships left in the shipyard.</extracomment>
        <translation>%1: zostało kart pojawień: %2, statków rezerwowych: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n ship(s) lost, invaders %3/%4.</source>
        <extracomment>Galaxy Fighters, the game-over summary: one district. %1: the district, e.g. &apos;Rocketown&apos;; %2: its pilot; %n: its ships lost; %3: invaders; %4: invader spaces.</extracomment>
        <translation>
            <numerusform>%1 (%2): %n statek stracony, najeźdźcy %3/%4.</numerusform>
            <numerusform>%1 (%2): %n statki stracone, najeźdźcy %3/%4.</numerusform>
            <numerusform>%1 (%2): %n statków straconych, najeźdźcy %3/%4.</numerusform>
        </translation>
    </message>
    <message>
        <source>At least one command die must be used: to move, press M or click a space next to your ship.</source>
        <extracomment>Galaxy Fighters board: why End turn does nothing. M: the Move key.</extracomment>
        <translation>Trzeba użyć co najmniej jednej kości rozkazów: aby się poruszyć, naciśnij M lub kliknij pole obok swojego statku.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the engine (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while an engine that flies the ship aims.</extracomment>
        <translation>Kliknij podświetlone pole dla napędu (albo wybierz je strzałkami i Enter) albo Anuluj.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the defence tile (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a Phalanx places a defence tile.</extracomment>
        <translation>Kliknij podświetlone pole dla żetonu obrony (albo wybierz je strzałkami i Enter) albo Anuluj.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the special weapon (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a special weapon aims.</extracomment>
        <translation>Kliknij podświetlone pole dla broni specjalnej (albo wybierz je strzałkami i Enter) albo Anuluj.</translation>
    </message>
    <message>
        <source>all in turn</source>
        <extracomment>Galaxy Fighters, the game-over summary: the pilot of the ship that 3 players fly in turn.</extracomment>
        <translation>wszyscy na zmianę</translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left (Starbase: the game&apos;s term, a side&apos;s home base).</extracomment>
        <translation>Koniec tury gracza %1: produkcja $%2, pancerz Bazy gwiezdnej %3.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1: %2 bierze ładunek.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: the Cargo Price, after the dollar sign.</extracomment>
        <translation>%1: %2 sprzedaje ładunek za $%3.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1: %2 uderza w Bazę gwiezdną gracza %3 (obrażenia: %4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;, or &apos;Pirates&apos;; %n: the number of ships.</extracomment>
        <translation>
            <numerusform>%1 – straty: %n statek</numerusform>
            <numerusform>%1 – straty: %n statki</numerusform>
            <numerusform>%1 – straty: %n statków</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the damage, a number.</extracomment>
        <translation>Baza gwiezdna gracza %1 otrzymała obrażenia: %2</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign. Scavenger: a ship type.</extracomment>
        <translation>%1 zarabia $%2 dzięki Grabieżcom</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the start of the game). Short.</extracomment>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Movement</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the ships move). Short.</extracomment>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun). Short.</extracomment>
        <translation>Walka</translation>
    </message>
    <message>
        <source>Pirates</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the pirates move and fight). Short.</extracomment>
        <translation>Piraci</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a verb or a noun: the purchase of ships). Short.</extracomment>
        <translation>Zakup</translation>
    </message>
    <message>
        <source>Production</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the money earned at the end of the turn). Short.</extracomment>
        <translation>Produkcja</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galaxy of D board: the result. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 wygrywa.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Kości się toczą…</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy of D board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Przekaż ekran: %1.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy of D board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Oczekiwanie na: %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy of D board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
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
        <extracomment>Galaxy of D board: the prompt in a combat. %n: the points of attack not yet absorbed by the ships chosen.</extracomment>
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
        <extracomment>Galaxy of D board: the game over summary. %1 and %3: the sides, &apos;Redog&apos; and &apos;Cynder&apos;; %2 and %4: their Starbases&apos; armor, numbers.</extracomment>
        <translation>Pancerz Baz gwiezdnych na koniec: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Secret purchase: $%1 of $%2</source>
        <extracomment>Galaxy of D board: the shop&apos;s status during the hidden purchase. %1: the money spent; %2: the player&apos;s money (both after the dollar sign).</extracomment>
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
        <extracomment>Galaxy of D board: why a Starbase cannot be placed there. %n: the number of sectors.</extracomment>
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
        <extracomment>Galaxy of D board: why the ships cannot move there. %n: the moves left.</extracomment>
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
        <extracomment>Galaxy of D board: why a ship cannot be bought (an error).</extracomment>
        <translation>Nieznany statek.</translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %n: the number of chits (the game&apos;s term: the counters of a ship type).</extracomment>
        <translation>
            <numerusform>Jedyny żeton tego statku (%n) jest już w grze.</numerusform>
            <numerusform>Wszystkie żetony tego statku (%n) są już w grze.</numerusform>
            <numerusform>Wszystkie żetony tego statku (%n) są już w grze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs $%1, you have $%2.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %1: the price; %2: the player&apos;s money (both after the dollar sign).</extracomment>
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
        <extracomment>Galaxy of D board: why a bid is refused. %1: the least bid allowed, after the dollar sign.</extracomment>
        <translation>Podbicie musi wynosić co najmniej $%1.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the player&apos;s money, after the dollar sign.</extracomment>
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
<context>
    <name>starboard::gw::GwController</name>
    <message>
        <source>Who starts</source>
        <extracomment>Galactic Warfare: a phase of the game on the phase track (the dice for the first turn and the choice of who starts).</extracomment>
        <translation>Kto zaczyna</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galactic Warfare: a phase of the turn (a charge, an attack or a retreat attempt, and the cards played before it).</extracomment>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards and the dice of an attack).</extracomment>
        <translation>Bitwa</translation>
    </message>
    <message>
        <source>After the move</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards played after the move).</extracomment>
        <translation>Po ruchu</translation>
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
        <source>Wait for the cards and the dice.</source>
        <translation>Poczekaj na karty i kości.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galactic Warfare board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Przekaż ekran: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galactic Warfare board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Teraz gra %1.</translation>
    </message>
    <message>
        <source>%1: click the enemy ship to take a power-up from.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1: kliknij wrogi statek, któremu zabierasz ulepszenie.</translation>
    </message>
    <message>
        <source>%1: click your ship that gets the power-up.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1: kliknij swój statek, który dostaje ulepszenie.</translation>
    </message>
    <message>
        <source>%1: click a highlighted ship.</source>
        <extracomment>Galactic Warfare board: a card that needs a square. %1: the card&apos;s name.</extracomment>
        <translation>%1: kliknij podświetlony statek.</translation>
    </message>
    <message>
        <source>You rolled %1 against %2: who moves first?</source>
        <extracomment>Galactic Warfare board: after the roll for the first turn. %1: the viewer&apos;s die, %2: the other&apos;s, e.g. &apos;You rolled 5 against 2: who moves first?&apos;</extracomment>
        <translation>Twój rzut: %1 przeciw %2 – kto zaczyna?</translation>
    </message>
    <message>
        <source>Click a lit square to charge or attack, or another of your ships.</source>
        <translation>Kliknij podświetlone pole, aby szarżować lub zaatakować, albo inny swój statek.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass, or play a card.</source>
        <translation>Żaden z twoich statków nie może się ruszyć: spasuj albo zagraj kartę.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships, or play a card first.</source>
        <translation>Twój ruch: kliknij jeden ze swoich statków albo najpierw zagraj kartę.</translation>
    </message>
    <message>
        <source>One more charge: click a ship and where it goes, or make none.</source>
        <translation>Jeszcze jedna szarża: kliknij statek i jego cel albo zrezygnuj.</translation>
    </message>
    <message>
        <source>The dice are rolled: play a card, or none.</source>
        <translation>Kości rzucone: zagraj kartę albo zrezygnuj.</translation>
    </message>
    <message>
        <source>A battle: play a card before the roll, or none.</source>
        <translation>Bitwa: zagraj kartę przed rzutem albo zrezygnuj.</translation>
    </message>
    <message>
        <source>Choose the square of the home planet where the retreating ship lands.</source>
        <translation>Wybierz pole planety macierzystej, na którym wyląduje wycofujący się statek.</translation>
    </message>
    <message>
        <source>Play a card after your move, or end the turn.</source>
        <translation>Zagraj kartę po swoim ruchu albo zakończ turę.</translation>
    </message>
    <message>
        <source>%1: %2 (cancelled)</source>
        <extracomment>Galactic Warfare board: a card played in the battle and cancelled. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements (cancelled)&apos;.</extracomment>
        <translation>%1: %2 (anulowana)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galactic Warfare board: a card played in the battle. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>I move first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts.</extracomment>
        <translation>Zaczynam</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>Zaczyna %1</translation>
    </message>
    <message>
        <source>Let %1 choose</source>
        <extracomment>Galactic Warfare board: a button: the other player chooses who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>Niech wybierze %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galactic Warfare board: a button (no ship can move).</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Galactic Warfare board: a button.</extracomment>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>No further charge</source>
        <extracomment>Galactic Warfare board: a button: the extra charge a card allows is not used.</extracomment>
        <translation>Bez kolejnej szarży</translation>
    </message>
    <message>
        <source>Play no card</source>
        <extracomment>Galactic Warfare board: a button in a battle.</extracomment>
        <translation>Bez karty</translation>
    </message>
    <message>
        <source>Try to retreat (doubles)</source>
        <extracomment>Galactic Warfare board: a button: the selected stuck ship tries to go home (two dice, doubles).</extracomment>
        <translation>Spróbuj odwrotu (dublet)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galactic Warfare board: a button: drop the selected ship or card.</extracomment>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>That is not a square of the board.</source>
        <translation>To nie jest pole planszy.</translation>
    </message>
    <message>
        <source>The retreating ship lands on a vacant square of its home planet.</source>
        <translation>Wycofujący się statek ląduje na wolnym polu swojej planety macierzystej.</translation>
    </message>
    <message>
        <source>Click a lit square for the card, or cancel.</source>
        <translation>Kliknij podświetlone pole dla karty albo Anuluj.</translation>
    </message>
    <message>
        <source>No ship moves now: play a card or use the buttons.</source>
        <translation>Teraz żaden statek się nie rusza: zagraj kartę albo użyj przycisków.</translation>
    </message>
    <message>
        <source>This ship has no move now.</source>
        <translation>Ten statek nie ma teraz ruchu.</translation>
    </message>
    <message>
        <source>Click one of your ships first.</source>
        <translation>Najpierw kliknij jeden ze swoich statków.</translation>
    </message>
    <message>
        <source>You hold no such card.</source>
        <translation>Nie masz takiej karty.</translation>
    </message>
    <message>
        <source>Click the stuck ship first.</source>
        <translation>Najpierw kliknij utknięty statek.</translation>
    </message>
    <message>
        <source>That is not a choice now.</source>
        <translation>To nie jest teraz dostępny wybór.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass.</source>
        <extracomment>Galactic Warfare board: the prompt when no ship can move and no card can be played.</extracomment>
        <translation>Żaden z twoich statków nie może się ruszyć: spasuj.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships.</source>
        <extracomment>Galactic Warfare board: the prompt of a move when no card of the hand can be played before it.</extracomment>
        <translation>Twój ruch: kliknij jeden ze swoich statków.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends in a draw: each side has %n ship(s) in play.</source>
        <extracomment>Galactic Warfare board: the end: a draw (after two passes or the turn limit, with as many ships in play on each side). %n: the ships each side has in play.</extracomment>
        <translation>
            <numerusform>Gra kończy się remisem: każda strona ma %n statek w grze.</numerusform>
            <numerusform>Gra kończy się remisem: każda strona ma %n statki w grze.</numerusform>
            <numerusform>Gra kończy się remisem: każda strona ma %n statków w grze.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Galactic Warfare board: the winner in the game&apos;s last words. %1: the player&apos;s name, e.g. &apos;Anna&apos;; %2: the side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins: every enemy ship is captured.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 wygrywa: wszystkie wrogie statki zostały przejęte.</translation>
    </message>
    <message>
        <source>%1 wins: its ships hold every square of the enemy home planet.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 wygrywa: jego statki zajmują każde pole wrogiej planety macierzystej.</translation>
    </message>
    <message>
        <source>%1 wins after a pass by each player, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 wygrywa po spasowaniu obu graczy, mając więcej statków w grze (%2 przeciw %3).</translation>
    </message>
    <message>
        <source>%1 wins at the turn limit, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 wygrywa po osiągnięciu limitu tur, mając więcej statków w grze (%2 przeciw %3).</translation>
    </message>
    <message>
        <source>%1 wins: the other player conceded.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 wygrywa: drugi gracz się poddał.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 wygrywa.</translation>
    </message>
    <message>
        <source>%1 must wait: you have played a card this turn (one card per turn).</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked after a card was played this turn. %1: the card&apos;s name.</extracomment>
        <translation>%1 musi poczekać: w tej turze zagrałeś już kartę (jedna karta na turę).</translation>
    </message>
    <message>
        <source>%1 is not played now. Its moment: %2.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked at the wrong moment. %1: the card&apos;s name; %2: when it is played, e.g. &apos;In a battle, before the roll&apos;.</extracomment>
        <translation>Karty %1 nie gra się teraz. Jej moment: %2.</translation>
    </message>
    <message>
        <source>%1 is played by the defender only.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked by the attacker. %1: the card&apos;s name.</extracomment>
        <translation>Kartę %1 zagrywa tylko obrońca.</translation>
    </message>
    <message>
        <source>%1 is played only when both sums are equal.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when the battle&apos;s sums differ. %1: the card&apos;s name.</extracomment>
        <translation>Kartę %1 zagrywa się tylko przy równych sumach.</translation>
    </message>
    <message>
        <source>%1 answers a card your opponent has just played: there is none.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked with no card of the opponent to cancel. %1: the card&apos;s name.</extracomment>
        <translation>%1 odpowiada na kartę, którą przeciwnik właśnie zagrał: nie ma takiej.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on now (%2)</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when its effect has nothing to act on (no stuck ship, no invader, no power-up to steal, no ship that can charge, ...). %1: the card&apos;s name; %2: what it does.</extracomment>
        <translation>%1 nie ma teraz na co zadziałać (%2)</translation>
    </message>
    <message>
        <source>One more charge for the ship on %1: click where it goes, or make none.</source>
        <extracomment>Galactic Warfare board: the prompt after Hyperdrive&apos;s first charge: only that ship may charge again. %1: its square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Jeszcze jedna szarża statku na %1: kliknij jego cel albo zrezygnuj.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <extracomment>Galactic Warfare board: the prompt while the dice just rolled tumble (for a moment).</extracomment>
        <translation>Kości się toczą…</translation>
    </message>
</context>
</TS>
