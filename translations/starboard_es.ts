<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <extracomment>The About dialog: its title. &apos;Starboard&apos; is the app&apos;s name.</extracomment>
        <translation>Acerca de Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <extracomment>The About dialog: the app&apos;s name as its title (a proper name: keep it or transliterate).</extracomment>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>The About dialog: %1: the app&apos;s version, e.g. &apos;1.4.0&apos;.</extracomment>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>Five space tabletop games to play against friends or the computer, with their maps, ships and rules kept as data you can change.</source>
        <translation>Cinco juegos de mesa espaciales para jugar contra amigos o contra el ordenador, con sus mapas, naves y reglas guardados como datos que puedes modificar.</translation>
    </message>
    <message>
        <source>Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.</source>
        <translation>Galaxy of D se basa en la versión 1.0 del reglamento, del 24 de mayo de 2009. Los demás juegos llegarán a medida que se programen sus motores de reglas.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <extracomment>The About dialog: %1: the version of the Qt libraries, e.g. &apos;6.4.2&apos;.</extracomment>
        <translation>Creado con Qt %1.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Con licencia GNU General Public License, versión 3 o posterior.</translation>
    </message>
</context>
<context>
    <name>DamagedAutosaveDialog</name>
    <message>
        <source>The autosaved game cannot be continued</source>
        <extracomment>The home page: the title of the message when the autosaved game cannot be loaded.</extracomment>
        <translation>La partida guardada automáticamente no se puede continuar</translation>
    </message>
    <message>
        <source>Discard the autosaved game?</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>¿Descartar la partida guardada automáticamente?</translation>
    </message>
    <message>
        <source>The autosaved game is deleted for good; Continue goes away until the next game.</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>La partida guardada automáticamente se borra para siempre; «Continuar» desaparece hasta la próxima partida.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <extracomment>A file chooser (e.g. in the new game dialog): a button that opens the file dialog (a verb). Short.</extracomment>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Default</source>
        <extracomment>A file chooser: a button that goes back to the default file (the shipped content; a noun or adjective). Short.</extracomment>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Archivos de datos (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>GalacticWarfare</name>
    <message>
        <source>the game is over</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move).</extracomment>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>no such charge now: a charge goes diagonally forward onto a vacant dark square</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move). A dark square: the board is a checkerboard of light and dark squares; ships move on the dark ones only.</extracomment>
        <translation>ahora no hay tal carga: una carga va en diagonal hacia delante a una casilla oscura libre</translation>
    </message>
    <message>
        <source>no such attack now: the target must be an enemy diagonally ahead with the square beyond vacant</source>
        <extracomment>Galactic Warfare: why a click does nothing (an attack on an enemy ship).</extracomment>
        <translation>ahora no hay tal ataque: el objetivo debe ser un enemigo en diagonal por delante con la casilla de detrás libre</translation>
    </message>
    <message>
        <source>only a stuck ship may try to retreat, and only into a vacant square of its home planet</source>
        <extracomment>Galactic Warfare: why a click does nothing. A stuck ship: one at the enemy planet that cannot enter it.</extracomment>
        <translation>solo una nave atascada puede intentar retirarse, y solo a una casilla libre de su planeta natal</translation>
    </message>
    <message>
        <source>a player may pass only without a legal move</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>un jugador solo puede pasar si no tiene ninguna jugada legal</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <extracomment>Galactic Warfare: why a click on a card does nothing.</extracomment>
        <translation>esa carta no se puede jugar ahora</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>ahora no es una acción legal</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Galactic Warfare: the side that starts at the bottom of the board (a side&apos;s name).</extracomment>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>Galactic Warfare: the side that starts at the top of the board (a side&apos;s name).</extracomment>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Before your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Antes de tu jugada</translation>
    </message>
    <message>
        <source>In a battle, before the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>En una batalla, antes de la tirada</translation>
    </message>
    <message>
        <source>In a battle, after the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>En una batalla, después de la tirada</translation>
    </message>
    <message>
        <source>In a battle</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>En una batalla</translation>
    </message>
    <message>
        <source>After your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Después de tu jugada</translation>
    </message>
    <message>
        <source>A card is drawn.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden).</extracomment>
        <translation>Se roba una carta.</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s).</source>
        <extracomment>Galactic Warfare log: the cards dealt before the game (not named: hands are hidden). %n: cards in each hand.</extracomment>
        <translation>
            <numerusform>Cada jugador recibe %n carta.</numerusform>
            <numerusform>Cada jugador recibe %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>White rolls %1, Blue rolls %2.</source>
        <extracomment>Galactic Warfare log: who moves first is rolled for. %1, %2: die faces 1-6, e.g. &apos;White rolls 5, Blue rolls 2.&apos;</extracomment>
        <translation>Blanco saca %1, Azul saca %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 with %n dice.</source>
        <extracomment>Galactic Warfare log: a side&apos;s dice in a battle. %1: the side (&apos;White&apos;), %2: the sum, %3: the number of dice, e.g. &apos;Blue rolls 9 with 2 dice.&apos;</extracomment>
        <translation>
            <numerusform>%1 saca %2 con %n dado.</numerusform>
            <numerusform>%1 saca %2 con %n dados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Doubles: the stuck ship may go home.</source>
        <extracomment>Galactic Warfare log: a stuck ship&apos;s retreat attempt succeeds.</extracomment>
        <translation>Dobles: la nave atascada puede volver a casa.</translation>
    </message>
    <message>
        <source>No doubles: the stuck ship stays.</source>
        <translation>Sin dobles: la nave atascada se queda.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 juega primero.</translation>
    </message>
    <message>
        <source>%1 lets %2 move first.</source>
        <extracomment>Galactic Warfare log: %1, %2: sides, e.g. &apos;White lets Blue move first.&apos;</extracomment>
        <translation>%1 deja que %2 juegue primero.</translation>
    </message>
    <message>
        <source>%1 leaves the choice to the other player.</source>
        <extracomment>Galactic Warfare log: the choice of who starts passes to the other player. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 deja la elección al otro jugador.</translation>
    </message>
    <message>
        <source>%1 charges from %2 to %3.</source>
        <extracomment>Galactic Warfare log: a ship moves. %1: a side, %2, %3: squares, e.g. &apos;White charges from c2 to d3.&apos;</extracomment>
        <translation>%1 carga de %2 a %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2, %3: squares, e.g. &apos;White attacks e5 from d4.&apos;</extracomment>
        <translation>%1 ataca %2 desde %3.</translation>
    </message>
    <message>
        <source>%1 tries to bring the stuck ship on %2 home.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a square, e.g. &apos;Blue tries to bring the stuck ship on c1 home.&apos;</extracomment>
        <translation>%1 intenta devolver a casa la nave atascada en %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>Galactic Warfare log: a player without a legal move. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 no puede mover y pasa.</translation>
    </message>
    <message>
        <source>%1 plays %2: from %3 to %4.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3, %4: squares, e.g. &apos;White plays Saboteur: from f6 to c2.&apos;</extracomment>
        <translation>%1 juega %2: de %3 a %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3: a square, e.g. &apos;Blue plays Tractor Beam on c1.&apos;</extracomment>
        <translation>%1 juega %2 en %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, e.g. &apos;Blue plays Reinforcements.&apos;</extracomment>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 termina el turno.</translation>
    </message>
    <message>
        <source>%1 makes no further charge.</source>
        <extracomment>Galactic Warfare log: a player does not use the extra charge a card allowed. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 no hace más cargas.</translation>
    </message>
    <message>
        <source>%1 plays no card.</source>
        <extracomment>Galactic Warfare log: in a battle. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 no juega ninguna carta.</translation>
    </message>
    <message>
        <source>%1 sends the retreating ship to %2.</source>
        <extracomment>Galactic Warfare log: where a retreating ship goes in its home planet. %1: a side (who chose), %2: a square, e.g. &apos;Blue sends the retreating ship to d0.&apos;</extracomment>
        <translation>%1 envía la nave en retirada a %2.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;Blue&apos;.</extracomment>
        <translation>%1 se rinde.</translation>
    </message>
    <message>
        <source>%1 wins the battle, %2 against %3, and captures the ship on %4.</source>
        <extracomment>Galactic Warfare log: a battle decided. %1: the winning (attacking) side, %2: its sum, %3: the defender&apos;s sum, %4: the square of the captured ship, e.g. &apos;White wins the battle, 9 against 4, and captures the ship on d5.&apos;</extracomment>
        <translation>%1 gana la batalla, %2 contra %3, y captura la nave de %4.</translation>
    </message>
    <message>
        <source>%1 holds, %2 against %3: the attacker retreats.</source>
        <extracomment>Galactic Warfare log: a battle decided for the defender. %1: the defending side, %2: its sum, %3: the attacker&apos;s sum, e.g. &apos;Blue holds, 7 against 5: the attacker retreats.&apos;</extracomment>
        <translation>%1 resiste, %2 contra %3: el atacante se retira.</translation>
    </message>
    <message>
        <source>A tie: the dice are rolled again.</source>
        <extracomment>Galactic Warfare log: both sums of a battle were equal.</extracomment>
        <translation>Empate: se vuelven a tirar los dados.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden). %1: a side, e.g. &apos;White&apos; (helper 20: who drew?).</extracomment>
        <translation>%1 roba una carta.</translation>
    </message>
</context>
<context>
    <name>GalacticWarfareContent</name>
    <message>
        <source>Galactic Warfare cards</source>
        <extracomment>Galactic Warfare: the name of the shipped card deck (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Cartas de Galactic Warfare</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Refuerzos</translation>
    </message>
    <message>
        <source>Roll 1 more die in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reinforcements&quot;.</extracomment>
        <translation>Tira 1 dado más en esta batalla.</translation>
    </message>
    <message>
        <source>Full Barrage</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Fuego de barrera</translation>
    </message>
    <message>
        <source>Roll 2 more dice in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Full Barrage&quot;.</extracomment>
        <translation>Tira 2 dados más en esta batalla.</translation>
    </message>
    <message>
        <source>Second Salvo</source>
        <extracomment>Galactic Warfare: the name of a card (reroll; a title, keep it short).</extracomment>
        <translation>Segunda salva</translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Second Salvo&quot;.</extracomment>
        <translation>Vuelve a tirar tus dados de esta batalla; cuenta la nueva suma.</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <extracomment>Galactic Warfare: the name of a card (shield; a title, keep it short).</extracomment>
        <translation>Escudo deflector</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Deflector Shield&quot;.</extracomment>
        <translation>Defensor: anula el ataque. No hay batalla; el atacante se queda donde estaba y pierde su jugada.</translation>
    </message>
    <message>
        <source>Afterburners</source>
        <extracomment>Galactic Warfare: the name of a card (extra-charge; a title, keep it short).</extracomment>
        <translation>Posquemadores</translation>
    </message>
    <message>
        <source>After your move: one of your ships makes one more charge.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Afterburners&quot;.</extracomment>
        <translation>Después de tu jugada: una de tus naves hace una carga más.</translation>
    </message>
    <message>
        <source>Hyperdrive</source>
        <extracomment>Galactic Warfare: the name of a card (double-charge; a title, keep it short).</extracomment>
        <translation>Hiperimpulsor</translation>
    </message>
    <message>
        <source>Before your move: if your move is a charge, the same ship may charge once more.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hyperdrive&quot;.</extracomment>
        <translation>Antes de tu jugada: si tu jugada es una carga, la misma nave puede cargar una vez más.</translation>
    </message>
    <message>
        <source>Reverse Thrusters</source>
        <extracomment>Galactic Warfare: the name of a card (backward-charge; a title, keep it short).</extracomment>
        <translation>Retropropulsores</translation>
    </message>
    <message>
        <source>Tractor Beam</source>
        <extracomment>Galactic Warfare: the name of a card (rescue-stuck; a title, keep it short).</extracomment>
        <translation>Rayo tractor</translation>
    </message>
    <message>
        <source>Planetary Defence</source>
        <extracomment>Galactic Warfare: the name of a card (repel-invader; a title, keep it short).</extracomment>
        <translation>Defensa planetaria</translation>
    </message>
    <message>
        <source>Before your move: an enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Planetary Defence&quot;.</extracomment>
        <translation>Antes de tu jugada: una nave enemiga en tu planeta natal se retira a una casilla libre de su propio planeta natal que eliges tú, o sale del juego si no hay ninguna.</translation>
    </message>
    <message>
        <source>Saboteur</source>
        <extracomment>Galactic Warfare: the name of a card (steal-power-up; a title, keep it short).</extracomment>
        <translation>Saboteador</translation>
    </message>
    <message>
        <source>Before your move: move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Saboteur&quot;.</extracomment>
        <translation>Antes de tu jugada: pasa una mejora de debajo de una nave enemiga a debajo de una de tus naves que tenga menos del máximo permitido.</translation>
    </message>
    <message>
        <source>Jamming Signal</source>
        <extracomment>Galactic Warfare: the name of a card (cancel-card; a title, keep it short).</extracomment>
        <translation>Señal de interferencia</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Jamming Signal&quot;.</extracomment>
        <translation>En una batalla, cuando tu rival juega una carta: esa carta no tiene efecto.</translation>
    </message>
    <message>
        <source>Sensor Scrambler</source>
        <extracomment>Galactic Warfare: the name of a card (fewer-dice; a title, keep it short).</extracomment>
        <translation>Inhibidor de sensores</translation>
    </message>
    <message>
        <source>Your opponent rolls 1 die fewer in this battle (at least 1).</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Sensor Scrambler&quot;.</extracomment>
        <translation>Tu rival tira 1 dado menos en esta batalla (al menos 1).</translation>
    </message>
    <message>
        <source>Escape Pod</source>
        <extracomment>Galactic Warfare: the name of a card (evasive-retreat; a title, keep it short).</extracomment>
        <translation>Cápsula de escape</translation>
    </message>
    <message>
        <source>Defender, after the roll: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Escape Pod&quot;.</extracomment>
        <translation>Defensor, después de la tirada: si pierdes esta batalla, tu nave se retira a una casilla libre de tu planeta natal que eliges tú, en lugar de ser capturada.</translation>
    </message>
    <message>
        <source>Supply Drop</source>
        <extracomment>Galactic Warfare: the name of a card (draw-cards; a title, keep it short).</extracomment>
        <translation>Suministros</translation>
    </message>
    <message>
        <source>After your move: draw 2 cards.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Supply Drop&quot;.</extracomment>
        <translation>Después de tu jugada: roba 2 cartas.</translation>
    </message>
    <message>
        <source>Tactical Edge</source>
        <extracomment>Galactic Warfare: the name of a card (win-ties; a title, keep it short).</extracomment>
        <translation>Ventaja táctica</translation>
    </message>
    <message>
        <source>After the roll, when the sums are equal: you win the battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tactical Edge&quot;.</extracomment>
        <translation>Después de la tirada, si las sumas son iguales: ganas la batalla.</translation>
    </message>
    <message>
        <source>Hold the Line</source>
        <extracomment>Galactic Warfare: the name of a card (hold-the-line; a title, keep it short).</extracomment>
        <translation>Mantener la línea</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship (one ship as a power-up, the rest discarded) instead of letting it retreat.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hold the Line&quot;.</extracomment>
        <translation>Defensor: si ganas esta batalla, capturas la nave atacante (una nave como mejora, el resto se descarta) en lugar de dejar que se retire.</translation>
    </message>
    <message>
        <source>Standard board</source>
        <extracomment>Galactic Warfare: the name of the shipped board (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Tablero estándar</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galactic Warfare: the name of the shipped ruleset (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Reglas estándar</translation>
    </message>
    <message>
        <source>Before your move: one of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll. Then make your move.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tractor Beam&quot;.</extracomment>
        <translation>Antes de tu jugada: una de tus naves que no puede cargar ni atacar vuelve a una casilla libre de tu planeta natal, sin tirada. Después haz tu jugada.</translation>
    </message>
    <message>
        <source>Before your move: this turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reverse Thrusters&quot;.</extracomment>
        <translation>Antes de tu jugada: este turno tu jugada es una carga en diagonal hacia atrás, en el campo de batalla.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message>
        <source>%1 metal</source>
        <extracomment>An amount of metal (a resource of Galaxy Command). %1: a number, e.g. &apos;3 metal&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 de metal</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>An amount of wealth (a resource of Galaxy Command). %1: a number, e.g. &apos;2 wealth&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 de riqueza</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Conceded</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player who gave up the game (in the results and the game over summary).</extracomment>
        <translation>Se ha rendido</translation>
    </message>
    <message>
        <source>Home world lost</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player whose home world revolted (out of the game), in the results and the game over summary.</extracomment>
        <translation>Mundo natal perdido</translation>
    </message>
    <message>
        <source>against the aligned system with the least resistance</source>
        <translation>contra el sistema aliado de menor resistencia</translation>
    </message>
    <message>
        <source>against the system aligned last</source>
        <translation>contra el último sistema aliado</translation>
    </message>
    <message>
        <source>players with military strength %1 or more roll the die</source>
        <extracomment>Galaxy Command: who an event card strikes (on the event card and in the log). %1: a number, e.g. &apos;players with military strength 3 or more roll the die&apos;.</extracomment>
        <translation>los jugadores con fuerza militar %1 o más tiran el dado</translation>
    </message>
    <message>
        <source>players with %1 or more metal in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of metal, e.g. &apos;players with 3 or more metal in storage&apos;.</extracomment>
        <translation>los jugadores con %1 o más de metal en reserva</translation>
    </message>
    <message>
        <source>players with %1 or more wealth in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of wealth, e.g. &apos;players with 3 or more wealth in storage&apos;.</extracomment>
        <translation>los jugadores con %1 o más de riqueza en reserva</translation>
    </message>
    <message>
        <source>players with military strength %1 or less, against the system aligned last</source>
        <extracomment>Galaxy Command: who a border ambush strikes (on the event card and in the log). %1: a military strength, e.g. &apos;players with military strength 1 or less, ...&apos;.</extracomment>
        <translation>los jugadores con fuerza militar %1 o menos, contra el último sistema aliado</translation>
    </message>
    <message>
        <source>add %1 to metal storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>añade %1 a la reserva de metal</translation>
    </message>
    <message>
        <source>add %1 to wealth storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to wealth storage&apos;.</extracomment>
        <translation>añade %1 a la reserva de riqueza</translation>
    </message>
    <message>
        <source>no production next turn</source>
        <translation>sin producción el próximo turno</translation>
    </message>
    <message>
        <source>revolt force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the revolting force gets a bonus. %1: a number, e.g. &apos;revolt force roll +2&apos;.</extracomment>
        <translation>tirada de la revuelta +%1</translation>
    </message>
    <message>
        <source>invasion force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the invading force gets a bonus. %1: a number, e.g. &apos;invasion force roll +3&apos;.</extracomment>
        <translation>tirada de la fuerza de invasión +%1</translation>
    </message>
    <message>
        <source>no event</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for a year in which it does nothing (on the card and in the log).</extracomment>
        <translation>ningún evento</translation>
    </message>
    <message>
        <source>lose %1 military strength on a roll of %2 or more</source>
        <extracomment>Galaxy Command: a military coup&apos;s effect (on the card and in the log). %1: how much military strength, %2: the die roll needed, e.g. &apos;lose 1 military strength on a roll of 4 or more&apos;.</extracomment>
        <translation>pierde %1 de fuerza militar con una tirada de %2 o más</translation>
    </message>
    <message>
        <source>lose %1 metal</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>pierde %1 de metal</translation>
    </message>
    <message>
        <source>lose %1 wealth</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 wealth&apos;.</extracomment>
        <translation>pierde %1 de riqueza</translation>
    </message>
    <message>
        <source>with %1, collect half (rounded up) instead of nothing</source>
        <extracomment>Galaxy Command: a note on the strike event card. %1: the name of the technology &apos;Robot Workers&apos;.</extracomment>
        <translation>con %1, recolecta la mitad (redondeando hacia arriba) en lugar de nada</translation>
    </message>
    <message>
        <source>+1 system resistance with %1</source>
        <extracomment>Galaxy Command: a note on the revolt and invasion event cards. %1: the name of a technology, e.g. &apos;Hyper Television&apos;.</extracomment>
        <translation>+1 a la resistencia del sistema con %1</translation>
    </message>
    <message>
        <source>Not concerned</source>
        <extracomment>Galaxy Command: what an event card did to a player it does not strike (&quot;Player 2: Not concerned&quot;), on the event card and in the log.</extracomment>
        <translation>No afectado</translation>
    </message>
    <message>
        <source>No system in the Empire: the home world revolts, out of the game</source>
        <translation>Ningún sistema en el Imperio: el mundo natal se rebela, eliminado de la partida</translation>
    </message>
    <message>
        <source>Storage full: nothing added</source>
        <translation>Reserva llena: no se añade nada</translation>
    </message>
    <message>
        <source>Nothing lost</source>
        <extracomment>Galaxy Command: a raid&apos;s result for a player who had nothing to lose (&quot;Player 2: Nothing lost&quot;).</extracomment>
        <translation>No se pierde nada</translation>
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
        <translation>Mitad de producción el próximo turno (Trabajadores robot)</translation>
    </message>
    <message>
        <source>No production next turn</source>
        <translation>Sin producción el próximo turno</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <extracomment>Galaxy Command: an event&apos;s result for a player when the event changes nothing (&quot;Player 2: Nothing happens&quot;).</extracomment>
        <translation>No pasa nada</translation>
    </message>
    <message>
        <source>Rolls the die…</source>
        <translation>Tira el dado…</translation>
    </message>
    <message>
        <source>The coup succeeds (roll %1): military %2</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 5; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>El golpe triunfa (tirada %1): fuerza militar %2</translation>
    </message>
    <message>
        <source>The coup fails (roll %1)</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 2.</extracomment>
        <translation>El golpe fracasa (tirada %1)</translation>
    </message>
    <message>
        <source>A system of least resistance is drawn…</source>
        <translation>Se sortea un sistema de menor resistencia…</translation>
    </message>
    <message>
        <source>No system in the Empire: no effect</source>
        <translation>Ningún sistema en el Imperio: sin efecto</translation>
    </message>
    <message>
        <source>%1 is attacked…</source>
        <extracomment>Galaxy Command: a revolt or invasion before its die is rolled. %1: the name of the system attacked, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Ataque contra %1…</translation>
    </message>
    <message>
        <source>%1 + force %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a revolt&apos;s or invasion&apos;s attack. %1: the die roll, %2: the event&apos;s force, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + fuerza %2 = %3 contra %4</translation>
    </message>
    <message>
        <source>%1 revolts and leaves the Empire (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 se rebela y abandona el Imperio (%2)</translation>
    </message>
    <message>
        <source>%1 stays loyal (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 se mantiene leal (%2)</translation>
    </message>
    <message>
        <source>%1 falls to the invaders (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 cae en manos de los invasores (%2)</translation>
    </message>
    <message>
        <source>%1 repels the invasion (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 repele la invasión (%2)</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: aligned without a roll</source>
        <translation>Diplomacia interestelar: aliado sin tirada</translation>
    </message>
    <message>
        <source>%1 + military %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a player&apos;s attack on a system (explore or conquer). %1: the die roll, %2: the player&apos;s military strength, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + fuerza militar %2 = %3 contra %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Galaxy Command: an attack&apos;s sum with the system attacked. %1: the sum such as &apos;4 + military 2 = 6 against 5&apos;, %2: the system&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: aligned</source>
        <extracomment>Galaxy Command: an attack&apos;s result: the system joins the Empire. %1: the sum, e.g. &apos;4 + military 2 = 6 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1: aliado</translation>
    </message>
    <message>
        <source>%1: not aligned, military strength falls to %2</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 2 = 4 against 5 (Sirius)&apos;; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>%1: no aliado, la fuerza militar baja a %2</translation>
    </message>
    <message>
        <source>%1: not aligned</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 0 = 2 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1: no aliado</translation>
    </message>
    <message>
        <source>collects nothing (strike)</source>
        <translation>no recolecta nada (huelga)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Galaxy Command: what a player collects. %1: an amount of metal such as &apos;2 metal&apos;, %2: an amount of wealth such as &apos;1 wealth&apos;.</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>collects half (strike, Robot Workers): %1</source>
        <extracomment>Galaxy Command, log: a player collects during a strike thanks to the technology Robot Workers. %1: what, e.g. &apos;1 metal and 1 wealth&apos;. Follows the player&apos;s name (&quot;Player 1 collects ...&quot;).</extracomment>
        <translation>recolecta la mitad (huelga, Trabajadores robot): %1</translation>
    </message>
    <message>
        <source>collects %1</source>
        <extracomment>Galaxy Command, log: follows the player&apos;s name (&quot;Player 1 collects 2 metal and 1 wealth&quot;). %1: what is collected.</extracomment>
        <translation>recolecta %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <extracomment>Galaxy Command, log: %1: what was collected, e.g. &apos;collects 2 metal and 1 wealth&apos;; %n: how many resources were lost because the storage was full.</extracomment>
        <translation>
            <numerusform>%1 (%n perdido por reserva llena)</numerusform>
            <numerusform>%1 (%n perdidos por reserva llena)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is concerned</source>
        <translation>Nadie está afectado</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the log or the event card: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: what happened to that player, e.g. &apos;+2 metal&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 turns over %2 (resistance %3)</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system card turned over, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 revela %2 (resistencia %3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the attack&apos;s sum and result, e.g. &apos;4 + military 2 = 6 against 5 (Sirius): aligned&apos;.</extracomment>
        <translation>%1 saca un %2</translation>
    </message>
    <message>
        <source>Red alert: %1 - %2: %3</source>
        <extracomment>Galaxy Command, log: a red alert card drawn. %1: the card&apos;s name, e.g. &apos;Pirate Raid&apos;; %2: who it strikes, e.g. &apos;players with 3 or more metal in storage&apos;; %3: its effect, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>Alerta roja: %1 - %2: %3</translation>
    </message>
    <message>
        <source>Event in place of the red alert: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn in place of a red alert. %1: the card&apos;s name, e.g. &apos;Strike&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Evento en lugar de la alerta roja: %1 - %2</translation>
    </message>
    <message>
        <source>Event: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn. %1: the card&apos;s name, e.g. &apos;Derelict Ship&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Evento: %1 - %2</translation>
    </message>
    <message>
        <source>The revolt against %1 strikes %2 (resistance %3), drawn among the systems of least resistance</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: the system struck, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>La revuelta contra %1 golpea %2 (resistencia %3), por sorteo entre los sistemas de menor resistencia</translation>
    </message>
    <message>
        <source>%1 explores a distant system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 explora un sistema lejano</translation>
    </message>
    <message>
        <source>%1 explores a near system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 explora un sistema cercano</translation>
    </message>
    <message>
        <source>%1 attacks %2 (resistance %3) to conquer it</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system attacked, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 ataca %2 (resistencia %3) para conquistar el sistema</translation>
    </message>
    <message>
        <source>%1 bides time</source>
        <extracomment>Galaxy Command, log: the player does nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 espera</translation>
    </message>
    <message>
        <source>%1 trades %2 metal for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 metal for 1 wealth&apos;.</extracomment>
        <translation>%1 cambia %2 de metal por %3 de riqueza</translation>
    </message>
    <message>
        <source>%1 trades %2 wealth for %3 metal</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 wealth for 1 metal&apos;.</extracomment>
        <translation>%1 cambia %2 de riqueza por %3 de metal</translation>
    </message>
    <message>
        <source>%1 does not trade</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 no hace ningún intercambio</translation>
    </message>
    <message>
        <source>%1 builds military strength, now %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the player&apos;s military strength after building, e.g. 3.</extracomment>
        <translation>%1 aumenta su fuerza militar, ahora %2</translation>
    </message>
    <message>
        <source>%1 discovers %2 for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: a technology, e.g. &apos;Robot Workers&apos;; %3: its price, a number.</extracomment>
        <translation>%1 descubre %2 por %3 de riqueza</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 termina el turno</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <extracomment>Galaxy Command, log: the player gives up the game. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 se rinde</translation>
    </message>
    <message>
        <source>%1 has nothing to explore or conquer and bides time</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;. &apos;Bide time&apos; is the game&apos;s term for doing nothing on the first step of a turn.</extracomment>
        <translation>%1 no tiene nada que explorar ni conquistar y espera</translation>
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
            <numerusform>Empieza el año %1: queda %n evento</numerusform>
            <numerusform>Empieza el año %1: quedan %n eventos</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>Ese jugador ya está eliminado de la partida.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Espera al dado y a las cartas.</translation>
    </message>
    <message>
        <source>Explore, conquer and bide time are the first step of a turn.</source>
        <translation>Explorar, conquistar y esperar forman el primer paso del turno.</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>No existe esa carta de sistema.</translation>
    </message>
    <message>
        <source>This system is already explored.</source>
        <translation>Este sistema ya está explorado.</translation>
    </message>
    <message>
        <source>Distant systems need %1.</source>
        <extracomment>Galaxy Command: why a move is not allowed. %1: the name of the technology &apos;Forward Star Bases&apos;.</extracomment>
        <translation>Los sistemas lejanos requieren %1.</translation>
    </message>
    <message>
        <source>Distant systems wait until every explored near system is aligned.</source>
        <translation>Los sistemas lejanos esperan a que todos los sistemas cercanos explorados estén aliados.</translation>
    </message>
    <message>
        <source>This system is face down: explore it first.</source>
        <translation>Este sistema está boca abajo: explóralo primero.</translation>
    </message>
    <message>
        <source>This system is already aligned with the Empire.</source>
        <translation>Este sistema ya está aliado con el Imperio.</translation>
    </message>
    <message>
        <source>Trading is only right after collecting, once per turn.</source>
        <translation>Solo se puede intercambiar justo después de recolectar, una vez por turno.</translation>
    </message>
    <message>
        <source>Trading needs %1 of what you give.</source>
        <extracomment>Galaxy Command: why a trade is not allowed. %1: a number, e.g. 2 (metal or wealth).</extracomment>
        <translation>Para intercambiar necesitas %1 de lo que das.</translation>
    </message>
    <message>
        <source>Military strength is built in the build step.</source>
        <translation>La fuerza militar se aumenta en el paso de construcción.</translation>
    </message>
    <message>
        <source>Military strength rises only once per turn.</source>
        <translation>La fuerza militar solo sube una vez por turno.</translation>
    </message>
    <message>
        <source>Military strength is at its limit (%1).</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit, a number, e.g. 3.</extracomment>
        <translation>La fuerza militar está en su límite (%1).</translation>
    </message>
    <message>
        <source>Military strength above %1 needs %2.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit without the technology, e.g. 3; %2: the technology&apos;s name, &apos;Capital Ships&apos;.</extracomment>
        <translation>Una fuerza militar por encima de %1 requiere %2.</translation>
    </message>
    <message>
        <source>Building military strength costs %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1 and %2: numbers.</extracomment>
        <translation>Aumentar la fuerza militar cuesta %1 de metal y %2 de riqueza.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step.</source>
        <translation>Las tecnologías se descubren en el paso de construcción.</translation>
    </message>
    <message>
        <source>There is no such technology.</source>
        <translation>No existe esa tecnología.</translation>
    </message>
    <message>
        <source>This technology is already discovered.</source>
        <translation>Esta tecnología ya está descubierta.</translation>
    </message>
    <message>
        <source>Only one technology may be discovered per turn.</source>
        <translation>Solo se puede descubrir una tecnología por turno.</translation>
    </message>
    <message>
        <source>Not enough wealth: %1 costs %2.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered. %1: the technology&apos;s name, e.g. &apos;Robot Workers&apos;; %2: its price in wealth, a number.</extracomment>
        <translation>No tienes suficiente riqueza: %1 cuesta %2.</translation>
    </message>
    <message>
        <source>Discover %1 first: it comes before %2 on its row.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered yet. %1: the technology to discover first, %2: the technology chosen; both names such as &apos;Robot Workers&apos;.</extracomment>
        <translation>Descubre primero %1: va antes que %2 en su fila.</translation>
    </message>
    <message>
        <source>The turn ends after the build step.</source>
        <translation>El turno termina después del paso de construcción.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommandContent</name>
    <message>
        <source>Galaxy Command deck</source>
        <extracomment>Galaxy Command: the name of the card deck content file, seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Mazo de Galaxy Command</translation>
    </message>
    <message>
        <source>Canopus</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Canopus</translation>
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
        <translation>Estrella de Barnard</translation>
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
        <translation>Épsilon Eridani</translation>
    </message>
    <message>
        <source>Procyon</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Proción</translation>
    </message>
    <message>
        <source>Derelict Ship</source>
        <extracomment>Galaxy Command: the name of an event card (a wrecked ship found: gain metal). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Nave a la deriva</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: the name of an event card (the workers strike: no production next turn). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Huelga</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy Command: the name of an event card (an asteroid mined: gain wealth). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: the name of an event card (a revolt against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Revuelta</translation>
    </message>
    <message>
        <source>Large Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a big invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Gran fuerza de invasión</translation>
    </message>
    <message>
        <source>Peaceful Colonization</source>
        <extracomment>Galaxy Command: the name of an event card (new colonists: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Colonización pacífica</translation>
    </message>
    <message>
        <source>Small Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a small invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Pequeña fuerza de invasión</translation>
    </message>
    <message>
        <source>Peace and Quiet</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Paz y tranquilidad</translation>
    </message>
    <message>
        <source>Pirate Raid</source>
        <extracomment>Galaxy Command: the name of a red alert card (pirates raid your storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Incursión pirata</translation>
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
        <translation>Estrella de Luyten</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Estrella de Kapteyn</translation>
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
        <translation>Régulo</translation>
    </message>
    <message>
        <source>Proxima</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Próxima</translation>
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
        <translation>Épsilon Indi</translation>
    </message>
    <message>
        <source>Tau Bootis</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Tau Boötis</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Estrella de Van Maanen</translation>
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
        <translation>Aldebarán</translation>
    </message>
    <message>
        <source>Arcturus</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Arturo</translation>
    </message>
    <message>
        <source>Polaris</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Estrella Polar</translation>
    </message>
    <message>
        <source>Spica</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Espiga</translation>
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
        <translation>Gran revuelta</translation>
    </message>
    <message>
        <source>General Strike</source>
        <extracomment>Galaxy Command: the name of an event card (a strike of all workers). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Huelga general</translation>
    </message>
    <message>
        <source>Salvage Fleet</source>
        <extracomment>Galaxy Command: the name of an event card (a fleet that salvages wrecks: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Flota de salvamento</translation>
    </message>
    <message>
        <source>Extract Resources</source>
        <extracomment>Galaxy Command: the name of an event card (mining: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Extracción de recursos</translation>
    </message>
    <message>
        <source>Quiet Year</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Año tranquilo</translation>
    </message>
    <message>
        <source>Siren Leader</source>
        <extracomment>Galaxy Command: the name of an event card (a leader who leads an invasion). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Líder sirena</translation>
    </message>
    <message>
        <source>Military Coup</source>
        <extracomment>Galaxy Command: the name of a red alert card (the army seizes power: lose military strength on a high roll). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Golpe militar</translation>
    </message>
    <message>
        <source>Saboteurs</source>
        <extracomment>Galaxy Command: the name of a red alert card (saboteurs destroy storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Saboteadores</translation>
    </message>
    <message>
        <source>Border Ambush</source>
        <extracomment>Galaxy Command: the name of a red alert card (an ambush at the border: an invasion of the system aligned last). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Emboscada fronteriza</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Galaxy Command: the name of the technologies content file (the mat on which the technologies are printed), seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Tablero de tecnologías</translation>
    </message>
    <message>
        <source>Capital Ships</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (big warships: military strength up to 5). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Naves capitales</translation>
    </message>
    <message>
        <source>Military strength may rise above 3, up to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Capital Ships&apos;, seen on the technology mat.</extracomment>
        <translation>La fuerza militar puede superar 3, hasta 5.</translation>
    </message>
    <message>
        <source>Forward Star Bases</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (bases that let you reach distant systems). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Bases estelares avanzadas</translation>
    </message>
    <message>
        <source>Distant systems may be explored once every explored near system is aligned.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Forward Star Bases&apos;, seen on the technology mat.</extracomment>
        <translation>Los sistemas lejanos se pueden explorar en cuanto todos los sistemas cercanos explorados estén aliados.</translation>
    </message>
    <message>
        <source>Robot Workers</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (robots that work during a strike). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Trabajadores robot</translation>
    </message>
    <message>
        <source>During a strike, collect half of your production (rounded up) instead of nothing.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Robot Workers&apos;, seen on the technology mat.</extracomment>
        <translation>Durante una huelga, recolectas la mitad de tu producción (redondeando hacia arriba) en lugar de nada.</translation>
    </message>
    <message>
        <source>Planetary Defenses</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (defences of your planets against invasions). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Defensas planetarias</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against invasions.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Planetary Defenses&apos;, seen on the technology mat.</extracomment>
        <translation>+1 a la resistencia de tus sistemas contra las invasiones.</translation>
    </message>
    <message>
        <source>Hyper Television</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (television that keeps people loyal: against revolts). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Hipertelevisión</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against revolts.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Hyper Television&apos;, seen on the technology mat.</extracomment>
        <translation>+1 a la resistencia de tus sistemas contra las revueltas.</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (diplomacy: one explore or conquer without a roll). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Diplomacia interestelar</translation>
    </message>
    <message>
        <source>On your next turn only, one explore or conquer succeeds without a roll.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Diplomacy&apos;, seen on the technology mat.</extracomment>
        <translation>Solo en tu próximo turno, una exploración o conquista tiene éxito sin tirada.</translation>
    </message>
    <message>
        <source>Interspecies Commerce</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (trade between species: swap metal and wealth). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Comercio entre especies</translation>
    </message>
    <message>
        <source>Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interspecies Commerce&apos;, seen on the technology mat.</extracomment>
        <translation>Una vez por turno, después de recolectar, cambia 2 de metal por 1 de riqueza o 2 de riqueza por 1 de metal.</translation>
    </message>
    <message>
        <source>Interstellar Banking</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (banks: bigger storage). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Banca interestelar</translation>
    </message>
    <message>
        <source>Metal and wealth storage rise from 3 to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Banking&apos;, seen on the technology mat.</extracomment>
        <translation>Las reservas de metal y de riqueza pasan de 3 a 5.</translation>
    </message>
    <message>
        <source>Full deck</source>
        <extracomment>Galaxy Command: the name of the standard rule set (played with every card of the deck), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Mazo completo</translation>
    </message>
    <message>
        <source>Demoted</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (the worst: lowered in rank), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Degradado</translation>
    </message>
    <message>
        <source>Remain a Commander</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (kept the rank of Commander), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Sigue siendo comandante</translation>
    </message>
    <message>
        <source>Promoted to Captain</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Captain), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Ascendido a capitán</translation>
    </message>
    <message>
        <source>Promoted to Commodore</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Commodore), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Ascendido a comodoro</translation>
    </message>
    <message>
        <source>Promoted to Admiral</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Admiral, the best), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Ascendido a almirante</translation>
    </message>
    <message>
        <source>Original solitaire (18 cards)</source>
        <extracomment>Galaxy Command: the name of the rule set of the original solitaire game (played with 18 of the cards), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Solitario original (18 cartas)</translation>
    </message>
</context>
<context>
    <name>GalaxyFighters</name>
    <message>
        <source>a ship moves to a free adjacent space of its own atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a command of the turn).</extracomment>
        <translation>una nave se mueve a una casilla libre adyacente de su propia atmósfera</translation>
    </message>
    <message>
        <source>at least one command die must be used</source>
        <extracomment>Galaxy Fighters: why a click does nothing (ending the turn before any die is used).</extracomment>
        <translation>hay que usar al menos un dado de órdenes</translation>
    </message>
    <message>
        <source>no Fire symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>no queda ningún símbolo Fuego</translation>
    </message>
    <message>
        <source>no Move symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>no queda ningún símbolo Mover</translation>
    </message>
    <message>
        <source>no alien is ahead in the ship&apos;s column</source>
        <extracomment>Galaxy Fighters: why a click does nothing. A column: the line of spaces ahead of the ship.</extracomment>
        <translation>no hay ningún alienígena delante de la nave en su columna</translation>
    </message>
    <message>
        <source>not enough Special symbols are left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>no quedan suficientes símbolos Especial</translation>
    </message>
    <message>
        <source>that has no target now</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a weapon, engine or special).</extracomment>
        <translation>eso no tiene ningún objetivo ahora</translation>
    </message>
    <message>
        <source>that is not a choice now</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>eso no se puede elegir ahora</translation>
    </message>
    <message>
        <source>the game is drawing a card or rolling a die</source>
        <extracomment>Galaxy Fighters: why a click does nothing (the computer deals a card or rolls).</extracomment>
        <translation>el juego está robando una carta o tirando un dado</translation>
    </message>
    <message>
        <source>the game is over</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the invader can only go to a neighbouring district with room</source>
        <extracomment>Galaxy Fighters: why a click does nothing (where an invader goes when its district is full).</extracomment>
        <translation>el invasor solo puede ir a un distrito vecino con sitio libre</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Jugador %1</translation>
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
        <translation>Fuego</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (move the ship).</extracomment>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (use the weapon system or engine).</extracomment>
        <translation>Especial</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s face that counts as either symbol.</extracomment>
        <translation>Fuego o Especial</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s shielded ship, which survives.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 se estrella contra la nave con escudo de %2, que sobrevive.</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 se estrella contra la nave de %2.</translation>
    </message>
    <message>
        <source>A %1 is destroyed on a defence tile.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Un %1 es destruido en una ficha de defensa.</translation>
    </message>
    <message>
        <source>A %1 is destroyed by a Drone.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Un %1 es destruido por un Dron.</translation>
    </message>
    <message>
        <source>A %1 invades %2.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district.</extracomment>
        <translation>Un %1 invade %2.</translation>
    </message>
    <message>
        <source>Alien frenzy!</source>
        <extracomment>Galaxy Fighters, log: a stack of aliens all move at once, each its own way.</extracomment>
        <translation>¡Frenesí alienígena!</translation>
    </message>
    <message>
        <source>%1&apos;s ship is destroyed.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>La nave de %1 queda destruida.</translation>
    </message>
    <message>
        <source>%1 is invaded.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1 ha sido invadido.</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: aliens placed by the spawn card.</extracomment>
        <translation>
            <numerusform>Aterriza %n alienígena.</numerusform>
            <numerusform>Aterrizan %n alienígenas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters, log: aliens shot by the ship.</extracomment>
        <translation>
            <numerusform>%n alienígena destruido.</numerusform>
            <numerusform>%n alienígenas destruidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: aliens that move in the approach (invaders and crashes included).</extracomment>
        <translation>
            <numerusform>Se acerca %n alienígena.</numerusform>
            <numerusform>Se acercan %n alienígenas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;; %2: a ship card, e.g. &apos;Gladius&apos;.</extracomment>
        <translation>%1 recibe la nave %2.</translation>
    </message>
    <message>
        <source>A spawn card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters, log: %1: the district whose turn begins, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Se lee una carta de oleada desde el lado de %1.</translation>
    </message>
    <message>
        <source>%1 fits the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a weapon system, e.g. &apos;Laser Beam&apos;.
----------
Galaxy Fighters, log: %1: a district; %2: an engine modification, e.g. &apos;Repulsor&apos;.</extracomment>
        <translation>%1 instala el %2.</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a bonus command tile, e.g. &apos;Lucky Star&apos;.</extracomment>
        <translation>%1 toma la ficha %2.</translation>
    </message>
    <message>
        <source>%1 fires.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 dispara.</translation>
    </message>
    <message>
        <source>%1 fires the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its weapon system, e.g. &apos;Wide Beam&apos;.</extracomment>
        <translation>%1 dispara el %2.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its engine modification, e.g. &apos;Deflector&apos;.</extracomment>
        <translation>%1 usa el %2.</translation>
    </message>
    <message>
        <source>%1 uses the special weapon of the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its ship card, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>%1 usa el arma especial de la nave %2.</translation>
    </message>
    <message>
        <source>%1 rerolls the unused dice.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 vuelve a tirar los dados sin usar.</translation>
    </message>
    <message>
        <source>The invader goes on to %1.</source>
        <extracomment>Galaxy Fighters, log: %1: a district the invader goes to, e.g. &apos;Novaport&apos;.</extracomment>
        <translation>El invasor sigue hacia %1.</translation>
    </message>
    <message>
        <source>%1 gives up for the team.</source>
        <extracomment>Galaxy Fighters, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 se rinde por el equipo.</translation>
    </message>
    <message>
        <source>The districts are saved</source>
        <extracomment>Galaxy Fighters: the title of the end of a won game.</extracomment>
        <translation>Los distritos están a salvo</translation>
    </message>
    <message>
        <source>The aliens have won</source>
        <translation>Los alienígenas han ganado</translation>
    </message>
    <message>
        <source>The team gave up.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>El equipo se ha rendido.</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s) invaded.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>
            <numerusform>%n distrito invadido.</numerusform>
            <numerusform>%n distritos invadidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shipyard is empty.</source>
        <extracomment>Galaxy Fighters: why the game was lost (no backup ship is left).</extracomment>
        <translation>El astillero está vacío.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters: the end of a game. %1: why it ended, a sentence.</extracomment>
        <translation>
            <numerusform>%1 %n alienígena destruido.</numerusform>
            <numerusform>%1 %n alienígenas destruidos.</numerusform>
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
        <translation>Un %1 es destruido.</translation>
    </message>
    <message>
        <source>A %1 flies towards %2.</source>
        <extracomment>Galaxy Fighters board, a step of the approach: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: the district it flies to, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 vuela hacia %2.</translation>
    </message>
    <message>
        <source>%1&apos;s new ship waits shielded in its atmosphere.</source>
        <extracomment>Galaxy Fighters board, a step of what happens: a destroyed ship&apos;s replacement. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>La nueva nave de %1 espera en su atmósfera, protegida por un escudo.</translation>
    </message>
    <message numerus="yes">
        <source>The starting card: %n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: the starting spawn card&apos;s aliens placed once every ship is ready.</extracomment>
        <translation>
            <numerusform>La carta inicial: aterriza %n alienígena.</numerusform>
            <numerusform>La carta inicial: aterrizan %n alienígenas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) pushed back.</source>
        <extracomment>Galaxy Fighters, log: aliens pushed back by a ship&apos;s engine or special weapon.</extracomment>
        <translation>
            <numerusform>%n alienígena rechazado.</numerusform>
            <numerusform>%n alienígenas rechazados.</numerusform>
        </translation>
    </message>
    <message>
        <source>No alien approaches.</source>
        <extracomment>Galaxy Fighters, log: a turn ended and no alien faced the district.</extracomment>
        <translation>No se acerca ningún alienígena.</translation>
    </message>
    <message numerus="yes">
        <source>%n more alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: the rest of an approach (after the player chose where an invader goes, or after a crash or an invasion).</extracomment>
        <translation>
            <numerusform>Se acerca %n alienígena más.</numerusform>
            <numerusform>Se acercan %n alienígenas más.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends its turn.</source>
        <extracomment>Galaxy Fighters, log: %1: a district. Then the aliens facing it move (said next).</extracomment>
        <translation>%1 termina su turno.</translation>
    </message>
    <message>
        <source>The spawn deck has run out and the sky is clear.</source>
        <extracomment>Galaxy Fighters: why the game was won.</extracomment>
        <translation>El mazo de oleadas se ha agotado y el cielo está despejado.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full, and goes on to %3.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full takes a neighbour&apos;s. %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;; %3: the neighbour, e.g. &apos;Atomville&apos;.</extracomment>
        <translation>Un %1 llega a %2, que está lleno, y sigue hacia %3.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full; where it goes is chosen next (or no district has room). %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 llega a %2, que está lleno.</translation>
    </message>
    <message>
        <source>The starting card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters board, a step: the starting spawn card shown before its aliens land (not a turn&apos;s card). %1: the district whose side it is read from, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>La carta inicial se lee desde el lado de %1.</translation>
    </message>
    <message>
        <source>no alien is in the weapon&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Weapon command does nothing.</extracomment>
        <translation>no hay ningún alienígena al alcance del arma</translation>
    </message>
    <message>
        <source>the engine cannot take the ship to that space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (an engine that flies the ship, on a space it cannot reach).</extracomment>
        <translation>el motor no puede llevar la nave a esa casilla</translation>
    </message>
    <message>
        <source>no free space is within the engine&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Engine command does nothing (it flies the ship).</extracomment>
        <translation>no hay ninguna casilla libre al alcance del motor</translation>
    </message>
    <message>
        <source>the ship is shielded already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Deflector) does nothing.</extracomment>
        <translation>la nave ya tiene escudo</translation>
    </message>
    <message>
        <source>the closest alien ahead is in the last zone and cannot be pushed back</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing. Zones: the rows of the board counted from the district.</extracomment>
        <translation>el alienígena más cercano está en la última zona y no se puede empujar hacia atrás</translation>
    </message>
    <message>
        <source>the closest alien ahead has been pushed back once already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing.</extracomment>
        <translation>el alienígena más cercano ya fue empujado hacia atrás una vez</translation>
    </message>
    <message>
        <source>this ship&apos;s special needs no command</source>
        <extracomment>Galaxy Fighters: why the Special command does nothing (its special is always on).</extracomment>
        <translation>la habilidad especial de esta nave no necesita ninguna orden</translation>
    </message>
    <message>
        <source>the target must be a stack in deep space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (Missile Command, on a wrong space).</extracomment>
        <translation>el objetivo debe ser una pila del espacio profundo</translation>
    </message>
    <message>
        <source>no alien is in deep space</source>
        <extracomment>Galaxy Fighters: why the Special command (Missile Command) does nothing.</extracomment>
        <translation>no hay ningún alienígena en el espacio profundo</translation>
    </message>
    <message>
        <source>no defence tile is left</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>no queda ninguna ficha de defensa</translation>
    </message>
    <message>
        <source>a defence tile goes on a free space of the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a defence tile, on a wrong space).</extracomment>
        <translation>una ficha de defensa va en una casilla libre de la atmósfera de la nave</translation>
    </message>
    <message>
        <source>no space of the ship&apos;s atmosphere is free</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>no hay ninguna casilla libre en la atmósfera de la nave</translation>
    </message>
    <message>
        <source>no alien is to the left or right in the ship&apos;s row</source>
        <extracomment>Galaxy Fighters: why the Special command (Side Cannon) does nothing.</extracomment>
        <translation>no hay ningún alienígena a la izquierda ni a la derecha en la fila de la nave</translation>
    </message>
    <message>
        <source>no alien is in the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why the Special command (Nova Bomb) does nothing.</extracomment>
        <translation>no hay ningún alienígena en la atmósfera de la nave</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n times).</source>
        <extracomment>Galaxy Fighters, log: a sentence that happened several times in one action. %1: the sentence without its full stop, e.g. &apos;A Yellum invades Rocketown&apos;; %n: how often (2 or more).</extracomment>
        <translation>
            <numerusform>%1 (%n vez).</numerusform>
            <numerusform>%1 (%n veces).</numerusform>
        </translation>
    </message>
    <message>
        <source>this ship&apos;s bonus tile is not a reroll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing. The reroll tile: a bonus command tile.</extracomment>
        <translation>la ficha de bonificación de esta nave no es de repetir tirada</translation>
    </message>
    <message>
        <source>the reroll tile is used already this turn</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (once a turn).</extracomment>
        <translation>la ficha de repetir tirada ya se usó en este turno</translation>
    </message>
    <message>
        <source>no die is left to roll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (every die is used).</extracomment>
        <translation>no queda ningún dado por tirar</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <extracomment>Galaxy Fighters, log: the unused dice rolled again with the reroll tile. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move&apos;.</extracomment>
        <translation>%1 vuelve a tirar: %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <extracomment>Galaxy Fighters, log: a turn&apos;s command dice. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move, Move, Special&apos;.</extracomment>
        <translation>%1 saca %2.</translation>
    </message>
    <message>
        <source>%1 moves its ship to zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: a ship moves in its atmosphere. %1: a district; %2: the zone (1 nearest the district, 3 farthest); %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 mueve su nave a la zona %2, columna %3.</translation>
    </message>
    <message>
        <source>%1 places a defence tile at zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: the Phalanx&apos;s special. %1: a district; %2: the zone (1-3) of its atmosphere; %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 coloca una ficha de defensa en la zona %2, columna %3.</translation>
    </message>
</context>
<context>
    <name>GalaxyFightersContent</name>
    <message>
        <source>Exovon spawn deck</source>
        <extracomment>Galaxy Fighters: the name of the shipped spawn deck (the cards that say where alien invaders land). Seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Mazo de oleadas exovon</translation>
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
        <translation>Cartas de nave</translation>
    </message>
    <message>
        <source>Astro Wing</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Astro Wing</translation>
    </message>
    <message>
        <source>Missile Command: destroy the top alien of any stack in deep space.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Mando de misiles: destruye al alienígena de encima de cualquier pila del espacio profundo.</translation>
    </message>
    <message>
        <source>Phalanx</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Phalanx</translation>
    </message>
    <message>
        <source>Shielded Defense System: place one of your 2 defence tiles on a free space of your atmosphere; an alien that moves into it is destroyed, and it blocks shots too.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon. A defence tile is a marker placed on a space of the board.</extracomment>
        <translation>Sistema de defensa con escudo: coloca una de tus 2 fichas de defensa en una casilla libre de tu atmósfera; un alienígena que entre en ella es destruido, y también bloquea los disparos.</translation>
    </message>
    <message>
        <source>Gladius</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Gladius</translation>
    </message>
    <message>
        <source>Helper Drone: a Drone follows your ship into the space it left, and an alien that stops on it is destroyed.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special. The Drone is a small helper craft.</extracomment>
        <translation>Dron auxiliar: un Dron sigue a tu nave a la casilla que ha dejado, y un alienígena que se detenga sobre él es destruido.</translation>
    </message>
    <message>
        <source>Broadside</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Broadside</translation>
    </message>
    <message>
        <source>Side Cannon: destroy the closest alien to the left or right of your ship in its row.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Cañón lateral: destruye al alienígena más cercano a la izquierda o a la derecha de tu nave, en su fila.</translation>
    </message>
    <message>
        <source>Supernova</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Supernova</translation>
    </message>
    <message>
        <source>Nova Bomb: destroy the top alien of every stack in your atmosphere.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Bomba nova: destruye al alienígena de encima de cada pila de tu atmósfera.</translation>
    </message>
    <message>
        <source>Comet</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Comet</translation>
    </message>
    <message>
        <source>Extra Die: roll one more command die every turn.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special.</extracomment>
        <translation>Dado extra: tira un dado de órdenes más en cada turno.</translation>
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
        <translation>Sin arma especial, pero admite cualquier modificación de motor.</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Galaxy Fighters: the name of the content file of the weapons, engines and tiles.</extracomment>
        <translation>Equipo de cabina</translation>
    </message>
    <message>
        <source>Wide Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Rayo amplio</translation>
    </message>
    <message>
        <source>Aim like Fire: every alien in the zone of the closest alien in your column is hit, into your neighbours&apos; atmospheres too.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text. A column is a line of spaces from the ship&apos;s district across the board; a zone a row of spaces.</extracomment>
        <translation>Apunta como con Fuego: todos los alienígenas de la zona del alienígena más cercano de tu columna reciben el impacto, también en las atmósferas de tus vecinos.</translation>
    </message>
    <message>
        <source>Laser Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Rayo láser</translation>
    </message>
    <message>
        <source>Hit the top alien of every stack in your column, through deep space and into the opposite atmosphere.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Alcanza al alienígena de encima de cada pila de tu columna, a través del espacio profundo y hasta la atmósfera opuesta.</translation>
    </message>
    <message>
        <source>Spread Shot</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Disparo disperso</translation>
    </message>
    <message>
        <source>Hit the closest alien straight ahead and the closest on each forward diagonal.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Alcanza al alienígena más cercano justo delante y al más cercano en cada diagonal hacia delante.</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Posquemador</translation>
    </message>
    <message>
        <source>Fly to a free space of your atmosphere up to 2 spaces away.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Vuela a una casilla libre de tu atmósfera a hasta 2 casillas de distancia.</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Motor de curvatura</translation>
    </message>
    <message>
        <source>Jump to any free space of your atmosphere.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Salta a cualquier casilla libre de tu atmósfera.</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it deflects what hits the ship).</extracomment>
        <translation>Deflector</translation>
    </message>
    <message>
        <source>Your ship is shielded until the start of your next turn.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Tu nave está protegida por un escudo hasta el inicio de tu próximo turno.</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it pushes aliens away).</extracomment>
        <translation>Repulsor</translation>
    </message>
    <message>
        <source>Push the closest alien in your column one zone back.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Empuja una zona hacia atrás al alienígena más cercano de tu columna.</translation>
    </message>
    <message>
        <source>Blaster Cell</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Fire symbol).</extracomment>
        <translation>Célula bláster</translation>
    </message>
    <message>
        <source>Adds a Fire symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Añade un símbolo Fuego a tu tirada.</translation>
    </message>
    <message>
        <source>Thruster Boost</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Move symbol).</extracomment>
        <translation>Impulso de propulsores</translation>
    </message>
    <message>
        <source>Adds a Move symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Añade un símbolo Mover a tu tirada.</translation>
    </message>
    <message>
        <source>Power Core</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Special symbol).</extracomment>
        <translation>Núcleo de energía</translation>
    </message>
    <message>
        <source>Adds a Special symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Añade un símbolo Especial a tu tirada.</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it lets the player roll again).</extracomment>
        <translation>Estrella de la suerte</translation>
    </message>
    <message>
        <source>Reroll all your unused command dice once.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Vuelve a tirar una vez todos tus dados de órdenes sin usar.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the easiest, for beginners).</extracomment>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the standard one).</extracomment>
        <translation>Piloto experto</translation>
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
        <translation>Piratas</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>Galaxy of D, the log: a number of ships of one type. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: how many, e.g. &apos;Cruiser ×3&apos;.</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 bought nothing</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 no ha comprado nada</translation>
    </message>
    <message>
        <source>%1 bought %2</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;; %2: the ships, e.g. &apos;Cruiser ×2, Bomber&apos;.</extracomment>
        <translation>%1 ha comprado %2</translation>
    </message>
    <message>
        <source>The starting ships are revealed: %1.</source>
        <extracomment>Galaxy of D, the log: %1: what each side bought, e.g. &apos;Redog bought Cruiser ×2; Cynder bought nothing&apos;.</extracomment>
        <translation>Se revelan las naves iniciales: %1.</translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <extracomment>Galaxy of D: a sector (a hexagon) of the galaxy, in the log and the board. %1 and %2: its coordinates, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>sector %1,%2</translation>
    </message>
    <message>
        <source>%1 (attack %2)</source>
        <extracomment>Galaxy of D, the log: a side in a combat. %1: a side, e.g. &apos;Redog&apos;; %2: its attack strength, a number.</extracomment>
        <translation>%1 (ataque %2)</translation>
    </message>
    <message>
        <source>Combat in %1: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the sides and their attacks, e.g. &apos;Redog (attack 7), Pirates (attack 3)&apos;.</extracomment>
        <translation>Combate en el %1: %2.</translation>
    </message>
    <message>
        <source>The Pirates lose nothing.</source>
        <translation>Los Piratas no pierden nada.</translation>
    </message>
    <message>
        <source>%1 loses nothing.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;.</extracomment>
        <translation>%1 no pierde nada.</translation>
    </message>
    <message>
        <source>The Pirates lose %1.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: the ships the pirates lose, e.g. &apos;Cruiser Pirate&apos;.</extracomment>
        <translation>Los Piratas pierden %1.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the ships lost, e.g. &apos;Cruiser, Bomber&apos;.</extracomment>
        <translation>%1 pierde %2.</translation>
    </message>
    <message>
        <source>The %1 Starbase takes %2 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Cynder&apos; (&apos;the Cynder Starbase&apos;); %2: the damage, a number. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>La base estelar de %1 sufre %2 de daño.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money (after the dollar sign), e.g. &apos;$2&apos;. Scavenger: a ship type.</extracomment>
        <translation>%1 gana %2 $ gracias a los Carroñeros.</translation>
    </message>
    <message>
        <source>The %1 moves from %2 to %3.</source>
        <extracomment>Galaxy of D, the log: a pirate ship moves. %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2 and %3: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>El %1 va del %2 al %3.</translation>
    </message>
    <message>
        <source>The %1 in %2 has no ship it can reach and stays.</source>
        <extracomment>Galaxy of D, the log: %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>El %1 del %2 no tiene ninguna nave a su alcance y se queda quieto.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1: el %2 golpea la base estelar de %3 y causa %4 de daño.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: el %2 recoge carga en el %3.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: an amount of money, after the dollar sign.</extracomment>
        <translation>%1: el %2 vende su carga por %3 $.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos; (&apos;the Redog turn&apos;); %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left, a number.</extracomment>
        <translation>Fin del turno de %1: producción %2 $, blindaje de la base estelar %3.</translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll, a number; %n: the number of Things drawn (placed on the galaxy).</extracomment>
        <translation>
            <numerusform>Tirada de dado %1: se saca %n objeto.</numerusform>
            <numerusform>Tirada de dado %1: se sacan %n objetos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>Tirada de dado %1: cada jugador empieza con %2 $.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Dado del pirata %1: el pirata se mueve.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Dado del pirata %1: el pirata se queda quieto.</translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation>Se saca un objeto boca abajo.</translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector (a planet, an asteroid ...).</extracomment>
        <translation>Se coloca un objeto en el %1.</translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 juega el primer turno.</translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>El pirata persigue a las naves del %1.</translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <extracomment>Galaxy of D, the log: the bid for the first turn. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>%1 puja %2 $.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>Galaxy of D, the log: the player bids nothing more (a verb). %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 pasa.</translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 coloca su base estelar en el %2.</translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1 compra: %2.</translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The purchase is hidden from the other player until both are done.</extracomment>
        <translation>%1 termina la compra secreta.</translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The movement is a phase of the turn.</extracomment>
        <translation>%1 termina el movimiento.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 termina el turno.</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3 and %4: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: %2 va del %3 al %4.</translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 inicia el combate en el %2.</translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <extracomment>Galaxy of D, the log: the ship that takes the enemy&apos;s hits first. %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1: %2 recibe el fuego.</translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 mueve ahora un pirata.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galaxy of D, the log: the player gives up the game. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 se rinde.</translation>
    </message>
    <message>
        <source>%1 puts a %2 on top of the stack in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 pone un %2 encima de la pila en el %3.</translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The cheapest ship: fast, weak.</extracomment>
        <translation>Interceptor</translation>
    </message>
    <message>
        <source>Scavenger</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that earns money from enemy ships destroyed in its combats.</extracomment>
        <translation>Carroñero</translation>
    </message>
    <message>
        <source>Freighter</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A cargo ship that carries goods from planets to the Spaceport.</extracomment>
        <translation>Carguero</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A sturdy warship.</extracomment>
        <translation>Crucero</translation>
    </message>
    <message>
        <source>Bomber</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that attacks enemy Starbases only.</extracomment>
        <translation>Bombardero</translation>
    </message>
    <message>
        <source>Assassin</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A fast ship with a strong attack.</extracomment>
        <translation>Asesino</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The biggest warship: slow, the strongest.</extracomment>
        <translation>Destructor</translation>
    </message>
    <message>
        <source>Planet</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Planeta</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules). Where Freighters sell their cargo.</extracomment>
        <translation>Puerto espacial</translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Cruiser of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Crucero pirata</translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Scavenger of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Carroñero pirata</translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <extracomment>Galaxy of D: the name of the shipped galaxy (a content file, the game&apos;s own name), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galaxy of D: the name of the shipped rule set, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Reglas estándar</translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <extracomment>Galaxy of D: the name of the shipped rule set with a quicker setup, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Reglas estándar, preparación rápida</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <extracomment>Galaxy of D: the ability of the ship type Scavenger, seen in the shop and the rules.</extracomment>
        <translation>Gana 1 $ por cada nave enemiga destruida en un combate al que sobreviva uno de tus Carroñeros.</translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <extracomment>Galaxy of D: the ability of the ship type Freighter, seen in the shop and the rules. &apos;Cargo Price&apos; is the game&apos;s term (the price a cargo sells for).</extracomment>
        <translation>Recoge una carga en un planeta y la vende en el puerto espacial al precio de la carga.</translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <extracomment>Galaxy of D: the ability of the ship type Bomber, seen in the shop and the rules. &apos;Starbase&apos; is the game&apos;s term (each player&apos;s home base).</extracomment>
        <translation>Solo ataca bases estelares enemigas: causa 10 de daño al entrar en una base estelar enemiga.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %n: the number, e.g. &apos;1 player&apos;.</extracomment>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %1: the fewest; %n: the most, e.g. &apos;1–4 players&apos;.</extracomment>
        <translation>
            <numerusform>%1–%n jugadores</numerusform>
            <numerusform>%1–%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  ·  %2  ·  %3</source>
        <extracomment>The home page, a game&apos;s card: a line of facts. %1: the players, e.g. &apos;1–4 players&apos;; %2: &apos;dice and draws&apos; or &apos;no luck&apos;; %3: &apos;hidden information&apos; or &apos;open information&apos;. Keep the dots and spaces.</extracomment>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <source>dice and draws</source>
        <translation>dados y sorteos</translation>
    </message>
    <message>
        <source>no luck</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: no dice and no cards drawn. Short.</extracomment>
        <translation>sin azar</translation>
    </message>
    <message>
        <source>hidden information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: the players do not see everything (hidden cards or purchases). Short.</extracomment>
        <translation>información oculta</translation>
    </message>
    <message>
        <source>open information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: everything is in view of all players. Short.</extracomment>
        <translation>información abierta</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The home page, a game&apos;s card: a button (a verb phrase: set up a new game). Short.</extracomment>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page, a game&apos;s card: a label on a game that cannot be played yet. Short.</extracomment>
        <translation>Próximamente</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>The home page, a game&apos;s card: what a screen reader says for the button &quot;New game…&quot; (there is one per game). %1: the game&apos;s name.</extracomment>
        <translation>Nueva partida de %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <extracomment>The game screen: the heading of the log of the moves (a noun).</extracomment>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>The game log: a heading before the moves of a turn. %1: the turn&apos;s number, e.g. 3.</extracomment>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Todavía no ha pasado nada.</translation>
    </message>
</context>
<context>
    <name>GameOverSummary</name>
    <message>
        <source>Game over</source>
        <extracomment>The game over summary: its heading.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>The game over summary: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <extracomment>The game over summary: a draw, or all players lost.</extracomment>
        <translation>Nadie gana.</translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <extracomment>The game over summary: %n: the number of turns played.</extracomment>
        <translation>
            <numerusform>tras %n turno</numerusform>
            <numerusform>tras %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>The game over summary: a button that closes the summary to look at the final board. Short.</extracomment>
        <translation>Ver el tablero</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The game over summary: a button back to the home page (a noun). Short.</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The game over summary: a button that opens the new game dialog (a verb phrase). Short.</extracomment>
        <translation>Nueva partida…</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not save the game</source>
        <translation>No se ha podido guardar la partida</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <extracomment>The game screen: the button in the top bar back to the home page (‹ is an arrow). Keep it short.</extracomment>
        <translation>‹ Inicio</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The game screen: a label in the top bar: the random seed of the game, to replay it. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Semilla %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>The game screen: a button in the top bar (a verb: take back the last move). Keep it short.</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Deshacer la última jugada (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>The game screen: a button in the top bar (a verb: play the move taken back again). Keep it short.</extracomment>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Volver a hacer la jugada (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>The game screen: a button in the top bar (a noun: the app suggests a move). Keep it short.</extracomment>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Suggest a move from what you can see; it is not played (H)</source>
        <translation>Sugerir una jugada según lo que ves; no se juega (H)</translation>
    </message>
    <message>
        <source>More ▾</source>
        <extracomment>The game screen: a button in the top bar that opens a menu of more actions (▾ is an arrow). Keep it short.</extracomment>
        <translation>Más ▾</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: save the game).</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: open a saved game).</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Taller</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Guardar la partida (Ctrl+S)</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Abrir una partida guardada (Ctrl+O)</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The game screen: a button in the top bar: show the rules beside the board (a noun). Keep it short.</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>The game screen: a button in the top bar when the game is over: show the result (a noun). Keep it short.</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Concede</source>
        <extracomment>The game screen: a button in the top bar: give up the game (a verb). Keep it short.</extracomment>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>No se ha podido mostrar el tablero de %1.</translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>El tablero de %1 está en camino. Mientras tanto, la partida continúa: síguela en el registro.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The game screen: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <extracomment>The game screen: a hint. %1: the suggested move, e.g. &apos;Explore Sirius&apos;.</extracomment>
        <translation>Sugerencia: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Ruedan los dados…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <extracomment>The game screen: the status bar. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <extracomment>The game screen: the status bar. %1: a computer player&apos;s name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Turno de %1 (ordenador)</translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>El resumen de reglas de %1 aún no está escrito.</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>¿Rendirse?</translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <extracomment>The game screen: the question before conceding. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 se rinde y pierde la partida.</translation>
    </message>
    <message>
        <source>Back to the home screen; the game is kept (Alt+Home)</source>
        <translation>Volver a la pantalla de inicio; la partida se conserva (Alt+Inicio)</translation>
    </message>
    <message>
        <source>Edit galaxies, ship tables, decks and rule variants; the game is kept (Ctrl+E)</source>
        <translation>Editar galaxias, tablas de naves, mazos y variantes de reglas; la partida se conserva (Ctrl+E)</translation>
    </message>
    <message>
        <source>The rules of %1, beside the board (F1)</source>
        <extracomment>The game screen: a tool tip. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Las reglas de %1, junto al tablero (F1)</translation>
    </message>
    <message>
        <source>Show the result of the game again (Ctrl+Shift+Q)</source>
        <translation>Ver de nuevo el resultado de la partida (Ctrl+Mayús+Q)</translation>
    </message>
    <message>
        <source>Give up this game; you are asked first (Ctrl+Shift+Q)</source>
        <translation>Rendirse en esta partida; antes se pide confirmación (Ctrl+Mayús+Q)</translation>
    </message>
    <message>
        <source>This game could not be saved automatically (%1). Continue may bring back an older position: use Save to keep this one.</source>
        <extracomment>The game screen: a notice when the game could not be saved automatically. %1: the file and the system&apos;s reason, e.g. &apos;/home/ann/autosave.json: cannot write the file: No space left on device&apos;.</extracomment>
        <translation>Esta partida no se pudo guardar automáticamente (%1). «Continuar» puede devolver una posición anterior: usa Guardar para conservar esta.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>The game screen: a button that closes the notice about a failed autosave.</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The rules are open beside the board.</source>
        <extracomment>The game screen: for a screen reader, on the Rules button while the rules show.</extracomment>
        <translation>Las reglas están abiertas junto al tablero.</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <extracomment>The game screen: the button that closes the rules beside the board (a cross; said by a screen reader and in its tool tip).</extracomment>
        <translation>Cerrar las reglas</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game ends without a winner.</source>
        <translation>La partida termina sin ganador.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>The result of a game in the results list. %1: a player&apos;s or side&apos;s name, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 gana.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the game&apos;s identifier given, e.g. &apos;galaxy-of-d&apos;.</extracomment>
        <translation>Juego desconocido «%1».</translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the level given; %2: a game&apos;s name; %3: the levels it has, e.g. &apos;beginner, standard, expert&apos;.</extracomment>
        <translation>Jugador de ordenador desconocido «%1» (%2 tiene: %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;; %n: the number of players.</extracomment>
        <translation>
            <numerusform>%1 no se puede jugar con %n jugador.</numerusform>
            <numerusform>%1 no se puede jugar con %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no setup &apos;%2&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name; %2: the setup&apos;s identifier given.</extracomment>
        <translation>%1 no tiene la preparación «%2».</translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (%2).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the setup&apos;s identifier given; %2: the reason.</extracomment>
        <translation>Preparación desconocida «%1» (%2).</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the seed given.</extracomment>
        <translation>La semilla debe ser un número entero de 0 a 18446744073709551615, no «%1».</translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>El contenido no corresponde a %1.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>%1 must take over first.</source>
        <extracomment>The game screen: why a move cannot be made for a player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 debe tomar el relevo primero.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>No es el turno de un jugador humano.</translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
        <extracomment>The game screen: %1: a player&apos;s name, e.g. &apos;Anna&apos;. &apos;Concede&apos; is the button in the top bar that gives up the game: use its translation.</extracomment>
        <translation>Para rendirse en nombre de %1, usa «Rendirse».</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>No hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>No se ha indicado ningún nombre de archivo.</translation>
    </message>
    <message>
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <extracomment>A mistake in a saved game file. %1: the file&apos;s path; &apos;/actions/%2&apos; is the place in the file (keep it), %2: the action&apos;s number from 0; %3: the action.</extracomment>
        <translation>%1: /actions/%2: el juego no permite esta acción aquí (%3)</translation>
    </message>
    <message>
        <source>%1 cannot be played in this window yet: its board is still being made. starboard-cli plays it.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy Fighters&apos;.</extracomment>
        <translation>%1 aún no se puede jugar en esta ventana: su tablero todavía se está haciendo. starboard-cli ya lo juega.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): no move of a person yet.</extracomment>
        <translation>Todavía no hay ninguna jugada tuya que deshacer.</translation>
    </message>
    <message>
        <source>A game given up cannot be taken back.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip).</extracomment>
        <translation>Una partida abandonada no se puede deshacer.</translation>
    </message>
    <message>
        <source>The other player has had the screen since your last move, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): two people play on one screen and the other one has played since.</extracomment>
        <translation>El otro jugador ha tenido la pantalla desde tu última jugada, así que se queda.</translation>
    </message>
    <message>
        <source>Since your last move you have seen dice, a card or something hidden, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): a die was rolled, a card drawn or something hidden shown after the player&apos;s last move.</extracomment>
        <translation>Desde tu última jugada has visto dados, una carta o algo oculto, así que se queda.</translation>
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
        <translation>Jugador %1</translation>
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
        <translation>AÑO %1</translation>
    </message>
    <message>
        <source>No events left: the game is over</source>
        <translation>No quedan eventos: la partida ha terminado</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <extracomment>Galaxy Command board: the status of the event deck, short form for a narrow window. %n: event cards left; %1: this round; %2: all rounds, e.g. &apos;3 event(s) left · round 2/6&apos;.</extracomment>
        <translation>
            <numerusform>Queda %n evento · ronda %1/%2</numerusform>
            <numerusform>Quedan %n eventos · ronda %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <extracomment>Galaxy Command board: the status of the event deck. %n: event cards left; %1: this round; %2: all rounds.</extracomment>
        <translation>
            <numerusform>Queda %n evento este año · ronda %1 de %2</numerusform>
            <numerusform>Quedan %n eventos este año · ronda %1 de %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Empire: %1/%2 distant</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress, short form for a narrow window. %1: distant systems aligned; %2: the number needed, e.g. &apos;Empire: 2/5 distant&apos;.</extracomment>
        <translation>Imperio: %1/%2 lejanos</translation>
    </message>
    <message>
        <source>Empire: %1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress (all players together). %1: distant systems aligned; %2: the number needed to win.</extracomment>
        <translation>Imperio: %1 de %2 sistemas lejanos aliados</translation>
    </message>
    <message>
        <source>All players win together when %1 distant systems are aligned in their sectors at the end.</source>
        <extracomment>Galaxy Command board: a tool tip. %1: the number of distant systems needed, e.g. 5.</extracomment>
        <translation>Todos los jugadores ganan juntos si al final hay %1 sistemas lejanos aliados en sus sectores.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>Galaxy Command board: a tab with a player&apos;s name. %1: the name, e.g. &apos;Anna (you)&apos;. Keep it short.</extracomment>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>Show the sector and mats of %1</source>
        <extracomment>Galaxy Command board: a tab&apos;s tool tip. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Mostrar el sector y los tableros de %1</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command board: the heading of the viewer&apos;s own cards, the player&apos;s part of the galaxy (sector: the game&apos;s term). Short.</extracomment>
        <translation>Tu sector</translation>
    </message>
    <message>
        <source>Your sector of the Empire</source>
        <translation>Tu sector del Imperio</translation>
    </message>
    <message>
        <source>Sector of %1</source>
        <extracomment>Galaxy Command board: the heading of another player&apos;s cards. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Sector de %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s home mat (the game&apos;s term: the board of storage, production and military). Short.</extracomment>
        <translation>Mundo natal</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s technology mat (a noun, plural). Short.</extracomment>
        <translation>Tecnologías</translation>
    </message>
    <message>
        <source>Back to my sector</source>
        <extracomment>Galaxy Command board: a button that shows the viewer&apos;s own cards again after looking at another player&apos;s (sector: the game&apos;s term). Short.</extracomment>
        <translation>Volver a mi sector</translation>
    </message>
    <message>
        <source>Bide time</source>
        <extracomment>Galaxy Command board: a button: do nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. Short.</extracomment>
        <translation>Esperar</translation>
    </message>
    <message>
        <source>Explore and attack nothing this turn: no risk, no new system.</source>
        <translation>No explorar ni atacar nada este turno: sin riesgo, sin sistema nuevo.</translation>
    </message>
    <message>
        <source>%1 metal → %2 wealth</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 metal → 1 wealth&apos;. Short.</extracomment>
        <translation>%1 de metal → %2 de riqueza</translation>
    </message>
    <message>
        <source>%1 wealth → %2 metal</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 wealth → 1 metal&apos;. Short.</extracomment>
        <translation>%1 de riqueza → %2 de metal</translation>
    </message>
    <message>
        <source>No trade</source>
        <extracomment>Galaxy Command board: a button: skip the trade (a noun phrase). Short.</extracomment>
        <translation>Sin intercambio</translation>
    </message>
    <message>
        <source>Build military</source>
        <extracomment>Galaxy Command board: a button (a verb phrase): build military strength, +1. Short.</extracomment>
        <translation>Aumentar fuerza militar</translation>
    </message>
    <message>
        <source>+1 military strength for %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command board: a tool tip of the &apos;Build military&apos; button. %1 and %2: numbers.</extracomment>
        <translation>+1 de fuerza militar por %1 de metal y %2 de riqueza.</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Command board: a button (a verb phrase). Short.</extracomment>
        <translation>Terminar turno</translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <extracomment>Galaxy Command, a system card on the board: what a screen reader says of the card. %1: its name, e.g. &apos;Sirius&apos;; %2: &apos;near&apos; or &apos;distant&apos;; %3: its resistance; %4, %5: its metal and wealth production; %n: its victory points; %6: &apos;Aligned with the Empire.&apos; or &apos;Unaligned.&apos;.</extracomment>
        <translation>
            <numerusform>%1 (sistema %2): resistencia %3, metal %4, riqueza %5, %n punto de victoria. %6</numerusform>
            <numerusform>%1 (sistema %2): resistencia %3, metal %4, riqueza %5, %n puntos de victoria. %6</numerusform>
        </translation>
    </message>
    <message>
        <source>distant</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system far away.</extracomment>
        <translation>lejano</translation>
    </message>
    <message>
        <source>near</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system close to home.</extracomment>
        <translation>cercano</translation>
    </message>
    <message>
        <source>Aligned with the Empire.</source>
        <translation>Aliado con el Imperio.</translation>
    </message>
    <message>
        <source>Unaligned.</source>
        <extracomment>Galaxy Command, a system card on the board: the card&apos;s state: the system has not joined the Empire (yet). A short sentence.</extracomment>
        <translation>No aliado.</translation>
    </message>
    <message>
        <source>A face-down distant system.</source>
        <translation>Un sistema lejano boca abajo.</translation>
    </message>
    <message>
        <source>A face-down near system.</source>
        <translation>Un sistema cercano boca abajo.</translation>
    </message>
    <message>
        <source>Click to explore it: it is turned over and attacked.</source>
        <translation>Haz clic para explorarlo: se le da la vuelta y se ataca.</translation>
    </message>
    <message>
        <source>Click to conquer it: roll the die plus your military against %1.</source>
        <extracomment>Galaxy Command, a system card on the board: a tool tip. %1: the card&apos;s resistance, a number.</extracomment>
        <translation>Haz clic para conquistarlo: tirada de dado más tu fuerza militar contra %1.</translation>
    </message>
    <message>
        <source>DISTANT</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a distant system card (capitals, tight space).</extracomment>
        <translation>LEJANO</translation>
    </message>
    <message>
        <source>NEAR</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a near system card (capitals, tight space).</extracomment>
        <translation>CERCANO</translation>
    </message>
    <message>
        <source>ALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has joined the Empire (capitals, tight space).</extracomment>
        <translation>ALIADO</translation>
    </message>
    <message>
        <source>UNALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has not joined the Empire (capitals, tight space).</extracomment>
        <translation>NO ALIADO</translation>
    </message>
    <message>
        <source>Explore</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: turn the face-down card over and attack it). Short.</extracomment>
        <translation>Explorar</translation>
    </message>
    <message>
        <source>Conquer</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: attack the face-up system to align it). Short.</extracomment>
        <translation>Conquistar</translation>
    </message>
    <message>
        <source>%1 Row %2, place %3.</source>
        <extracomment>Galaxy Command, a face-down system card on the board: what a screen reader says. %1: &apos;A face-down near system.&apos; or &apos;A face-down distant system.&apos;; %2: the card&apos;s row on the board (1 is the top row); %3: its place in the row (1 is the left).</extracomment>
        <translation>%1 Fila %2, posición %3.</translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message>
        <source>The Empire wins</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) win together.</extracomment>
        <translation>El Imperio gana</translation>
    </message>
    <message>
        <source>The Empire loses</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) lose together.</extracomment>
        <translation>El Imperio pierde</translation>
    </message>
    <message>
        <source>%1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command, the Empire&apos;s result (the players play together): %1: the distant systems aligned, %2: the number needed to win, e.g. &apos;4 of 5 distant systems aligned&apos;.</extracomment>
        <translation>%1 de %2 sistemas lejanos aliados</translation>
    </message>
    <message>
        <source>The sector was given up.</source>
        <translation>Se ha abandonado el sector.</translation>
    </message>
    <message>
        <source>The home world revolted: the game is lost.</source>
        <translation>El mundo natal se ha rebelado: la partida está perdida.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <extracomment>Galaxy Command: a player&apos;s result in the results list; %n: the victory points scored.</extracomment>
        <translation>
            <numerusform>%n punto de victoria</numerusform>
            <numerusform>%n puntos de victoria</numerusform>
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
            <numerusform>EVENTOS
queda %n en el año %1</numerusform>
            <numerusform>EVENTOS
quedan %n en el año %1</numerusform>
        </translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Galaxy Command, a red alert card: the stamp at the top (capitals, tight space). A red alert is the harsher kind of event card.</extracomment>
        <translation>ALERTA ROJA</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Galaxy Command, an event card: the stamp at the top (capitals, tight space).</extracomment>
        <translation>EVENTO</translation>
    </message>
    <message>
        <source>Year %1: %2</source>
        <extracomment>Galaxy Command, an event card: the effect of a year. %1: the year, 1 or 2; %2: the effect, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Año %1: %2</translation>
    </message>
    <message>
        <source>After the red alert %1</source>
        <extracomment>Galaxy Command, an event card: it comes after red alert cards of the year. %1: their names, e.g. &apos;Pirate Raid, Saboteurs&apos;.</extracomment>
        <translation>Tras la alerta roja %1</translation>
    </message>
    <message>
        <source>Played in place of a red alert</source>
        <translation>Jugado en lugar de una alerta roja</translation>
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
        <translation>Tablero del mundo natal de %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): its heading (the game&apos;s term).</extracomment>
        <translation>Tablero del mundo natal</translation>
    </message>
    <message>
        <source>STRIKE</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat during a strike (the workers strike: no production). Capitals, tight space.</extracomment>
        <translation>HUELGA</translation>
    </message>
    <message>
        <source>A strike: no production (half with Robot Workers) at the next collect.</source>
        <translation>Huelga: sin producción (la mitad con Trabajadores robot) en la próxima recolección.</translation>
    </message>
    <message>
        <source>DIPLOMACY</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat while Interstellar Diplomacy is ready to use. Capitals, tight space.</extracomment>
        <translation>DIPLOMACIA</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn&apos;s explore or conquer succeeds without a roll.</source>
        <translation>Diplomacia interestelar: la exploración o conquista de este turno tiene éxito sin tirada.</translation>
    </message>
    <message>
        <source>Metal stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal in storage. Short.</extracomment>
        <translation>Metal</translation>
    </message>
    <message>
        <source>Metal storage, up to the limit marked in gold</source>
        <translation>Reserva de metal, hasta el límite marcado en dorado</translation>
    </message>
    <message>
        <source>Wealth stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth in storage. Short.</extracomment>
        <translation>Riqueza</translation>
    </message>
    <message>
        <source>Wealth storage, up to the limit marked in gold</source>
        <translation>Reserva de riqueza, hasta el límite marcado en dorado</translation>
    </message>
    <message>
        <source>Metal income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal produced every turn. Short.</extracomment>
        <translation>Metal/turno</translation>
    </message>
    <message>
        <source>Metal production: collected every turn</source>
        <translation>Producción de metal: se recolecta cada turno</translation>
    </message>
    <message>
        <source>Wealth income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth produced every turn. Short.</extracomment>
        <translation>Riqueza/turno</translation>
    </message>
    <message>
        <source>Wealth production: collected every turn</source>
        <translation>Producción de riqueza: se recolecta cada turno</translation>
    </message>
    <message>
        <source>Military</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: military strength (a noun). Short.</extracomment>
        <translation>Fuerza militar</translation>
    </message>
    <message>
        <source>Military strength, added to the die when you attack; its limit marked in gold</source>
        <translation>Fuerza militar, se suma al dado cuando atacas; su límite está marcado en dorado</translation>
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
        <translation>Metal en reserva (límite)</translation>
    </message>
    <message>
        <source>Wealth in storage (limit)</source>
        <translation>Riqueza en reserva (límite)</translation>
    </message>
    <message>
        <source>Military strength (limit)</source>
        <translation>Fuerza militar (límite)</translation>
    </message>
    <message>
        <source>Production per turn:</source>
        <extracomment>Galaxy Command, a player&apos;s panel: a label before the production figures (metal and wealth).</extracomment>
        <translation>Producción por turno:</translation>
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
            <numerusform>%n aliado</numerusform>
            <numerusform>%n aliados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: added after &apos;%n aligned&apos;: how many of them are distant systems. %n: the number; keep the space before the bracket.</extracomment>
        <translation>
            <numerusform> (%n lejano)</numerusform>
            <numerusform> (%n lejanos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the technologies discovered. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n tecnología</numerusform>
            <numerusform>%n tecnologías</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: at the end of the game. %n: the victory points; %1: the rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n punto de victoria: %1</numerusform>
            <numerusform>%n puntos de victoria: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: during the game. %n: the victory points; %1: the rank they would give, e.g. &apos;Remain a Commander&apos;.</extracomment>
        <translation>
            <numerusform>%n punto de victoria hasta ahora (%1)</numerusform>
            <numerusform>%n puntos de victoria hasta ahora (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Strike: no production next turn</source>
        <translation>Huelga: sin producción el próximo turno</translation>
    </message>
    <message>
        <source>Show this sector</source>
        <extracomment>Galaxy Command, a player&apos;s panel: a button that shows this player&apos;s cards on the board (sector: the game&apos;s term). Short.</extracomment>
        <translation>Mostrar este sector</translation>
    </message>
</context>
<context>
    <name>GcRollPanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Aún no hay tirada</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Revuelta</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Invasión</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Golpe militar</translation>
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
        <translation>Diplomacia interestelar: no hace falta tirar</translation>
    </message>
    <message>
        <source>Rolled %1: the coup needs %2 or more</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: the roll needed.</extracomment>
        <translation>Tirada de %1: el golpe necesita %2 o más</translation>
    </message>
    <message>
        <source>%1 + %2 %3 = %4 against %5</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: &apos;military&apos; or &apos;force&apos; (the bonus&apos;s name); %3: the bonus; %4: the total; %5: the resistance to beat, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + %2 %3 = %4 contra %5</translation>
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
        <translation>Eres comandante de un sector del Imperio. Explora, ataca y conquista los sistemas de tu sector, aumenta tu metal, tu riqueza y tu fuerza militar, descubre tecnologías y sobrevive a los eventos de dos años. Los puntos de victoria proceden de tus sistemas aliados, de tus tecnologías y de tres bonificaciones. Un jugador juega solo contra los eventos; de dos a cuatro juegan juntos por el Imperio.</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the player&apos;s part of the galaxy (sector: the game&apos;s term).</extracomment>
        <translation>Tu sector</translation>
    </message>
    <message>
        <source>Six near systems and, above them, three distant systems lie face down. An aligned system lies turned sideways so that ALIGNED reads straight; an explored but unaligned one stands upright, UNALIGNED straight.</source>
        <translation>Seis sistemas cercanos y, encima de ellos, tres sistemas lejanos están boca abajo. Un sistema aliado se gira de lado para que ALIADO se lea derecho; uno explorado pero no aliado queda en vertical, con NO ALIADO derecho.</translation>
    </message>
    <message>
        <source>a system card shows its &lt;b&gt;resistance&lt;/b&gt; (shield), the &lt;b&gt;metal&lt;/b&gt; and &lt;b&gt;wealth&lt;/b&gt; it produces and its &lt;b&gt;victory points&lt;/b&gt; (star): the rulebook&apos;s picture of a card is lost. Face-down cards are drawn only when they are turned over, with the odds of a shuffled, dealt deck.</source>
        <translation>una carta de sistema muestra su &lt;b&gt;resistencia&lt;/b&gt; (escudo), el &lt;b&gt;metal&lt;/b&gt; y la &lt;b&gt;riqueza&lt;/b&gt; que produce y sus &lt;b&gt;puntos de victoria&lt;/b&gt; (estrella): la ilustración de una carta del reglamento se ha perdido. Las cartas boca abajo solo se sortean cuando se les da la vuelta, con las probabilidades de un mazo barajado y repartido.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Action&lt;/b&gt;, one of: &lt;b&gt;Explore and attack&lt;/b&gt;: click a face-down system; it is turned over, then roll the die and add your military strength. A total of at least the resistance aligns the system; a lower one costs 1 military strength and the system stays unaligned. &lt;b&gt;Conquer&lt;/b&gt;: click an explored, unaligned system and roll the same way. &lt;b&gt;Bide time&lt;/b&gt;: risk nothing. Distant systems need Forward Star Bases and every explored near system aligned.</source>
        <translation>&lt;b&gt;1. Acción&lt;/b&gt;, una de estas: &lt;b&gt;Explorar y atacar&lt;/b&gt;: haz clic en un sistema boca abajo; se le da la vuelta y luego tiras el dado y sumas tu fuerza militar. Un total igual o mayor que la resistencia alía el sistema; uno menor cuesta 1 de fuerza militar y el sistema sigue sin aliarse. &lt;b&gt;Conquistar&lt;/b&gt;: haz clic en un sistema explorado y no aliado y tira de la misma manera. &lt;b&gt;Esperar&lt;/b&gt;: no arriesgas nada. Los sistemas lejanos requieren Bases estelares avanzadas y que todos los sistemas cercanos explorados estén aliados.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Collect&lt;/b&gt; the production shown on your home mat (1 metal and 1 wealth, plus your aligned systems) into storage. Storage holds 3 of each (5 with Interstellar Banking); the rest is lost. With Interspecies Commerce you may then trade 2 of one for 1 of the other, once.</source>
        <translation>&lt;b&gt;2. Recolectar&lt;/b&gt;: la producción que muestra tu tablero del mundo natal (1 de metal y 1 de riqueza, más tus sistemas aliados) va a la reserva. La reserva admite 3 de cada (5 con Banca interestelar); el resto se pierde. Con Comercio entre especies puedes después cambiar una vez 2 de uno por 1 del otro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Build&lt;/b&gt;, both or either, once each: raise military strength by 1 for 1 metal and 1 wealth (at most 3, or 5 with Capital Ships), and discover one technology for its cost in wealth (the right one of a row needs the left one). Then end your turn.</source>
        <translation>&lt;b&gt;3. Construir&lt;/b&gt;, una cosa, la otra o ambas, una vez cada una: sube la fuerza militar en 1 por 1 de metal y 1 de riqueza (como máximo 3, o 5 con Naves capitales) y descubre una tecnología pagando su coste en riqueza (la de la derecha de una fila requiere la de la izquierda). Después termina tu turno.</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the event cards (a noun, plural).</extracomment>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>After every player&apos;s turn an event card is turned over and applies to everybody: its Year 1 or Year 2 text, by the year being played. Resources go to storage up to its limit. A strike stops the next collect (Robot Workers: half, rounded up). A revolt strikes your aligned system of least resistance, an invasion the system you aligned last: a die plus the force at least the resistance (+1 with Hyper Television or Planetary Defenses) makes it unaligned. In Year 2 a revolt finding no aligned system makes your home world revolt.</source>
        <translation>Tras el turno de cada jugador se revela una carta de evento que se aplica a todos: su texto del año 1 o del año 2, según el año en juego. Los recursos van a la reserva hasta su límite. Una huelga impide la siguiente recolección (Trabajadores robot: la mitad, redondeando hacia arriba). Una revuelta golpea tu sistema aliado de menor resistencia; una invasión, el último sistema que aliaste: si un dado más la fuerza alcanza al menos la resistencia (+1 con Hipertelevisión o Defensas planetarias), el sistema deja de estar aliado. En el año 2, una revuelta que no encuentra ningún sistema aliado hace que tu mundo natal se rebele.</translation>
    </message>
    <message>
        <source>an invasion finding no aligned system in Year 2 does the same (the rulebook&apos;s passage after the invasions is lost). A player whose home world revolts is out of the game; with several players the others play on.</source>
        <translation>una invasión que no encuentra ningún sistema aliado en el año 2 hace lo mismo (el pasaje del reglamento que sigue a las invasiones se ha perdido). Un jugador cuyo mundo natal se rebela queda eliminado de la partida; con varios jugadores, los demás siguen jugando.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;red alert&lt;/b&gt; is played at once and concerns only some players (for example those with a military strength of 5 in a military coup); then the next unused event card is this round&apos;s event in its place.</source>
        <translation>Una &lt;b&gt;alerta roja&lt;/b&gt; se juega de inmediato y solo afecta a algunos jugadores (por ejemplo, a los que tienen fuerza militar 5 en un golpe militar); después, la siguiente carta de evento sin usar pasa a ser, en su lugar, el evento de esta ronda.</translation>
    </message>
    <message>
        <source>which red alerts and events there are beyond those the rulebook names, and their numbers, are our design: the deck, which the Workshop edits.</source>
        <translation>qué alertas rojas y eventos hay además de los que nombra el reglamento, y cuántos, es diseño nuestro: el mazo, que se edita en el Taller.</translation>
    </message>
    <message>
        <source>The years and the end</source>
        <translation>Los años y el final</translation>
    </message>
    <message>
        <source>Year 1 has 7 events, Year 2 has 6 (all event cards are shuffled again between the years). The game ends after the last event of Year 2.</source>
        <translation>El año 1 tiene 7 eventos y el año 2, 6 (todas las cartas de evento se vuelven a barajar entre un año y otro). La partida termina tras el último evento del año 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt;: the victory points of your aligned systems; 1 victory point for every technology you discovered; +1 if every system of your sector is explored, +1 for all eight technologies, +3 if every system is aligned. &lt;b&gt;Ranks&lt;/b&gt;: 0-7 Demoted, 8-12 Remain a Commander, 13-14 Captain, 15-16 Commodore, 17 or more Admiral.</source>
        <translation>&lt;b&gt;Puntuación&lt;/b&gt;: los puntos de victoria de tus sistemas aliados; 1 punto de victoria por cada tecnología que hayas descubierto; +1 si todos los sistemas de tu sector están explorados, +1 por las ocho tecnologías, +3 si todos los sistemas están aliados. &lt;b&gt;Rangos&lt;/b&gt;: 0-7 Degradado, 8-12 Sigue siendo comandante, 13-14 Capitán, 15-16 Comodoro, 17 o más Almirante.</translation>
    </message>
    <message>
        <source>the rulebook adds: &quot;If the cube is on first generation technology you gain 1, for cubes on the second generation technology, you gain 2&quot;. The cube marks how far a row of the technology mat has gone, so a row scores 1 or 2, not 1 + 2.</source>
        <translation>el reglamento añade: «Si el cubo está en una tecnología de primera generación, ganas 1; por los cubos en la tecnología de segunda generación, ganas 2». El cubo marca hasta dónde ha avanzado una fila del tablero de tecnologías, así que una fila puntúa 1 o 2, no 1 + 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several players&lt;/b&gt; are ranked the same way, and all win or lose together: the Empire wins when, on average, two distant systems per player are aligned (six in a three-player game).</source>
        <translation>&lt;b&gt;Con varios jugadores&lt;/b&gt;, cada uno se clasifica de la misma manera, y todos ganan o pierden juntos: el Imperio gana si, de media, hay dos sistemas lejanos aliados por jugador (seis en una partida de tres jugadores).</translation>
    </message>
    <message>
        <source>The original solitaire game used 18 cards.</source>
        <translation>El solitario original usaba 18 cartas.</translation>
    </message>
    <message>
        <source>the full deck has 54 cards (the cards beyond those the rulebook names are ours); the new game dialog offers both.</source>
        <translation>el mazo completo tiene 54 cartas (las que se añaden a las que nombra el reglamento son nuestras); el diálogo «Nueva partida» ofrece ambos.</translation>
    </message>
</context>
<context>
    <name>GcScoreSheet</name>
    <message>
        <source>Systems</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the aligned systems. Short.</extracomment>
        <translation>Sistemas</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the technologies. Short.</extracomment>
        <translation>Tecnologías</translation>
    </message>
    <message>
        <source>Exploration</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the exploration bonus (the rulebook&apos;s name: all nine cards explored). Short.</extracomment>
        <translation>Exploración</translation>
    </message>
    <message>
        <source>Scientific</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the scientific bonus (the rulebook&apos;s name: all eight technologies discovered). Short.</extracomment>
        <translation>Científico</translation>
    </message>
    <message>
        <source>Warlord</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the warlord bonus (the rulebook&apos;s name: all nine systems aligned). Short.</extracomment>
        <translation>Señor de la guerra</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>Galaxy Command, the score sheet at the end: the sum of the points (a noun). Short.</extracomment>
        <translation>Total</translation>
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
        <translation>Tablero de tecnologías</translation>
    </message>
    <message>
        <source>1st generation · 2nd</source>
        <extracomment>Galaxy Command, the technology mat: the headings of its two columns (the generation is the game&apos;s term for a technology&apos;s column). Tight space.</extracomment>
        <translation>1.ª generación · 2.ª</translation>
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
            <numerusform>Cuesta %1 de riqueza, vale %n punto de victoria.</numerusform>
            <numerusform>Cuesta %1 de riqueza, vale %n puntos de victoria.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to discover it.</source>
        <translation>Haz clic para descubrirla.</translation>
    </message>
    <message>
        <source>Discovered</source>
        <extracomment>Galaxy Command, the technology mat: the player has this technology already (a past participle; a stamp on it). Short.</extracomment>
        <translation>Descubierta</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s price. %1: a number, e.g. &apos;3 wealth&apos;. Tight space.</extracomment>
        <translation>%1 de riqueza</translation>
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
        <translation>Aún sin nave</translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <extracomment>Galaxy Fighters board: who flies a district&apos;s ship. %1: a player&apos;s name.</extracomment>
        <translation>Piloto: %1</translation>
    </message>
    <message>
        <source>Invaded!</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel once its invader spaces are full (the district is lost).</extracomment>
        <translation>¡Invadido!</translation>
    </message>
    <message>
        <source>Invaders %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s invader spaces. %1: filled; %2: all.</extracomment>
        <translation>Invasores %1/%2</translation>
    </message>
    <message>
        <source>%1 (click or press a key to skip)</source>
        <extracomment>Galaxy Fighters board: while the aliens land, move, crash or invade step by step. %1: what happens now, e.g. &apos;A Bluvol flies towards Rocketown.&apos;</extracomment>
        <translation>%1 (haz clic o pulsa una tecla para saltar)</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Galaxy Fighters: the accessible name of the board (a screen reader says it when the keyboard waits there).</extracomment>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Defence tiles: %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel: the defence tiles its ship has not placed yet. %1: left; %2: the ship card&apos;s tiles.</extracomment>
        <translation>Fichas de defensa: %1/%2</translation>
    </message>
    <message>
        <source>Round %1 · %2 · spawn cards left: %3 · shipyard: %4 · invaded: %5 of %6</source>
        <extracomment>Galaxy Fighters board: the figures of the game. %1: the round (each ship has one turn a round), from 1; %2: the difficulty&apos;s name; %3: spawn cards left; %4: backup ships left; %5: districts invaded; %6: districts that lose.</extracomment>
        <translation>Ronda %1 · %2 · cartas de oleada restantes: %3 · astillero: %4 · invadidos: %5 de %6</translation>
    </message>
    <message>
        <source>Landed with the last spawn card</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a cyan frame on a space means.</extracomment>
        <translation>Aterrizó con la última carta de oleada</translation>
    </message>
    <message>
        <source>Moved in the last approach</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a grey frame on a space means.</extracomment>
        <translation>Se movió en el último avance</translation>
    </message>
</context>
<context>
    <name>GfCell</name>
    <message>
        <source>Space %1, %2</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: its column, %2: its row, both numbers from 1.</extracomment>
        <translation>Casilla %1, %2</translation>
    </message>
    <message>
        <source>can be clicked</source>
        <translation>se puede hacer clic</translation>
    </message>
    <message>
        <source>atmosphere of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the space is in a district&apos;s atmosphere. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>atmósfera de %1</translation>
    </message>
    <message>
        <source>shielded ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there, with its shield. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>nave con escudo de %1</translation>
    </message>
    <message>
        <source>ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>nave de %1</translation>
    </message>
    <message>
        <source>defence tile</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a defence tile is there.</extracomment>
        <translation>ficha de defensa</translation>
    </message>
    <message>
        <source>suggested</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the hint points here.</extracomment>
        <translation>sugerida</translation>
    </message>
    <message numerus="yes">
        <source>%1 towards %2, stack of %n</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: the top alien&apos;s kind, e.g. &apos;Bluvol&apos;; %2: the district it flies towards, e.g. &apos;Rocketown&apos;; %n: the aliens stacked there.</extracomment>
        <translation>
            <numerusform>%1 hacia %2, pila de %n</numerusform>
            <numerusform>%1 hacia %2, pila de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stack of %n aliens, top first:</source>
        <extracomment>Galaxy Fighters board: the first line of a space&apos;s tool tip over a stack of aliens; one line per alien follows, the top one first (the one a shot hits).</extracomment>
        <translation>
            <numerusform>Una pila de %n alienígena, de arriba abajo:</numerusform>
            <numerusform>Una pila de %n alienígenas, de arriba abajo:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: speed %2, towards %3</source>
        <extracomment>Galaxy Fighters board: an alien in a space&apos;s tool tip, top of the stack first. %1: its kind, e.g. &apos;Bluvol&apos;; %2: its speed, a number; %3: the district it faces and flies towards, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1: velocidad %2, hacia %3</translation>
    </message>
    <message>
        <source>Framed: landed with the last spawn card.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed aliens came with the last spawn card.</extracomment>
        <translation>Con marco: aterrizó con la última carta de oleada.</translation>
    </message>
    <message>
        <source>Framed: moved in the last approach.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed alien moved in the last approach.</extracomment>
        <translation>Con marco: se movió en el último avance.</translation>
    </message>
    <message>
        <source>Drone of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader (and its tool tip): a ship&apos;s helper Drone is there. %1: the ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Dron de %1</translation>
    </message>
    <message>
        <source>Drone of %1: an alien that stops here is destroyed.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a Drone (the Gladius&apos;s helper). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Dron de %1: un alien que se detiene aquí es destruido.</translation>
    </message>
    <message>
        <source>Defence tile of %1: an alien that moves here is destroyed; it blocks shots too.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a defence tile (the Phalanx&apos;s). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Ficha de defensa de %1: un alien que entra aquí es destruido; también bloquea los disparos.</translation>
    </message>
    <message>
        <source>%1&apos;s ship, shielded</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>nave de %1, con escudo</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>nave de %1</translation>
    </message>
</context>
<context>
    <name>GfCockpit</name>
    <message>
        <source>%1, used</source>
        <extracomment>Galaxy Fighters: a die or the bonus tile for a screen reader once it is used. %1: its symbol or name, e.g. &apos;Fire&apos;.</extracomment>
        <translation>%1, usado</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: the title of the side panel. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Nave de %1</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Galaxy Fighters board: a command button (shoot the closest alien ahead).</extracomment>
        <translation>Fuego</translation>
    </message>
    <message>
        <source>Destroy the closest alien ahead in your column.</source>
        <translation>Destruye al alienígena más cercano delante de ti en tu columna.</translation>
    </message>
    <message>
        <source>Weapon: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the weapon system, e.g. &apos;Laser Beam&apos;.</extracomment>
        <translation>Arma: %1</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the engine modification, e.g. &apos;Warp Drive&apos;.</extracomment>
        <translation>Motor: %1</translation>
    </message>
    <message>
        <source>Special: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the ship card whose special it uses, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Especial: %1</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Galaxy Fighters board: a command button (roll the unused dice again).</extracomment>
        <translation>Relanzar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galaxy Fighters board: a command button: stop choosing a space for the engine or the special.</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Fighters board: a command button; then the aliens approach.</extracomment>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>The aliens facing your district approach.</source>
        <translation>Los alienígenas orientados hacia tu distrito se acercan.</translation>
    </message>
    <message numerus="yes">
        <source>To %1 (%n invader(s))</source>
        <extracomment>Galaxy Fighters board: a button: the invader goes to that district. %1: a district; %n: its invaders now.</extracomment>
        <translation>
            <numerusform>A %1 (%n invasor)</numerusform>
            <numerusform>A %1 (%n invasores)</numerusform>
        </translation>
    </message>
    <message>
        <source>The dice show once the aliens have moved.</source>
        <extracomment>Galaxy Fighters board: in place of the command dice while the aliens land and move step by step on the board.</extracomment>
        <translation>Los dados aparecen cuando los alienígenas se han movido.</translation>
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
            <numerusform>Cuesta %n símbolo Especial.</numerusform>
            <numerusform>Cuesta %n símbolos Especial.</numerusform>
        </translation>
    </message>
    <message>
        <source>A full district: where does the invader go?</source>
        <extracomment>Galaxy Fighters board: the heading over the overflow choice (an alien reached a district whose invader spaces are full).</extracomment>
        <translation>Distrito lleno: ¿adónde va el invasor?</translation>
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
        <translation>Juntos pilotáis las cuatro naves de combate de los distritos de Galaxy City (Rocketown, Atomville, Novaport y Astrofield) contra oleadas de alienígenas exovon. Las naves juegan por turnos en el sentido de las agujas del reloj; con menos de cuatro jugadores, algunos jugadores pilotan más de una nave.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>El turno</translation>
    </message>
    <message>
        <source>Spawn: the next spawn card lands its aliens in deep space, read from the side of the ship whose turn it is. An alien that lands on another stacks on top.</source>
        <translation>Oleada: la siguiente carta de oleada hace aterrizar sus alienígenas en el espacio profundo, leída desde el lado de la nave a la que le toca. Un alienígena que aterriza sobre otro se apila encima.</translation>
    </message>
    <message>
        <source>Command: roll the command dice and add your bonus tile. Use at least one die, one at a time: Fire destroys the closest alien ahead in your column (the top of a stack first); Move takes your ship to a free adjacent space of your own atmosphere; Special powers your weapon system, your engine or your ship&apos;s special weapon.</source>
        <translation>Órdenes: tira los dados de órdenes y añade tu ficha extra. Usa al menos un dado, de uno en uno: Fuego destruye al alienígena más cercano delante de ti en tu columna (primero el de encima de una pila); Mover lleva tu nave a una casilla libre adyacente de tu propia atmósfera; Especial activa tu sistema de armas, tu motor o el arma especial de tu nave.</translation>
    </message>
    <message>
        <source>The game picks which die pays for a command: a plain symbol before Fire or Special, a die before the bonus tile, so nothing is wasted.</source>
        <translation>El juego elige qué dado paga cada orden: un símbolo simple antes que «Fuego o Especial», un dado antes que la ficha extra, para que no se desperdicie nada.</translation>
    </message>
    <message>
        <source>Approach: every alien facing your district moves by its speed (Yellum 1, Bluvol 2, Magentis 3), zone 1 first, left to right. When the top alien of a stack moves, the whole stack frenzies: each alien flies its own way.</source>
        <translation>Aproximación: cada alienígena orientado hacia tu distrito avanza según su velocidad (Yellum 1, Bluvol 2, Magentis 3), primero la zona 1, de izquierda a derecha. Cuando se mueve el alienígena de encima de una pila, toda la pila entra en frenesí: cada alienígena vuela por su cuenta.</translation>
    </message>
    <message>
        <source>An alien that flies into a ship destroys it, unless the ship is shielded. The next ship of the shipyard replaces it, shielded until its next turn. An alien that leaves the board through an atmosphere takes one of that district&apos;s invader spaces; when they are full the district is invaded, and further invaders go to a neighbour.</source>
        <translation>Un alienígena que vuela contra una nave la destruye, salvo que la nave esté protegida por un escudo. La siguiente nave del astillero la sustituye, protegida por un escudo hasta su próximo turno. Un alienígena que sale del tablero por una atmósfera ocupa una de las casillas de invasores de ese distrito; cuando están llenas, el distrito queda invadido y los siguientes invasores van a un vecino.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>You lose when as many districts are invaded as the difficulty allows, or when a ship is destroyed and the shipyard is empty.</source>
        <translation>Perdéis cuando hay tantos distritos invadidos como permite la dificultad, o cuando una nave es destruida y el astillero está vacío.</translation>
    </message>
    <message>
        <source>The difficulty sets the spawn cards, the backup ships and the invaded districts that lose the game: Rookie 15, 3 and 3; Expert Pilot 20, 3 and 2; Ace 25, 2 and 1.</source>
        <translation>La dificultad fija las cartas de oleada, las naves de reserva y los distritos invadidos con los que se pierde: Novato 15, 3 y 3; Piloto experto 20, 3 y 2; As 25, 2 y 1.</translation>
    </message>
    <message>
        <source>Ace draws its spawn cards only from those with at most 7 aliens: with the whole deck, Ace could hardly be won.</source>
        <translation>As roba sus cartas de oleada solo entre las que tienen como máximo 7 alienígenas: con el mazo entero, As apenas se podía ganar.</translation>
    </message>
    <message>
        <source>You win when the spawn deck has run out and no alien is left on the board.</source>
        <translation>Ganáis cuando el mazo de oleadas se ha agotado y no queda ningún alienígena en el tablero.</translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message>
        <source>Combat: %1.</source>
        <extracomment>Galaxy of D board: a notice shown briefly. %1: the combat&apos;s account, e.g. &apos;Redog lost 2 ships, the Cynder Starbase took 10 damage&apos;.</extracomment>
        <translation>Combate: %1.</translation>
    </message>
    <message>
        <source>Arrow keys move between sectors, Enter acts on the sector, Escape drops the selected stack.</source>
        <translation>Las flechas cambian de sector, Intro actúa sobre el sector, Esc suelta la pila seleccionada.</translation>
    </message>
    <message>
        <source>Zoom (Ctrl + mouse wheel)</source>
        <translation>Zoom (Ctrl + rueda del ratón)</translation>
    </message>
    <message>
        <source>Cargo price: $%1</source>
        <extracomment>Galaxy of D board: the price a cargo sells for at the Spaceport: &apos;Cargo Price&apos; is the game&apos;s term. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Precio de la carga: %1 $</translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <extracomment>Galaxy of D board: the auction for the first turn. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Puja actual: %1 $</translation>
    </message>
    <message>
        <source>Rise</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: raise the bid (a verb). Short.</extracomment>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: bid no more (a verb). Short.</extracomment>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Galaxy of D board: a button: finish the secret purchase (of ships). Short.</extracomment>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy of D board: a button (a verb phrase). Short.</extracomment>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>End movement</source>
        <extracomment>Galaxy of D board: a button: end the movement phase of the turn (a verb phrase). Short.</extracomment>
        <translation>Terminar movimiento</translation>
    </message>
    <message>
        <source>Zoom</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the zoom slider (a noun).</extracomment>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Your new bid</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the field with the player&apos;s next bid in the auction for the first turn.</extracomment>
        <translation>Tu nueva puja</translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D, the combat dialog: its title (a noun).</extracomment>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number. Starbase: the game&apos;s term, a side&apos;s home base, which fights too.</extracomment>
        <translation>Valor de ataque %1 (base estelar incluida)</translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number.</extracomment>
        <translation>Valor de ataque %1</translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <extracomment>Galaxy of D, the combat dialog: the enemy&apos;s attack points still to be taken by ships. %1: a number.</extracomment>
        <translation>Queda por absorber: %1</translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <extracomment>Galaxy of D, the combat dialog: a ship. %1: its type, e.g. &apos;Cruiser&apos;; %2: its attack; %3: its armor (the game&apos;s terms).</extracomment>
        <translation>%1 · ataque %2 · blindaje %3</translation>
    </message>
    <message>
        <source>destroyed</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: destroyed in this combat (a past participle). Short.</extracomment>
        <translation>destruida</translation>
    </message>
    <message>
        <source>absorbs</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: it takes the enemy&apos;s fire (a verb, third person). Short.</extracomment>
        <translation>absorbe</translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <extracomment>Galaxy of D, a player&apos;s panel: a badge&apos;s tool tip: this player won the auction and plays first in every turn (the rulebook&apos;s term).</extracomment>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Dinero: %1 $</translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: a number. Starbase armor: the game&apos;s term, the hits the home base can still take.</extracomment>
        <translation>Blindaje de la base estelar: %1</translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Ingresos: %1 $ por turno</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %n: the number of the player&apos;s ships on the board.</extracomment>
        <translation>
            <numerusform>%n nave en juego</numerusform>
            <numerusform>%n naves en juego</numerusform>
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
        <translation>Dos comandantes, los Redog (rojos) y los Cynder (azules), se disputan una galaxia de sectores hexagonales. Destruye la base estelar enemiga mientras proteges la tuya: una base estelar con 0 de blindaje pierde la partida. Cada base estelar pierde 1 de blindaje al final del turno de su dueño, así que no hay tiempo que perder.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: how the game is set up (a noun).</extracomment>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A die decides the starting money. The players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret; both purchases are revealed together.</source>
        <translation>Un dado decide cuántos objetos (planetas, asteroides, piratas) se suman al puerto espacial; nunca se colocan uno junto a otro. El precio de la carga es 4 veces la distancia del puerto espacial al planeta más cercano. Un dado decide el dinero inicial. Los jugadores pujan por el derecho a colocar primero su base estelar (solo paga el ganador), colocan las bases estelares (ni sobre un objeto ni junto a él, y a 3 sectores como mínimo una de otra) y compran en secreto sus naves iniciales; ambas compras se revelan a la vez.</translation>
    </message>
    <message>
        <source>the Things are placed at random (face down, nobody knows what they place); a coin replaces rock-paper-scissors. The First Turn Player buys first; the other never sees that purchase, and the log does not tell how many ships either bought until both are revealed.</source>
        <translation>los objetos se colocan al azar (boca abajo, nadie sabe qué coloca); una moneda sustituye a piedra, papel o tijera. El jugador inicial compra primero; el otro nunca ve esa compra, y el registro no dice cuántas naves ha comprado cada uno hasta que se revelan ambas compras.</translation>
    </message>
    <message>
        <source>The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.</source>
        <translation>La preparación rápida usa el puerto espacial, dos planetas y dos asteroides, sin piratas, sin pujas y con 15 $ para cada jugador.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Movement.&lt;/b&gt; Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships or pirates stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.</source>
        <translation>&lt;b&gt;1. Movimiento.&lt;/b&gt; Mueve cada nave hasta su velocidad (lenta 1, media 2, rápida 3). Una nave que entra en un sector con naves enemigas o piratas se detiene allí. Un Bombardero que entra en la base estelar enemiga causa 10 de daño de inmediato. Un Carguero vacío que entra en un planeta recoge carga; un Carguero cargado que entra en el puerto espacial la vende al precio de la carga.</translation>
    </message>
    <message>
        <source>the enemy Starbase alone does not stop a ship (the rulebook says nothing of it): a Bomber can hit an unguarded Starbase and fly on, and it hits each time it enters. Ships move one sector at a time, in any order. Freighters load and sell in every sector they enter, also in the middle of a move.</source>
        <translation>la base estelar enemiga por sí sola no detiene a una nave (el reglamento no dice nada al respecto): un Bombardero puede golpear una base estelar sin defensa y seguir volando, y golpea cada vez que entra. Las naves se mueven sector a sector, en cualquier orden. Los Cargueros cargan y venden en cada sector en el que entran, también a mitad de un movimiento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Combat.&lt;/b&gt; Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side&apos;s attack score is the sum of its ships&apos; attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase&apos;s owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.</source>
        <translation>&lt;b&gt;2. Combate.&lt;/b&gt; Cada sector con tus naves o tu base estelar y otro bando combate una vez, en el orden que elijas. El valor de ataque de un bando es la suma del ataque de sus naves (los Bombarderos no suman nada; una base estelar suma 3). Cada bando absorbe el valor enemigo más alto eligiendo sus naves una a una: una nave cuyo blindaje no supera lo que queda es destruida; una nave más resistente absorbe el resto y sobrevive. El ataque sobrante contra el dueño de una base estelar daña la base estelar. Los supervivientes se reparan por completo. Un Carroñero superviviente gana 1 $ por cada nave enemiga destruida en ese combate.</translation>
    </message>
    <message>
        <source>the player whose turn it is chooses losses first, then the other; nobody is asked when there is no real choice. The pirates choose their losses by a fixed rule: a ship that can absorb all that is left (the smallest such), otherwise the toughest.</source>
        <translation>el jugador en turno elige primero sus bajas y después el otro; no se pregunta a nadie cuando no hay una elección real. Los piratas eligen sus bajas según una regla fija: una nave capaz de absorber todo lo que queda (la más pequeña de ellas) o, si no, la más resistente.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Pirates.&lt;/b&gt; A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives. Targets at the same distance are chosen by a die, and so is the way around a Starbase.</source>
        <translation>&lt;b&gt;3. Piratas.&lt;/b&gt; Un pirata que comparte sector con naves combate allí. Si no, con una tirada de 1 a 3 se mueve hasta su velocidad hacia las naves más cercanas (nunca entra en una base estelar ni persigue a naves que estén en una) y combate al llegar. Un dado elige entre objetivos a la misma distancia, y también el camino para rodear una base estelar.</translation>
    </message>
    <message>
        <source>&quot;nearest&quot; is counted straight through the galaxy, as if the Starbases were not there (as in the rulebook&apos;s example), while the pirate&apos;s path goes around them. The two pirates are a Cruiser Pirate and a Scavenger Pirate, with those ships&apos; figures.</source>
        <translation>«más cercanas» se cuenta en línea recta a través de la galaxia, como si las bases estelares no estuvieran (como en el ejemplo del reglamento), mientras que el camino del pirata las rodea. Los dos piratas son un Crucero pirata y un Carroñero pirata, con las características de esas naves.</translation>
    </message>
    <message>
        <source>&lt;b&gt;4. Buy.&lt;/b&gt; Buy ships with your money (at most as many of a type as there are chits); they appear on your Starbase.</source>
        <translation>&lt;b&gt;4. Compra.&lt;/b&gt; Compra naves con tu dinero (de cada tipo, como máximo tantas como fichas haya); aparecen en tu base estelar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;5. Production.&lt;/b&gt; Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else&apos;s are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.</source>
        <translation>&lt;b&gt;5. Producción.&lt;/b&gt; Cada planeta (2 $) y cada asteroide (1 $) que controlas te paga; lo controlas cuando hay naves tuyas allí y ninguna de otro bando. Tu base estelar paga 1 $ y pierde 1 de blindaje. Nunca puedes tener más de 25 $.</translation>
    </message>
    <message>
        <source>The ships</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: the ship types.</extracomment>
        <translation>Las naves</translation>
    </message>
    <message>
        <source>Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.</source>
        <translation>Interceptor 2 $, rápida, ataque 2, blindaje 2 · Carroñero 3 $, media, 3/3, gana dinero por derribos · Carguero 4 $, media, 1/4, transporta carga · Crucero 5 $, media, 5/8 · Bombardero 6 $, media, solo ataca bases estelares (10 de daño), blindaje 3 · Asesino 7 $, rápida, 9/5 · Destructor 8 $, lenta, 10/16.</translation>
    </message>
    <message>
        <source>the chits per side (28 in all): 6 Interceptors, 5 Scavengers, 4 Freighters, 4 Cruisers, 4 Bombers, 3 Assassins, 2 Destroyers; destroyed ships can be bought again.</source>
        <translation>las fichas por bando (28 en total): 6 Interceptores, 5 Carroñeros, 4 Cargueros, 4 Cruceros, 4 Bombarderos, 3 Asesinos, 2 Destructores; las naves destruidas se pueden volver a comprar.</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does not see of the other (secret purchases).</extracomment>
        <translation>Información oculta</translation>
    </message>
    <message>
        <source>You see only the top ship of an enemy stack. In a combat every ship is revealed.</source>
        <translation>De una pila enemiga solo ves la nave de encima. En un combate se revelan todas las naves.</translation>
    </message>
    <message>
        <source>the top ship is the last to arrive, unless its owner puts another ship of the stack on top (&quot;Put on top&quot; in the selected stack, while it is your decision in your own turn). How many ships a stack holds is public. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.</source>
        <translation>la nave de encima es la última en llegar, salvo que su dueño ponga encima otra nave de la pila («Poner encima» en la pila seleccionada, cuando te toca decidir en tu propio turno). Cuántas naves tiene una pila es público. En una partida entre dos personas ante una misma pantalla, el tablero se tapa cada vez que pasa de un jugador a otro.</translation>
    </message>
    <message>
        <source>Either player may concede at any time.</source>
        <translation>Cualquiera de los jugadores puede rendirse en cualquier momento.</translation>
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
        <translation>Vel. %1 · Atq. %2 · Blin. %3</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D, the shop: a button (a verb: buy this ship). Short.</extracomment>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Buy %1 for $%2</source>
        <extracomment>Galaxy of D, the shop: the screen reader&apos;s name of the button. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: its price.</extracomment>
        <translation>Comprar %1 por %2 $</translation>
    </message>
    <message>
        <source>%1 ordered · %2</source>
        <extracomment>Galaxy of D, the shop: %1: the number of this ship ordered; %2: why no more can be bought.</extracomment>
        <translation>Pedidos: %1 · %2</translation>
    </message>
    <message>
        <source>%1 of %2 in play, %3 ordered</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters); %3: the number ordered.</extracomment>
        <translation>%1 de %2 en juego, pedidos: %3</translation>
    </message>
    <message>
        <source>%1 of %2 in play</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters), e.g. &apos;2 of 4 in play&apos;.</extracomment>
        <translation>%1 de %2 en juego</translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <extracomment>Galaxy of D, a stack of ships in a sector: a ship that carries cargo. %1: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1 (carga)</translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: the ship on top (it fights first). %n: its moves left this turn.</extracomment>
        <translation>
            <numerusform>Encima · queda %n movimiento</numerusform>
            <numerusform>Encima · quedan %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: %n: a ship&apos;s moves left this turn.</extracomment>
        <translation>
            <numerusform>queda %n movimiento</numerusform>
            <numerusform>quedan %n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>top</source>
        <extracomment>Galaxy of D, a stack of ships: a mark on the ship on top of the stack (an adjective or noun). Tight space.</extracomment>
        <translation>encima</translation>
    </message>
    <message>
        <source>Put on top</source>
        <extracomment>Galaxy of D, a stack of ships: a tool tip of a ship&apos;s button: put this ship on top of the stack (it fights first).</extracomment>
        <translation>Poner encima</translation>
    </message>
    <message>
        <source>Put the %1 on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of a ship&apos;s button. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Poner el %1 encima de la pila</translation>
    </message>
    <message>
        <source>The other player sees only the top ship of a stack.</source>
        <translation>El otro jugador solo ve la nave de encima de una pila.</translation>
    </message>
    <message>
        <source>%1, on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of the top ship. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1, encima de la pila</translation>
    </message>
</context>
<context>
    <name>GwBoard</name>
    <message>
        <source>Turn %1 · cards in the deck: %2</source>
        <extracomment>Galactic Warfare board: the figures of the game. %1: the turn&apos;s number; %2: cards left in the deck.</extracomment>
        <translation>Turno %1 · cartas en el mazo: %2</translation>
    </message>
    <message>
        <source>Last battle: %1 %2 against %4 (dice: %3 against %5), %6 wins</source>
        <extracomment>Galactic Warfare board: the last battle. %1: the attacker&apos;s side, %2: its sum, %3: its dice, %4: the defender&apos;s sum, %5: its dice, %6: the winner&apos;s side, e.g. &apos;Last battle: White 9 against 4 (dice: 2 against 1), White wins&apos;.</extracomment>
        <translation>Última batalla: %1 %2 contra %4 (dados: %3 contra %5), gana %6</translation>
    </message>
    <message>
        <source>First turn roll: White %1, Blue %2</source>
        <extracomment>Galactic Warfare board: the roll for the first turn. %1, %2: die faces.</extracomment>
        <translation>Tirada del primer turno: Blanco %1, Azul %2</translation>
    </message>
    <message>
        <source>%1 attacks %2 · dice: %3 against %4</source>
        <extracomment>Galactic Warfare board: the battle going on. %1, %2: sides; %3, %4: their dice, e.g. &apos;White attacks Blue · dice: 2 against 1&apos;.</extracomment>
        <translation>%1 ataca a %2 · dados: %3 contra %4</translation>
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
        <translation>%1 (%2 cartas): %3</translation>
    </message>
    <message>
        <source>Playable now.</source>
        <extracomment>Galactic Warfare board: said of a card of the hand that can be played now.</extracomment>
        <translation>Se puede jugar ahora.</translation>
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
            <numerusform>%n nave en juego</numerusform>
            <numerusform>%n naves en juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <extracomment>Galactic Warfare: the cards a side holds, in its panel (the other side&apos;s: only a count).</extracomment>
        <translation>
            <numerusform>%n carta en la mano</numerusform>
            <numerusform>%n cartas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards</source>
        <extracomment>Galactic Warfare: the heading of the player&apos;s hand of cards in the side panel.</extracomment>
        <translation>Tus cartas</translation>
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
        <translation>Dos flotas de 12 naves, Blanco y Azul, se enfrentan en una cuadrícula de 80 casillas con un planeta natal de 8 casillas en cada extremo. Ganas si capturas todas las naves de tu rival o si ocupas con tus naves todas las casillas de su planeta natal.</translation>
    </message>
    <message>
        <source>Each player is dealt 15 cards and sees only their own. Both roll a die: the higher roller chooses to move first, to let the other move first, or to leave the choice to the other.</source>
        <translation>Cada jugador recibe 15 cartas y solo ve las suyas. Ambos tiran un dado: quien saca más elige entre jugar primero, dejar que el otro juegue primero o dejar la elección al otro.</translation>
    </message>
    <message>
        <source>The deck has 50 cards of 15 kinds (the rulebook says both 100 and 50 and lists none: we designed them). A player to whom the choice is left cannot leave it back.</source>
        <translation>El mazo tiene 50 cartas de 15 tipos (el reglamento dice tanto 100 como 50 y no enumera ninguna: las hemos diseñado nosotros). Un jugador al que se le deja la elección no puede devolverla.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>El turno</translation>
    </message>
    <message>
        <source>A turn is one move: a charge, an attack, or a stuck ship&apos;s attempt to retreat. Ships stay on the dark squares and move only forward.</source>
        <translation>Un turno es una jugada: una carga, un ataque o el intento de retirada de una nave atascada. Las naves permanecen en las casillas oscuras y solo avanzan.</translation>
    </message>
    <message>
        <source>Charge: a ship moves diagonally forward onto an adjoining vacant dark square.</source>
        <translation>Carga: una nave avanza en diagonal a una casilla oscura libre adyacente.</translation>
    </message>
    <message>
        <source>From the last row before the enemy planet a ship may enter any of the three vacant planet squares ahead of it; a ship that went home leaves its planet onto a dark square of the first row. A ship inside the enemy planet stays there for the rest of the game.</source>
        <translation>Desde la última fila antes del planeta enemigo, una nave puede entrar en cualquiera de las tres casillas libres del planeta que tiene delante; una nave que volvió a casa sale de su planeta a una casilla oscura de la primera fila. Una nave dentro del planeta enemigo se queda allí el resto de la partida.</translation>
    </message>
    <message>
        <source>Attack: a ship attacks an enemy ship on an adjoining square diagonally forward when the square beyond is vacant; an enemy inside its own home planet needs no square beyond.</source>
        <translation>Ataque: una nave ataca a una nave enemiga en una casilla adyacente en diagonal hacia delante si la casilla de detrás está libre; un enemigo dentro de su propio planeta natal no necesita casilla detrás.</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>Each side rolls one die for every ship in its stack and adds them up; the higher sum wins. A defender inside its own home planet rolls one die more.</source>
        <translation>Cada bando tira un dado por cada nave de su pila y los suma; gana la suma mayor. Un defensor dentro de su propio planeta natal tira un dado más.</translation>
    </message>
    <message>
        <source>A tie is rolled again.</source>
        <translation>Un empate se vuelve a tirar.</translation>
    </message>
    <message>
        <source>The winning attacker captures one ship of the defending stack and keeps it under its own as a power-up (at most 3; the rest are discarded), then jumps to the square beyond, or takes the square when it was inside the enemy planet.</source>
        <translation>El atacante vencedor captura una nave de la pila defensora y la guarda bajo la suya como mejora (3 como máximo; el resto se descarta); después salta a la casilla de detrás, u ocupa la casilla si estaba dentro del planeta enemigo.</translation>
    </message>
    <message>
        <source>A beaten attacker retreats to a vacant square of its own home planet that the opponent chooses; with none vacant it leaves play.</source>
        <translation>Un atacante derrotado se retira a una casilla libre de su propio planeta natal que elige el rival; si no hay ninguna libre, sale del juego.</translation>
    </message>
    <message>
        <source>The whole beaten stack retreats, power-ups and all; the defender captures nothing.</source>
        <translation>Toda la pila derrotada se retira, con sus mejoras; el defensor no captura nada.</translation>
    </message>
    <message>
        <source>A ship before the enemy planet that cannot enter or attack is stuck: instead of a move you may roll two dice for it, and on doubles it goes back to your home planet.</source>
        <translation>Una nave ante el planeta enemigo que no puede entrar ni atacar está atascada: en lugar de una jugada puedes tirar dos dados por ella, y con dobles vuelve a tu planeta natal.</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Each player may play one card per turn, when the card says: before your move, in a battle before or after the roll, or after your move.</source>
        <translation>Cada jugador puede jugar una carta por turno, cuando la carta lo indique: antes de tu jugada, en una batalla antes o después de la tirada, o después de tu jugada.</translation>
    </message>
    <message>
        <source>In a battle both players are always asked, even with no card they could play, so that being asked tells nothing about a hand: the attacker first before the roll, the defender first after it.</source>
        <translation>En una batalla siempre se pregunta a ambos jugadores, aunque no tengan ninguna carta jugable, para que la pregunta no revele nada de una mano: antes de la tirada, primero al atacante; después, primero al defensor.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>The cards of this game</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading: the list of every card of the game&apos;s deck.</extracomment>
        <translation>Las cartas de esta partida</translation>
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
        <translation>Esta partida</translation>
    </message>
    <message>
        <source>Board: %1 × %2 squares</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: columns, %2: rows.</extracomment>
        <translation>Tablero: %1 × %2 casillas</translation>
    </message>
    <message>
        <source>Ships at the start: White %1, Blue %2</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1, %2: ships of each side.</extracomment>
        <translation>Naves al empezar: Blanco %1, Azul %2</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %1 dealt to each player from a deck of %n</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: cards dealt to each player; %n: the cards of the deck.</extracomment>
        <translation>
            <numerusform>Cartas: %1 para cada jugador de un mazo de %n carta</numerusform>
            <numerusform>Cartas: %1 para cada jugador de un mazo de %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Power-ups: at most %n under a ship</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: the most power-ups under one ship.</extracomment>
        <translation>
            <numerusform>Refuerzos: como mucho %n bajo una nave</numerusform>
            <numerusform>Refuerzos: como mucho %n bajo una nave</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dice: %n per ship, %1 more for a defender inside its home planet</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %n: dice per ship of a stack; %1: the dice a defender inside its own home planet adds.</extracomment>
        <translation>
            <numerusform>Dados: %n por nave, %1 más para un defensor en su planeta natal</numerusform>
            <numerusform>Dados: %n por nave, %1 más para un defensor en su planeta natal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn limit: %n turn(s)</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: when the game ends at the latest.</extracomment>
        <translation>
            <numerusform>Límite: %n turno</numerusform>
            <numerusform>Límite: %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie is won by the defender (this game&apos;s rules).</source>
        <extracomment>Galactic Warfare&apos;s rules: a rule variant&apos;s ties.</extracomment>
        <translation>Un empate lo gana el defensor (reglas de esta partida).</translation>
    </message>
    <message>
        <source>A player who cannot move passes. After a pass by each player in a row, or after %1 turns, the player with more ships in play wins, else it is a draw.</source>
        <extracomment>Galactic Warfare&apos;s rules. %1: the turn limit, e.g. &apos;400&apos;.</extracomment>
        <translation>Un jugador que no puede mover pasa. Cuando ambos jugadores pasan seguidos, o tras %1 turnos, gana el jugador con más naves en juego; si no, hay empate.</translation>
    </message>
</context>
<context>
    <name>GwSquare</name>
    <message>
        <source>White ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Nave blanca</translation>
    </message>
    <message>
        <source>Blue ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Nave azul</translation>
    </message>
    <message>
        <source>vacant</source>
        <extracomment>Galactic Warfare board: a square without a ship, for a screen reader.</extracomment>
        <translation>libre</translation>
    </message>
    <message>
        <source>select this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>seleccionar esta nave</translation>
    </message>
    <message>
        <source>charge here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>cargar aquí</translation>
    </message>
    <message>
        <source>attack this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>atacar esta nave</translation>
    </message>
    <message>
        <source>retreat here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): a beaten ship retreats to this home square.</extracomment>
        <translation>retirarse aquí</translation>
    </message>
    <message>
        <source>play the card here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): the square a card is played on.</extracomment>
        <translation>jugar la carta aquí</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n power-up(s)</source>
        <extracomment>Galactic Warfare board: a ship on a square with its power-ups (captured ships under it), for a screen reader and the tool tip. %1: &apos;White ship&apos; or &apos;Blue ship&apos;.</extracomment>
        <translation>
            <numerusform>%1, %n mejora</numerusform>
            <numerusform>%1, %n mejoras</numerusform>
        </translation>
    </message>
    <message>
        <source>under attack</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>atacada</translation>
    </message>
    <message>
        <source>attacking</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>atacando</translation>
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
        <translation>Juegos de mesa espaciales contra amigos o contra el ordenador</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <extracomment>The home page: a button. Other texts refer to it (&quot;Open saved game&quot; brings it back): keep them alike.</extracomment>
        <translation>Abrir partida guardada…</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The home page: a button: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Taller</translation>
    </message>
    <message>
        <source>Design your own galaxies, ship tables, decks and rule variants</source>
        <translation>Diseña tus propias galaxias, tablas de naves, mazos y variantes de reglas</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>The home page: a button: open the settings (a noun).</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>The home page: a button: about the app, its version and credits.</extracomment>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Tu partida de %1 te espera.</translation>
    </message>
    <message>
        <source>Your game of %1 is over.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Tu partida de %1 ha terminado.</translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <extracomment>The home page: the heading of the banner of the game waiting.</extracomment>
        <translation>Continuar tu última partida</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The home page: the random seed of the game waiting. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Semilla %1</translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <extracomment>The home page: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Guardada automáticamente el %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>The home page: a button: go back to the game being played. Short.</extracomment>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Ver el resultado</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>The home page: a button: go on with the game waiting (a verb).</extracomment>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>The home page: a button on a game&apos;s card: start a new game of it (a verb). Short.</extracomment>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page: a label on a game&apos;s card that cannot be played yet. Short.</extracomment>
        <translation>Próximamente</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The home page: what a screen reader says for the whole page (its title). Short.</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Saved automatically on %1, but a later autosave failed: this may be an older position than the one you last saw.</source>
        <extracomment>The home page, when the last autosave failed: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Guardada automáticamente el %1, pero un guardado automático posterior falló: puede ser una posición anterior a la última que viste.</translation>
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
        <translation>No se ha podido abrir la partida</translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation>No se ha podido capturar la ventana.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>No se ha podido escribir %1.</translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation>Starboard: juegos de mesa espaciales.</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --game, in the help: &apos;--game &lt;id&gt;&apos;; a game&apos;s identifier. One short word, no spaces.</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Abrir una partida guardada.</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of an option, in the help: &apos;--load &lt;file&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>archivo</translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation>La semilla de la nueva partida (con --game); aleatoria si no se indica.</translation>
    </message>
    <message>
        <source>number</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --seed, in the help: &apos;--seed &lt;number&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>número</translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <extracomment>The command line (starboard --help and its errors): the help of the option --lang. %1: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>El idioma para esta ejecución: %1 (predeterminado: el elegido en los ajustes).</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --lang, in the help: &apos;--lang &lt;code&gt;&apos; (a language code). One short word, no spaces.</extracomment>
        <translation>código</translation>
    </message>
    <message>
        <source>Save a PNG of the window once it is shown, then quit. Nothing is saved or remembered in this mode.</source>
        <translation>Guardar un PNG de la ventana en cuanto se muestre y salir. En este modo no se guarda ni se recuerda nada.</translation>
    </message>
    <message>
        <source>Open the Workshop (the content editor), with the files given after the options.</source>
        <translation>Abrir el Taller (el editor de contenido) con los archivos indicados después de las opciones.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <extracomment>The command line (starboard --help and its errors): the name of the arguments in the help&apos;s usage line: any number of files. Keep the brackets and the dots.</extracomment>
        <translation>[archivos...]</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the program&apos;s name, &apos;starboard&apos;; keep &apos;--help&apos; as it is.</extracomment>
        <translation>Prueba «%1 --help» para más información.</translation>
    </message>
    <message>
        <source>--workshop cannot be used with --game or --load.</source>
        <translation>--workshop no se puede usar con --game ni con --load.</translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>No existe el archivo «%1».</translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation>--game y --load no se pueden usar juntos.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the identifier given; %2: the games&apos; identifiers, e.g. &apos;galaxy-of-d, galaxy-command&apos;.</extracomment>
        <translation>Juego desconocido «%1». Juegos: %2.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the seed given.</extracomment>
        <translation>La semilla debe ser un número entero de 0 a 18446744073709551615, no «%1».</translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation>--seed requiere --game.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the code given; %2: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>Idioma desconocido «%1». Idiomas: %2.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot requiere un nombre de archivo.</translation>
    </message>
    <message>
        <source>The main view is not a Starboard window.</source>
        <translation>La vista principal no es una ventana de Starboard.</translation>
    </message>
    <message>
        <source>Only one saved game can be opened at a time (&apos;%1&apos; and &apos;%2&apos;).</source>
        <extracomment>The command line (starboard --help and its errors): %1 and %2: files&apos; paths.</extracomment>
        <translation>Solo se puede abrir una partida guardada a la vez («%1» y «%2»).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: Starboard opens saved games and content files, not &quot;%2&quot; files.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; %2: its extension, e.g. &apos;txt&apos;.</extracomment>
        <translation>No se puede abrir «%1»: Starboard abre partidas guardadas y archivos de contenido, no archivos «%2».</translation>
    </message>
    <message>
        <source>Files to open: a saved game is played, content files (galaxies, ship tables, rulesets, ...) open in the Workshop. With --workshop: files to open in the Workshop.</source>
        <translation>Archivos que abrir: una partida guardada se juega; los archivos de contenido (galaxias, tablas de naves, conjuntos de reglas...) se abren en el Taller. Con --workshop: archivos que abrir en el Taller.</translation>
    </message>
    <message>
        <source>The saved game &apos;%1&apos; cannot be opened together with --game or --load.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path. Keep &apos;--game&apos; and &apos;--load&apos; as they are.</extracomment>
        <translation>La partida guardada «%1» no se puede abrir junto con --game o --load.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; the reason follows on the next line.</extracomment>
        <translation>No se puede abrir «%1»:</translation>
    </message>
    <message>
        <source>Could not start Starboard again: %1</source>
        <extracomment>On the console, after Settings&apos; &quot;Restart now&quot; failed: %1: the system&apos;s reason.</extracomment>
        <translation>No se pudo volver a iniciar Starboard: %1</translation>
    </message>
    <message>
        <source>The game continues from its autosave of turn %1 (%2). The newest autosave could not be loaded: %3</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: the turn number; %2: a date and time; %3: the first problem of the newest one.</extracomment>
        <translation>La partida continúa desde su guardado automático del turno %1 (%2). No se pudo cargar el guardado automático más reciente: %3</translation>
    </message>
    <message>
        <source>The game continues from the autosave before the newest one (%1). The newest autosave could not be loaded: %2</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: a date and time; %2: the first problem of the newest one.</extracomment>
        <translation>La partida continúa desde el guardado automático anterior al más reciente (%1). No se pudo cargar el guardado automático más reciente: %2</translation>
    </message>
    <message>
        <source>An earlier autosave was used</source>
        <extracomment>The title of the message when Continue used an earlier autosave.</extracomment>
        <translation>Se usó un guardado automático anterior</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>Open saved game, when the game in progress could not be saved aside first. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>La partida en curso no se ha podido guardar, así que se mantiene: %1</translation>
    </message>
    <message>
        <source>Your game in progress was put aside</source>
        <extracomment>The title of the message after Open saved game put the game in progress aside.</extracomment>
        <translation>Tu partida en curso se ha apartado</translation>
    </message>
    <message>
        <source>It was saved as &quot;%1&quot; in the folder &quot;Games put aside&quot;; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>After Open saved game. %1: a file&apos;s name; &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button.</extracomment>
        <translation>Se ha guardado como «%1» en la carpeta «Games put aside»; «Abrir partida guardada» la recupera.</translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once with the fewest players it takes: you, and computer players (Standard level) in the other seats it needs.</source>
        <extracomment>The command line (starboard --help): the help of the option --game. The games for one (Galaxy Command, Galaxy Fighters) start solo; the others give the computer the seats they need besides yours.</extracomment>
        <translation>Empezar de inmediato una partida nueva de &lt;id&gt; con el mínimo de jugadores: tú y jugadores del ordenador (nivel Estándar) en los demás puestos necesarios.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser: a person plays this seat (a noun).</extracomment>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser. %1: a computer player&apos;s level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Ordenador: %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>New game dialog: the dialog&apos;s title. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>New game dialog: a button (a verb).</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>New game dialog: a button (a verb phrase).</extracomment>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>New game dialog: the heading of the players&apos; section (a noun, plural).</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>New game dialog: the number of players chosen. %n: the number.</extracomment>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a name field. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>New game dialog: the heading of the setup section: the content and rules the game is set up with (a noun).</extracomment>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Normal: random galaxy, bid for the Starbase</source>
        <translation>Normal: galaxia aleatoria, puja por la base estelar</translation>
    </message>
    <message>
        <source>Quick: fixed start, no pirates (first games)</source>
        <translation>Rápida: inicio fijo, sin piratas (primeras partidas)</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Full deck: 54 cards</source>
        <extracomment>New game dialog: an entry of the Deck chooser: Galaxy Command&apos;s standard rule set, with every card of the deck.</extracomment>
        <translation>Mazo completo: 54 cartas</translation>
    </message>
    <message>
        <source>Original solitaire: 18 cards (1 player)</source>
        <translation>Solitario original: 18 cartas (1 jugador)</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s map (a noun).</extracomment>
        <translation>Galaxia</translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <extracomment>New game dialog: the Galaxy field when no file is chosen: the galaxy that comes with the app.</extracomment>
        <translation>La galaxia incluida</translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation>Elegir un archivo de galaxia</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>New game dialog: a field&apos;s label: the rule set or variant (a noun, plural).</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <extracomment>New game dialog: the Rules field when no file is chosen: the rules that come with the app.</extracomment>
        <translation>Las reglas estándar</translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation>Elegir un archivo de reglas o de variante</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>New game dialog: a field&apos;s label: the random seed of the game, a number (a noun; a technical term).</extracomment>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>New game dialog: a placeholder in the empty seed field: a random seed will be chosen (an adjective). Short.</extracomment>
        <translation>aleatoria</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>New game dialog: a button: choose another random seed. Short.</extracomment>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation>La misma semilla, los mismos jugadores y los mismos archivos dan los mismos dados y sorteos.</translation>
    </message>
    <message>
        <source>Player %1: human or computer level</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Jugador %1: humano o nivel del ordenador</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>New game dialog: a field&apos;s label: how hard a Galaxy Fighters game is (a noun).</extracomment>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the easiest; the rulebook&apos;s name).</extracomment>
        <translation>Novato</translation>
    </message>
    <message>
        <source>15 spawn cards, 3 backup ships, lost at 3 invaded districts</source>
        <extracomment>New game dialog: what the Rookie difficulty of Galaxy Fighters means.</extracomment>
        <translation>15 cartas de oleada, 3 naves de reserva, se pierde con 3 distritos invadidos</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the standard one; the rulebook&apos;s name).</extracomment>
        <translation>Piloto experto</translation>
    </message>
    <message>
        <source>20 spawn cards, 3 backup ships, lost at 2 invaded districts</source>
        <extracomment>New game dialog: what the Expert Pilot difficulty of Galaxy Fighters means.</extracomment>
        <translation>20 cartas de oleada, 3 naves de reserva, se pierde con 2 distritos invadidos</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the hardest; the rulebook&apos;s name).</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>25 spawn cards, 2 backup ships, lost at the first invaded district</source>
        <extracomment>New game dialog: what the Ace difficulty of Galaxy Fighters means.</extracomment>
        <translation>25 cartas de oleada, 2 naves de reserva, se pierde con el primer distrito invadido</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>New game dialog: the game in progress could not be saved aside, so the new game was not started. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>La partida en curso no se ha podido guardar, así que se mantiene: %1</translation>
    </message>
    <message>
        <source>Your game of %1 in progress is saved into the folder &quot;Games put aside&quot; before this one starts; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>New game dialog: said when a game is in progress. %1: its game&apos;s name, e.g. &apos;Galaxy of D&apos;. &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button: use its translation.</extracomment>
        <translation>Tu partida de %1 en curso se guarda en la carpeta «Games put aside» antes de que empiece esta; «Abrir partida guardada» la recupera.</translation>
    </message>
    <message>
        <source>As shipped</source>
        <extracomment>New game dialog: a content file&apos;s field when no file is chosen: the content that comes with the app is used (e.g. the ship table as shipped).</extracomment>
        <translation>Tal como viene</translation>
    </message>
    <message>
        <source>Choose a file: %1</source>
        <extracomment>New game dialog: the title of the file dialog of a content field. %1: the field&apos;s label, e.g. &apos;Ship table&apos;.</extracomment>
        <translation>Elegir un archivo: %1</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Tabla de naves</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>New game dialog: a field&apos;s label: a deck of cards (a noun).</extracomment>
        <translation>Mazo de cartas</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Tablero de tecnologías</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Cartas de nave</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Mazo de oleadas</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Equipo de cabina</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>New game dialog: a field&apos;s label: Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Tablero</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The file dialog that opens a saved game: its button (a verb).</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>The screen between two players of one device (hot seat): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <extracomment>The screen between two players of one device: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>El tablero permanece oculto hasta que %1 esté ante la pantalla, para que nadie vea los secretos de otro jugador.</translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <extracomment>The screen between two players of one device: a button. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Soy %1, mostrar mi tablero</translation>
    </message>
    <message>
        <source>The last moves</source>
        <extracomment>The screen between two players of one device: the heading of the list of what happened since the next player last played (public moves only).</extracomment>
        <translation>Las últimas jugadas</translation>
    </message>
</context>
<context>
    <name>PlayItGuard</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <extracomment>A game in progress is saved aside before another starts, and its folder cannot be made. %1: a folder&apos;s path.</extracomment>
        <translation>No se puede crear la carpeta %1.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>The results list (home page): a computer player among the players. %1: its name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>%1 (ordenador)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The results list (home page): the score of a solitaire game. %n: the points.</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
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
        <translation>Resultados de %1</translation>
    </message>
    <message>
        <source>Your results in %1</source>
        <extracomment>The home page, the results list: its heading. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Tus resultados en %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>The home page, the results list: %n: the games played.</extracomment>
        <translation>
            <numerusform>%n partida jugada</numerusform>
            <numerusform>%n partidas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <extracomment>The home page, the results list: after the games played. %n: the games won.</extracomment>
        <translation>
            <numerusform>%n ganada</numerusform>
            <numerusform>%n ganadas</numerusform>
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
        <translation>Semilla %1</translation>
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
        <translation>Los párrafos normales dicen lo que dice el reglamento.</translation>
    </message>
    <message>
        <source>paragraphs like this one are how Starboard plays where the rulebook is silent, unclear or refers to a lost picture.</source>
        <translation>los párrafos como este muestran cómo juega Starboard donde el reglamento calla, no es claro o remite a una ilustración perdida.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Our reading: %1</source>
        <extracomment>The rules beside the board: the screen reader&apos;s text of a paragraph where Starboard decides what the rulebook leaves open. %1: the paragraph.</extracomment>
        <translation>Nuestra interpretación: %1</translation>
    </message>
    <message>
        <source>Our reading:</source>
        <extracomment>The rules beside the board: the bold mark before a paragraph where Starboard decides what the rulebook leaves open (our interpretation).</extracomment>
        <translation>Nuestra interpretación:</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The file dialog that saves the game: its button (a verb).</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Winner</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): the player won (a noun).</extracomment>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): a computer player is choosing its move.</extracomment>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>To play</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): it is the player&apos;s turn.</extracomment>
        <translation>Le toca</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>A player&apos;s panel: a person plays this seat (a noun).</extracomment>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A player&apos;s panel: a computer player. %1: its level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Ordenador (%1)</translation>
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
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>The Settings dialog: a heading (a noun).</extracomment>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>The Settings dialog: an entry of the language list: the language of the computer&apos;s system.</extracomment>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>The Settings dialog: a heading: the settings of the computer players.</extracomment>
        <translation>Jugadores del ordenador</translation>
    </message>
    <message>
        <source>Computer moves</source>
        <extracomment>The Settings dialog: a heading: how fast the computer players&apos; moves are shown.</extracomment>
        <translation>Jugadas del ordenador</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves: no waiting (an adjective). Short.</extracomment>
        <translation>Instantáneas</translation>
    </message>
    <message>
        <source>The window&apos;s size and place are remembered when you quit.</source>
        <translation>El tamaño y la posición de la ventana se recuerdan al salir.</translation>
    </message>
    <message>
        <source>Pseudo-language (for testing)</source>
        <translation>Pseudoidioma (para pruebas)</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <extracomment>A language in the chooser: %1 its name, %2 the share of the app&apos;s texts it translates, in whole percent (&quot;Deutsch (100%)&quot;).</extracomment>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>%1: from your translations folder (%2)</source>
        <extracomment>%1: a language&apos;s name, %2: the path of the translator&apos;s file it is loaded from.</extracomment>
        <translation>%1: de tu carpeta de traducciones (%2)</translation>
    </message>
    <message>
        <source>Drop a starboard_&lt;code&gt;.qm here to try a translation:</source>
        <translation>Deja aquí un starboard_&lt;code&gt;.qm para probar una traducción:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings: a label before a switch: colours and borders with stronger contrast.</extracomment>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Interface size</source>
        <extracomment>Settings: a label before a list of sizes in percent (everything larger or smaller).</extracomment>
        <translation>Tamaño de la interfaz</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Settings: an interface size in percent: %1: a number, e.g. 150 for &apos;150%&apos;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The interface size is set by QT_SCALE_FACTOR in your environment (%1%).</source>
        <extracomment>%1: the size in percent that the QT_SCALE_FACTOR environment variable sets.</extracomment>
        <translation>El tamaño de la interfaz lo fija QT_SCALE_FACTOR en su entorno (%1 %).</translation>
    </message>
    <message>
        <source>The new size applies when Starboard restarts. The game in progress is kept: Continue brings it back.</source>
        <translation>El nuevo tamaño se aplica cuando Starboard se reinicia. La partida en curso se conserva: Continuar la recupera.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <extracomment>Settings: a button: start Starboard again now so that the new interface size applies.</extracomment>
        <translation>Reiniciar ahora</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>%1: /format: the Workshop does not edit &apos;%2&apos; files</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; &apos;/format&apos; is the place in the file (keep it); %2: the format found.</extracomment>
        <translation>%1: /format: el Taller no edita archivos «%2»</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: no se puede abrir el archivo (%2)</translation>
    </message>
    <message>
        <source>%1 (untitled)</source>
        <comment>a new document of this kind, never saved</comment>
        <extracomment>Workshop: the name of a new document not yet saved. %1: the kind of content, e.g. &apos;Galaxy (untitled)&apos;.</extracomment>
        <translation>%1 (sin título)</translation>
    </message>
    <message>
        <source>The document has no file yet: use Save As.</source>
        <translation>El documento aún no tiene archivo: usa «Guardar como».</translation>
    </message>
    <message>
        <source>%1: cannot save (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: no se puede guardar (%2); el archivo en disco no ha cambiado.</translation>
    </message>
    <message>
        <source>Empty variant (the standard rules)</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant that changes nothing yet.</extracomment>
        <translation>Variante vacía (las reglas estándar)</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant for a shorter game.</extracomment>
        <translation>Partida corta</translation>
    </message>
    <message>
        <source>Rich galaxy</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a galaxy with more planets.</extracomment>
        <translation>Galaxia rica</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Workshop: a kind of content (File &gt; New, the Problems panel): Galaxy of D&apos;s map of sectors (a noun).</extracomment>
        <translation>Galaxia</translation>
    </message>
    <message>
        <source>The galaxy of the rulebook</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): the galaxy printed in the rulebook.</extracomment>
        <translation>La galaxia del reglamento</translation>
    </message>
    <message>
        <source>Empty galaxy</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): a galaxy without sectors.</extracomment>
        <translation>Galaxia vacía</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Tabla de naves</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Galaxy of D rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy of D&apos;s rules.</extracomment>
        <translation>Variante de reglas de Galaxy of D</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Mazo de cartas</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Tablero de tecnologías</translation>
    </message>
    <message>
        <source>Galaxy Command rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy Command&apos;s rules.</extracomment>
        <translation>Variante de reglas de Galaxy Command</translation>
    </message>
    <message>
        <source>Near system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system close to home (Workshop, deck editor: the card list&apos;s Kind column and the Kind chooser).</extracomment>
        <translation>Sistema cercano</translation>
    </message>
    <message>
        <source>Distant system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system far away, needs Forward Star Bases (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Sistema lejano</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: an event card (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Red alert</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a red alert card, a harsher event (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Alerta roja</translation>
    </message>
    <message>
        <source>Make %1 a near system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Convertir %1 en un sistema cercano</translation>
    </message>
    <message>
        <source>Make %1 a distant system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Convertir %1 en un sistema lejano</translation>
    </message>
    <message>
        <source>Make %1 an event</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Convertir %1 en un evento</translation>
    </message>
    <message>
        <source>Make %1 a red alert</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Convertir %1 en una alerta roja</translation>
    </message>
    <message>
        <source>Resources</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the event gives resources.</extracomment>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the workers strike, no production (a noun).</extracomment>
        <translation>Huelga</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): a revolt against a system (a noun).</extracomment>
        <translation>Revuelta</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an invasion of a system (a noun).</extracomment>
        <translation>Invasión</translation>
    </message>
    <message>
        <source>Peace</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): nothing happens (a noun).</extracomment>
        <translation>Paz</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the army seizes power (a noun).</extracomment>
        <translation>Golpe militar</translation>
    </message>
    <message>
        <source>Raid</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): pirates raid the storage (a noun).</extracomment>
        <translation>Incursión</translation>
    </message>
    <message>
        <source>Ambush</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an ambush at the border (a noun).</extracomment>
        <translation>Emboscada</translation>
    </message>
    <message>
        <source>wealth</source>
        <extracomment>Galaxy Command&apos;s resource wealth (lower case: used inside other texts, e.g. &apos;Every player gains 2 wealth.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>riqueza</translation>
    </message>
    <message>
        <source>metal</source>
        <extracomment>Galaxy Command&apos;s resource metal (lower case: used inside other texts, e.g. &apos;Every player gains 2 metal.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>metal</translation>
    </message>
    <message>
        <source>Year %1: gain</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card giving resources. %1: the year, 1 or 2. The field is the amount gained.</extracomment>
        <translation>Año %1: ganancia</translation>
    </message>
    <message>
        <source>Year %1: force +</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a revolt or invasion card. %1: the year, 1 or 2. The field is the bonus added to the attacking force&apos;s roll (force +N).</extracomment>
        <translation>Año %1: fuerza +</translation>
    </message>
    <message>
        <source>Year %1: military lost</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card. %1: the year, 1 or 2. The field is the military strength lost.</extracomment>
        <translation>Año %1: fuerza militar perdida</translation>
    </message>
    <message>
        <source>Year %1: lose</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card. %1: the year, 1 or 2. The field is the amount lost.</extracomment>
        <translation>Año %1: pérdida</translation>
    </message>
    <message>
        <source>Year %1: invasion force</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card. %1: the year, 1 or 2. The field is the invasion&apos;s force.</extracomment>
        <translation>Año %1: fuerza de invasión</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card&apos;s effect. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Año %1</translation>
    </message>
    <message>
        <source>Storage at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card, before a number: players with this much in storage or more are struck.</extracomment>
        <translation>Reserva mínima</translation>
    </message>
    <message>
        <source>Military at most</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card, before a number: players with this military strength or less are struck.</extracomment>
        <translation>Fuerza militar máxima</translation>
    </message>
    <message>
        <source>Military at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: players with this military strength or more roll.</extracomment>
        <translation>Fuerza militar mínima</translation>
    </message>
    <message>
        <source>Every player gains %1 %2.</source>
        <extracomment>Workshop, deck editor: the effect of an event card as the card preview shows it. %1: an amount, e.g. 2; %2: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Cada jugador gana %1 de %2.</translation>
    </message>
    <message>
        <source>Strike: no production next turn.</source>
        <translation>Huelga: sin producción el próximo turno.</translation>
    </message>
    <message>
        <source>Revolt against the aligned system of least resistance, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of a revolt card in the card preview. %1: the bonus to the revolt&apos;s roll, e.g. 2.</extracomment>
        <translation>Revuelta contra el sistema aliado de menor resistencia, fuerza +%1.</translation>
    </message>
    <message>
        <source>Invasion of the system aligned last, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of an invasion card in the card preview. %1: the bonus to the invasion&apos;s roll, e.g. 2.</extracomment>
        <translation>Invasión del último sistema aliado, fuerza +%1.</translation>
    </message>
    <message>
        <source>Peace: nothing happens.</source>
        <translation>Paz: no pasa nada.</translation>
    </message>
    <message>
        <source>Military %1 or more: on a roll of %2+ lose %3 military.</source>
        <extracomment>Workshop, deck editor: the effect of a military coup card in the card preview. %1: a military strength, e.g. 3; %2: the roll needed, e.g. 4; %3: the military strength lost, e.g. 1.</extracomment>
        <translation>Fuerza militar %1 o más: con una tirada de %2+ pierde %3 de fuerza militar.</translation>
    </message>
    <message>
        <source>Storage of %1 or more: lose %2 %3.</source>
        <extracomment>Workshop, deck editor: the effect of a raid card in the card preview. %1: a threshold, e.g. 3; %2: an amount, e.g. 2; %3: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Reserva de %1 o más: pierde %2 de %3.</translation>
    </message>
    <message>
        <source>Military %1 or less: an invasion of force %2.</source>
        <extracomment>Workshop, deck editor: the effect of a border ambush card in the card preview. %1: a military strength, e.g. 1; %2: the invasion&apos;s force, e.g. 3.</extracomment>
        <translation>Fuerza militar %1 o menos: una invasión de fuerza %2.</translation>
    </message>
    <message>
        <source>Set-up: normal (5) or quick (10), fixed Things</source>
        <translation>Preparación: normal (5) o rápida (10), objetos fijos</translation>
    </message>
    <message>
        <source>Sides of the die</source>
        <translation>Caras del dado</translation>
    </message>
    <message>
        <source>Armor of a Starbase at the start (3.2)</source>
        <translation>Blindaje inicial de una base estelar (3.2)</translation>
    </message>
    <message>
        <source>Attack power of a Starbase (3.2)</source>
        <translation>Poder de ataque de una base estelar (3.2)</translation>
    </message>
    <message>
        <source>Money a Starbase earns each production (6.5)</source>
        <translation>Dinero que gana una base estelar en cada producción (6.5)</translation>
    </message>
    <message>
        <source>Armor a Starbase loses every turn (6.5)</source>
        <translation>Blindaje que pierde una base estelar cada turno (6.5)</translation>
    </message>
    <message>
        <source>Most money a player may keep (3.2)</source>
        <translation>Dinero máximo que puede tener un jugador (3.2)</translation>
    </message>
    <message>
        <source>Things drawn: a die roll plus this (5.1)</source>
        <translation>Objetos sacados: una tirada de dado más este valor (5.1)</translation>
    </message>
    <message>
        <source>Starting money: a die roll plus this (5.2)</source>
        <translation>Dinero inicial: una tirada de dado más este valor (5.2)</translation>
    </message>
    <message>
        <source>Starting money in the quick set-up (10.5)</source>
        <translation>Dinero inicial en la preparación rápida (10.5)</translation>
    </message>
    <message>
        <source>Cargo price: distance times this (5.1)</source>
        <translation>Precio de la carga: la distancia por este valor (5.1)</translation>
    </message>
    <message>
        <source>Least distance between two Starbases (5.2)</source>
        <translation>Distancia mínima entre dos bases estelares (5.2)</translation>
    </message>
    <message>
        <source>A pirate moves on a roll up to this (6.3)</source>
        <translation>Un pirata se mueve con una tirada de hasta este valor (6.3)</translation>
    </message>
    <message>
        <source>Things of the quick set-up, by id (10.1)</source>
        <translation>Objetos de la preparación rápida, por identificador (10.1)</translation>
    </message>
    <message>
        <source>Which cards make up the deck</source>
        <translation>Las cartas que forman el mazo</translation>
    </message>
    <message>
        <source>Near systems in each player&apos;s sector</source>
        <translation>Sistemas cercanos en el sector de cada jugador</translation>
    </message>
    <message>
        <source>Distant systems in each player&apos;s sector</source>
        <translation>Sistemas lejanos en el sector de cada jugador</translation>
    </message>
    <message>
        <source>Event cards in Year 1 and Year 2</source>
        <translation>Cartas de evento en el año 1 y en el año 2</translation>
    </message>
    <message>
        <source>Metal production at the start</source>
        <translation>Producción de metal al inicio</translation>
    </message>
    <message>
        <source>Wealth production at the start</source>
        <translation>Producción de riqueza al inicio</translation>
    </message>
    <message>
        <source>Resources kept of each kind</source>
        <translation>Recursos que se guardan de cada tipo</translation>
    </message>
    <message>
        <source>Resources kept with Interstellar Banking</source>
        <translation>Recursos que se guardan con Banca interestelar</translation>
    </message>
    <message>
        <source>Most military strength</source>
        <translation>Fuerza militar máxima</translation>
    </message>
    <message>
        <source>Most military strength with Capital Ships</source>
        <translation>Fuerza militar máxima con Naves capitales</translation>
    </message>
    <message>
        <source>Metal to build one military strength</source>
        <translation>Metal para aumentar en 1 la fuerza militar</translation>
    </message>
    <message>
        <source>Wealth to build one military strength</source>
        <translation>Riqueza para aumentar en 1 la fuerza militar</translation>
    </message>
    <message>
        <source>Interspecies Commerce: resources given ...</source>
        <translation>Comercio entre especies: recursos entregados ...</translation>
    </message>
    <message>
        <source>... for this many of the other resource</source>
        <translation>... a cambio de esta cantidad del otro recurso</translation>
    </message>
    <message>
        <source>Bonus of the exploration technology</source>
        <translation>Bonificación de exploración</translation>
    </message>
    <message>
        <source>Bonus of the scientific technology</source>
        <translation>Bonificación científica</translation>
    </message>
    <message>
        <source>Points of the warlord bonus</source>
        <translation>Puntos de la bonificación de señor de la guerra</translation>
    </message>
    <message>
        <source>Multiplayer: aligned distant systems to win, per player</source>
        <translation>Multijugador: sistemas lejanos aliados para ganar, por jugador</translation>
    </message>
    <message>
        <source>Solitaire ranks: id, least score, name; &apos;;&apos; between</source>
        <translation>Rangos del solitario: identificador, puntuación mínima, nombre; «;» entre ellos</translation>
    </message>
    <message>
        <source>%1: not saved, because Starboard could not read the file back (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: why Starboard could not read the file, e.g. &apos;/home/me/g.json: the file is larger than the limit of 8388608 byte(s)&apos;.</extracomment>
        <translation>%1: no se ha guardado, porque Starboard no podría volver a leer el archivo (%2); el archivo en el disco no ha cambiado.</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Mazo de oleadas</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Cartas de nave</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Equipo de cabina</translation>
    </message>
    <message>
        <source>Galaxy Fighters difficulty</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a difficulty of Galaxy Fighters (the game&apos;s numbers: spawn cards drawn, backup ships, ...).</extracomment>
        <translation>Dificultad de Galaxy Fighters</translation>
    </message>
    <message>
        <source>Expert Pilot (the standard rules)</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s own difficulty &apos;Expert Pilot&apos; (the standard values).</extracomment>
        <translation>Piloto experto (las reglas estándar)</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s easiest difficulty, &apos;Rookie&apos;.</extracomment>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s hardest difficulty, &apos;Ace&apos;.</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>Away from the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: away from the district of the card&apos;s reader (to the opposite district).</extracomment>
        <translation>Alejándose del lector</translation>
    </message>
    <message>
        <source>To the reader&apos;s left</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the left of the card&apos;s reader.</extracomment>
        <translation>A la izquierda del lector</translation>
    </message>
    <message>
        <source>To the reader&apos;s right</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the right of the card&apos;s reader.</extracomment>
        <translation>A la derecha del lector</translation>
    </message>
    <message>
        <source>Toward the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: towards the district of the card&apos;s reader (the player whose turn spawns it).</extracomment>
        <translation>Hacia el lector</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the name players see.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>El nombre que ven los jugadores</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the identifier (short).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>The id the cards name the kind by</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of an alien kind&apos;s id.</extracomment>
        <translation>El ID con el que las cartas designan el tipo</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, spawn deck designer: a column header: spaces an alien kind moves each approach.</extracomment>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Spaces the kind moves in each approach, 1 to 5</source>
        <translation>Casillas que avanza el tipo en cada aproximación, de 1 a 5</translation>
    </message>
    <message>
        <source>Not used by this kind</source>
        <extracomment>Workshop, Galaxy Fighters tables: the tool tip of a cell the row&apos;s kind does not use.</extracomment>
        <translation>Este tipo no lo usa</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a column&apos;s name, e.g. &apos;Cost&apos;; %2: the row&apos;s name, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Cambiar «%1» de %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, Galaxy Fighters tables: a copied row&apos;s name. %1: the original&apos;s name.</extracomment>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new row&apos;s name.</extracomment>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the row&apos;s name.</extracomment>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Subir %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Bajar %1</translation>
    </message>
    <message>
        <source>The id in the files (lower-case letters, digits, &apos;-&apos;)</source>
        <translation>El ID en los archivos (minúsculas, dígitos, «-»)</translation>
    </message>
    <message>
        <source>Rules text</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the rules text players read.</extracomment>
        <translation>Texto de reglas</translation>
    </message>
    <message>
        <source>What it does, in words for the players (English)</source>
        <translation>Lo que hace, explicado para los jugadores (en inglés)</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: Special symbols it costs.</extracomment>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Special symbols it costs, 1 to 4</source>
        <translation>Símbolos Especial que cuesta, de 1 a 4</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the ship&apos;s special ability.</extracomment>
        <translation>Especial</translation>
    </message>
    <message>
        <source>The special the engine plays</source>
        <translation>La habilidad especial que aplica el motor</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: the specials in the &apos;Special&apos; column (the game&apos;s terms; Astro Wing, Phalanx and Gladius have the first three).</extracomment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Missile Command</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Astro Wing&apos;s; the game&apos;s term).</extracomment>
        <translation>Mando de misiles</translation>
    </message>
    <message>
        <source>Defense System</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Phalanx&apos;s Shielded Defense System).</extracomment>
        <translation>Sistema de defensa</translation>
    </message>
    <message>
        <source>Helper Drone</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Gladius&apos;s helper Drone).</extracomment>
        <translation>Dron auxiliar</translation>
    </message>
    <message>
        <source>Side Cannon</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a cannon firing sideways).</extracomment>
        <translation>Cañón lateral</translation>
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
        <translation>Coste del especial</translation>
    </message>
    <message>
        <source>Special symbols the special costs, 1 to 4</source>
        <translation>Símbolos Especial que cuesta la habilidad especial, de 1 a 4</translation>
    </message>
    <message>
        <source>Defence tiles</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: defence tiles the ship carries.</extracomment>
        <translation>Fichas de defensa</translation>
    </message>
    <message>
        <source>Defence tiles the Defense System carries, 1 to 6</source>
        <translation>Fichas de defensa que lleva el Sistema de defensa, de 1 a 6</translation>
    </message>
    <message>
        <source>Engines</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the engine modifications the ship allows (their ids).
----------
Workshop, Galaxy Fighters equipment: a tab: the engine modifications.</extracomment>
        <translation>Motores</translation>
    </message>
    <message>
        <source>Ids of the engine modifications it allows, separated by commas</source>
        <translation>ID de las modificaciones de motor que admite, separados por comas</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: what the engine plays (a weapon&apos;s, an engine modification&apos;s or a command tile&apos;s kind).</extracomment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>What the engine plays</source>
        <translation>Lo que aplica el motor</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the engine modifications (the game&apos;s terms).</extracomment>
        <translation>Posquemador</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Motor de curvatura</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Deflector</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Repulsor</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: spaces the Afterburner flies.</extracomment>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Spaces the Afterburner flies, 1 to 4</source>
        <translation>Casillas que vuela el Posquemador, de 1 a 4</translation>
    </message>
    <message>
        <source>Adds a symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the kinds of command tile: one that adds a symbol to the roll, one that rerolls the unused dice.</extracomment>
        <translation>Añade un símbolo</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a kind of command tile: it rerolls the unused dice.</extracomment>
        <translation>Relanza</translation>
    </message>
    <message>
        <source>Symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: the command symbol a tile adds.</extracomment>
        <translation>Símbolo</translation>
    </message>
    <message>
        <source>The symbol the tile adds to the roll</source>
        <translation>El símbolo que la ficha añade a la tirada</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the command symbols (the game&apos;s terms).</extracomment>
        <translation>Fuego</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a command symbol (the game&apos;s term).</extracomment>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <translation>Fuego o Especial</translation>
    </message>
    <message>
        <source>Weapons</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the weapon systems.</extracomment>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Command tiles</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the bonus command tiles.</extracomment>
        <translation>Fichas de orden</translation>
    </message>
    <message>
        <source>Invaded districts that end the game</source>
        <translation>Distritos invadidos que terminan la partida</translation>
    </message>
    <message>
        <source>Ship cards in the shipyard (backup ships)</source>
        <translation>Cartas de nave en el astillero (naves de reserva)</translation>
    </message>
    <message>
        <source>Spawn cards drawn for the game (at most the deck&apos;s)</source>
        <translation>Cartas de oleada que se roban para la partida (como máximo las del mazo)</translation>
    </message>
    <message>
        <source>Invader spaces of each district</source>
        <translation>Casillas de invasores de cada distrito</translation>
    </message>
    <message>
        <source>Command dice rolled each turn</source>
        <translation>Dados de órdenes que se tiran cada turno</translation>
    </message>
    <message>
        <source>The faces of a command die, equally likely</source>
        <translation>Las caras de un dado de órdenes, todas igual de probables</translation>
    </message>
    <message>
        <source>Draw only spawn cards with at most this many aliens (0: every card)</source>
        <translation>Robar solo cartas de oleada con como máximo estos alienígenas (0: todas)</translation>
    </message>
    <message>
        <source>Heavy dice</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): two dice per ship and two extra dice for a home planet&apos;s defender.</extracomment>
        <translation>Dados pesados</translation>
    </message>
    <message>
        <source>Defenders hold on ties</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): a tie of the battle&apos;s sums is the defender&apos;s win, and smaller hands.</extracomment>
        <translation>El defensor gana los empates</translation>
    </message>
    <message>
        <source>War card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s deck of cards (a noun).</extracomment>
        <translation>Mazo de cartas de guerra</translation>
    </message>
    <message>
        <source>Battle board</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Tablero de batalla</translation>
    </message>
    <message>
        <source>Galactic Warfare rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galactic Warfare&apos;s rules.</extracomment>
        <translation>Variante de reglas de Galactic Warfare</translation>
    </message>
    <message>
        <source>Cards dealt to each player (at most half the deck)</source>
        <translation>Cartas repartidas a cada jugador (como máximo la mitad del mazo)</translation>
    </message>
    <message>
        <source>Power-ups (captured ships) one ship may hold</source>
        <translation>Mejoras (naves capturadas) que puede tener una nave</translation>
    </message>
    <message>
        <source>Dice rolled in a battle for each ship of a stack</source>
        <translation>Dados que se tiran en una batalla por cada nave de una pila</translation>
    </message>
    <message>
        <source>Extra dice of a defender in its own home planet</source>
        <translation>Dados extra de un defensor en su propio planeta natal</translation>
    </message>
    <message>
        <source>Equal sums: both sides roll again (reroll) or the defender wins</source>
        <translation>Sumas iguales: ambos bandos vuelven a tirar (reroll) o gana el defensor (defender)</translation>
    </message>
    <message>
        <source>Turns before the game ends (more ships in play win)</source>
        <translation>Turnos hasta el final de la partida (gana quien tenga más naves en juego)</translation>
    </message>
</context>
<context>
    <name>starboard::GameCatalog</name>
    <message>
        <source>Two fleets, one galaxy: buy ships, hold planets, haul cargo and bomb the enemy Starbase.</source>
        <translation>Dos flotas, una galaxia: compra naves, controla planetas, transporta carga y bombardea la base estelar enemiga.</translation>
    </message>
    <message>
        <source>Charge across the dark squares, jump enemy ships in dice battles and turn captured ships into power-ups.</source>
        <translation>Lánzate a la carga por las casillas oscuras, salta sobre las naves enemigas en batallas de dados y convierte las naves capturadas en mejoras.</translation>
    </message>
    <message>
        <source>Race through the sektors to bring your scientist home, past warps, teleprisms and Durriken mercenaries.</source>
        <translation>Recorre a toda velocidad los sektors para llevar a tu científico a casa, entre distorsiones, teleprismas y mercenarios durriken.</translation>
    </message>
    <message>
        <source>Explore and align star systems, grow metal, wealth and technology, and survive the events of every year.</source>
        <translation>Explora y alía sistemas estelares, aumenta tu metal, tu riqueza y tu tecnología, y sobrevive a los eventos de cada año.</translation>
    </message>
    <message>
        <source>Team up to defend the four districts of Galaxy City from waves of Exovon invaders.</source>
        <translation>Uníos para defender los cuatro distritos de Galaxy City de oleadas de invasores exovon.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, the best (in the new game dialog and the seats).</extracomment>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>A computer player that picks its moves at random (in the new game dialog and the seats).</extracomment>
        <translation>Jugadas al azar</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <extracomment>A computer player that plays by simple rules (a heuristic), not by searching; in the seats&apos; choosers.</extracomment>
        <translation>Regla práctica</translation>
    </message>
    <message>
        <source>You fly all four ships, one turn after another.</source>
        <extracomment>New game dialog, Galaxy Fighters with one player.</extracomment>
        <translation>Pilotas las cuatro naves, un turno tras otro.</translation>
    </message>
    <message>
        <source>Each player flies two ships, opposite each other: player 1 the blue and the yellow, player 2 the green and the red.</source>
        <extracomment>New game dialog, Galaxy Fighters with two players.</extracomment>
        <translation>Cada jugador pilota dos naves opuestas: el jugador 1 la azul y la amarilla, el jugador 2 la verde y la roja.</translation>
    </message>
    <message>
        <source>Each player flies one ship; the fourth, red ship is flown by each player in turn, one round each.</source>
        <extracomment>New game dialog, Galaxy Fighters with three players.</extracomment>
        <translation>Cada jugador pilota una nave; la cuarta, la roja, la pilotan todos por turnos, una ronda cada uno.</translation>
    </message>
    <message>
        <source>Each player flies one ship. A computer pilot can take any seat.</source>
        <extracomment>New game dialog, Galaxy Fighters with four players.</extracomment>
        <translation>Cada jugador pilota una nave. Un piloto del ordenador puede ocupar cualquier puesto.</translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the player&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n nave tuya, encima: %1</numerusform>
            <numerusform>%n naves tuyas, encima: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the enemy&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n nave enemiga, encima: %1</numerusform>
            <numerusform>%n naves enemigas, encima: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the map of sectors (a noun).</extracomment>
        <translation>Galaxia</translation>
    </message>
    <message>
        <source>Sector %1,%2</source>
        <extracomment>Galaxy of D board: a sector (a hexagon of the map). %1 and %2: its coordinates, e.g. &apos;Sector 4,-1&apos;.</extracomment>
        <translation>Sector %1,%2</translation>
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
        <translation>la galaxia incluida</translation>
    </message>
    <message>
        <source>the shipped ship table</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>la tabla de naves incluida</translation>
    </message>
    <message>
        <source>the shipped Things</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Things: Galaxy of D&apos;s term for what lies on a sector.</extracomment>
        <translation>los objetos incluidos</translation>
    </message>
    <message>
        <source>the shipped rules</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>las reglas incluidas</translation>
    </message>
    <message>
        <source>the shipped deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>el mazo incluido</translation>
    </message>
    <message>
        <source>the shipped technology mat</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>el tablero de tecnologías incluido</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the game&apos;s identifier given; %2: the games known.</extracomment>
        <translation>juego desconocido «%1» (juegos con contenido: %2)</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format given; %2: the formats known.</extracomment>
        <translation>formato desconocido «%1» (formatos conocidos: %2)</translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). For developers: %1: a format&apos;s name.</extracomment>
        <translation>no hay validador para el formato «%1»</translation>
    </message>
    <message>
        <source>(root)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). The place of the whole file, in place of a JSON pointer such as &apos;/cards/3&apos; (the brackets are part of it).</extracomment>
        <translation>(raíz)</translation>
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
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a text in quotes), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a list in [ ]), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a map in { }), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). What was found when a value is missing, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the kind of value expected, e.g. &apos;a number&apos;; %2: the kind found, e.g. &apos;a string&apos;.</extracomment>
        <translation>se esperaba %1; encontrado: %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a whole number), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un entero</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found, e.g. 2.5.</extracomment>
        <translation>se esperaba un entero; encontrado: %1</translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the least value allowed; %2: the value found.</extracomment>
        <translation>debe ser como mínimo %1 (encontrado: %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1 and %2: the least and highest values allowed; %3: the value found.</extracomment>
        <translation>debe estar entre %1 y %2 (encontrado: %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (JSON&apos;s true and false: keep or translate).</extracomment>
        <translation>true o false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no debe estar vacío</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier found. Keep &apos;-&apos; as it is.</extracomment>
        <translation>«%1» no es un identificador válido (usa letras minúsculas, dígitos y «-»)</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;name&apos;.</extracomment>
        <translation>falta la clave «%1»</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;colour&apos;.</extracomment>
        <translation>clave desconocida «%1»</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format expected, e.g. &apos;galaxy-of-d-galaxy&apos;; %2: the format found.</extracomment>
        <translation>se esperaba «%1»; encontrado: «%2»</translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the newest version this build reads.</extracomment>
        <translation>escrito por un Starboard más reciente (versión %1; esta compilación lee hasta la %2)</translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the format&apos;s name.</extracomment>
        <translation>la versión %1 de «%2» ya no se puede leer</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier; %2: the place of the first, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>identificador duplicado «%1» (el primero en %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: el archivo supera el límite de %n byte</numerusform>
            <numerusform>%1: el archivo supera el límite de %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of levels of nested lists and objects.</extracomment>
        <translation>
            <numerusform>anidamiento más profundo que el límite de %n nivel</numerusform>
            <numerusform>anidamiento más profundo que el límite de %n niveles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>%1: no se puede abrir el archivo: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason.</extracomment>
        <translation>%1: no se puede leer el archivo: %2</translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the names allowed, e.g. &apos;&quot;metal&quot;, &quot;wealth&quot;&apos;; %2: the name found.</extracomment>
        <translation>debe ser uno de %1 (encontrado: «%2»)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used by &apos;%2&apos; events</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a resource, e.g. &apos;metal&apos;; %2: a kind of event, e.g. &apos;strike&apos;. Both are names in the file: keep them.</extracomment>
        <translation>los eventos «%2» no usan «%1»</translation>
    </message>
    <message>
        <source>duplicate card number %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a card&apos;s number; %2: the place of the first card with it, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>número de carta %1 duplicado (el primero en %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for systems only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;resistance&apos; (keep it). Systems: near and distant system cards.</extracomment>
        <translation>«%1» es solo para sistemas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for events and red alerts only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;event&apos; (keep it).</extracomment>
        <translation>«%1» es solo para eventos y alertas rojas</translation>
    </message>
    <message>
        <source>row %1 already has a generation-%2 technology (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2; %3: the place of the other technology, e.g. &apos;/technologies/3&apos;.</extracomment>
        <translation>la fila %1 ya tiene una tecnología de generación %2 (%3)</translation>
    </message>
    <message>
        <source>technology &apos;%1&apos; is missing (the mat has each of the %2 technologies once)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a technology&apos;s identifier, e.g. &apos;robot-workers&apos;; %2: the number of technologies, e.g. 8.</extracomment>
        <translation>falta la tecnología «%1» (el tablero tiene cada una de las %2 tecnologías una vez)</translation>
    </message>
    <message>
        <source>row %1 has no generation-%2 technology</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2.</extracomment>
        <translation>la fila %1 no tiene ninguna tecnología de generación %2</translation>
    </message>
    <message>
        <source>the list of ranks must not be empty</source>
        <translation>la lista de rangos no debe estar vacía</translation>
    </message>
    <message>
        <source>the first rank must start at 0 (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the number found. A rank is a result at the end of the game (Galaxy Command).</extracomment>
        <translation>el primer rango debe empezar en 0 (encontrado: %1)</translation>
    </message>
    <message>
        <source>must be greater than the previous rank&apos;s minScore (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the previous rank&apos;s minScore. &apos;minScore&apos; is a key of the file: keep it.</extracomment>
        <translation>debe ser mayor que el minScore del rango anterior (%1)</translation>
    </message>
    <message>
        <source>the deck must not be empty</source>
        <translation>el mazo no debe estar vacío</translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the entries found. Year 1 and Year 2: the two years (rounds) of an event card.</extracomment>
        <translation>
            <numerusform>se esperaban 2 entradas (año 1 y año 2); encontrada: %n</numerusform>
            <numerusform>se esperaban 2 entradas (año 1 y año 2); encontradas: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>must be at least %1 (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the key of the limit without the technology, e.g. &apos;militaryLimit&apos; (keep it); %2: its value.</extracomment>
        <translation>debe ser como mínimo %1 (%2)</translation>
    </message>
    <message>
        <source>must not exceed distantPerPlayer (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the value of distantPerPlayer. &apos;distantPerPlayer&apos; is a key of the file: keep it.</extracomment>
        <translation>no debe superar distantPerPlayer (%1)</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (the die&apos;s sides, %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the die&apos;s sides, e.g. 6; %2: the place where the ruleset sets them, e.g. &apos;ruleset.json: /dieSides&apos;.</extracomment>
        <translation>debe estar entre 1 y %1 (las caras del dado, %2)</translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its near system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>el mazo «%1» tiene %n sistema cercano; un jugador necesita %2 (%3)</numerusform>
            <numerusform>el mazo «%1» tiene %n sistemas cercanos; un jugador necesita %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its distant system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>el mazo «%1» tiene %n sistema lejano; un jugador necesita %2 (%3)</numerusform>
            <numerusform>el mazo «%1» tiene %n sistemas lejanos; un jugador necesita %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its event cards (red alerts left out); %2: the number a year needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>el mazo «%1» tiene %n evento que no es alerta roja; un año necesita %2 (%3)</numerusform>
            <numerusform>el mazo «%1» tiene %n eventos que no son alertas rojas; un año necesita %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %n: the sectors found.</extracomment>
        <translation>
            <numerusform>una galaxia necesita al menos 2 sectores (encontrado: %n)</numerusform>
            <numerusform>una galaxia necesita al menos 2 sectores (encontrados: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the most sectors allowed; %n: the sectors found.</extracomment>
        <translation>
            <numerusform>una galaxia tiene como máximo %1 sectores (encontrado: %n)</numerusform>
            <numerusform>una galaxia tiene como máximo %1 sectores (encontrados: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>the ship table needs at least one ship</source>
        <translation>la tabla de naves necesita al menos una nave</translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s ship table. %1: the most ship types allowed; %n: the ship types found.</extracomment>
        <translation>
            <numerusform>la tabla de naves tiene como máximo %1 naves (encontrada: %n)</numerusform>
            <numerusform>la tabla de naves tiene como máximo %1 naves (encontradas: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the fewest Starbase sectors allowed; %n: the number found. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>una galaxia que enumera sectores de base estelar necesita al menos %1 (encontrado: %n)</numerusform>
            <numerusform>una galaxia que enumera sectores de base estelar necesita al menos %1 (encontrados: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the sector&apos;s number given; %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>no hay ningún sector número %1 (la galaxia tiene %n sector)</numerusform>
            <numerusform>no hay ningún sector número %1 (la galaxia tiene %n sectores)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate Starbase %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the first, e.g. &apos;/starbaseSectors/0&apos;. Starbase: the game&apos;s term.</extracomment>
        <translation>base estelar duplicada en el %1 (la primera en %2)</translation>
    </message>
    <message>
        <source>%1 already has a Thing (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the Thing there. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>el %1 ya tiene un objeto (%2)</translation>
    </message>
    <message>
        <source>duplicate sector %1,%2 (first at %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2: the sector&apos;s coordinates; %3: the place of the first, e.g. &apos;/sectors/4&apos;.</extracomment>
        <translation>sector %1,%2 duplicado (el primero en %3)</translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2 and %3, %4: two sectors&apos; coordinates; %n: the number of sectors cut off.</extracomment>
        <translation>
            <numerusform>el sector %1,%2 no se puede alcanzar desde el sector %3,%4 (la galaxia debe ser conexa; %n sector aislado)</numerusform>
            <numerusform>el sector %1,%2 no se puede alcanzar desde el sector %3,%4 (la galaxia debe ser conexa; %n sectores aislados)</numerusform>
        </translation>
    </message>
    <message>
        <source>only planets and asteroids have an income</source>
        <translation>solo los planetas y los asteroides tienen ingresos</translation>
    </message>
    <message>
        <source>only pirates have a ship</source>
        <translation>solo los piratas tienen nave</translation>
    </message>
    <message>
        <source>the list of Things must not be empty</source>
        <translation>la lista de objetos no debe estar vacía</translation>
    </message>
    <message>
        <source>no Thing of kind &apos;spaceport&apos; (the game needs a Spaceport)</source>
        <translation>ningún objeto de tipo «spaceport» (el juego necesita un puerto espacial)</translation>
    </message>
    <message>
        <source>must not exceed dieSides (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the die&apos;s sides, e.g. 6. &apos;dieSides&apos; is a key of the file: keep it.</extracomment>
        <translation>no debe superar dieSides (%1)</translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a ship type&apos;s identifier; %2: the ship table file&apos;s name, or its place inside a saved game, e.g. &apos;/content/ships&apos;.</extracomment>
        <translation>nave desconocida «%1» (no está en %2)</translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier; %2: the Things file&apos;s name, or its place inside a saved game, e.g. &apos;/content/things&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>objeto desconocido «%1» (no está en %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier, e.g. &apos;pirate-cruiser&apos;.</extracomment>
        <translation>«%1» es un pirata; la preparación rápida no tiene piratas</translation>
    </message>
    <message>
        <source>%1 already has a Thing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>el %1 ya tiene un objeto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found. A seed is the random seed of a game.</extracomment>
        <translation>«%1» no es un entero sin signo de 64 bits</translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 no es un entero sin signo exacto (escribe las semillas mayores que 2^53 como cadenas de dígitos)</translation>
    </message>
    <message>
        <source>a string of digits</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (a number written in quotes).</extracomment>
        <translation>una cadena de dígitos</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found.</extracomment>
        <translation>«%1» no es un entero de 64 bits</translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 no es un entero exacto (escribe las acciones mayores que 2^53 como cadenas de dígitos)</translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation>un puesto del ordenador necesita un «level»</translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the number of players; %1: the number of seats found.</extracomment>
        <translation>
            <numerusform>se esperaba un puesto por jugador (%n jugador); encontrados: %1</numerusform>
            <numerusform>se esperaba un puesto por jugador (%n jugadores); encontrados: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: el registro de la partida supera el límite de %n byte</numerusform>
            <numerusform>%1: el registro de la partida supera el límite de %n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: no se puede escribir el archivo: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
        <extracomment>A content file&apos;s format description (JSON schema) cannot be read: an error for developers. %1: the file&apos;s path; %2: the parser&apos;s error.</extracomment>
        <translation>%1: no es un esquema JSON: %2</translation>
    </message>
    <message>
        <source>the root is not an object</source>
        <translation>la raíz no es un objeto</translation>
    </message>
    <message>
        <source>schema nested too deeply</source>
        <translation>esquema anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean</source>
        <translation>un esquema debe ser un objeto o un booleano</translation>
    </message>
    <message>
        <source>unsupported schema keyword &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a keyword of the JSON schema language, keep it as it is.</extracomment>
        <translation>palabra clave de esquema no admitida «%1»</translation>
    </message>
    <message>
        <source>must be an object of schemas</source>
        <translation>debe ser un objeto de esquemas</translation>
    </message>
    <message>
        <source>must be a non-empty array of schemas</source>
        <translation>debe ser una lista no vacía de esquemas</translation>
    </message>
    <message>
        <source>cannot resolve &apos;%1&apos; (only &apos;#...&apos; pointers into this schema)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;; &apos;#...&apos; stays as it is.</extracomment>
        <translation>no se puede resolver «%1» (solo punteros «#...» dentro de este esquema)</translation>
    </message>
    <message>
        <source>no type given</source>
        <translation>no se ha indicado ningún tipo</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a type name of the JSON schema language, e.g. &apos;integer&apos;.</extracomment>
        <translation>tipo desconocido «%1»</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>debe ser un número</translation>
    </message>
    <message>
        <source>not a valid regular expression</source>
        <translation>no es una expresión regular válida</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>debe ser una lista</translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation>aquí no se permite ningún valor</translation>
    </message>
    <message>
        <source>the schema cannot resolve &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;.</extracomment>
        <translation>el esquema no puede resolver «%1»</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>The word between the kinds of value allowed, e.g. &apos;a number or a string&apos; (spaces included).</extracomment>
        <translation> o </translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: what is expected, e.g. &apos;a number or a string&apos;; %2: the value found, e.g. &apos;&quot;3&quot;&apos;.</extracomment>
        <translation>debe ser %1 (encontrado: %2)</translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the values allowed, e.g. &apos;&quot;near&quot;, &quot;distant&quot;&apos;; %2: the value found.</extracomment>
        <translation>debe ser uno de %1 (encontrado: %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the highest value allowed; %2: the value found, e.g. 1e+300.
----------
A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the highest value allowed; %2: the value found.</extracomment>
        <translation>debe ser como máximo %1 (encontrado: %2)</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>debe tener al menos %n carácter (encontrados: %1)</numerusform>
            <numerusform>debe tener al menos %n caracteres (encontrados: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>debe tener como máximo %n carácter (encontrados: %1)</numerusform>
            <numerusform>debe tener como máximo %n caracteres (encontrados: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the text found; %2: the pattern (a regular expression) it must match, e.g. &apos;^[a-z-]+$&apos;.</extracomment>
        <translation>«%1» no coincide con el patrón «%2»</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>debe tener al menos %n elemento (encontrados: %1)</numerusform>
            <numerusform>debe tener al menos %n elementos (encontrados: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>debe tener como máximo %n elemento (encontrados: %1)</numerusform>
            <numerusform>debe tener como máximo %n elementos (encontrados: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the place of the other item, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>elemento duplicado (igual que %1)</translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms allowed; %1: the schema keyword, &apos;anyOf&apos; or &apos;oneOf&apos; (keep it). The closest form&apos;s message follows.</extracomment>
        <translation>
            <numerusform>no coincide con la forma permitida (%n en total: %1); esta informa:</numerusform>
            <numerusform>no coincide con ninguna de las %n formas permitidas (%1); la más parecida informa:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms the value matches. &apos;oneOf&apos; is a schema keyword: keep it.</extracomment>
        <translation>
            <numerusform>coincide con %n de las formas permitidas, pero debe coincidir exactamente con una (oneOf)</numerusform>
            <numerusform>coincide con %n de las formas permitidas, pero debe coincidir exactamente con una (oneOf)</numerusform>
        </translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a content format&apos;s name, e.g. &apos;galaxy-command-deck&apos;.</extracomment>
        <translation>no hay esquema para el formato «%1»</translation>
    </message>
    <message numerus="yes">
        <source>%1: ... and more problems (only the first %n are listed)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading, starboard-cli validate): the last line when a file has too many mistakes to list. %1: the file&apos;s name; %n: how many are listed (100).</extracomment>
        <translation>
            <numerusform>%1: … y más problemas (solo se muestra el primero)</numerusform>
            <numerusform>%1: … y más problemas (solo se muestran los primeros %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name.</extracomment>
        <translation>%1: el archivo está vacío</translation>
    </message>
    <message>
        <source>%1: the file is UTF-32; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-32 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1: el archivo está en UTF-32; guárdelo como UTF-8</translation>
    </message>
    <message>
        <source>%1: the file is UTF-16; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-16 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1: el archivo está en UTF-16; guárdelo como UTF-8</translation>
    </message>
    <message>
        <source>%1:1:2: a second byte order mark (U+FEFF); the file may start with at most one</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. A byte order mark (BOM) is the invisible character U+FEFF some editors put at the start of a file.</extracomment>
        <translation>%1:1:2: una segunda marca de orden de bytes (U+FEFF); el archivo puede empezar con una como máximo</translation>
    </message>
    <message>
        <source>a NUL character inside a string</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 inside a text in quotes.</extracomment>
        <translation>un carácter NUL dentro de una cadena</translation>
    </message>
    <message>
        <source>a control character (%1) inside a string; write it as an escape such as \u0009</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the character&apos;s code, e.g. &apos;U+0009&apos;; JSON needs an escape such as 	 or 	 instead.</extracomment>
        <translation>un carácter de control (%1) dentro de una cadena; escríbalo como secuencia de escape, por ejemplo \u0009</translation>
    </message>
    <message>
        <source>a NUL character</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 in the file.</extracomment>
        <translation>un carácter NUL</translation>
    </message>
    <message>
        <source>a comment (JSON has no comments)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): JSON files cannot hold comments (// or /* */).</extracomment>
        <translation>un comentario (JSON no admite comentarios)</translation>
    </message>
    <message numerus="yes">
        <source>a string longer than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>una cadena más larga que el límite de %n byte</numerusform>
            <numerusform>una cadena más larga que el límite de %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n element(s) in one list or object</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of elements of one list or members of one object.</extracomment>
        <translation>
            <numerusform>más de %n elemento en una lista u objeto</numerusform>
            <numerusform>más de %n elementos en una lista u objeto</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid UTF-8 text; save the file as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). UTF-8 is a text encoding: keep it.</extracomment>
        <translation>no es texto UTF-8 válido; guarde el archivo como UTF-8</translation>
    </message>
    <message>
        <source>formatVersion %1 is not a whole number from 1 to %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). &apos;formatVersion&apos; is a key of the file: keep it. %1: the number found, e.g. 1e300; %2: the newest version this build reads.</extracomment>
        <translation>formatVersion %1 no es un número entero de 1 a %2</translation>
    </message>
    <message>
        <source>the file does not start with &apos;{&apos; (a Starboard file is a JSON object)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): the text does not start with &apos;{&apos;.</extracomment>
        <translation>el archivo no empieza por «{» (un archivo de Starboard es un objeto JSON)</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (also at %2:%3)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the key; %2:%3: the line and column of the first one.</extracomment>
        <translation>clave «%1» repetida (también en %2:%3)</translation>
    </message>
    <message numerus="yes">
        <source>at most %1 quick setup Things (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s rules: the Things placed by the quick setup, one per sector. %1: the most allowed; %n: the number found.</extracomment>
        <translation>
            <numerusform>como máximo %1 Cosas de preparación rápida (hay %n)</numerusform>
            <numerusform>como máximo %1 Cosas de preparación rápida (hay %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %3 players, not %n</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier; %2 and %3: the fewest and most players it allows; %n: the number of players given.</extracomment>
        <translation>
            <numerusform>%1 se juega con %2 a %3 jugadores, no con %n</numerusform>
            <numerusform>%1 se juega con %2 a %3 jugadores, no con %n</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown computer player &apos;%1&apos; (known: %2)</source>
        <extracomment>A mistake in a saved game file. %1: the computer player given; %2: those this game has, e.g. &apos;beginner, standard, strong, expert, random&apos;.</extracomment>
        <translation>jugador de la computadora desconocido «%1» (conocidos: %2)</translation>
    </message>
    <message>
        <source>the content does not fit the game %1</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier.</extracomment>
        <translation>el contenido no corresponde al juego %1</translation>
    </message>
    <message>
        <source>the game does not allow action %1 here (%2)</source>
        <extracomment>A mistake in a saved game file. %1: the action (a number); %2: the game&apos;s reason, in English.</extracomment>
        <translation>el juego no permite la acción %1 aquí (%2)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>sin motivo indicado</translation>
    </message>
    <message>
        <source>the replayed position breaks a rule of the game: %1</source>
        <extracomment>A mistake in a saved game file: the position after the last action is impossible. %1: the engine&apos;s explanation, in English.</extracomment>
        <translation>la posición reproducida infringe una regla del juego: %1</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos;; JSON allows no comma after the last element</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the bracket that follows the comma, &apos;}&apos; or &apos;]&apos;. JSON allows no comma after the last element of a list or object.</extracomment>
        <translation>una coma antes de &apos;%1&apos;; JSON no admite una coma tras el último elemento</translation>
    </message>
    <message>
        <source>two commas in a row</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): &quot;,,&quot; with nothing between the commas.</extracomment>
        <translation>dos comas seguidas</translation>
    </message>
    <message>
        <source>the shipped spawn deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: the cards the aliens arrive by.</extracomment>
        <translation>el mazo de oleadas incluido</translation>
    </message>
    <message>
        <source>the shipped ship cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters.</extracomment>
        <translation>las cartas de nave incluidas</translation>
    </message>
    <message>
        <source>the shipped equipment</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: weapon systems, engine modifications and bonus command tiles.</extracomment>
        <translation>el equipamiento incluido</translation>
    </message>
    <message>
        <source>a spawn card must spawn at least one alien</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells: ...&apos;. Galaxy Fighters&apos; spawn cards.</extracomment>
        <translation>una carta de oleada debe traer al menos un alienígena</translation>
    </message>
    <message numerus="yes">
        <source>a cell holds 1 to %1 aliens, bottom first (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/0/aliens: ...&apos;. Galaxy Fighters&apos; spawn cards: a cell&apos;s stack of aliens. %1: the most allowed; %n: the aliens found.</extracomment>
        <translation>
            <numerusform>una casilla tiene de 1 a %1 alienígenas, el de abajo primero (hay %n)</numerusform>
            <numerusform>una casilla tiene de 1 a %1 alienígenas, el de abajo primero (hay %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>a second stack in the cell at col %1, row %2 (first at %3); put its aliens in one stack, bottom first</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/2: ...&apos;. Galaxy Fighters&apos; spawn cards: %1: a column, %2: a row (0-4); %3: the place of the first stack, e.g. &apos;/cards/3/cells/0&apos;.</extracomment>
        <translation>una segunda pila en la casilla de la columna %1, fila %2 (la primera en %3); pon sus alienígenas en una sola pila, el de abajo primero</translation>
    </message>
    <message numerus="yes">
        <source>a command die has 1 to %1 faces (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/dieFaces: ...&apos;. Galaxy Fighters&apos; command die. %1: the most faces allowed; %n: the faces found.</extracomment>
        <translation>
            <numerusform>un dado de órdenes tiene de 1 a %1 caras (hay %n)</numerusform>
            <numerusform>un dado de órdenes tiene de 1 a %1 caras (hay %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used when &apos;%2&apos; is &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/engines/1/range: ...&apos;. %1 and %2: keys of the file, %3: the value of %2 (all three are names in the file: keep them).</extracomment>
        <translation>«%1» no se usa cuando «%2» es «%3»</translation>
    </message>
    <message>
        <source>unknown engine &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/ships/3/engines/0: ...&apos;. Galaxy Fighters&apos; engine modifications: %1: the engine&apos;s identifier; %2: the file of the equipment.</extracomment>
        <translation>motor desconocido «%1» (no está en %2)</translation>
    </message>
    <message numerus="yes">
        <source>there are %n ship card(s); the four ships and %1 backup ships need %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ships.json: /ships: ...&apos;. Galaxy Fighters: %n: the ship cards; %1: the backup ships of the ruleset; %2: the ship cards needed; %3: the place of the backup ships, e.g. &apos;ruleset.json: /backupShips&apos;.</extracomment>
        <translation>
            <numerusform>hay %n carta de nave; las cuatro naves y %1 naves de reserva necesitan %2 (%3)</numerusform>
            <numerusform>hay %n cartas de nave; las cuatro naves y %1 naves de reserva necesitan %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards but the spawn deck has %n (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /spawnCards: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %n: the cards of the spawn deck; %2: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>las reglas roban %1 cartas de oleada, pero el mazo de oleadas tiene %n (%2)</numerusform>
            <numerusform>las reglas roban %1 cartas de oleada, pero el mazo de oleadas tiene %n (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck has %n such card(s) (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /maxAliensPerCard: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %2: the most aliens a drawn card may have; %n: the cards of the spawn deck with at most that many; %3: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>las reglas roban %1 cartas de oleada de como máximo %2 alienígenas, pero el mazo de oleadas tiene %n carta así (%3)</numerusform>
            <numerusform>las reglas roban %1 cartas de oleada de como máximo %2 alienígenas, pero el mazo de oleadas tiene %n cartas así (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>the shipped board</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the squares and the home planets.</extracomment>
        <translation>el tablero incluido</translation>
    </message>
    <message>
        <source>the shipped cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the Galactic Warfare cards.</extracomment>
        <translation>las cartas incluidas</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>una casilla clara</translation>
    </message>
    <message>
        <source>a dark square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>una casilla oscura</translation>
    </message>
    <message>
        <source>a square of White&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>una casilla del planeta natal de Blanco</translation>
    </message>
    <message>
        <source>a square of Blue&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>una casilla del planeta natal de Azul</translation>
    </message>
    <message>
        <source>column %1: White&apos;s home planet (W) lies in row 0 only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W is a letter of the file: keep it.</extracomment>
        <translation>columna %1: el planeta natal de Blanco (W) está solo en la fila 0</translation>
    </message>
    <message>
        <source>column %1: Blue&apos;s home planet (B) lies in the last row only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). B is a letter of the file: keep it.</extracomment>
        <translation>columna %1: el planeta natal de Azul (B) está solo en la última fila</translation>
    </message>
    <message>
        <source>column %1: the first and last rows are the home planets (W, B), or . for no square</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/0: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W, B and . are letters of the file: keep them.</extracomment>
        <translation>columna %1: la primera y la última fila son los planetas natales (W, B), o . para ninguna casilla</translation>
    </message>
    <message>
        <source>White&apos;s home planet has no square (W in row 0)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. W is a letter of the file: keep it.</extracomment>
        <translation>el planeta natal de Blanco no tiene casillas (W en la fila 0)</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet has no square (B in the last row)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. B is a letter of the file: keep it.</extracomment>
        <translation>el planeta natal de Azul no tiene casillas (B en la última fila)</translation>
    </message>
    <message>
        <source>outside the board (rows 0 to %1, columns 0 to %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: the last row, %2: the last column (rows and columns from 0).</extracomment>
        <translation>fuera del tablero (filas 0 a %1, columnas 0 a %2)</translation>
    </message>
    <message>
        <source>a ship starts on a dark battlefield square, not on %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: what the square is, e.g. &apos;a light square&apos;.</extracomment>
        <translation>una nave empieza en una casilla oscura del campo de batalla, no en %1</translation>
    </message>
    <message>
        <source>a second ship on one start square (first at %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/blue/0: ...&apos;. Galactic Warfare&apos;s board: %1: the place of the first ship there, e.g. &apos;/start/white/2&apos;.</extracomment>
        <translation>una segunda nave en la misma casilla de salida (la primera en %1)</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; card is played in %2 (found &apos;%3&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/window: ...&apos;. Galactic Warfare&apos;s cards: %1: the card&apos;s kind, %2: the windows it allows, %3: the window found (names in the file: keep them).</extracomment>
        <translation>una carta «%1» se juega en %2 (encontrado «%3»)</translation>
    </message>
    <message numerus="yes">
        <source>a deck has 1 to %1 different cards (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards: ...&apos;. Galactic Warfare&apos;s cards: %1: the most allowed; %n: the cards found.</extracomment>
        <translation>
            <numerusform>un mazo tiene de 1 a %1 cartas distintas (encontrada %n)</numerusform>
            <numerusform>un mazo tiene de 1 a %1 cartas distintas (encontradas %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the layout has %n row(s) but &apos;rows&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;rows&apos; (a key of the file: keep it); %n: the strings found.</extracomment>
        <translation>
            <numerusform>la disposición tiene %n fila pero «rows» es %1</numerusform>
            <numerusform>la disposición tiene %n filas pero «rows» es %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the row has %n square(s) but &apos;columns&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;columns&apos; (a key of the file: keep it); %n: the characters found.</extracomment>
        <translation>
            <numerusform>la fila tiene %n casilla pero «columns» es %1</numerusform>
            <numerusform>la fila tiene %n casillas pero «columns» es %1</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1: unknown square &apos;%2&apos; (W White&apos;s planet, B Blue&apos;s planet, # dark, . light)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based), %2: the character found. W, B, # and . are letters of the file: keep them.</extracomment>
        <translation>columna %1: casilla desconocida «%2» (W planeta de Blanco, B planeta de Azul, # oscura, . clara)</translation>
    </message>
    <message numerus="yes">
        <source>a square is [row, column] (found %n number(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: a start square is written [row, column]; %n: the numbers found.</extracomment>
        <translation>
            <numerusform>una casilla es [fila, columna] (encontrado %n número)</numerusform>
            <numerusform>una casilla es [fila, columna] (encontrados %n números)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board has %n square(s) instead of %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board made by a program: %1: columns x rows; %n: the squares found.</extracomment>
        <translation>
            <numerusform>el tablero tiene %n casilla en lugar de %1</numerusform>
            <numerusform>el tablero tiene %n casillas en lugar de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the ruleset is for the deck &apos;%1&apos; but %2 holds the deck &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /deck: ...&apos;. Galactic Warfare: %1: the deck&apos;s identifier the ruleset names; %2: the card file; %3: the identifier of the deck in it.</extracomment>
        <translation>las reglas son para el mazo «%1» pero %2 contiene el mazo «%3»</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset deals %1 cards to each player but the deck has %n (%2): at most %3, half the deck</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /cardsDealt: ...&apos;. Galactic Warfare: %1: the cards dealt to each of the two players; %n: the cards of the deck (the counts added up); %2: the place of the deck&apos;s cards, e.g. &apos;cards.json: /cards&apos;; %3: the most that may be dealt, half the deck.</extracomment>
        <translation>
            <numerusform>las reglas reparten %1 cartas a cada jugador pero el mazo tiene %n (%2): como mucho %3, la mitad del mazo</numerusform>
            <numerusform>las reglas reparten %1 cartas a cada jugador pero el mazo tiene %n (%2): como mucho %3, la mitad del mazo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::BoardPreview</name>
    <message>
        <source>No preview yet.</source>
        <translation>Aún no hay vista previa.</translation>
    </message>
    <message>
        <source>%1 has no board to preview.</source>
        <extracomment>Workshop, the board preview: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>%1 no tiene ningún tablero que previsualizar.</translation>
    </message>
    <message>
        <source>The board cannot be shown: %1</source>
        <extracomment>Workshop, the board preview: %1: the reason, a sentence.</extracomment>
        <translation>No se puede mostrar el tablero: %1</translation>
    </message>
    <message>
        <source>the view is not a Qt Quick item</source>
        <translation>la vista no es un elemento de Qt Quick</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardListModel</name>
    <message>
        <source>One of the 18 cards of the original solitaire game</source>
        <translation>Una de las 18 cartas del solitario original</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Marcar %1 como carta original</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Desmarcar %1 como carta original</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header for the card&apos;s number: a short abbreviation of &apos;Number&apos;.</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (the card&apos;s name). Keep it short.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (near system, distant system, event, red alert). Keep it short.</extracomment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header: a check box, whether the card is one of the 18 of the original solitaire. Keep it short.</extracomment>
        <translation>Original</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardPreview</name>
    <message>
        <source>RESISTANCE</source>
        <extracomment>Workshop, the card preview: the label of a system card&apos;s resistance (printed on the card in capitals; tight space).</extracomment>
        <translation>RESISTENCIA</translation>
    </message>
    <message>
        <source>Metal</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Metal&apos;: the metal production.</extracomment>
        <translation>Metal</translation>
    </message>
    <message>
        <source>Wealth</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Wealth&apos;: the wealth production.</extracomment>
        <translation>Riqueza</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;VP&apos;: the abbreviation of &apos;victory points&apos;.</extracomment>
        <translation>PV</translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of a red alert card, the harsher kind of event card (capitals, tight space).</extracomment>
        <translation>ALERTA ROJA</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of an event card (capitals, tight space).</extracomment>
        <translation>EVENTO</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, the card preview: a row of an event card&apos;s effects. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Año %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::DeckEditor</name>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Nombre del mazo:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s identifier, used by rule sets to refer to it (short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <translation>Cambiar el nombre del mazo</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <translation>Cambiar el ID del mazo</translation>
    </message>
    <message>
        <source>All cards</source>
        <extracomment>Workshop, deck editor: the card list&apos;s filter (&apos;Show:&apos;): show every card.</extracomment>
        <translation>Todas las cartas</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: add a new card).</extracomment>
        <translation>Añadir carta</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: duplicate the chosen card).</extracomment>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: remove the chosen card).</extracomment>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Show:</source>
        <extracomment>Workshop, deck editor: the label of the card list&apos;s filter (which kinds of card to show).</extracomment>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, deck editor: the heading of the chosen card&apos;s fields (a noun).</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Number</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s number in the deck.</extracomment>
        <translation>Número</translation>
    </message>
    <message>
        <source>Change the number of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambiar el número de %1</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s identifier (a short technical name).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambiar el ID de %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s old name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Renombrar %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s kind (near system, distant system, event, red alert).</extracomment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>One of the 18 cards of the original game</source>
        <translation>Una de las 18 cartas del juego original</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: a check box&apos;s label: the card is one of the 18 of the original solitaire.</extracomment>
        <translation>Original</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Marcar %1 como carta original</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Desmarcar %1 como carta original</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>Workshop, deck editor: the heading of a system card&apos;s fields (a noun: a star system).</extracomment>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Resistance</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: a system card&apos;s resistance, the game&apos;s term (the roll needed to align it).</extracomment>
        <translation>Resistencia</translation>
    </message>
    <message>
        <source>Change the resistance of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambiar la resistencia de %1</translation>
    </message>
    <message>
        <source>Metal production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the metal a system produces every turn.</extracomment>
        <translation>Producción de metal</translation>
    </message>
    <message>
        <source>Change the metal production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambiar la producción de metal de %1</translation>
    </message>
    <message>
        <source>Wealth production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the wealth a system produces every turn.</extracomment>
        <translation>Producción de riqueza</translation>
    </message>
    <message>
        <source>Change the wealth production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambiar la producción de riqueza de %1</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, deck editor: a field&apos;s label.</extracomment>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Cambiar los puntos de victoria de %1</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Workshop, deck editor: the heading of an event card&apos;s fields, and the label of the event&apos;s kind (a noun).</extracomment>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Año %1</translation>
    </message>
    <message>
        <source>Change the year 1 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Cambiar la cantidad del año 1 de %1</translation>
    </message>
    <message>
        <source>Change the year 2 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Cambiar la cantidad del año 2 de %1</translation>
    </message>
    <message>
        <source>Change the year 1 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Cambiar el recurso del año 1 de %1</translation>
    </message>
    <message>
        <source>Change the year 2 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Cambiar el recurso del año 2 de %1</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Fuerza militar mínima</translation>
    </message>
    <message>
        <source>Change the military threshold of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Cambiar el umbral militar de %1</translation>
    </message>
    <message>
        <source>Succeeds on a roll of</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: the die roll at which the coup succeeds (or more).</extracomment>
        <translation>Tiene éxito con una tirada de</translation>
    </message>
    <message>
        <source>Change the roll needed by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Cambiar la tirada necesaria para %1</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <translation>Selecciona una carta de la lista o añade una.</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, deck editor: the heading above the card&apos;s picture as it will look in the game (a noun).</extracomment>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, deck editor: a card without a name, in undo steps and messages. %1: its number, e.g. &apos;card 12&apos;.</extracomment>
        <translation>carta %1</translation>
    </message>
    <message>
        <source>Change the event of %1 to %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;; %2: a kind of event, e.g. &apos;Revolt&apos;.</extracomment>
        <translation>Cambiar el evento de %1 a %2</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, deck editor: the name given to a new card. %1: its number, e.g. &apos;New card 55&apos;.</extracomment>
        <translation>Nueva carta %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new card&apos;s number, e.g. 55.</extracomment>
        <translation>Añadir la carta %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as card %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;; %2: the copy&apos;s number, e.g. 55.</extracomment>
        <translation>Duplicar %1 como carta %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card up in the list (a verb).</extracomment>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card down in the list (a verb).</extracomment>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Añadir una carta nueva tras la seleccionada</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Añadir una copia de la carta seleccionada</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Quitar la carta seleccionada</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Subir la carta seleccionada en la lista</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Bajar la carta seleccionada en la lista</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, deck editor: a key&apos;s action (Escape in the card&apos;s form): the focus goes back to the list of cards.</extracomment>
        <translation>Volver a la lista de cartas</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Subir %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Bajar %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardCanvas</name>
    <message>
        <source>a dark square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>una casilla oscura</translation>
    </message>
    <message>
        <source>White&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>el planeta natal de Blanco</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>el planeta natal de Azul</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader: a light square, where no ship may be.</extracomment>
        <translation>una casilla clara</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, a White ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1: %2, aquí empieza una nave blanca</translation>
    </message>
    <message>
        <source>%1: %2, a Blue ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name; %2: what it is.</extracomment>
        <translation>%1: %2, aquí empieza una nave azul</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardEditor</name>
    <message>
        <source>Board name</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s name.</extracomment>
        <translation>Nombre del tablero</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s identifier.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Columns</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s width in squares.</extracomment>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Rows</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s length in squares, the home planets&apos; rows included.</extracomment>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Rename the board</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Renombrar el tablero</translation>
    </message>
    <message>
        <source>Change the board&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Cambiar el ID del tablero</translation>
    </message>
    <message>
        <source>&amp;Squares: a click adds or takes away a square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click turns a square into a light one (no square) and back.</extracomment>
        <translation>&amp;Casillas: un clic añade o quita una casilla</translation>
    </message>
    <message>
        <source>&amp;White ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a White ship on a dark square or takes it away.</extracomment>
        <translation>Naves &amp;blancas: un clic pone una o la quita</translation>
    </message>
    <message>
        <source>&amp;Blue ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a Blue ship on a dark square or takes it away.</extracomment>
        <translation>Naves a&amp;zules: un clic pone una o la quita</translation>
    </message>
    <message>
        <source>On the board: the arrows choose a square, Space applies the tool.</source>
        <extracomment>Workshop, Galactic Warfare board editor: how to edit the board by keyboard.</extracomment>
        <translation>En el tablero: las flechas eligen una casilla y Espacio aplica la herramienta.</translation>
    </message>
    <message>
        <source>Add the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Añadir la casilla %1</translation>
    </message>
    <message>
        <source>Take away the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Quitar la casilla %1</translation>
    </message>
    <message>
        <source>Take away the White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Quitar la nave blanca de %1</translation>
    </message>
    <message>
        <source>Take away the Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Quitar la nave azul de %1</translation>
    </message>
    <message>
        <source>Put a White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Poner una nave blanca en %1</translation>
    </message>
    <message>
        <source>Put a Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Poner una nave azul en %1</translation>
    </message>
    <message>
        <source>Make the board %1 × %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: columns, %2: rows, e.g. &apos;8 × 10&apos;.</extracomment>
        <translation>Cambiar el tablero a %1 × %2</translation>
    </message>
    <message>
        <source>White: %1 on the battlefield, a home planet of %2.
Blue: %3 on the battlefield, a home planet of %4.</source>
        <extracomment>Workshop, Galactic Warfare board editor: what the board holds. %1: White&apos;s ships, e.g. &apos;12 ships&apos;; %2: White&apos;s planet squares, e.g. &apos;8 squares&apos;; %3: Blue&apos;s ships; %4: Blue&apos;s planet squares.</extracomment>
        <translation>Blanco: %1 en el campo de batalla, un planeta natal de %2.
Azul: %3 en el campo de batalla, un planeta natal de %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n nave</numerusform>
            <numerusform>%n naves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>White has fewer ships than Blue&apos;s planet has squares: it can win only by capturing every Blue ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>Blanco tiene menos naves que casillas el planeta de Azul: solo puede ganar capturando todas las naves azules.</translation>
    </message>
    <message>
        <source>Blue has fewer ships than White&apos;s planet has squares: it can win only by capturing every White ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>Azul tiene menos naves que casillas el planeta de Blanco: solo puede ganar capturando todas las naves blancas.</translation>
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
        <translation>Efecto</translation>
    </message>
    <message>
        <source>When</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: when the card may be played (before your move, in a battle ...).</extracomment>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Copies</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: how many of the card the deck holds.</extracomment>
        <translation>Copias</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardPreview</name>
    <message>
        <source>Card preview: %1, %2: %3</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card preview for a screen reader. %1: the card&apos;s name; %2: when it is played; %3: its text.</extracomment>
        <translation>Vista previa de la carta: %1, %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: at the foot of the card preview: how many of this card the deck holds.</extracomment>
        <translation>
            <numerusform>%n en el mazo</numerusform>
            <numerusform>%n en el mazo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardsEditor</name>
    <message>
        <source>Extra dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (the Effect chooser and column).</extracomment>
        <translation>Dados extra</translation>
    </message>
    <message>
        <source>Roll again</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <source>Shield</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Escudo</translation>
    </message>
    <message>
        <source>Extra charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a charge: the game&apos;s forward diagonal move).</extracomment>
        <translation>Carga extra</translation>
    </message>
    <message>
        <source>Repel an invader</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Repeler a un invasor</translation>
    </message>
    <message>
        <source>Steal a power-up</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a power-up: a captured ship under a ship, the game&apos;s term).</extracomment>
        <translation>Robar una mejora</translation>
    </message>
    <message>
        <source>Cancel a card</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Anular una carta</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Menos dados</translation>
    </message>
    <message>
        <source>Escape home</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Huir a casa</translation>
    </message>
    <message>
        <source>Double charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Carga doble</translation>
    </message>
    <message>
        <source>Backward charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Carga hacia atrás</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Robar cartas</translation>
    </message>
    <message>
        <source>Win ties</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (equal sums).</extracomment>
        <translation>Ganar los empates</translation>
    </message>
    <message>
        <source>Capture the attacker</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Capturar al atacante</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n more die(s) in this battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text). %n: the dice.</extracomment>
        <translation>
            <numerusform>Tira %n dado más en esta batalla.</numerusform>
            <numerusform>Tira %n dados más en esta batalla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text).</extracomment>
        <translation>Vuelve a tirar tus dados de esta batalla; cuenta la nueva suma.</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Defensor: anula el ataque. No hay batalla; el atacante se queda donde estaba y pierde su jugada.</translation>
    </message>
    <message>
        <source>One of your ships makes one more charge.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Una de tus naves hace una carga más.</translation>
    </message>
    <message>
        <source>An enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Una nave enemiga en tu planeta natal se retira a una casilla libre de su propio planeta natal que eliges tú, o sale del juego si no hay ninguna.</translation>
    </message>
    <message>
        <source>Move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Pasa una mejora de debajo de una nave enemiga a debajo de una de tus naves que tenga menos del máximo permitido.</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>En una batalla, cuando tu rival juega una carta: esa carta no tiene efecto.</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent rolls %n fewer die(s) in this battle (at least 1).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the dice.</extracomment>
        <translation>
            <numerusform>Tu rival tira %n dado menos en esta batalla (al menos 1).</numerusform>
            <numerusform>Tu rival tira %n dados menos en esta batalla (al menos 1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Defender: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Defensor: si pierdes esta batalla, tu nave se retira a una casilla libre de tu planeta natal que eliges tú, en lugar de ser capturada.</translation>
    </message>
    <message>
        <source>If your move is a charge, the same ship may charge once more.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Si tu jugada es una carga, la misma nave puede cargar una vez más.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the cards drawn.</extracomment>
        <translation>
            <numerusform>Roba %n carta.</numerusform>
            <numerusform>Roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>When the sums are equal, you win the battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Si las sumas son iguales, ganas la batalla.</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship instead of letting it retreat.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Defensor: si ganas esta batalla, capturas la nave atacante en lugar de dejar que se retire.</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Nombre del mazo:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s identifier (a short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Cambiar el nombre del mazo</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Cambiar el ID del mazo</translation>
    </message>
    <message>
        <source>Cards of the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card list for a screen reader.</extracomment>
        <translation>Cartas del mazo</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Añadir carta</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Añadir una carta nueva tras la seleccionada</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Añadir una copia de la carta seleccionada</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Quitar la carta seleccionada</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Subir la carta seleccionada en la lista</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Bajar la carta seleccionada en la lista</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of the chosen card&apos;s fields.</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s identifier.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the card&apos;s old name.</extracomment>
        <translation>Renombrar %1</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambiar el ID de %1</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: what the card does, one of the effects the game knows.</extracomment>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: when the card may be played.</extracomment>
        <translation>Se juega</translation>
    </message>
    <message>
        <source>Change when %1 is played</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambiar cuándo se juega %1</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: how many of the card the deck holds.</extracomment>
        <translation>Copias en el mazo</translation>
    </message>
    <message>
        <source>Change the copies of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambiar las copias de %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the dice the card adds or takes.</extracomment>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Change the dice of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambiar los dados de %1</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the cards the card draws.</extracomment>
        <translation>Cartas robadas</translation>
    </message>
    <message>
        <source>Change the cards drawn by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambiar las cartas que roba %1</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s text, what the player reads on it.</extracomment>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Change the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Cambiar el texto de %1</translation>
    </message>
    <message>
        <source>What the game does with it:</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of what the game engine does when the card is played (whatever its text says).</extracomment>
        <translation>Lo que hace el juego con ella:</translation>
    </message>
    <message>
        <source>Use as the card&apos;s text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button: the card&apos;s text becomes the effect&apos;s description shown above it.</extracomment>
        <translation>Usar como texto de la carta</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <extracomment>Workshop, Galactic Warfare card editor: shown in place of the form without a card.</extracomment>
        <translation>Selecciona una carta de la lista o añade una.</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a key&apos;s action (Escape in the card&apos;s form).</extracomment>
        <translation>Volver a la lista de cartas</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading above the card&apos;s picture.</extracomment>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: a card without a name, in undo steps. %1: its place in the list.</extracomment>
        <translation>carta %1</translation>
    </message>
    <message>
        <source>Give %1 the effect %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name; %2: an effect, e.g. &apos;Extra dice&apos;.</extracomment>
        <translation>Dar a %1 el efecto %2</translation>
    </message>
    <message>
        <source>Write the effect as the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Escribir el efecto como texto de %1</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: the name of a new card. %1: a number.</extracomment>
        <translation>Nueva carta %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the new card&apos;s name.</extracomment>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Duplicar %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Subir %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Bajar %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the deck holds, e.g. &apos;50 cards of 16 kinds&apos;. %n: the cards (the copies added up); %1: the different cards, e.g. &apos;16 kinds&apos;.</extracomment>
        <translation>
            <numerusform>%n carta de %1</numerusform>
            <numerusform>%n cartas de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <extracomment>Workshop, Galactic Warfare card editor: inside &apos;50 cards of %1&apos;: the different cards of the deck.</extracomment>
        <translation>
            <numerusform>%n tipo</numerusform>
            <numerusform>%n tipos</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <extracomment>Workshop, Galactic Warfare card editor: a number field&apos;s tool tip, e.g. &apos;From 1 to 50&apos;.</extracomment>
        <translation>De %1 a %2</translation>
    </message>
    <message>
        <source>Rescue a blocked ship</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a blocked ship: one that can neither charge nor attack, a stuck one included).</extracomment>
        <translation>Rescatar una nave bloqueada</translation>
    </message>
    <message>
        <source>One of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Una de tus naves que no puede cargar ni atacar vuelve a una casilla libre de tu planeta natal, sin tirada.</translation>
    </message>
    <message>
        <source>This turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Este turno tu jugada es una carga en diagonal hacia atrás, en el campo de batalla.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Workshop, the raw JSON editor: the value column of a list. %n: the number of its items.</extracomment>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementos</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the file (its JSON name), e.g. &apos;name&apos;.</extracomment>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>Member</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s name (a JSON term).</extracomment>
        <translation>Miembro</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s value.</extracomment>
        <translation>Valor</translation>
    </message>
</context>
<context>
    <name>starboard::editor::PlaytestDialog</name>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a percentage. %1: a number, e.g. &apos;42.5%&apos;.</extracomment>
        <translation>%1 %</translation>
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
        <translation>Partidas de prueba</translation>
    </message>
    <message>
        <source>Nothing (one run)</source>
        <extracomment>Workshop, the Playtest dialog: the first entry of the &apos;Compare with&apos; list: no comparison, a single run.</extracomment>
        <translation>Nada (una sola serie)</translation>
    </message>
    <message>
        <source>A file…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list: choose a content file to compare against.</extracomment>
        <translation>Un archivo…</translation>
    </message>
    <message>
        <source>Variant B: the same games (seeds and players) with this file in place of A&apos;s of its kind.</source>
        <translation>Variante B: las mismas partidas (semillas y jugadores) con este archivo en lugar del de su tipo en A.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a line of the content played. %1: a kind of content, e.g. &apos;Galaxy&apos;; %2: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The rest as shipped with the game.</source>
        <translation>El resto, tal como viene con el juego.</translation>
    </message>
    <message>
        <source>The content shipped with the game.</source>
        <translation>El contenido que viene con el juego.</translation>
    </message>
    <message>
        <source>Content</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the content to be played (a noun).</extracomment>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the number of players.</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the computer player of each seat.</extracomment>
        <translation>Jugadores del ordenador</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label (the number of games to play), a column header and a summary row (a noun, plural).</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the random seed of the first game (a number; noun, a technical term).</extracomment>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Compare with</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the other content to play alongside (variant B).</extracomment>
        <translation>Comparar con</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same games. Press Run.</source>
        <translation>La misma semilla y los mismos ajustes dan siempre las mismas partidas. Pulsa «Ejecutar».</translation>
    </message>
    <message>
        <source>Summary</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the summary of the results.</extracomment>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the games won.</extracomment>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the chart of the games&apos; lengths.</extracomment>
        <translation>Duración de las partidas</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the final scores.</extracomment>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): start playing the games.</extracomment>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button: stop the games being played.</extracomment>
        <translation>Cancelar la serie</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): save the results to a file.</extracomment>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save each game&apos;s figures and the summary as CSV or JSON.</source>
        <translation>Guardar los indicadores de cada partida y el resumen en CSV o JSON.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a seat at the table (screen reader&apos;s name of its chooser). %1: its number from 1, e.g. &apos;Seat 2&apos;.</extracomment>
        <translation>Puesto %1</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player that picks its moves at random, in the seats&apos; choosers.</extracomment>
        <translation>Jugadas al azar</translation>
    </message>
    <message>
        <source>Rules of thumb (heuristic)</source>
        <extracomment>Workshop, the Playtest dialog: a computer player that plays by simple rules, not by searching.</extracomment>
        <translation>Reglas prácticas (heurística)</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2; %2: a computer player, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Puesto %1: %2</translation>
    </message>
    <message>
        <source>%1 is not content of this game (a galaxy, a ship table, Things, a deck, a technology mat or a ruleset).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s name, e.g. &apos;spiral.json&apos;.</extracomment>
        <translation>%1 no es contenido de este juego (una galaxia, una tabla de naves, objetos, un mazo, un tablero de tecnologías o un conjunto de reglas).</translation>
    </message>
    <message>
        <source>B: %1 (%2)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list (B is the variant compared with A, the content edited). %1: the content&apos;s name or file name, e.g. &apos;Short game&apos;; %2: its kind, e.g. &apos;Ruleset&apos;.</extracomment>
        <translation>B: %1 (%2)</translation>
    </message>
    <message>
        <source>Compare with a content file</source>
        <translation>Comparar con un archivo de contenido</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>Archivos de Starboard (*.json)</translation>
    </message>
    <message>
        <source>Export the playtest</source>
        <translation>Exportar las partidas de prueba</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <extracomment>Workshop, the Playtest dialog: the file types of the export dialog. Keep the patterns in brackets and the &apos;;;&apos; between the two types as they are.</extracomment>
        <translation>Tabla CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1: a file&apos;s path; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen.</extracomment>
        <translation>
            <numerusform>Este contenido no admite %n jugador.</numerusform>
            <numerusform>Este contenido no admite %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant B was closed in the Workshop.</source>
        <translation>La variante B se ha cerrado en el Taller.</translation>
    </message>
    <message>
        <source>Cannot write variant B&apos;s unsaved changes to %1.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s path.</extracomment>
        <translation>No se pueden escribir en %1 los cambios sin guardar de la variante B.</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the name of content with changes not yet saved. %1: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1 (cambios sin guardar)</translation>
    </message>
    <message>
        <source>with its unsaved changes</source>
        <extracomment>Workshop, the Playtest dialog: put after the compared content&apos;s name, e.g. &apos;B: Short game (Ruleset) with its unsaved changes&apos;.</extracomment>
        <translation>con sus cambios sin guardar</translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen. Variant B is the content compared with.</extracomment>
        <translation>
            <numerusform>La variante B no admite %n jugador.</numerusform>
            <numerusform>La variante B no admite %n jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played before the run was cancelled.</extracomment>
        <translation>
            <numerusform>Cancelado tras %n partida.</numerusform>
            <numerusform>Cancelado tras %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played; %1: the time in seconds, e.g. &apos;12.3&apos;.</extracomment>
        <translation>
            <numerusform>%n partida jugada en %1 s.</numerusform>
            <numerusform>%n partidas jugadas en %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ too few games to tell</source>
        <translation>⚠ muy pocas partidas para sacar conclusiones</translation>
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
        <translation>95 %: %1</translation>
    </message>
    <message>
        <source>Seat %1 wins</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table. %1: a seat&apos;s number, e.g. 2.</extracomment>
        <translation>Victorias del puesto %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Partidas sin ganador</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Partidas ganadas por el equipo</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Games the team lost</source>
        <translation>Partidas perdidas por el equipo</translation>
    </message>
    <message>
        <source>Games lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Partidas perdidas</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends with a rank. %1: a rank, e.g. &apos;Promoted to Captain&apos;; %2: a percentage; %3: its 95% interval, e.g. &apos;[20.1%, 28.3%]&apos;.</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>out of the game: %1 %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends out of the game. %1: a percentage, %2: its 95% interval.</extracomment>
        <translation>fuera de la partida: %1 %2</translation>
    </message>
    <message>
        <source>Seat %1 ranks: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number, e.g. 2; %2: the ranks and their shares, e.g. &apos;Promoted to Admiral: 12.0% [8.1%, 17.3%], ...&apos;.</extracomment>
        <translation>Rangos del puesto %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the separator between the ranks of a seat (a comma and a space).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>First player&apos;s win rate (decided games): %1, 95%: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a percentage, %2: its 95% interval, e.g. &apos;[38.2%, 45.1%]&apos;.</extracomment>
        <translation>Tasa de victorias del primer jugador (partidas decididas): %1, 95 %: %2</translation>
    </message>
    <message>
        <source>Game length in actions: mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1 and %2: numbers of actions, e.g. &apos;84.2&apos; and &apos;83&apos;.</extracomment>
        <translation>Duración de la partida en acciones: media %1, mediana %2</translation>
    </message>
    <message>
        <source>Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number; %2: the mean score; %3, %4: the 95% interval of the mean; %5, %6: the lowest and highest score.</extracomment>
        <translation>Puntuación del puesto %1: media %2 (95 %: [%3, %4]), mínima %5, máxima %6</translation>
    </message>
    <message>
        <source>Figures (95% confidence intervals)</source>
        <translation>Indicadores (intervalos de confianza del 95 %)</translation>
    </message>
    <message>
        <source>Figure</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s name (a noun: a measured quantity).</extracomment>
        <translation>Indicador</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s value.</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the 95% confidence interval.</extracomment>
        <translation>Intervalo del 95 %</translation>
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
            <numerusform>Comparación: A como arriba; %1 (la misma %n partida y la misma semilla)</numerusform>
            <numerusform>Comparación: A como arriba; %1 (las mismas %n partidas y semillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games B played before it was cancelled.</extracomment>
        <translation>
            <numerusform>B se canceló tras %n partida.</numerusform>
            <numerusform>B se canceló tras %n partidas.</numerusform>
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
        <translation>B − A (intervalo del 95 %)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>percentage points</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a difference of two percentages, in percentage points. %1: a number, e.g. &apos;+3.5 pts&apos;. Keep it short.</extracomment>
        <translation>%1 p. p.</translation>
    </message>
    <message>
        <source>differs</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a note in the comparison table: the two variants differ significantly (a verb, third person).</extracomment>
        <translation>difiere</translation>
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
            <numerusform>⚠ muy pocas partidas para sacar conclusiones: cuenta para el indicador menos de %n partida, o el intervalo del 95 % de una tasa supera los %1 puntos porcentuales. Ejecuta más partidas.</numerusform>
            <numerusform>⚠ muy pocas partidas para sacar conclusiones: cuentan para el indicador menos de %n partidas, o el intervalo del 95 % de una tasa supera los %1 puntos porcentuales. Ejecuta más partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown after a run.</source>
        <translation>Se muestra tras una serie.</translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Proporción de victorias de cada puesto en %n partida</numerusform>
            <numerusform>Proporción de victorias de cada puesto en %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Proporción de victorias y derrotas del equipo en %n partida</numerusform>
            <numerusform>Proporción de victorias y derrotas del equipo en %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Proporción de victorias y derrotas en %n partida</numerusform>
            <numerusform>Proporción de victorias y derrotas en %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody</source>
        <comment>the bar of the games that no seat won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short).</extracomment>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the bar of the games won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games won).</extracomment>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the bar of the games lost</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games lost).</extracomment>
        <translation>Perdidas</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: the bar&apos;s label, e.g. &apos;Seat 2&apos;; %n: the games it counts; %2: all games; %3: a percentage.</extracomment>
        <translation>
            <numerusform>%1: %n de %2 partidas (%3)</numerusform>
            <numerusform>%1: %n de %2 partidas (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>@value%</source>
        <comment>a bar&apos;s label: percent of the games</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the label on a chart&apos;s bars: keep &apos;@value&apos; as it is (the chart puts the number there), then the percent sign.</extracomment>
        <translation>@value %</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Partidas ganadas (%)</translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip in the chart of game lengths. %1: a range of lengths, e.g. &apos;80–89&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>%1 acciones: %n partida</numerusform>
            <numerusform>%1 acciones: %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games; %1 and %2: numbers of actions.</extracomment>
        <translation>
            <numerusform>Duración de %n partida: media %1, mediana %2</numerusform>
            <numerusform>Duración de las %n partidas: media %1, mediana %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions per game (chance outcomes included)</source>
        <translation>Acciones por partida (incluidos los resultados del azar)</translation>
    </message>
    <message numerus="yes">
        <source>Final scores in %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games.</extracomment>
        <translation>
            <numerusform>Puntuaciones finales en %n partida</numerusform>
            <numerusform>Puntuaciones finales en %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: a seat&apos;s number; %2: a score or range of scores, e.g. &apos;10–14&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Puesto %1, puntuación %2: %n partida</numerusform>
            <numerusform>Puesto %1, puntuación %2: %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the title of a chart&apos;s axis (a noun).</extracomment>
        <translation>Puntuación final</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetEditor</name>
    <message>
        <source>Reset to default</source>
        <translation>Restablecer valor estándar</translation>
    </message>
    <message>
        <source>Give the selected parameter its standard value again</source>
        <translation>Devolver al parámetro seleccionado su valor estándar</translation>
    </message>
    <message>
        <source>short-game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty identifier field: an example identifier (lower case, hyphens, no spaces; translate the words if you like).</extracomment>
        <translation>partida-corta</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty name field: an example variant name.</extracomment>
        <translation>Partida corta</translation>
    </message>
    <message>
        <source>Variant &amp;name:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Nombre de la variante:</translation>
    </message>
    <message>
        <source>Variant &amp;id:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label (the variant&apos;s identifier, a short technical name); &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;ID de la variante:</translation>
    </message>
    <message>
        <source>A variant stores only what differs from the standard rules; changed values are bold and marked.</source>
        <translation>Una variante solo guarda lo que difiere de las reglas estándar; los valores cambiados aparecen en negrita y marcados.</translation>
    </message>
    <message>
        <source>Change variant id</source>
        <translation>Cambiar el ID de la variante</translation>
    </message>
    <message>
        <source>Rename variant</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history).</extracomment>
        <translation>Renombrar la variante</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetModel</name>
    <message>
        <source>%1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a range of values. %1 and %2: numbers, e.g. &apos;1 to 6&apos;.</extracomment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Thing ids</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of Things&apos; identifiers (Thing: the game&apos;s term for what lies on a sector).</extracomment>
        <translation>ID de objetos</translation>
    </message>
    <message>
        <source>2 numbers, %1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: two numbers, each in a range. %1 and %2: numbers.</extracomment>
        <translation>2 números, de %1 a %2</translation>
    </message>
    <message>
        <source>ranks</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of ranks (the results at the end of the game).</extracomment>
        <translation>rangos</translation>
    </message>
    <message>
        <source>Changed by this variant (standard: %1)</source>
        <extracomment>Workshop, rule variant editor: a tool tip of a changed value. %1: the standard value, e.g. &apos;3&apos;.</extracomment>
        <translation>Cambiado por esta variante (estándar: %1)</translation>
    </message>
    <message>
        <source>The standard value</source>
        <translation>El valor estándar</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Restablecer el valor estándar de %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <extracomment>Workshop, rule variant editor: a column header: the rule&apos;s parameter (its key).</extracomment>
        <translation>Parámetro</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, rule variant editor: a column header: the parameter&apos;s value in this variant.</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, rule variant editor: a column header: the value in the standard rules.</extracomment>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Allowed</source>
        <extracomment>Workshop, rule variant editor: a column header: the values allowed.</extracomment>
        <translation>Valores permitidos</translation>
    </message>
    <message>
        <source>Meaning</source>
        <extracomment>Workshop, rule variant editor: a column header: what the parameter means (a noun).</extracomment>
        <translation>Significado</translation>
    </message>
    <message>
        <source>%1 to %2 of: %3</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a list of words, each one of those named. %1 and %2: numbers; %3: the words, e.g. &apos;fire | move&apos;.</extracomment>
        <translation>%1 a %2 de: %3</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipTableModel</name>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s old name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Renombrar %1</translation>
    </message>
    <message>
        <source>Change id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambiar el ID de %1</translation>
    </message>
    <message>
        <source>Change cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambiar el coste de %1</translation>
    </message>
    <message>
        <source>Change speed of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambiar la velocidad de %1</translation>
    </message>
    <message>
        <source>Change attack of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambiar el ataque de %1</translation>
    </message>
    <message>
        <source>Change armor of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Cambiar el blindaje de %1</translation>
    </message>
    <message>
        <source>Change chits of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;. Chits: the counters of this ship type in the game.</extracomment>
        <translation>Cambiar las fichas de %1</translation>
    </message>
    <message>
        <source>Change cargo ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>Cambiar la capacidad de carga de %1</translation>
    </message>
    <message>
        <source>Change bounty ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Scavenger&apos;.</extracomment>
        <translation>Cambiar la capacidad de recompensa de %1</translation>
    </message>
    <message>
        <source>Change starbase damage of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Cambiar el daño a bases estelares de %1</translation>
    </message>
    <message>
        <source>Change special text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Cambiar el texto especial de %1</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header (short).</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the identifier (a short technical name). Keep it short.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s price (short).</extracomment>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: sectors a ship moves per turn (short).</extracomment>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Attack</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s attack strength, the game&apos;s term (short).</extracomment>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Armor</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s armor, the game&apos;s term (hits it takes; short).</extracomment>
        <translation>Blindaje</translation>
    </message>
    <message>
        <source>Chits</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: how many counters (chits) of the ship the game has, the game&apos;s term (short).</extracomment>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Cargo</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship carries cargo (short).</extracomment>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Bounty</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship earns money from enemy ships destroyed (short).</extracomment>
        <translation>Recompensa</translation>
    </message>
    <message>
        <source>Starbase dmg</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the damage the ship deals to an enemy Starbase (a side&apos;s home base). &apos;dmg&apos; abbreviates &apos;damage&apos;: keep it short.</extracomment>
        <translation>Daño a base</translation>
    </message>
    <message>
        <source>Special (text for the players)</source>
        <translation>Especial (texto para los jugadores)</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>El nombre que ven los jugadores</translation>
    </message>
    <message>
        <source>The ship&apos;s id in the files (pirates name their ship by it)</source>
        <translation>El ID de la nave en los archivos (los piratas designan su nave con él)</translation>
    </message>
    <message>
        <source>Price to build one ship</source>
        <translation>Precio para construir una nave</translation>
    </message>
    <message>
        <source>Sectors per turn: 1 slow, 2 medium, 3 fast</source>
        <translation>Sectores por turno: 1 lenta, 2 media, 3 rápida</translation>
    </message>
    <message>
        <source>Attack power against ships</source>
        <translation>Poder de ataque contra naves</translation>
    </message>
    <message>
        <source>Damage the ship takes before it is destroyed</source>
        <translation>Daño que aguanta la nave antes de ser destruida</translation>
    </message>
    <message>
        <source>Chits per side: the most ships of this type in play at once</source>
        <translation>Fichas por bando: el máximo de naves de este tipo en juego a la vez</translation>
    </message>
    <message>
        <source>Carries cargo: picks up cargo at a planet and sells it at the Spaceport</source>
        <translation>Transporta carga: la recoge en un planeta y la vende en el puerto espacial</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat it survives</source>
        <translation>Gana 1 $ por cada nave enemiga destruida en un combate al que sobrevive</translation>
    </message>
    <message>
        <source>Damage dealt on entering an enemy Starbase (0: none)</source>
        <translation>Daño causado al entrar en una base estelar enemiga (0: ninguno)</translation>
    </message>
    <message>
        <source>What the special ability does, in words for the players</source>
        <translation>Lo que hace la capacidad especial, explicado para los jugadores</translation>
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
        <translation>Añadir la nave %1</translation>
    </message>
    <message>
        <source>Remove ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Eliminar la nave %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Subir %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Bajar %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipsEditor</name>
    <message>
        <source>Add ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Añadir nave</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Añadir una copia de la nave seleccionada</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Eliminar nave</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Eliminar la nave seleccionada</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type up in the table (a verb).</extracomment>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type down in the table (a verb).</extracomment>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>The engine&apos;s special abilities are the Cargo and Bounty check boxes and the starbase damage; the special text only tells the players about them.</source>
        <translation>Las capacidades especiales que gestiona el motor son las casillas «Carga» y «Recompensa» y el daño a bases estelares; el texto especial solo las describe a los jugadores.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::StartPage</name>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop, the start page: its title, the editor&apos;s name.</extracomment>
        <translation>Taller de Starboard</translation>
    </message>
    <message>
        <source>Make your own galaxies, ship tables, card decks and rule variants. Every change can be undone, the game&apos;s own checks tell what it would refuse, and Play It or Playtest tries your content at once.</source>
        <translation>Crea tus propias galaxias, tablas de naves, mazos de cartas y variantes de reglas. Todo cambio se puede deshacer, las comprobaciones del propio juego indican lo que rechazaría, y «Jugar» o «Partidas de prueba» ponen a prueba tu contenido al instante.</translation>
    </message>
    <message>
        <source>Start a new file:</source>
        <translation>Crear un archivo nuevo:</translation>
    </message>
    <message>
        <source>A new file of this kind, from the one the game ships</source>
        <translation>Un archivo nuevo de este tipo, a partir del que incluye el juego</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Abrir un archivo…</translation>
    </message>
    <message>
        <source>Recent files</source>
        <extracomment>Workshop, the start page: a heading: the files opened lately.</extracomment>
        <translation>Archivos recientes</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <extracomment>Workshop, the start page and the Recover dialog: the heading of the documents that can be recovered.</extracomment>
        <translation>Recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>The Workshop ended without saving these changes:</source>
        <extracomment>Workshop, the start page and the Recover dialog: above the list of documents that can be recovered.</extracomment>
        <translation>El Taller se cerró sin guardar estos cambios:</translation>
    </message>
    <message>
        <source>%1 (never saved), changes of %2</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its name, e.g. &apos;Galaxy (untitled)&apos;; %2: a date and time.</extracomment>
        <translation>%1 (nunca guardado), cambios del %2</translation>
    </message>
    <message>
        <source>%1, changes of %2 (in %3)</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its file&apos;s name; %2: a date and time; %3: the folder of the file.</extracomment>
        <translation>%1, cambios del %2 (en %3)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Workshop, the start page: opens a document recovered after a crash.</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Workshop, the start page: deletes a recovered document&apos;s unsaved changes for good.</extracomment>
        <translation>Descartar</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologiesEditor</name>
    <message>
        <source>Mat name:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s name.</extracomment>
        <translation>Nombre del tablero:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s identifier (a short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the mat&apos;s name</source>
        <translation>Cambiar el nombre del tablero</translation>
    </message>
    <message>
        <source>Change the mat&apos;s id</source>
        <translation>Cambiar el ID del tablero</translation>
    </message>
    <message>
        <source>The mat as the board shows it:</source>
        <translation>El tablero tal como lo muestra el juego:</translation>
    </message>
    <message>
        <source>Each row of the mat has one first-generation technology (left) and one second-generation technology (right) that needs it. The ids are fixed: the game knows each technology&apos;s effect by its id. Double-click a cell, or press F2 or type, to edit it.</source>
        <translation>Cada fila del tablero tiene una tecnología de primera generación (izquierda) y una de segunda generación (derecha) que la necesita. Los identificadores son fijos: el juego conoce el efecto de cada tecnología por su identificador. Haz doble clic en una celda, o pulsa F2 o escribe, para editarla.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyMatPreview</name>
    <message>
        <source>Cost %1, %2 VP</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): the preview of a technology on the mat. %1: its price in wealth; %2: its victory points (&apos;VP&apos; abbreviates victory points). Tight space.</extracomment>
        <translation>Coste %1, %2 PV</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyModel</name>
    <message>
        <source>The engine knows this technology&apos;s effect by its id; it cannot change.</source>
        <translation>El motor reconoce el efecto de esta tecnología por su ID; no se puede cambiar.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s old name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Renombrar %1</translation>
    </message>
    <message>
        <source>Change the row of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambiar la fila de %1</translation>
    </message>
    <message>
        <source>Change the generation of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;. The generation is the technology&apos;s column on the mat (1 or 2).</extracomment>
        <translation>Cambiar la generación de %1</translation>
    </message>
    <message>
        <source>Change the cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambiar el coste de %1</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambiar los puntos de victoria de %1</translation>
    </message>
    <message>
        <source>Change the effect of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambiar el efecto de %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the identifier (a short technical name). Short.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Row</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s row on the mat (a noun). Short.</extracomment>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Generation</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s generation, 1 or 2 (its column on the mat; the game&apos;s term). Short.</extracomment>
        <translation>Generación</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the price in wealth (a noun). Short.</extracomment>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: what the technology does (a noun; the game&apos;s effect). Short.</extracomment>
        <translation>Efecto</translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message>
        <source>Open</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be opened (a verb, as in the menu File &gt; Open).</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter. Its entries are the kinds of content to create (galaxy, ship table, deck ...); an adjective or verb as suits &apos;New galaxy&apos;.</extracomment>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. A submenu of the files opened lately.</extracomment>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb)</extracomment>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb: close the document)</extracomment>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close the &amp;Workshop</source>
        <extracomment>Workshop, the File menu&apos;s entry that closes the Workshop window; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Cerrar el &amp;Taller</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Undo Rename Sirius&apos;.</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Redo Rename Sirius&apos;.</extracomment>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Play It</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the edited content in a new game, to try it (a verb phrase: play this content).</extracomment>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>Play&amp;test…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the Playtest dialog: computer players play the content many times (a noun).</extracomment>
        <translation>Partidas de &amp;prueba…</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>Workshop window: the title of the panel listing the problems found in the document (a noun, plural).</extracomment>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>New document</source>
        <extracomment>Workshop window: the title of a message box about a new document that could not be made.</extracomment>
        <translation>Documento nuevo</translation>
    </message>
    <message>
        <source>Open or create a document (File menu).</source>
        <translation>Abre o crea un documento (menú Archivo).</translation>
    </message>
    <message>
        <source>No problems: the game loads this file.</source>
        <translation>Sin problemas: el juego carga este archivo.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the game refuses this file until they are fixed. Click one to go to it.</source>
        <extracomment>Workshop window: %n: the number of problems found in the document.</extracomment>
        <translation>
            <numerusform>%n problema: el juego rechaza este archivo hasta que se corrija. Haz clic en él para verlo.</numerusform>
            <numerusform>%n problemas: el juego rechaza este archivo hasta que se corrijan. Haz clic en uno para verlo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <extracomment>Workshop window: a button that removes the keys of the file the game does not know. %n: how many.</extracomment>
        <translation>
            <numerusform>Eliminar %n clave desconocida</numerusform>
            <numerusform>Eliminar %n claves desconocidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the keys the game does not know (listed below as &quot;unknown key&quot;); Undo brings them back</source>
        <translation>Eliminar las claves que el juego no conoce (indicadas abajo como «clave desconocida»); «Deshacer» las recupera</translation>
    </message>
    <message>
        <source>Remove the unknown key &apos;%1&apos;</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the content file (its JSON name), e.g. &apos;colour&apos;.</extracomment>
        <translation>Eliminar la clave desconocida «%1»</translation>
    </message>
    <message>
        <source>%1[*] - Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title. %1: the document&apos;s name; keep &apos;[*]&apos; as it is (Qt shows a star there when it has unsaved changes).</extracomment>
        <translation>%1[*] - Taller de Starboard</translation>
    </message>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title when no document is open: the name of the Workshop, the app&apos;s editor.</extracomment>
        <translation>Taller de Starboard</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be saved (a verb, as in the menu File &gt; Save).</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Saved as a draft: the game refuses it until the problems are fixed.</source>
        <translation>Guardado como borrador: el juego lo rechaza hasta que se corrijan los problemas.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <extracomment>Workshop window: a message in the status bar after saving.</extracomment>
        <translation>Guardado.</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>Workshop window: the title of the file dialog (as the menu File &gt; Save As).</extracomment>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Archivos de Starboard (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Workshop window: the title of a message box asking whether to save before closing.</extracomment>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>¿Guardar los cambios de %1 antes de cerrarlo?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>The game cannot load %1 yet: fix the problems listed below first.</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>El juego aún no puede cargar %1: primero corrige los problemas indicados abajo.</translation>
    </message>
    <message>
        <source>Play It</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Play It (play the edited content).</extracomment>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Playtest (computer players play the content many times).</extracomment>
        <translation>Partidas de prueba</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Workshop window: the title of a message box about a recovered document that could not be opened.</extracomment>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Reco&amp;ver Unsaved Work…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the list of documents with changes a Workshop that ended without closing (a crash) left unsaved.</extracomment>
        <translation>Recu&amp;perar el trabajo no guardado…</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Workshop, the Recover dialog&apos;s button that closes it and keeps the unsaved work for later (it is offered again on the start page and at the next start).</extracomment>
        <translation>Más tarde</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <extracomment>Workshop, the Recover dialog&apos;s title (as the menu File &gt; Recover Unsaved Work).</extracomment>
        <translation>Recuperar el trabajo no guardado</translation>
    </message>
    <message>
        <source>%1: choose who plays in the game window&apos;s new-game dialog.</source>
        <extracomment>Workshop window: a message in the status bar after Game &gt; Play It. %1: the content to play, e.g. &apos;Spiral arm and Standard rules&apos;.</extracomment>
        <translation>%1: elige quién juega en el diálogo de nueva partida de la ventana de juego.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message>
        <source>Paint sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: paint sectors onto the map). Keep it short.</extracomment>
        <translation>Pintar sector</translation>
    </message>
    <message>
        <source>Click or drag to add sectors</source>
        <translation>Haz clic o arrastra para añadir sectores</translation>
    </message>
    <message>
        <source>Erase</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb: erase sectors). Keep it short.</extracomment>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Click or drag to remove sectors and their Things</source>
        <translation>Haz clic o arrastra para quitar sectores y sus objetos</translation>
    </message>
    <message>
        <source>Place Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase). A Thing is the game&apos;s term for what lies on a sector (a planet, an asteroid ...). Keep it short.</extracomment>
        <translation>Colocar objeto</translation>
    </message>
    <message>
        <source>Click a sector to fix the chosen Thing on it</source>
        <translation>Haz clic en un sector para fijar en él el objeto elegido</translation>
    </message>
    <message>
        <source>The Thing that Place Thing places</source>
        <translation>El objeto que coloca «Colocar objeto»</translation>
    </message>
    <message>
        <source>Clear Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: remove a fixed Thing). Keep it short.</extracomment>
        <translation>Quitar objeto</translation>
    </message>
    <message>
        <source>Click a sector to remove its fixed Thing</source>
        <translation>Haz clic en un sector para quitar su objeto fijo</translation>
    </message>
    <message>
        <source>Starbase sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar: mark the sectors where a Starbase (the game&apos;s term: a side&apos;s home base) may be placed. Keep it short.</extracomment>
        <translation>Sector de base estelar</translation>
    </message>
    <message>
        <source>Click a sector to allow or forbid a Starbase there. With none marked the players may place their Starbases on any sector the rules allow</source>
        <translation>Haz clic en un sector para permitir o prohibir allí una base estelar. Si no hay ninguno marcado, los jugadores pueden colocar sus bases estelares en cualquier sector que permitan las reglas</translation>
    </message>
    <message>
        <source>Mirror</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): keep the map symmetric, every change mirrored. Keep it short.</extracomment>
        <translation>Espejo</translation>
    </message>
    <message>
        <source>Keep the two halves point-symmetric: every edit also applies to the hex a half turn about the centre maps it to</source>
        <translation>Mantener las dos mitades simétricas respecto al centro: cada cambio se aplica también al hexágono que le corresponde al girar media vuelta alrededor del centro</translation>
    </message>
    <message>
        <source>Fit</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): zoom the map to fit the window. Keep it short.</extracomment>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Show the whole galaxy</source>
        <translation>Mostrar toda la galaxia</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button and a heading: show how the game draws the galaxy (a noun). Keep it short.</extracomment>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>Show the galaxy as the game&apos;s board draws it</source>
        <translation>Mostrar la galaxia tal como la dibuja el tablero del juego</translation>
    </message>
    <message>
        <source>The galaxy&apos;s name, as the players see it</source>
        <translation>El nombre de la galaxia, tal como lo ven los jugadores</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s name.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>The galaxy&apos;s id: lowercase letters, digits and &apos;-&apos; (saved games name the galaxy by it)</source>
        <translation>El ID de la galaxia: letras minúsculas, dígitos y «-» (las partidas guardadas designan la galaxia con él)</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s identifier (a short technical name).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Rename the galaxy to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Renombrar la galaxia como %1</translation>
    </message>
    <message>
        <source>Change the galaxy&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new identifier, e.g. &apos;spiral-arm&apos;.</extracomment>
        <translation>Cambiar el ID de la galaxia a %1</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the heading of the list of checks of the map (a noun, plural: tests the map passes or fails).
----------
Workshop, galaxy editor: the screen reader&apos;s name of the list of checks (as its heading).</extracomment>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>Left button: use the tool (a drag is one step to undo). Right button: move the map. Wheel: zoom.</source>
        <translation>Botón izquierdo: usar la herramienta (un arrastre se deshace en un solo paso). Botón derecho: mover el mapa. Rueda: zoom.</translation>
    </message>
    <message>
        <source>A quick-setup game on this galaxy, drawn by the game&apos;s own board: try placing Things and Starbases on it</source>
        <translation>Una partida con preparación rápida en esta galaxia, dibujada por el propio tablero del juego: prueba a colocar objetos y bases estelares en ella</translation>
    </message>
    <message>
        <source>The preview appears when the game can load the galaxy. First problem:
%1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: a problem found in the galaxy, a sentence.</extracomment>
        <translation>La vista previa aparece cuando el juego puede cargar la galaxia. Primer problema:
%1</translation>
    </message>
    <message>
        <source>The preview cannot write its copy of the galaxy (%1).</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>La vista previa no puede escribir su copia de la galaxia (%1).</translation>
    </message>
    <message>
        <source>Point at a hex to see its coordinates</source>
        <translation>Señala un hexágono para ver sus coordenadas</translation>
    </message>
    <message>
        <source>%1 (in the galaxy)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (en la galaxia)</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (vacío)</translation>
    </message>
    <message>
        <source>Click to show it on the map</source>
        <translation>Haz clic para mostrarlo en el mapa</translation>
    </message>
    <message>
        <source>The galaxy has no sectors</source>
        <translation>La galaxia no tiene sectores</translation>
    </message>
    <message numerus="yes">
        <source>The map is connected (%n sector(s))</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>El mapa es conexo (%n sector)</numerusform>
            <numerusform>El mapa es conexo (%n sectores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors; %1: a sector, e.g. &apos;sector 0,0&apos;.</extracomment>
        <translation>
            <numerusform>%n sector no se puede alcanzar desde el %1</numerusform>
            <numerusform>%n sectores no se pueden alcanzar desde el %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): two sectors side by side. %1 and %2: sectors, e.g. &apos;sector 0,0 and sector 1,0&apos;.</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>No fixed Things: the Galaxy Setting places them when a game starts</source>
        <translation>Ningún objeto fijo: la preparación de la galaxia los coloca al empezar la partida</translation>
    </message>
    <message>
        <source>No fixed Thing is next to another</source>
        <translation>Ningún objeto fijo está junto a otro</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of fixed Things next to each other (%1)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of pairs; %1: the first pair, e.g. &apos;sector 0,0 and sector 1,0&apos;. A fixed Thing: a Thing placed by the designer.</extracomment>
        <translation>
            <numerusform>%n par de objetos fijos contiguos (%1)</numerusform>
            <numerusform>%n pares de objetos fijos contiguos (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The cargo price is set by the Galaxy Setting</source>
        <translation>El precio de la carga lo fija la preparación de la galaxia</translation>
    </message>
    <message>
        <source>No Spaceport among the fixed Things: no cargo can be sold</source>
        <translation>Ningún puerto espacial entre los objetos fijos: no se puede vender carga</translation>
    </message>
    <message>
        <source>No planet can be reached from the Spaceport: the cargo price is $0</source>
        <translation>Ningún planeta es alcanzable desde el puerto espacial: el precio de la carga es 0 $</translation>
    </message>
    <message numerus="yes">
        <source>Cargo price $%1 (the nearest planet is %n move(s) from the Spaceport)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %1: an amount of money (after the dollar sign); %n: a number of moves. Cargo price and Spaceport are the game&apos;s terms.</extracomment>
        <translation>
            <numerusform>Precio de la carga %1 $ (el planeta más cercano está a %n movimiento del puerto espacial)</numerusform>
            <numerusform>Precio de la carga %1 $ (el planeta más cercano está a %n movimientos del puerto espacial)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one Starbase sector is marked: mark one for each player, or none</source>
        <translation>Solo hay un sector de base estelar marcado: marca uno por jugador, o ninguno</translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Dos de los %n sectores de base estelar marcados están a %1 movimientos o más uno de otro y lejos de los objetos</numerusform>
            <numerusform>Dos de los %n sectores de base estelar marcados están a %1 movimientos o más uno de otro y lejos de los objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Entre los %n sectores de base estelar marcados no hay dos a %1 movimientos uno de otro y lejos de los objetos (el juego omite entonces esta regla)</numerusform>
            <numerusform>Entre los %n sectores de base estelar marcados no hay dos a %1 movimientos uno de otro y lejos de los objetos (el juego omite entonces esta regla)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Hay sitio para dos bases estelares a %n movimiento o más una de otra</numerusform>
            <numerusform>Hay sitio para dos bases estelares a %n movimientos o más una de otra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>No hay sitio para dos bases estelares a %n movimiento una de otra y lejos de los objetos (el juego omite entonces esta regla)</numerusform>
            <numerusform>No hay sitio para dos bases estelares a %n movimientos una de otra y lejos de los objetos (el juego omite entonces esta regla)</numerusform>
        </translation>
    </message>
    <message>
        <source>The two halves are point-symmetric</source>
        <translation>Las dos mitades son simétricas respecto al centro</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) differ from their mirror image</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors that break the symmetry.</extracomment>
        <translation>
            <numerusform>%n sector difiere de su imagen especular</numerusform>
            <numerusform>%n sectores difieren de su imagen especular</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s loader accepts the galaxy</source>
        <translation>El cargador del juego acepta la galaxia</translation>
    </message>
    <message>
        <source>Paint sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Painted with the tool &apos;Paint sector&apos;.</extracomment>
        <translation>Pintar sectores</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Añadir el %1</translation>
    </message>
    <message>
        <source>Remove the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Quitar el objeto del %1</translation>
    </message>
    <message>
        <source>Erase sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Erased with the tool &apos;Erase&apos;.</extracomment>
        <translation>Borrar sectores</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Eliminar el %1</translation>
    </message>
    <message>
        <source>Renumber the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Renumerar el objeto del %1</translation>
    </message>
    <message>
        <source>Renumber the Starbase sectors</source>
        <translation>Renumerar los sectores de base estelar</translation>
    </message>
    <message>
        <source>Mark Starbase sectors</source>
        <translation>Marcar sectores de base estelar</translation>
    </message>
    <message>
        <source>Unmark Starbase sectors</source>
        <translation>Desmarcar sectores de base estelar</translation>
    </message>
    <message>
        <source>Allow a Starbase in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Permitir una base estelar en el %1</translation>
    </message>
    <message>
        <source>Forbid Starbases in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Prohibir las bases estelares en el %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;.</extracomment>
        <translation>Colocar %1</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Colocar %1 en el %2</translation>
    </message>
    <message>
        <source>Clear Things</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Cleared with the tool &apos;Clear Thing&apos;. A Thing is the game&apos;s term for what lies on a sector.</extracomment>
        <translation>Quitar objetos</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the screen reader&apos;s name of the map being edited.</extracomment>
        <translation>Mapa de la galaxia</translation>
    </message>
    <message>
        <source>Keyboard: arrows move the white ring, Space or Enter uses the tool, Shift+arrow moves and uses it, Delete erases.</source>
        <translation>Teclado: las flechas mueven el anillo blanco, Espacio o Intro usan la herramienta, Mayús+flecha mueve y la usa, Supr borra.</translation>
    </message>
    <message>
        <source>Fixed Thing: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a Thing&apos;s name, e.g. &apos;Planet&apos;. A fixed Thing is placed by the designer rather than drawn at random.</extracomment>
        <translation>Objeto fijo: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a check&apos;s text, e.g. &apos;2 sector(s) cannot be reached from sector 0,0&apos;.</extracomment>
        <translation>Aviso: %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnCardListModel</name>
    <message>
        <source>Starting card (%1)</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the starting card in the list of cards. %1: its id, e.g. &apos;start&apos;.</extracomment>
        <translation>Carta inicial (%1)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Workshop, spawn deck designer: a card in the list. %1: its number; %2: its id.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No alien yet</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list.</extracomment>
        <translation>Aún sin alienígenas</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s)</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list. %n: aliens on it.</extracomment>
        <translation>
            <numerusform>%n alienígena</numerusform>
            <numerusform>%n alienígenas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnDeckEditor</name>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): a tool bar button (a verb phrase).</extracomment>
        <translation>Añadir carta</translation>
    </message>
    <message>
        <source>Add an empty card after the selected one</source>
        <translation>Añadir una carta vacía tras la seleccionada</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb).</extracomment>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <translation>Añadir una copia de la carta seleccionada</translation>
    </message>
    <message>
        <source>Remove card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb phrase).</extracomment>
        <translation>Eliminar carta</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Quitar la carta seleccionada</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card up in the deck.</extracomment>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move the card up</source>
        <translation>Subir la carta</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card down in the deck.</extracomment>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Move the card down</source>
        <translation>Bajar la carta</translation>
    </message>
    <message>
        <source>Copy card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: copy the whole card.</extracomment>
        <translation>Copiar carta</translation>
    </message>
    <message>
        <source>Copy the selected card</source>
        <translation>Copiar la carta seleccionada</translation>
    </message>
    <message>
        <source>Paste card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: paste a copied card as a new card.</extracomment>
        <translation>Pegar carta</translation>
    </message>
    <message>
        <source>Paste a copied card after the selected one</source>
        <translation>Pegar una carta copiada tras la seleccionada</translation>
    </message>
    <message>
        <source>Spawn cards</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of cards.</extracomment>
        <translation>Cartas de oleada</translation>
    </message>
    <message>
        <source>Alien kind</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the alien kind.</extracomment>
        <translation>Tipo de alienígena</translation>
    </message>
    <message>
        <source>Facing</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the facing.</extracomment>
        <translation>Orientación</translation>
    </message>
    <message>
        <source>The alien a click places (keys 1 to 3 in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the alien kind chooser.</extracomment>
        <translation>El alienígena que coloca un clic (teclas 1 a 3 en la carta)</translation>
    </message>
    <message>
        <source>Where the alien flies, as the card&apos;s reader sees it (Shift+arrow in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the facing chooser.</extracomment>
        <translation>Hacia dónde vuela el alienígena, visto por el lector de la carta (Mayús+flecha en la carta)</translation>
    </message>
    <message>
        <source>Stack, top first</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of aliens stacked on the cell under the cursor, top first.</extracomment>
        <translation>Pila, de arriba abajo</translation>
    </message>
    <message>
        <source>Higher</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien up in its stack.</extracomment>
        <translation>Más arriba</translation>
    </message>
    <message>
        <source>Move the chosen alien up in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Higher&apos; button.</extracomment>
        <translation>Subir al alienígena elegido en su pila</translation>
    </message>
    <message>
        <source>Lower</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien down in its stack.</extracomment>
        <translation>Más abajo</translation>
    </message>
    <message>
        <source>Move the chosen alien down in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Lower&apos; button.</extracomment>
        <translation>Bajar al alienígena elegido en su pila</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, spawn deck designer: a button: remove the chosen alien from its stack.</extracomment>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Remove the chosen alien</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Remove&apos; button.</extracomment>
        <translation>Quitar al alienígena elegido</translation>
    </message>
    <message>
        <source>Move the alien higher in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Higher&apos; button.</extracomment>
        <translation>Subir al alienígena en la pila</translation>
    </message>
    <message>
        <source>Move the alien lower in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Lower&apos; button.</extracomment>
        <translation>Bajar al alienígena en la pila</translation>
    </message>
    <message>
        <source>Remove the alien from the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Remove&apos; button.</extracomment>
        <translation>Quitar al alienígena de la pila</translation>
    </message>
    <message>
        <source>The reader&apos;s district is below the card.</source>
        <extracomment>Workshop, spawn deck designer: under the card&apos;s grid: the side of the card&apos;s reader.</extracomment>
        <translation>El distrito del lector está debajo de la carta.</translation>
    </message>
    <message>
        <source>Alien:</source>
        <extracomment>Workshop, spawn deck designer: a label of the alien kind chooser.</extracomment>
        <translation>Alienígena:</translation>
    </message>
    <message>
        <source>Facing:</source>
        <extracomment>Workshop, spawn deck designer: a label of the facing chooser (where the alien flies).</extracomment>
        <translation>Orientación:</translation>
    </message>
    <message>
        <source>Stack on the cell, top first:</source>
        <extracomment>Workshop, spawn deck designer: a heading above the list of aliens on the cursor&apos;s cell.</extracomment>
        <translation>Pila de la casilla, de arriba abajo:</translation>
    </message>
    <message>
        <source>Seen from the district</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the district whose side the card is laid out from in the preview.</extracomment>
        <translation>Visto desde el distrito</translation>
    </message>
    <message>
        <source>Drawn in the turn of:</source>
        <extracomment>Workshop, spawn deck designer: a label: the card is laid out as in the turn of this district&apos;s player.</extracomment>
        <translation>Robada en el turno de:</translation>
    </message>
    <message>
        <source>Aliens per card by speed</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chart of aliens per card.</extracomment>
        <translation>Alienígenas por carta según la velocidad</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of the deck&apos;s checks.
----------
Workshop, spawn deck designer: a tab: the deck&apos;s checks.</extracomment>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Workshop, spawn deck designer: a tab: the card on the game&apos;s board.</extracomment>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Spawn curve</source>
        <extracomment>Workshop, spawn deck designer: a tab: the chart of aliens per card (the spawn curve).</extracomment>
        <translation>Curva de oleadas</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop, spawn deck designer: a tab: computer teams play the deck.</extracomment>
        <translation>Partidas de prueba</translation>
    </message>
    <message>
        <source>Alien kinds</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the table of alien kinds.</extracomment>
        <translation>Tipos de alienígena</translation>
    </message>
    <message>
        <source>Deck id</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s id field.</extracomment>
        <translation>ID del mazo</translation>
    </message>
    <message>
        <source>Deck name</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s name field.</extracomment>
        <translation>Nombre del mazo</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s id.</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s name.</extracomment>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Alien kinds (a changed id must be changed on the cards too):</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a heading above the alien kinds.</extracomment>
        <translation>Tipos de alienígena (un ID cambiado también debe cambiarse en las cartas):</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>Workshop, spawn deck designer: a tab: the deck&apos;s id, name and alien kinds.</extracomment>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;): the deck&apos;s id or name changed. %1: the new value.</extracomment>
        <translation>Cambiar el ID del mazo a %1</translation>
    </message>
    <message>
        <source>Rename the deck %1</source>
        <extracomment>An undo step&apos;s name: the spawn deck renamed. %1: the new name.</extracomment>
        <translation>Renombrar el mazo como %1</translation>
    </message>
    <message>
        <source>%1 (speed %2)</source>
        <extracomment>Workshop, spawn deck designer: an alien kind in the chooser. %1: its name, e.g. &apos;Yellum&apos;; %2: its speed (spaces per move), e.g. &apos;1&apos;.
----------
Workshop, spawn deck designer, the spawn curve: a series of the chart. %1: an alien kind, e.g. &apos;Yellum&apos;; %2: its speed, e.g. &apos;1&apos;.</extracomment>
        <translation>%1 (velocidad %2)</translation>
    </message>
    <message>
        <source>Spawn card %1</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the card&apos;s grid. %1: the card, e.g. &apos;3. wave-03&apos;.</extracomment>
        <translation>Carta de oleada %1</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: an alien kind, e.g. &apos;Yellum&apos;; %2: a card&apos;s id, e.g. &apos;wave-03&apos;.</extracomment>
        <translation>Colocar %1 en %2</translation>
    </message>
    <message>
        <source>Remove an alien from %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Quitar un alienígena de %1</translation>
    </message>
    <message>
        <source>Reorder a stack on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Reordenar una pila en %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Añadir la carta %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the copied card&apos;s id; %2: the new card&apos;s id.</extracomment>
        <translation>Duplicar %1 como %2</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Eliminar la carta %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Subir %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Bajar %1</translation>
    </message>
    <message>
        <source>Paste card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Pegar la carta %1</translation>
    </message>
    <message>
        <source>The starting card spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: the starting card is empty.</extracomment>
        <translation>La carta inicial no trae ningún alienígena; cada carta debe traer al menos uno.</translation>
    </message>
    <message>
        <source>Card %1 spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: a card is empty. %1: its id.</extracomment>
        <translation>La carta %1 no trae ningún alienígena; cada carta debe traer al menos uno.</translation>
    </message>
    <message>
        <source>Every card spawns at least one alien.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes.</extracomment>
        <translation>Cada carta trae al menos un alienígena.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Piloto experto</translation>
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
            <numerusform>%1 roba %2 cartas de oleada, pero el mazo solo tiene %n.</numerusform>
            <numerusform>%1 roba %2 cartas de oleada, pero el mazo solo tiene %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s).</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 roba %2 de %n carta del mazo.</numerusform>
            <numerusform>%1 roba %2 de las %n cartas del mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Aliens per card, by speed</source>
        <extracomment>Workshop, spawn deck designer: the title of the spawn curve chart.</extracomment>
        <translation>Alienígenas por carta, según la velocidad</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the horizontal axis: the cards in deck order.</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Aliens</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the vertical axis.</extracomment>
        <translation>Alienígenas</translation>
    </message>
    <message>
        <source>A turn&apos;s spawn card brings %1 aliens on average: %2.</source>
        <extracomment>Workshop, spawn deck designer, under the spawn curve. %1: a number, e.g. &apos;3.25&apos;; %2: per kind, e.g. &apos;2.10 Yellum (speed 1), 1.15 Bluvol (speed 2)&apos;.</extracomment>
        <translation>La carta de oleada de un turno trae de media %1 alienígenas: %2.</translation>
    </message>
    <message>
        <source>The preview cannot write its scratch files.</source>
        <extracomment>Workshop, spawn deck designer: shown in place of the board preview.</extracomment>
        <translation>La vista previa no puede escribir sus archivos temporales.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has light enough. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %3: the most aliens a drawn card may have; %n: such cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 roba %2 cartas de oleada de como máximo %3 alienígenas, pero el mazo solo tiene %n.</numerusform>
            <numerusform>%1 roba %2 cartas de oleada de como máximo %3 alienígenas, pero el mazo solo tiene %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s) of at most %3 aliens.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: the deck&apos;s cards it draws from; %3: the most aliens such a card has.</extracomment>
        <translation>
            <numerusform>%1 roba %2 de %n carta del mazo de como máximo %3 alienígenas.</numerusform>
            <numerusform>%1 roba %2 de las %n cartas del mazo de como máximo %3 alienígenas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPainter</name>
    <message>
        <source>Spawn card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the accessible name of the 5 x 5 grid of a spawn card where aliens are placed.</extracomment>
        <translation>Carta de oleada</translation>
    </message>
    <message>
        <source>Click or Space: place the chosen alien on top of the cell&apos;s stack. Right click or Delete: take the top alien off. Arrow keys: move the cursor.</source>
        <translation>Clic o Espacio: coloca el alienígena elegido encima de la pila de la casilla. Clic derecho o Supr: quita el alienígena de encima. Flechas: mueven el cursor.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the cell under the cursor, for screen readers. %1: column 1..5 from the reader&apos;s left; %2: row 1..5 from the far row.</extracomment>
        <translation>Columna %1, fila %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card without aliens. %1: where, e.g. &apos;Column 2, row 3&apos;.</extracomment>
        <translation>%1: vacía</translation>
    </message>
    <message>
        <source>%1, top first: %2</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card with aliens. %1: where, e.g. &apos;Column 2, row 3&apos;; %2: the aliens from the top of the stack down, e.g. &apos;bluvol Toward the reader, yellum Away from the reader&apos;.</extracomment>
        <translation>%1, de arriba abajo: %2</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPlaytest</name>
    <message>
        <source>Games per difficulty</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters), Playtest: the accessible name of the number of games played at each difficulty.</extracomment>
        <translation>Partidas por dificultad</translation>
    </message>
    <message>
        <source>Pilots</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the number of computer pilots in the team.</extracomment>
        <translation>Pilotos</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: play the edited deck at every difficulty.</extracomment>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: stop the games being played.</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the difficulty played.</extracomment>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: games played.</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Team wins</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the share of games the team won, in percent.</extracomment>
        <translation>Victorias del equipo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the 95% confidence interval of the win rate.</extracomment>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>Win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the table of results.</extracomment>
        <translation>Tasa de victorias por dificultad</translation>
    </message>
    <message>
        <source>A team of Standard computer pilots plays the deck as it is now at each difficulty (with the ship cards, equipment and difficulty open in the Workshop, else the shipped ones), the same seeds for each.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the explanation above the settings. Standard: the computer players&apos; level.</extracomment>
        <translation>Un equipo de pilotos del ordenador de nivel Estándar juega el mazo tal como está ahora en cada dificultad (con las cartas de nave, el equipo y la dificultad abiertos en el Taller o, si no, los incluidos en el juego), con las mismas semillas en todas.</translation>
    </message>
    <message>
        <source>Games per difficulty:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of games.</extracomment>
        <translation>Partidas por dificultad:</translation>
    </message>
    <message>
        <source>Pilots:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of computer pilots (players) in the team, 1 to 4.</extracomment>
        <translation>Pilotos:</translation>
    </message>
    <message>
        <source>Cannot write the deck to a scratch file.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: an error.</extracomment>
        <translation>No se puede escribir el mazo en un archivo temporal.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Piloto experto</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; hardest difficulty.</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>The content cannot be played at %1.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: %1: a difficulty, e.g. &apos;Ace&apos;.</extracomment>
        <translation>El contenido no se puede jugar en la dificultad %1.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a win rate. %1: a number, e.g. &apos;40.5&apos;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1% to %2%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a 95% confidence interval of a win rate. %1, %2: numbers, e.g. &apos;31.2&apos; and &apos;50.1&apos;.</extracomment>
        <translation>%1 % a %2 %</translation>
    </message>
    <message>
        <source>Chart of the win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the chart of results.</extracomment>
        <translation>Gráfico del porcentaje de victorias por dificultad</translation>
    </message>
    <message>
        <source>A box per difficulty from the low to the high end of the 95% interval, its middle line the team&apos;s win rate; the table above has the same figures.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible description of the chart.</extracomment>
        <translation>Una caja por dificultad, del extremo inferior al superior del intervalo del 95 %, con el porcentaje de victorias del equipo como línea central; la tabla de arriba tiene las mismas cifras.</translation>
    </message>
    <message>
        <source>Team wins, 95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s legend: the boxes.</extracomment>
        <translation>Victorias del equipo, intervalo del 95 %</translation>
    </message>
    <message>
        <source>Team wins per difficulty (the line: the rate; the box: its 95% interval)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s title.</extracomment>
        <translation>Victorias del equipo por dificultad (la línea: el porcentaje; la caja: su intervalo del 95 %)</translation>
    </message>
    <message>
        <source>Team wins (%)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s vertical axis.</extracomment>
        <translation>Victorias del equipo (%)</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gftables::GfTableEditor</name>
    <message>
        <source>Add a copy</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb phrase).</extracomment>
        <translation>Añadir una copia</translation>
    </message>
    <message>
        <source>Add a copy of the selected row</source>
        <translation>Añadir una copia de la fila seleccionada</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb).</extracomment>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Eliminar la fila seleccionada</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row up.</extracomment>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row down.</extracomment>
        <translation>Bajar</translation>
    </message>
</context>
<context>
    <name>starboard::figures</name>
    <message>
        <source>Seat %1 wins</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1, e.g. &apos;Seat 2 wins&apos;.</extracomment>
        <translation>Gana el puesto %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Partidas sin ganador</translation>
    </message>
    <message>
        <source>First player wins (decided games)</source>
        <translation>Gana el primer jugador (partidas decididas)</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). A solitaire&apos;s share of games won.</extracomment>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Partidas ganadas por el equipo</translation>
    </message>
    <message>
        <source>Game length (actions)</source>
        <translation>Duración de la partida (acciones)</translation>
    </message>
    <message>
        <source>Seat %1 score</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (its mean final score).</extracomment>
        <translation>Puntuación del puesto %1</translation>
    </message>
    <message>
        <source>Seat %1 rank: %2</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1; %2: a rank, e.g. &apos;Promoted to Captain&apos; (how often the seat ends with it).</extracomment>
        <translation>Rango del puesto %1: %2</translation>
    </message>
    <message>
        <source>Seat %1 out of the game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (how often the seat is out of the game at the end).</extracomment>
        <translation>Puesto %1 fuera de la partida</translation>
    </message>
    <message>
        <source>Lowest rank in the team: %1</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>Rango más bajo del equipo: %1</translation>
    </message>
    <message>
        <source>A seat of the team out of the game</source>
        <translation>Un puesto del equipo fuera de la partida</translation>
    </message>
    <message>
        <source>Score per player (still in the game)</source>
        <translation>Puntuación por jugador (aún en la partida)</translation>
    </message>
    <message>
        <source>Points from systems per player</source>
        <translation>Puntos de sistemas por jugador</translation>
    </message>
    <message>
        <source>Points from technology per player</source>
        <translation>Puntos de tecnología por jugador</translation>
    </message>
    <message>
        <source>Points from bonuses per player (exploration, scientific, warlord)</source>
        <translation>Puntos de bonificaciones por jugador (exploración, científico, señor de la guerra)</translation>
    </message>
    <message>
        <source>Systems aligned per player</source>
        <translation>Sistemas aliados por jugador</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike on a Starbase</source>
        <translation>Terminada por un ataque de Bombardero a una base estelar</translation>
    </message>
    <message>
        <source>Ended by a combat at a Starbase</source>
        <translation>Terminada por un combate en una base estelar</translation>
    </message>
    <message>
        <source>Ended by a Starbase&apos;s decay</source>
        <translation>Terminada por el desgaste de una base estelar</translation>
    </message>
    <message>
        <source>Ended by a concession</source>
        <translation>Terminada por rendición</translation>
    </message>
    <message>
        <source>Ended another way (not over)</source>
        <translation>Terminada de otra forma (sin acabar)</translation>
    </message>
    <message>
        <source>%1 bought per game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean bought per game).</extracomment>
        <translation>%1: comprados por partida</translation>
    </message>
    <message>
        <source>%1 lost per game (both seats)</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean lost per game).</extracomment>
        <translation>%1: perdidos por partida (ambos puestos)</translation>
    </message>
    <message>
        <source>Cargo sold per game</source>
        <translation>Cargas vendidas por partida</translation>
    </message>
    <message>
        <source>Money earned from cargo per game</source>
        <translation>Dinero ganado con la carga por partida</translation>
    </message>
    <message>
        <source>Combats per game</source>
        <translation>Combates por partida</translation>
    </message>
    <message>
        <source>Bomber strikes on a Starbase per game</source>
        <translation>Ataques de Bombardero a una base estelar por partida</translation>
    </message>
    <message>
        <source>Bombers destroyed away from the enemy Starbase per game</source>
        <translation>Bombarderos destruidos lejos de la base estelar enemiga por partida</translation>
    </message>
    <message>
        <source>Combats at a Starbase per game</source>
        <translation>Combates en una base estelar por partida</translation>
    </message>
    <message>
        <source>Combats at a Starbase with its owner&apos;s ships defending per game</source>
        <translation>Combates en una base estelar defendida por naves de su dueño, por partida</translation>
    </message>
    <message>
        <source>Moves between the two Starbases</source>
        <translation>Movimientos entre las dos bases estelares</translation>
    </message>
    <message>
        <source>Won by the player who placed the Starbase second</source>
        <translation>Ganada por el jugador que colocó su base estelar en segundo lugar</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike before the fourth turn</source>
        <translation>Terminada por un ataque de Bombardero antes del cuarto turno</translation>
    </message>
    <message>
        <source>Lost: districts invaded</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galaxy Fighters: the team lost because enough districts were invaded.</extracomment>
        <translation>Perdida: distritos invadidos</translation>
    </message>
    <message>
        <source>Lost: no ship left in the shipyard</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: the team lost because a destroyed ship could not be replaced from the shipyard.</extracomment>
        <translation>Perdida: no quedan naves en el astillero</translation>
    </message>
    <message>
        <source>Districts invaded per game</source>
        <translation>Distritos invadidos por partida</translation>
    </message>
    <message>
        <source>Invaders per game</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: aliens in the invader spaces of all four districts at the end of a game.</extracomment>
        <translation>Invasores por partida</translation>
    </message>
    <message>
        <source>Ships destroyed per game</source>
        <translation>Naves destruidas por partida</translation>
    </message>
    <message>
        <source>Aliens shot per game</source>
        <translation>Alienígenas abatidos por partida</translation>
    </message>
    <message>
        <source>Rounds per game</source>
        <translation>Rondas por partida</translation>
    </message>
    <message>
        <source>Won by capturing every enemy ship</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galactic Warfare: the loser had no ship left in play.</extracomment>
        <translation>Ganada capturando todas las naves enemigas</translation>
    </message>
    <message>
        <source>Won by invading the enemy planet</source>
        <extracomment>Galactic Warfare: the winner held every square of the loser&apos;s home planet.</extracomment>
        <translation>Ganada invadiendo el planeta enemigo</translation>
    </message>
    <message>
        <source>Ended by two passes</source>
        <extracomment>Galactic Warfare: neither player could move (two passes in a row).</extracomment>
        <translation>Terminada por dos pases</translation>
    </message>
    <message>
        <source>Ended by the turn limit</source>
        <translation>Terminada por el límite de turnos</translation>
    </message>
    <message>
        <source>Drawn (equal ships in play)</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: games ended by the turn limit or by two passes with the same number of ships in play on both sides.</extracomment>
        <translation>Empate (mismas naves en juego)</translation>
    </message>
    <message>
        <source>Turns per game (both players)</source>
        <extracomment>Galactic Warfare: turns per game, each player&apos;s turn counted.</extracomment>
        <translation>Turnos por partida (ambos jugadores)</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Batallas por partida</translation>
    </message>
    <message>
        <source>Attacks cancelled by a shield per game</source>
        <translation>Ataques anulados por un escudo por partida</translation>
    </message>
    <message>
        <source>Stuck ships&apos; retreat attempts per game</source>
        <extracomment>Galactic Warfare: a stuck ship&apos;s attempts to go home on doubles.</extracomment>
        <translation>Intentos de retirada de naves atascadas por partida</translation>
    </message>
    <message>
        <source>Passes per game</source>
        <translation>Pases por partida</translation>
    </message>
    <message>
        <source>Ships in an enemy planet at the end</source>
        <extracomment>Galactic Warfare: ships inside the enemy home planet at the end (both sides).</extracomment>
        <translation>Naves en un planeta enemigo al final</translation>
    </message>
    <message>
        <source>Cards played per game</source>
        <translation>Cartas jugadas por partida</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: %1 a card, e.g. &apos;Hyperdrive&apos; (the share of games in which it was played).</extracomment>
        <translation>%1 jugada</translation>
    </message>
    <message>
        <source>Battles won by the attacker (%)</source>
        <extracomment>Galactic Warfare: among the battles of a game that were fought, the percentage the attacker won (a mean over the games with a battle).</extracomment>
        <translation>Batallas ganadas por el atacante (%)</translation>
    </message>
</context>
<context>
    <name>starboard::gc::GcController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>No hay ninguna partida en el tablero.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Espera al dado y a las cartas.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Command board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Pasa la pantalla a %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Command board: the prompt of the active player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Es el turno de %1.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <extracomment>Galaxy Command board: a notice shown briefly. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: what the player collected, e.g. &apos;collects 2 metal and 1 wealth&apos;.</extracomment>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>military</source>
        <extracomment>Galaxy Command board: the label of the bonus added to an attack&apos;s die roll: the player&apos;s military strength (a noun; short, under the number in the roll panel).</extracomment>
        <translation>fuerza militar</translation>
    </message>
    <message>
        <source>Aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system joins the Empire (short).</extracomment>
        <translation>Aliado</translation>
    </message>
    <message>
        <source>Not aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system does not join (short).</extracomment>
        <translation>No aliado</translation>
    </message>
    <message>
        <source>Coup!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup succeeded (short).</extracomment>
        <translation>¡Golpe!</translation>
    </message>
    <message>
        <source>Coup fails</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup failed (short).</extracomment>
        <translation>Golpe fallido</translation>
    </message>
    <message>
        <source>force</source>
        <extracomment>Galaxy Command board: the label of the bonus added to a revolt&apos;s or invasion&apos;s roll: the event&apos;s force (a noun; short, under the number in the roll panel).</extracomment>
        <translation>fuerza</translation>
    </message>
    <message>
        <source>Revolt!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt succeeded, the system leaves (short).</extracomment>
        <translation>¡Revuelta!</translation>
    </message>
    <message>
        <source>Stays loyal</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt failed, the system stays in the Empire (short).</extracomment>
        <translation>Se mantiene leal</translation>
    </message>
    <message>
        <source>System lost</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion took the system (short).</extracomment>
        <translation>Sistema perdido</translation>
    </message>
    <message>
        <source>Repelled</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion was beaten off (short).</extracomment>
        <translation>Invasión repelida</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Galaxy Command board: a player&apos;s line on the event card while the event waits for another player&apos;s die roll or choice.</extracomment>
        <translation>Esperando…</translation>
    </message>
    <message>
        <source>This is the sector of %1.</source>
        <extracomment>Galaxy Command board: why a card cannot be used. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Es el sector de %1.</translation>
    </message>
    <message>
        <source>Discovered.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen: it is already discovered.</extracomment>
        <translation>Descubierta.</translation>
    </message>
    <message>
        <source>This is the technology mat of %1.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Es el tablero de tecnologías de %1.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step, after collecting.</source>
        <translation>Las tecnologías se descubren en el paso de construcción, después de recolectar.</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the action step where you explore or conquer). Short.</extracomment>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Collect</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: collect production). Short.</extracomment>
        <translation>Recolectar</translation>
    </message>
    <message>
        <source>Build</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: build military strength and discover). Short.</extracomment>
        <translation>Construir</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the event cards of the year). Short.</extracomment>
        <translation>Evento</translation>
    </message>
    <message>
        <source>An event card is turned over…</source>
        <translation>Se revela una carta de evento…</translation>
    </message>
    <message>
        <source>The die is rolling…</source>
        <translation>Rueda el dado…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy Command board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Esperando a %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy Command board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn your explore or conquer succeeds without a roll. Click a system, or bide time.</source>
        <translation>Diplomacia interestelar: este turno tu exploración o conquista tiene éxito sin tirada. Haz clic en un sistema o elige esperar.</translation>
    </message>
    <message>
        <source>Click a face-down system to explore it or an unaligned one to conquer it, or bide time.</source>
        <translation>Haz clic en un sistema boca abajo para explorarlo o en uno no aliado para conquistarlo, o elige esperar.</translation>
    </message>
    <message>
        <source>Interspecies Commerce: trade %1 metal for %2 wealth or %1 wealth for %2 metal, or keep your storage.</source>
        <extracomment>Galaxy Command board: the prompt after collecting with the technology Interspecies Commerce. %1 and %2: numbers (2 and 1).</extracomment>
        <translation>Comercio entre especies: cambia %1 de metal por %2 de riqueza o %1 de riqueza por %2 de metal, o conserva tu reserva.</translation>
    </message>
    <message>
        <source>Build military strength (%1 metal and %2 wealth) and discover a technology, once each, then end your turn.</source>
        <extracomment>Galaxy Command board: the prompt of the build step. %1 and %2: numbers.</extracomment>
        <translation>Aumenta tu fuerza militar (%1 de metal y %2 de riqueza) y descubre una tecnología, una vez cada cosa; luego termina tu turno.</translation>
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
            <numerusform>%n puntos, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5</source>
        <extracomment>Galaxy Command, the game over summary: the parts of the score, each a number of points. &apos;exploration&apos;, &apos;scientific&apos; and &apos;warlord&apos; are the rulebook&apos;s bonus names: all nine cards explored, all eight technologies discovered, all nine systems aligned.</extracomment>
        <translation>Sistemas %1 · tecnologías %2 · exploración %3 · científico %4 · señor de la guerra %5</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>No existe esa carta de sistema.</translation>
    </message>
</context>
<context>
    <name>starboard::gf::GfController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>No hay ninguna partida en el tablero.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Espera a las cartas y a los dados.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Fighters board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Pasa la pantalla a %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Fighters board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Es el turno de %1.</translation>
    </message>
    <message>
        <source>Cockpit</source>
        <extracomment>Galaxy Fighters: a phase of the game (the pilots fit out their ships).</extracomment>
        <translation>Cabina</translation>
    </message>
    <message>
        <source>Spawn</source>
        <extracomment>Galaxy Fighters: a phase of the turn (a spawn card lands aliens).</extracomment>
        <translation>Oleada</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the player uses the command dice).</extracomment>
        <translation>Órdenes</translation>
    </message>
    <message>
        <source>Approach</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the aliens move towards the district).</extracomment>
        <translation>Aproximación</translation>
    </message>
    <message>
        <source>Choose the weapon system of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Elige el sistema de armas de la nave de %1.</translation>
    </message>
    <message>
        <source>Choose the bonus command tile of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Elige la ficha de orden extra de la nave de %1.</translation>
    </message>
    <message>
        <source>Choose the engine modification of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Elige la modificación de motor de la nave de %1.</translation>
    </message>
    <message>
        <source>%1 is full: choose the neighbouring district the invader goes to.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district whose invader spaces are full.</extracomment>
        <translation>%1 está lleno: elige el distrito vecino al que va el invasor.</translation>
    </message>
    <message>
        <source>%1&apos;s ship: use your dice (Fire, a highlighted space to move, Weapon, Engine, Special), then End turn.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Nave de %1: usa tus dados (Fuego, una casilla resaltada para moverte, Arma, Motor, Especial) y luego «Terminar turno».</translation>
    </message>
    <message>
        <source>A spawn card lands its aliens.</source>
        <translation>Una carta de oleada hace aterrizar sus alienígenas.</translation>
    </message>
    <message>
        <source>The cards and dice are dealt.</source>
        <translation>Se reparten las cartas y los dados.</translation>
    </message>
    <message>
        <source>%1 flies %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt while another player decides. %1: a player&apos;s name; %2: the district whose ship it is.</extracomment>
        <translation>%1 pilota la nave de %2.</translation>
    </message>
    <message>
        <source>That is not a space of the board.</source>
        <translation>Eso no es una casilla del tablero.</translation>
    </message>
    <message>
        <source>The Side Cannon hits the closest alien to the left or right only.</source>
        <extracomment>Galaxy Fighters board: a click on a space the Side Cannon cannot hit.</extracomment>
        <translation>El Cañón lateral solo alcanza al alienígena más cercano a la izquierda o a la derecha.</translation>
    </message>
    <message>
        <source>The board shows what happened, step by step.</source>
        <extracomment>Galaxy Fighters board: the prompt while the board plays out what happened step by step (a moment without a sentence of its own).</extracomment>
        <translation>El tablero muestra lo que ha pasado, paso a paso.</translation>
    </message>
    <message>
        <source>Rolling</source>
        <extracomment>Galaxy Fighters board: a die being rolled again (its symbol not known yet).</extracomment>
        <translation>Tirando</translation>
    </message>
    <message>
        <source>%1: %2 spawn cards left, %3 backup ships left.</source>
        <extracomment>Galaxy Fighters, the game-over summary. %1: the difficulty, e.g. &apos;Expert Pilot&apos;; %2: spawn cards not played; %3: backup ships left in the shipyard.</extracomment>
        <translation>%1: quedan %2 cartas de aparición y %3 naves de reserva.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n ship(s) lost, invaders %3/%4.</source>
        <extracomment>Galaxy Fighters, the game-over summary: one district. %1: the district, e.g. &apos;Rocketown&apos;; %2: its pilot; %n: its ships lost; %3: invaders; %4: invader spaces.</extracomment>
        <translation>
            <numerusform>%1 (%2): %n nave perdida, invasores %3/%4.</numerusform>
            <numerusform>%1 (%2): %n naves perdidas, invasores %3/%4.</numerusform>
        </translation>
    </message>
    <message>
        <source>At least one command die must be used: to move, press M or click a space next to your ship.</source>
        <extracomment>Galaxy Fighters board: why End turn does nothing. M: the Move key.</extracomment>
        <translation>Hay que usar al menos un dado de órdenes: para moverte, pulsa M o haz clic en una casilla junto a tu nave.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the engine (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while an engine that flies the ship aims.</extracomment>
        <translation>Haz clic en una casilla resaltada para el motor (o elígela con las flechas e Intro), o en Cancelar.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the defence tile (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a Phalanx places a defence tile.</extracomment>
        <translation>Haz clic en una casilla resaltada para la ficha de defensa (o elígela con las flechas e Intro), o en Cancelar.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the special weapon (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a special weapon aims.</extracomment>
        <translation>Haz clic en una casilla resaltada para el arma especial (o elígela con las flechas e Intro), o en Cancelar.</translation>
    </message>
    <message>
        <source>all in turn</source>
        <extracomment>Galaxy Fighters, the game-over summary: the pilot of the ship that 3 players fly in turn.</extracomment>
        <translation>todos por turnos</translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left (Starbase: the game&apos;s term, a side&apos;s home base).</extracomment>
        <translation>Fin del turno de %1: producción %2 $, blindaje de la base estelar %3.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1: el %2 recoge carga.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: the Cargo Price, after the dollar sign.</extracomment>
        <translation>%1: el %2 vende su carga por %3 $.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1: el %2 golpea la base estelar de %3 y causa %4 de daño.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;, or &apos;Pirates&apos;; %n: the number of ships.</extracomment>
        <translation>
            <numerusform>%1 ha perdido %n nave</numerusform>
            <numerusform>%1 ha perdido %n naves</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the damage, a number.</extracomment>
        <translation>la base estelar de %1 ha sufrido %2 de daño</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign. Scavenger: a ship type.</extracomment>
        <translation>%1 gana %2 $ gracias a los Carroñeros</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the start of the game). Short.</extracomment>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Movement</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the ships move). Short.</extracomment>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun). Short.</extracomment>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Pirates</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the pirates move and fight). Short.</extracomment>
        <translation>Piratas</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a verb or a noun: the purchase of ships). Short.</extracomment>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Production</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the money earned at the end of the turn). Short.</extracomment>
        <translation>Producción</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galaxy of D board: the result. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 gana.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Ruedan los dados…</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy of D board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Pasa la pantalla a %1.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy of D board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Esperando a %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy of D board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Bid for the right to place your Starbase first: rise or pass.</source>
        <translation>Puja por el derecho a colocar primero tu base estelar: sube o pasa.</translation>
    </message>
    <message>
        <source>You cannot rise above your money: pass.</source>
        <translation>No puedes subir por encima de tu dinero: pasa.</translation>
    </message>
    <message>
        <source>Place your Starbase on a highlighted sector.</source>
        <translation>Coloca tu base estelar en un sector resaltado.</translation>
    </message>
    <message>
        <source>Buy your starting ships in secret, then press Done.</source>
        <translation>Compra en secreto tus naves iniciales y luego pulsa «Hecho».</translation>
    </message>
    <message>
        <source>Select a stack of your ships, then click a highlighted sector. Press End movement when you are done.</source>
        <translation>Selecciona una pila de tus naves y haz clic en un sector resaltado. Pulsa «Terminar movimiento» cuando acabes.</translation>
    </message>
    <message>
        <source>Click a highlighted sector to move the selected ships.</source>
        <translation>Haz clic en un sector resaltado para mover las naves seleccionadas.</translation>
    </message>
    <message>
        <source>Choose the combat to resolve next (highlighted).</source>
        <translation>Elige el próximo combate que resolver (resaltado).</translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <extracomment>Galaxy of D board: the prompt in a combat. %n: the points of attack not yet absorbed by the ships chosen.</extracomment>
        <translation>
            <numerusform>Elige la siguiente nave que recibe el fuego: queda %n punto de ataque por absorber.</numerusform>
            <numerusform>Elige la siguiente nave que recibe el fuego: quedan %n puntos de ataque por absorber.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the pirate that moves next (highlighted).</source>
        <translation>Elige el pirata que se mueve a continuación (resaltado).</translation>
    </message>
    <message>
        <source>Buy ships for your Starbase, then end your turn.</source>
        <translation>Compra naves para tu base estelar y luego termina tu turno.</translation>
    </message>
    <message>
        <source>Starbase armor at the end: %1 %2, %3 %4.</source>
        <extracomment>Galaxy of D board: the game over summary. %1 and %3: the sides, &apos;Redog&apos; and &apos;Cynder&apos;; %2 and %4: their Starbases&apos; armor, numbers.</extracomment>
        <translation>Blindaje de las bases estelares al final: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Secret purchase: $%1 of $%2</source>
        <extracomment>Galaxy of D board: the shop&apos;s status during the hidden purchase. %1: the money spent; %2: the player&apos;s money (both after the dollar sign).</extracomment>
        <translation>Compra secreta: %1 $ de %2 $</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>No hay ninguna partida en el tablero.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Ahora no te toca decidir.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed on a Thing.</source>
        <translation>No se puede colocar una base estelar sobre un objeto.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed next to a Thing.</source>
        <translation>No se puede colocar una base estelar junto a un objeto.</translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <extracomment>Galaxy of D board: why a Starbase cannot be placed there. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>Una base estelar debe estar al menos a %n sector de la otra.</numerusform>
            <numerusform>Una base estelar debe estar al menos a %n sectores de la otra.</numerusform>
        </translation>
    </message>
    <message>
        <source>These ships have no moves left this turn.</source>
        <translation>A estas naves no les quedan movimientos este turno.</translation>
    </message>
    <message>
        <source>Select one of your stacks first.</source>
        <translation>Selecciona primero una de tus pilas.</translation>
    </message>
    <message>
        <source>Out of reach: every way there passes through a sector with enemy ships or Pirates, where a ship must stop.</source>
        <translation>Fuera de alcance: todos los caminos hasta allí pasan por un sector con naves enemigas o piratas, donde una nave debe detenerse.</translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <extracomment>Galaxy of D board: why the ships cannot move there. %n: the moves left.</extracomment>
        <translation>
            <numerusform>Fuera de alcance: a las naves seleccionadas les queda %n movimiento.</numerusform>
            <numerusform>Fuera de alcance: a las naves seleccionadas les quedan %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no combat to resolve there.</source>
        <translation>Ahí no hay ningún combate que resolver.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted pirates.</source>
        <translation>Elige uno de los piratas resaltados.</translation>
    </message>
    <message>
        <source>Nothing to do on the board now.</source>
        <translation>Ahora no hay nada que hacer en el tablero.</translation>
    </message>
    <message>
        <source>Ships can be selected for moving in your movement phase.</source>
        <translation>Las naves se seleccionan para moverlas en tu fase de movimiento.</translation>
    </message>
    <message>
        <source>This ship has no moves left this turn.</source>
        <translation>A esta nave no le quedan movimientos este turno.</translation>
    </message>
    <message>
        <source>This ship is already on top.</source>
        <translation>Esta nave ya está encima.</translation>
    </message>
    <message>
        <source>You can choose the top ship of your stacks while you decide in your own turn.</source>
        <translation>Puedes elegir la nave de encima de tus pilas cuando te toca decidir en tu propio turno.</translation>
    </message>
    <message>
        <source>A ship of the same kind is already on top.</source>
        <translation>Ya hay encima una nave del mismo tipo.</translation>
    </message>
    <message>
        <source>You can buy ships in your buy phase.</source>
        <translation>Puedes comprar naves en tu fase de compra.</translation>
    </message>
    <message>
        <source>Unknown ship.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought (an error).</extracomment>
        <translation>Nave desconocida.</translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %n: the number of chits (the game&apos;s term: the counters of a ship type).</extracomment>
        <translation>
            <numerusform>La ficha de esta nave (%n en total) ya está en juego.</numerusform>
            <numerusform>Las %n fichas de esta nave ya están en juego.</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs $%1, you have $%2.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %1: the price; %2: the player&apos;s money (both after the dollar sign).</extracomment>
        <translation>Cuesta %1 $ y tienes %2 $.</translation>
    </message>
    <message>
        <source>There is nothing to finish now.</source>
        <translation>Ahora no hay nada que terminar.</translation>
    </message>
    <message>
        <source>There is no bidding now.</source>
        <translation>Ahora no hay ninguna puja.</translation>
    </message>
    <message>
        <source>A rise must be at least $%1.</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the least bid allowed, after the dollar sign.</extracomment>
        <translation>Una subida debe ser de al menos %1 $.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the player&apos;s money, after the dollar sign.</extracomment>
        <translation>No puedes pujar más que tu dinero (%1 $).</translation>
    </message>
    <message>
        <source>It is not your turn to choose a casualty.</source>
        <translation>No te toca elegir una baja.</translation>
    </message>
    <message>
        <source>Choose one of your own ships in this combat that has not been chosen.</source>
        <translation>Elige una de tus propias naves de este combate que aún no se haya elegido.</translation>
    </message>
</context>
<context>
    <name>starboard::gw::GwController</name>
    <message>
        <source>Who starts</source>
        <extracomment>Galactic Warfare: a phase of the game on the phase track (the dice for the first turn and the choice of who starts).</extracomment>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galactic Warfare: a phase of the turn (a charge, an attack or a retreat attempt, and the cards played before it).</extracomment>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards and the dice of an attack).</extracomment>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>After the move</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards played after the move).</extracomment>
        <translation>Tras la jugada</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>No hay ninguna partida en el tablero.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Espera a las cartas y a los dados.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galactic Warfare board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Pasa la pantalla a %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galactic Warfare board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Es el turno de %1.</translation>
    </message>
    <message>
        <source>%1: click the enemy ship to take a power-up from.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1: haz clic en la nave enemiga a la que quitar una mejora.</translation>
    </message>
    <message>
        <source>%1: click your ship that gets the power-up.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1: haz clic en tu nave que recibe la mejora.</translation>
    </message>
    <message>
        <source>%1: click a highlighted ship.</source>
        <extracomment>Galactic Warfare board: a card that needs a square. %1: the card&apos;s name.</extracomment>
        <translation>%1: haz clic en una nave resaltada.</translation>
    </message>
    <message>
        <source>You rolled %1 against %2: who moves first?</source>
        <extracomment>Galactic Warfare board: after the roll for the first turn. %1: the viewer&apos;s die, %2: the other&apos;s, e.g. &apos;You rolled 5 against 2: who moves first?&apos;</extracomment>
        <translation>Has sacado %1 contra %2: ¿quién juega primero?</translation>
    </message>
    <message>
        <source>Click a lit square to charge or attack, or another of your ships.</source>
        <translation>Haz clic en una casilla resaltada para cargar o atacar, o en otra de tus naves.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass, or play a card.</source>
        <translation>Ninguna de tus naves puede mover: pasa o juega una carta.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships, or play a card first.</source>
        <translation>Tu jugada: haz clic en una de tus naves, o juega antes una carta.</translation>
    </message>
    <message>
        <source>One more charge: click a ship and where it goes, or make none.</source>
        <translation>Una carga más: haz clic en una nave y en su destino, o renuncia.</translation>
    </message>
    <message>
        <source>The dice are rolled: play a card, or none.</source>
        <translation>Los dados están tirados: juega una carta o ninguna.</translation>
    </message>
    <message>
        <source>A battle: play a card before the roll, or none.</source>
        <translation>Una batalla: juega una carta antes de la tirada, o ninguna.</translation>
    </message>
    <message>
        <source>Choose the square of the home planet where the retreating ship lands.</source>
        <translation>Elige la casilla del planeta natal donde aterriza la nave en retirada.</translation>
    </message>
    <message>
        <source>Play a card after your move, or end the turn.</source>
        <translation>Juega una carta después de tu jugada, o termina el turno.</translation>
    </message>
    <message>
        <source>%1: %2 (cancelled)</source>
        <extracomment>Galactic Warfare board: a card played in the battle and cancelled. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements (cancelled)&apos;.</extracomment>
        <translation>%1: %2 (anulada)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galactic Warfare board: a card played in the battle. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>I move first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts.</extracomment>
        <translation>Juego yo primero</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>%1 juega primero</translation>
    </message>
    <message>
        <source>Let %1 choose</source>
        <extracomment>Galactic Warfare board: a button: the other player chooses who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>Que elija %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galactic Warfare board: a button (no ship can move).</extracomment>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Galactic Warfare board: a button.</extracomment>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>No further charge</source>
        <extracomment>Galactic Warfare board: a button: the extra charge a card allows is not used.</extracomment>
        <translation>No cargar más</translation>
    </message>
    <message>
        <source>Play no card</source>
        <extracomment>Galactic Warfare board: a button in a battle.</extracomment>
        <translation>No jugar carta</translation>
    </message>
    <message>
        <source>Try to retreat (doubles)</source>
        <extracomment>Galactic Warfare board: a button: the selected stuck ship tries to go home (two dice, doubles).</extracomment>
        <translation>Intentar retirada (dobles)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galactic Warfare board: a button: drop the selected ship or card.</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Eso no es una casilla del tablero.</translation>
    </message>
    <message>
        <source>The retreating ship lands on a vacant square of its home planet.</source>
        <translation>La nave en retirada aterriza en una casilla libre de su planeta natal.</translation>
    </message>
    <message>
        <source>Click a lit square for the card, or cancel.</source>
        <translation>Haz clic en una casilla resaltada para la carta, o en «Cancelar».</translation>
    </message>
    <message>
        <source>No ship moves now: play a card or use the buttons.</source>
        <translation>Ahora no se mueve ninguna nave: juega una carta o usa los botones.</translation>
    </message>
    <message>
        <source>This ship has no move now.</source>
        <translation>Esta nave no tiene jugada ahora.</translation>
    </message>
    <message>
        <source>Click one of your ships first.</source>
        <translation>Primero haz clic en una de tus naves.</translation>
    </message>
    <message>
        <source>You hold no such card.</source>
        <translation>No tienes esa carta.</translation>
    </message>
    <message>
        <source>Click the stuck ship first.</source>
        <translation>Primero haz clic en la nave atascada.</translation>
    </message>
    <message>
        <source>That is not a choice now.</source>
        <translation>Eso no es una opción ahora.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass.</source>
        <extracomment>Galactic Warfare board: the prompt when no ship can move and no card can be played.</extracomment>
        <translation>Ninguna de tus naves puede mover: pasa.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships.</source>
        <extracomment>Galactic Warfare board: the prompt of a move when no card of the hand can be played before it.</extracomment>
        <translation>Tu jugada: haz clic en una de tus naves.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends in a draw: each side has %n ship(s) in play.</source>
        <extracomment>Galactic Warfare board: the end: a draw (after two passes or the turn limit, with as many ships in play on each side). %n: the ships each side has in play.</extracomment>
        <translation>
            <numerusform>La partida termina en empate: cada bando tiene %n nave en juego.</numerusform>
            <numerusform>La partida termina en empate: cada bando tiene %n naves en juego.</numerusform>
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
        <translation>%1 gana: todas las naves enemigas han sido capturadas.</translation>
    </message>
    <message>
        <source>%1 wins: its ships hold every square of the enemy home planet.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 gana: sus naves ocupan todas las casillas del planeta natal enemigo.</translation>
    </message>
    <message>
        <source>%1 wins after a pass by each player, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 gana después de que ambos jugadores pasaran, con más naves en juego (%2 contra %3).</translation>
    </message>
    <message>
        <source>%1 wins at the turn limit, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 gana al llegar al límite de turnos, con más naves en juego (%2 contra %3).</translation>
    </message>
    <message>
        <source>%1 wins: the other player conceded.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 gana: el otro jugador se ha rendido.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 gana.</translation>
    </message>
    <message>
        <source>%1 must wait: you have played a card this turn (one card per turn).</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked after a card was played this turn. %1: the card&apos;s name.</extracomment>
        <translation>%1 tiene que esperar: ya has jugado una carta este turno (una carta por turno).</translation>
    </message>
    <message>
        <source>%1 is not played now. Its moment: %2.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked at the wrong moment. %1: the card&apos;s name; %2: when it is played, e.g. &apos;In a battle, before the roll&apos;.</extracomment>
        <translation>%1 no se juega ahora. Su momento: %2.</translation>
    </message>
    <message>
        <source>%1 is played by the defender only.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked by the attacker. %1: the card&apos;s name.</extracomment>
        <translation>%1 solo la juega el defensor.</translation>
    </message>
    <message>
        <source>%1 is played only when both sums are equal.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when the battle&apos;s sums differ. %1: the card&apos;s name.</extracomment>
        <translation>%1 solo se juega cuando las dos sumas son iguales.</translation>
    </message>
    <message>
        <source>%1 answers a card your opponent has just played: there is none.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked with no card of the opponent to cancel. %1: the card&apos;s name.</extracomment>
        <translation>%1 responde a una carta que tu rival acaba de jugar: no hay ninguna.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on now (%2)</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when its effect has nothing to act on (no stuck ship, no invader, no power-up to steal, no ship that can charge, ...). %1: the card&apos;s name; %2: what it does.</extracomment>
        <translation>%1 no tiene ahora nada sobre lo que actuar (%2)</translation>
    </message>
    <message>
        <source>One more charge for the ship on %1: click where it goes, or make none.</source>
        <extracomment>Galactic Warfare board: the prompt after Hyperdrive&apos;s first charge: only that ship may charge again. %1: its square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Una carga más para la nave en %1: haz clic en su destino, o renuncia.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <extracomment>Galactic Warfare board: the prompt while the dice just rolled tumble (for a moment).</extracomment>
        <translation>Los dados están rodando…</translation>
    </message>
</context>
</TS>
