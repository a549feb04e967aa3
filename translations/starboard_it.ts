<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <extracomment>The About dialog: its title. &apos;Starboard&apos; is the app&apos;s name.</extracomment>
        <translation>Informazioni su Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <extracomment>The About dialog: the app&apos;s name as its title (a proper name: keep it or transliterate).</extracomment>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>The About dialog: %1: the app&apos;s version, e.g. &apos;1.4.0&apos;.</extracomment>
        <translation>Versione %1</translation>
    </message>
    <message>
        <source>Five space tabletop games to play against friends or the computer, with their maps, ships and rules kept as data you can change.</source>
        <translation>Cinque giochi da tavolo spaziali da giocare contro gli amici o contro il computer, con mappe, navi e regole conservate come dati che puoi modificare.</translation>
    </message>
    <message>
        <source>Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.</source>
        <translation>Galaxy of D si basa sul regolamento versione 1.0 del 24 maggio 2009. Gli altri giochi arriveranno man mano che i loro motori di regole verranno scritti.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <extracomment>The About dialog: %1: the version of the Qt libraries, e.g. &apos;6.4.2&apos;.</extracomment>
        <translation>Realizzato con Qt %1.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Distribuito con licenza GNU General Public License, versione 3 o successiva.</translation>
    </message>
</context>
<context>
    <name>DamagedAutosaveDialog</name>
    <message>
        <source>The autosaved game cannot be continued</source>
        <extracomment>The home page: the title of the message when the autosaved game cannot be loaded.</extracomment>
        <translation>La partita salvata automaticamente non può essere continuata</translation>
    </message>
    <message>
        <source>Discard the autosaved game?</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>Scartare la partita salvata automaticamente?</translation>
    </message>
    <message>
        <source>The autosaved game is deleted for good; Continue goes away until the next game.</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>La partita salvata automaticamente viene eliminata per sempre; «Continua» sparisce fino alla prossima partita.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <extracomment>A file chooser (e.g. in the new game dialog): a button that opens the file dialog (a verb). Short.</extracomment>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>Default</source>
        <extracomment>A file chooser: a button that goes back to the default file (the shipped content; a noun or adjective). Short.</extracomment>
        <translation>Predefinito</translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>File di dati (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>GalacticWarfare</name>
    <message>
        <source>the game is over</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move).</extracomment>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>no such charge now: a charge goes diagonally forward onto a vacant dark square</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move). A dark square: the board is a checkerboard of light and dark squares; ships move on the dark ones only.</extracomment>
        <translation>nessuna carica possibile ora: una carica va in diagonale in avanti su una casella scura libera</translation>
    </message>
    <message>
        <source>no such attack now: the target must be an enemy diagonally ahead with the square beyond vacant</source>
        <extracomment>Galactic Warfare: why a click does nothing (an attack on an enemy ship).</extracomment>
        <translation>nessun attacco possibile ora: il bersaglio deve essere un nemico in diagonale davanti, con la casella oltre libera</translation>
    </message>
    <message>
        <source>only a stuck ship may try to retreat, and only into a vacant square of its home planet</source>
        <extracomment>Galactic Warfare: why a click does nothing. A stuck ship: one at the enemy planet that cannot enter it.</extracomment>
        <translation>solo una nave bloccata può tentare la ritirata, e solo verso una casella libera del suo pianeta natale</translation>
    </message>
    <message>
        <source>a player may pass only without a legal move</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>un giocatore può passare solo se non ha mosse legali</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <extracomment>Galactic Warfare: why a click on a card does nothing.</extracomment>
        <translation>quella carta non si può giocare ora</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>azione non consentita ora</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Galactic Warfare: the side that starts at the bottom of the board (a side&apos;s name).</extracomment>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>Galactic Warfare: the side that starts at the top of the board (a side&apos;s name).</extracomment>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Before your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Prima della tua mossa</translation>
    </message>
    <message>
        <source>In a battle, before the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>In battaglia, prima del tiro</translation>
    </message>
    <message>
        <source>In a battle, after the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>In battaglia, dopo il tiro</translation>
    </message>
    <message>
        <source>In a battle</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>In battaglia</translation>
    </message>
    <message>
        <source>After your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Dopo la tua mossa</translation>
    </message>
    <message>
        <source>A card is drawn.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden).</extracomment>
        <translation>Si pesca una carta.</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s).</source>
        <extracomment>Galactic Warfare log: the cards dealt before the game (not named: hands are hidden). %n: cards in each hand.</extracomment>
        <translation>
            <numerusform>Ogni giocatore riceve %n carta.</numerusform>
            <numerusform>Ogni giocatore riceve %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>White rolls %1, Blue rolls %2.</source>
        <extracomment>Galactic Warfare log: who moves first is rolled for. %1, %2: die faces 1-6, e.g. &apos;White rolls 5, Blue rolls 2.&apos;</extracomment>
        <translation>Bianco fa %1, Blu fa %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 with %n dice.</source>
        <extracomment>Galactic Warfare log: a side&apos;s dice in a battle. %1: the side (&apos;White&apos;), %2: the sum, %3: the number of dice, e.g. &apos;Blue rolls 9 with 2 dice.&apos;</extracomment>
        <translation>
            <numerusform>%1 fa %2 con %n dado.</numerusform>
            <numerusform>%1 fa %2 con %n dadi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Doubles: the stuck ship may go home.</source>
        <extracomment>Galactic Warfare log: a stuck ship&apos;s retreat attempt succeeds.</extracomment>
        <translation>Doppio: la nave bloccata può tornare a casa.</translation>
    </message>
    <message>
        <source>No doubles: the stuck ship stays.</source>
        <translation>Niente doppio: la nave bloccata resta.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 muove per primo.</translation>
    </message>
    <message>
        <source>%1 lets %2 move first.</source>
        <extracomment>Galactic Warfare log: %1, %2: sides, e.g. &apos;White lets Blue move first.&apos;</extracomment>
        <translation>%1 lascia muovere per primo %2.</translation>
    </message>
    <message>
        <source>%1 leaves the choice to the other player.</source>
        <extracomment>Galactic Warfare log: the choice of who starts passes to the other player. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 lascia la scelta all’altro giocatore.</translation>
    </message>
    <message>
        <source>%1 charges from %2 to %3.</source>
        <extracomment>Galactic Warfare log: a ship moves. %1: a side, %2, %3: squares, e.g. &apos;White charges from c2 to d3.&apos;</extracomment>
        <translation>%1 carica da %2 a %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2, %3: squares, e.g. &apos;White attacks e5 from d4.&apos;</extracomment>
        <translation>%1 attacca %2 da %3.</translation>
    </message>
    <message>
        <source>%1 tries to bring the stuck ship on %2 home.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a square, e.g. &apos;Blue tries to bring the stuck ship on c1 home.&apos;</extracomment>
        <translation>%1 tenta di riportare a casa la nave bloccata in %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>Galactic Warfare log: a player without a legal move. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 non può muovere e passa.</translation>
    </message>
    <message>
        <source>%1 plays %2: from %3 to %4.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3, %4: squares, e.g. &apos;White plays Saboteur: from f6 to c2.&apos;</extracomment>
        <translation>%1 gioca %2: da %3 a %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3: a square, e.g. &apos;Blue plays Tractor Beam on c1.&apos;</extracomment>
        <translation>%1 gioca %2 su %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, e.g. &apos;Blue plays Reinforcements.&apos;</extracomment>
        <translation>%1 gioca %2.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 termina il turno.</translation>
    </message>
    <message>
        <source>%1 makes no further charge.</source>
        <extracomment>Galactic Warfare log: a player does not use the extra charge a card allowed. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 rinuncia a un’altra carica.</translation>
    </message>
    <message>
        <source>%1 plays no card.</source>
        <extracomment>Galactic Warfare log: in a battle. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 non gioca carte.</translation>
    </message>
    <message>
        <source>%1 sends the retreating ship to %2.</source>
        <extracomment>Galactic Warfare log: where a retreating ship goes in its home planet. %1: a side (who chose), %2: a square, e.g. &apos;Blue sends the retreating ship to d0.&apos;</extracomment>
        <translation>%1 manda la nave in ritirata in %2.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;Blue&apos;.</extracomment>
        <translation>%1 abbandona.</translation>
    </message>
    <message>
        <source>%1 wins the battle, %2 against %3, and captures the ship on %4.</source>
        <extracomment>Galactic Warfare log: a battle decided. %1: the winning (attacking) side, %2: its sum, %3: the defender&apos;s sum, %4: the square of the captured ship, e.g. &apos;White wins the battle, 9 against 4, and captures the ship on d5.&apos;</extracomment>
        <translation>%1 vince la battaglia, %2 contro %3, e cattura l’astronave in %4.</translation>
    </message>
    <message>
        <source>%1 holds, %2 against %3: the attacker retreats.</source>
        <extracomment>Galactic Warfare log: a battle decided for the defender. %1: the defending side, %2: its sum, %3: the attacker&apos;s sum, e.g. &apos;Blue holds, 7 against 5: the attacker retreats.&apos;</extracomment>
        <translation>%1 resiste, %2 contro %3: l’attaccante si ritira.</translation>
    </message>
    <message>
        <source>A tie: the dice are rolled again.</source>
        <extracomment>Galactic Warfare log: both sums of a battle were equal.</extracomment>
        <translation>Pareggio: si tirano di nuovo i dadi.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden). %1: a side, e.g. &apos;White&apos; (helper 20: who drew?).</extracomment>
        <translation>%1 pesca una carta.</translation>
    </message>
</context>
<context>
    <name>GalacticWarfareContent</name>
    <message>
        <source>Galactic Warfare cards</source>
        <extracomment>Galactic Warfare: the name of the shipped card deck (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Carte di Galactic Warfare</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Rinforzi</translation>
    </message>
    <message>
        <source>Roll 1 more die in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reinforcements&quot;.</extracomment>
        <translation>Tira 1 dado in più in questa battaglia.</translation>
    </message>
    <message>
        <source>Full Barrage</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Fuoco di sbarramento</translation>
    </message>
    <message>
        <source>Roll 2 more dice in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Full Barrage&quot;.</extracomment>
        <translation>Tira 2 dadi in più in questa battaglia.</translation>
    </message>
    <message>
        <source>Second Salvo</source>
        <extracomment>Galactic Warfare: the name of a card (reroll; a title, keep it short).</extracomment>
        <translation>Seconda salva</translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Second Salvo&quot;.</extracomment>
        <translation>Ritira i tuoi dadi di questa battaglia; conta la nuova somma.</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <extracomment>Galactic Warfare: the name of a card (shield; a title, keep it short).</extracomment>
        <translation>Scudo deflettore</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Deflector Shield&quot;.</extracomment>
        <translation>Difensore: annulla l’attacco. Non c’è battaglia; l’attaccante resta dov’era e la sua mossa è consumata.</translation>
    </message>
    <message>
        <source>Afterburners</source>
        <extracomment>Galactic Warfare: the name of a card (extra-charge; a title, keep it short).</extracomment>
        <translation>Postbruciatori</translation>
    </message>
    <message>
        <source>After your move: one of your ships makes one more charge.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Afterburners&quot;.</extracomment>
        <translation>Dopo la tua mossa: una delle tue navi fa un’altra carica.</translation>
    </message>
    <message>
        <source>Hyperdrive</source>
        <extracomment>Galactic Warfare: the name of a card (double-charge; a title, keep it short).</extracomment>
        <translation>Iperguida</translation>
    </message>
    <message>
        <source>Before your move: if your move is a charge, the same ship may charge once more.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hyperdrive&quot;.</extracomment>
        <translation>Prima della tua mossa: se la tua mossa è una carica, la stessa nave può caricare ancora una volta.</translation>
    </message>
    <message>
        <source>Reverse Thrusters</source>
        <extracomment>Galactic Warfare: the name of a card (backward-charge; a title, keep it short).</extracomment>
        <translation>Retrorazzi</translation>
    </message>
    <message>
        <source>Tractor Beam</source>
        <extracomment>Galactic Warfare: the name of a card (rescue-stuck; a title, keep it short).</extracomment>
        <translation>Raggio traente</translation>
    </message>
    <message>
        <source>Planetary Defence</source>
        <extracomment>Galactic Warfare: the name of a card (repel-invader; a title, keep it short).</extracomment>
        <translation>Difesa planetaria</translation>
    </message>
    <message>
        <source>Before your move: an enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Planetary Defence&quot;.</extracomment>
        <translation>Prima della tua mossa: una nave nemica nel tuo pianeta natale si ritira su una casella libera del proprio pianeta natale scelta da te, o esce dal gioco se non ce n’è nessuna.</translation>
    </message>
    <message>
        <source>Saboteur</source>
        <extracomment>Galactic Warfare: the name of a card (steal-power-up; a title, keep it short).</extracomment>
        <translation>Sabotatore</translation>
    </message>
    <message>
        <source>Before your move: move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Saboteur&quot;.</extracomment>
        <translation>Prima della tua mossa: sposta un potenziamento da sotto una nave nemica a sotto una delle tue navi che ne ha meno del massimo consentito.</translation>
    </message>
    <message>
        <source>Jamming Signal</source>
        <extracomment>Galactic Warfare: the name of a card (cancel-card; a title, keep it short).</extracomment>
        <translation>Segnale di disturbo</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Jamming Signal&quot;.</extracomment>
        <translation>In battaglia, quando l’avversario gioca una carta: quella carta non ha effetto.</translation>
    </message>
    <message>
        <source>Sensor Scrambler</source>
        <extracomment>Galactic Warfare: the name of a card (fewer-dice; a title, keep it short).</extracomment>
        <translation>Disturbatore di sensori</translation>
    </message>
    <message>
        <source>Your opponent rolls 1 die fewer in this battle (at least 1).</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Sensor Scrambler&quot;.</extracomment>
        <translation>L’avversario tira 1 dado in meno in questa battaglia (almeno 1).</translation>
    </message>
    <message>
        <source>Escape Pod</source>
        <extracomment>Galactic Warfare: the name of a card (evasive-retreat; a title, keep it short).</extracomment>
        <translation>Capsula di salvataggio</translation>
    </message>
    <message>
        <source>Defender, after the roll: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Escape Pod&quot;.</extracomment>
        <translation>Difensore, dopo il tiro: se perdi questa battaglia, la tua nave si ritira su una casella libera del tuo pianeta natale scelta da te, invece di essere catturata.</translation>
    </message>
    <message>
        <source>Supply Drop</source>
        <extracomment>Galactic Warfare: the name of a card (draw-cards; a title, keep it short).</extracomment>
        <translation>Rifornimenti</translation>
    </message>
    <message>
        <source>After your move: draw 2 cards.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Supply Drop&quot;.</extracomment>
        <translation>Dopo la tua mossa: pesca 2 carte.</translation>
    </message>
    <message>
        <source>Tactical Edge</source>
        <extracomment>Galactic Warfare: the name of a card (win-ties; a title, keep it short).</extracomment>
        <translation>Vantaggio tattico</translation>
    </message>
    <message>
        <source>After the roll, when the sums are equal: you win the battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tactical Edge&quot;.</extracomment>
        <translation>Dopo il tiro, se le somme sono pari: vinci la battaglia.</translation>
    </message>
    <message>
        <source>Hold the Line</source>
        <extracomment>Galactic Warfare: the name of a card (hold-the-line; a title, keep it short).</extracomment>
        <translation>Tenere la linea</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship (one ship as a power-up, the rest discarded) instead of letting it retreat.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hold the Line&quot;.</extracomment>
        <translation>Difensore: se vinci questa battaglia, catturi la nave attaccante (una nave come potenziamento, le altre scartate) invece di lasciarla ritirare.</translation>
    </message>
    <message>
        <source>Standard board</source>
        <extracomment>Galactic Warfare: the name of the shipped board (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Tabellone standard</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galactic Warfare: the name of the shipped ruleset (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Regole standard</translation>
    </message>
    <message>
        <source>Before your move: one of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll. Then make your move.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tractor Beam&quot;.</extracomment>
        <translation>Prima della tua mossa: una delle tue navi che non può né caricare né attaccare torna su una casella libera del tuo pianeta natale, senza tiro. Poi fai la tua mossa.</translation>
    </message>
    <message>
        <source>Before your move: this turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reverse Thrusters&quot;.</extracomment>
        <translation>Prima della tua mossa: in questo turno la tua mossa è una carica in diagonale all’indietro, sul campo di battaglia.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message>
        <source>%1 metal</source>
        <extracomment>An amount of metal (a resource of Galaxy Command). %1: a number, e.g. &apos;3 metal&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 metallo</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>An amount of wealth (a resource of Galaxy Command). %1: a number, e.g. &apos;2 wealth&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 ricchezza</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Conceded</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player who gave up the game (in the results and the game over summary).</extracomment>
        <translation>Ha abbandonato</translation>
    </message>
    <message>
        <source>Home world lost</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player whose home world revolted (out of the game), in the results and the game over summary.</extracomment>
        <translation>Mondo natale perduto</translation>
    </message>
    <message>
        <source>against the aligned system with the least resistance</source>
        <translation>contro il sistema annesso con la resistenza più bassa</translation>
    </message>
    <message>
        <source>against the system aligned last</source>
        <translation>contro l’ultimo sistema annesso</translation>
    </message>
    <message>
        <source>players with military strength %1 or more roll the die</source>
        <extracomment>Galaxy Command: who an event card strikes (on the event card and in the log). %1: a number, e.g. &apos;players with military strength 3 or more roll the die&apos;.</extracomment>
        <translation>i giocatori con forza militare %1 o più tirano il dado</translation>
    </message>
    <message>
        <source>players with %1 or more metal in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of metal, e.g. &apos;players with 3 or more metal in storage&apos;.</extracomment>
        <translation>i giocatori con %1 o più metallo in riserva</translation>
    </message>
    <message>
        <source>players with %1 or more wealth in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of wealth, e.g. &apos;players with 3 or more wealth in storage&apos;.</extracomment>
        <translation>i giocatori con %1 o più ricchezza in riserva</translation>
    </message>
    <message>
        <source>players with military strength %1 or less, against the system aligned last</source>
        <extracomment>Galaxy Command: who a border ambush strikes (on the event card and in the log). %1: a military strength, e.g. &apos;players with military strength 1 or less, ...&apos;.</extracomment>
        <translation>i giocatori con forza militare %1 o meno, contro l’ultimo sistema annesso</translation>
    </message>
    <message>
        <source>add %1 to metal storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>aggiungi %1 alla riserva di metallo</translation>
    </message>
    <message>
        <source>add %1 to wealth storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to wealth storage&apos;.</extracomment>
        <translation>aggiungi %1 alla riserva di ricchezza</translation>
    </message>
    <message>
        <source>no production next turn</source>
        <translation>nessuna produzione nel prossimo turno</translation>
    </message>
    <message>
        <source>revolt force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the revolting force gets a bonus. %1: a number, e.g. &apos;revolt force roll +2&apos;.</extracomment>
        <translation>tiro della rivolta +%1</translation>
    </message>
    <message>
        <source>invasion force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the invading force gets a bonus. %1: a number, e.g. &apos;invasion force roll +3&apos;.</extracomment>
        <translation>tiro della forza d’invasione +%1</translation>
    </message>
    <message>
        <source>no event</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for a year in which it does nothing (on the card and in the log).</extracomment>
        <translation>nessun evento</translation>
    </message>
    <message>
        <source>lose %1 military strength on a roll of %2 or more</source>
        <extracomment>Galaxy Command: a military coup&apos;s effect (on the card and in the log). %1: how much military strength, %2: the die roll needed, e.g. &apos;lose 1 military strength on a roll of 4 or more&apos;.</extracomment>
        <translation>perdi %1 di forza militare con un tiro di %2 o più</translation>
    </message>
    <message>
        <source>lose %1 metal</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>perdi %1 metallo</translation>
    </message>
    <message>
        <source>lose %1 wealth</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 wealth&apos;.</extracomment>
        <translation>perdi %1 ricchezza</translation>
    </message>
    <message>
        <source>with %1, collect half (rounded up) instead of nothing</source>
        <extracomment>Galaxy Command: a note on the strike event card. %1: the name of the technology &apos;Robot Workers&apos;.</extracomment>
        <translation>con %1, raccogli la metà (arrotondata per eccesso) invece di niente</translation>
    </message>
    <message>
        <source>+1 system resistance with %1</source>
        <extracomment>Galaxy Command: a note on the revolt and invasion event cards. %1: the name of a technology, e.g. &apos;Hyper Television&apos;.</extracomment>
        <translation>+1 alla resistenza del sistema con %1</translation>
    </message>
    <message>
        <source>Not concerned</source>
        <extracomment>Galaxy Command: what an event card did to a player it does not strike (&quot;Player 2: Not concerned&quot;), on the event card and in the log.</extracomment>
        <translation>Non coinvolto</translation>
    </message>
    <message>
        <source>No system in the Empire: the home world revolts, out of the game</source>
        <translation>Nessun sistema nell’Impero: il mondo natale si ribella, fuori dalla partita</translation>
    </message>
    <message>
        <source>Storage full: nothing added</source>
        <translation>Riserva piena: non si aggiunge nulla</translation>
    </message>
    <message>
        <source>Nothing lost</source>
        <extracomment>Galaxy Command: a raid&apos;s result for a player who had nothing to lose (&quot;Player 2: Nothing lost&quot;).</extracomment>
        <translation>Nessuna perdita</translation>
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
        <translation>Metà produzione nel prossimo turno (Operai robot)</translation>
    </message>
    <message>
        <source>No production next turn</source>
        <translation>Nessuna produzione nel prossimo turno</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <extracomment>Galaxy Command: an event&apos;s result for a player when the event changes nothing (&quot;Player 2: Nothing happens&quot;).</extracomment>
        <translation>Non succede nulla</translation>
    </message>
    <message>
        <source>Rolls the die…</source>
        <translation>Tira il dado…</translation>
    </message>
    <message>
        <source>The coup succeeds (roll %1): military %2</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 5; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>Il colpo di Stato riesce (tiro %1): forza militare %2</translation>
    </message>
    <message>
        <source>The coup fails (roll %1)</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 2.</extracomment>
        <translation>Il colpo di Stato fallisce (tiro %1)</translation>
    </message>
    <message>
        <source>A system of least resistance is drawn…</source>
        <translation>Si sorteggia un sistema con la resistenza più bassa…</translation>
    </message>
    <message>
        <source>No system in the Empire: no effect</source>
        <translation>Nessun sistema nell’Impero: nessun effetto</translation>
    </message>
    <message>
        <source>%1 is attacked…</source>
        <extracomment>Galaxy Command: a revolt or invasion before its die is rolled. %1: the name of the system attacked, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 è sotto attacco…</translation>
    </message>
    <message>
        <source>%1 + force %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a revolt&apos;s or invasion&apos;s attack. %1: the die roll, %2: the event&apos;s force, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + forza %2 = %3 contro %4</translation>
    </message>
    <message>
        <source>%1 revolts and leaves the Empire (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 si ribella e lascia l’Impero (%2)</translation>
    </message>
    <message>
        <source>%1 stays loyal (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 resta fedele (%2)</translation>
    </message>
    <message>
        <source>%1 falls to the invaders (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 cade in mano agli invasori (%2)</translation>
    </message>
    <message>
        <source>%1 repels the invasion (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 respinge l’invasione (%2)</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: aligned without a roll</source>
        <translation>Diplomazia interstellare: annesso senza tiro</translation>
    </message>
    <message>
        <source>%1 + military %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a player&apos;s attack on a system (explore or conquer). %1: the die roll, %2: the player&apos;s military strength, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + forza militare %2 = %3 contro %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Galaxy Command: an attack&apos;s sum with the system attacked. %1: the sum such as &apos;4 + military 2 = 6 against 5&apos;, %2: the system&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: aligned</source>
        <extracomment>Galaxy Command: an attack&apos;s result: the system joins the Empire. %1: the sum, e.g. &apos;4 + military 2 = 6 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1: annesso</translation>
    </message>
    <message>
        <source>%1: not aligned, military strength falls to %2</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 2 = 4 against 5 (Sirius)&apos;; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>%1: non annesso, la forza militare scende a %2</translation>
    </message>
    <message>
        <source>%1: not aligned</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 0 = 2 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1: non annesso</translation>
    </message>
    <message>
        <source>collects nothing (strike)</source>
        <translation>non raccoglie nulla (sciopero)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Galaxy Command: what a player collects. %1: an amount of metal such as &apos;2 metal&apos;, %2: an amount of wealth such as &apos;1 wealth&apos;.</extracomment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>collects half (strike, Robot Workers): %1</source>
        <extracomment>Galaxy Command, log: a player collects during a strike thanks to the technology Robot Workers. %1: what, e.g. &apos;1 metal and 1 wealth&apos;. Follows the player&apos;s name (&quot;Player 1 collects ...&quot;).</extracomment>
        <translation>raccoglie la metà (sciopero, Operai robot): %1</translation>
    </message>
    <message>
        <source>collects %1</source>
        <extracomment>Galaxy Command, log: follows the player&apos;s name (&quot;Player 1 collects 2 metal and 1 wealth&quot;). %1: what is collected.</extracomment>
        <translation>raccoglie %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <extracomment>Galaxy Command, log: %1: what was collected, e.g. &apos;collects 2 metal and 1 wealth&apos;; %n: how many resources were lost because the storage was full.</extracomment>
        <translation>
            <numerusform>%1 (%n perso, riserva piena)</numerusform>
            <numerusform>%1 (%n persi, riserva piena)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is concerned</source>
        <translation>Nessuno è coinvolto</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the log or the event card: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: what happened to that player, e.g. &apos;+2 metal&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 turns over %2 (resistance %3)</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system card turned over, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 rivela %2 (resistenza %3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the attack&apos;s sum and result, e.g. &apos;4 + military 2 = 6 against 5 (Sirius): aligned&apos;.</extracomment>
        <translation>%1 tira il dado: %2</translation>
    </message>
    <message>
        <source>Red alert: %1 - %2: %3</source>
        <extracomment>Galaxy Command, log: a red alert card drawn. %1: the card&apos;s name, e.g. &apos;Pirate Raid&apos;; %2: who it strikes, e.g. &apos;players with 3 or more metal in storage&apos;; %3: its effect, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>Allerta rossa: %1 - %2: %3</translation>
    </message>
    <message>
        <source>Event in place of the red alert: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn in place of a red alert. %1: the card&apos;s name, e.g. &apos;Strike&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Evento al posto dell’allerta rossa: %1 - %2</translation>
    </message>
    <message>
        <source>Event: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn. %1: the card&apos;s name, e.g. &apos;Derelict Ship&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Evento: %1 - %2</translation>
    </message>
    <message>
        <source>The revolt against %1 strikes %2 (resistance %3), drawn among the systems of least resistance</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: the system struck, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>La rivolta contro %1 colpisce %2 (resistenza %3), sorteggiato tra i sistemi con la resistenza più bassa</translation>
    </message>
    <message>
        <source>%1 explores a distant system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 esplora un sistema lontano</translation>
    </message>
    <message>
        <source>%1 explores a near system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 esplora un sistema vicino</translation>
    </message>
    <message>
        <source>%1 attacks %2 (resistance %3) to conquer it</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system attacked, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 attacca %2 (resistenza %3) per conquistarlo</translation>
    </message>
    <message>
        <source>%1 bides time</source>
        <extracomment>Galaxy Command, log: the player does nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 temporeggia</translation>
    </message>
    <message>
        <source>%1 trades %2 metal for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 metal for 1 wealth&apos;.</extracomment>
        <translation>%1 scambia %2 metallo con %3 ricchezza</translation>
    </message>
    <message>
        <source>%1 trades %2 wealth for %3 metal</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 wealth for 1 metal&apos;.</extracomment>
        <translation>%1 scambia %2 ricchezza con %3 metallo</translation>
    </message>
    <message>
        <source>%1 does not trade</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 non fa scambi</translation>
    </message>
    <message>
        <source>%1 builds military strength, now %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the player&apos;s military strength after building, e.g. 3.</extracomment>
        <translation>%1 aumenta la forza militare, ora %2</translation>
    </message>
    <message>
        <source>%1 discovers %2 for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: a technology, e.g. &apos;Robot Workers&apos;; %3: its price, a number.</extracomment>
        <translation>%1 scopre %2 per %3 ricchezza</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 termina il turno</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <extracomment>Galaxy Command, log: the player gives up the game. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 abbandona</translation>
    </message>
    <message>
        <source>%1 has nothing to explore or conquer and bides time</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;. &apos;Bide time&apos; is the game&apos;s term for doing nothing on the first step of a turn.</extracomment>
        <translation>%1 non ha nulla da esplorare o conquistare e temporeggia</translation>
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
            <numerusform>Inizia l’anno %1: %n evento in arrivo</numerusform>
            <numerusform>Inizia l’anno %1: %n eventi in arrivo</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>Quel giocatore è già fuori dalla partita.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Attendi il dado e le carte.</translation>
    </message>
    <message>
        <source>Explore, conquer and bide time are the first step of a turn.</source>
        <translation>Esplorare, conquistare e temporeggiare sono la prima fase del turno.</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Questa carta sistema non esiste.</translation>
    </message>
    <message>
        <source>This system is already explored.</source>
        <translation>Questo sistema è già esplorato.</translation>
    </message>
    <message>
        <source>Distant systems need %1.</source>
        <extracomment>Galaxy Command: why a move is not allowed. %1: the name of the technology &apos;Forward Star Bases&apos;.</extracomment>
        <translation>I sistemi lontani richiedono %1.</translation>
    </message>
    <message>
        <source>Distant systems wait until every explored near system is aligned.</source>
        <translation>I sistemi lontani devono attendere che ogni sistema vicino esplorato sia annesso.</translation>
    </message>
    <message>
        <source>This system is face down: explore it first.</source>
        <translation>Questo sistema è coperto: prima esploralo.</translation>
    </message>
    <message>
        <source>This system is already aligned with the Empire.</source>
        <translation>Questo sistema è già annesso all’Impero.</translation>
    </message>
    <message>
        <source>Trading is only right after collecting, once per turn.</source>
        <translation>Lo scambio è possibile solo subito dopo la raccolta, una volta per turno.</translation>
    </message>
    <message>
        <source>Trading needs %1 of what you give.</source>
        <extracomment>Galaxy Command: why a trade is not allowed. %1: a number, e.g. 2 (metal or wealth).</extracomment>
        <translation>Per scambiare ti servono %1 di ciò che cedi.</translation>
    </message>
    <message>
        <source>Military strength is built in the build step.</source>
        <translation>La forza militare si aumenta nella fase di costruzione.</translation>
    </message>
    <message>
        <source>Military strength rises only once per turn.</source>
        <translation>La forza militare aumenta solo una volta per turno.</translation>
    </message>
    <message>
        <source>Military strength is at its limit (%1).</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit, a number, e.g. 3.</extracomment>
        <translation>La forza militare è al limite (%1).</translation>
    </message>
    <message>
        <source>Military strength above %1 needs %2.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit without the technology, e.g. 3; %2: the technology&apos;s name, &apos;Capital Ships&apos;.</extracomment>
        <translation>Una forza militare oltre %1 richiede %2.</translation>
    </message>
    <message>
        <source>Building military strength costs %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1 and %2: numbers.</extracomment>
        <translation>Aumentare la forza militare costa %1 metallo e %2 ricchezza.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step.</source>
        <translation>Le tecnologie si scoprono nella fase di costruzione.</translation>
    </message>
    <message>
        <source>There is no such technology.</source>
        <translation>Questa tecnologia non esiste.</translation>
    </message>
    <message>
        <source>This technology is already discovered.</source>
        <translation>Questa tecnologia è già stata scoperta.</translation>
    </message>
    <message>
        <source>Only one technology may be discovered per turn.</source>
        <translation>Si può scoprire una sola tecnologia per turno.</translation>
    </message>
    <message>
        <source>Not enough wealth: %1 costs %2.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered. %1: the technology&apos;s name, e.g. &apos;Robot Workers&apos;; %2: its price in wealth, a number.</extracomment>
        <translation>Ricchezza insufficiente: %1 costa %2.</translation>
    </message>
    <message>
        <source>Discover %1 first: it comes before %2 on its row.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered yet. %1: the technology to discover first, %2: the technology chosen; both names such as &apos;Robot Workers&apos;.</extracomment>
        <translation>Prima scopri %1: viene prima di %2 nella sua riga.</translation>
    </message>
    <message>
        <source>The turn ends after the build step.</source>
        <translation>Il turno termina dopo la fase di costruzione.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa non è consentita ora.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommandContent</name>
    <message>
        <source>Galaxy Command deck</source>
        <extracomment>Galaxy Command: the name of the card deck content file, seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Mazzo di Galaxy Command</translation>
    </message>
    <message>
        <source>Canopus</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Canopo</translation>
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
        <translation>Stella di Barnard</translation>
    </message>
    <message>
        <source>Sirius</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Sirio</translation>
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
        <translation>Procione</translation>
    </message>
    <message>
        <source>Derelict Ship</source>
        <extracomment>Galaxy Command: the name of an event card (a wrecked ship found: gain metal). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Relitto alla deriva</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: the name of an event card (the workers strike: no production next turn). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Sciopero</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy Command: the name of an event card (an asteroid mined: gain wealth). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: the name of an event card (a revolt against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Rivolta</translation>
    </message>
    <message>
        <source>Large Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a big invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Grande forza d’invasione</translation>
    </message>
    <message>
        <source>Peaceful Colonization</source>
        <extracomment>Galaxy Command: the name of an event card (new colonists: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Colonizzazione pacifica</translation>
    </message>
    <message>
        <source>Small Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a small invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Piccola forza d’invasione</translation>
    </message>
    <message>
        <source>Peace and Quiet</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Pace e tranquillità</translation>
    </message>
    <message>
        <source>Pirate Raid</source>
        <extracomment>Galaxy Command: the name of a red alert card (pirates raid your storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Incursione pirata</translation>
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
        <translation>Stella di Luyten</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Stella di Kapteyn</translation>
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
        <translation>Regolo</translation>
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
        <translation>Tau Bootis</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Stella di van Maanen</translation>
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
        <translation>Betelgeuse</translation>
    </message>
    <message>
        <source>Vega</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Vega</translation>
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
        <translation>Arturo</translation>
    </message>
    <message>
        <source>Polaris</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Stella Polare</translation>
    </message>
    <message>
        <source>Spica</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Spica</translation>
    </message>
    <message>
        <source>Achernar</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Achernar</translation>
    </message>
    <message>
        <source>Capella</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Capella</translation>
    </message>
    <message>
        <source>Major Revolt</source>
        <extracomment>Galaxy Command: the name of an event card (a big revolt). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Grande rivolta</translation>
    </message>
    <message>
        <source>General Strike</source>
        <extracomment>Galaxy Command: the name of an event card (a strike of all workers). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Sciopero generale</translation>
    </message>
    <message>
        <source>Salvage Fleet</source>
        <extracomment>Galaxy Command: the name of an event card (a fleet that salvages wrecks: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Flotta di recupero</translation>
    </message>
    <message>
        <source>Extract Resources</source>
        <extracomment>Galaxy Command: the name of an event card (mining: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Estrazione di risorse</translation>
    </message>
    <message>
        <source>Quiet Year</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Anno tranquillo</translation>
    </message>
    <message>
        <source>Siren Leader</source>
        <extracomment>Galaxy Command: the name of an event card (a leader who leads an invasion). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Sirena condottiera</translation>
    </message>
    <message>
        <source>Military Coup</source>
        <extracomment>Galaxy Command: the name of a red alert card (the army seizes power: lose military strength on a high roll). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Colpo di Stato militare</translation>
    </message>
    <message>
        <source>Saboteurs</source>
        <extracomment>Galaxy Command: the name of a red alert card (saboteurs destroy storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Sabotatori</translation>
    </message>
    <message>
        <source>Border Ambush</source>
        <extracomment>Galaxy Command: the name of a red alert card (an ambush at the border: an invasion of the system aligned last). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Imboscata di confine</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Galaxy Command: the name of the technologies content file (the mat on which the technologies are printed), seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Plancia delle tecnologie</translation>
    </message>
    <message>
        <source>Capital Ships</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (big warships: military strength up to 5). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Navi ammiraglie</translation>
    </message>
    <message>
        <source>Military strength may rise above 3, up to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Capital Ships&apos;, seen on the technology mat.</extracomment>
        <translation>La forza militare può superare 3, fino a 5.</translation>
    </message>
    <message>
        <source>Forward Star Bases</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (bases that let you reach distant systems). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Basi stellari avanzate</translation>
    </message>
    <message>
        <source>Distant systems may be explored once every explored near system is aligned.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Forward Star Bases&apos;, seen on the technology mat.</extracomment>
        <translation>I sistemi lontani si possono esplorare quando ogni sistema vicino esplorato è annesso.</translation>
    </message>
    <message>
        <source>Robot Workers</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (robots that work during a strike). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Operai robot</translation>
    </message>
    <message>
        <source>During a strike, collect half of your production (rounded up) instead of nothing.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Robot Workers&apos;, seen on the technology mat.</extracomment>
        <translation>Durante uno sciopero, raccogli metà della tua produzione (arrotondata per eccesso) invece di niente.</translation>
    </message>
    <message>
        <source>Planetary Defenses</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (defences of your planets against invasions). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Difese planetarie</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against invasions.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Planetary Defenses&apos;, seen on the technology mat.</extracomment>
        <translation>+1 alla resistenza dei tuoi sistemi contro le invasioni.</translation>
    </message>
    <message>
        <source>Hyper Television</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (television that keeps people loyal: against revolts). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Ipertelevisione</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against revolts.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Hyper Television&apos;, seen on the technology mat.</extracomment>
        <translation>+1 alla resistenza dei tuoi sistemi contro le rivolte.</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (diplomacy: one explore or conquer without a roll). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Diplomazia interstellare</translation>
    </message>
    <message>
        <source>On your next turn only, one explore or conquer succeeds without a roll.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Diplomacy&apos;, seen on the technology mat.</extracomment>
        <translation>Solo nel tuo prossimo turno, un’esplorazione o una conquista riesce senza tiro.</translation>
    </message>
    <message>
        <source>Interspecies Commerce</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (trade between species: swap metal and wealth). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Commercio interspecie</translation>
    </message>
    <message>
        <source>Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interspecies Commerce&apos;, seen on the technology mat.</extracomment>
        <translation>Una volta per turno, dopo la raccolta, scambia 2 metallo con 1 ricchezza o 2 ricchezza con 1 metallo.</translation>
    </message>
    <message>
        <source>Interstellar Banking</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (banks: bigger storage). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Banca interstellare</translation>
    </message>
    <message>
        <source>Metal and wealth storage rise from 3 to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Banking&apos;, seen on the technology mat.</extracomment>
        <translation>Le riserve di metallo e ricchezza salgono da 3 a 5.</translation>
    </message>
    <message>
        <source>Full deck</source>
        <extracomment>Galaxy Command: the name of the standard rule set (played with every card of the deck), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Mazzo completo</translation>
    </message>
    <message>
        <source>Demoted</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (the worst: lowered in rank), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Retrocesso</translation>
    </message>
    <message>
        <source>Remain a Commander</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (kept the rank of Commander), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Resta comandante</translation>
    </message>
    <message>
        <source>Promoted to Captain</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Captain), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Promosso capitano</translation>
    </message>
    <message>
        <source>Promoted to Commodore</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Commodore), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Promosso commodoro</translation>
    </message>
    <message>
        <source>Promoted to Admiral</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Admiral, the best), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Promosso ammiraglio</translation>
    </message>
    <message>
        <source>Original solitaire (18 cards)</source>
        <extracomment>Galaxy Command: the name of the rule set of the original solitaire game (played with 18 of the cards), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Solitario originale (18 carte)</translation>
    </message>
</context>
<context>
    <name>GalaxyFighters</name>
    <message>
        <source>a ship moves to a free adjacent space of its own atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a command of the turn).</extracomment>
        <translation>un’astronave si sposta in una casella libera adiacente della propria atmosfera</translation>
    </message>
    <message>
        <source>at least one command die must be used</source>
        <extracomment>Galaxy Fighters: why a click does nothing (ending the turn before any die is used).</extracomment>
        <translation>bisogna usare almeno un dado comando</translation>
    </message>
    <message>
        <source>no Fire symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>non resta alcun simbolo Fuoco</translation>
    </message>
    <message>
        <source>no Move symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>non resta alcun simbolo Mossa</translation>
    </message>
    <message>
        <source>no alien is ahead in the ship&apos;s column</source>
        <extracomment>Galaxy Fighters: why a click does nothing. A column: the line of spaces ahead of the ship.</extracomment>
        <translation>nessun alieno davanti nella colonna dell’astronave</translation>
    </message>
    <message>
        <source>not enough Special symbols are left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>non restano abbastanza simboli Speciale</translation>
    </message>
    <message>
        <source>that has no target now</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a weapon, engine or special).</extracomment>
        <translation>ora non ha alcun bersaglio</translation>
    </message>
    <message>
        <source>that is not a choice now</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>ora questa scelta non è possibile</translation>
    </message>
    <message>
        <source>the game is drawing a card or rolling a die</source>
        <extracomment>Galaxy Fighters: why a click does nothing (the computer deals a card or rolls).</extracomment>
        <translation>il gioco sta pescando una carta o tirando un dado</translation>
    </message>
    <message>
        <source>the game is over</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>the invader can only go to a neighbouring district with room</source>
        <extracomment>Galaxy Fighters: why a click does nothing (where an invader goes when its district is full).</extracomment>
        <translation>l’invasore può andare solo in un distretto vicino con spazio libero</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Giocatore %1</translation>
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
        <translation>Fuoco</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (move the ship).</extracomment>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (use the weapon system or engine).</extracomment>
        <translation>Speciale</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s face that counts as either symbol.</extracomment>
        <translation>Fuoco o Speciale</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s shielded ship, which survives.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un alieno %1 si schianta contro l’astronave di %2, protetta da uno scudo, che sopravvive.</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un alieno %1 si schianta contro l’astronave di %2.</translation>
    </message>
    <message>
        <source>A %1 is destroyed on a defence tile.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Un alieno %1 viene distrutto su una tessera difesa.</translation>
    </message>
    <message>
        <source>A %1 is destroyed by a Drone.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Un alieno %1 viene distrutto da un Drone.</translation>
    </message>
    <message>
        <source>A %1 invades %2.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district.</extracomment>
        <translation>Un alieno %1 invade %2.</translation>
    </message>
    <message>
        <source>Alien frenzy!</source>
        <extracomment>Galaxy Fighters, log: a stack of aliens all move at once, each its own way.</extracomment>
        <translation>Frenesia aliena!</translation>
    </message>
    <message>
        <source>%1&apos;s ship is destroyed.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>L’astronave di %1 è distrutta.</translation>
    </message>
    <message>
        <source>%1 is invaded.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Il distretto %1 è invaso.</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: aliens placed by the spawn card.</extracomment>
        <translation>
            <numerusform>%n alieno atterra.</numerusform>
            <numerusform>%n alieni atterrano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters, log: aliens shot by the ship.</extracomment>
        <translation>
            <numerusform>%n alieno distrutto.</numerusform>
            <numerusform>%n alieni distrutti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: aliens that move in the approach (invaders and crashes included).</extracomment>
        <translation>
            <numerusform>%n alieno si avvicina.</numerusform>
            <numerusform>%n alieni si avvicinano.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;; %2: a ship card, e.g. &apos;Gladius&apos;.</extracomment>
        <translation>%1 riceve l’astronave %2.</translation>
    </message>
    <message>
        <source>A spawn card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters, log: %1: the district whose turn begins, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Una carta ondata viene letta dal lato di %1.</translation>
    </message>
    <message>
        <source>%1 fits the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a weapon system, e.g. &apos;Laser Beam&apos;.
----------
Galaxy Fighters, log: %1: a district; %2: an engine modification, e.g. &apos;Repulsor&apos;.</extracomment>
        <translation>%1 installa %2.</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a bonus command tile, e.g. &apos;Lucky Star&apos;.</extracomment>
        <translation>%1 prende la tessera %2.</translation>
    </message>
    <message>
        <source>%1 fires.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 fa fuoco.</translation>
    </message>
    <message>
        <source>%1 fires the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its weapon system, e.g. &apos;Wide Beam&apos;.</extracomment>
        <translation>%1 spara con %2.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its engine modification, e.g. &apos;Deflector&apos;.</extracomment>
        <translation>%1 attiva %2.</translation>
    </message>
    <message>
        <source>%1 uses the special weapon of the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its ship card, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>%1 usa l’arma speciale dell’astronave %2.</translation>
    </message>
    <message>
        <source>%1 rerolls the unused dice.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 rilancia i dadi non usati.</translation>
    </message>
    <message>
        <source>The invader goes on to %1.</source>
        <extracomment>Galaxy Fighters, log: %1: a district the invader goes to, e.g. &apos;Novaport&apos;.</extracomment>
        <translation>L’invasore prosegue verso %1.</translation>
    </message>
    <message>
        <source>%1 gives up for the team.</source>
        <extracomment>Galaxy Fighters, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 si arrende per la squadra.</translation>
    </message>
    <message>
        <source>The districts are saved</source>
        <extracomment>Galaxy Fighters: the title of the end of a won game.</extracomment>
        <translation>I distretti sono salvi</translation>
    </message>
    <message>
        <source>The aliens have won</source>
        <translation>Gli alieni hanno vinto</translation>
    </message>
    <message>
        <source>The team gave up.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>La squadra si è arresa.</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s) invaded.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>
            <numerusform>%n distretto invaso.</numerusform>
            <numerusform>%n distretti invasi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shipyard is empty.</source>
        <extracomment>Galaxy Fighters: why the game was lost (no backup ship is left).</extracomment>
        <translation>Il cantiere è vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters: the end of a game. %1: why it ended, a sentence.</extracomment>
        <translation>
            <numerusform>%1 %n alieno distrutto.</numerusform>
            <numerusform>%1 %n alieni distrutti.</numerusform>
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
        <translation>Un alieno %1 viene distrutto.</translation>
    </message>
    <message>
        <source>A %1 flies towards %2.</source>
        <extracomment>Galaxy Fighters board, a step of the approach: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: the district it flies to, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un alieno %1 vola verso %2.</translation>
    </message>
    <message>
        <source>%1&apos;s new ship waits shielded in its atmosphere.</source>
        <extracomment>Galaxy Fighters board, a step of what happens: a destroyed ship&apos;s replacement. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>La nuova astronave di %1 attende nella sua atmosfera, protetta da uno scudo.</translation>
    </message>
    <message numerus="yes">
        <source>The starting card: %n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: the starting spawn card&apos;s aliens placed once every ship is ready.</extracomment>
        <translation>
            <numerusform>La carta iniziale: %n alieno atterra.</numerusform>
            <numerusform>La carta iniziale: %n alieni atterrano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) pushed back.</source>
        <extracomment>Galaxy Fighters, log: aliens pushed back by a ship&apos;s engine or special weapon.</extracomment>
        <translation>
            <numerusform>%n alieno respinto.</numerusform>
            <numerusform>%n alieni respinti.</numerusform>
        </translation>
    </message>
    <message>
        <source>No alien approaches.</source>
        <extracomment>Galaxy Fighters, log: a turn ended and no alien faced the district.</extracomment>
        <translation>Nessun alieno si avvicina.</translation>
    </message>
    <message numerus="yes">
        <source>%n more alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: the rest of an approach (after the player chose where an invader goes, or after a crash or an invasion).</extracomment>
        <translation>
            <numerusform>Si avvicina ancora %n alieno.</numerusform>
            <numerusform>Si avvicinano altri %n alieni.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends its turn.</source>
        <extracomment>Galaxy Fighters, log: %1: a district. Then the aliens facing it move (said next).</extracomment>
        <translation>%1 termina il turno.</translation>
    </message>
    <message>
        <source>The spawn deck has run out and the sky is clear.</source>
        <extracomment>Galaxy Fighters: why the game was won.</extracomment>
        <translation>Il mazzo delle ondate è esaurito e il cielo è sgombro.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full, and goes on to %3.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full takes a neighbour&apos;s. %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;; %3: the neighbour, e.g. &apos;Atomville&apos;.</extracomment>
        <translation>Un %1 raggiunge %2, che è pieno, e prosegue verso %3.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full; where it goes is chosen next (or no district has room). %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 raggiunge %2, che è pieno.</translation>
    </message>
    <message>
        <source>The starting card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters board, a step: the starting spawn card shown before its aliens land (not a turn&apos;s card). %1: the district whose side it is read from, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>La carta iniziale si legge dal lato di %1.</translation>
    </message>
    <message>
        <source>no alien is in the weapon&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Weapon command does nothing.</extracomment>
        <translation>nessun alieno è alla portata dell’arma</translation>
    </message>
    <message>
        <source>the engine cannot take the ship to that space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (an engine that flies the ship, on a space it cannot reach).</extracomment>
        <translation>il motore non può portare l’astronave in quella casella</translation>
    </message>
    <message>
        <source>no free space is within the engine&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Engine command does nothing (it flies the ship).</extracomment>
        <translation>nessuna casella libera è alla portata del motore</translation>
    </message>
    <message>
        <source>the ship is shielded already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Deflector) does nothing.</extracomment>
        <translation>l’astronave è già schermata</translation>
    </message>
    <message>
        <source>the closest alien ahead is in the last zone and cannot be pushed back</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing. Zones: the rows of the board counted from the district.</extracomment>
        <translation>l’alieno più vicino è nell’ultima zona e non può essere respinto</translation>
    </message>
    <message>
        <source>the closest alien ahead has been pushed back once already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing.</extracomment>
        <translation>l’alieno più vicino è già stato respinto una volta</translation>
    </message>
    <message>
        <source>this ship&apos;s special needs no command</source>
        <extracomment>Galaxy Fighters: why the Special command does nothing (its special is always on).</extracomment>
        <translation>l’abilità speciale di questa astronave non richiede comandi</translation>
    </message>
    <message>
        <source>the target must be a stack in deep space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (Missile Command, on a wrong space).</extracomment>
        <translation>il bersaglio deve essere una pila nello spazio profondo</translation>
    </message>
    <message>
        <source>no alien is in deep space</source>
        <extracomment>Galaxy Fighters: why the Special command (Missile Command) does nothing.</extracomment>
        <translation>nessun alieno nello spazio profondo</translation>
    </message>
    <message>
        <source>no defence tile is left</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>non resta nessuna tessera di difesa</translation>
    </message>
    <message>
        <source>a defence tile goes on a free space of the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a defence tile, on a wrong space).</extracomment>
        <translation>una tessera di difesa va su una casella libera dell’atmosfera dell’astronave</translation>
    </message>
    <message>
        <source>no space of the ship&apos;s atmosphere is free</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>nessuna casella dell’atmosfera dell’astronave è libera</translation>
    </message>
    <message>
        <source>no alien is to the left or right in the ship&apos;s row</source>
        <extracomment>Galaxy Fighters: why the Special command (Side Cannon) does nothing.</extracomment>
        <translation>nessun alieno a sinistra o a destra nella riga dell’astronave</translation>
    </message>
    <message>
        <source>no alien is in the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why the Special command (Nova Bomb) does nothing.</extracomment>
        <translation>nessun alieno nell’atmosfera dell’astronave</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n times).</source>
        <extracomment>Galaxy Fighters, log: a sentence that happened several times in one action. %1: the sentence without its full stop, e.g. &apos;A Yellum invades Rocketown&apos;; %n: how often (2 or more).</extracomment>
        <translation>
            <numerusform>%1 (%n volta).</numerusform>
            <numerusform>%1 (%n volte).</numerusform>
        </translation>
    </message>
    <message>
        <source>this ship&apos;s bonus tile is not a reroll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing. The reroll tile: a bonus command tile.</extracomment>
        <translation>la tessera bonus di questa astronave non è un nuovo lancio</translation>
    </message>
    <message>
        <source>the reroll tile is used already this turn</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (once a turn).</extracomment>
        <translation>la tessera del nuovo lancio è già stata usata in questo turno</translation>
    </message>
    <message>
        <source>no die is left to roll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (every die is used).</extracomment>
        <translation>non resta nessun dado da lanciare</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <extracomment>Galaxy Fighters, log: the unused dice rolled again with the reroll tile. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move&apos;.</extracomment>
        <translation>%1 rilancia: %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <extracomment>Galaxy Fighters, log: a turn&apos;s command dice. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move, Move, Special&apos;.</extracomment>
        <translation>%1 ottiene %2.</translation>
    </message>
    <message>
        <source>%1 moves its ship to zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: a ship moves in its atmosphere. %1: a district; %2: the zone (1 nearest the district, 3 farthest); %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 sposta la sua astronave nella zona %2, colonna %3.</translation>
    </message>
    <message>
        <source>%1 places a defence tile at zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: the Phalanx&apos;s special. %1: a district; %2: the zone (1-3) of its atmosphere; %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 posa una tessera di difesa nella zona %2, colonna %3.</translation>
    </message>
</context>
<context>
    <name>GalaxyFightersContent</name>
    <message>
        <source>Exovon spawn deck</source>
        <extracomment>Galaxy Fighters: the name of the shipped spawn deck (the cards that say where alien invaders land). Seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Mazzo delle ondate Exovon</translation>
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
        <translation>Carte astronave</translation>
    </message>
    <message>
        <source>Astro Wing</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Astro Wing</translation>
    </message>
    <message>
        <source>Missile Command: destroy the top alien of any stack in deep space.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Comando missili: distruggi l’alieno in cima a una pila qualsiasi nello spazio profondo.</translation>
    </message>
    <message>
        <source>Phalanx</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Phalanx</translation>
    </message>
    <message>
        <source>Shielded Defense System: place one of your 2 defence tiles on a free space of your atmosphere; an alien that moves into it is destroyed, and it blocks shots too.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon. A defence tile is a marker placed on a space of the board.</extracomment>
        <translation>Sistema di difesa schermato: piazza una delle tue 2 tessere difesa su una casella libera della tua atmosfera; un alieno che vi entra viene distrutto, e la tessera blocca anche i colpi.</translation>
    </message>
    <message>
        <source>Gladius</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Gladius</translation>
    </message>
    <message>
        <source>Helper Drone: a Drone follows your ship into the space it left, and an alien that stops on it is destroyed.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special. The Drone is a small helper craft.</extracomment>
        <translation>Drone di supporto: un Drone segue la tua astronave nella casella che ha lasciato, e un alieno che si ferma sul Drone viene distrutto.</translation>
    </message>
    <message>
        <source>Broadside</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Broadside</translation>
    </message>
    <message>
        <source>Side Cannon: destroy the closest alien to the left or right of your ship in its row.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Cannone laterale: distruggi l’alieno più vicino a sinistra o a destra della tua astronave, nella sua riga.</translation>
    </message>
    <message>
        <source>Supernova</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Supernova</translation>
    </message>
    <message>
        <source>Nova Bomb: destroy the top alien of every stack in your atmosphere.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Bomba nova: distruggi l’alieno in cima a ogni pila nella tua atmosfera.</translation>
    </message>
    <message>
        <source>Comet</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Comet</translation>
    </message>
    <message>
        <source>Extra Die: roll one more command die every turn.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special.</extracomment>
        <translation>Dado extra: tira un dado comando in più a ogni turno.</translation>
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
        <translation>Nessuna arma speciale, ma accetta ogni modifica al motore.</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Galaxy Fighters: the name of the content file of the weapons, engines and tiles.</extracomment>
        <translation>Equipaggiamento del cockpit</translation>
    </message>
    <message>
        <source>Wide Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Raggio ampio</translation>
    </message>
    <message>
        <source>Aim like Fire: every alien in the zone of the closest alien in your column is hit, into your neighbours&apos; atmospheres too.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text. A column is a line of spaces from the ship&apos;s district across the board; a zone a row of spaces.</extracomment>
        <translation>Mira come Fuoco: viene colpito ogni alieno nella zona dell’alieno più vicino nella tua colonna, anche nelle atmosfere dei tuoi vicini.</translation>
    </message>
    <message>
        <source>Laser Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Raggio laser</translation>
    </message>
    <message>
        <source>Hit the top alien of every stack in your column, through deep space and into the opposite atmosphere.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Colpisci l’alieno in cima a ogni pila nella tua colonna, attraverso lo spazio profondo e fin nell’atmosfera opposta.</translation>
    </message>
    <message>
        <source>Spread Shot</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Colpo a ventaglio</translation>
    </message>
    <message>
        <source>Hit the closest alien straight ahead and the closest on each forward diagonal.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Colpisci l’alieno più vicino dritto davanti a te e il più vicino su ciascuna diagonale in avanti.</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Postbruciatore</translation>
    </message>
    <message>
        <source>Fly to a free space of your atmosphere up to 2 spaces away.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Vola su una casella libera della tua atmosfera a non più di 2 caselle di distanza.</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Motore a curvatura</translation>
    </message>
    <message>
        <source>Jump to any free space of your atmosphere.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Salta su una casella libera qualsiasi della tua atmosfera.</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it deflects what hits the ship).</extracomment>
        <translation>Deflettore</translation>
    </message>
    <message>
        <source>Your ship is shielded until the start of your next turn.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>La tua astronave è protetta da uno scudo fino all’inizio del tuo prossimo turno.</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it pushes aliens away).</extracomment>
        <translation>Repulsore</translation>
    </message>
    <message>
        <source>Push the closest alien in your column one zone back.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Respingi indietro di una zona l’alieno più vicino nella tua colonna.</translation>
    </message>
    <message>
        <source>Blaster Cell</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Fire symbol).</extracomment>
        <translation>Cella blaster</translation>
    </message>
    <message>
        <source>Adds a Fire symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Aggiunge un simbolo Fuoco al tuo tiro.</translation>
    </message>
    <message>
        <source>Thruster Boost</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Move symbol).</extracomment>
        <translation>Turbospinta</translation>
    </message>
    <message>
        <source>Adds a Move symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Aggiunge un simbolo Mossa al tuo tiro.</translation>
    </message>
    <message>
        <source>Power Core</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Special symbol).</extracomment>
        <translation>Nucleo energetico</translation>
    </message>
    <message>
        <source>Adds a Special symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Aggiunge un simbolo Speciale al tuo tiro.</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it lets the player roll again).</extracomment>
        <translation>Stella fortunata</translation>
    </message>
    <message>
        <source>Reroll all your unused command dice once.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Rilancia una volta tutti i tuoi dadi comando non usati.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the easiest, for beginners).</extracomment>
        <translation>Recluta</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the standard one).</extracomment>
        <translation>Pilota esperto</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the hardest).</extracomment>
        <translation>Asso</translation>
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
        <translation>Pirati</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>Galaxy of D, the log: a number of ships of one type. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: how many, e.g. &apos;Cruiser ×3&apos;.</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 bought nothing</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 non ha comprato nulla</translation>
    </message>
    <message>
        <source>%1 bought %2</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;; %2: the ships, e.g. &apos;Cruiser ×2, Bomber&apos;.</extracomment>
        <translation>%1 ha comprato %2</translation>
    </message>
    <message>
        <source>The starting ships are revealed: %1.</source>
        <extracomment>Galaxy of D, the log: %1: what each side bought, e.g. &apos;Redog bought Cruiser ×2; Cynder bought nothing&apos;.</extracomment>
        <translation>Le navi iniziali vengono rivelate: %1.</translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <extracomment>Galaxy of D: a sector (a hexagon) of the galaxy, in the log and the board. %1 and %2: its coordinates, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>settore %1,%2</translation>
    </message>
    <message>
        <source>%1 (attack %2)</source>
        <extracomment>Galaxy of D, the log: a side in a combat. %1: a side, e.g. &apos;Redog&apos;; %2: its attack strength, a number.</extracomment>
        <translation>%1 (attacco %2)</translation>
    </message>
    <message>
        <source>Combat in %1: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the sides and their attacks, e.g. &apos;Redog (attack 7), Pirates (attack 3)&apos;.</extracomment>
        <translation>Combattimento nel %1: %2.</translation>
    </message>
    <message>
        <source>The Pirates lose nothing.</source>
        <translation>I Pirati non perdono nulla.</translation>
    </message>
    <message>
        <source>%1 loses nothing.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;.</extracomment>
        <translation>%1 non perde nulla.</translation>
    </message>
    <message>
        <source>The Pirates lose %1.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: the ships the pirates lose, e.g. &apos;Cruiser Pirate&apos;.</extracomment>
        <translation>I Pirati perdono %1.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the ships lost, e.g. &apos;Cruiser, Bomber&apos;.</extracomment>
        <translation>%1 perde %2.</translation>
    </message>
    <message>
        <source>The %1 Starbase takes %2 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Cynder&apos; (&apos;the Cynder Starbase&apos;); %2: the damage, a number. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>La Base stellare di %1 subisce %2 danni.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money (after the dollar sign), e.g. &apos;$2&apos;. Scavenger: a ship type.</extracomment>
        <translation>%1 guadagna %2 $ grazie ai Predoni.</translation>
    </message>
    <message>
        <source>The %1 moves from %2 to %3.</source>
        <extracomment>Galaxy of D, the log: a pirate ship moves. %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2 and %3: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Il pirata %1 si sposta dal %2 al %3.</translation>
    </message>
    <message>
        <source>The %1 in %2 has no ship it can reach and stays.</source>
        <extracomment>Galaxy of D, the log: %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Il pirata %1 nel %2 non ha navi a portata e resta fermo.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1: un %2 colpisce la Base stellare di %3 e infligge %4 danni.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: un %2 carica merce nel %3.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: an amount of money, after the dollar sign.</extracomment>
        <translation>%1: un %2 vende il carico per %3 $.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos; (&apos;the Redog turn&apos;); %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left, a number.</extracomment>
        <translation>Fine del turno di %1: produzione %2 $, corazza della Base stellare %3.</translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll, a number; %n: the number of Things drawn (placed on the galaxy).</extracomment>
        <translation>
            <numerusform>Tiro di dado %1: si estrae %n Oggetto.</numerusform>
            <numerusform>Tiro di dado %1: si estraggono %n Oggetti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>Tiro di dado %1: ogni giocatore inizia con %2 $.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Dado dei pirati %1: il pirata si muove.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Dado dei pirati %1: il pirata resta fermo.</translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation>Si estrae un Oggetto coperto.</translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector (a planet, an asteroid ...).</extracomment>
        <translation>Un Oggetto viene piazzato nel %1.</translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 gioca il primo turno.</translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Il pirata insegue le navi nel %1.</translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <extracomment>Galaxy of D, the log: the bid for the first turn. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>%1 offre %2 $.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>Galaxy of D, the log: the player bids nothing more (a verb). %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 passa.</translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 piazza la Base stellare nel %2.</translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1 compra: %2.</translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The purchase is hidden from the other player until both are done.</extracomment>
        <translation>%1 conclude l’acquisto segreto.</translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The movement is a phase of the turn.</extracomment>
        <translation>%1 termina il movimento.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 termina il turno.</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3 and %4: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: un %2 si sposta dal %3 al %4.</translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 avvia il combattimento nel %2.</translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <extracomment>Galaxy of D, the log: the ship that takes the enemy&apos;s hits first. %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1: un %2 assorbe i colpi.</translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 sceglie il prossimo pirata da muovere.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galaxy of D, the log: the player gives up the game. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 abbandona.</translation>
    </message>
    <message>
        <source>%1 puts a %2 on top of the stack in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 mette un %2 in cima alla pila nel %3.</translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The cheapest ship: fast, weak.</extracomment>
        <translation>Intercettore</translation>
    </message>
    <message>
        <source>Scavenger</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that earns money from enemy ships destroyed in its combats.</extracomment>
        <translation>Predone</translation>
    </message>
    <message>
        <source>Freighter</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A cargo ship that carries goods from planets to the Spaceport.</extracomment>
        <translation>Mercantile</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A sturdy warship.</extracomment>
        <translation>Incrociatore</translation>
    </message>
    <message>
        <source>Bomber</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that attacks enemy Starbases only.</extracomment>
        <translation>Bombardiere</translation>
    </message>
    <message>
        <source>Assassin</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A fast ship with a strong attack.</extracomment>
        <translation>Assassino</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The biggest warship: slow, the strongest.</extracomment>
        <translation>Distruttore</translation>
    </message>
    <message>
        <source>Planet</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Pianeta</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules). Where Freighters sell their cargo.</extracomment>
        <translation>Spazioporto</translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Cruiser of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Incrociatore pirata</translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Scavenger of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Predone pirata</translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <extracomment>Galaxy of D: the name of the shipped galaxy (a content file, the game&apos;s own name), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galaxy of D: the name of the shipped rule set, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Regole standard</translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <extracomment>Galaxy of D: the name of the shipped rule set with a quicker setup, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Regole standard, preparazione rapida</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <extracomment>Galaxy of D: the ability of the ship type Scavenger, seen in the shop and the rules.</extracomment>
        <translation>Guadagna 1 $ per ogni nave nemica distrutta in un combattimento a cui sopravvive uno dei tuoi Predoni.</translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <extracomment>Galaxy of D: the ability of the ship type Freighter, seen in the shop and the rules. &apos;Cargo Price&apos; is the game&apos;s term (the price a cargo sells for).</extracomment>
        <translation>Carica una merce su un pianeta e la vende allo Spazioporto al prezzo del carico.</translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <extracomment>Galaxy of D: the ability of the ship type Bomber, seen in the shop and the rules. &apos;Starbase&apos; is the game&apos;s term (each player&apos;s home base).</extracomment>
        <translation>Attacca solo le Basi stellari nemiche: infligge 10 danni entrando in una Base stellare nemica.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %n: the number, e.g. &apos;1 player&apos;.</extracomment>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %1: the fewest; %n: the most, e.g. &apos;1–4 players&apos;.</extracomment>
        <translation>
            <numerusform>%1–%n giocatori</numerusform>
            <numerusform>%1–%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  ·  %2  ·  %3</source>
        <extracomment>The home page, a game&apos;s card: a line of facts. %1: the players, e.g. &apos;1–4 players&apos;; %2: &apos;dice and draws&apos; or &apos;no luck&apos;; %3: &apos;hidden information&apos; or &apos;open information&apos;. Keep the dots and spaces.</extracomment>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <source>dice and draws</source>
        <translation>dadi e pescate</translation>
    </message>
    <message>
        <source>no luck</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: no dice and no cards drawn. Short.</extracomment>
        <translation>senza casualità</translation>
    </message>
    <message>
        <source>hidden information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: the players do not see everything (hidden cards or purchases). Short.</extracomment>
        <translation>informazione nascosta</translation>
    </message>
    <message>
        <source>open information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: everything is in view of all players. Short.</extracomment>
        <translation>informazione aperta</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The home page, a game&apos;s card: a button (a verb phrase: set up a new game). Short.</extracomment>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page, a game&apos;s card: a label on a game that cannot be played yet. Short.</extracomment>
        <translation>Prossimamente</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>The home page, a game&apos;s card: what a screen reader says for the button &quot;New game…&quot; (there is one per game). %1: the game&apos;s name.</extracomment>
        <translation>Nuova partita a %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <extracomment>The game screen: the heading of the log of the moves (a noun).</extracomment>
        <translation>Registro di partita</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>The game log: a heading before the moves of a turn. %1: the turn&apos;s number, e.g. 3.</extracomment>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Non è ancora successo nulla.</translation>
    </message>
</context>
<context>
    <name>GameOverSummary</name>
    <message>
        <source>Game over</source>
        <extracomment>The game over summary: its heading.</extracomment>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>The game over summary: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <extracomment>The game over summary: a draw, or all players lost.</extracomment>
        <translation>Nessuno vince.</translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <extracomment>The game over summary: %n: the number of turns played.</extracomment>
        <translation>
            <numerusform>dopo %n turno</numerusform>
            <numerusform>dopo %n turni</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>The game over summary: a button that closes the summary to look at the final board. Short.</extracomment>
        <translation>Guarda il tabellone</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The game over summary: a button back to the home page (a noun). Short.</extracomment>
        <translation>Home</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The game over summary: a button that opens the new game dialog (a verb phrase). Short.</extracomment>
        <translation>Nuova partita…</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <extracomment>The game screen: the button in the top bar back to the home page (‹ is an arrow). Keep it short.</extracomment>
        <translation>‹ Home</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The game screen: a label in the top bar: the random seed of the game, to replay it. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Seme %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>The game screen: a button in the top bar (a verb: take back the last move). Keep it short.</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Annulla l’ultima mossa (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>The game screen: a button in the top bar (a verb: play the move taken back again). Keep it short.</extracomment>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Rigioca la mossa (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>The game screen: a button in the top bar (a noun: the app suggests a move). Keep it short.</extracomment>
        <translation>Consiglio</translation>
    </message>
    <message>
        <source>Suggest a move from what you can see; it is not played (H)</source>
        <translation>Suggerisce una mossa in base a ciò che vedi; non viene giocata (H)</translation>
    </message>
    <message>
        <source>More ▾</source>
        <extracomment>The game screen: a button in the top bar that opens a menu of more actions (▾ is an arrow). Keep it short.</extracomment>
        <translation>Altro ▾</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: save the game).</extracomment>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: open a saved game).</extracomment>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Salva la partita (Ctrl+S)</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Apri una partita salvata (Ctrl+O)</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The game screen: a button in the top bar: show the rules beside the board (a noun). Keep it short.</extracomment>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>The game screen: a button in the top bar when the game is over: show the result (a noun). Keep it short.</extracomment>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Concede</source>
        <extracomment>The game screen: a button in the top bar: give up the game (a verb). Keep it short.</extracomment>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Impossibile mostrare il tabellone di %1.</translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Il tabellone di %1 è in arrivo. Nel frattempo la partita prosegue: seguila nel registro.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The game screen: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Ricerca di una buona mossa…</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <extracomment>The game screen: a hint. %1: the suggested move, e.g. &apos;Explore Sirius&apos;.</extracomment>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>I dadi rotolano…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <extracomment>The game screen: the status bar. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <extracomment>The game screen: the status bar. %1: a computer player&apos;s name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Tocca a %1 (computer)</translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Il riepilogo delle regole di %1 non è ancora stato scritto.</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Abbandonare la partita?</translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <extracomment>The game screen: the question before conceding. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 si arrende e perde la partita.</translation>
    </message>
    <message>
        <source>Back to the home screen; the game is kept (Alt+Home)</source>
        <translation>Torna alla schermata iniziale; la partita resta conservata (Alt+Home)</translation>
    </message>
    <message>
        <source>Edit galaxies, ship tables, decks and rule variants; the game is kept (Ctrl+E)</source>
        <translation>Modifica galassie, tabelle delle navi, mazzi e varianti di regole; la partita resta conservata (Ctrl+E)</translation>
    </message>
    <message>
        <source>The rules of %1, beside the board (F1)</source>
        <extracomment>The game screen: a tool tip. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Le regole di %1, accanto al tabellone (F1)</translation>
    </message>
    <message>
        <source>Show the result of the game again (Ctrl+Shift+Q)</source>
        <translation>Mostra di nuovo il risultato della partita (Ctrl+Maiusc+Q)</translation>
    </message>
    <message>
        <source>Give up this game; you are asked first (Ctrl+Shift+Q)</source>
        <translation>Abbandona questa partita; prima viene chiesta conferma (Ctrl+Maiusc+Q)</translation>
    </message>
    <message>
        <source>This game could not be saved automatically (%1). Continue may bring back an older position: use Save to keep this one.</source>
        <extracomment>The game screen: a notice when the game could not be saved automatically. %1: the file and the system&apos;s reason, e.g. &apos;/home/ann/autosave.json: cannot write the file: No space left on device&apos;.</extracomment>
        <translation>Non è stato possibile salvare automaticamente questa partita (%1). «Continua» potrebbe riportare una posizione precedente: usa Salva per conservare questa.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>The game screen: a button that closes the notice about a failed autosave.</extracomment>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The rules are open beside the board.</source>
        <extracomment>The game screen: for a screen reader, on the Rules button while the rules show.</extracomment>
        <translation>Le regole sono aperte accanto al tabellone.</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <extracomment>The game screen: the button that closes the rules beside the board (a cross; said by a screen reader and in its tool tip).</extracomment>
        <translation>Chiudi le regole</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game ends without a winner.</source>
        <translation>La partita termina senza vincitori.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>The result of a game in the results list. %1: a player&apos;s or side&apos;s name, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 vince.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the game&apos;s identifier given, e.g. &apos;galaxy-of-d&apos;.</extracomment>
        <translation>Gioco sconosciuto «%1».</translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the level given; %2: a game&apos;s name; %3: the levels it has, e.g. &apos;beginner, standard, expert&apos;.</extracomment>
        <translation>Giocatore computer sconosciuto «%1» (%2 offre: %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;; %n: the number of players.</extracomment>
        <translation>
            <numerusform>%1 non si può giocare con %n giocatore.</numerusform>
            <numerusform>%1 non si può giocare con %n giocatori.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no setup &apos;%2&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name; %2: the setup&apos;s identifier given.</extracomment>
        <translation>%1 non ha la preparazione «%2».</translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (%2).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the setup&apos;s identifier given; %2: the reason.</extracomment>
        <translation>Preparazione sconosciuta «%1» (%2).</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the seed given.</extracomment>
        <translation>Il seme deve essere un numero intero da 0 a 18446744073709551615, non «%1».</translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Il contenuto non è adatto a %1.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>%1 must take over first.</source>
        <extracomment>The game screen: why a move cannot be made for a player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 deve prima prendere il controllo.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Non è il turno di un giocatore umano.</translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
        <extracomment>The game screen: %1: a player&apos;s name, e.g. &apos;Anna&apos;. &apos;Concede&apos; is the button in the top bar that gives up the game: use its translation.</extracomment>
        <translation>Per abbandonare a nome di %1, usa «Abbandona».</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa non è consentita ora.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Non c’è nessuna partita da salvare.</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Non è stato indicato alcun nome di file.</translation>
    </message>
    <message>
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <extracomment>A mistake in a saved game file. %1: the file&apos;s path; &apos;/actions/%2&apos; is the place in the file (keep it), %2: the action&apos;s number from 0; %3: the action.</extracomment>
        <translation>%1: /actions/%2: il gioco non consente questa azione qui (%3)</translation>
    </message>
    <message>
        <source>%1 cannot be played in this window yet: its board is still being made. starboard-cli plays it.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy Fighters&apos;.</extracomment>
        <translation>%1 non si può ancora giocare in questa finestra: il suo tabellone è ancora in preparazione. starboard-cli ci gioca già.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): no move of a person yet.</extracomment>
        <translation>Non hai ancora fatto nessuna mossa da annullare.</translation>
    </message>
    <message>
        <source>A game given up cannot be taken back.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip).</extracomment>
        <translation>Una partita abbandonata non si può annullare.</translation>
    </message>
    <message>
        <source>The other player has had the screen since your last move, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): two people play on one screen and the other one has played since.</extracomment>
        <translation>L’altro giocatore ha avuto lo schermo dopo la tua ultima mossa, quindi resta.</translation>
    </message>
    <message>
        <source>Since your last move you have seen dice, a card or something hidden, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): a die was rolled, a card drawn or something hidden shown after the player&apos;s last move.</extracomment>
        <translation>Dopo la tua ultima mossa hai visto dadi, una carta o qualcosa di nascosto, quindi resta.</translation>
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
        <translation>Giocatore %1</translation>
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
        <translation>ANNO %1</translation>
    </message>
    <message>
        <source>No events left: the game is over</source>
        <translation>Nessun evento rimasto: la partita è finita</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <extracomment>Galaxy Command board: the status of the event deck, short form for a narrow window. %n: event cards left; %1: this round; %2: all rounds, e.g. &apos;3 event(s) left · round 2/6&apos;.</extracomment>
        <translation>
            <numerusform>%n evento rimasto · giro %1/%2</numerusform>
            <numerusform>%n eventi rimasti · giro %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <extracomment>Galaxy Command board: the status of the event deck. %n: event cards left; %1: this round; %2: all rounds.</extracomment>
        <translation>
            <numerusform>%n evento rimasto quest’anno · giro %1 di %2</numerusform>
            <numerusform>%n eventi rimasti quest’anno · giro %1 di %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Empire: %1/%2 distant</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress, short form for a narrow window. %1: distant systems aligned; %2: the number needed, e.g. &apos;Empire: 2/5 distant&apos;.</extracomment>
        <translation>Impero: %1/%2 lontani</translation>
    </message>
    <message>
        <source>Empire: %1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress (all players together). %1: distant systems aligned; %2: the number needed to win.</extracomment>
        <translation>Impero: %1 sistemi lontani annessi su %2</translation>
    </message>
    <message>
        <source>All players win together when %1 distant systems are aligned in their sectors at the end.</source>
        <extracomment>Galaxy Command board: a tool tip. %1: the number of distant systems needed, e.g. 5.</extracomment>
        <translation>Tutti i giocatori vincono insieme se alla fine %1 sistemi lontani sono annessi nei loro settori.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>Galaxy Command board: a tab with a player&apos;s name. %1: the name, e.g. &apos;Anna (you)&apos;. Keep it short.</extracomment>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>Show the sector and mats of %1</source>
        <extracomment>Galaxy Command board: a tab&apos;s tool tip. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Mostra il settore e le plance di %1</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command board: the heading of the viewer&apos;s own cards, the player&apos;s part of the galaxy (sector: the game&apos;s term). Short.</extracomment>
        <translation>Il tuo settore</translation>
    </message>
    <message>
        <source>Your sector of the Empire</source>
        <translation>Il tuo settore dell’Impero</translation>
    </message>
    <message>
        <source>Sector of %1</source>
        <extracomment>Galaxy Command board: the heading of another player&apos;s cards. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Settore di %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s home mat (the game&apos;s term: the board of storage, production and military). Short.</extracomment>
        <translation>Mondo natale</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s technology mat (a noun, plural). Short.</extracomment>
        <translation>Tecnologie</translation>
    </message>
    <message>
        <source>Back to my sector</source>
        <extracomment>Galaxy Command board: a button that shows the viewer&apos;s own cards again after looking at another player&apos;s (sector: the game&apos;s term). Short.</extracomment>
        <translation>Torna al mio settore</translation>
    </message>
    <message>
        <source>Bide time</source>
        <extracomment>Galaxy Command board: a button: do nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. Short.</extracomment>
        <translation>Temporeggia</translation>
    </message>
    <message>
        <source>Explore and attack nothing this turn: no risk, no new system.</source>
        <translation>Non esplorare né attaccare nulla in questo turno: nessun rischio, nessun nuovo sistema.</translation>
    </message>
    <message>
        <source>%1 metal → %2 wealth</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 metal → 1 wealth&apos;. Short.</extracomment>
        <translation>%1 metallo → %2 ricchezza</translation>
    </message>
    <message>
        <source>%1 wealth → %2 metal</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 wealth → 1 metal&apos;. Short.</extracomment>
        <translation>%1 ricchezza → %2 metallo</translation>
    </message>
    <message>
        <source>No trade</source>
        <extracomment>Galaxy Command board: a button: skip the trade (a noun phrase). Short.</extracomment>
        <translation>Nessuno scambio</translation>
    </message>
    <message>
        <source>Build military</source>
        <extracomment>Galaxy Command board: a button (a verb phrase): build military strength, +1. Short.</extracomment>
        <translation>Aumenta forza militare</translation>
    </message>
    <message>
        <source>+1 military strength for %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command board: a tool tip of the &apos;Build military&apos; button. %1 and %2: numbers.</extracomment>
        <translation>+1 forza militare per %1 metallo e %2 ricchezza.</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Command board: a button (a verb phrase). Short.</extracomment>
        <translation>Fine turno</translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <extracomment>Galaxy Command, a system card on the board: what a screen reader says of the card. %1: its name, e.g. &apos;Sirius&apos;; %2: &apos;near&apos; or &apos;distant&apos;; %3: its resistance; %4, %5: its metal and wealth production; %n: its victory points; %6: &apos;Aligned with the Empire.&apos; or &apos;Unaligned.&apos;.</extracomment>
        <translation>
            <numerusform>%1 (sistema %2): resistenza %3, metallo %4, ricchezza %5, %n punto vittoria. %6</numerusform>
            <numerusform>%1 (sistema %2): resistenza %3, metallo %4, ricchezza %5, %n punti vittoria. %6</numerusform>
        </translation>
    </message>
    <message>
        <source>distant</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system far away.</extracomment>
        <translation>lontano</translation>
    </message>
    <message>
        <source>near</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system close to home.</extracomment>
        <translation>vicino</translation>
    </message>
    <message>
        <source>Aligned with the Empire.</source>
        <translation>Annesso all’Impero.</translation>
    </message>
    <message>
        <source>Unaligned.</source>
        <extracomment>Galaxy Command, a system card on the board: the card&apos;s state: the system has not joined the Empire (yet). A short sentence.</extracomment>
        <translation>Non annesso.</translation>
    </message>
    <message>
        <source>A face-down distant system.</source>
        <translation>Un sistema lontano coperto.</translation>
    </message>
    <message>
        <source>A face-down near system.</source>
        <translation>Un sistema vicino coperto.</translation>
    </message>
    <message>
        <source>Click to explore it: it is turned over and attacked.</source>
        <translation>Clicca per esplorarlo: viene girato e attaccato.</translation>
    </message>
    <message>
        <source>Click to conquer it: roll the die plus your military against %1.</source>
        <extracomment>Galaxy Command, a system card on the board: a tool tip. %1: the card&apos;s resistance, a number.</extracomment>
        <translation>Clicca per conquistarlo: tiro di dado più la tua forza militare contro %1.</translation>
    </message>
    <message>
        <source>DISTANT</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a distant system card (capitals, tight space).</extracomment>
        <translation>LONTANO</translation>
    </message>
    <message>
        <source>NEAR</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a near system card (capitals, tight space).</extracomment>
        <translation>VICINO</translation>
    </message>
    <message>
        <source>ALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has joined the Empire (capitals, tight space).</extracomment>
        <translation>ANNESSO</translation>
    </message>
    <message>
        <source>UNALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has not joined the Empire (capitals, tight space).</extracomment>
        <translation>NON ANNESSO</translation>
    </message>
    <message>
        <source>Explore</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: turn the face-down card over and attack it). Short.</extracomment>
        <translation>Esplora</translation>
    </message>
    <message>
        <source>Conquer</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: attack the face-up system to align it). Short.</extracomment>
        <translation>Conquista</translation>
    </message>
    <message>
        <source>%1 Row %2, place %3.</source>
        <extracomment>Galaxy Command, a face-down system card on the board: what a screen reader says. %1: &apos;A face-down near system.&apos; or &apos;A face-down distant system.&apos;; %2: the card&apos;s row on the board (1 is the top row); %3: its place in the row (1 is the left).</extracomment>
        <translation>%1 Riga %2, posto %3.</translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message>
        <source>The Empire wins</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) win together.</extracomment>
        <translation>L’Impero vince</translation>
    </message>
    <message>
        <source>The Empire loses</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) lose together.</extracomment>
        <translation>L’Impero perde</translation>
    </message>
    <message>
        <source>%1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command, the Empire&apos;s result (the players play together): %1: the distant systems aligned, %2: the number needed to win, e.g. &apos;4 of 5 distant systems aligned&apos;.</extracomment>
        <translation>%1 sistemi lontani annessi su %2</translation>
    </message>
    <message>
        <source>The sector was given up.</source>
        <translation>Il settore è stato abbandonato.</translation>
    </message>
    <message>
        <source>The home world revolted: the game is lost.</source>
        <translation>Il mondo natale si è ribellato: la partita è persa.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <extracomment>Galaxy Command: a player&apos;s result in the results list; %n: the victory points scored.</extracomment>
        <translation>
            <numerusform>%n punto vittoria</numerusform>
            <numerusform>%n punti vittoria</numerusform>
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
            <numerusform>EVENTI
%n in arrivo nell’anno %1</numerusform>
            <numerusform>EVENTI
%n in arrivo nell’anno %1</numerusform>
        </translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Galaxy Command, a red alert card: the stamp at the top (capitals, tight space). A red alert is the harsher kind of event card.</extracomment>
        <translation>ALLERTA ROSSA</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Galaxy Command, an event card: the stamp at the top (capitals, tight space).</extracomment>
        <translation>EVENTO</translation>
    </message>
    <message>
        <source>Year %1: %2</source>
        <extracomment>Galaxy Command, an event card: the effect of a year. %1: the year, 1 or 2; %2: the effect, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Anno %1: %2</translation>
    </message>
    <message>
        <source>After the red alert %1</source>
        <extracomment>Galaxy Command, an event card: it comes after red alert cards of the year. %1: their names, e.g. &apos;Pirate Raid, Saboteurs&apos;.</extracomment>
        <translation>Dopo l’allerta rossa %1</translation>
    </message>
    <message>
        <source>Played in place of a red alert</source>
        <translation>Giocato al posto di un’allerta rossa</translation>
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
        <translation>Plancia del mondo natale di %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): its heading (the game&apos;s term).</extracomment>
        <translation>Plancia del mondo natale</translation>
    </message>
    <message>
        <source>STRIKE</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat during a strike (the workers strike: no production). Capitals, tight space.</extracomment>
        <translation>SCIOPERO</translation>
    </message>
    <message>
        <source>A strike: no production (half with Robot Workers) at the next collect.</source>
        <translation>Sciopero: nessuna produzione (metà con Operai robot) alla prossima raccolta.</translation>
    </message>
    <message>
        <source>DIPLOMACY</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat while Interstellar Diplomacy is ready to use. Capitals, tight space.</extracomment>
        <translation>DIPLOMAZIA</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn&apos;s explore or conquer succeeds without a roll.</source>
        <translation>Diplomazia interstellare: l’esplorazione o la conquista di questo turno riesce senza tiro.</translation>
    </message>
    <message>
        <source>Metal stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal in storage. Short.</extracomment>
        <translation>Metallo</translation>
    </message>
    <message>
        <source>Metal storage, up to the limit marked in gold</source>
        <translation>Riserva di metallo, fino al limite segnato in oro</translation>
    </message>
    <message>
        <source>Wealth stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth in storage. Short.</extracomment>
        <translation>Ricchezza</translation>
    </message>
    <message>
        <source>Wealth storage, up to the limit marked in gold</source>
        <translation>Riserva di ricchezza, fino al limite segnato in oro</translation>
    </message>
    <message>
        <source>Metal income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal produced every turn. Short.</extracomment>
        <translation>Metallo/turno</translation>
    </message>
    <message>
        <source>Metal production: collected every turn</source>
        <translation>Produzione di metallo: raccolta a ogni turno</translation>
    </message>
    <message>
        <source>Wealth income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth produced every turn. Short.</extracomment>
        <translation>Ricchezza/turno</translation>
    </message>
    <message>
        <source>Wealth production: collected every turn</source>
        <translation>Produzione di ricchezza: raccolta a ogni turno</translation>
    </message>
    <message>
        <source>Military</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: military strength (a noun). Short.</extracomment>
        <translation>Forza militare</translation>
    </message>
    <message>
        <source>Military strength, added to the die when you attack; its limit marked in gold</source>
        <translation>Forza militare, sommata al dado quando attacchi; il suo limite è segnato in oro</translation>
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
        <translation>Metallo in riserva (limite)</translation>
    </message>
    <message>
        <source>Wealth in storage (limit)</source>
        <translation>Ricchezza in riserva (limite)</translation>
    </message>
    <message>
        <source>Military strength (limit)</source>
        <translation>Forza militare (limite)</translation>
    </message>
    <message>
        <source>Production per turn:</source>
        <extracomment>Galaxy Command, a player&apos;s panel: a label before the production figures (metal and wealth).</extracomment>
        <translation>Produzione per turno:</translation>
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
            <numerusform>%n annesso</numerusform>
            <numerusform>%n annessi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: added after &apos;%n aligned&apos;: how many of them are distant systems. %n: the number; keep the space before the bracket.</extracomment>
        <translation>
            <numerusform> (%n lontano)</numerusform>
            <numerusform> (%n lontani)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the technologies discovered. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n tecnologia</numerusform>
            <numerusform>%n tecnologie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: at the end of the game. %n: the victory points; %1: the rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n punto vittoria: %1</numerusform>
            <numerusform>%n punti vittoria: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: during the game. %n: the victory points; %1: the rank they would give, e.g. &apos;Remain a Commander&apos;.</extracomment>
        <translation>
            <numerusform>%n punto vittoria finora (%1)</numerusform>
            <numerusform>%n punti vittoria finora (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Strike: no production next turn</source>
        <translation>Sciopero: nessuna produzione nel prossimo turno</translation>
    </message>
    <message>
        <source>Show this sector</source>
        <extracomment>Galaxy Command, a player&apos;s panel: a button that shows this player&apos;s cards on the board (sector: the game&apos;s term). Short.</extracomment>
        <translation>Mostra questo settore</translation>
    </message>
</context>
<context>
    <name>GcRollPanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Ancora nessun tiro</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Rivolta</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Invasione</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Colpo di Stato militare</translation>
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
        <translation>Diplomazia interstellare: nessun tiro necessario</translation>
    </message>
    <message>
        <source>Rolled %1: the coup needs %2 or more</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: the roll needed.</extracomment>
        <translation>Tiro di %1: il colpo di Stato richiede %2 o più</translation>
    </message>
    <message>
        <source>%1 + %2 %3 = %4 against %5</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: &apos;military&apos; or &apos;force&apos; (the bonus&apos;s name); %3: the bonus; %4: the total; %5: the resistance to beat, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + %2 %3 = %4 contro %5</translation>
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
        <translation>Sei un comandante di settore dell’Impero. Esplora, attacca e conquista i sistemi del tuo settore, fai crescere metallo, ricchezza e forza militare, scopri tecnologie e sopravvivi agli eventi di due anni. I punti vittoria vengono dai sistemi annessi, dalle tecnologie e da tre bonus. Un giocatore da solo gioca contro gli eventi; da due a quattro giocano insieme per l’Impero.</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the player&apos;s part of the galaxy (sector: the game&apos;s term).</extracomment>
        <translation>Il tuo settore</translation>
    </message>
    <message>
        <source>Six near systems and, above them, three distant systems lie face down. An aligned system lies turned sideways so that ALIGNED reads straight; an explored but unaligned one stands upright, UNALIGNED straight.</source>
        <translation>Sei sistemi vicini e, sopra di essi, tre sistemi lontani sono disposti coperti. Un sistema annesso è ruotato di lato, in modo che ANNESSO si legga dritto; uno esplorato ma non annesso resta in verticale, con NON ANNESSO dritto.</translation>
    </message>
    <message>
        <source>a system card shows its &lt;b&gt;resistance&lt;/b&gt; (shield), the &lt;b&gt;metal&lt;/b&gt; and &lt;b&gt;wealth&lt;/b&gt; it produces and its &lt;b&gt;victory points&lt;/b&gt; (star): the rulebook&apos;s picture of a card is lost. Face-down cards are drawn only when they are turned over, with the odds of a shuffled, dealt deck.</source>
        <translation>una carta sistema mostra la sua &lt;b&gt;resistenza&lt;/b&gt; (scudo), il &lt;b&gt;metallo&lt;/b&gt; e la &lt;b&gt;ricchezza&lt;/b&gt; che produce e i suoi &lt;b&gt;punti vittoria&lt;/b&gt; (stella): l’illustrazione della carta nel regolamento è andata perduta. Le carte coperte vengono pescate solo quando si girano, con le probabilità di un mazzo mescolato e distribuito.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Action&lt;/b&gt;, one of: &lt;b&gt;Explore and attack&lt;/b&gt;: click a face-down system; it is turned over, then roll the die and add your military strength. A total of at least the resistance aligns the system; a lower one costs 1 military strength and the system stays unaligned. &lt;b&gt;Conquer&lt;/b&gt;: click an explored, unaligned system and roll the same way. &lt;b&gt;Bide time&lt;/b&gt;: risk nothing. Distant systems need Forward Star Bases and every explored near system aligned.</source>
        <translation>&lt;b&gt;1. Azione&lt;/b&gt;, una a scelta: &lt;b&gt;Esplora e attacca&lt;/b&gt;: clicca su un sistema coperto; viene girato, poi tira il dado e aggiungi la tua forza militare. Un totale almeno pari alla resistenza annette il sistema; uno inferiore costa 1 di forza militare e il sistema resta non annesso. &lt;b&gt;Conquista&lt;/b&gt;: clicca su un sistema esplorato non annesso e tira allo stesso modo. &lt;b&gt;Temporeggia&lt;/b&gt;: non rischi nulla. I sistemi lontani richiedono Basi stellari avanzate e che ogni sistema vicino esplorato sia annesso.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Collect&lt;/b&gt; the production shown on your home mat (1 metal and 1 wealth, plus your aligned systems) into storage. Storage holds 3 of each (5 with Interstellar Banking); the rest is lost. With Interspecies Commerce you may then trade 2 of one for 1 of the other, once.</source>
        <translation>&lt;b&gt;2. Raccogli&lt;/b&gt; la produzione indicata sulla plancia del mondo natale (1 metallo e 1 ricchezza, più i tuoi sistemi annessi) nella riserva. La riserva contiene 3 di ciascuno (5 con Banca interstellare); il resto va perso. Con Commercio interspecie puoi poi scambiare, una volta, 2 dell’uno con 1 dell’altro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Build&lt;/b&gt;, both or either, once each: raise military strength by 1 for 1 metal and 1 wealth (at most 3, or 5 with Capital Ships), and discover one technology for its cost in wealth (the right one of a row needs the left one). Then end your turn.</source>
        <translation>&lt;b&gt;3. Costruisci&lt;/b&gt;, una o entrambe le cose, una volta ciascuna: aumenta la forza militare di 1 per 1 metallo e 1 ricchezza (al massimo 3, o 5 con Navi ammiraglie) e scopri una tecnologia pagandone il costo in ricchezza (quella a destra di una riga richiede quella a sinistra). Poi termina il turno.</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the event cards (a noun, plural).</extracomment>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>After every player&apos;s turn an event card is turned over and applies to everybody: its Year 1 or Year 2 text, by the year being played. Resources go to storage up to its limit. A strike stops the next collect (Robot Workers: half, rounded up). A revolt strikes your aligned system of least resistance, an invasion the system you aligned last: a die plus the force at least the resistance (+1 with Hyper Television or Planetary Defenses) makes it unaligned. In Year 2 a revolt finding no aligned system makes your home world revolt.</source>
        <translation>Dopo il turno di ogni giocatore si gira una carta evento che vale per tutti: il suo testo dell’anno 1 o dell’anno 2, secondo l’anno in corso. Le risorse vanno nella riserva fino al suo limite. Uno sciopero blocca la raccolta successiva (Operai robot: la metà, arrotondata per eccesso). Una rivolta colpisce il tuo sistema annesso con la resistenza più bassa, un’invasione l’ultimo sistema che hai annesso: se un dado più la forza raggiunge almeno la resistenza (+1 con Ipertelevisione o Difese planetarie), il sistema non è più annesso. Nell’anno 2, una rivolta che non trova alcun sistema annesso fa ribellare il tuo mondo natale.</translation>
    </message>
    <message>
        <source>an invasion finding no aligned system in Year 2 does the same (the rulebook&apos;s passage after the invasions is lost). A player whose home world revolts is out of the game; with several players the others play on.</source>
        <translation>un’invasione che nell’anno 2 non trova alcun sistema annesso ha lo stesso effetto (il passo del regolamento che segue le invasioni è andato perduto). Un giocatore il cui mondo natale si ribella è fuori dalla partita; con più giocatori, gli altri continuano.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;red alert&lt;/b&gt; is played at once and concerns only some players (for example those with a military strength of 5 in a military coup); then the next unused event card is this round&apos;s event in its place.</source>
        <translation>Un’&lt;b&gt;allerta rossa&lt;/b&gt; si gioca subito e riguarda solo alcuni giocatori (per esempio quelli con forza militare 5 in un colpo di Stato militare); poi la prossima carta evento non usata diventa, al suo posto, l’evento di questo giro.</translation>
    </message>
    <message>
        <source>which red alerts and events there are beyond those the rulebook names, and their numbers, are our design: the deck, which the Workshop edits.</source>
        <translation>quali allerte rosse ed eventi esistono oltre a quelli nominati dal regolamento, e i loro valori, sono una nostra creazione: il mazzo, che si modifica nel Laboratorio.</translation>
    </message>
    <message>
        <source>The years and the end</source>
        <translation>Gli anni e la fine</translation>
    </message>
    <message>
        <source>Year 1 has 7 events, Year 2 has 6 (all event cards are shuffled again between the years). The game ends after the last event of Year 2.</source>
        <translation>L’anno 1 ha 7 eventi, l’anno 2 ne ha 6 (tra un anno e l’altro tutte le carte evento vengono rimescolate). La partita termina dopo l’ultimo evento dell’anno 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt;: the victory points of your aligned systems; 1 victory point for every technology you discovered; +1 if every system of your sector is explored, +1 for all eight technologies, +3 if every system is aligned. &lt;b&gt;Ranks&lt;/b&gt;: 0-7 Demoted, 8-12 Remain a Commander, 13-14 Captain, 15-16 Commodore, 17 or more Admiral.</source>
        <translation>&lt;b&gt;Punteggio&lt;/b&gt;: i punti vittoria dei tuoi sistemi annessi; 1 punto vittoria per ogni tecnologia scoperta; +1 se ogni sistema del tuo settore è esplorato, +1 per tutte e otto le tecnologie, +3 se ogni sistema è annesso. &lt;b&gt;Gradi&lt;/b&gt;: 0-7 Retrocesso, 8-12 Resta comandante, 13-14 Capitano, 15-16 Commodoro, 17 o più Ammiraglio.</translation>
    </message>
    <message>
        <source>the rulebook adds: &quot;If the cube is on first generation technology you gain 1, for cubes on the second generation technology, you gain 2&quot;. The cube marks how far a row of the technology mat has gone, so a row scores 1 or 2, not 1 + 2.</source>
        <translation>il regolamento aggiunge: «Se il cubetto è su una tecnologia di prima generazione guadagni 1, per i cubetti sulla tecnologia di seconda generazione guadagni 2». Il cubetto segna fin dove è avanzata una riga della plancia delle tecnologie, quindi una riga vale 1 o 2, non 1 + 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several players&lt;/b&gt; are ranked the same way, and all win or lose together: the Empire wins when, on average, two distant systems per player are aligned (six in a three-player game).</source>
        <translation>&lt;b&gt;Con più giocatori&lt;/b&gt; ognuno riceve un grado allo stesso modo, e tutti vincono o perdono insieme: l’Impero vince se, in media, sono annessi due sistemi lontani per giocatore (sei in una partita a tre).</translation>
    </message>
    <message>
        <source>The original solitaire game used 18 cards.</source>
        <translation>Il solitario originale usava 18 carte.</translation>
    </message>
    <message>
        <source>the full deck has 54 cards (the cards beyond those the rulebook names are ours); the new game dialog offers both.</source>
        <translation>il mazzo completo ha 54 carte (quelle oltre le carte nominate dal regolamento sono nostre); la finestra «Nuova partita» li offre entrambi.</translation>
    </message>
</context>
<context>
    <name>GcScoreSheet</name>
    <message>
        <source>Systems</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the aligned systems. Short.</extracomment>
        <translation>Sistemi</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the technologies. Short.</extracomment>
        <translation>Tecnologie</translation>
    </message>
    <message>
        <source>Exploration</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the exploration bonus (the rulebook&apos;s name: all nine cards explored). Short.</extracomment>
        <translation>Esplorazione</translation>
    </message>
    <message>
        <source>Scientific</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the scientific bonus (the rulebook&apos;s name: all eight technologies discovered). Short.</extracomment>
        <translation>Scienza</translation>
    </message>
    <message>
        <source>Warlord</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the warlord bonus (the rulebook&apos;s name: all nine systems aligned). Short.</extracomment>
        <translation>Conquistatore</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>Galaxy Command, the score sheet at the end: the sum of the points (a noun). Short.</extracomment>
        <translation>Totale</translation>
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
        <translation>Plancia tecnologie</translation>
    </message>
    <message>
        <source>1st generation · 2nd</source>
        <extracomment>Galaxy Command, the technology mat: the headings of its two columns (the generation is the game&apos;s term for a technology&apos;s column). Tight space.</extracomment>
        <translation>1ª generazione · 2ª</translation>
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
            <numerusform>Costa %1 ricchezza, vale %n punto vittoria.</numerusform>
            <numerusform>Costa %1 ricchezza, vale %n punti vittoria.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to discover it.</source>
        <translation>Clicca per scoprirla.</translation>
    </message>
    <message>
        <source>Discovered</source>
        <extracomment>Galaxy Command, the technology mat: the player has this technology already (a past participle; a stamp on it). Short.</extracomment>
        <translation>Scoperta</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s price. %1: a number, e.g. &apos;3 wealth&apos;. Tight space.</extracomment>
        <translation>%1 ricchezza</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s victory points (&apos;VP&apos; abbreviates victory points). %1: a number. Tight space.</extracomment>
        <translation>%1 PV</translation>
    </message>
</context>
<context>
    <name>GfBoard</name>
    <message>
        <source>No ship yet</source>
        <translation>Ancora nessuna astronave</translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <extracomment>Galaxy Fighters board: who flies a district&apos;s ship. %1: a player&apos;s name.</extracomment>
        <translation>Pilota: %1</translation>
    </message>
    <message>
        <source>Invaded!</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel once its invader spaces are full (the district is lost).</extracomment>
        <translation>Invaso!</translation>
    </message>
    <message>
        <source>Invaders %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s invader spaces. %1: filled; %2: all.</extracomment>
        <translation>Invasori %1/%2</translation>
    </message>
    <message>
        <source>%1 (click or press a key to skip)</source>
        <extracomment>Galaxy Fighters board: while the aliens land, move, crash or invade step by step. %1: what happens now, e.g. &apos;A Bluvol flies towards Rocketown.&apos;</extracomment>
        <translation>%1 (clicca o premi un tasto per saltare)</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Galaxy Fighters: the accessible name of the board (a screen reader says it when the keyboard waits there).</extracomment>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>Defence tiles: %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel: the defence tiles its ship has not placed yet. %1: left; %2: the ship card&apos;s tiles.</extracomment>
        <translation>Tessere di difesa: %1/%2</translation>
    </message>
    <message>
        <source>Round %1 · %2 · spawn cards left: %3 · shipyard: %4 · invaded: %5 of %6</source>
        <extracomment>Galaxy Fighters board: the figures of the game. %1: the round (each ship has one turn a round), from 1; %2: the difficulty&apos;s name; %3: spawn cards left; %4: backup ships left; %5: districts invaded; %6: districts that lose.</extracomment>
        <translation>Round %1 · %2 · carte ondata rimaste: %3 · cantiere: %4 · invasi: %5 su %6</translation>
    </message>
    <message>
        <source>Landed with the last spawn card</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a cyan frame on a space means.</extracomment>
        <translation>Atterrato con l’ultima carta ondata</translation>
    </message>
    <message>
        <source>Moved in the last approach</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a grey frame on a space means.</extracomment>
        <translation>Mosso nell’ultimo avvicinamento</translation>
    </message>
</context>
<context>
    <name>GfCell</name>
    <message>
        <source>Space %1, %2</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: its column, %2: its row, both numbers from 1.</extracomment>
        <translation>Casella %1, %2</translation>
    </message>
    <message>
        <source>can be clicked</source>
        <translation>cliccabile</translation>
    </message>
    <message>
        <source>atmosphere of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the space is in a district&apos;s atmosphere. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>atmosfera di %1</translation>
    </message>
    <message>
        <source>shielded ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there, with its shield. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>astronave di %1 protetta da uno scudo</translation>
    </message>
    <message>
        <source>ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>astronave di %1</translation>
    </message>
    <message>
        <source>defence tile</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a defence tile is there.</extracomment>
        <translation>tessera difesa</translation>
    </message>
    <message>
        <source>suggested</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the hint points here.</extracomment>
        <translation>suggerita</translation>
    </message>
    <message numerus="yes">
        <source>%1 towards %2, stack of %n</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: the top alien&apos;s kind, e.g. &apos;Bluvol&apos;; %2: the district it flies towards, e.g. &apos;Rocketown&apos;; %n: the aliens stacked there.</extracomment>
        <translation>
            <numerusform>%1 verso %2, pila di %n</numerusform>
            <numerusform>%1 verso %2, pila di %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stack of %n aliens, top first:</source>
        <extracomment>Galaxy Fighters board: the first line of a space&apos;s tool tip over a stack of aliens; one line per alien follows, the top one first (the one a shot hits).</extracomment>
        <translation>
            <numerusform>Una pila di %n alieno, dall&apos;alto:</numerusform>
            <numerusform>Una pila di %n alieni, dall&apos;alto:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: speed %2, towards %3</source>
        <extracomment>Galaxy Fighters board: an alien in a space&apos;s tool tip, top of the stack first. %1: its kind, e.g. &apos;Bluvol&apos;; %2: its speed, a number; %3: the district it faces and flies towards, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1: velocità %2, verso %3</translation>
    </message>
    <message>
        <source>Framed: landed with the last spawn card.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed aliens came with the last spawn card.</extracomment>
        <translation>Con la cornice: atterrato con l&apos;ultima carta ondata.</translation>
    </message>
    <message>
        <source>Framed: moved in the last approach.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed alien moved in the last approach.</extracomment>
        <translation>Con la cornice: mosso nell&apos;ultimo avvicinamento.</translation>
    </message>
    <message>
        <source>Drone of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader (and its tool tip): a ship&apos;s helper Drone is there. %1: the ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Drone di %1</translation>
    </message>
    <message>
        <source>Drone of %1: an alien that stops here is destroyed.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a Drone (the Gladius&apos;s helper). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Drone di %1: un alieno che si ferma qui viene distrutto.</translation>
    </message>
    <message>
        <source>Defence tile of %1: an alien that moves here is destroyed; it blocks shots too.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a defence tile (the Phalanx&apos;s). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Tessera di difesa di %1: un alieno che entra qui viene distrutto; blocca anche i colpi.</translation>
    </message>
    <message>
        <source>%1&apos;s ship, shielded</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>astronave di %1, schermata</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>astronave di %1</translation>
    </message>
</context>
<context>
    <name>GfCockpit</name>
    <message>
        <source>%1, used</source>
        <extracomment>Galaxy Fighters: a die or the bonus tile for a screen reader once it is used. %1: its symbol or name, e.g. &apos;Fire&apos;.</extracomment>
        <translation>%1, non più disponibile</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: the title of the side panel. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Astronave di %1</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Galaxy Fighters board: a command button (shoot the closest alien ahead).</extracomment>
        <translation>Fuoco</translation>
    </message>
    <message>
        <source>Destroy the closest alien ahead in your column.</source>
        <translation>Distruggi l’alieno più vicino davanti a te nella tua colonna.</translation>
    </message>
    <message>
        <source>Weapon: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the weapon system, e.g. &apos;Laser Beam&apos;.</extracomment>
        <translation>Arma: %1</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the engine modification, e.g. &apos;Warp Drive&apos;.</extracomment>
        <translation>Motore: %1</translation>
    </message>
    <message>
        <source>Special: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the ship card whose special it uses, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Speciale: %1</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Galaxy Fighters board: a command button (roll the unused dice again).</extracomment>
        <translation>Rilancia</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galaxy Fighters board: a command button: stop choosing a space for the engine or the special.</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Fighters board: a command button; then the aliens approach.</extracomment>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>The aliens facing your district approach.</source>
        <translation>Gli alieni rivolti verso il tuo distretto si avvicinano.</translation>
    </message>
    <message numerus="yes">
        <source>To %1 (%n invader(s))</source>
        <extracomment>Galaxy Fighters board: a button: the invader goes to that district. %1: a district; %n: its invaders now.</extracomment>
        <translation>
            <numerusform>Verso %1 (%n invasore)</numerusform>
            <numerusform>Verso %1 (%n invasori)</numerusform>
        </translation>
    </message>
    <message>
        <source>The dice show once the aliens have moved.</source>
        <extracomment>Galaxy Fighters board: in place of the command dice while the aliens land and move step by step on the board.</extracomment>
        <translation>I dadi compaiono quando gli alieni si sono mossi.</translation>
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
            <numerusform>Costa %n simbolo Speciale.</numerusform>
            <numerusform>Costa %n simboli Speciale.</numerusform>
        </translation>
    </message>
    <message>
        <source>A full district: where does the invader go?</source>
        <extracomment>Galaxy Fighters board: the heading over the overflow choice (an alien reached a district whose invader spaces are full).</extracomment>
        <translation>Distretto pieno: dove va l&apos;invasore?</translation>
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
        <translation>Insieme pilotate le quattro astronavi da caccia dei distretti di Galaxy City (Rocketown, Atomville, Novaport e Astrofield) contro ondate di alieni Exovon. Le astronavi giocano a turno in senso orario; con meno di quattro giocatori, alcuni giocatori pilotano più di un’astronave.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>Il turno</translation>
    </message>
    <message>
        <source>Spawn: the next spawn card lands its aliens in deep space, read from the side of the ship whose turn it is. An alien that lands on another stacks on top.</source>
        <translation>Ondata: la prossima carta ondata fa atterrare i suoi alieni nello spazio profondo, letta dal lato dell’astronave di turno. Un alieno che atterra su un altro si impila sopra di esso.</translation>
    </message>
    <message>
        <source>Command: roll the command dice and add your bonus tile. Use at least one die, one at a time: Fire destroys the closest alien ahead in your column (the top of a stack first); Move takes your ship to a free adjacent space of your own atmosphere; Special powers your weapon system, your engine or your ship&apos;s special weapon.</source>
        <translation>Comando: tira i dadi comando e aggiungi la tua tessera bonus. Usa almeno un dado, uno alla volta: Fuoco distrugge l’alieno più vicino davanti a te nella tua colonna (prima quello in cima a una pila); Mossa porta la tua astronave su una casella libera adiacente della tua atmosfera; Speciale alimenta il tuo sistema d’arma, il tuo motore o l’arma speciale della tua astronave.</translation>
    </message>
    <message>
        <source>The game picks which die pays for a command: a plain symbol before Fire or Special, a die before the bonus tile, so nothing is wasted.</source>
        <translation>Il gioco sceglie quale dado paga un comando: un simbolo semplice prima di Fuoco o Speciale, un dado prima della tessera bonus, così nulla va sprecato.</translation>
    </message>
    <message>
        <source>Approach: every alien facing your district moves by its speed (Yellum 1, Bluvol 2, Magentis 3), zone 1 first, left to right. When the top alien of a stack moves, the whole stack frenzies: each alien flies its own way.</source>
        <translation>Avvicinamento: ogni alieno rivolto verso il tuo distretto si muove della sua velocità (Yellum 1, Bluvol 2, Magentis 3), prima la zona 1, da sinistra a destra. Quando si muove l’alieno in cima a una pila, tutta la pila va in frenesia: ogni alieno vola per la sua strada.</translation>
    </message>
    <message>
        <source>An alien that flies into a ship destroys it, unless the ship is shielded. The next ship of the shipyard replaces it, shielded until its next turn. An alien that leaves the board through an atmosphere takes one of that district&apos;s invader spaces; when they are full the district is invaded, and further invaders go to a neighbour.</source>
        <translation>Un alieno che vola contro un’astronave la distrugge, a meno che l’astronave non sia protetta da uno scudo. La prossima astronave del cantiere la sostituisce, protetta da uno scudo fino al suo prossimo turno. Un alieno che esce dal tabellone attraverso un’atmosfera occupa uno degli spazi invasori di quel distretto; quando sono tutti pieni, il distretto è invaso e gli invasori successivi vanno in un distretto vicino.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>La fine</translation>
    </message>
    <message>
        <source>You lose when as many districts are invaded as the difficulty allows, or when a ship is destroyed and the shipyard is empty.</source>
        <translation>Perdete quando vengono invasi tanti distretti quanti ne consente la difficoltà, oppure quando un’astronave viene distrutta e il cantiere è vuoto.</translation>
    </message>
    <message>
        <source>The difficulty sets the spawn cards, the backup ships and the invaded districts that lose the game: Rookie 15, 3 and 3; Expert Pilot 20, 3 and 2; Ace 25, 2 and 1.</source>
        <translation>La difficoltà fissa le carte ondata, le astronavi di riserva e i distretti invasi con cui si perde: Recluta 15, 3 e 3; Pilota esperto 20, 3 e 2; Asso 25, 2 e 1.</translation>
    </message>
    <message>
        <source>Ace draws its spawn cards only from those with at most 7 aliens: with the whole deck, Ace could hardly be won.</source>
        <translation>Asso pesca le sue carte ondata solo tra quelle con al massimo 7 alieni: con il mazzo intero, Asso non si vinceva quasi mai.</translation>
    </message>
    <message>
        <source>You win when the spawn deck has run out and no alien is left on the board.</source>
        <translation>Vincete quando il mazzo delle ondate è esaurito e sul tabellone non resta alcun alieno.</translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message>
        <source>Combat: %1.</source>
        <extracomment>Galaxy of D board: a notice shown briefly. %1: the combat&apos;s account, e.g. &apos;Redog lost 2 ships, the Cynder Starbase took 10 damage&apos;.</extracomment>
        <translation>Combattimento: %1.</translation>
    </message>
    <message>
        <source>Arrow keys move between sectors, Enter acts on the sector, Escape drops the selected stack.</source>
        <translation>Le frecce spostano tra i settori, Invio agisce sul settore, Esc deseleziona la pila.</translation>
    </message>
    <message>
        <source>Zoom (Ctrl + mouse wheel)</source>
        <translation>Zoom (Ctrl + rotellina)</translation>
    </message>
    <message>
        <source>Cargo price: $%1</source>
        <extracomment>Galaxy of D board: the price a cargo sells for at the Spaceport: &apos;Cargo Price&apos; is the game&apos;s term. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Prezzo del carico: %1 $</translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <extracomment>Galaxy of D board: the auction for the first turn. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Offerta attuale: %1 $</translation>
    </message>
    <message>
        <source>Rise</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: raise the bid (a verb). Short.</extracomment>
        <translation>Rilancia</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: bid no more (a verb). Short.</extracomment>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Galaxy of D board: a button: finish the secret purchase (of ships). Short.</extracomment>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy of D board: a button (a verb phrase). Short.</extracomment>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>End movement</source>
        <extracomment>Galaxy of D board: a button: end the movement phase of the turn (a verb phrase). Short.</extracomment>
        <translation>Fine movimento</translation>
    </message>
    <message>
        <source>Zoom</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the zoom slider (a noun).</extracomment>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Your new bid</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the field with the player&apos;s next bid in the auction for the first turn.</extracomment>
        <translation>La tua nuova offerta</translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D, the combat dialog: its title (a noun).</extracomment>
        <translation>Combattimento</translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number. Starbase: the game&apos;s term, a side&apos;s home base, which fights too.</extracomment>
        <translation>Punteggio d’attacco %1 (Base stellare inclusa)</translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number.</extracomment>
        <translation>Punteggio d’attacco %1</translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <extracomment>Galaxy of D, the combat dialog: the enemy&apos;s attack points still to be taken by ships. %1: a number.</extracomment>
        <translation>Da assorbire: %1</translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <extracomment>Galaxy of D, the combat dialog: a ship. %1: its type, e.g. &apos;Cruiser&apos;; %2: its attack; %3: its armor (the game&apos;s terms).</extracomment>
        <translation>%1 · attacco %2 · corazza %3</translation>
    </message>
    <message>
        <source>destroyed</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: destroyed in this combat (a past participle). Short.</extracomment>
        <translation>distrutta</translation>
    </message>
    <message>
        <source>absorbs</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: it takes the enemy&apos;s fire (a verb, third person). Short.</extracomment>
        <translation>assorbe</translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <extracomment>Galaxy of D, a player&apos;s panel: a badge&apos;s tool tip: this player won the auction and plays first in every turn (the rulebook&apos;s term).</extracomment>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Denaro: %1 $</translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: a number. Starbase armor: the game&apos;s term, the hits the home base can still take.</extracomment>
        <translation>Corazza della Base stellare: %1</translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Entrate: %1 $ per turno</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %n: the number of the player&apos;s ships on the board.</extracomment>
        <translation>
            <numerusform>%n nave in gioco</numerusform>
            <numerusform>%n navi in gioco</numerusform>
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
        <translation>Due comandanti, i Redog (rossi) e i Cynder (blu), si contendono una galassia di settori esagonali. Distruggi la Base stellare nemica proteggendo la tua: una Base stellare a 0 di corazza fa perdere la partita. Entrambe le Basi stellari perdono 1 di corazza alla fine del proprio turno, quindi non c’è tempo da perdere.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: how the game is set up (a noun).</extracomment>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A die decides the starting money. The players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret; both purchases are revealed together.</source>
        <translation>Un dado decide quanti Oggetti (pianeti, asteroidi, pirati) si aggiungono allo Spazioporto; non vengono mai piazzati uno accanto all’altro. Il prezzo del carico è 4 volte la distanza dallo Spazioporto al pianeta più vicino. Un dado decide il denaro iniziale. I giocatori fanno offerte per il diritto di piazzare per primi la propria Base stellare (paga solo chi vince), piazzano le Basi stellari (non su un Oggetto né accanto, ad almeno 3 settori di distanza l’una dall’altra) e comprano in segreto le navi iniziali; i due acquisti vengono rivelati insieme.</translation>
    </message>
    <message>
        <source>the Things are placed at random (face down, nobody knows what they place); a coin replaces rock-paper-scissors. The First Turn Player buys first; the other never sees that purchase, and the log does not tell how many ships either bought until both are revealed.</source>
        <translation>gli Oggetti vengono piazzati a caso (coperti, nessuno sa cosa piazza); una moneta sostituisce la morra cinese. Il primo giocatore compra per primo; l’altro non vede mai quell’acquisto, e il registro non dice quante navi ha comprato ciascuno finché entrambi gli acquisti non sono rivelati.</translation>
    </message>
    <message>
        <source>The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.</source>
        <translation>La preparazione rapida usa lo Spazioporto, due pianeti e due asteroidi, niente pirati, niente asta e 15 $ a testa.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Movement.&lt;/b&gt; Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships or pirates stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.</source>
        <translation>&lt;b&gt;1. Movimento.&lt;/b&gt; Muovi ogni nave fino alla sua velocità (lenta 1, media 2, veloce 3). Una nave che entra in un settore con navi nemiche o pirati si ferma lì. Un Bombardiere che entra nella Base stellare nemica infligge subito 10 danni. Un Mercantile vuoto che arriva su un pianeta carica merce; un Mercantile carico che arriva allo Spazioporto la vende al prezzo del carico.</translation>
    </message>
    <message>
        <source>the enemy Starbase alone does not stop a ship (the rulebook says nothing of it): a Bomber can hit an unguarded Starbase and fly on, and it hits each time it enters. Ships move one sector at a time, in any order. Freighters load and sell in every sector they enter, also in the middle of a move.</source>
        <translation>la sola Base stellare nemica non ferma una nave (il regolamento non ne parla): un Bombardiere può colpire una Base stellare senza difesa e proseguire, e colpisce ogni volta che vi entra. Le navi si muovono un settore alla volta, in qualsiasi ordine. I Mercantili caricano e vendono in ogni settore in cui entrano, anche a metà di un movimento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Combat.&lt;/b&gt; Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side&apos;s attack score is the sum of its ships&apos; attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase&apos;s owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.</source>
        <translation>&lt;b&gt;2. Combattimento.&lt;/b&gt; Ogni settore con le tue navi o la tua Base stellare e un’altra fazione combatte una volta, nell’ordine che scegli. Il punteggio d’attacco di una fazione è la somma dell’attacco delle sue navi (i Bombardieri non aggiungono nulla; una Base stellare aggiunge 3). Ogni fazione assorbe il punteggio nemico più alto scegliendo le proprie navi una alla volta: una nave con corazza non superiore a quanto resta viene distrutta; una nave più robusta assorbe il resto e sopravvive. L’attacco che avanza contro il proprietario di una Base stellare danneggia la Base. I superstiti vengono riparati completamente. Un Predone superstite guadagna 1 $ per ogni nave nemica distrutta in quel combattimento.</translation>
    </message>
    <message>
        <source>the player whose turn it is chooses losses first, then the other; nobody is asked when there is no real choice. The pirates choose their losses by a fixed rule: a ship that can absorb all that is left (the smallest such), otherwise the toughest.</source>
        <translation>il giocatore di turno sceglie per primo le perdite, poi l’altro; a nessuno viene chiesto nulla quando non c’è una vera scelta. I pirati scelgono le perdite con una regola fissa: una nave che può assorbire tutto ciò che resta (la più piccola tra queste), altrimenti la più robusta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Pirates.&lt;/b&gt; A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives. Targets at the same distance are chosen by a die, and so is the way around a Starbase.</source>
        <translation>&lt;b&gt;3. Pirati.&lt;/b&gt; Un pirata che condivide un settore con delle navi combatte lì. Altrimenti si muove con un tiro da 1 a 3, fino alla sua velocità, verso le navi più vicine (mai dentro una Base stellare, mai verso navi che vi si trovano) e combatte all’arrivo. Tra bersagli alla stessa distanza decide un dado, e così per il percorso attorno a una Base stellare.</translation>
    </message>
    <message>
        <source>&quot;nearest&quot; is counted straight through the galaxy, as if the Starbases were not there (as in the rulebook&apos;s example), while the pirate&apos;s path goes around them. The two pirates are a Cruiser Pirate and a Scavenger Pirate, with those ships&apos; figures.</source>
        <translation>«più vicine» si conta dritto attraverso la galassia, come se le Basi stellari non ci fossero (come nell’esempio del regolamento), mentre il percorso del pirata le aggira. I due pirati sono un Incrociatore pirata e un Predone pirata, con le caratteristiche di quelle navi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;4. Buy.&lt;/b&gt; Buy ships with your money (at most as many of a type as there are chits); they appear on your Starbase.</source>
        <translation>&lt;b&gt;4. Acquisto.&lt;/b&gt; Compra navi con il tuo denaro (di un tipo al massimo quante sono i segnalini); appaiono sulla tua Base stellare.</translation>
    </message>
    <message>
        <source>&lt;b&gt;5. Production.&lt;/b&gt; Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else&apos;s are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.</source>
        <translation>&lt;b&gt;5. Produzione.&lt;/b&gt; Ogni pianeta (2 $) e asteroide (1 $) che controlli ti paga; lo controlli quando ci sono le tue navi e nessuna nave altrui. La tua Base stellare paga 1 $ e perde 1 di corazza. Non puoi mai avere più di 25 $.</translation>
    </message>
    <message>
        <source>The ships</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: the ship types.</extracomment>
        <translation>Le navi</translation>
    </message>
    <message>
        <source>Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.</source>
        <translation>Intercettore 2 $, veloce, attacco 2, corazza 2 · Predone 3 $, medio, 3/3, guadagna denaro per le distruzioni · Mercantile 4 $, medio, 1/4, trasporta merce · Incrociatore 5 $, medio, 5/8 · Bombardiere 6 $, medio, attacca solo le Basi stellari (10 danni), corazza 3 · Assassino 7 $, veloce, 9/5 · Distruttore 8 $, lento, 10/16.</translation>
    </message>
    <message>
        <source>the chits per side (28 in all): 6 Interceptors, 5 Scavengers, 4 Freighters, 4 Cruisers, 4 Bombers, 3 Assassins, 2 Destroyers; destroyed ships can be bought again.</source>
        <translation>i segnalini per fazione (28 in tutto): 6 Intercettori, 5 Predoni, 4 Mercantili, 4 Incrociatori, 4 Bombardieri, 3 Assassini, 2 Distruttori; le navi distrutte si possono ricomprare.</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does not see of the other (secret purchases).</extracomment>
        <translation>Informazione nascosta</translation>
    </message>
    <message>
        <source>You see only the top ship of an enemy stack. In a combat every ship is revealed.</source>
        <translation>Di una pila nemica vedi solo la nave in cima. In combattimento tutte le navi vengono rivelate.</translation>
    </message>
    <message>
        <source>the top ship is the last to arrive, unless its owner puts another ship of the stack on top (&quot;Put on top&quot; in the selected stack, while it is your decision in your own turn). How many ships a stack holds is public. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.</source>
        <translation>la nave in cima è l’ultima arrivata, a meno che il proprietario non metta in cima un’altra nave della pila («Metti in cima» nella pila selezionata, quando la decisione spetta a te nel tuo turno). Quante navi contiene una pila è pubblico. In una partita tra due persone allo stesso schermo, il tabellone viene coperto ogni volta che passa da un giocatore all’altro.</translation>
    </message>
    <message>
        <source>Either player may concede at any time.</source>
        <translation>Ciascun giocatore può abbandonare in qualsiasi momento.</translation>
    </message>
</context>
<context>
    <name>GodShopRow</name>
    <message>
        <source>$%1</source>
        <extracomment>Galaxy of D, the shop: a ship&apos;s price. %1: a number (the dollar is the game&apos;s money). Tight space.</extracomment>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>Speed %1 · Att %2 · Arm %3</source>
        <extracomment>Galaxy of D, the shop: a ship&apos;s figures. %1: speed; %2: attack (&apos;Att&apos; abbreviates it); %3: armor (&apos;Arm&apos; abbreviates it). Tight space: keep the abbreviations short.</extracomment>
        <translation>Vel %1 · Att %2 · Cor %3</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D, the shop: a button (a verb: buy this ship). Short.</extracomment>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Buy %1 for $%2</source>
        <extracomment>Galaxy of D, the shop: the screen reader&apos;s name of the button. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: its price.</extracomment>
        <translation>Compra un %1 per %2 $</translation>
    </message>
    <message>
        <source>%1 ordered · %2</source>
        <extracomment>Galaxy of D, the shop: %1: the number of this ship ordered; %2: why no more can be bought.</extracomment>
        <translation>In ordine: %1 · %2</translation>
    </message>
    <message>
        <source>%1 of %2 in play, %3 ordered</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters); %3: the number ordered.</extracomment>
        <translation>%1 di %2 in gioco, in ordine: %3</translation>
    </message>
    <message>
        <source>%1 of %2 in play</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters), e.g. &apos;2 of 4 in play&apos;.</extracomment>
        <translation>%1 di %2 in gioco</translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <extracomment>Galaxy of D, a stack of ships in a sector: a ship that carries cargo. %1: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1 (carico)</translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: the ship on top (it fights first). %n: its moves left this turn.</extracomment>
        <translation>
            <numerusform>In cima · %n movimento rimasto</numerusform>
            <numerusform>In cima · %n movimenti rimasti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: %n: a ship&apos;s moves left this turn.</extracomment>
        <translation>
            <numerusform>%n movimento rimasto</numerusform>
            <numerusform>%n movimenti rimasti</numerusform>
        </translation>
    </message>
    <message>
        <source>top</source>
        <extracomment>Galaxy of D, a stack of ships: a mark on the ship on top of the stack (an adjective or noun). Tight space.</extracomment>
        <translation>cima</translation>
    </message>
    <message>
        <source>Put on top</source>
        <extracomment>Galaxy of D, a stack of ships: a tool tip of a ship&apos;s button: put this ship on top of the stack (it fights first).</extracomment>
        <translation>Metti in cima</translation>
    </message>
    <message>
        <source>Put the %1 on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of a ship&apos;s button. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Metti in cima alla pila: %1</translation>
    </message>
    <message>
        <source>The other player sees only the top ship of a stack.</source>
        <translation>L’altro giocatore vede solo la nave in cima a una pila.</translation>
    </message>
    <message>
        <source>%1, on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of the top ship. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1, in cima alla pila</translation>
    </message>
</context>
<context>
    <name>GwBoard</name>
    <message>
        <source>Turn %1 · cards in the deck: %2</source>
        <extracomment>Galactic Warfare board: the figures of the game. %1: the turn&apos;s number; %2: cards left in the deck.</extracomment>
        <translation>Turno %1 · carte nel mazzo: %2</translation>
    </message>
    <message>
        <source>Last battle: %1 %2 against %4 (dice: %3 against %5), %6 wins</source>
        <extracomment>Galactic Warfare board: the last battle. %1: the attacker&apos;s side, %2: its sum, %3: its dice, %4: the defender&apos;s sum, %5: its dice, %6: the winner&apos;s side, e.g. &apos;Last battle: White 9 against 4 (dice: 2 against 1), White wins&apos;.</extracomment>
        <translation>Ultima battaglia: %1 %2 contro %4 (dadi: %3 contro %5), vince %6</translation>
    </message>
    <message>
        <source>First turn roll: White %1, Blue %2</source>
        <extracomment>Galactic Warfare board: the roll for the first turn. %1, %2: die faces.</extracomment>
        <translation>Tiro per il primo turno: Bianco %1, Blu %2</translation>
    </message>
    <message>
        <source>%1 attacks %2 · dice: %3 against %4</source>
        <extracomment>Galactic Warfare board: the battle going on. %1, %2: sides; %3, %4: their dice, e.g. &apos;White attacks Blue · dice: 2 against 1&apos;.</extracomment>
        <translation>%1 attacca %2 · dadi: %3 contro %4</translation>
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
        <translation>%1 (%2 carte): %3</translation>
    </message>
    <message>
        <source>Playable now.</source>
        <extracomment>Galactic Warfare board: said of a card of the hand that can be played now.</extracomment>
        <translation>Giocabile ora.</translation>
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
            <numerusform>%n nave in gioco</numerusform>
            <numerusform>%n navi in gioco</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <extracomment>Galactic Warfare: the cards a side holds, in its panel (the other side&apos;s: only a count).</extracomment>
        <translation>
            <numerusform>%n carta in mano</numerusform>
            <numerusform>%n carte in mano</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards</source>
        <extracomment>Galactic Warfare: the heading of the player&apos;s hand of cards in the side panel.</extracomment>
        <translation>Le tue carte</translation>
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
        <translation>Due flotte di 12 navi, Bianco e Blu, si fronteggiano su una griglia di 80 caselle con un pianeta natale di 8 caselle a ciascuna estremità. Vinci catturando tutte le navi dell’avversario o occupando con le tue navi ogni casella del suo pianeta natale.</translation>
    </message>
    <message>
        <source>Each player is dealt 15 cards and sees only their own. Both roll a die: the higher roller chooses to move first, to let the other move first, or to leave the choice to the other.</source>
        <translation>Ogni giocatore riceve 15 carte e vede solo le proprie. Entrambi tirano un dado: chi fa di più sceglie se muovere per primo, lasciar muovere per primo l’altro o lasciare la scelta all’altro.</translation>
    </message>
    <message>
        <source>The deck has 50 cards of 15 kinds (the rulebook says both 100 and 50 and lists none: we designed them). A player to whom the choice is left cannot leave it back.</source>
        <translation>Il mazzo ha 50 carte di 15 tipi (il regolamento dice sia 100 sia 50 e non ne elenca nessuna: le abbiamo ideate noi). Un giocatore a cui è lasciata la scelta non può restituirla.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Il turno</translation>
    </message>
    <message>
        <source>A turn is one move: a charge, an attack, or a stuck ship&apos;s attempt to retreat. Ships stay on the dark squares and move only forward.</source>
        <translation>Un turno è una mossa: una carica, un attacco o il tentativo di ritirata di una nave bloccata. Le navi restano sulle caselle scure e si muovono solo in avanti.</translation>
    </message>
    <message>
        <source>Charge: a ship moves diagonally forward onto an adjoining vacant dark square.</source>
        <translation>Carica: una nave si muove in diagonale in avanti su una casella scura libera adiacente.</translation>
    </message>
    <message>
        <source>From the last row before the enemy planet a ship may enter any of the three vacant planet squares ahead of it; a ship that went home leaves its planet onto a dark square of the first row. A ship inside the enemy planet stays there for the rest of the game.</source>
        <translation>Dall’ultima riga prima del pianeta nemico una nave può entrare in una qualsiasi delle tre caselle libere del pianeta davanti a sé; una nave tornata a casa lascia il suo pianeta verso una casella scura della prima riga. Una nave dentro il pianeta nemico vi resta per il resto della partita.</translation>
    </message>
    <message>
        <source>Attack: a ship attacks an enemy ship on an adjoining square diagonally forward when the square beyond is vacant; an enemy inside its own home planet needs no square beyond.</source>
        <translation>Attacco: una nave attacca una nave nemica su una casella adiacente in diagonale in avanti quando la casella oltre è libera; un nemico dentro il proprio pianeta natale non richiede una casella oltre.</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Each side rolls one die for every ship in its stack and adds them up; the higher sum wins. A defender inside its own home planet rolls one die more.</source>
        <translation>Ogni fazione tira un dado per ogni nave della sua pila e li somma; vince la somma più alta. Un difensore dentro il proprio pianeta natale tira un dado in più.</translation>
    </message>
    <message>
        <source>A tie is rolled again.</source>
        <translation>In caso di pareggio si ritira.</translation>
    </message>
    <message>
        <source>The winning attacker captures one ship of the defending stack and keeps it under its own as a power-up (at most 3; the rest are discarded), then jumps to the square beyond, or takes the square when it was inside the enemy planet.</source>
        <translation>L’attaccante vincitore cattura una nave della pila in difesa e la tiene sotto la propria come potenziamento (al massimo 3; le altre vengono scartate), poi salta sulla casella oltre, o prende la casella se era dentro il pianeta nemico.</translation>
    </message>
    <message>
        <source>A beaten attacker retreats to a vacant square of its own home planet that the opponent chooses; with none vacant it leaves play.</source>
        <translation>Un attaccante sconfitto si ritira su una casella libera del proprio pianeta natale scelta dall’avversario; se non ce n’è nessuna libera, esce dal gioco.</translation>
    </message>
    <message>
        <source>The whole beaten stack retreats, power-ups and all; the defender captures nothing.</source>
        <translation>L’intera pila sconfitta si ritira, potenziamenti compresi; il difensore non cattura nulla.</translation>
    </message>
    <message>
        <source>A ship before the enemy planet that cannot enter or attack is stuck: instead of a move you may roll two dice for it, and on doubles it goes back to your home planet.</source>
        <translation>Una nave davanti al pianeta nemico che non può entrare né attaccare è bloccata: invece di una mossa puoi tirare due dadi per lei, e con un doppio torna al tuo pianeta natale.</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Each player may play one card per turn, when the card says: before your move, in a battle before or after the roll, or after your move.</source>
        <translation>Ogni giocatore può giocare una carta per turno, quando lo dice la carta: prima della tua mossa, in battaglia prima o dopo il tiro, o dopo la tua mossa.</translation>
    </message>
    <message>
        <source>In a battle both players are always asked, even with no card they could play, so that being asked tells nothing about a hand: the attacker first before the roll, the defender first after it.</source>
        <translation>In battaglia vengono sempre interpellati entrambi i giocatori, anche senza carte giocabili, così che la domanda non riveli nulla di una mano: prima del tiro per primo l’attaccante, dopo il tiro per primo il difensore.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>La fine</translation>
    </message>
    <message>
        <source>The cards of this game</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading: the list of every card of the game&apos;s deck.</extracomment>
        <translation>Le carte di questa partita</translation>
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
        <translation>Questa partita</translation>
    </message>
    <message>
        <source>Board: %1 × %2 squares</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: columns, %2: rows.</extracomment>
        <translation>Tabellone: %1 × %2 caselle</translation>
    </message>
    <message>
        <source>Ships at the start: White %1, Blue %2</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1, %2: ships of each side.</extracomment>
        <translation>Navi all&apos;inizio: Bianco %1, Blu %2</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %1 dealt to each player from a deck of %n</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: cards dealt to each player; %n: the cards of the deck.</extracomment>
        <translation>
            <numerusform>Carte: %1 a ogni giocatore da un mazzo di %n carta</numerusform>
            <numerusform>Carte: %1 a ogni giocatore da un mazzo di %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Power-ups: at most %n under a ship</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: the most power-ups under one ship.</extracomment>
        <translation>
            <numerusform>Potenziamenti: al massimo %n sotto una nave</numerusform>
            <numerusform>Potenziamenti: al massimo %n sotto una nave</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dice: %n per ship, %1 more for a defender inside its home planet</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %n: dice per ship of a stack; %1: the dice a defender inside its own home planet adds.</extracomment>
        <translation>
            <numerusform>Dadi: %n per nave, %1 in più per un difensore sul proprio pianeta</numerusform>
            <numerusform>Dadi: %n per nave, %1 in più per un difensore sul proprio pianeta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn limit: %n turn(s)</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: when the game ends at the latest.</extracomment>
        <translation>
            <numerusform>Limite: %n turno</numerusform>
            <numerusform>Limite: %n turni</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie is won by the defender (this game&apos;s rules).</source>
        <extracomment>Galactic Warfare&apos;s rules: a rule variant&apos;s ties.</extracomment>
        <translation>Il pareggio lo vince il difensore (regole di questa partita).</translation>
    </message>
    <message>
        <source>A player who cannot move passes. After a pass by each player in a row, or after %1 turns, the player with more ships in play wins, else it is a draw.</source>
        <extracomment>Galactic Warfare&apos;s rules. %1: the turn limit, e.g. &apos;400&apos;.</extracomment>
        <translation>Un giocatore che non può muovere passa. Quando entrambi i giocatori passano di seguito, o dopo %1 turni, vince il giocatore con più navi in gioco; altrimenti è pareggio.</translation>
    </message>
</context>
<context>
    <name>GwSquare</name>
    <message>
        <source>White ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Nave bianca</translation>
    </message>
    <message>
        <source>Blue ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Nave blu</translation>
    </message>
    <message>
        <source>vacant</source>
        <extracomment>Galactic Warfare board: a square without a ship, for a screen reader.</extracomment>
        <translation>libera</translation>
    </message>
    <message>
        <source>select this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>seleziona questa nave</translation>
    </message>
    <message>
        <source>charge here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>carica qui</translation>
    </message>
    <message>
        <source>attack this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>attacca questa nave</translation>
    </message>
    <message>
        <source>retreat here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): a beaten ship retreats to this home square.</extracomment>
        <translation>ritirata qui</translation>
    </message>
    <message>
        <source>play the card here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): the square a card is played on.</extracomment>
        <translation>gioca la carta qui</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n power-up(s)</source>
        <extracomment>Galactic Warfare board: a ship on a square with its power-ups (captured ships under it), for a screen reader and the tool tip. %1: &apos;White ship&apos; or &apos;Blue ship&apos;.</extracomment>
        <translation>
            <numerusform>%1, %n potenziamento</numerusform>
            <numerusform>%1, %n potenziamenti</numerusform>
        </translation>
    </message>
    <message>
        <source>under attack</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>sotto attacco</translation>
    </message>
    <message>
        <source>attacking</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>all’attacco</translation>
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
        <translation>Giochi da tavolo spaziali contro gli amici o il computer</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <extracomment>The home page: a button. Other texts refer to it (&quot;Open saved game&quot; brings it back): keep them alike.</extracomment>
        <translation>Apri partita salvata…</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The home page: a button: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <source>Design your own galaxies, ship tables, decks and rule variants</source>
        <translation>Crea le tue galassie, tabelle delle navi, mazzi e varianti di regole</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>The home page: a button: open the settings (a noun).</extracomment>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>The home page: a button: about the app, its version and credits.</extracomment>
        <translation>Informazioni</translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>La tua partita a %1 ti aspetta.</translation>
    </message>
    <message>
        <source>Your game of %1 is over.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>La tua partita a %1 è finita.</translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <extracomment>The home page: the heading of the banner of the game waiting.</extracomment>
        <translation>Continua l’ultima partita</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The home page: the random seed of the game waiting. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Seme %1</translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <extracomment>The home page: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Salvata automaticamente il %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>The home page: a button: go back to the game being played. Short.</extracomment>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Vedi il risultato</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>The home page: a button: go on with the game waiting (a verb).</extracomment>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>The home page: a button on a game&apos;s card: start a new game of it (a verb). Short.</extracomment>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page: a label on a game&apos;s card that cannot be played yet. Short.</extracomment>
        <translation>Prossimamente</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The home page: what a screen reader says for the whole page (its title). Short.</extracomment>
        <translation>Pagina iniziale</translation>
    </message>
    <message>
        <source>Saved automatically on %1, but a later autosave failed: this may be an older position than the one you last saw.</source>
        <extracomment>The home page, when the last autosave failed: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Salvata automaticamente il %1, ma un salvataggio automatico successivo non è riuscito: potrebbe essere una posizione precedente all’ultima che hai visto.</translation>
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
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation>Impossibile catturare la finestra.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>Impossibile scrivere %1.</translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation>Starboard: giochi da tavolo spaziali.</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --game, in the help: &apos;--game &lt;id&gt;&apos;; a game&apos;s identifier. One short word, no spaces.</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Apre una partita salvata.</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of an option, in the help: &apos;--load &lt;file&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>file</translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation>Il seme della nuova partita (con --game); casuale se omesso.</translation>
    </message>
    <message>
        <source>number</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --seed, in the help: &apos;--seed &lt;number&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>numero</translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <extracomment>The command line (starboard --help and its errors): the help of the option --lang. %1: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>La lingua per questa esecuzione: %1 (predefinita: quella scelta nelle impostazioni).</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --lang, in the help: &apos;--lang &lt;code&gt;&apos; (a language code). One short word, no spaces.</extracomment>
        <translation>codice</translation>
    </message>
    <message>
        <source>Save a PNG of the window once it is shown, then quit. Nothing is saved or remembered in this mode.</source>
        <translation>Salva un PNG della finestra appena viene mostrata, poi esce. In questa modalità non viene salvato né ricordato nulla.</translation>
    </message>
    <message>
        <source>Open the Workshop (the content editor), with the files given after the options.</source>
        <translation>Apre il Laboratorio (l’editor dei contenuti), con i file indicati dopo le opzioni.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <extracomment>The command line (starboard --help and its errors): the name of the arguments in the help&apos;s usage line: any number of files. Keep the brackets and the dots.</extracomment>
        <translation>[file...]</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the program&apos;s name, &apos;starboard&apos;; keep &apos;--help&apos; as it is.</extracomment>
        <translation>Prova «%1 --help» per maggiori informazioni.</translation>
    </message>
    <message>
        <source>--workshop cannot be used with --game or --load.</source>
        <translation>--workshop non si può usare con --game o --load.</translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>Il file «%1» non esiste.</translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation>--game e --load non si possono usare insieme.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the identifier given; %2: the games&apos; identifiers, e.g. &apos;galaxy-of-d, galaxy-command&apos;.</extracomment>
        <translation>Gioco sconosciuto «%1». Giochi: %2.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the seed given.</extracomment>
        <translation>Il seme deve essere un numero intero da 0 a 18446744073709551615, non «%1».</translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation>--seed richiede --game.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the code given; %2: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>Lingua sconosciuta «%1». Lingue: %2.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot richiede un nome di file.</translation>
    </message>
    <message>
        <source>The main view is not a Starboard window.</source>
        <translation>La vista principale non è una finestra di Starboard.</translation>
    </message>
    <message>
        <source>Only one saved game can be opened at a time (&apos;%1&apos; and &apos;%2&apos;).</source>
        <extracomment>The command line (starboard --help and its errors): %1 and %2: files&apos; paths.</extracomment>
        <translation>Si può aprire una sola partita salvata alla volta («%1» e «%2»).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: Starboard opens saved games and content files, not &quot;%2&quot; files.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; %2: its extension, e.g. &apos;txt&apos;.</extracomment>
        <translation>Impossibile aprire «%1»: Starboard apre partite salvate e file di contenuto, non file «%2».</translation>
    </message>
    <message>
        <source>Files to open: a saved game is played, content files (galaxies, ship tables, rulesets, ...) open in the Workshop. With --workshop: files to open in the Workshop.</source>
        <translation>File da aprire: una partita salvata viene giocata, i file di contenuto (galassie, tabelle delle navi, set di regole, ...) si aprono nel Laboratorio. Con --workshop: i file da aprire nel Laboratorio.</translation>
    </message>
    <message>
        <source>The saved game &apos;%1&apos; cannot be opened together with --game or --load.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path. Keep &apos;--game&apos; and &apos;--load&apos; as they are.</extracomment>
        <translation>La partita salvata «%1» non si può aprire insieme a --game o --load.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; the reason follows on the next line.</extracomment>
        <translation>Impossibile aprire «%1»:</translation>
    </message>
    <message>
        <source>Could not start Starboard again: %1</source>
        <extracomment>On the console, after Settings&apos; &quot;Restart now&quot; failed: %1: the system&apos;s reason.</extracomment>
        <translation>Impossibile riavviare Starboard: %1</translation>
    </message>
    <message>
        <source>The game continues from its autosave of turn %1 (%2). The newest autosave could not be loaded: %3</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: the turn number; %2: a date and time; %3: the first problem of the newest one.</extracomment>
        <translation>La partita riprende dal suo salvataggio automatico del turno %1 (%2). Non è stato possibile caricare il salvataggio automatico più recente: %3</translation>
    </message>
    <message>
        <source>The game continues from the autosave before the newest one (%1). The newest autosave could not be loaded: %2</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: a date and time; %2: the first problem of the newest one.</extracomment>
        <translation>La partita riprende dal salvataggio automatico precedente al più recente (%1). Non è stato possibile caricare il salvataggio automatico più recente: %2</translation>
    </message>
    <message>
        <source>An earlier autosave was used</source>
        <extracomment>The title of the message when Continue used an earlier autosave.</extracomment>
        <translation>È stato usato un salvataggio automatico precedente</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>Open saved game, when the game in progress could not be saved aside first. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Non è stato possibile salvare la partita in corso, che quindi resta aperta: %1</translation>
    </message>
    <message>
        <source>Your game in progress was put aside</source>
        <extracomment>The title of the message after Open saved game put the game in progress aside.</extracomment>
        <translation>La tua partita in corso è stata messa da parte</translation>
    </message>
    <message>
        <source>It was saved as &quot;%1&quot; in the folder &quot;Games put aside&quot;; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>After Open saved game. %1: a file&apos;s name; &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button.</extracomment>
        <translation>È stata salvata come «%1» nella cartella «Games put aside»; «Apri partita salvata» la riprende.</translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once with the fewest players it takes: you, and computer players (Standard level) in the other seats it needs.</source>
        <extracomment>The command line (starboard --help): the help of the option --game. The games for one (Galaxy Command, Galaxy Fighters) start solo; the others give the computer the seats they need besides yours.</extracomment>
        <translation>Avvia subito una nuova partita a &lt;id&gt; con il minimo di giocatori: tu e giocatori del computer (livello Standard) negli altri posti necessari.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser: a person plays this seat (a noun).</extracomment>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser. %1: a computer player&apos;s level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>New game dialog: the dialog&apos;s title. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Nuova partita a %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>New game dialog: a button (a verb).</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>New game dialog: a button (a verb phrase).</extracomment>
        <translation>Inizia partita</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>New game dialog: the heading of the players&apos; section (a noun, plural).</extracomment>
        <translation>Giocatori</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>New game dialog: the number of players chosen. %n: the number.</extracomment>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a name field. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Nome del giocatore %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>New game dialog: the heading of the setup section: the content and rules the game is set up with (a noun).</extracomment>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Normal: random galaxy, bid for the Starbase</source>
        <translation>Normale: galassia casuale, asta per la Base stellare</translation>
    </message>
    <message>
        <source>Quick: fixed start, no pirates (first games)</source>
        <translation>Rapida: partenza fissa, niente pirati (prime partite)</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Full deck: 54 cards</source>
        <extracomment>New game dialog: an entry of the Deck chooser: Galaxy Command&apos;s standard rule set, with every card of the deck.</extracomment>
        <translation>Mazzo completo: 54 carte</translation>
    </message>
    <message>
        <source>Original solitaire: 18 cards (1 player)</source>
        <translation>Solitario originale: 18 carte (1 giocatore)</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s map (a noun).</extracomment>
        <translation>Galassia</translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <extracomment>New game dialog: the Galaxy field when no file is chosen: the galaxy that comes with the app.</extracomment>
        <translation>La galassia inclusa</translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation>Scegli un file di galassia</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>New game dialog: a field&apos;s label: the rule set or variant (a noun, plural).</extracomment>
        <translation>Regole</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <extracomment>New game dialog: the Rules field when no file is chosen: the rules that come with the app.</extracomment>
        <translation>Le regole standard</translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation>Scegli un file di regole o di variante</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>New game dialog: a field&apos;s label: the random seed of the game, a number (a noun; a technical term).</extracomment>
        <translation>Seme</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>New game dialog: a placeholder in the empty seed field: a random seed will be chosen (an adjective). Short.</extracomment>
        <translation>casuale</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>New game dialog: a button: choose another random seed. Short.</extracomment>
        <translation>Nuovo seme</translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation>Stesso seme, stessi giocatori e stessi file danno gli stessi dadi e le stesse pescate.</translation>
    </message>
    <message>
        <source>Player %1: human or computer level</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Giocatore %1: umano o livello del computer</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>New game dialog: a field&apos;s label: how hard a Galaxy Fighters game is (a noun).</extracomment>
        <translation>Difficoltà</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the easiest; the rulebook&apos;s name).</extracomment>
        <translation>Recluta</translation>
    </message>
    <message>
        <source>15 spawn cards, 3 backup ships, lost at 3 invaded districts</source>
        <extracomment>New game dialog: what the Rookie difficulty of Galaxy Fighters means.</extracomment>
        <translation>15 carte ondata, 3 astronavi di riserva, sconfitta con 3 distretti invasi</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the standard one; the rulebook&apos;s name).</extracomment>
        <translation>Pilota esperto</translation>
    </message>
    <message>
        <source>20 spawn cards, 3 backup ships, lost at 2 invaded districts</source>
        <extracomment>New game dialog: what the Expert Pilot difficulty of Galaxy Fighters means.</extracomment>
        <translation>20 carte ondata, 3 astronavi di riserva, sconfitta con 2 distretti invasi</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the hardest; the rulebook&apos;s name).</extracomment>
        <translation>Asso</translation>
    </message>
    <message>
        <source>25 spawn cards, 2 backup ships, lost at the first invaded district</source>
        <extracomment>New game dialog: what the Ace difficulty of Galaxy Fighters means.</extracomment>
        <translation>25 carte ondata, 2 astronavi di riserva, sconfitta al primo distretto invaso</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>New game dialog: the game in progress could not be saved aside, so the new game was not started. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Non è stato possibile salvare la partita in corso, che quindi resta aperta: %1</translation>
    </message>
    <message>
        <source>Your game of %1 in progress is saved into the folder &quot;Games put aside&quot; before this one starts; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>New game dialog: said when a game is in progress. %1: its game&apos;s name, e.g. &apos;Galaxy of D&apos;. &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button: use its translation.</extracomment>
        <translation>La tua partita di %1 in corso viene salvata nella cartella «Games put aside» prima che inizi questa; «Apri partita salvata» la riprende.</translation>
    </message>
    <message>
        <source>As shipped</source>
        <extracomment>New game dialog: a content file&apos;s field when no file is chosen: the content that comes with the app is used (e.g. the ship table as shipped).</extracomment>
        <translation>Come fornito</translation>
    </message>
    <message>
        <source>Choose a file: %1</source>
        <extracomment>New game dialog: the title of the file dialog of a content field. %1: the field&apos;s label, e.g. &apos;Ship table&apos;.</extracomment>
        <translation>Scegli un file: %1</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Tabella delle navi</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Oggetti</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>New game dialog: a field&apos;s label: a deck of cards (a noun).</extracomment>
        <translation>Mazzo di carte</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Plancia delle tecnologie</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Carte astronave</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Mazzo delle ondate</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Equipaggiamento del cockpit</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>New game dialog: a field&apos;s label: Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Tabellone</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The file dialog that opens a saved game: its button (a verb).</extracomment>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Partite salvate (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>The screen between two players of one device (hot seat): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <extracomment>The screen between two players of one device: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Il tabellone resta nascosto finché %1 non è davanti allo schermo, così nessuno vede i segreti di un altro giocatore.</translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <extracomment>The screen between two players of one device: a button. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Sono %1, mostra il mio tabellone</translation>
    </message>
    <message>
        <source>The last moves</source>
        <extracomment>The screen between two players of one device: the heading of the list of what happened since the next player last played (public moves only).</extracomment>
        <translation>Le ultime mosse</translation>
    </message>
</context>
<context>
    <name>PlayItGuard</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <extracomment>A game in progress is saved aside before another starts, and its folder cannot be made. %1: a folder&apos;s path.</extracomment>
        <translation>Impossibile creare la cartella %1.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>The results list (home page): a computer player among the players. %1: its name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>%1 (computer)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The results list (home page): the score of a solitaire game. %n: the points.</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
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
        <translation>Risultati di %1</translation>
    </message>
    <message>
        <source>Your results in %1</source>
        <extracomment>The home page, the results list: its heading. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>I tuoi risultati a %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>The home page, the results list: %n: the games played.</extracomment>
        <translation>
            <numerusform>%n partita giocata</numerusform>
            <numerusform>%n partite giocate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <extracomment>The home page, the results list: after the games played. %n: the games won.</extracomment>
        <translation>
            <numerusform>%n vinta</numerusform>
            <numerusform>%n vinte</numerusform>
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
        <translation>Seme %1</translation>
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
        <translation>I paragrafi normali riportano ciò che dice il regolamento.</translation>
    </message>
    <message>
        <source>paragraphs like this one are how Starboard plays where the rulebook is silent, unclear or refers to a lost picture.</source>
        <translation>i paragrafi come questo indicano come gioca Starboard dove il regolamento tace, non è chiaro o rimanda a un’illustrazione perduta.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Our reading: %1</source>
        <extracomment>The rules beside the board: the screen reader&apos;s text of a paragraph where Starboard decides what the rulebook leaves open. %1: the paragraph.</extracomment>
        <translation>Nostra interpretazione: %1</translation>
    </message>
    <message>
        <source>Our reading:</source>
        <extracomment>The rules beside the board: the bold mark before a paragraph where Starboard decides what the rulebook leaves open (our interpretation).</extracomment>
        <translation>Nostra interpretazione:</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The file dialog that saves the game: its button (a verb).</extracomment>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partite salvate (*.json)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Winner</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): the player won (a noun).</extracomment>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): a computer player is choosing its move.</extracomment>
        <translation>Sta pensando…</translation>
    </message>
    <message>
        <source>To play</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): it is the player&apos;s turn.</extracomment>
        <translation>Di turno</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>A player&apos;s panel: a person plays this seat (a noun).</extracomment>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A player&apos;s panel: a computer player. %1: its level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Computer (%1)</translation>
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
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>The Settings dialog: a heading (a noun).</extracomment>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>The Settings dialog: an entry of the language list: the language of the computer&apos;s system.</extracomment>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>The Settings dialog: a heading: the settings of the computer players.</extracomment>
        <translation>Giocatori computer</translation>
    </message>
    <message>
        <source>Computer moves</source>
        <extracomment>The Settings dialog: a heading: how fast the computer players&apos; moves are shown.</extracomment>
        <translation>Mosse del computer</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Veloci</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves: no waiting (an adjective). Short.</extracomment>
        <translation>Istantanee</translation>
    </message>
    <message>
        <source>The window&apos;s size and place are remembered when you quit.</source>
        <translation>Dimensioni e posizione della finestra vengono ricordate all’uscita.</translation>
    </message>
    <message>
        <source>Pseudo-language (for testing)</source>
        <translation>Pseudolingua (per i test)</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <extracomment>A language in the chooser: %1 its name, %2 the share of the app&apos;s texts it translates, in whole percent (&quot;Deutsch (100%)&quot;).</extracomment>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>%1: from your translations folder (%2)</source>
        <extracomment>%1: a language&apos;s name, %2: the path of the translator&apos;s file it is loaded from.</extracomment>
        <translation>%1: dalla tua cartella delle traduzioni (%2)</translation>
    </message>
    <message>
        <source>Drop a starboard_&lt;code&gt;.qm here to try a translation:</source>
        <translation>Metti qui un starboard_&lt;code&gt;.qm per provare una traduzione:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings: a label before a switch: colours and borders with stronger contrast.</extracomment>
        <translation>Contrasto elevato</translation>
    </message>
    <message>
        <source>Interface size</source>
        <extracomment>Settings: a label before a list of sizes in percent (everything larger or smaller).</extracomment>
        <translation>Dimensione dell’interfaccia</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Settings: an interface size in percent: %1: a number, e.g. 150 for &apos;150%&apos;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>The interface size is set by QT_SCALE_FACTOR in your environment (%1%).</source>
        <extracomment>%1: the size in percent that the QT_SCALE_FACTOR environment variable sets.</extracomment>
        <translation>La dimensione dell’interfaccia è impostata da QT_SCALE_FACTOR nel tuo ambiente (%1%).</translation>
    </message>
    <message>
        <source>The new size applies when Starboard restarts. The game in progress is kept: Continue brings it back.</source>
        <translation>La nuova dimensione si applica al riavvio di Starboard. La partita in corso viene conservata: Continua la riprende.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <extracomment>Settings: a button: start Starboard again now so that the new interface size applies.</extracomment>
        <translation>Riavvia ora</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>%1: /format: the Workshop does not edit &apos;%2&apos; files</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; &apos;/format&apos; is the place in the file (keep it); %2: the format found.</extracomment>
        <translation>%1: /format: il Laboratorio non modifica i file «%2»</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: impossibile aprire il file (%2)</translation>
    </message>
    <message>
        <source>%1 (untitled)</source>
        <comment>a new document of this kind, never saved</comment>
        <extracomment>Workshop: the name of a new document not yet saved. %1: the kind of content, e.g. &apos;Galaxy (untitled)&apos;.</extracomment>
        <translation>%1 (senza titolo)</translation>
    </message>
    <message>
        <source>The document has no file yet: use Save As.</source>
        <translation>Il documento non ha ancora un file: usa «Salva come».</translation>
    </message>
    <message>
        <source>%1: cannot save (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: impossibile salvare (%2); il file su disco non è stato modificato.</translation>
    </message>
    <message>
        <source>Empty variant (the standard rules)</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant that changes nothing yet.</extracomment>
        <translation>Variante vuota (le regole standard)</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant for a shorter game.</extracomment>
        <translation>Partita breve</translation>
    </message>
    <message>
        <source>Rich galaxy</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a galaxy with more planets.</extracomment>
        <translation>Galassia ricca</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Workshop: a kind of content (File &gt; New, the Problems panel): Galaxy of D&apos;s map of sectors (a noun).</extracomment>
        <translation>Galassia</translation>
    </message>
    <message>
        <source>The galaxy of the rulebook</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): the galaxy printed in the rulebook.</extracomment>
        <translation>La galassia del regolamento</translation>
    </message>
    <message>
        <source>Empty galaxy</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): a galaxy without sectors.</extracomment>
        <translation>Galassia vuota</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Tabella delle navi</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Oggetti</translation>
    </message>
    <message>
        <source>Galaxy of D rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy of D&apos;s rules.</extracomment>
        <translation>Variante di regole di Galaxy of D</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Mazzo di carte</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Plancia delle tecnologie</translation>
    </message>
    <message>
        <source>Galaxy Command rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy Command&apos;s rules.</extracomment>
        <translation>Variante di regole di Galaxy Command</translation>
    </message>
    <message>
        <source>Near system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system close to home (Workshop, deck editor: the card list&apos;s Kind column and the Kind chooser).</extracomment>
        <translation>Sistema vicino</translation>
    </message>
    <message>
        <source>Distant system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system far away, needs Forward Star Bases (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Sistema lontano</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: an event card (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Red alert</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a red alert card, a harsher event (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Allerta rossa</translation>
    </message>
    <message>
        <source>Make %1 a near system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Rendi %1 un sistema vicino</translation>
    </message>
    <message>
        <source>Make %1 a distant system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Rendi %1 un sistema lontano</translation>
    </message>
    <message>
        <source>Make %1 an event</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Rendi %1 un evento</translation>
    </message>
    <message>
        <source>Make %1 a red alert</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Rendi %1 un’allerta rossa</translation>
    </message>
    <message>
        <source>Resources</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the event gives resources.</extracomment>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the workers strike, no production (a noun).</extracomment>
        <translation>Sciopero</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): a revolt against a system (a noun).</extracomment>
        <translation>Rivolta</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an invasion of a system (a noun).</extracomment>
        <translation>Invasione</translation>
    </message>
    <message>
        <source>Peace</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): nothing happens (a noun).</extracomment>
        <translation>Pace</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the army seizes power (a noun).</extracomment>
        <translation>Colpo di Stato militare</translation>
    </message>
    <message>
        <source>Raid</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): pirates raid the storage (a noun).</extracomment>
        <translation>Incursione</translation>
    </message>
    <message>
        <source>Ambush</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an ambush at the border (a noun).</extracomment>
        <translation>Imboscata</translation>
    </message>
    <message>
        <source>wealth</source>
        <extracomment>Galaxy Command&apos;s resource wealth (lower case: used inside other texts, e.g. &apos;Every player gains 2 wealth.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>ricchezza</translation>
    </message>
    <message>
        <source>metal</source>
        <extracomment>Galaxy Command&apos;s resource metal (lower case: used inside other texts, e.g. &apos;Every player gains 2 metal.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>metallo</translation>
    </message>
    <message>
        <source>Year %1: gain</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card giving resources. %1: the year, 1 or 2. The field is the amount gained.</extracomment>
        <translation>Anno %1: guadagno</translation>
    </message>
    <message>
        <source>Year %1: force +</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a revolt or invasion card. %1: the year, 1 or 2. The field is the bonus added to the attacking force&apos;s roll (force +N).</extracomment>
        <translation>Anno %1: forza +</translation>
    </message>
    <message>
        <source>Year %1: military lost</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card. %1: the year, 1 or 2. The field is the military strength lost.</extracomment>
        <translation>Anno %1: forza militare persa</translation>
    </message>
    <message>
        <source>Year %1: lose</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card. %1: the year, 1 or 2. The field is the amount lost.</extracomment>
        <translation>Anno %1: perdita</translation>
    </message>
    <message>
        <source>Year %1: invasion force</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card. %1: the year, 1 or 2. The field is the invasion&apos;s force.</extracomment>
        <translation>Anno %1: forza d’invasione</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card&apos;s effect. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Anno %1</translation>
    </message>
    <message>
        <source>Storage at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card, before a number: players with this much in storage or more are struck.</extracomment>
        <translation>Riserva minima</translation>
    </message>
    <message>
        <source>Military at most</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card, before a number: players with this military strength or less are struck.</extracomment>
        <translation>Forza militare massima</translation>
    </message>
    <message>
        <source>Military at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: players with this military strength or more roll.</extracomment>
        <translation>Forza militare minima</translation>
    </message>
    <message>
        <source>Every player gains %1 %2.</source>
        <extracomment>Workshop, deck editor: the effect of an event card as the card preview shows it. %1: an amount, e.g. 2; %2: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Ogni giocatore guadagna %1 %2.</translation>
    </message>
    <message>
        <source>Strike: no production next turn.</source>
        <translation>Sciopero: nessuna produzione nel prossimo turno.</translation>
    </message>
    <message>
        <source>Revolt against the aligned system of least resistance, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of a revolt card in the card preview. %1: the bonus to the revolt&apos;s roll, e.g. 2.</extracomment>
        <translation>Rivolta contro il sistema annesso con la resistenza più bassa, forza +%1.</translation>
    </message>
    <message>
        <source>Invasion of the system aligned last, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of an invasion card in the card preview. %1: the bonus to the invasion&apos;s roll, e.g. 2.</extracomment>
        <translation>Invasione dell’ultimo sistema annesso, forza +%1.</translation>
    </message>
    <message>
        <source>Peace: nothing happens.</source>
        <translation>Pace: non succede nulla.</translation>
    </message>
    <message>
        <source>Military %1 or more: on a roll of %2+ lose %3 military.</source>
        <extracomment>Workshop, deck editor: the effect of a military coup card in the card preview. %1: a military strength, e.g. 3; %2: the roll needed, e.g. 4; %3: the military strength lost, e.g. 1.</extracomment>
        <translation>Forza militare %1 o più: con un tiro di %2+ perdi %3 di forza militare.</translation>
    </message>
    <message>
        <source>Storage of %1 or more: lose %2 %3.</source>
        <extracomment>Workshop, deck editor: the effect of a raid card in the card preview. %1: a threshold, e.g. 3; %2: an amount, e.g. 2; %3: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Riserva di %1 o più: perdi %2 %3.</translation>
    </message>
    <message>
        <source>Military %1 or less: an invasion of force %2.</source>
        <extracomment>Workshop, deck editor: the effect of a border ambush card in the card preview. %1: a military strength, e.g. 1; %2: the invasion&apos;s force, e.g. 3.</extracomment>
        <translation>Forza militare %1 o meno: un’invasione di forza %2.</translation>
    </message>
    <message>
        <source>Set-up: normal (5) or quick (10), fixed Things</source>
        <translation>Preparazione: normale (5) o rapida (10), Oggetti fissi</translation>
    </message>
    <message>
        <source>Sides of the die</source>
        <translation>Facce del dado</translation>
    </message>
    <message>
        <source>Armor of a Starbase at the start (3.2)</source>
        <translation>Corazza iniziale di una Base stellare (3.2)</translation>
    </message>
    <message>
        <source>Attack power of a Starbase (3.2)</source>
        <translation>Potenza d’attacco di una Base stellare (3.2)</translation>
    </message>
    <message>
        <source>Money a Starbase earns each production (6.5)</source>
        <translation>Denaro che una Base stellare guadagna a ogni produzione (6.5)</translation>
    </message>
    <message>
        <source>Armor a Starbase loses every turn (6.5)</source>
        <translation>Corazza che una Base stellare perde a ogni turno (6.5)</translation>
    </message>
    <message>
        <source>Most money a player may keep (3.2)</source>
        <translation>Denaro massimo che un giocatore può tenere (3.2)</translation>
    </message>
    <message>
        <source>Things drawn: a die roll plus this (5.1)</source>
        <translation>Oggetti estratti: un tiro di dado più questo valore (5.1)</translation>
    </message>
    <message>
        <source>Starting money: a die roll plus this (5.2)</source>
        <translation>Denaro iniziale: un tiro di dado più questo valore (5.2)</translation>
    </message>
    <message>
        <source>Starting money in the quick set-up (10.5)</source>
        <translation>Denaro iniziale nella preparazione rapida (10.5)</translation>
    </message>
    <message>
        <source>Cargo price: distance times this (5.1)</source>
        <translation>Prezzo del carico: distanza per questo valore (5.1)</translation>
    </message>
    <message>
        <source>Least distance between two Starbases (5.2)</source>
        <translation>Distanza minima tra due Basi stellari (5.2)</translation>
    </message>
    <message>
        <source>A pirate moves on a roll up to this (6.3)</source>
        <translation>Un pirata si muove con un tiro fino a questo valore (6.3)</translation>
    </message>
    <message>
        <source>Things of the quick set-up, by id (10.1)</source>
        <translation>Oggetti della preparazione rapida, per ID (10.1)</translation>
    </message>
    <message>
        <source>Which cards make up the deck</source>
        <translation>Le carte che compongono il mazzo</translation>
    </message>
    <message>
        <source>Near systems in each player&apos;s sector</source>
        <translation>Sistemi vicini nel settore di ogni giocatore</translation>
    </message>
    <message>
        <source>Distant systems in each player&apos;s sector</source>
        <translation>Sistemi lontani nel settore di ogni giocatore</translation>
    </message>
    <message>
        <source>Event cards in Year 1 and Year 2</source>
        <translation>Carte evento nell’anno 1 e nell’anno 2</translation>
    </message>
    <message>
        <source>Metal production at the start</source>
        <translation>Produzione iniziale di metallo</translation>
    </message>
    <message>
        <source>Wealth production at the start</source>
        <translation>Produzione iniziale di ricchezza</translation>
    </message>
    <message>
        <source>Resources kept of each kind</source>
        <translation>Riserva massima di ogni risorsa</translation>
    </message>
    <message>
        <source>Resources kept with Interstellar Banking</source>
        <translation>Riserva massima con Banca interstellare</translation>
    </message>
    <message>
        <source>Most military strength</source>
        <translation>Forza militare massima</translation>
    </message>
    <message>
        <source>Most military strength with Capital Ships</source>
        <translation>Forza militare massima con Navi ammiraglie</translation>
    </message>
    <message>
        <source>Metal to build one military strength</source>
        <translation>Metallo per aumentare di uno la forza militare</translation>
    </message>
    <message>
        <source>Wealth to build one military strength</source>
        <translation>Ricchezza per aumentare di uno la forza militare</translation>
    </message>
    <message>
        <source>Interspecies Commerce: resources given ...</source>
        <translation>Commercio interspecie: risorse cedute ...</translation>
    </message>
    <message>
        <source>... for this many of the other resource</source>
        <translation>... per questa quantità dell’altra risorsa</translation>
    </message>
    <message>
        <source>Bonus of the exploration technology</source>
        <translation>Bonus «Esplorazione»</translation>
    </message>
    <message>
        <source>Bonus of the scientific technology</source>
        <translation>Bonus «Scienza»</translation>
    </message>
    <message>
        <source>Points of the warlord bonus</source>
        <translation>Punti del bonus «Conquistatore»</translation>
    </message>
    <message>
        <source>Multiplayer: aligned distant systems to win, per player</source>
        <translation>Multigiocatore: sistemi lontani annessi per vincere, per giocatore</translation>
    </message>
    <message>
        <source>Solitaire ranks: id, least score, name; &apos;;&apos; between</source>
        <translation>Gradi del solitario: ID, punteggio minimo, nome; «;» tra uno e l’altro</translation>
    </message>
    <message>
        <source>%1: not saved, because Starboard could not read the file back (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: why Starboard could not read the file, e.g. &apos;/home/me/g.json: the file is larger than the limit of 8388608 byte(s)&apos;.</extracomment>
        <translation>%1: non salvato, perché Starboard non potrebbe rileggere il file (%2); il file sul disco è invariato.</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Mazzo delle ondate</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Carte astronave</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Equipaggiamento del cockpit</translation>
    </message>
    <message>
        <source>Galaxy Fighters difficulty</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a difficulty of Galaxy Fighters (the game&apos;s numbers: spawn cards drawn, backup ships, ...).</extracomment>
        <translation>Difficoltà di Galaxy Fighters</translation>
    </message>
    <message>
        <source>Expert Pilot (the standard rules)</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s own difficulty &apos;Expert Pilot&apos; (the standard values).</extracomment>
        <translation>Pilota esperto (le regole standard)</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s easiest difficulty, &apos;Rookie&apos;.</extracomment>
        <translation>Recluta</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s hardest difficulty, &apos;Ace&apos;.</extracomment>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Away from the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: away from the district of the card&apos;s reader (to the opposite district).</extracomment>
        <translation>Lontano dal lettore</translation>
    </message>
    <message>
        <source>To the reader&apos;s left</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the left of the card&apos;s reader.</extracomment>
        <translation>Alla sinistra del lettore</translation>
    </message>
    <message>
        <source>To the reader&apos;s right</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the right of the card&apos;s reader.</extracomment>
        <translation>Alla destra del lettore</translation>
    </message>
    <message>
        <source>Toward the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: towards the district of the card&apos;s reader (the player whose turn spawns it).</extracomment>
        <translation>Verso il lettore</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the name players see.</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Il nome che vedono i giocatori</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the identifier (short).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>The id the cards name the kind by</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of an alien kind&apos;s id.</extracomment>
        <translation>L’ID con cui le carte indicano il tipo</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, spawn deck designer: a column header: spaces an alien kind moves each approach.</extracomment>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Spaces the kind moves in each approach, 1 to 5</source>
        <translation>Caselle di cui avanza il tipo a ogni avvicinamento, da 1 a 5</translation>
    </message>
    <message>
        <source>Not used by this kind</source>
        <extracomment>Workshop, Galaxy Fighters tables: the tool tip of a cell the row&apos;s kind does not use.</extracomment>
        <translation>Non usato da questo tipo</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a column&apos;s name, e.g. &apos;Cost&apos;; %2: the row&apos;s name, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Cambia «%1» di %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, Galaxy Fighters tables: a copied row&apos;s name. %1: the original&apos;s name.</extracomment>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new row&apos;s name.</extracomment>
        <translation>Aggiungi %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the row&apos;s name.</extracomment>
        <translation>Rimuovi %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Sposta su %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Sposta giù %1</translation>
    </message>
    <message>
        <source>The id in the files (lower-case letters, digits, &apos;-&apos;)</source>
        <translation>L’ID nei file (lettere minuscole, cifre, «-»)</translation>
    </message>
    <message>
        <source>Rules text</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the rules text players read.</extracomment>
        <translation>Testo delle regole</translation>
    </message>
    <message>
        <source>What it does, in words for the players (English)</source>
        <translation>Cosa fa, spiegato ai giocatori (in inglese)</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: Special symbols it costs.</extracomment>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Special symbols it costs, 1 to 4</source>
        <translation>Simboli Speciale che costa, da 1 a 4</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the ship&apos;s special ability.</extracomment>
        <translation>Speciale</translation>
    </message>
    <message>
        <source>The special the engine plays</source>
        <translation>La capacità speciale che il motore applica</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: the specials in the &apos;Special&apos; column (the game&apos;s terms; Astro Wing, Phalanx and Gladius have the first three).</extracomment>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Missile Command</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Astro Wing&apos;s; the game&apos;s term).</extracomment>
        <translation>Comando missili</translation>
    </message>
    <message>
        <source>Defense System</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Phalanx&apos;s Shielded Defense System).</extracomment>
        <translation>Sistema di difesa</translation>
    </message>
    <message>
        <source>Helper Drone</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Gladius&apos;s helper Drone).</extracomment>
        <translation>Drone di supporto</translation>
    </message>
    <message>
        <source>Side Cannon</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a cannon firing sideways).</extracomment>
        <translation>Cannone laterale</translation>
    </message>
    <message>
        <source>Nova Bomb</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a bomb over the ship&apos;s atmosphere).</extracomment>
        <translation>Bomba nova</translation>
    </message>
    <message>
        <source>Extra die</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (one more command die).</extracomment>
        <translation>Dado extra</translation>
    </message>
    <message>
        <source>Special cost</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: Special symbols the special costs.</extracomment>
        <translation>Costo speciale</translation>
    </message>
    <message>
        <source>Special symbols the special costs, 1 to 4</source>
        <translation>Simboli Speciale che costa la capacità speciale, da 1 a 4</translation>
    </message>
    <message>
        <source>Defence tiles</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: defence tiles the ship carries.</extracomment>
        <translation>Tessere difesa</translation>
    </message>
    <message>
        <source>Defence tiles the Defense System carries, 1 to 6</source>
        <translation>Tessere difesa del Sistema di difesa, da 1 a 6</translation>
    </message>
    <message>
        <source>Engines</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the engine modifications the ship allows (their ids).
----------
Workshop, Galaxy Fighters equipment: a tab: the engine modifications.</extracomment>
        <translation>Motori</translation>
    </message>
    <message>
        <source>Ids of the engine modifications it allows, separated by commas</source>
        <translation>ID delle modifiche al motore consentite, separati da virgole</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: what the engine plays (a weapon&apos;s, an engine modification&apos;s or a command tile&apos;s kind).</extracomment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>What the engine plays</source>
        <translation>Cosa applica il motore</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the engine modifications (the game&apos;s terms).</extracomment>
        <translation>Postbruciatore</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Motore a curvatura</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Deflettore</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Repulsore</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: spaces the Afterburner flies.</extracomment>
        <translation>Portata</translation>
    </message>
    <message>
        <source>Spaces the Afterburner flies, 1 to 4</source>
        <translation>Caselle percorse dal Postbruciatore, da 1 a 4</translation>
    </message>
    <message>
        <source>Adds a symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the kinds of command tile: one that adds a symbol to the roll, one that rerolls the unused dice.</extracomment>
        <translation>Aggiunge un simbolo</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a kind of command tile: it rerolls the unused dice.</extracomment>
        <translation>Rilancia</translation>
    </message>
    <message>
        <source>Symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: the command symbol a tile adds.</extracomment>
        <translation>Simbolo</translation>
    </message>
    <message>
        <source>The symbol the tile adds to the roll</source>
        <translation>Il simbolo che la tessera aggiunge al tiro</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the command symbols (the game&apos;s terms).</extracomment>
        <translation>Fuoco</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a command symbol (the game&apos;s term).</extracomment>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <translation>Fuoco o Speciale</translation>
    </message>
    <message>
        <source>Weapons</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the weapon systems.</extracomment>
        <translation>Armi</translation>
    </message>
    <message>
        <source>Command tiles</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the bonus command tiles.</extracomment>
        <translation>Tessere comando</translation>
    </message>
    <message>
        <source>Invaded districts that end the game</source>
        <translation>Distretti invasi che terminano la partita</translation>
    </message>
    <message>
        <source>Ship cards in the shipyard (backup ships)</source>
        <translation>Carte astronave nel cantiere (astronavi di riserva)</translation>
    </message>
    <message>
        <source>Spawn cards drawn for the game (at most the deck&apos;s)</source>
        <translation>Carte ondata pescate per la partita (al massimo quelle del mazzo)</translation>
    </message>
    <message>
        <source>Invader spaces of each district</source>
        <translation>Spazi invasori di ogni distretto</translation>
    </message>
    <message>
        <source>Command dice rolled each turn</source>
        <translation>Dadi comando tirati a ogni turno</translation>
    </message>
    <message>
        <source>The faces of a command die, equally likely</source>
        <translation>Le facce di un dado comando, tutte ugualmente probabili</translation>
    </message>
    <message>
        <source>Draw only spawn cards with at most this many aliens (0: every card)</source>
        <translation>Pesca solo carte ondata con al massimo questi alieni (0: tutte)</translation>
    </message>
    <message>
        <source>Heavy dice</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): two dice per ship and two extra dice for a home planet&apos;s defender.</extracomment>
        <translation>Dadi pesanti</translation>
    </message>
    <message>
        <source>Defenders hold on ties</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): a tie of the battle&apos;s sums is the defender&apos;s win, and smaller hands.</extracomment>
        <translation>Il difensore vince i pareggi</translation>
    </message>
    <message>
        <source>War card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s deck of cards (a noun).</extracomment>
        <translation>Mazzo di carte di guerra</translation>
    </message>
    <message>
        <source>Battle board</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Tabellone di battaglia</translation>
    </message>
    <message>
        <source>Galactic Warfare rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galactic Warfare&apos;s rules.</extracomment>
        <translation>Variante di regole di Galactic Warfare</translation>
    </message>
    <message>
        <source>Cards dealt to each player (at most half the deck)</source>
        <translation>Carte distribuite a ogni giocatore (al massimo metà del mazzo)</translation>
    </message>
    <message>
        <source>Power-ups (captured ships) one ship may hold</source>
        <translation>Potenziamenti (navi catturate) che una nave può tenere</translation>
    </message>
    <message>
        <source>Dice rolled in a battle for each ship of a stack</source>
        <translation>Dadi tirati in battaglia per ogni nave di una pila</translation>
    </message>
    <message>
        <source>Extra dice of a defender in its own home planet</source>
        <translation>Dadi extra di un difensore nel proprio pianeta natale</translation>
    </message>
    <message>
        <source>Equal sums: both sides roll again (reroll) or the defender wins</source>
        <translation>Somme pari: entrambe le fazioni ritirano (reroll) o vince il difensore (defender)</translation>
    </message>
    <message>
        <source>Turns before the game ends (more ships in play win)</source>
        <translation>Turni prima della fine della partita (vince chi ha più navi in gioco)</translation>
    </message>
</context>
<context>
    <name>starboard::GameCatalog</name>
    <message>
        <source>Two fleets, one galaxy: buy ships, hold planets, haul cargo and bomb the enemy Starbase.</source>
        <translation>Due flotte, una galassia: compra navi, controlla pianeti, trasporta merci e bombarda la Base stellare nemica.</translation>
    </message>
    <message>
        <source>Charge across the dark squares, jump enemy ships in dice battles and turn captured ships into power-ups.</source>
        <translation>Carica attraverso le caselle scure, salta le navi nemiche in battaglie a colpi di dado e trasforma le navi catturate in potenziamenti.</translation>
    </message>
    <message>
        <source>Race through the sektors to bring your scientist home, past warps, teleprisms and Durriken mercenaries.</source>
        <translation>Corri attraverso i sektor per riportare a casa il tuo scienziato, tra warp, teleprismi e mercenari Durriken.</translation>
    </message>
    <message>
        <source>Explore and align star systems, grow metal, wealth and technology, and survive the events of every year.</source>
        <translation>Esplora e annetti sistemi stellari, fai crescere metallo, ricchezza e tecnologia e sopravvivi agli eventi di ogni anno.</translation>
    </message>
    <message>
        <source>Team up to defend the four districts of Galaxy City from waves of Exovon invaders.</source>
        <translation>Unisci le forze per difendere i quattro distretti di Galaxy City dalle ondate di invasori Exovon.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, the best (in the new game dialog and the seats).</extracomment>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>A computer player that picks its moves at random (in the new game dialog and the seats).</extracomment>
        <translation>Mosse casuali</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <extracomment>A computer player that plays by simple rules (a heuristic), not by searching; in the seats&apos; choosers.</extracomment>
        <translation>Regola empirica</translation>
    </message>
    <message>
        <source>You fly all four ships, one turn after another.</source>
        <extracomment>New game dialog, Galaxy Fighters with one player.</extracomment>
        <translation>Piloti tutte e quattro le navi, un turno dopo l&apos;altro.</translation>
    </message>
    <message>
        <source>Each player flies two ships, opposite each other: player 1 the blue and the yellow, player 2 the green and the red.</source>
        <extracomment>New game dialog, Galaxy Fighters with two players.</extracomment>
        <translation>Ogni giocatore pilota due navi opposte: il giocatore 1 la blu e la gialla, il giocatore 2 la verde e la rossa.</translation>
    </message>
    <message>
        <source>Each player flies one ship; the fourth, red ship is flown by each player in turn, one round each.</source>
        <extracomment>New game dialog, Galaxy Fighters with three players.</extracomment>
        <translation>Ogni giocatore pilota una nave; la quarta, la rossa, è pilotata a turno, un round ciascuno.</translation>
    </message>
    <message>
        <source>Each player flies one ship. A computer pilot can take any seat.</source>
        <extracomment>New game dialog, Galaxy Fighters with four players.</extracomment>
        <translation>Ogni giocatore pilota una nave. Un pilota del computer può prendere qualsiasi posto.</translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the player&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n nave tua, in cima: %1</numerusform>
            <numerusform>%n navi tue, in cima: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the enemy&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n nave nemica, in cima: %1</numerusform>
            <numerusform>%n navi nemiche, in cima: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the map of sectors (a noun).</extracomment>
        <translation>Galassia</translation>
    </message>
    <message>
        <source>Sector %1,%2</source>
        <extracomment>Galaxy of D board: a sector (a hexagon of the map). %1 and %2: its coordinates, e.g. &apos;Sector 4,-1&apos;.</extracomment>
        <translation>Settore %1,%2</translation>
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
        <translation>la galassia inclusa</translation>
    </message>
    <message>
        <source>the shipped ship table</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>la tabella delle navi inclusa</translation>
    </message>
    <message>
        <source>the shipped Things</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Things: Galaxy of D&apos;s term for what lies on a sector.</extracomment>
        <translation>gli Oggetti inclusi</translation>
    </message>
    <message>
        <source>the shipped rules</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>le regole incluse</translation>
    </message>
    <message>
        <source>the shipped deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>il mazzo incluso</translation>
    </message>
    <message>
        <source>the shipped technology mat</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>la plancia delle tecnologie inclusa</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the game&apos;s identifier given; %2: the games known.</extracomment>
        <translation>gioco sconosciuto «%1» (giochi con contenuti: %2)</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format given; %2: the formats known.</extracomment>
        <translation>formato sconosciuto «%1» (formati noti: %2)</translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). For developers: %1: a format&apos;s name.</extracomment>
        <translation>nessun validatore per il formato «%1»</translation>
    </message>
    <message>
        <source>(root)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). The place of the whole file, in place of a JSON pointer such as &apos;/cards/3&apos; (the brackets are part of it).</extracomment>
        <translation>(radice)</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (JSON&apos;s &apos;null&apos;, keep or translate), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (true or false), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un numero</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a text in quotes), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>una stringa</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a list in [ ]), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un array</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a map in { }), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). What was found when a value is missing, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>niente</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the kind of value expected, e.g. &apos;a number&apos;; %2: the kind found, e.g. &apos;a string&apos;.</extracomment>
        <translation>atteso %1, trovato %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a whole number), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un intero</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found, e.g. 2.5.</extracomment>
        <translation>atteso un intero, trovato %1</translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the least value allowed; %2: the value found.</extracomment>
        <translation>deve essere almeno %1 (trovato %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1 and %2: the least and highest values allowed; %3: the value found.</extracomment>
        <translation>deve essere tra %1 e %2 (trovato %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (JSON&apos;s true and false: keep or translate).</extracomment>
        <translation>true o false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>non deve essere vuoto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier found. Keep &apos;-&apos; as it is.</extracomment>
        <translation>«%1» non è un ID valido (usa lettere minuscole, cifre e «-»)</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;name&apos;.</extracomment>
        <translation>chiave «%1» mancante</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;colour&apos;.</extracomment>
        <translation>chiave sconosciuta «%1»</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format expected, e.g. &apos;galaxy-of-d-galaxy&apos;; %2: the format found.</extracomment>
        <translation>atteso «%1», trovato «%2»</translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the newest version this build reads.</extracomment>
        <translation>scritto da una versione più recente di Starboard (versione %1; questa build legge fino alla %2)</translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the format&apos;s name.</extracomment>
        <translation>la versione %1 di «%2» non si può più leggere</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier; %2: the place of the first, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>ID duplicato «%1» (prima occorrenza in %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: il file supera il limite di %n byte</numerusform>
            <numerusform>%1: il file supera il limite di %n byte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of levels of nested lists and objects.</extracomment>
        <translation>
            <numerusform>annidamento oltre il limite di %n livello</numerusform>
            <numerusform>annidamento oltre il limite di %n livelli</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>%1: impossibile aprire il file: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason.</extracomment>
        <translation>%1: impossibile leggere il file: %2</translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the names allowed, e.g. &apos;&quot;metal&quot;, &quot;wealth&quot;&apos;; %2: the name found.</extracomment>
        <translation>deve essere uno tra %1 (trovato «%2»)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used by &apos;%2&apos; events</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a resource, e.g. &apos;metal&apos;; %2: a kind of event, e.g. &apos;strike&apos;. Both are names in the file: keep them.</extracomment>
        <translation>«%1» non è usato dagli eventi «%2»</translation>
    </message>
    <message>
        <source>duplicate card number %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a card&apos;s number; %2: the place of the first card with it, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>numero di carta %1 duplicato (prima occorrenza in %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for systems only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;resistance&apos; (keep it). Systems: near and distant system cards.</extracomment>
        <translation>«%1» è solo per i sistemi</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for events and red alerts only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;event&apos; (keep it).</extracomment>
        <translation>«%1» è solo per eventi e allerte rosse</translation>
    </message>
    <message>
        <source>row %1 already has a generation-%2 technology (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2; %3: the place of the other technology, e.g. &apos;/technologies/3&apos;.</extracomment>
        <translation>la riga %1 ha già una tecnologia di generazione %2 (%3)</translation>
    </message>
    <message>
        <source>technology &apos;%1&apos; is missing (the mat has each of the %2 technologies once)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a technology&apos;s identifier, e.g. &apos;robot-workers&apos;; %2: the number of technologies, e.g. 8.</extracomment>
        <translation>manca la tecnologia «%1» (la plancia contiene ognuna delle %2 tecnologie una volta)</translation>
    </message>
    <message>
        <source>row %1 has no generation-%2 technology</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2.</extracomment>
        <translation>la riga %1 non ha una tecnologia di generazione %2</translation>
    </message>
    <message>
        <source>the list of ranks must not be empty</source>
        <translation>l’elenco dei gradi non deve essere vuoto</translation>
    </message>
    <message>
        <source>the first rank must start at 0 (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the number found. A rank is a result at the end of the game (Galaxy Command).</extracomment>
        <translation>il primo grado deve partire da 0 (trovato %1)</translation>
    </message>
    <message>
        <source>must be greater than the previous rank&apos;s minScore (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the previous rank&apos;s minScore. &apos;minScore&apos; is a key of the file: keep it.</extracomment>
        <translation>deve essere maggiore del minScore del grado precedente (%1)</translation>
    </message>
    <message>
        <source>the deck must not be empty</source>
        <translation>il mazzo non deve essere vuoto</translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the entries found. Year 1 and Year 2: the two years (rounds) of an event card.</extracomment>
        <translation>
            <numerusform>attese 2 voci (anno 1 e anno 2), trovata %n</numerusform>
            <numerusform>attese 2 voci (anno 1 e anno 2), trovate %n</numerusform>
        </translation>
    </message>
    <message>
        <source>must be at least %1 (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the key of the limit without the technology, e.g. &apos;militaryLimit&apos; (keep it); %2: its value.</extracomment>
        <translation>deve essere almeno %1 (%2)</translation>
    </message>
    <message>
        <source>must not exceed distantPerPlayer (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the value of distantPerPlayer. &apos;distantPerPlayer&apos; is a key of the file: keep it.</extracomment>
        <translation>non deve superare distantPerPlayer (%1)</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (the die&apos;s sides, %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the die&apos;s sides, e.g. 6; %2: the place where the ruleset sets them, e.g. &apos;ruleset.json: /dieSides&apos;.</extracomment>
        <translation>deve essere tra 1 e %1 (le facce del dado, %2)</translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its near system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>il mazzo «%1» ha %n sistema vicino; a un giocatore ne servono %2 (%3)</numerusform>
            <numerusform>il mazzo «%1» ha %n sistemi vicini; a un giocatore ne servono %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its distant system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>il mazzo «%1» ha %n sistema lontano; a un giocatore ne servono %2 (%3)</numerusform>
            <numerusform>il mazzo «%1» ha %n sistemi lontani; a un giocatore ne servono %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its event cards (red alerts left out); %2: the number a year needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>il mazzo «%1» ha %n evento che non è un’allerta rossa; a un anno ne servono %2 (%3)</numerusform>
            <numerusform>il mazzo «%1» ha %n eventi che non sono allerte rosse; a un anno ne servono %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %n: the sectors found.</extracomment>
        <translation>
            <numerusform>una galassia richiede almeno 2 settori (trovato %n)</numerusform>
            <numerusform>una galassia richiede almeno 2 settori (trovati %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the most sectors allowed; %n: the sectors found.</extracomment>
        <translation>
            <numerusform>una galassia ha al massimo %1 settori (trovato %n)</numerusform>
            <numerusform>una galassia ha al massimo %1 settori (trovati %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>the ship table needs at least one ship</source>
        <translation>la tabella delle navi richiede almeno una nave</translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s ship table. %1: the most ship types allowed; %n: the ship types found.</extracomment>
        <translation>
            <numerusform>la tabella delle navi ha al massimo %1 navi (trovata %n)</numerusform>
            <numerusform>la tabella delle navi ha al massimo %1 navi (trovate %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the fewest Starbase sectors allowed; %n: the number found. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>una galassia che elenca settori per la Base stellare ne richiede almeno %1 (trovato %n)</numerusform>
            <numerusform>una galassia che elenca settori per la Base stellare ne richiede almeno %1 (trovati %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the sector&apos;s number given; %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>non esiste il settore numero %1 (la galassia ha %n settore)</numerusform>
            <numerusform>non esiste il settore numero %1 (la galassia ha %n settori)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate Starbase %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the first, e.g. &apos;/starbaseSectors/0&apos;. Starbase: the game&apos;s term.</extracomment>
        <translation>Base stellare duplicata nel %1 (prima occorrenza in %2)</translation>
    </message>
    <message>
        <source>%1 already has a Thing (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the Thing there. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>il %1 ha già un Oggetto (%2)</translation>
    </message>
    <message>
        <source>duplicate sector %1,%2 (first at %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2: the sector&apos;s coordinates; %3: the place of the first, e.g. &apos;/sectors/4&apos;.</extracomment>
        <translation>settore %1,%2 duplicato (prima occorrenza in %3)</translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2 and %3, %4: two sectors&apos; coordinates; %n: the number of sectors cut off.</extracomment>
        <translation>
            <numerusform>il settore %1,%2 non è raggiungibile dal settore %3,%4 (la galassia deve essere connessa; %n settore isolato)</numerusform>
            <numerusform>il settore %1,%2 non è raggiungibile dal settore %3,%4 (la galassia deve essere connessa; %n settori isolati)</numerusform>
        </translation>
    </message>
    <message>
        <source>only planets and asteroids have an income</source>
        <translation>solo pianeti e asteroidi hanno una rendita</translation>
    </message>
    <message>
        <source>only pirates have a ship</source>
        <translation>solo i pirati hanno una nave</translation>
    </message>
    <message>
        <source>the list of Things must not be empty</source>
        <translation>l’elenco degli Oggetti non deve essere vuoto</translation>
    </message>
    <message>
        <source>no Thing of kind &apos;spaceport&apos; (the game needs a Spaceport)</source>
        <translation>nessun Oggetto di tipo «spaceport» (il gioco richiede uno Spazioporto)</translation>
    </message>
    <message>
        <source>must not exceed dieSides (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the die&apos;s sides, e.g. 6. &apos;dieSides&apos; is a key of the file: keep it.</extracomment>
        <translation>non deve superare dieSides (%1)</translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a ship type&apos;s identifier; %2: the ship table file&apos;s name, or its place inside a saved game, e.g. &apos;/content/ships&apos;.</extracomment>
        <translation>nave sconosciuta «%1» (non presente in %2)</translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier; %2: the Things file&apos;s name, or its place inside a saved game, e.g. &apos;/content/things&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>Oggetto sconosciuto «%1» (non presente in %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier, e.g. &apos;pirate-cruiser&apos;.</extracomment>
        <translation>«%1» è un pirata; la preparazione rapida non ha pirati</translation>
    </message>
    <message>
        <source>%1 already has a Thing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>il %1 ha già un Oggetto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found. A seed is the random seed of a game.</extracomment>
        <translation>«%1» non è un intero senza segno a 64 bit</translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 non è un intero senza segno esatto (scrivi i semi oltre 2^53 come stringhe di cifre)</translation>
    </message>
    <message>
        <source>a string of digits</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (a number written in quotes).</extracomment>
        <translation>una stringa di cifre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found.</extracomment>
        <translation>«%1» non è un intero a 64 bit</translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 non è un intero esatto (scrivi le azioni oltre 2^53 come stringhe di cifre)</translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation>un posto del computer richiede un «level»</translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the number of players; %1: the number of seats found.</extracomment>
        <translation>
            <numerusform>atteso un posto per giocatore (%n giocatore), trovati %1</numerusform>
            <numerusform>atteso un posto per giocatore (%n giocatori), trovati %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: il salvataggio supera il limite di %n byte</numerusform>
            <numerusform>%1: il salvataggio supera il limite di %n byte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: impossibile scrivere il file: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
        <extracomment>A content file&apos;s format description (JSON schema) cannot be read: an error for developers. %1: the file&apos;s path; %2: the parser&apos;s error.</extracomment>
        <translation>%1: non è uno schema JSON: %2</translation>
    </message>
    <message>
        <source>the root is not an object</source>
        <translation>la radice non è un oggetto</translation>
    </message>
    <message>
        <source>schema nested too deeply</source>
        <translation>schema annidato troppo in profondità</translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean</source>
        <translation>uno schema deve essere un oggetto o un booleano</translation>
    </message>
    <message>
        <source>unsupported schema keyword &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a keyword of the JSON schema language, keep it as it is.</extracomment>
        <translation>parola chiave dello schema non supportata «%1»</translation>
    </message>
    <message>
        <source>must be an object of schemas</source>
        <translation>deve essere un oggetto di schemi</translation>
    </message>
    <message>
        <source>must be a non-empty array of schemas</source>
        <translation>deve essere un array non vuoto di schemi</translation>
    </message>
    <message>
        <source>cannot resolve &apos;%1&apos; (only &apos;#...&apos; pointers into this schema)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;; &apos;#...&apos; stays as it is.</extracomment>
        <translation>impossibile risolvere «%1» (solo puntatori «#...» all’interno di questo schema)</translation>
    </message>
    <message>
        <source>no type given</source>
        <translation>nessun tipo indicato</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a type name of the JSON schema language, e.g. &apos;integer&apos;.</extracomment>
        <translation>tipo sconosciuto «%1»</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>deve essere un numero</translation>
    </message>
    <message>
        <source>not a valid regular expression</source>
        <translation>non è un’espressione regolare valida</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>deve essere un array</translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation>qui non è ammesso alcun valore</translation>
    </message>
    <message>
        <source>the schema cannot resolve &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;.</extracomment>
        <translation>lo schema non riesce a risolvere «%1»</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>The word between the kinds of value allowed, e.g. &apos;a number or a string&apos; (spaces included).</extracomment>
        <translation> o </translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: what is expected, e.g. &apos;a number or a string&apos;; %2: the value found, e.g. &apos;&quot;3&quot;&apos;.</extracomment>
        <translation>deve essere %1 (trovato %2)</translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the values allowed, e.g. &apos;&quot;near&quot;, &quot;distant&quot;&apos;; %2: the value found.</extracomment>
        <translation>deve essere uno tra %1 (trovato %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the highest value allowed; %2: the value found, e.g. 1e+300.
----------
A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the highest value allowed; %2: the value found.</extracomment>
        <translation>deve essere al massimo %1 (trovato %2)</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>deve avere almeno %n carattere (trovati %1)</numerusform>
            <numerusform>deve avere almeno %n caratteri (trovati %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>deve avere al massimo %n carattere (trovati %1)</numerusform>
            <numerusform>deve avere al massimo %n caratteri (trovati %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the text found; %2: the pattern (a regular expression) it must match, e.g. &apos;^[a-z-]+$&apos;.</extracomment>
        <translation>«%1» non corrisponde al modello «%2»</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>deve avere almeno %n elemento (trovati %1)</numerusform>
            <numerusform>deve avere almeno %n elementi (trovati %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>deve avere al massimo %n elemento (trovati %1)</numerusform>
            <numerusform>deve avere al massimo %n elementi (trovati %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the place of the other item, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>elemento duplicato (uguale a %1)</translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms allowed; %1: the schema keyword, &apos;anyOf&apos; or &apos;oneOf&apos; (keep it). The closest form&apos;s message follows.</extracomment>
        <translation>
            <numerusform>non corrisponde a %n forma ammessa (%1); questa segnala:</numerusform>
            <numerusform>non corrisponde a nessuna delle %n forme ammesse (%1); la più vicina segnala:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms the value matches. &apos;oneOf&apos; is a schema keyword: keep it.</extracomment>
        <translation>
            <numerusform>corrisponde a %n delle forme ammesse ma deve corrispondere esattamente a una (oneOf)</numerusform>
            <numerusform>corrisponde a %n delle forme ammesse ma deve corrispondere esattamente a una (oneOf)</numerusform>
        </translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a content format&apos;s name, e.g. &apos;galaxy-command-deck&apos;.</extracomment>
        <translation>nessuno schema per il formato «%1»</translation>
    </message>
    <message numerus="yes">
        <source>%1: ... and more problems (only the first %n are listed)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading, starboard-cli validate): the last line when a file has too many mistakes to list. %1: the file&apos;s name; %n: how many are listed (100).</extracomment>
        <translation>
            <numerusform>%1: … e altri problemi (è elencato solo il primo)</numerusform>
            <numerusform>%1: … e altri problemi (sono elencati solo i primi %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name.</extracomment>
        <translation>%1: il file è vuoto</translation>
    </message>
    <message>
        <source>%1: the file is UTF-32; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-32 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1: il file è in UTF-32; salvalo come UTF-8</translation>
    </message>
    <message>
        <source>%1: the file is UTF-16; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-16 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1: il file è in UTF-16; salvalo come UTF-8</translation>
    </message>
    <message>
        <source>%1:1:2: a second byte order mark (U+FEFF); the file may start with at most one</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. A byte order mark (BOM) is the invisible character U+FEFF some editors put at the start of a file.</extracomment>
        <translation>%1:1:2: un secondo byte order mark (U+FEFF); il file può iniziare con uno al massimo</translation>
    </message>
    <message>
        <source>a NUL character inside a string</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 inside a text in quotes.</extracomment>
        <translation>un carattere NUL dentro una stringa</translation>
    </message>
    <message>
        <source>a control character (%1) inside a string; write it as an escape such as \u0009</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the character&apos;s code, e.g. &apos;U+0009&apos;; JSON needs an escape such as 	 or 	 instead.</extracomment>
        <translation>un carattere di controllo (%1) dentro una stringa; scrivilo come sequenza di escape, ad esempio \u0009</translation>
    </message>
    <message>
        <source>a NUL character</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 in the file.</extracomment>
        <translation>un carattere NUL</translation>
    </message>
    <message>
        <source>a comment (JSON has no comments)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): JSON files cannot hold comments (// or /* */).</extracomment>
        <translation>un commento (JSON non ha commenti)</translation>
    </message>
    <message numerus="yes">
        <source>a string longer than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>una stringa più lunga del limite di %n byte</numerusform>
            <numerusform>una stringa più lunga del limite di %n byte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n element(s) in one list or object</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of elements of one list or members of one object.</extracomment>
        <translation>
            <numerusform>più di %n elemento in una lista o in un oggetto</numerusform>
            <numerusform>più di %n elementi in una lista o in un oggetto</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid UTF-8 text; save the file as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). UTF-8 is a text encoding: keep it.</extracomment>
        <translation>testo UTF-8 non valido; salva il file come UTF-8</translation>
    </message>
    <message>
        <source>formatVersion %1 is not a whole number from 1 to %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). &apos;formatVersion&apos; is a key of the file: keep it. %1: the number found, e.g. 1e300; %2: the newest version this build reads.</extracomment>
        <translation>formatVersion %1 non è un numero intero da 1 a %2</translation>
    </message>
    <message>
        <source>the file does not start with &apos;{&apos; (a Starboard file is a JSON object)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): the text does not start with &apos;{&apos;.</extracomment>
        <translation>il file non inizia con «{» (un file di Starboard è un oggetto JSON)</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (also at %2:%3)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the key; %2:%3: the line and column of the first one.</extracomment>
        <translation>chiave «%1» duplicata (anche in %2:%3)</translation>
    </message>
    <message numerus="yes">
        <source>at most %1 quick setup Things (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s rules: the Things placed by the quick setup, one per sector. %1: the most allowed; %n: the number found.</extracomment>
        <translation>
            <numerusform>al massimo %1 Cose di preparazione rapida (trovate: %n)</numerusform>
            <numerusform>al massimo %1 Cose di preparazione rapida (trovate: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %3 players, not %n</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier; %2 and %3: the fewest and most players it allows; %n: the number of players given.</extracomment>
        <translation>
            <numerusform>%1 si gioca da %2 a %3 giocatori, non in %n</numerusform>
            <numerusform>%1 si gioca da %2 a %3 giocatori, non in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown computer player &apos;%1&apos; (known: %2)</source>
        <extracomment>A mistake in a saved game file. %1: the computer player given; %2: those this game has, e.g. &apos;beginner, standard, strong, expert, random&apos;.</extracomment>
        <translation>giocatore del computer sconosciuto «%1» (noti: %2)</translation>
    </message>
    <message>
        <source>the content does not fit the game %1</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier.</extracomment>
        <translation>il contenuto non è adatto al gioco %1</translation>
    </message>
    <message>
        <source>the game does not allow action %1 here (%2)</source>
        <extracomment>A mistake in a saved game file. %1: the action (a number); %2: the game&apos;s reason, in English.</extracomment>
        <translation>il gioco non consente l’azione %1 qui (%2)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>nessun motivo indicato</translation>
    </message>
    <message>
        <source>the replayed position breaks a rule of the game: %1</source>
        <extracomment>A mistake in a saved game file: the position after the last action is impossible. %1: the engine&apos;s explanation, in English.</extracomment>
        <translation>la posizione rigiocata viola una regola del gioco: %1</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos;; JSON allows no comma after the last element</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the bracket that follows the comma, &apos;}&apos; or &apos;]&apos;. JSON allows no comma after the last element of a list or object.</extracomment>
        <translation>una virgola prima di &apos;%1&apos;; JSON non ammette una virgola dopo l&apos;ultimo elemento</translation>
    </message>
    <message>
        <source>two commas in a row</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): &quot;,,&quot; with nothing between the commas.</extracomment>
        <translation>due virgole di seguito</translation>
    </message>
    <message>
        <source>the shipped spawn deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: the cards the aliens arrive by.</extracomment>
        <translation>il mazzo delle ondate incluso</translation>
    </message>
    <message>
        <source>the shipped ship cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters.</extracomment>
        <translation>le carte astronave incluse</translation>
    </message>
    <message>
        <source>the shipped equipment</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: weapon systems, engine modifications and bonus command tiles.</extracomment>
        <translation>l’equipaggiamento incluso</translation>
    </message>
    <message>
        <source>a spawn card must spawn at least one alien</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells: ...&apos;. Galaxy Fighters&apos; spawn cards.</extracomment>
        <translation>una carta ondata deve far comparire almeno un alieno</translation>
    </message>
    <message numerus="yes">
        <source>a cell holds 1 to %1 aliens, bottom first (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/0/aliens: ...&apos;. Galaxy Fighters&apos; spawn cards: a cell&apos;s stack of aliens. %1: the most allowed; %n: the aliens found.</extracomment>
        <translation>
            <numerusform>una casella contiene da 1 a %1 alieni, dal basso (trovati: %n)</numerusform>
            <numerusform>una casella contiene da 1 a %1 alieni, dal basso (trovati: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>a second stack in the cell at col %1, row %2 (first at %3); put its aliens in one stack, bottom first</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/2: ...&apos;. Galaxy Fighters&apos; spawn cards: %1: a column, %2: a row (0-4); %3: the place of the first stack, e.g. &apos;/cards/3/cells/0&apos;.</extracomment>
        <translation>una seconda pila nella casella colonna %1, riga %2 (la prima in %3); metti i suoi alieni in un’unica pila, dal basso</translation>
    </message>
    <message numerus="yes">
        <source>a command die has 1 to %1 faces (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/dieFaces: ...&apos;. Galaxy Fighters&apos; command die. %1: the most faces allowed; %n: the faces found.</extracomment>
        <translation>
            <numerusform>un dado comando ha da 1 a %1 facce (trovate: %n)</numerusform>
            <numerusform>un dado comando ha da 1 a %1 facce (trovate: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used when &apos;%2&apos; is &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/engines/1/range: ...&apos;. %1 and %2: keys of the file, %3: the value of %2 (all three are names in the file: keep them).</extracomment>
        <translation>«%1» non si usa quando «%2» è «%3»</translation>
    </message>
    <message>
        <source>unknown engine &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/ships/3/engines/0: ...&apos;. Galaxy Fighters&apos; engine modifications: %1: the engine&apos;s identifier; %2: the file of the equipment.</extracomment>
        <translation>motore sconosciuto «%1» (non è in %2)</translation>
    </message>
    <message numerus="yes">
        <source>there are %n ship card(s); the four ships and %1 backup ships need %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ships.json: /ships: ...&apos;. Galaxy Fighters: %n: the ship cards; %1: the backup ships of the ruleset; %2: the ship cards needed; %3: the place of the backup ships, e.g. &apos;ruleset.json: /backupShips&apos;.</extracomment>
        <translation>
            <numerusform>c’è %n carta astronave; le quattro astronavi e %1 astronavi di riserva ne richiedono %2 (%3)</numerusform>
            <numerusform>ci sono %n carte astronave; le quattro astronavi e %1 astronavi di riserva ne richiedono %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards but the spawn deck has %n (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /spawnCards: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %n: the cards of the spawn deck; %2: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>le regole pescano %1 carte ondata, ma il mazzo delle ondate ne ha %n (%2)</numerusform>
            <numerusform>le regole pescano %1 carte ondata, ma il mazzo delle ondate ne ha %n (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck has %n such card(s) (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /maxAliensPerCard: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %2: the most aliens a drawn card may have; %n: the cards of the spawn deck with at most that many; %3: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>le regole pescano %1 carte ondata con al massimo %2 alieni, ma il mazzo delle ondate ne ha %n (%3)</numerusform>
            <numerusform>le regole pescano %1 carte ondata con al massimo %2 alieni, ma il mazzo delle ondate ne ha %n (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>the shipped board</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the squares and the home planets.</extracomment>
        <translation>il tabellone fornito</translation>
    </message>
    <message>
        <source>the shipped cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the Galactic Warfare cards.</extracomment>
        <translation>le carte fornite</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>una casella chiara</translation>
    </message>
    <message>
        <source>a dark square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>una casella scura</translation>
    </message>
    <message>
        <source>a square of White&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>una casella del pianeta natale del Bianco</translation>
    </message>
    <message>
        <source>a square of Blue&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>una casella del pianeta natale del Blu</translation>
    </message>
    <message>
        <source>column %1: White&apos;s home planet (W) lies in row 0 only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W is a letter of the file: keep it.</extracomment>
        <translation>colonna %1: il pianeta natale del Bianco (W) sta solo nella riga 0</translation>
    </message>
    <message>
        <source>column %1: Blue&apos;s home planet (B) lies in the last row only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). B is a letter of the file: keep it.</extracomment>
        <translation>colonna %1: il pianeta natale del Blu (B) sta solo nell&apos;ultima riga</translation>
    </message>
    <message>
        <source>column %1: the first and last rows are the home planets (W, B), or . for no square</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/0: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W, B and . are letters of the file: keep them.</extracomment>
        <translation>colonna %1: la prima e l&apos;ultima riga sono i pianeti natali (W, B), o . per nessuna casella</translation>
    </message>
    <message>
        <source>White&apos;s home planet has no square (W in row 0)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. W is a letter of the file: keep it.</extracomment>
        <translation>il pianeta natale del Bianco non ha caselle (W nella riga 0)</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet has no square (B in the last row)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. B is a letter of the file: keep it.</extracomment>
        <translation>il pianeta natale del Blu non ha caselle (B nell&apos;ultima riga)</translation>
    </message>
    <message>
        <source>outside the board (rows 0 to %1, columns 0 to %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: the last row, %2: the last column (rows and columns from 0).</extracomment>
        <translation>fuori dal tabellone (righe da 0 a %1, colonne da 0 a %2)</translation>
    </message>
    <message>
        <source>a ship starts on a dark battlefield square, not on %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: what the square is, e.g. &apos;a light square&apos;.</extracomment>
        <translation>una nave parte da una casella scura del campo di battaglia, non da %1</translation>
    </message>
    <message>
        <source>a second ship on one start square (first at %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/blue/0: ...&apos;. Galactic Warfare&apos;s board: %1: the place of the first ship there, e.g. &apos;/start/white/2&apos;.</extracomment>
        <translation>una seconda nave sulla stessa casella di partenza (la prima in %1)</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; card is played in %2 (found &apos;%3&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/window: ...&apos;. Galactic Warfare&apos;s cards: %1: the card&apos;s kind, %2: the windows it allows, %3: the window found (names in the file: keep them).</extracomment>
        <translation>una carta &apos;%1&apos; si gioca in %2 (trovato &apos;%3&apos;)</translation>
    </message>
    <message numerus="yes">
        <source>a deck has 1 to %1 different cards (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards: ...&apos;. Galactic Warfare&apos;s cards: %1: the most allowed; %n: the cards found.</extracomment>
        <translation>
            <numerusform>un mazzo ha da 1 a %1 carte diverse (trovata %n)</numerusform>
            <numerusform>un mazzo ha da 1 a %1 carte diverse (trovate %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the layout has %n row(s) but &apos;rows&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;rows&apos; (a key of the file: keep it); %n: the strings found.</extracomment>
        <translation>
            <numerusform>la disposizione ha %n riga ma &apos;rows&apos; è %1</numerusform>
            <numerusform>la disposizione ha %n righe ma &apos;rows&apos; è %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the row has %n square(s) but &apos;columns&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;columns&apos; (a key of the file: keep it); %n: the characters found.</extracomment>
        <translation>
            <numerusform>la riga ha %n casella ma &apos;columns&apos; è %1</numerusform>
            <numerusform>la riga ha %n caselle ma &apos;columns&apos; è %1</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1: unknown square &apos;%2&apos; (W White&apos;s planet, B Blue&apos;s planet, # dark, . light)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based), %2: the character found. W, B, # and . are letters of the file: keep them.</extracomment>
        <translation>colonna %1: casella sconosciuta &apos;%2&apos; (W pianeta del Bianco, B pianeta del Blu, # scura, . chiara)</translation>
    </message>
    <message numerus="yes">
        <source>a square is [row, column] (found %n number(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: a start square is written [row, column]; %n: the numbers found.</extracomment>
        <translation>
            <numerusform>una casella è [riga, colonna] (trovato %n numero)</numerusform>
            <numerusform>una casella è [riga, colonna] (trovati %n numeri)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board has %n square(s) instead of %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board made by a program: %1: columns x rows; %n: the squares found.</extracomment>
        <translation>
            <numerusform>il tabellone ha %n casella invece di %1</numerusform>
            <numerusform>il tabellone ha %n caselle invece di %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the ruleset is for the deck &apos;%1&apos; but %2 holds the deck &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /deck: ...&apos;. Galactic Warfare: %1: the deck&apos;s identifier the ruleset names; %2: the card file; %3: the identifier of the deck in it.</extracomment>
        <translation>le regole sono per il mazzo &apos;%1&apos; ma %2 contiene il mazzo &apos;%3&apos;</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset deals %1 cards to each player but the deck has %n (%2): at most %3, half the deck</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /cardsDealt: ...&apos;. Galactic Warfare: %1: the cards dealt to each of the two players; %n: the cards of the deck (the counts added up); %2: the place of the deck&apos;s cards, e.g. &apos;cards.json: /cards&apos;; %3: the most that may be dealt, half the deck.</extracomment>
        <translation>
            <numerusform>le regole danno %1 carte a ogni giocatore ma il mazzo ne ha %n (%2): al massimo %3, metà del mazzo</numerusform>
            <numerusform>le regole danno %1 carte a ogni giocatore ma il mazzo ne ha %n (%2): al massimo %3, metà del mazzo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::BoardPreview</name>
    <message>
        <source>No preview yet.</source>
        <translation>Nessuna anteprima per ora.</translation>
    </message>
    <message>
        <source>%1 has no board to preview.</source>
        <extracomment>Workshop, the board preview: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>%1 non ha un tabellone da mostrare in anteprima.</translation>
    </message>
    <message>
        <source>The board cannot be shown: %1</source>
        <extracomment>Workshop, the board preview: %1: the reason, a sentence.</extracomment>
        <translation>Impossibile mostrare il tabellone: %1</translation>
    </message>
    <message>
        <source>the view is not a Qt Quick item</source>
        <translation>la vista non è un elemento Qt Quick</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardListModel</name>
    <message>
        <source>One of the 18 cards of the original solitaire game</source>
        <translation>Una delle 18 carte del solitario originale</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Segna %1 come carta originale</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Togli a %1 il segno di carta originale</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header for the card&apos;s number: a short abbreviation of &apos;Number&apos;.</extracomment>
        <translation>N.</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (the card&apos;s name). Keep it short.</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (near system, distant system, event, red alert). Keep it short.</extracomment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header: a check box, whether the card is one of the 18 of the original solitaire. Keep it short.</extracomment>
        <translation>Originale</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardPreview</name>
    <message>
        <source>RESISTANCE</source>
        <extracomment>Workshop, the card preview: the label of a system card&apos;s resistance (printed on the card in capitals; tight space).</extracomment>
        <translation>RESISTENZA</translation>
    </message>
    <message>
        <source>Metal</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Metal&apos;: the metal production.</extracomment>
        <translation>Metallo</translation>
    </message>
    <message>
        <source>Wealth</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Wealth&apos;: the wealth production.</extracomment>
        <translation>Ricchezza</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;VP&apos;: the abbreviation of &apos;victory points&apos;.</extracomment>
        <translation>PV</translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of a red alert card, the harsher kind of event card (capitals, tight space).</extracomment>
        <translation>ALLERTA ROSSA</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of an event card (capitals, tight space).</extracomment>
        <translation>EVENTO</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, the card preview: a row of an event card&apos;s effects. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Anno %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::DeckEditor</name>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Nome del mazzo:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s identifier, used by rule sets to refer to it (short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <translation>Cambia il nome del mazzo</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <translation>Cambia l’ID del mazzo</translation>
    </message>
    <message>
        <source>All cards</source>
        <extracomment>Workshop, deck editor: the card list&apos;s filter (&apos;Show:&apos;): show every card.</extracomment>
        <translation>Tutte le carte</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: add a new card).</extracomment>
        <translation>Aggiungi carta</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: duplicate the chosen card).</extracomment>
        <translation>Duplica</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: remove the chosen card).</extracomment>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Show:</source>
        <extracomment>Workshop, deck editor: the label of the card list&apos;s filter (which kinds of card to show).</extracomment>
        <translation>Mostra:</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, deck editor: the heading of the chosen card&apos;s fields (a noun).</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Number</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s number in the deck.</extracomment>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Change the number of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambia il numero di %1</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s identifier (a short technical name).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambia l’ID di %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s old name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Rinomina %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s kind (near system, distant system, event, red alert).</extracomment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>One of the 18 cards of the original game</source>
        <translation>Una delle 18 carte del gioco originale</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: a check box&apos;s label: the card is one of the 18 of the original solitaire.</extracomment>
        <translation>Originale</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Segna %1 come carta originale</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Togli a %1 il segno di carta originale</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>Workshop, deck editor: the heading of a system card&apos;s fields (a noun: a star system).</extracomment>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Resistance</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: a system card&apos;s resistance, the game&apos;s term (the roll needed to align it).</extracomment>
        <translation>Resistenza</translation>
    </message>
    <message>
        <source>Change the resistance of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambia la resistenza di %1</translation>
    </message>
    <message>
        <source>Metal production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the metal a system produces every turn.</extracomment>
        <translation>Produzione di metallo</translation>
    </message>
    <message>
        <source>Change the metal production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambia la produzione di metallo di %1</translation>
    </message>
    <message>
        <source>Wealth production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the wealth a system produces every turn.</extracomment>
        <translation>Produzione di ricchezza</translation>
    </message>
    <message>
        <source>Change the wealth production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambia la produzione di ricchezza di %1</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, deck editor: a field&apos;s label.</extracomment>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambia i punti vittoria di %1</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Workshop, deck editor: the heading of an event card&apos;s fields, and the label of the event&apos;s kind (a noun).</extracomment>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Anno %1</translation>
    </message>
    <message>
        <source>Change the year 1 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Cambia la quantità dell’anno 1 di %1</translation>
    </message>
    <message>
        <source>Change the year 2 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Cambia la quantità dell’anno 2 di %1</translation>
    </message>
    <message>
        <source>Change the year 1 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Cambia la risorsa dell’anno 1 di %1</translation>
    </message>
    <message>
        <source>Change the year 2 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Cambia la risorsa dell’anno 2 di %1</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Forza militare minima</translation>
    </message>
    <message>
        <source>Change the military threshold of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Cambia la soglia militare di %1</translation>
    </message>
    <message>
        <source>Succeeds on a roll of</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: the die roll at which the coup succeeds (or more).</extracomment>
        <translation>Riesce con un tiro di</translation>
    </message>
    <message>
        <source>Change the roll needed by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Cambia il tiro richiesto da %1</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <translation>Seleziona una carta nell’elenco, o aggiungine una.</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, deck editor: the heading above the card&apos;s picture as it will look in the game (a noun).</extracomment>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, deck editor: a card without a name, in undo steps and messages. %1: its number, e.g. &apos;card 12&apos;.</extracomment>
        <translation>carta %1</translation>
    </message>
    <message>
        <source>Change the event of %1 to %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;; %2: a kind of event, e.g. &apos;Revolt&apos;.</extracomment>
        <translation>Cambia l’evento di %1 in %2</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, deck editor: the name given to a new card. %1: its number, e.g. &apos;New card 55&apos;.</extracomment>
        <translation>Nuova carta %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new card&apos;s number, e.g. 55.</extracomment>
        <translation>Aggiungi la carta %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as card %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;; %2: the copy&apos;s number, e.g. 55.</extracomment>
        <translation>Duplica %1 come carta %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Rimuovi %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card up in the list (a verb).</extracomment>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card down in the list (a verb).</extracomment>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Aggiungi una nuova carta dopo quella selezionata</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Aggiungi una copia della carta selezionata</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Rimuovi la carta selezionata</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Sposta su nella lista la carta selezionata</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Sposta giù nella lista la carta selezionata</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, deck editor: a key&apos;s action (Escape in the card&apos;s form): the focus goes back to the list of cards.</extracomment>
        <translation>Torna alla lista delle carte</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Sposta su %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Sposta giù %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardCanvas</name>
    <message>
        <source>a dark square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>una casella scura</translation>
    </message>
    <message>
        <source>White&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>il pianeta natale del Bianco</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>il pianeta natale del Blu</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader: a light square, where no ship may be.</extracomment>
        <translation>una casella chiara</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, a White ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1: %2, qui parte una nave bianca</translation>
    </message>
    <message>
        <source>%1: %2, a Blue ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name; %2: what it is.</extracomment>
        <translation>%1: %2, qui parte una nave blu</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardEditor</name>
    <message>
        <source>Board name</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s name.</extracomment>
        <translation>Nome del tabellone</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s identifier.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Columns</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s width in squares.</extracomment>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Rows</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s length in squares, the home planets&apos; rows included.</extracomment>
        <translation>Righe</translation>
    </message>
    <message>
        <source>Rename the board</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Rinomina il tabellone</translation>
    </message>
    <message>
        <source>Change the board&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Cambia l’ID del tabellone</translation>
    </message>
    <message>
        <source>&amp;Squares: a click adds or takes away a square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click turns a square into a light one (no square) and back.</extracomment>
        <translation>&amp;Caselle: un clic aggiunge o toglie una casella</translation>
    </message>
    <message>
        <source>&amp;White ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a White ship on a dark square or takes it away.</extracomment>
        <translation>Navi &amp;bianche: un clic ne mette una o la toglie</translation>
    </message>
    <message>
        <source>&amp;Blue ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a Blue ship on a dark square or takes it away.</extracomment>
        <translation>Navi b&amp;lu: un clic ne mette una o la toglie</translation>
    </message>
    <message>
        <source>On the board: the arrows choose a square, Space applies the tool.</source>
        <extracomment>Workshop, Galactic Warfare board editor: how to edit the board by keyboard.</extracomment>
        <translation>Sul tabellone: le frecce scelgono una casella, Spazio applica lo strumento.</translation>
    </message>
    <message>
        <source>Add the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Aggiungi la casella %1</translation>
    </message>
    <message>
        <source>Take away the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Togli la casella %1</translation>
    </message>
    <message>
        <source>Take away the White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Togli la nave bianca da %1</translation>
    </message>
    <message>
        <source>Take away the Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Togli la nave blu da %1</translation>
    </message>
    <message>
        <source>Put a White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Metti una nave bianca in %1</translation>
    </message>
    <message>
        <source>Put a Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Metti una nave blu in %1</translation>
    </message>
    <message>
        <source>Make the board %1 × %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: columns, %2: rows, e.g. &apos;8 × 10&apos;.</extracomment>
        <translation>Ridimensiona il tabellone a %1 × %2</translation>
    </message>
    <message>
        <source>White: %1 on the battlefield, a home planet of %2.
Blue: %3 on the battlefield, a home planet of %4.</source>
        <extracomment>Workshop, Galactic Warfare board editor: what the board holds. %1: White&apos;s ships, e.g. &apos;12 ships&apos;; %2: White&apos;s planet squares, e.g. &apos;8 squares&apos;; %3: Blue&apos;s ships; %4: Blue&apos;s planet squares.</extracomment>
        <translation>Bianco: %1 sul campo di battaglia, un pianeta natale di %2.
Blu: %3 sul campo di battaglia, un pianeta natale di %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n nave</numerusform>
            <numerusform>%n navi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n casella</numerusform>
            <numerusform>%n caselle</numerusform>
        </translation>
    </message>
    <message>
        <source>White has fewer ships than Blue&apos;s planet has squares: it can win only by capturing every Blue ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>Bianco ha meno navi delle caselle del pianeta di Blu: può vincere solo catturando tutte le navi blu.</translation>
    </message>
    <message>
        <source>Blue has fewer ships than White&apos;s planet has squares: it can win only by capturing every White ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>Blu ha meno navi delle caselle del pianeta di Bianco: può vincere solo catturando tutte le navi bianche.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardListModel</name>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list (the card&apos;s name).</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: the effect the game engine knows (extra dice, shield, ...).</extracomment>
        <translation>Effetto</translation>
    </message>
    <message>
        <source>When</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: when the card may be played (before your move, in a battle ...).</extracomment>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Copies</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: how many of the card the deck holds.</extracomment>
        <translation>Copie</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardPreview</name>
    <message>
        <source>Card preview: %1, %2: %3</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card preview for a screen reader. %1: the card&apos;s name; %2: when it is played; %3: its text.</extracomment>
        <translation>Anteprima della carta: %1, %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: at the foot of the card preview: how many of this card the deck holds.</extracomment>
        <translation>
            <numerusform>%n nel mazzo</numerusform>
            <numerusform>%n nel mazzo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardsEditor</name>
    <message>
        <source>Extra dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (the Effect chooser and column).</extracomment>
        <translation>Dadi extra</translation>
    </message>
    <message>
        <source>Roll again</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Ritira i dadi</translation>
    </message>
    <message>
        <source>Shield</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Scudo</translation>
    </message>
    <message>
        <source>Extra charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a charge: the game&apos;s forward diagonal move).</extracomment>
        <translation>Carica extra</translation>
    </message>
    <message>
        <source>Repel an invader</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Respingi un invasore</translation>
    </message>
    <message>
        <source>Steal a power-up</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a power-up: a captured ship under a ship, the game&apos;s term).</extracomment>
        <translation>Ruba un potenziamento</translation>
    </message>
    <message>
        <source>Cancel a card</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Annulla una carta</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Meno dadi</translation>
    </message>
    <message>
        <source>Escape home</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Fuga a casa</translation>
    </message>
    <message>
        <source>Double charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Carica doppia</translation>
    </message>
    <message>
        <source>Backward charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Carica all’indietro</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Pesca carte</translation>
    </message>
    <message>
        <source>Win ties</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (equal sums).</extracomment>
        <translation>Vinci i pareggi</translation>
    </message>
    <message>
        <source>Capture the attacker</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Cattura l’attaccante</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n more die(s) in this battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text). %n: the dice.</extracomment>
        <translation>
            <numerusform>Tira %n dado in più in questa battaglia.</numerusform>
            <numerusform>Tira %n dadi in più in questa battaglia.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text).</extracomment>
        <translation>Ritira i tuoi dadi di questa battaglia; conta la nuova somma.</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Difensore: annulla l’attacco. Non c’è battaglia; l’attaccante resta dov’era e la sua mossa è consumata.</translation>
    </message>
    <message>
        <source>One of your ships makes one more charge.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Una delle tue navi fa un’altra carica.</translation>
    </message>
    <message>
        <source>An enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Una nave nemica nel tuo pianeta natale si ritira su una casella libera del proprio pianeta natale scelta da te, o esce dal gioco se non ce n’è nessuna.</translation>
    </message>
    <message>
        <source>Move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Sposta un potenziamento da sotto una nave nemica a sotto una delle tue navi che ne ha meno del massimo consentito.</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>In battaglia, quando l’avversario gioca una carta: quella carta non ha effetto.</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent rolls %n fewer die(s) in this battle (at least 1).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the dice.</extracomment>
        <translation>
            <numerusform>L’avversario tira %n dado in meno in questa battaglia (almeno 1).</numerusform>
            <numerusform>L’avversario tira %n dadi in meno in questa battaglia (almeno 1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Defender: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Difensore: se perdi questa battaglia, la tua nave si ritira su una casella libera del tuo pianeta natale scelta da te, invece di essere catturata.</translation>
    </message>
    <message>
        <source>If your move is a charge, the same ship may charge once more.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Se la tua mossa è una carica, la stessa nave può caricare ancora una volta.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the cards drawn.</extracomment>
        <translation>
            <numerusform>Pesca %n carta.</numerusform>
            <numerusform>Pesca %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>When the sums are equal, you win the battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Se le somme sono pari, vinci la battaglia.</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship instead of letting it retreat.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Difensore: se vinci questa battaglia, catturi la nave attaccante invece di lasciarla ritirare.</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Nome del mazzo:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s identifier (a short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Cambia il nome del mazzo</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Cambia l’ID del mazzo</translation>
    </message>
    <message>
        <source>Cards of the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card list for a screen reader.</extracomment>
        <translation>Carte del mazzo</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Aggiungi carta</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Aggiungi una nuova carta dopo quella selezionata</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Duplica</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Aggiungi una copia della carta selezionata</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Rimuovi la carta selezionata</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Sposta su nella lista la carta selezionata</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Sposta giù nella lista la carta selezionata</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of the chosen card&apos;s fields.</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s identifier.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the card&apos;s old name.</extracomment>
        <translation>Rinomina %1</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambia l’ID di %1</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: what the card does, one of the effects the game knows.</extracomment>
        <translation>Effetto</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: when the card may be played.</extracomment>
        <translation>Si gioca</translation>
    </message>
    <message>
        <source>Change when %1 is played</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambia quando si gioca %1</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: how many of the card the deck holds.</extracomment>
        <translation>Copie nel mazzo</translation>
    </message>
    <message>
        <source>Change the copies of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambia le copie di %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the dice the card adds or takes.</extracomment>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Change the dice of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambia i dadi di %1</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the cards the card draws.</extracomment>
        <translation>Carte pescate</translation>
    </message>
    <message>
        <source>Change the cards drawn by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambia le carte pescate da %1</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s text, what the player reads on it.</extracomment>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Change the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambia il testo di %1</translation>
    </message>
    <message>
        <source>What the game does with it:</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of what the game engine does when the card is played (whatever its text says).</extracomment>
        <translation>Cosa ne fa il gioco:</translation>
    </message>
    <message>
        <source>Use as the card&apos;s text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button: the card&apos;s text becomes the effect&apos;s description shown above it.</extracomment>
        <translation>Usa come testo della carta</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <extracomment>Workshop, Galactic Warfare card editor: shown in place of the form without a card.</extracomment>
        <translation>Seleziona una carta nell’elenco, o aggiungine una.</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a key&apos;s action (Escape in the card&apos;s form).</extracomment>
        <translation>Torna alla lista delle carte</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading above the card&apos;s picture.</extracomment>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: a card without a name, in undo steps. %1: its place in the list.</extracomment>
        <translation>carta %1</translation>
    </message>
    <message>
        <source>Give %1 the effect %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name; %2: an effect, e.g. &apos;Extra dice&apos;.</extracomment>
        <translation>Dai a %1 l’effetto %2</translation>
    </message>
    <message>
        <source>Write the effect as the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Scrivi l’effetto come testo di %1</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: the name of a new card. %1: a number.</extracomment>
        <translation>Nuova carta %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the new card&apos;s name.</extracomment>
        <translation>Aggiungi %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Duplica %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Rimuovi %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Sposta su %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Sposta giù %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the deck holds, e.g. &apos;50 cards of 16 kinds&apos;. %n: the cards (the copies added up); %1: the different cards, e.g. &apos;16 kinds&apos;.</extracomment>
        <translation>
            <numerusform>%n carta di %1</numerusform>
            <numerusform>%n carte di %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <extracomment>Workshop, Galactic Warfare card editor: inside &apos;50 cards of %1&apos;: the different cards of the deck.</extracomment>
        <translation>
            <numerusform>%n tipo</numerusform>
            <numerusform>%n tipi</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <extracomment>Workshop, Galactic Warfare card editor: a number field&apos;s tool tip, e.g. &apos;From 1 to 50&apos;.</extracomment>
        <translation>Da %1 a %2</translation>
    </message>
    <message>
        <source>Rescue a blocked ship</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a blocked ship: one that can neither charge nor attack, a stuck one included).</extracomment>
        <translation>Salva una nave bloccata</translation>
    </message>
    <message>
        <source>One of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Una delle tue navi che non può né caricare né attaccare torna su una casella libera del tuo pianeta natale, senza tiro.</translation>
    </message>
    <message>
        <source>This turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>In questo turno la tua mossa è una carica in diagonale all’indietro, sul campo di battaglia.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Workshop, the raw JSON editor: the value column of a list. %n: the number of its items.</extracomment>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementi</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the file (its JSON name), e.g. &apos;name&apos;.</extracomment>
        <translation>Cambia %1</translation>
    </message>
    <message>
        <source>Member</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s name (a JSON term).</extracomment>
        <translation>Membro</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s value.</extracomment>
        <translation>Valore</translation>
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
        <translation>Partite di prova</translation>
    </message>
    <message>
        <source>Nothing (one run)</source>
        <extracomment>Workshop, the Playtest dialog: the first entry of the &apos;Compare with&apos; list: no comparison, a single run.</extracomment>
        <translation>Niente (una sola serie)</translation>
    </message>
    <message>
        <source>A file…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list: choose a content file to compare against.</extracomment>
        <translation>Un file…</translation>
    </message>
    <message>
        <source>Variant B: the same games (seeds and players) with this file in place of A&apos;s of its kind.</source>
        <translation>Variante B: le stesse partite (semi e giocatori) con questo file al posto di quello dello stesso tipo in A.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a line of the content played. %1: a kind of content, e.g. &apos;Galaxy&apos;; %2: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The rest as shipped with the game.</source>
        <translation>Il resto come incluso nel gioco.</translation>
    </message>
    <message>
        <source>The content shipped with the game.</source>
        <translation>I contenuti inclusi nel gioco.</translation>
    </message>
    <message>
        <source>Content</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the content to be played (a noun).</extracomment>
        <translation>Contenuto</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the number of players.</extracomment>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the computer player of each seat.</extracomment>
        <translation>Giocatori computer</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label (the number of games to play), a column header and a summary row (a noun, plural).</extracomment>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the random seed of the first game (a number; noun, a technical term).</extracomment>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Compare with</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the other content to play alongside (variant B).</extracomment>
        <translation>Confronta con</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same games. Press Run.</source>
        <translation>Lo stesso seme e le stesse impostazioni danno sempre le stesse partite. Premi «Avvia».</translation>
    </message>
    <message>
        <source>Summary</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the summary of the results.</extracomment>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the games won.</extracomment>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the chart of the games&apos; lengths.</extracomment>
        <translation>Durata delle partite</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the final scores.</extracomment>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): start playing the games.</extracomment>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button: stop the games being played.</extracomment>
        <translation>Interrompi la serie</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): save the results to a file.</extracomment>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Save each game&apos;s figures and the summary as CSV or JSON.</source>
        <translation>Salva gli indicatori di ogni partita e il riepilogo in CSV o JSON.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a seat at the table (screen reader&apos;s name of its chooser). %1: its number from 1, e.g. &apos;Seat 2&apos;.</extracomment>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player that picks its moves at random, in the seats&apos; choosers.</extracomment>
        <translation>Mosse casuali</translation>
    </message>
    <message>
        <source>Rules of thumb (heuristic)</source>
        <extracomment>Workshop, the Playtest dialog: a computer player that plays by simple rules, not by searching.</extracomment>
        <translation>Regole empiriche (euristica)</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2; %2: a computer player, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Posto %1: %2</translation>
    </message>
    <message>
        <source>%1 is not content of this game (a galaxy, a ship table, Things, a deck, a technology mat or a ruleset).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s name, e.g. &apos;spiral.json&apos;.</extracomment>
        <translation>%1 non è un contenuto di questo gioco (una galassia, una tabella delle navi, degli Oggetti, un mazzo, una plancia delle tecnologie o un set di regole).</translation>
    </message>
    <message>
        <source>B: %1 (%2)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list (B is the variant compared with A, the content edited). %1: the content&apos;s name or file name, e.g. &apos;Short game&apos;; %2: its kind, e.g. &apos;Ruleset&apos;.</extracomment>
        <translation>B: %1 (%2)</translation>
    </message>
    <message>
        <source>Compare with a content file</source>
        <translation>Confronta con un file di contenuto</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>File di Starboard (*.json)</translation>
    </message>
    <message>
        <source>Export the playtest</source>
        <translation>Esporta le partite di prova</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <extracomment>Workshop, the Playtest dialog: the file types of the export dialog. Keep the patterns in brackets and the &apos;;;&apos; between the two types as they are.</extracomment>
        <translation>Tabella CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1: a file&apos;s path; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Impossibile salvare %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen.</extracomment>
        <translation>
            <numerusform>Questo contenuto non prevede %n giocatore.</numerusform>
            <numerusform>Questo contenuto non prevede %n giocatori.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant B was closed in the Workshop.</source>
        <translation>La variante B è stata chiusa nel Laboratorio.</translation>
    </message>
    <message>
        <source>Cannot write variant B&apos;s unsaved changes to %1.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s path.</extracomment>
        <translation>Impossibile scrivere in %1 le modifiche non salvate della variante B.</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the name of content with changes not yet saved. %1: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1 (modifiche non salvate)</translation>
    </message>
    <message>
        <source>with its unsaved changes</source>
        <extracomment>Workshop, the Playtest dialog: put after the compared content&apos;s name, e.g. &apos;B: Short game (Ruleset) with its unsaved changes&apos;.</extracomment>
        <translation>con le modifiche non salvate</translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen. Variant B is the content compared with.</extracomment>
        <translation>
            <numerusform>La variante B non prevede %n giocatore.</numerusform>
            <numerusform>La variante B non prevede %n giocatori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played before the run was cancelled.</extracomment>
        <translation>
            <numerusform>Interrotta dopo %n partita.</numerusform>
            <numerusform>Interrotta dopo %n partite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played; %1: the time in seconds, e.g. &apos;12.3&apos;.</extracomment>
        <translation>
            <numerusform>%n partita giocata in %1 s.</numerusform>
            <numerusform>%n partite giocate in %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ too few games to tell</source>
        <translation>⚠ troppo poche partite per concludere</translation>
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
        <translation>Vittorie del posto %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Partite senza vincitore</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Partite vinte dalla squadra</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Games the team lost</source>
        <translation>Partite perse dalla squadra</translation>
    </message>
    <message>
        <source>Games lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Partite perse</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends with a rank. %1: a rank, e.g. &apos;Promoted to Captain&apos;; %2: a percentage; %3: its 95% interval, e.g. &apos;[20.1%, 28.3%]&apos;.</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>out of the game: %1 %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends out of the game. %1: a percentage, %2: its 95% interval.</extracomment>
        <translation>fuori dalla partita: %1 %2</translation>
    </message>
    <message>
        <source>Seat %1 ranks: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number, e.g. 2; %2: the ranks and their shares, e.g. &apos;Promoted to Admiral: 12.0% [8.1%, 17.3%], ...&apos;.</extracomment>
        <translation>Gradi del posto %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the separator between the ranks of a seat (a comma and a space).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>First player&apos;s win rate (decided games): %1, 95%: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a percentage, %2: its 95% interval, e.g. &apos;[38.2%, 45.1%]&apos;.</extracomment>
        <translation>Percentuale di vittorie del primo giocatore (partite decise): %1, 95%: %2</translation>
    </message>
    <message>
        <source>Game length in actions: mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1 and %2: numbers of actions, e.g. &apos;84.2&apos; and &apos;83&apos;.</extracomment>
        <translation>Durata della partita in azioni: media %1, mediana %2</translation>
    </message>
    <message>
        <source>Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number; %2: the mean score; %3, %4: the 95% interval of the mean; %5, %6: the lowest and highest score.</extracomment>
        <translation>Punteggio del posto %1: media %2 (95%: [%3, %4]), minimo %5, massimo %6</translation>
    </message>
    <message>
        <source>Figures (95% confidence intervals)</source>
        <translation>Indicatori (intervalli di confidenza al 95%)</translation>
    </message>
    <message>
        <source>Figure</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s name (a noun: a measured quantity).</extracomment>
        <translation>Indicatore</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s value.</extracomment>
        <translation>Valore</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the 95% confidence interval.</extracomment>
        <translation>Intervallo al 95%</translation>
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
            <numerusform>Confronto: A come sopra; %1 (la stessa %n partita, con lo stesso seme)</numerusform>
            <numerusform>Confronto: A come sopra; %1 (le stesse %n partite e gli stessi semi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games B played before it was cancelled.</extracomment>
        <translation>
            <numerusform>B è stata interrotta dopo %n partita.</numerusform>
            <numerusform>B è stata interrotta dopo %n partite.</numerusform>
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
        <translation>B − A (intervallo al 95%)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>percentage points</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a difference of two percentages, in percentage points. %1: a number, e.g. &apos;+3.5 pts&apos;. Keep it short.</extracomment>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>differs</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a note in the comparison table: the two variants differ significantly (a verb, third person).</extracomment>
        <translation>differisce</translation>
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
            <numerusform>⚠ troppo poche partite per concludere: meno di %n partita conta per l’indicatore, oppure l’intervallo al 95% di una percentuale è più ampio di %1 punti percentuali. Gioca più partite.</numerusform>
            <numerusform>⚠ troppo poche partite per concludere: meno di %n partite contano per l’indicatore, oppure l’intervallo al 95% di una percentuale è più ampio di %1 punti percentuali. Gioca più partite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown after a run.</source>
        <translation>Visibile dopo una serie.</translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Vittorie per posto su %n partita</numerusform>
            <numerusform>Vittorie per posto su %n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Vittorie e sconfitte della squadra su %n partita</numerusform>
            <numerusform>Vittorie e sconfitte della squadra su %n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Vittorie e sconfitte su %n partita</numerusform>
            <numerusform>Vittorie e sconfitte su %n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody</source>
        <comment>the bar of the games that no seat won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short).</extracomment>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the bar of the games won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games won).</extracomment>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the bar of the games lost</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games lost).</extracomment>
        <translation>Perse</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: the bar&apos;s label, e.g. &apos;Seat 2&apos;; %n: the games it counts; %2: all games; %3: a percentage.</extracomment>
        <translation>
            <numerusform>%1: %n partita su %2 (%3)</numerusform>
            <numerusform>%1: %n partite su %2 (%3)</numerusform>
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
        <translation>Partite vinte (%)</translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip in the chart of game lengths. %1: a range of lengths, e.g. &apos;80–89&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>%1 azioni: %n partita</numerusform>
            <numerusform>%1 azioni: %n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games; %1 and %2: numbers of actions.</extracomment>
        <translation>
            <numerusform>Durata su %n partita: media %1, mediana %2</numerusform>
            <numerusform>Durata su %n partite: media %1, mediana %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions per game (chance outcomes included)</source>
        <translation>Azioni per partita (esiti casuali inclusi)</translation>
    </message>
    <message numerus="yes">
        <source>Final scores in %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games.</extracomment>
        <translation>
            <numerusform>Punteggi finali in %n partita</numerusform>
            <numerusform>Punteggi finali in %n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: a seat&apos;s number; %2: a score or range of scores, e.g. &apos;10–14&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Posto %1, punteggio %2: %n partita</numerusform>
            <numerusform>Posto %1, punteggio %2: %n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the title of a chart&apos;s axis (a noun).</extracomment>
        <translation>Punteggio finale</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetEditor</name>
    <message>
        <source>Reset to default</source>
        <translation>Ripristina valore standard</translation>
    </message>
    <message>
        <source>Give the selected parameter its standard value again</source>
        <translation>Riporta il parametro selezionato al suo valore standard</translation>
    </message>
    <message>
        <source>short-game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty identifier field: an example identifier (lower case, hyphens, no spaces; translate the words if you like).</extracomment>
        <translation>partita-breve</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty name field: an example variant name.</extracomment>
        <translation>Partita breve</translation>
    </message>
    <message>
        <source>Variant &amp;name:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Nome della variante:</translation>
    </message>
    <message>
        <source>Variant &amp;id:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label (the variant&apos;s identifier, a short technical name); &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;ID della variante:</translation>
    </message>
    <message>
        <source>A variant stores only what differs from the standard rules; changed values are bold and marked.</source>
        <translation>Una variante salva solo ciò che differisce dalle regole standard; i valori modificati sono in grassetto e contrassegnati.</translation>
    </message>
    <message>
        <source>Change variant id</source>
        <translation>Cambia l’ID della variante</translation>
    </message>
    <message>
        <source>Rename variant</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history).</extracomment>
        <translation>Rinomina la variante</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetModel</name>
    <message>
        <source>%1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a range of values. %1 and %2: numbers, e.g. &apos;1 to 6&apos;.</extracomment>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>Thing ids</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of Things&apos; identifiers (Thing: the game&apos;s term for what lies on a sector).</extracomment>
        <translation>ID degli Oggetti</translation>
    </message>
    <message>
        <source>2 numbers, %1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: two numbers, each in a range. %1 and %2: numbers.</extracomment>
        <translation>2 numeri, da %1 a %2</translation>
    </message>
    <message>
        <source>ranks</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of ranks (the results at the end of the game).</extracomment>
        <translation>gradi</translation>
    </message>
    <message>
        <source>Changed by this variant (standard: %1)</source>
        <extracomment>Workshop, rule variant editor: a tool tip of a changed value. %1: the standard value, e.g. &apos;3&apos;.</extracomment>
        <translation>Modificato da questa variante (standard: %1)</translation>
    </message>
    <message>
        <source>The standard value</source>
        <translation>Il valore standard</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Ripristina il valore standard di %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Cambia %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <extracomment>Workshop, rule variant editor: a column header: the rule&apos;s parameter (its key).</extracomment>
        <translation>Parametro</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, rule variant editor: a column header: the parameter&apos;s value in this variant.</extracomment>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, rule variant editor: a column header: the value in the standard rules.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Allowed</source>
        <extracomment>Workshop, rule variant editor: a column header: the values allowed.</extracomment>
        <translation>Valori ammessi</translation>
    </message>
    <message>
        <source>Meaning</source>
        <extracomment>Workshop, rule variant editor: a column header: what the parameter means (a noun).</extracomment>
        <translation>Significato</translation>
    </message>
    <message>
        <source>%1 to %2 of: %3</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a list of words, each one of those named. %1 and %2: numbers; %3: the words, e.g. &apos;fire | move&apos;.</extracomment>
        <translation>da %1 a %2 tra: %3</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipTableModel</name>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s old name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Rinomina %1</translation>
    </message>
    <message>
        <source>Change id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambia l’ID di %1</translation>
    </message>
    <message>
        <source>Change cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambia il costo di %1</translation>
    </message>
    <message>
        <source>Change speed of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambia la velocità di %1</translation>
    </message>
    <message>
        <source>Change attack of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambia l’attacco di %1</translation>
    </message>
    <message>
        <source>Change armor of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambia la corazza di %1</translation>
    </message>
    <message>
        <source>Change chits of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;. Chits: the counters of this ship type in the game.</extracomment>
        <translation>Cambia i segnalini di %1</translation>
    </message>
    <message>
        <source>Change cargo ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>Cambia l’abilità di trasporto merci di %1</translation>
    </message>
    <message>
        <source>Change bounty ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Scavenger&apos;.</extracomment>
        <translation>Cambia l’abilità di riscuotere taglie di %1</translation>
    </message>
    <message>
        <source>Change starbase damage of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Cambia i danni alla Base stellare di %1</translation>
    </message>
    <message>
        <source>Change special text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Cambia il testo speciale di %1</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header (short).</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the identifier (a short technical name). Keep it short.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s price (short).</extracomment>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: sectors a ship moves per turn (short).</extracomment>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Attack</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s attack strength, the game&apos;s term (short).</extracomment>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Armor</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s armor, the game&apos;s term (hits it takes; short).</extracomment>
        <translation>Corazza</translation>
    </message>
    <message>
        <source>Chits</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: how many counters (chits) of the ship the game has, the game&apos;s term (short).</extracomment>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>Cargo</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship carries cargo (short).</extracomment>
        <translation>Carico</translation>
    </message>
    <message>
        <source>Bounty</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship earns money from enemy ships destroyed (short).</extracomment>
        <translation>Taglia</translation>
    </message>
    <message>
        <source>Starbase dmg</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the damage the ship deals to an enemy Starbase (a side&apos;s home base). &apos;dmg&apos; abbreviates &apos;damage&apos;: keep it short.</extracomment>
        <translation>Danni Base</translation>
    </message>
    <message>
        <source>Special (text for the players)</source>
        <translation>Speciale (testo per i giocatori)</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Il nome che vedono i giocatori</translation>
    </message>
    <message>
        <source>The ship&apos;s id in the files (pirates name their ship by it)</source>
        <translation>L’ID della nave nei file (i pirati indicano la loro nave con questo)</translation>
    </message>
    <message>
        <source>Price to build one ship</source>
        <translation>Prezzo per costruire una nave</translation>
    </message>
    <message>
        <source>Sectors per turn: 1 slow, 2 medium, 3 fast</source>
        <translation>Settori per turno: 1 lenta, 2 media, 3 veloce</translation>
    </message>
    <message>
        <source>Attack power against ships</source>
        <translation>Potenza d’attacco contro le navi</translation>
    </message>
    <message>
        <source>Damage the ship takes before it is destroyed</source>
        <translation>Danni che la nave subisce prima di essere distrutta</translation>
    </message>
    <message>
        <source>Chits per side: the most ships of this type in play at once</source>
        <translation>Segnalini per fazione: il massimo di navi di questo tipo in gioco contemporaneamente</translation>
    </message>
    <message>
        <source>Carries cargo: picks up cargo at a planet and sells it at the Spaceport</source>
        <translation>Trasporta merci: carica merce su un pianeta e la vende allo Spazioporto</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat it survives</source>
        <translation>Guadagna 1 $ per ogni nave nemica distrutta in un combattimento a cui sopravvive</translation>
    </message>
    <message>
        <source>Damage dealt on entering an enemy Starbase (0: none)</source>
        <translation>Danni inflitti entrando in una Base stellare nemica (0: nessuno)</translation>
    </message>
    <message>
        <source>What the special ability does, in words for the players</source>
        <translation>Cosa fa l’abilità speciale, spiegato ai giocatori</translation>
    </message>
    <message>
        <source>Ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): the name given to a new ship type (a noun).</extracomment>
        <translation>Nave</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a copied ship type&apos;s name. %1: the original&apos;s name, e.g. &apos;Cruiser (copy)&apos;.</extracomment>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>Add ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Aggiungi la nave %1</translation>
    </message>
    <message>
        <source>Remove ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Rimuovi la nave %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Sposta %1 in su</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Sposta %1 in giù</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipsEditor</name>
    <message>
        <source>Add ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Aggiungi nave</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Aggiungi una copia della nave selezionata</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Rimuovi nave</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Rimuovi la nave selezionata</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type up in the table (a verb).</extracomment>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type down in the table (a verb).</extracomment>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>The engine&apos;s special abilities are the Cargo and Bounty check boxes and the starbase damage; the special text only tells the players about them.</source>
        <translation>Le abilità speciali gestite dal motore sono le caselle «Carico» e «Taglia» e i danni alla Base stellare; il testo speciale serve solo a descriverle ai giocatori.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::StartPage</name>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop, the start page: its title, the editor&apos;s name.</extracomment>
        <translation>Laboratorio di Starboard</translation>
    </message>
    <message>
        <source>Make your own galaxies, ship tables, card decks and rule variants. Every change can be undone, the game&apos;s own checks tell what it would refuse, and Play It or Playtest tries your content at once.</source>
        <translation>Crea le tue galassie, tabelle delle navi, mazzi di carte e varianti di regole. Ogni modifica si può annullare, i controlli del gioco stesso dicono cosa rifiuterebbe, e «Gioca» o «Partite di prova» mettono subito alla prova i tuoi contenuti.</translation>
    </message>
    <message>
        <source>Start a new file:</source>
        <translation>Crea un nuovo file:</translation>
    </message>
    <message>
        <source>A new file of this kind, from the one the game ships</source>
        <translation>Un nuovo file di questo tipo, a partire da quello incluso nel gioco</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Apri un file…</translation>
    </message>
    <message>
        <source>Recent files</source>
        <extracomment>Workshop, the start page: a heading: the files opened lately.</extracomment>
        <translation>File recenti</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <extracomment>Workshop, the start page and the Recover dialog: the heading of the documents that can be recovered.</extracomment>
        <translation>Recupera il lavoro non salvato</translation>
    </message>
    <message>
        <source>The Workshop ended without saving these changes:</source>
        <extracomment>Workshop, the start page and the Recover dialog: above the list of documents that can be recovered.</extracomment>
        <translation>Il Laboratorio si è chiuso senza salvare queste modifiche:</translation>
    </message>
    <message>
        <source>%1 (never saved), changes of %2</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its name, e.g. &apos;Galaxy (untitled)&apos;; %2: a date and time.</extracomment>
        <translation>%1 (mai salvato), modifiche del %2</translation>
    </message>
    <message>
        <source>%1, changes of %2 (in %3)</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its file&apos;s name; %2: a date and time; %3: the folder of the file.</extracomment>
        <translation>%1, modifiche del %2 (in %3)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Workshop, the start page: opens a document recovered after a crash.</extracomment>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Workshop, the start page: deletes a recovered document&apos;s unsaved changes for good.</extracomment>
        <translation>Scarta</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologiesEditor</name>
    <message>
        <source>Mat name:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s name.</extracomment>
        <translation>Nome della plancia:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s identifier (a short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the mat&apos;s name</source>
        <translation>Cambia il nome della plancia</translation>
    </message>
    <message>
        <source>Change the mat&apos;s id</source>
        <translation>Cambia l’ID della plancia</translation>
    </message>
    <message>
        <source>The mat as the board shows it:</source>
        <translation>La plancia come la mostra il tabellone:</translation>
    </message>
    <message>
        <source>Each row of the mat has one first-generation technology (left) and one second-generation technology (right) that needs it. The ids are fixed: the game knows each technology&apos;s effect by its id. Double-click a cell, or press F2 or type, to edit it.</source>
        <translation>Ogni riga della plancia ha una tecnologia di prima generazione (a sinistra) e una di seconda generazione (a destra) che la richiede. Gli id sono fissi: il gioco riconosce l’effetto di ogni tecnologia dal suo id. Fai doppio clic su una cella, oppure premi F2 o scrivi, per modificarla.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyMatPreview</name>
    <message>
        <source>Cost %1, %2 VP</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): the preview of a technology on the mat. %1: its price in wealth; %2: its victory points (&apos;VP&apos; abbreviates victory points). Tight space.</extracomment>
        <translation>Costo %1, %2 PV</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyModel</name>
    <message>
        <source>The engine knows this technology&apos;s effect by its id; it cannot change.</source>
        <translation>Il motore riconosce l’effetto di questa tecnologia dal suo ID; non può cambiare.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s old name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Rinomina %1</translation>
    </message>
    <message>
        <source>Change the row of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambia la riga di %1</translation>
    </message>
    <message>
        <source>Change the generation of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;. The generation is the technology&apos;s column on the mat (1 or 2).</extracomment>
        <translation>Cambia la generazione di %1</translation>
    </message>
    <message>
        <source>Change the cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambia il costo di %1</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambia i punti vittoria di %1</translation>
    </message>
    <message>
        <source>Change the effect of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambia l’effetto di %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambia %1</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the identifier (a short technical name). Short.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Row</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s row on the mat (a noun). Short.</extracomment>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Generation</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s generation, 1 or 2 (its column on the mat; the game&apos;s term). Short.</extracomment>
        <translation>Generazione</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the price in wealth (a noun). Short.</extracomment>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: what the technology does (a noun; the game&apos;s effect). Short.</extracomment>
        <translation>Effetto</translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message>
        <source>Open</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be opened (a verb, as in the menu File &gt; Open).</extracomment>
        <translation>Apri</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter. Its entries are the kinds of content to create (galaxy, ship table, deck ...); an adjective or verb as suits &apos;New galaxy&apos;.</extracomment>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. A submenu of the files opened lately.</extracomment>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb)</extracomment>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Salva co&amp;me…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb: close the document)</extracomment>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>Close the &amp;Workshop</source>
        <extracomment>Workshop, the File menu&apos;s entry that closes the Workshop window; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Chiudi il &amp;Laboratorio</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Undo Rename Sirius&apos;.</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Redo Rename Sirius&apos;.</extracomment>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Play It</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the edited content in a new game, to try it (a verb phrase: play this content).</extracomment>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>Play&amp;test…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the Playtest dialog: computer players play the content many times (a noun).</extracomment>
        <translation>Partite di &amp;prova…</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>Workshop window: the title of the panel listing the problems found in the document (a noun, plural).</extracomment>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>New document</source>
        <extracomment>Workshop window: the title of a message box about a new document that could not be made.</extracomment>
        <translation>Nuovo documento</translation>
    </message>
    <message>
        <source>Open or create a document (File menu).</source>
        <translation>Apri o crea un documento (menu File).</translation>
    </message>
    <message>
        <source>No problems: the game loads this file.</source>
        <translation>Nessun problema: il gioco carica questo file.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the game refuses this file until they are fixed. Click one to go to it.</source>
        <extracomment>Workshop window: %n: the number of problems found in the document.</extracomment>
        <translation>
            <numerusform>%n problema: il gioco rifiuta questo file finché non viene risolto. Cliccaci sopra per andarci.</numerusform>
            <numerusform>%n problemi: il gioco rifiuta questo file finché non vengono risolti. Clicca su uno di essi per andarci.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <extracomment>Workshop window: a button that removes the keys of the file the game does not know. %n: how many.</extracomment>
        <translation>
            <numerusform>Rimuovi %n chiave sconosciuta</numerusform>
            <numerusform>Rimuovi %n chiavi sconosciute</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the keys the game does not know (listed below as &quot;unknown key&quot;); Undo brings them back</source>
        <translation>Rimuove le chiavi che il gioco non conosce (elencate sotto come «chiave sconosciuta»); «Annulla» le ripristina</translation>
    </message>
    <message>
        <source>Remove the unknown key &apos;%1&apos;</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the content file (its JSON name), e.g. &apos;colour&apos;.</extracomment>
        <translation>Rimuovi la chiave sconosciuta «%1»</translation>
    </message>
    <message>
        <source>%1[*] - Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title. %1: the document&apos;s name; keep &apos;[*]&apos; as it is (Qt shows a star there when it has unsaved changes).</extracomment>
        <translation>%1[*] - Laboratorio di Starboard</translation>
    </message>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title when no document is open: the name of the Workshop, the app&apos;s editor.</extracomment>
        <translation>Laboratorio di Starboard</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be saved (a verb, as in the menu File &gt; Save).</extracomment>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Saved as a draft: the game refuses it until the problems are fixed.</source>
        <translation>Salvato come bozza: il gioco lo rifiuta finché i problemi non sono risolti.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <extracomment>Workshop window: a message in the status bar after saving.</extracomment>
        <translation>Salvato.</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>Workshop window: the title of the file dialog (as the menu File &gt; Save As).</extracomment>
        <translation>Salva come</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>File di Starboard (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Workshop window: the title of a message box asking whether to save before closing.</extracomment>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Salvare le modifiche a %1 prima di chiuderlo?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Nessun file recente</translation>
    </message>
    <message>
        <source>The game cannot load %1 yet: fix the problems listed below first.</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Il gioco non può ancora caricare %1: prima risolvi i problemi elencati sotto.</translation>
    </message>
    <message>
        <source>Play It</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Play It (play the edited content).</extracomment>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Playtest (computer players play the content many times).</extracomment>
        <translation>Partite di prova</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Workshop window: the title of a message box about a recovered document that could not be opened.</extracomment>
        <translation>Recupera</translation>
    </message>
    <message>
        <source>Reco&amp;ver Unsaved Work…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the list of documents with changes a Workshop that ended without closing (a crash) left unsaved.</extracomment>
        <translation>Recupera il la&amp;voro non salvato…</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Workshop, the Recover dialog&apos;s button that closes it and keeps the unsaved work for later (it is offered again on the start page and at the next start).</extracomment>
        <translation>Più tardi</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <extracomment>Workshop, the Recover dialog&apos;s title (as the menu File &gt; Recover Unsaved Work).</extracomment>
        <translation>Recupera il lavoro non salvato</translation>
    </message>
    <message>
        <source>%1: choose who plays in the game window&apos;s new-game dialog.</source>
        <extracomment>Workshop window: a message in the status bar after Game &gt; Play It. %1: the content to play, e.g. &apos;Spiral arm and Standard rules&apos;.</extracomment>
        <translation>%1: scegli chi gioca nella finestra di dialogo della nuova partita, nella finestra di gioco.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message>
        <source>Paint sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: paint sectors onto the map). Keep it short.</extracomment>
        <translation>Disegna settore</translation>
    </message>
    <message>
        <source>Click or drag to add sectors</source>
        <translation>Clicca o trascina per aggiungere settori</translation>
    </message>
    <message>
        <source>Erase</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb: erase sectors). Keep it short.</extracomment>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>Click or drag to remove sectors and their Things</source>
        <translation>Clicca o trascina per rimuovere settori e i loro Oggetti</translation>
    </message>
    <message>
        <source>Place Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase). A Thing is the game&apos;s term for what lies on a sector (a planet, an asteroid ...). Keep it short.</extracomment>
        <translation>Piazza Oggetto</translation>
    </message>
    <message>
        <source>Click a sector to fix the chosen Thing on it</source>
        <translation>Clicca su un settore per fissarvi l’Oggetto scelto</translation>
    </message>
    <message>
        <source>The Thing that Place Thing places</source>
        <translation>L’Oggetto che «Piazza Oggetto» piazza</translation>
    </message>
    <message>
        <source>Clear Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: remove a fixed Thing). Keep it short.</extracomment>
        <translation>Togli Oggetto</translation>
    </message>
    <message>
        <source>Click a sector to remove its fixed Thing</source>
        <translation>Clicca su un settore per rimuoverne l’Oggetto fisso</translation>
    </message>
    <message>
        <source>Starbase sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar: mark the sectors where a Starbase (the game&apos;s term: a side&apos;s home base) may be placed. Keep it short.</extracomment>
        <translation>Settore Base stellare</translation>
    </message>
    <message>
        <source>Click a sector to allow or forbid a Starbase there. With none marked the players may place their Starbases on any sector the rules allow</source>
        <translation>Clicca su un settore per consentirvi o vietarvi una Base stellare. Se non ne è segnato nessuno, i giocatori possono piazzare le Basi stellari su qualsiasi settore consentito dalle regole</translation>
    </message>
    <message>
        <source>Mirror</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): keep the map symmetric, every change mirrored. Keep it short.</extracomment>
        <translation>Specchio</translation>
    </message>
    <message>
        <source>Keep the two halves point-symmetric: every edit also applies to the hex a half turn about the centre maps it to</source>
        <translation>Mantieni le due metà simmetriche rispetto al centro: ogni modifica si applica anche all’esagono corrispondente con un mezzo giro attorno al centro</translation>
    </message>
    <message>
        <source>Fit</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): zoom the map to fit the window. Keep it short.</extracomment>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Show the whole galaxy</source>
        <translation>Mostra tutta la galassia</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button and a heading: show how the game draws the galaxy (a noun). Keep it short.</extracomment>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>Show the galaxy as the game&apos;s board draws it</source>
        <translation>Mostra la galassia come la disegna il tabellone del gioco</translation>
    </message>
    <message>
        <source>The galaxy&apos;s name, as the players see it</source>
        <translation>Il nome della galassia, come lo vedono i giocatori</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s name.</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <source>The galaxy&apos;s id: lowercase letters, digits and &apos;-&apos; (saved games name the galaxy by it)</source>
        <translation>L’ID della galassia: lettere minuscole, cifre e «-» (le partite salvate indicano la galassia con questo)</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s identifier (a short technical name).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Rename the galaxy to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Rinomina la galassia in %1</translation>
    </message>
    <message>
        <source>Change the galaxy&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new identifier, e.g. &apos;spiral-arm&apos;.</extracomment>
        <translation>Cambia l’ID della galassia in %1</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the heading of the list of checks of the map (a noun, plural: tests the map passes or fails).
----------
Workshop, galaxy editor: the screen reader&apos;s name of the list of checks (as its heading).</extracomment>
        <translation>Controlli</translation>
    </message>
    <message>
        <source>Left button: use the tool (a drag is one step to undo). Right button: move the map. Wheel: zoom.</source>
        <translation>Tasto sinistro: usa lo strumento (un trascinamento si annulla in un solo passo). Tasto destro: sposta la mappa. Rotellina: zoom.</translation>
    </message>
    <message>
        <source>A quick-setup game on this galaxy, drawn by the game&apos;s own board: try placing Things and Starbases on it</source>
        <translation>Una partita con preparazione rapida su questa galassia, disegnata dal tabellone del gioco stesso: prova a piazzarci Oggetti e Basi stellari</translation>
    </message>
    <message>
        <source>The preview appears when the game can load the galaxy. First problem:
%1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: a problem found in the galaxy, a sentence.</extracomment>
        <translation>L’anteprima appare quando il gioco riesce a caricare la galassia. Primo problema:
%1</translation>
    </message>
    <message>
        <source>The preview cannot write its copy of the galaxy (%1).</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>L’anteprima non riesce a scrivere la sua copia della galassia (%1).</translation>
    </message>
    <message>
        <source>Point at a hex to see its coordinates</source>
        <translation>Punta un esagono per vederne le coordinate</translation>
    </message>
    <message>
        <source>%1 (in the galaxy)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (nella galassia)</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (vuoto)</translation>
    </message>
    <message>
        <source>Click to show it on the map</source>
        <translation>Clicca per mostrarlo sulla mappa</translation>
    </message>
    <message>
        <source>The galaxy has no sectors</source>
        <translation>La galassia non ha settori</translation>
    </message>
    <message numerus="yes">
        <source>The map is connected (%n sector(s))</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>La mappa è connessa (%n settore)</numerusform>
            <numerusform>La mappa è connessa (%n settori)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors; %1: a sector, e.g. &apos;sector 0,0&apos;.</extracomment>
        <translation>
            <numerusform>%n settore non è raggiungibile dal %1</numerusform>
            <numerusform>%n settori non sono raggiungibili dal %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): two sectors side by side. %1 and %2: sectors, e.g. &apos;sector 0,0 and sector 1,0&apos;.</extracomment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>No fixed Things: the Galaxy Setting places them when a game starts</source>
        <translation>Nessun Oggetto fisso: la preparazione della galassia li piazza all’inizio della partita</translation>
    </message>
    <message>
        <source>No fixed Thing is next to another</source>
        <translation>Nessun Oggetto fisso è accanto a un altro</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of fixed Things next to each other (%1)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of pairs; %1: the first pair, e.g. &apos;sector 0,0 and sector 1,0&apos;. A fixed Thing: a Thing placed by the designer.</extracomment>
        <translation>
            <numerusform>%n coppia di Oggetti fissi adiacenti (%1)</numerusform>
            <numerusform>%n coppie di Oggetti fissi adiacenti (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The cargo price is set by the Galaxy Setting</source>
        <translation>Il prezzo del carico è fissato dalla preparazione della galassia</translation>
    </message>
    <message>
        <source>No Spaceport among the fixed Things: no cargo can be sold</source>
        <translation>Nessuno Spazioporto tra gli Oggetti fissi: non si può vendere merce</translation>
    </message>
    <message>
        <source>No planet can be reached from the Spaceport: the cargo price is $0</source>
        <translation>Nessun pianeta è raggiungibile dallo Spazioporto: il prezzo del carico è 0 $</translation>
    </message>
    <message numerus="yes">
        <source>Cargo price $%1 (the nearest planet is %n move(s) from the Spaceport)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %1: an amount of money (after the dollar sign); %n: a number of moves. Cargo price and Spaceport are the game&apos;s terms.</extracomment>
        <translation>
            <numerusform>Prezzo del carico %1 $ (il pianeta più vicino è a %n movimento dallo Spazioporto)</numerusform>
            <numerusform>Prezzo del carico %1 $ (il pianeta più vicino è a %n movimenti dallo Spazioporto)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one Starbase sector is marked: mark one for each player, or none</source>
        <translation>È segnato un solo settore per Basi stellari: segnane uno per giocatore, o nessuno</translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Due dei settori per Basi stellari segnati (%n) distano almeno %1 movimenti tra loro e sono lontani dagli Oggetti</numerusform>
            <numerusform>Due dei settori per Basi stellari segnati (%n) distano almeno %1 movimenti tra loro e sono lontani dagli Oggetti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Tra i settori per Basi stellari segnati (%n) non ce ne sono due a %1 movimenti di distanza e lontani dagli Oggetti (il gioco allora ignora la regola)</numerusform>
            <numerusform>Tra i settori per Basi stellari segnati (%n) non ce ne sono due a %1 movimenti di distanza e lontani dagli Oggetti (il gioco allora ignora la regola)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Spazio per due Basi stellari ad almeno %n movimento di distanza</numerusform>
            <numerusform>Spazio per due Basi stellari ad almeno %n movimenti di distanza</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Non c’è spazio per due Basi stellari a %n movimento di distanza e lontane dagli Oggetti (il gioco allora ignora la regola)</numerusform>
            <numerusform>Non c’è spazio per due Basi stellari a %n movimenti di distanza e lontane dagli Oggetti (il gioco allora ignora la regola)</numerusform>
        </translation>
    </message>
    <message>
        <source>The two halves are point-symmetric</source>
        <translation>Le due metà sono simmetriche rispetto al centro</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) differ from their mirror image</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors that break the symmetry.</extracomment>
        <translation>
            <numerusform>%n settore differisce dalla sua immagine speculare</numerusform>
            <numerusform>%n settori differiscono dalla loro immagine speculare</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s loader accepts the galaxy</source>
        <translation>Il caricatore del gioco accetta la galassia</translation>
    </message>
    <message>
        <source>Paint sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Painted with the tool &apos;Paint sector&apos;.</extracomment>
        <translation>Disegna settori</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Aggiungi il %1</translation>
    </message>
    <message>
        <source>Remove the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Togli l’Oggetto nel %1</translation>
    </message>
    <message>
        <source>Erase sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Erased with the tool &apos;Erase&apos;.</extracomment>
        <translation>Cancella settori</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Rimuovi il %1</translation>
    </message>
    <message>
        <source>Renumber the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Rinumera l’Oggetto nel %1</translation>
    </message>
    <message>
        <source>Renumber the Starbase sectors</source>
        <translation>Rinumera i settori per Basi stellari</translation>
    </message>
    <message>
        <source>Mark Starbase sectors</source>
        <translation>Segna settori per Basi stellari</translation>
    </message>
    <message>
        <source>Unmark Starbase sectors</source>
        <translation>Togli il segno ai settori per Basi stellari</translation>
    </message>
    <message>
        <source>Allow a Starbase in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Consenti una Base stellare nel %1</translation>
    </message>
    <message>
        <source>Forbid Starbases in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Vieta le Basi stellari nel %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;.</extracomment>
        <translation>Piazza %1</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Piazza %1 nel %2</translation>
    </message>
    <message>
        <source>Clear Things</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Cleared with the tool &apos;Clear Thing&apos;. A Thing is the game&apos;s term for what lies on a sector.</extracomment>
        <translation>Togli Oggetti</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the screen reader&apos;s name of the map being edited.</extracomment>
        <translation>Mappa della galassia</translation>
    </message>
    <message>
        <source>Keyboard: arrows move the white ring, Space or Enter uses the tool, Shift+arrow moves and uses it, Delete erases.</source>
        <translation>Tastiera: le frecce spostano l’anello bianco, Spazio o Invio usano lo strumento, Maiusc+freccia sposta e lo usa, Canc cancella.</translation>
    </message>
    <message>
        <source>Fixed Thing: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a Thing&apos;s name, e.g. &apos;Planet&apos;. A fixed Thing is placed by the designer rather than drawn at random.</extracomment>
        <translation>Oggetto fisso: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a check&apos;s text, e.g. &apos;2 sector(s) cannot be reached from sector 0,0&apos;.</extracomment>
        <translation>Avviso: %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnCardListModel</name>
    <message>
        <source>Starting card (%1)</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the starting card in the list of cards. %1: its id, e.g. &apos;start&apos;.</extracomment>
        <translation>Carta iniziale (%1)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Workshop, spawn deck designer: a card in the list. %1: its number; %2: its id.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No alien yet</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list.</extracomment>
        <translation>Ancora nessun alieno</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s)</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list. %n: aliens on it.</extracomment>
        <translation>
            <numerusform>%n alieno</numerusform>
            <numerusform>%n alieni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnDeckEditor</name>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): a tool bar button (a verb phrase).</extracomment>
        <translation>Aggiungi carta</translation>
    </message>
    <message>
        <source>Add an empty card after the selected one</source>
        <translation>Aggiungi una carta vuota dopo quella selezionata</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb).</extracomment>
        <translation>Duplica</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <translation>Aggiungi una copia della carta selezionata</translation>
    </message>
    <message>
        <source>Remove card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb phrase).</extracomment>
        <translation>Rimuovi carta</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Rimuovi la carta selezionata</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card up in the deck.</extracomment>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move the card up</source>
        <translation>Sposta la carta in su</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card down in the deck.</extracomment>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Move the card down</source>
        <translation>Sposta la carta in giù</translation>
    </message>
    <message>
        <source>Copy card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: copy the whole card.</extracomment>
        <translation>Copia carta</translation>
    </message>
    <message>
        <source>Copy the selected card</source>
        <translation>Copia la carta selezionata</translation>
    </message>
    <message>
        <source>Paste card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: paste a copied card as a new card.</extracomment>
        <translation>Incolla carta</translation>
    </message>
    <message>
        <source>Paste a copied card after the selected one</source>
        <translation>Incolla una carta copiata dopo quella selezionata</translation>
    </message>
    <message>
        <source>Spawn cards</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of cards.</extracomment>
        <translation>Carte ondata</translation>
    </message>
    <message>
        <source>Alien kind</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the alien kind.</extracomment>
        <translation>Tipo di alieno</translation>
    </message>
    <message>
        <source>Facing</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the facing.</extracomment>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>The alien a click places (keys 1 to 3 in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the alien kind chooser.</extracomment>
        <translation>L’alieno che un clic piazza (tasti da 1 a 3 nella carta)</translation>
    </message>
    <message>
        <source>Where the alien flies, as the card&apos;s reader sees it (Shift+arrow in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the facing chooser.</extracomment>
        <translation>Dove vola l’alieno, visto dal lettore della carta (Maiusc+freccia nella carta)</translation>
    </message>
    <message>
        <source>Stack, top first</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of aliens stacked on the cell under the cursor, top first.</extracomment>
        <translation>Pila, dall’alto</translation>
    </message>
    <message>
        <source>Higher</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien up in its stack.</extracomment>
        <translation>Più su</translation>
    </message>
    <message>
        <source>Move the chosen alien up in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Higher&apos; button.</extracomment>
        <translation>Sposta l’alieno scelto più in alto nella sua pila</translation>
    </message>
    <message>
        <source>Lower</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien down in its stack.</extracomment>
        <translation>Più giù</translation>
    </message>
    <message>
        <source>Move the chosen alien down in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Lower&apos; button.</extracomment>
        <translation>Sposta l’alieno scelto più in basso nella sua pila</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, spawn deck designer: a button: remove the chosen alien from its stack.</extracomment>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove the chosen alien</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Remove&apos; button.</extracomment>
        <translation>Rimuovi l’alieno scelto</translation>
    </message>
    <message>
        <source>Move the alien higher in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Higher&apos; button.</extracomment>
        <translation>Sposta l’alieno più in alto nella pila</translation>
    </message>
    <message>
        <source>Move the alien lower in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Lower&apos; button.</extracomment>
        <translation>Sposta l’alieno più in basso nella pila</translation>
    </message>
    <message>
        <source>Remove the alien from the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Remove&apos; button.</extracomment>
        <translation>Rimuovi l’alieno dalla pila</translation>
    </message>
    <message>
        <source>The reader&apos;s district is below the card.</source>
        <extracomment>Workshop, spawn deck designer: under the card&apos;s grid: the side of the card&apos;s reader.</extracomment>
        <translation>Il distretto del lettore è sotto la carta.</translation>
    </message>
    <message>
        <source>Alien:</source>
        <extracomment>Workshop, spawn deck designer: a label of the alien kind chooser.</extracomment>
        <translation>Alieno:</translation>
    </message>
    <message>
        <source>Facing:</source>
        <extracomment>Workshop, spawn deck designer: a label of the facing chooser (where the alien flies).</extracomment>
        <translation>Orientamento:</translation>
    </message>
    <message>
        <source>Stack on the cell, top first:</source>
        <extracomment>Workshop, spawn deck designer: a heading above the list of aliens on the cursor&apos;s cell.</extracomment>
        <translation>Pila sulla casella, dall’alto:</translation>
    </message>
    <message>
        <source>Seen from the district</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the district whose side the card is laid out from in the preview.</extracomment>
        <translation>Visto dal distretto</translation>
    </message>
    <message>
        <source>Drawn in the turn of:</source>
        <extracomment>Workshop, spawn deck designer: a label: the card is laid out as in the turn of this district&apos;s player.</extracomment>
        <translation>Pescata nel turno di:</translation>
    </message>
    <message>
        <source>Aliens per card by speed</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chart of aliens per card.</extracomment>
        <translation>Alieni per carta per velocità</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of the deck&apos;s checks.
----------
Workshop, spawn deck designer: a tab: the deck&apos;s checks.</extracomment>
        <translation>Controlli</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Workshop, spawn deck designer: a tab: the card on the game&apos;s board.</extracomment>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>Spawn curve</source>
        <extracomment>Workshop, spawn deck designer: a tab: the chart of aliens per card (the spawn curve).</extracomment>
        <translation>Curva delle ondate</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop, spawn deck designer: a tab: computer teams play the deck.</extracomment>
        <translation>Partite di prova</translation>
    </message>
    <message>
        <source>Alien kinds</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the table of alien kinds.</extracomment>
        <translation>Tipi di alieno</translation>
    </message>
    <message>
        <source>Deck id</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s id field.</extracomment>
        <translation>ID del mazzo</translation>
    </message>
    <message>
        <source>Deck name</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s name field.</extracomment>
        <translation>Nome del mazzo</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s id.</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s name.</extracomment>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Alien kinds (a changed id must be changed on the cards too):</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a heading above the alien kinds.</extracomment>
        <translation>Tipi di alieno (un ID modificato va cambiato anche sulle carte):</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>Workshop, spawn deck designer: a tab: the deck&apos;s id, name and alien kinds.</extracomment>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;): the deck&apos;s id or name changed. %1: the new value.</extracomment>
        <translation>Cambia l’ID del mazzo in %1</translation>
    </message>
    <message>
        <source>Rename the deck %1</source>
        <extracomment>An undo step&apos;s name: the spawn deck renamed. %1: the new name.</extracomment>
        <translation>Rinomina il mazzo in %1</translation>
    </message>
    <message>
        <source>%1 (speed %2)</source>
        <extracomment>Workshop, spawn deck designer: an alien kind in the chooser. %1: its name, e.g. &apos;Yellum&apos;; %2: its speed (spaces per move), e.g. &apos;1&apos;.
----------
Workshop, spawn deck designer, the spawn curve: a series of the chart. %1: an alien kind, e.g. &apos;Yellum&apos;; %2: its speed, e.g. &apos;1&apos;.</extracomment>
        <translation>%1 (velocità %2)</translation>
    </message>
    <message>
        <source>Spawn card %1</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the card&apos;s grid. %1: the card, e.g. &apos;3. wave-03&apos;.</extracomment>
        <translation>Carta ondata %1</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: an alien kind, e.g. &apos;Yellum&apos;; %2: a card&apos;s id, e.g. &apos;wave-03&apos;.</extracomment>
        <translation>Piazza %1 su %2</translation>
    </message>
    <message>
        <source>Remove an alien from %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Rimuovi un alieno da %1</translation>
    </message>
    <message>
        <source>Reorder a stack on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Riordina una pila su %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Aggiungi la carta %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the copied card&apos;s id; %2: the new card&apos;s id.</extracomment>
        <translation>Duplica %1 come %2</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Rimuovi la carta %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Sposta su %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Sposta giù %1</translation>
    </message>
    <message>
        <source>Paste card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Incolla la carta %1</translation>
    </message>
    <message>
        <source>The starting card spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: the starting card is empty.</extracomment>
        <translation>La carta iniziale non fa comparire alcun alieno; ogni carta deve farne comparire almeno uno.</translation>
    </message>
    <message>
        <source>Card %1 spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: a card is empty. %1: its id.</extracomment>
        <translation>La carta %1 non fa comparire alcun alieno; ogni carta deve farne comparire almeno uno.</translation>
    </message>
    <message>
        <source>Every card spawns at least one alien.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes.</extracomment>
        <translation>Ogni carta fa comparire almeno un alieno.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Recluta</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Pilota esperto</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; hardest difficulty.</extracomment>
        <translation>Asso</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 pesca %2 carte ondata, ma il mazzo ne ha solo %n.</numerusform>
            <numerusform>%1 pesca %2 carte ondata, ma il mazzo ne ha solo %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s).</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 pesca %2 carte su %n del mazzo.</numerusform>
            <numerusform>%1 pesca %2 carte su %n del mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Aliens per card, by speed</source>
        <extracomment>Workshop, spawn deck designer: the title of the spawn curve chart.</extracomment>
        <translation>Alieni per carta, per velocità</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the horizontal axis: the cards in deck order.</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Aliens</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the vertical axis.</extracomment>
        <translation>Alieni</translation>
    </message>
    <message>
        <source>A turn&apos;s spawn card brings %1 aliens on average: %2.</source>
        <extracomment>Workshop, spawn deck designer, under the spawn curve. %1: a number, e.g. &apos;3.25&apos;; %2: per kind, e.g. &apos;2.10 Yellum (speed 1), 1.15 Bluvol (speed 2)&apos;.</extracomment>
        <translation>La carta ondata di un turno porta in media %1 alieni: %2.</translation>
    </message>
    <message>
        <source>The preview cannot write its scratch files.</source>
        <extracomment>Workshop, spawn deck designer: shown in place of the board preview.</extracomment>
        <translation>L’anteprima non riesce a scrivere i suoi file temporanei.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has light enough. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %3: the most aliens a drawn card may have; %n: such cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 pesca %2 carte ondata con al massimo %3 alieni, ma il mazzo ne ha solo %n.</numerusform>
            <numerusform>%1 pesca %2 carte ondata con al massimo %3 alieni, ma il mazzo ne ha solo %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s) of at most %3 aliens.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: the deck&apos;s cards it draws from; %3: the most aliens such a card has.</extracomment>
        <translation>
            <numerusform>%1 pesca %2 carte su %n del mazzo con al massimo %3 alieni.</numerusform>
            <numerusform>%1 pesca %2 carte su %n del mazzo con al massimo %3 alieni.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPainter</name>
    <message>
        <source>Spawn card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the accessible name of the 5 x 5 grid of a spawn card where aliens are placed.</extracomment>
        <translation>Carta ondata</translation>
    </message>
    <message>
        <source>Click or Space: place the chosen alien on top of the cell&apos;s stack. Right click or Delete: take the top alien off. Arrow keys: move the cursor.</source>
        <translation>Clic o Spazio: piazza l’alieno scelto in cima alla pila della casella. Clic destro o Canc: togli l’alieno in cima. Tasti freccia: sposta il cursore.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the cell under the cursor, for screen readers. %1: column 1..5 from the reader&apos;s left; %2: row 1..5 from the far row.</extracomment>
        <translation>Colonna %1, riga %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card without aliens. %1: where, e.g. &apos;Column 2, row 3&apos;.</extracomment>
        <translation>%1: vuota</translation>
    </message>
    <message>
        <source>%1, top first: %2</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card with aliens. %1: where, e.g. &apos;Column 2, row 3&apos;; %2: the aliens from the top of the stack down, e.g. &apos;bluvol Toward the reader, yellum Away from the reader&apos;.</extracomment>
        <translation>%1, dall’alto: %2</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPlaytest</name>
    <message>
        <source>Games per difficulty</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters), Playtest: the accessible name of the number of games played at each difficulty.</extracomment>
        <translation>Partite per difficoltà</translation>
    </message>
    <message>
        <source>Pilots</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the number of computer pilots in the team.</extracomment>
        <translation>Piloti</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: play the edited deck at every difficulty.</extracomment>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: stop the games being played.</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the difficulty played.</extracomment>
        <translation>Difficoltà</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: games played.</extracomment>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Team wins</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the share of games the team won, in percent.</extracomment>
        <translation>Vittorie squadra</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the 95% confidence interval of the win rate.</extracomment>
        <translation>Intervallo al 95%</translation>
    </message>
    <message>
        <source>Win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the table of results.</extracomment>
        <translation>Percentuale di vittorie per difficoltà</translation>
    </message>
    <message>
        <source>A team of Standard computer pilots plays the deck as it is now at each difficulty (with the ship cards, equipment and difficulty open in the Workshop, else the shipped ones), the same seeds for each.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the explanation above the settings. Standard: the computer players&apos; level.</extracomment>
        <translation>Una squadra di piloti computer di livello Standard gioca il mazzo così com’è ora a ogni difficoltà (con le carte astronave, l’equipaggiamento e la difficoltà aperti nel Laboratorio, altrimenti quelli inclusi nel gioco), con gli stessi semi per ciascuna.</translation>
    </message>
    <message>
        <source>Games per difficulty:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of games.</extracomment>
        <translation>Partite per difficoltà:</translation>
    </message>
    <message>
        <source>Pilots:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of computer pilots (players) in the team, 1 to 4.</extracomment>
        <translation>Piloti:</translation>
    </message>
    <message>
        <source>Cannot write the deck to a scratch file.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: an error.</extracomment>
        <translation>Impossibile scrivere il mazzo in un file temporaneo.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Recluta</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Pilota esperto</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; hardest difficulty.</extracomment>
        <translation>Asso</translation>
    </message>
    <message>
        <source>The content cannot be played at %1.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: %1: a difficulty, e.g. &apos;Ace&apos;.</extracomment>
        <translation>Il contenuto non si può giocare alla difficoltà %1.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a win rate. %1: a number, e.g. &apos;40.5&apos;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1% to %2%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a 95% confidence interval of a win rate. %1, %2: numbers, e.g. &apos;31.2&apos; and &apos;50.1&apos;.</extracomment>
        <translation>dal %1% al %2%</translation>
    </message>
    <message>
        <source>Chart of the win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the chart of results.</extracomment>
        <translation>Grafico della percentuale di vittorie per difficoltà</translation>
    </message>
    <message>
        <source>A box per difficulty from the low to the high end of the 95% interval, its middle line the team&apos;s win rate; the table above has the same figures.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible description of the chart.</extracomment>
        <translation>Un riquadro per difficoltà dall&apos;estremo inferiore a quello superiore dell&apos;intervallo al 95%, con la percentuale di vittorie della squadra come linea centrale; la tabella sopra riporta gli stessi valori.</translation>
    </message>
    <message>
        <source>Team wins, 95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s legend: the boxes.</extracomment>
        <translation>Vittorie della squadra, intervallo al 95%</translation>
    </message>
    <message>
        <source>Team wins per difficulty (the line: the rate; the box: its 95% interval)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s title.</extracomment>
        <translation>Vittorie della squadra per difficoltà (la linea: la percentuale; il riquadro: il suo intervallo al 95%)</translation>
    </message>
    <message>
        <source>Team wins (%)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s vertical axis.</extracomment>
        <translation>Vittorie della squadra (%)</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gftables::GfTableEditor</name>
    <message>
        <source>Add a copy</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb phrase).</extracomment>
        <translation>Aggiungi una copia</translation>
    </message>
    <message>
        <source>Add a copy of the selected row</source>
        <translation>Aggiungi una copia della riga selezionata</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb).</extracomment>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Rimuovi la riga selezionata</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row up.</extracomment>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row down.</extracomment>
        <translation>Sposta giù</translation>
    </message>
</context>
<context>
    <name>starboard::figures</name>
    <message>
        <source>Seat %1 wins</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1, e.g. &apos;Seat 2 wins&apos;.</extracomment>
        <translation>Vittorie del posto %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Partite senza vincitore</translation>
    </message>
    <message>
        <source>First player wins (decided games)</source>
        <translation>Vittorie del primo giocatore (partite decise)</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). A solitaire&apos;s share of games won.</extracomment>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Partite vinte dalla squadra</translation>
    </message>
    <message>
        <source>Game length (actions)</source>
        <translation>Durata della partita (azioni)</translation>
    </message>
    <message>
        <source>Seat %1 score</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (its mean final score).</extracomment>
        <translation>Punteggio del posto %1</translation>
    </message>
    <message>
        <source>Seat %1 rank: %2</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1; %2: a rank, e.g. &apos;Promoted to Captain&apos; (how often the seat ends with it).</extracomment>
        <translation>Grado del posto %1: %2</translation>
    </message>
    <message>
        <source>Seat %1 out of the game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (how often the seat is out of the game at the end).</extracomment>
        <translation>Posto %1 fuori dalla partita</translation>
    </message>
    <message>
        <source>Lowest rank in the team: %1</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>Grado più basso nella squadra: %1</translation>
    </message>
    <message>
        <source>A seat of the team out of the game</source>
        <translation>Un posto della squadra fuori dalla partita</translation>
    </message>
    <message>
        <source>Score per player (still in the game)</source>
        <translation>Punteggio per giocatore (ancora in partita)</translation>
    </message>
    <message>
        <source>Points from systems per player</source>
        <translation>Punti dai sistemi per giocatore</translation>
    </message>
    <message>
        <source>Points from technology per player</source>
        <translation>Punti dalle tecnologie per giocatore</translation>
    </message>
    <message>
        <source>Points from bonuses per player (exploration, scientific, warlord)</source>
        <translation>Punti dai bonus per giocatore (esplorazione, scienza, conquistatore)</translation>
    </message>
    <message>
        <source>Systems aligned per player</source>
        <translation>Sistemi annessi per giocatore</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike on a Starbase</source>
        <translation>Terminata da un attacco di Bombardiere su una Base stellare</translation>
    </message>
    <message>
        <source>Ended by a combat at a Starbase</source>
        <translation>Terminata da un combattimento in una Base stellare</translation>
    </message>
    <message>
        <source>Ended by a Starbase&apos;s decay</source>
        <translation>Terminata dal logoramento di una Base stellare</translation>
    </message>
    <message>
        <source>Ended by a concession</source>
        <translation>Terminata per abbandono</translation>
    </message>
    <message>
        <source>Ended another way (not over)</source>
        <translation>Terminata in altro modo (non conclusa)</translation>
    </message>
    <message>
        <source>%1 bought per game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean bought per game).</extracomment>
        <translation>%1: acquisti per partita</translation>
    </message>
    <message>
        <source>%1 lost per game (both seats)</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean lost per game).</extracomment>
        <translation>%1: perdite per partita (entrambi i posti)</translation>
    </message>
    <message>
        <source>Cargo sold per game</source>
        <translation>Carichi venduti per partita</translation>
    </message>
    <message>
        <source>Money earned from cargo per game</source>
        <translation>Denaro guadagnato con i carichi per partita</translation>
    </message>
    <message>
        <source>Combats per game</source>
        <translation>Combattimenti per partita</translation>
    </message>
    <message>
        <source>Bomber strikes on a Starbase per game</source>
        <translation>Attacchi di Bombardiere su una Base stellare per partita</translation>
    </message>
    <message>
        <source>Bombers destroyed away from the enemy Starbase per game</source>
        <translation>Bombardieri distrutti lontano dalla Base stellare nemica per partita</translation>
    </message>
    <message>
        <source>Combats at a Starbase per game</source>
        <translation>Combattimenti in una Base stellare per partita</translation>
    </message>
    <message>
        <source>Combats at a Starbase with its owner&apos;s ships defending per game</source>
        <translation>Combattimenti in una Base stellare difesa dalle navi del proprietario, per partita</translation>
    </message>
    <message>
        <source>Moves between the two Starbases</source>
        <translation>Movimenti tra le due Basi stellari</translation>
    </message>
    <message>
        <source>Won by the player who placed the Starbase second</source>
        <translation>Vinta dal giocatore che ha piazzato la Base stellare per secondo</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike before the fourth turn</source>
        <translation>Terminata da un attacco di Bombardiere prima del quarto turno</translation>
    </message>
    <message>
        <source>Lost: districts invaded</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galaxy Fighters: the team lost because enough districts were invaded.</extracomment>
        <translation>Persa: distretti invasi</translation>
    </message>
    <message>
        <source>Lost: no ship left in the shipyard</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: the team lost because a destroyed ship could not be replaced from the shipyard.</extracomment>
        <translation>Persa: nessuna astronave rimasta nel cantiere</translation>
    </message>
    <message>
        <source>Districts invaded per game</source>
        <translation>Distretti invasi per partita</translation>
    </message>
    <message>
        <source>Invaders per game</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: aliens in the invader spaces of all four districts at the end of a game.</extracomment>
        <translation>Invasori per partita</translation>
    </message>
    <message>
        <source>Ships destroyed per game</source>
        <translation>Astronavi distrutte per partita</translation>
    </message>
    <message>
        <source>Aliens shot per game</source>
        <translation>Alieni abbattuti per partita</translation>
    </message>
    <message>
        <source>Rounds per game</source>
        <translation>Giri per partita</translation>
    </message>
    <message>
        <source>Won by capturing every enemy ship</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galactic Warfare: the loser had no ship left in play.</extracomment>
        <translation>Vinta catturando tutte le navi nemiche</translation>
    </message>
    <message>
        <source>Won by invading the enemy planet</source>
        <extracomment>Galactic Warfare: the winner held every square of the loser&apos;s home planet.</extracomment>
        <translation>Vinta invadendo il pianeta nemico</translation>
    </message>
    <message>
        <source>Ended by two passes</source>
        <extracomment>Galactic Warfare: neither player could move (two passes in a row).</extracomment>
        <translation>Finita con due passaggi</translation>
    </message>
    <message>
        <source>Ended by the turn limit</source>
        <translation>Finita per il limite di turni</translation>
    </message>
    <message>
        <source>Drawn (equal ships in play)</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: games ended by the turn limit or by two passes with the same number of ships in play on both sides.</extracomment>
        <translation>Pareggio (stesse navi in gioco)</translation>
    </message>
    <message>
        <source>Turns per game (both players)</source>
        <extracomment>Galactic Warfare: turns per game, each player&apos;s turn counted.</extracomment>
        <translation>Turni per partita (entrambi i giocatori)</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Battaglie per partita</translation>
    </message>
    <message>
        <source>Attacks cancelled by a shield per game</source>
        <translation>Attacchi annullati da uno scudo per partita</translation>
    </message>
    <message>
        <source>Stuck ships&apos; retreat attempts per game</source>
        <extracomment>Galactic Warfare: a stuck ship&apos;s attempts to go home on doubles.</extracomment>
        <translation>Tentativi di ritirata di navi bloccate per partita</translation>
    </message>
    <message>
        <source>Passes per game</source>
        <translation>Passaggi per partita</translation>
    </message>
    <message>
        <source>Ships in an enemy planet at the end</source>
        <extracomment>Galactic Warfare: ships inside the enemy home planet at the end (both sides).</extracomment>
        <translation>Navi su un pianeta nemico alla fine</translation>
    </message>
    <message>
        <source>Cards played per game</source>
        <translation>Carte giocate per partita</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: %1 a card, e.g. &apos;Hyperdrive&apos; (the share of games in which it was played).</extracomment>
        <translation>%1 giocata</translation>
    </message>
    <message>
        <source>Battles won by the attacker (%)</source>
        <extracomment>Galactic Warfare: among the battles of a game that were fought, the percentage the attacker won (a mean over the games with a battle).</extracomment>
        <translation>Battaglie vinte dall&apos;attaccante (%)</translation>
    </message>
</context>
<context>
    <name>starboard::gc::GcController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>Non c’è nessuna partita sul tabellone.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Attendi il dado e le carte.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Command board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passa lo schermo a %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Command board: the prompt of the active player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <extracomment>Galaxy Command board: a notice shown briefly. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: what the player collected, e.g. &apos;collects 2 metal and 1 wealth&apos;.</extracomment>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>military</source>
        <extracomment>Galaxy Command board: the label of the bonus added to an attack&apos;s die roll: the player&apos;s military strength (a noun; short, under the number in the roll panel).</extracomment>
        <translation>forza militare</translation>
    </message>
    <message>
        <source>Aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system joins the Empire (short).</extracomment>
        <translation>Annesso</translation>
    </message>
    <message>
        <source>Not aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system does not join (short).</extracomment>
        <translation>Non annesso</translation>
    </message>
    <message>
        <source>Coup!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup succeeded (short).</extracomment>
        <translation>Colpo di Stato!</translation>
    </message>
    <message>
        <source>Coup fails</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup failed (short).</extracomment>
        <translation>Colpo fallito</translation>
    </message>
    <message>
        <source>force</source>
        <extracomment>Galaxy Command board: the label of the bonus added to a revolt&apos;s or invasion&apos;s roll: the event&apos;s force (a noun; short, under the number in the roll panel).</extracomment>
        <translation>forza</translation>
    </message>
    <message>
        <source>Revolt!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt succeeded, the system leaves (short).</extracomment>
        <translation>Rivolta!</translation>
    </message>
    <message>
        <source>Stays loyal</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt failed, the system stays in the Empire (short).</extracomment>
        <translation>Resta fedele</translation>
    </message>
    <message>
        <source>System lost</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion took the system (short).</extracomment>
        <translation>Sistema perduto</translation>
    </message>
    <message>
        <source>Repelled</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion was beaten off (short).</extracomment>
        <translation>Respinta</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Galaxy Command board: a player&apos;s line on the event card while the event waits for another player&apos;s die roll or choice.</extracomment>
        <translation>In attesa…</translation>
    </message>
    <message>
        <source>This is the sector of %1.</source>
        <extracomment>Galaxy Command board: why a card cannot be used. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Questo è il settore di %1.</translation>
    </message>
    <message>
        <source>Discovered.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen: it is already discovered.</extracomment>
        <translation>Scoperta.</translation>
    </message>
    <message>
        <source>This is the technology mat of %1.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Questa è la plancia delle tecnologie di %1.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step, after collecting.</source>
        <translation>Le tecnologie si scoprono nella fase di costruzione, dopo la raccolta.</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the action step where you explore or conquer). Short.</extracomment>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Collect</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: collect production). Short.</extracomment>
        <translation>Raccolta</translation>
    </message>
    <message>
        <source>Build</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: build military strength and discover). Short.</extracomment>
        <translation>Costruzione</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the event cards of the year). Short.</extracomment>
        <translation>Evento</translation>
    </message>
    <message>
        <source>An event card is turned over…</source>
        <translation>Si gira una carta evento…</translation>
    </message>
    <message>
        <source>The die is rolling…</source>
        <translation>Il dado rotola…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy Command board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>In attesa di %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy Command board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn your explore or conquer succeeds without a roll. Click a system, or bide time.</source>
        <translation>Diplomazia interstellare: in questo turno la tua esplorazione o conquista riesce senza tiro. Clicca su un sistema, o temporeggia.</translation>
    </message>
    <message>
        <source>Click a face-down system to explore it or an unaligned one to conquer it, or bide time.</source>
        <translation>Clicca su un sistema coperto per esplorarlo o su uno non annesso per conquistarlo, oppure temporeggia.</translation>
    </message>
    <message>
        <source>Interspecies Commerce: trade %1 metal for %2 wealth or %1 wealth for %2 metal, or keep your storage.</source>
        <extracomment>Galaxy Command board: the prompt after collecting with the technology Interspecies Commerce. %1 and %2: numbers (2 and 1).</extracomment>
        <translation>Commercio interspecie: scambia %1 metallo con %2 ricchezza o %1 ricchezza con %2 metallo, oppure tieni la tua riserva.</translation>
    </message>
    <message>
        <source>Build military strength (%1 metal and %2 wealth) and discover a technology, once each, then end your turn.</source>
        <extracomment>Galaxy Command board: the prompt of the build step. %1 and %2: numbers.</extracomment>
        <translation>Aumenta la forza militare (%1 metallo e %2 ricchezza) e scopri una tecnologia, una volta ciascuna, poi termina il turno.</translation>
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
            <numerusform>%n punto, %1</numerusform>
            <numerusform>%n punti, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5</source>
        <extracomment>Galaxy Command, the game over summary: the parts of the score, each a number of points. &apos;exploration&apos;, &apos;scientific&apos; and &apos;warlord&apos; are the rulebook&apos;s bonus names: all nine cards explored, all eight technologies discovered, all nine systems aligned.</extracomment>
        <translation>Sistemi %1 · tecnologie %2 · esplorazione %3 · scienza %4 · conquistatore %5</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Questa carta sistema non esiste.</translation>
    </message>
</context>
<context>
    <name>starboard::gf::GfController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>Non c’è nessuna partita sul tabellone.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Attendi le carte e i dadi.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Fighters board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passa lo schermo a %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Fighters board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>Cockpit</source>
        <extracomment>Galaxy Fighters: a phase of the game (the pilots fit out their ships).</extracomment>
        <translation>Cockpit</translation>
    </message>
    <message>
        <source>Spawn</source>
        <extracomment>Galaxy Fighters: a phase of the turn (a spawn card lands aliens).</extracomment>
        <translation>Ondata</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the player uses the command dice).</extracomment>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Approach</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the aliens move towards the district).</extracomment>
        <translation>Avvicinamento</translation>
    </message>
    <message>
        <source>Choose the weapon system of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Scegli il sistema d’arma dell’astronave di %1.</translation>
    </message>
    <message>
        <source>Choose the bonus command tile of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Scegli la tessera comando bonus dell’astronave di %1.</translation>
    </message>
    <message>
        <source>Choose the engine modification of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Scegli la modifica al motore dell’astronave di %1.</translation>
    </message>
    <message>
        <source>%1 is full: choose the neighbouring district the invader goes to.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district whose invader spaces are full.</extracomment>
        <translation>Il distretto %1 è pieno: scegli il distretto vicino in cui va l’invasore.</translation>
    </message>
    <message>
        <source>%1&apos;s ship: use your dice (Fire, a highlighted space to move, Weapon, Engine, Special), then End turn.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Astronave di %1: usa i tuoi dadi (Fuoco, una casella evidenziata per muoverti, Arma, Motore, Speciale), poi Fine turno.</translation>
    </message>
    <message>
        <source>A spawn card lands its aliens.</source>
        <translation>Una carta ondata fa atterrare i suoi alieni.</translation>
    </message>
    <message>
        <source>The cards and dice are dealt.</source>
        <translation>Si distribuiscono le carte e si tirano i dadi.</translation>
    </message>
    <message>
        <source>%1 flies %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt while another player decides. %1: a player&apos;s name; %2: the district whose ship it is.</extracomment>
        <translation>%1 pilota l’astronave di %2.</translation>
    </message>
    <message>
        <source>That is not a space of the board.</source>
        <translation>Quella non è una casella del tabellone.</translation>
    </message>
    <message>
        <source>The Side Cannon hits the closest alien to the left or right only.</source>
        <extracomment>Galaxy Fighters board: a click on a space the Side Cannon cannot hit.</extracomment>
        <translation>Il Cannone laterale colpisce solo l’alieno più vicino a sinistra o a destra.</translation>
    </message>
    <message>
        <source>The board shows what happened, step by step.</source>
        <extracomment>Galaxy Fighters board: the prompt while the board plays out what happened step by step (a moment without a sentence of its own).</extracomment>
        <translation>Il tabellone mostra cosa è successo, passo dopo passo.</translation>
    </message>
    <message>
        <source>Rolling</source>
        <extracomment>Galaxy Fighters board: a die being rolled again (its symbol not known yet).</extracomment>
        <translation>Rilancio</translation>
    </message>
    <message>
        <source>%1: %2 spawn cards left, %3 backup ships left.</source>
        <extracomment>Galaxy Fighters, the game-over summary. %1: the difficulty, e.g. &apos;Expert Pilot&apos;; %2: spawn cards not played; %3: backup ships left in the shipyard.</extracomment>
        <translation>%1: restano %2 carte di comparsa e %3 navi di riserva.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n ship(s) lost, invaders %3/%4.</source>
        <extracomment>Galaxy Fighters, the game-over summary: one district. %1: the district, e.g. &apos;Rocketown&apos;; %2: its pilot; %n: its ships lost; %3: invaders; %4: invader spaces.</extracomment>
        <translation>
            <numerusform>%1 (%2): %n nave persa, invasori %3/%4.</numerusform>
            <numerusform>%1 (%2): %n navi perse, invasori %3/%4.</numerusform>
        </translation>
    </message>
    <message>
        <source>At least one command die must be used: to move, press M or click a space next to your ship.</source>
        <extracomment>Galaxy Fighters board: why End turn does nothing. M: the Move key.</extracomment>
        <translation>Bisogna usare almeno un dado comando: per muoverti premi M o fai clic su una casella accanto alla tua astronave.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the engine (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while an engine that flies the ship aims.</extracomment>
        <translation>Fai clic su una casella evidenziata per il motore (o sceglila con le frecce e Invio), oppure su Annulla.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the defence tile (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a Phalanx places a defence tile.</extracomment>
        <translation>Fai clic su una casella evidenziata per la tessera di difesa (o sceglila con le frecce e Invio), oppure su Annulla.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the special weapon (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a special weapon aims.</extracomment>
        <translation>Fai clic su una casella evidenziata per l’arma speciale (o sceglila con le frecce e Invio), oppure su Annulla.</translation>
    </message>
    <message>
        <source>all in turn</source>
        <extracomment>Galaxy Fighters, the game-over summary: the pilot of the ship that 3 players fly in turn.</extracomment>
        <translation>tutti a turno</translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left (Starbase: the game&apos;s term, a side&apos;s home base).</extracomment>
        <translation>Fine del turno di %1: produzione %2 $, corazza della Base stellare %3.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1: un %2 carica merce.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: the Cargo Price, after the dollar sign.</extracomment>
        <translation>%1: un %2 vende il carico per %3 $.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1: un %2 colpisce la Base stellare di %3 e infligge %4 danni.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;, or &apos;Pirates&apos;; %n: the number of ships.</extracomment>
        <translation>
            <numerusform>%1 ha perso %n nave</numerusform>
            <numerusform>%1 ha perso %n navi</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the damage, a number.</extracomment>
        <translation>la Base stellare di %1 ha subito %2 danni</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign. Scavenger: a ship type.</extracomment>
        <translation>%1 guadagna %2 $ grazie ai Predoni</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the start of the game). Short.</extracomment>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Movement</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the ships move). Short.</extracomment>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun). Short.</extracomment>
        <translation>Combattimento</translation>
    </message>
    <message>
        <source>Pirates</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the pirates move and fight). Short.</extracomment>
        <translation>Pirati</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a verb or a noun: the purchase of ships). Short.</extracomment>
        <translation>Acquisto</translation>
    </message>
    <message>
        <source>Production</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the money earned at the end of the turn). Short.</extracomment>
        <translation>Produzione</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galaxy of D board: the result. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 vince.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>I dadi rotolano…</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy of D board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passa lo schermo a %1.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy of D board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>In attesa di %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy of D board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>Bid for the right to place your Starbase first: rise or pass.</source>
        <translation>Fai un’offerta per piazzare per primo la tua Base stellare: rilancia o passa.</translation>
    </message>
    <message>
        <source>You cannot rise above your money: pass.</source>
        <translation>Non puoi rilanciare oltre il tuo denaro: passa.</translation>
    </message>
    <message>
        <source>Place your Starbase on a highlighted sector.</source>
        <translation>Piazza la tua Base stellare su un settore evidenziato.</translation>
    </message>
    <message>
        <source>Buy your starting ships in secret, then press Done.</source>
        <translation>Compra in segreto le tue navi iniziali, poi premi «Fatto».</translation>
    </message>
    <message>
        <source>Select a stack of your ships, then click a highlighted sector. Press End movement when you are done.</source>
        <translation>Seleziona una pila delle tue navi, poi clicca su un settore evidenziato. Premi «Fine movimento» quando hai finito.</translation>
    </message>
    <message>
        <source>Click a highlighted sector to move the selected ships.</source>
        <translation>Clicca su un settore evidenziato per spostare le navi selezionate.</translation>
    </message>
    <message>
        <source>Choose the combat to resolve next (highlighted).</source>
        <translation>Scegli il prossimo combattimento da risolvere (evidenziato).</translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <extracomment>Galaxy of D board: the prompt in a combat. %n: the points of attack not yet absorbed by the ships chosen.</extracomment>
        <translation>
            <numerusform>Scegli la prossima nave che assorbe i colpi: resta %n punto d’attacco da assorbire.</numerusform>
            <numerusform>Scegli la prossima nave che assorbe i colpi: restano %n punti d’attacco da assorbire.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the pirate that moves next (highlighted).</source>
        <translation>Scegli il pirata che si muove ora (evidenziato).</translation>
    </message>
    <message>
        <source>Buy ships for your Starbase, then end your turn.</source>
        <translation>Compra navi per la tua Base stellare, poi termina il turno.</translation>
    </message>
    <message>
        <source>Starbase armor at the end: %1 %2, %3 %4.</source>
        <extracomment>Galaxy of D board: the game over summary. %1 and %3: the sides, &apos;Redog&apos; and &apos;Cynder&apos;; %2 and %4: their Starbases&apos; armor, numbers.</extracomment>
        <translation>Corazza delle Basi stellari alla fine: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Secret purchase: $%1 of $%2</source>
        <extracomment>Galaxy of D board: the shop&apos;s status during the hidden purchase. %1: the money spent; %2: the player&apos;s money (both after the dollar sign).</extracomment>
        <translation>Acquisto segreto: %1 $ su %2 $</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>Non c’è nessuna partita sul tabellone.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Ora non tocca a te decidere.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed on a Thing.</source>
        <translation>Una Base stellare non può essere piazzata su un Oggetto.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed next to a Thing.</source>
        <translation>Una Base stellare non può essere piazzata accanto a un Oggetto.</translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <extracomment>Galaxy of D board: why a Starbase cannot be placed there. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>Una Base stellare deve trovarsi ad almeno %n settore dall’altra Base stellare.</numerusform>
            <numerusform>Una Base stellare deve trovarsi ad almeno %n settori dall’altra Base stellare.</numerusform>
        </translation>
    </message>
    <message>
        <source>These ships have no moves left this turn.</source>
        <translation>Queste navi non hanno più movimenti in questo turno.</translation>
    </message>
    <message>
        <source>Select one of your stacks first.</source>
        <translation>Prima seleziona una delle tue pile.</translation>
    </message>
    <message>
        <source>Out of reach: every way there passes through a sector with enemy ships or Pirates, where a ship must stop.</source>
        <translation>Fuori portata: ogni percorso passa per un settore con navi nemiche o Pirati, dove una nave deve fermarsi.</translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <extracomment>Galaxy of D board: why the ships cannot move there. %n: the moves left.</extracomment>
        <translation>
            <numerusform>Fuori portata: alle navi selezionate resta %n movimento.</numerusform>
            <numerusform>Fuori portata: alle navi selezionate restano %n movimenti.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no combat to resolve there.</source>
        <translation>Lì non c’è nessun combattimento da risolvere.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted pirates.</source>
        <translation>Scegli uno dei pirati evidenziati.</translation>
    </message>
    <message>
        <source>Nothing to do on the board now.</source>
        <translation>Per ora non c’è niente da fare sul tabellone.</translation>
    </message>
    <message>
        <source>Ships can be selected for moving in your movement phase.</source>
        <translation>Le navi si selezionano per il movimento nella tua fase di movimento.</translation>
    </message>
    <message>
        <source>This ship has no moves left this turn.</source>
        <translation>Questa nave non ha più movimenti in questo turno.</translation>
    </message>
    <message>
        <source>This ship is already on top.</source>
        <translation>Questa nave è già in cima.</translation>
    </message>
    <message>
        <source>You can choose the top ship of your stacks while you decide in your own turn.</source>
        <translation>Puoi scegliere la nave in cima alle tue pile quando la decisione spetta a te nel tuo turno.</translation>
    </message>
    <message>
        <source>A ship of the same kind is already on top.</source>
        <translation>Una nave dello stesso tipo è già in cima.</translation>
    </message>
    <message>
        <source>You can buy ships in your buy phase.</source>
        <translation>Puoi comprare navi nella tua fase di acquisto.</translation>
    </message>
    <message>
        <source>Unknown ship.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought (an error).</extracomment>
        <translation>Nave sconosciuta.</translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %n: the number of chits (the game&apos;s term: the counters of a ship type).</extracomment>
        <translation>
            <numerusform>Il segnalino di questa nave (%n in tutto) è già in gioco.</numerusform>
            <numerusform>Tutti i segnalini di questa nave (%n) sono in gioco.</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs $%1, you have $%2.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %1: the price; %2: the player&apos;s money (both after the dollar sign).</extracomment>
        <translation>Costa %1 $, hai %2 $.</translation>
    </message>
    <message>
        <source>There is nothing to finish now.</source>
        <translation>Ora non c’è niente da concludere.</translation>
    </message>
    <message>
        <source>There is no bidding now.</source>
        <translation>Ora non c’è nessuna asta.</translation>
    </message>
    <message>
        <source>A rise must be at least $%1.</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the least bid allowed, after the dollar sign.</extracomment>
        <translation>Un rilancio deve essere di almeno %1 $.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the player&apos;s money, after the dollar sign.</extracomment>
        <translation>Non puoi offrire più del tuo denaro (%1 $).</translation>
    </message>
    <message>
        <source>It is not your turn to choose a casualty.</source>
        <translation>Non tocca a te scegliere una perdita.</translation>
    </message>
    <message>
        <source>Choose one of your own ships in this combat that has not been chosen.</source>
        <translation>Scegli una delle tue navi in questo combattimento che non sia già stata scelta.</translation>
    </message>
</context>
<context>
    <name>starboard::gw::GwController</name>
    <message>
        <source>Who starts</source>
        <extracomment>Galactic Warfare: a phase of the game on the phase track (the dice for the first turn and the choice of who starts).</extracomment>
        <translation>Chi inizia</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galactic Warfare: a phase of the turn (a charge, an attack or a retreat attempt, and the cards played before it).</extracomment>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards and the dice of an attack).</extracomment>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>After the move</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards played after the move).</extracomment>
        <translation>Dopo la mossa</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>Non c’è nessuna partita sul tabellone.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Attendi le carte e i dadi.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galactic Warfare board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passa lo schermo a %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galactic Warfare board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>%1: click the enemy ship to take a power-up from.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1: clicca sulla nave nemica a cui togliere un potenziamento.</translation>
    </message>
    <message>
        <source>%1: click your ship that gets the power-up.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1: clicca sulla tua nave che riceve il potenziamento.</translation>
    </message>
    <message>
        <source>%1: click a highlighted ship.</source>
        <extracomment>Galactic Warfare board: a card that needs a square. %1: the card&apos;s name.</extracomment>
        <translation>%1: clicca su una nave evidenziata.</translation>
    </message>
    <message>
        <source>You rolled %1 against %2: who moves first?</source>
        <extracomment>Galactic Warfare board: after the roll for the first turn. %1: the viewer&apos;s die, %2: the other&apos;s, e.g. &apos;You rolled 5 against 2: who moves first?&apos;</extracomment>
        <translation>Hai fatto %1 contro %2: chi muove per primo?</translation>
    </message>
    <message>
        <source>Click a lit square to charge or attack, or another of your ships.</source>
        <translation>Clicca su una casella evidenziata per caricare o attaccare, o su un’altra delle tue navi.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass, or play a card.</source>
        <translation>Nessuna delle tue navi può muovere: passa o gioca una carta.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships, or play a card first.</source>
        <translation>La tua mossa: clicca su una delle tue navi, o prima gioca una carta.</translation>
    </message>
    <message>
        <source>One more charge: click a ship and where it goes, or make none.</source>
        <translation>Un’altra carica: clicca su una nave e sulla sua destinazione, o rinuncia.</translation>
    </message>
    <message>
        <source>The dice are rolled: play a card, or none.</source>
        <translation>I dadi sono stati tirati: gioca una carta o nessuna.</translation>
    </message>
    <message>
        <source>A battle: play a card before the roll, or none.</source>
        <translation>Una battaglia: gioca una carta prima del tiro, o nessuna.</translation>
    </message>
    <message>
        <source>Choose the square of the home planet where the retreating ship lands.</source>
        <translation>Scegli la casella del pianeta natale dove atterra la nave in ritirata.</translation>
    </message>
    <message>
        <source>Play a card after your move, or end the turn.</source>
        <translation>Gioca una carta dopo la tua mossa, o termina il turno.</translation>
    </message>
    <message>
        <source>%1: %2 (cancelled)</source>
        <extracomment>Galactic Warfare board: a card played in the battle and cancelled. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements (cancelled)&apos;.</extracomment>
        <translation>%1: %2 (annullata)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galactic Warfare board: a card played in the battle. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>I move first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts.</extracomment>
        <translation>Muovo io per primo</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>%1 muove per primo</translation>
    </message>
    <message>
        <source>Let %1 choose</source>
        <extracomment>Galactic Warfare board: a button: the other player chooses who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>Lascia scegliere %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galactic Warfare board: a button (no ship can move).</extracomment>
        <translation>Passa</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Galactic Warfare board: a button.</extracomment>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>No further charge</source>
        <extracomment>Galactic Warfare board: a button: the extra charge a card allows is not used.</extracomment>
        <translation>Nessun’altra carica</translation>
    </message>
    <message>
        <source>Play no card</source>
        <extracomment>Galactic Warfare board: a button in a battle.</extracomment>
        <translation>Nessuna carta</translation>
    </message>
    <message>
        <source>Try to retreat (doubles)</source>
        <extracomment>Galactic Warfare board: a button: the selected stuck ship tries to go home (two dice, doubles).</extracomment>
        <translation>Tenta la ritirata (doppio)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galactic Warfare board: a button: drop the selected ship or card.</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Quella non è una casella del tabellone.</translation>
    </message>
    <message>
        <source>The retreating ship lands on a vacant square of its home planet.</source>
        <translation>La nave in ritirata atterra su una casella libera del suo pianeta natale.</translation>
    </message>
    <message>
        <source>Click a lit square for the card, or cancel.</source>
        <translation>Clicca su una casella evidenziata per la carta, oppure Annulla.</translation>
    </message>
    <message>
        <source>No ship moves now: play a card or use the buttons.</source>
        <translation>Ora non si muove nessuna nave: gioca una carta o usa i pulsanti.</translation>
    </message>
    <message>
        <source>This ship has no move now.</source>
        <translation>Questa nave ora non ha mosse.</translation>
    </message>
    <message>
        <source>Click one of your ships first.</source>
        <translation>Prima clicca su una delle tue navi.</translation>
    </message>
    <message>
        <source>You hold no such card.</source>
        <translation>Non hai questa carta.</translation>
    </message>
    <message>
        <source>Click the stuck ship first.</source>
        <translation>Prima clicca sulla nave bloccata.</translation>
    </message>
    <message>
        <source>That is not a choice now.</source>
        <translation>Ora questa non è una scelta possibile.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass.</source>
        <extracomment>Galactic Warfare board: the prompt when no ship can move and no card can be played.</extracomment>
        <translation>Nessuna delle tue navi può muovere: passa.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships.</source>
        <extracomment>Galactic Warfare board: the prompt of a move when no card of the hand can be played before it.</extracomment>
        <translation>La tua mossa: clicca su una delle tue navi.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends in a draw: each side has %n ship(s) in play.</source>
        <extracomment>Galactic Warfare board: the end: a draw (after two passes or the turn limit, with as many ships in play on each side). %n: the ships each side has in play.</extracomment>
        <translation>
            <numerusform>La partita finisce in pareggio: ogni parte ha %n nave in gioco.</numerusform>
            <numerusform>La partita finisce in pareggio: ogni parte ha %n navi in gioco.</numerusform>
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
        <translation>%1 vince: tutte le navi nemiche sono catturate.</translation>
    </message>
    <message>
        <source>%1 wins: its ships hold every square of the enemy home planet.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 vince: le sue navi occupano ogni casella del pianeta natale nemico.</translation>
    </message>
    <message>
        <source>%1 wins after a pass by each player, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 vince dopo che entrambi i giocatori hanno passato, con più navi in gioco (%2 contro %3).</translation>
    </message>
    <message>
        <source>%1 wins at the turn limit, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 vince al limite dei turni, con più navi in gioco (%2 contro %3).</translation>
    </message>
    <message>
        <source>%1 wins: the other player conceded.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 vince: l’altro giocatore si è arreso.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 vince.</translation>
    </message>
    <message>
        <source>%1 must wait: you have played a card this turn (one card per turn).</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked after a card was played this turn. %1: the card&apos;s name.</extracomment>
        <translation>%1 deve aspettare: hai già giocato una carta in questo turno (una carta per turno).</translation>
    </message>
    <message>
        <source>%1 is not played now. Its moment: %2.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked at the wrong moment. %1: the card&apos;s name; %2: when it is played, e.g. &apos;In a battle, before the roll&apos;.</extracomment>
        <translation>%1 non si gioca ora. Il suo momento: %2.</translation>
    </message>
    <message>
        <source>%1 is played by the defender only.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked by the attacker. %1: the card&apos;s name.</extracomment>
        <translation>%1 la gioca solo il difensore.</translation>
    </message>
    <message>
        <source>%1 is played only when both sums are equal.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when the battle&apos;s sums differ. %1: the card&apos;s name.</extracomment>
        <translation>%1 si gioca solo quando le due somme sono uguali.</translation>
    </message>
    <message>
        <source>%1 answers a card your opponent has just played: there is none.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked with no card of the opponent to cancel. %1: the card&apos;s name.</extracomment>
        <translation>%1 risponde a una carta appena giocata dall’avversario: non ce n’è nessuna.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on now (%2)</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when its effect has nothing to act on (no stuck ship, no invader, no power-up to steal, no ship that can charge, ...). %1: the card&apos;s name; %2: what it does.</extracomment>
        <translation>%1 ora non ha niente su cui agire (%2)</translation>
    </message>
    <message>
        <source>One more charge for the ship on %1: click where it goes, or make none.</source>
        <extracomment>Galactic Warfare board: the prompt after Hyperdrive&apos;s first charge: only that ship may charge again. %1: its square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Un’altra carica per la nave in %1: clicca sulla sua destinazione, o rinuncia.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <extracomment>Galactic Warfare board: the prompt while the dice just rolled tumble (for a moment).</extracomment>
        <translation>I dadi stanno rotolando…</translation>
    </message>
</context>
</TS>
