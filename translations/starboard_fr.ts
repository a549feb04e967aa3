<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <extracomment>The About dialog: its title. &apos;Starboard&apos; is the app&apos;s name.</extracomment>
        <translation>À propos de Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <extracomment>The About dialog: the app&apos;s name as its title (a proper name: keep it or transliterate).</extracomment>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>The About dialog: %1: the app&apos;s version, e.g. &apos;1.4.0&apos;.</extracomment>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Five space tabletop games to play against friends or the computer, with their maps, ships and rules kept as data you can change.</source>
        <translation>Cinq jeux de plateau spatiaux à jouer contre des amis ou l’ordinateur, avec leurs cartes, vaisseaux et règles sous forme de données modifiables.</translation>
    </message>
    <message>
        <source>Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.</source>
        <translation>Galaxy of D suit le livret de règles version 1.0 du 24 mai 2009. Les autres jeux suivront dès que leurs moteurs de règles seront écrits.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <extracomment>The About dialog: %1: the version of the Qt libraries, e.g. &apos;6.4.2&apos;.</extracomment>
        <translation>Conçu avec Qt %1.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Distribué sous licence GNU General Public License, version 3 ou ultérieure.</translation>
    </message>
</context>
<context>
    <name>DamagedAutosaveDialog</name>
    <message>
        <source>The autosaved game cannot be continued</source>
        <extracomment>The home page: the title of the message when the autosaved game cannot be loaded.</extracomment>
        <translation>La partie enregistrée automatiquement ne peut pas être reprise</translation>
    </message>
    <message>
        <source>Discard the autosaved game?</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>Abandonner la partie enregistrée automatiquement ?</translation>
    </message>
    <message>
        <source>The autosaved game is deleted for good; Continue goes away until the next game.</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>La partie enregistrée automatiquement est supprimée définitivement ; « Reprendre » disparaît jusqu’à la prochaine partie.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <extracomment>A file chooser (e.g. in the new game dialog): a button that opens the file dialog (a verb). Short.</extracomment>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Default</source>
        <extracomment>A file chooser: a button that goes back to the default file (the shipped content; a noun or adjective). Short.</extracomment>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Fichiers de données (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>GalacticWarfare</name>
    <message>
        <source>the game is over</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move).</extracomment>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>no such charge now: a charge goes diagonally forward onto a vacant dark square</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move). A dark square: the board is a checkerboard of light and dark squares; ships move on the dark ones only.</extracomment>
        <translation>pas de telle charge maintenant : une charge va en diagonale vers l’avant sur une case sombre libre</translation>
    </message>
    <message>
        <source>no such attack now: the target must be an enemy diagonally ahead with the square beyond vacant</source>
        <extracomment>Galactic Warfare: why a click does nothing (an attack on an enemy ship).</extracomment>
        <translation>pas de telle attaque maintenant : la cible doit être un ennemi en diagonale devant, avec la case au-delà libre</translation>
    </message>
    <message>
        <source>only a stuck ship may try to retreat, and only into a vacant square of its home planet</source>
        <extracomment>Galactic Warfare: why a click does nothing. A stuck ship: one at the enemy planet that cannot enter it.</extracomment>
        <translation>seul un vaisseau bloqué peut tenter une retraite, et seulement vers une case libre de sa planète d’origine</translation>
    </message>
    <message>
        <source>a player may pass only without a legal move</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>un joueur ne peut passer que s’il n’a aucun coup légal</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <extracomment>Galactic Warfare: why a click on a card does nothing.</extracomment>
        <translation>cette carte ne peut pas être jouée maintenant</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>action non autorisée maintenant</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Galactic Warfare: the side that starts at the bottom of the board (a side&apos;s name).</extracomment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>Galactic Warfare: the side that starts at the top of the board (a side&apos;s name).</extracomment>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Before your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Avant votre coup</translation>
    </message>
    <message>
        <source>In a battle, before the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>En bataille, avant le jet</translation>
    </message>
    <message>
        <source>In a battle, after the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>En bataille, après le jet</translation>
    </message>
    <message>
        <source>In a battle</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>En bataille</translation>
    </message>
    <message>
        <source>After your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Après votre coup</translation>
    </message>
    <message>
        <source>A card is drawn.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden).</extracomment>
        <translation>Une carte est piochée.</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s).</source>
        <extracomment>Galactic Warfare log: the cards dealt before the game (not named: hands are hidden). %n: cards in each hand.</extracomment>
        <translation>
            <numerusform>Chaque joueur reçoit %n carte.</numerusform>
            <numerusform>Chaque joueur reçoit %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>White rolls %1, Blue rolls %2.</source>
        <extracomment>Galactic Warfare log: who moves first is rolled for. %1, %2: die faces 1-6, e.g. &apos;White rolls 5, Blue rolls 2.&apos;</extracomment>
        <translation>Blanc fait %1, Bleu fait %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 with %n dice.</source>
        <extracomment>Galactic Warfare log: a side&apos;s dice in a battle. %1: the side (&apos;White&apos;), %2: the sum, %3: the number of dice, e.g. &apos;Blue rolls 9 with 2 dice.&apos;</extracomment>
        <translation>
            <numerusform>%1 fait %2 avec %n dé.</numerusform>
            <numerusform>%1 fait %2 avec %n dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Doubles: the stuck ship may go home.</source>
        <extracomment>Galactic Warfare log: a stuck ship&apos;s retreat attempt succeeds.</extracomment>
        <translation>Double : le vaisseau bloqué peut rentrer.</translation>
    </message>
    <message>
        <source>No doubles: the stuck ship stays.</source>
        <translation>Pas de double : le vaisseau bloqué reste.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 joue en premier.</translation>
    </message>
    <message>
        <source>%1 lets %2 move first.</source>
        <extracomment>Galactic Warfare log: %1, %2: sides, e.g. &apos;White lets Blue move first.&apos;</extracomment>
        <translation>%1 laisse %2 jouer en premier.</translation>
    </message>
    <message>
        <source>%1 leaves the choice to the other player.</source>
        <extracomment>Galactic Warfare log: the choice of who starts passes to the other player. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 laisse le choix à l’autre joueur.</translation>
    </message>
    <message>
        <source>%1 charges from %2 to %3.</source>
        <extracomment>Galactic Warfare log: a ship moves. %1: a side, %2, %3: squares, e.g. &apos;White charges from c2 to d3.&apos;</extracomment>
        <translation>%1 charge de %2 à %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2, %3: squares, e.g. &apos;White attacks e5 from d4.&apos;</extracomment>
        <translation>%1 attaque %2 depuis %3.</translation>
    </message>
    <message>
        <source>%1 tries to bring the stuck ship on %2 home.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a square, e.g. &apos;Blue tries to bring the stuck ship on c1 home.&apos;</extracomment>
        <translation>%1 tente de rapatrier le vaisseau bloqué en %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>Galactic Warfare log: a player without a legal move. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 ne peut pas jouer et passe.</translation>
    </message>
    <message>
        <source>%1 plays %2: from %3 to %4.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3, %4: squares, e.g. &apos;White plays Saboteur: from f6 to c2.&apos;</extracomment>
        <translation>%1 joue %2 : de %3 à %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3: a square, e.g. &apos;Blue plays Tractor Beam on c1.&apos;</extracomment>
        <translation>%1 joue %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, e.g. &apos;Blue plays Reinforcements.&apos;</extracomment>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 termine son tour.</translation>
    </message>
    <message>
        <source>%1 makes no further charge.</source>
        <extracomment>Galactic Warfare log: a player does not use the extra charge a card allowed. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 renonce à une autre charge.</translation>
    </message>
    <message>
        <source>%1 plays no card.</source>
        <extracomment>Galactic Warfare log: in a battle. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 ne joue aucune carte.</translation>
    </message>
    <message>
        <source>%1 sends the retreating ship to %2.</source>
        <extracomment>Galactic Warfare log: where a retreating ship goes in its home planet. %1: a side (who chose), %2: a square, e.g. &apos;Blue sends the retreating ship to d0.&apos;</extracomment>
        <translation>%1 envoie le vaisseau en retraite en %2.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;Blue&apos;.</extracomment>
        <translation>%1 abandonne.</translation>
    </message>
    <message>
        <source>%1 wins the battle, %2 against %3, and captures the ship on %4.</source>
        <extracomment>Galactic Warfare log: a battle decided. %1: the winning (attacking) side, %2: its sum, %3: the defender&apos;s sum, %4: the square of the captured ship, e.g. &apos;White wins the battle, 9 against 4, and captures the ship on d5.&apos;</extracomment>
        <translation>%1 gagne la bataille, %2 contre %3, et capture le vaisseau en %4.</translation>
    </message>
    <message>
        <source>%1 holds, %2 against %3: the attacker retreats.</source>
        <extracomment>Galactic Warfare log: a battle decided for the defender. %1: the defending side, %2: its sum, %3: the attacker&apos;s sum, e.g. &apos;Blue holds, 7 against 5: the attacker retreats.&apos;</extracomment>
        <translation>%1 tient bon, %2 contre %3 : l’attaquant bat en retraite.</translation>
    </message>
    <message>
        <source>A tie: the dice are rolled again.</source>
        <extracomment>Galactic Warfare log: both sums of a battle were equal.</extracomment>
        <translation>Égalité : les dés sont relancés.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden). %1: a side, e.g. &apos;White&apos; (helper 20: who drew?).</extracomment>
        <translation>%1 pioche une carte.</translation>
    </message>
</context>
<context>
    <name>GalacticWarfareContent</name>
    <message>
        <source>Galactic Warfare cards</source>
        <extracomment>Galactic Warfare: the name of the shipped card deck (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Cartes de Galactic Warfare</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Renforts</translation>
    </message>
    <message>
        <source>Roll 1 more die in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reinforcements&quot;.</extracomment>
        <translation>Lancez 1 dé de plus dans cette bataille.</translation>
    </message>
    <message>
        <source>Full Barrage</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Tir de barrage</translation>
    </message>
    <message>
        <source>Roll 2 more dice in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Full Barrage&quot;.</extracomment>
        <translation>Lancez 2 dés de plus dans cette bataille.</translation>
    </message>
    <message>
        <source>Second Salvo</source>
        <extracomment>Galactic Warfare: the name of a card (reroll; a title, keep it short).</extracomment>
        <translation>Seconde salve</translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Second Salvo&quot;.</extracomment>
        <translation>Relancez vos dés de cette bataille ; la nouvelle somme compte.</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <extracomment>Galactic Warfare: the name of a card (shield; a title, keep it short).</extracomment>
        <translation>Bouclier déflecteur</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Deflector Shield&quot;.</extracomment>
        <translation>Défenseur : annulez l’attaque. Il n’y a pas de bataille ; l’attaquant reste où il était et son coup est perdu.</translation>
    </message>
    <message>
        <source>Afterburners</source>
        <extracomment>Galactic Warfare: the name of a card (extra-charge; a title, keep it short).</extracomment>
        <translation>Postcombustion</translation>
    </message>
    <message>
        <source>After your move: one of your ships makes one more charge.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Afterburners&quot;.</extracomment>
        <translation>Après votre coup : un de vos vaisseaux fait une charge de plus.</translation>
    </message>
    <message>
        <source>Hyperdrive</source>
        <extracomment>Galactic Warfare: the name of a card (double-charge; a title, keep it short).</extracomment>
        <translation>Hyperpropulsion</translation>
    </message>
    <message>
        <source>Before your move: if your move is a charge, the same ship may charge once more.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hyperdrive&quot;.</extracomment>
        <translation>Avant votre coup : si votre coup est une charge, le même vaisseau peut charger une fois de plus.</translation>
    </message>
    <message>
        <source>Reverse Thrusters</source>
        <extracomment>Galactic Warfare: the name of a card (backward-charge; a title, keep it short).</extracomment>
        <translation>Rétrofusées</translation>
    </message>
    <message>
        <source>Tractor Beam</source>
        <extracomment>Galactic Warfare: the name of a card (rescue-stuck; a title, keep it short).</extracomment>
        <translation>Rayon tracteur</translation>
    </message>
    <message>
        <source>Planetary Defence</source>
        <extracomment>Galactic Warfare: the name of a card (repel-invader; a title, keep it short).</extracomment>
        <translation>Défense planétaire</translation>
    </message>
    <message>
        <source>Before your move: an enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Planetary Defence&quot;.</extracomment>
        <translation>Avant votre coup : un vaisseau ennemi dans votre planète d’origine se replie sur une case libre de sa propre planète d’origine que vous choisissez, ou quitte le jeu s’il n’y en a aucune.</translation>
    </message>
    <message>
        <source>Saboteur</source>
        <extracomment>Galactic Warfare: the name of a card (steal-power-up; a title, keep it short).</extracomment>
        <translation>Saboteur</translation>
    </message>
    <message>
        <source>Before your move: move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Saboteur&quot;.</extracomment>
        <translation>Avant votre coup : prenez un bonus sous un vaisseau ennemi et placez-le sous un de vos vaisseaux qui en a moins que le maximum autorisé.</translation>
    </message>
    <message>
        <source>Jamming Signal</source>
        <extracomment>Galactic Warfare: the name of a card (cancel-card; a title, keep it short).</extracomment>
        <translation>Signal de brouillage</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Jamming Signal&quot;.</extracomment>
        <translation>En bataille, quand votre adversaire joue une carte : cette carte n’a aucun effet.</translation>
    </message>
    <message>
        <source>Sensor Scrambler</source>
        <extracomment>Galactic Warfare: the name of a card (fewer-dice; a title, keep it short).</extracomment>
        <translation>Brouilleur de capteurs</translation>
    </message>
    <message>
        <source>Your opponent rolls 1 die fewer in this battle (at least 1).</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Sensor Scrambler&quot;.</extracomment>
        <translation>Votre adversaire lance 1 dé de moins dans cette bataille (au moins 1).</translation>
    </message>
    <message>
        <source>Escape Pod</source>
        <extracomment>Galactic Warfare: the name of a card (evasive-retreat; a title, keep it short).</extracomment>
        <translation>Capsule de survie</translation>
    </message>
    <message>
        <source>Defender, after the roll: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Escape Pod&quot;.</extracomment>
        <translation>Défenseur, après le jet : si vous perdez cette bataille, votre vaisseau se replie sur une case libre de votre planète d’origine que vous choisissez, au lieu d’être capturé.</translation>
    </message>
    <message>
        <source>Supply Drop</source>
        <extracomment>Galactic Warfare: the name of a card (draw-cards; a title, keep it short).</extracomment>
        <translation>Ravitaillement</translation>
    </message>
    <message>
        <source>After your move: draw 2 cards.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Supply Drop&quot;.</extracomment>
        <translation>Après votre coup : piochez 2 cartes.</translation>
    </message>
    <message>
        <source>Tactical Edge</source>
        <extracomment>Galactic Warfare: the name of a card (win-ties; a title, keep it short).</extracomment>
        <translation>Avantage tactique</translation>
    </message>
    <message>
        <source>After the roll, when the sums are equal: you win the battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tactical Edge&quot;.</extracomment>
        <translation>Après le jet, si les sommes sont égales : vous gagnez la bataille.</translation>
    </message>
    <message>
        <source>Hold the Line</source>
        <extracomment>Galactic Warfare: the name of a card (hold-the-line; a title, keep it short).</extracomment>
        <translation>Tenir la ligne</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship (one ship as a power-up, the rest discarded) instead of letting it retreat.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hold the Line&quot;.</extracomment>
        <translation>Défenseur : si vous gagnez cette bataille, vous capturez le vaisseau attaquant (un vaisseau comme bonus, le reste défaussé) au lieu de le laisser se replier.</translation>
    </message>
    <message>
        <source>Standard board</source>
        <extracomment>Galactic Warfare: the name of the shipped board (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Plateau standard</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galactic Warfare: the name of the shipped ruleset (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Before your move: one of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll. Then make your move.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tractor Beam&quot;.</extracomment>
        <translation>Avant votre coup : un de vos vaisseaux qui ne peut ni charger ni attaquer retourne sur une case libre de votre planète d’origine, sans jet. Puis jouez votre coup.</translation>
    </message>
    <message>
        <source>Before your move: this turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reverse Thrusters&quot;.</extracomment>
        <translation>Avant votre coup : ce tour-ci, votre coup est une charge en diagonale vers l’arrière, sur le champ de bataille.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message>
        <source>%1 metal</source>
        <extracomment>An amount of metal (a resource of Galaxy Command). %1: a number, e.g. &apos;3 metal&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 métal</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>An amount of wealth (a resource of Galaxy Command). %1: a number, e.g. &apos;2 wealth&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 richesse</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Conceded</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player who gave up the game (in the results and the game over summary).</extracomment>
        <translation>A abandonné</translation>
    </message>
    <message>
        <source>Home world lost</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player whose home world revolted (out of the game), in the results and the game over summary.</extracomment>
        <translation>Monde natal perdu</translation>
    </message>
    <message>
        <source>against the aligned system with the least resistance</source>
        <translation>contre le système rallié de plus faible résistance</translation>
    </message>
    <message>
        <source>against the system aligned last</source>
        <translation>contre le dernier système rallié</translation>
    </message>
    <message>
        <source>players with military strength %1 or more roll the die</source>
        <extracomment>Galaxy Command: who an event card strikes (on the event card and in the log). %1: a number, e.g. &apos;players with military strength 3 or more roll the die&apos;.</extracomment>
        <translation>les joueurs ayant une force militaire de %1 ou plus lancent le dé</translation>
    </message>
    <message>
        <source>players with %1 or more metal in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of metal, e.g. &apos;players with 3 or more metal in storage&apos;.</extracomment>
        <translation>les joueurs ayant %1 métal ou plus en réserve</translation>
    </message>
    <message>
        <source>players with %1 or more wealth in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of wealth, e.g. &apos;players with 3 or more wealth in storage&apos;.</extracomment>
        <translation>les joueurs ayant %1 richesse ou plus en réserve</translation>
    </message>
    <message>
        <source>players with military strength %1 or less, against the system aligned last</source>
        <extracomment>Galaxy Command: who a border ambush strikes (on the event card and in the log). %1: a military strength, e.g. &apos;players with military strength 1 or less, ...&apos;.</extracomment>
        <translation>les joueurs ayant une force militaire de %1 ou moins, contre le dernier système rallié</translation>
    </message>
    <message>
        <source>add %1 to metal storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>ajouter %1 à la réserve de métal</translation>
    </message>
    <message>
        <source>add %1 to wealth storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to wealth storage&apos;.</extracomment>
        <translation>ajouter %1 à la réserve de richesse</translation>
    </message>
    <message>
        <source>no production next turn</source>
        <translation>pas de production au prochain tour</translation>
    </message>
    <message>
        <source>revolt force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the revolting force gets a bonus. %1: a number, e.g. &apos;revolt force roll +2&apos;.</extracomment>
        <translation>jet de la révolte +%1</translation>
    </message>
    <message>
        <source>invasion force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the invading force gets a bonus. %1: a number, e.g. &apos;invasion force roll +3&apos;.</extracomment>
        <translation>jet de la force d’invasion +%1</translation>
    </message>
    <message>
        <source>no event</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for a year in which it does nothing (on the card and in the log).</extracomment>
        <translation>aucun événement</translation>
    </message>
    <message>
        <source>lose %1 military strength on a roll of %2 or more</source>
        <extracomment>Galaxy Command: a military coup&apos;s effect (on the card and in the log). %1: how much military strength, %2: the die roll needed, e.g. &apos;lose 1 military strength on a roll of 4 or more&apos;.</extracomment>
        <translation>perdre %1 de force militaire sur un jet de %2 ou plus</translation>
    </message>
    <message>
        <source>lose %1 metal</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>perdre %1 métal</translation>
    </message>
    <message>
        <source>lose %1 wealth</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 wealth&apos;.</extracomment>
        <translation>perdre %1 richesse</translation>
    </message>
    <message>
        <source>with %1, collect half (rounded up) instead of nothing</source>
        <extracomment>Galaxy Command: a note on the strike event card. %1: the name of the technology &apos;Robot Workers&apos;.</extracomment>
        <translation>avec %1, collecter la moitié (arrondie au supérieur) au lieu de rien</translation>
    </message>
    <message>
        <source>+1 system resistance with %1</source>
        <extracomment>Galaxy Command: a note on the revolt and invasion event cards. %1: the name of a technology, e.g. &apos;Hyper Television&apos;.</extracomment>
        <translation>+1 à la résistance du système avec %1</translation>
    </message>
    <message>
        <source>Not concerned</source>
        <extracomment>Galaxy Command: what an event card did to a player it does not strike (&quot;Player 2: Not concerned&quot;), on the event card and in the log.</extracomment>
        <translation>Non concerné</translation>
    </message>
    <message>
        <source>No system in the Empire: the home world revolts, out of the game</source>
        <translation>Aucun système dans l’Empire : révolte du monde natal, éliminé de la partie</translation>
    </message>
    <message>
        <source>Storage full: nothing added</source>
        <translation>Réserve pleine : rien d’ajouté</translation>
    </message>
    <message>
        <source>Nothing lost</source>
        <extracomment>Galaxy Command: a raid&apos;s result for a player who had nothing to lose (&quot;Player 2: Nothing lost&quot;).</extracomment>
        <translation>Rien de perdu</translation>
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
        <translation>Moitié de la production au prochain tour (Ouvriers robots)</translation>
    </message>
    <message>
        <source>No production next turn</source>
        <translation>Pas de production au prochain tour</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <extracomment>Galaxy Command: an event&apos;s result for a player when the event changes nothing (&quot;Player 2: Nothing happens&quot;).</extracomment>
        <translation>Il ne se passe rien</translation>
    </message>
    <message>
        <source>Rolls the die…</source>
        <translation>Lance le dé…</translation>
    </message>
    <message>
        <source>The coup succeeds (roll %1): military %2</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 5; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>Le coup d’État réussit (jet %1) : force militaire %2</translation>
    </message>
    <message>
        <source>The coup fails (roll %1)</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 2.</extracomment>
        <translation>Le coup d’État échoue (jet %1)</translation>
    </message>
    <message>
        <source>A system of least resistance is drawn…</source>
        <translation>Un système de plus faible résistance est tiré au sort…</translation>
    </message>
    <message>
        <source>No system in the Empire: no effect</source>
        <translation>Aucun système dans l’Empire : sans effet</translation>
    </message>
    <message>
        <source>%1 is attacked…</source>
        <extracomment>Galaxy Command: a revolt or invasion before its die is rolled. %1: the name of the system attacked, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Attaque contre %1…</translation>
    </message>
    <message>
        <source>%1 + force %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a revolt&apos;s or invasion&apos;s attack. %1: the die roll, %2: the event&apos;s force, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + force %2 = %3 contre %4</translation>
    </message>
    <message>
        <source>%1 revolts and leaves the Empire (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 se révolte et quitte l’Empire (%2)</translation>
    </message>
    <message>
        <source>%1 stays loyal (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 reste fidèle (%2)</translation>
    </message>
    <message>
        <source>%1 falls to the invaders (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 tombe aux mains des envahisseurs (%2)</translation>
    </message>
    <message>
        <source>%1 repels the invasion (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 repousse l’invasion (%2)</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: aligned without a roll</source>
        <translation>Diplomatie interstellaire : rallié sans jet</translation>
    </message>
    <message>
        <source>%1 + military %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a player&apos;s attack on a system (explore or conquer). %1: the die roll, %2: the player&apos;s military strength, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + force militaire %2 = %3 contre %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Galaxy Command: an attack&apos;s sum with the system attacked. %1: the sum such as &apos;4 + military 2 = 6 against 5&apos;, %2: the system&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: aligned</source>
        <extracomment>Galaxy Command: an attack&apos;s result: the system joins the Empire. %1: the sum, e.g. &apos;4 + military 2 = 6 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1 : rallié</translation>
    </message>
    <message>
        <source>%1: not aligned, military strength falls to %2</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 2 = 4 against 5 (Sirius)&apos;; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>%1 : non rallié, la force militaire tombe à %2</translation>
    </message>
    <message>
        <source>%1: not aligned</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 0 = 2 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1 : non rallié</translation>
    </message>
    <message>
        <source>collects nothing (strike)</source>
        <translation>ne collecte rien (grève)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Galaxy Command: what a player collects. %1: an amount of metal such as &apos;2 metal&apos;, %2: an amount of wealth such as &apos;1 wealth&apos;.</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>collects half (strike, Robot Workers): %1</source>
        <extracomment>Galaxy Command, log: a player collects during a strike thanks to the technology Robot Workers. %1: what, e.g. &apos;1 metal and 1 wealth&apos;. Follows the player&apos;s name (&quot;Player 1 collects ...&quot;).</extracomment>
        <translation>collecte la moitié (grève, Ouvriers robots) : %1</translation>
    </message>
    <message>
        <source>collects %1</source>
        <extracomment>Galaxy Command, log: follows the player&apos;s name (&quot;Player 1 collects 2 metal and 1 wealth&quot;). %1: what is collected.</extracomment>
        <translation>collecte %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <extracomment>Galaxy Command, log: %1: what was collected, e.g. &apos;collects 2 metal and 1 wealth&apos;; %n: how many resources were lost because the storage was full.</extracomment>
        <translation>
            <numerusform>%1 (%n perdu, réserve pleine)</numerusform>
            <numerusform>%1 (%n perdus, réserve pleine)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the log or the event card: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: what happened to that player, e.g. &apos;+2 metal&apos;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 turns over %2 (resistance %3)</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system card turned over, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 retourne %2 (résistance %3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the attack&apos;s sum and result, e.g. &apos;4 + military 2 = 6 against 5 (Sirius): aligned&apos;.</extracomment>
        <translation>%1 lance le dé : %2</translation>
    </message>
    <message>
        <source>Red alert: %1 - %2: %3</source>
        <extracomment>Galaxy Command, log: a red alert card drawn. %1: the card&apos;s name, e.g. &apos;Pirate Raid&apos;; %2: who it strikes, e.g. &apos;players with 3 or more metal in storage&apos;; %3: its effect, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>Alerte rouge : %1 - %2 : %3</translation>
    </message>
    <message>
        <source>Event in place of the red alert: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn in place of a red alert. %1: the card&apos;s name, e.g. &apos;Strike&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Événement à la place de l’alerte rouge : %1 - %2</translation>
    </message>
    <message>
        <source>Event: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn. %1: the card&apos;s name, e.g. &apos;Derelict Ship&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Événement : %1 - %2</translation>
    </message>
    <message>
        <source>The revolt against %1 strikes %2 (resistance %3), drawn among the systems of least resistance</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: the system struck, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>La révolte contre %1 frappe %2 (résistance %3), système tiré au sort parmi ceux de plus faible résistance</translation>
    </message>
    <message>
        <source>%1 explores a distant system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 explore un système lointain</translation>
    </message>
    <message>
        <source>%1 explores a near system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 explore un système proche</translation>
    </message>
    <message>
        <source>%1 attacks %2 (resistance %3) to conquer it</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system attacked, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 attaque %2 (résistance %3) pour conquérir ce système</translation>
    </message>
    <message>
        <source>%1 bides time</source>
        <extracomment>Galaxy Command, log: the player does nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 temporise</translation>
    </message>
    <message>
        <source>%1 trades %2 metal for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 metal for 1 wealth&apos;.</extracomment>
        <translation>%1 échange %2 métal contre %3 richesse</translation>
    </message>
    <message>
        <source>%1 trades %2 wealth for %3 metal</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 wealth for 1 metal&apos;.</extracomment>
        <translation>%1 échange %2 richesse contre %3 métal</translation>
    </message>
    <message>
        <source>%1 does not trade</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 n’échange pas</translation>
    </message>
    <message>
        <source>%1 builds military strength, now %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the player&apos;s military strength after building, e.g. 3.</extracomment>
        <translation>%1 augmente sa force militaire, désormais %2</translation>
    </message>
    <message>
        <source>%1 discovers %2 for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: a technology, e.g. &apos;Robot Workers&apos;; %3: its price, a number.</extracomment>
        <translation>%1 découvre %2 pour %3 richesse</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 termine son tour</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <extracomment>Galaxy Command, log: the player gives up the game. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 abandonne</translation>
    </message>
    <message>
        <source>%1 has nothing to explore or conquer and bides time</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;. &apos;Bide time&apos; is the game&apos;s term for doing nothing on the first step of a turn.</extracomment>
        <translation>%1 n’a rien à explorer ni à conquérir et temporise</translation>
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
            <numerusform>L’année %1 commence : %n événement à venir</numerusform>
            <numerusform>L’année %1 commence : %n événements à venir</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>Ce joueur est déjà éliminé de la partie.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Attendez le dé et les cartes.</translation>
    </message>
    <message>
        <source>Explore, conquer and bide time are the first step of a turn.</source>
        <translation>Explorer, conquérir et temporiser constituent la première étape d’un tour.</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Cette carte de système n’existe pas.</translation>
    </message>
    <message>
        <source>This system is already explored.</source>
        <translation>Ce système est déjà exploré.</translation>
    </message>
    <message>
        <source>Distant systems need %1.</source>
        <extracomment>Galaxy Command: why a move is not allowed. %1: the name of the technology &apos;Forward Star Bases&apos;.</extracomment>
        <translation>Les systèmes lointains nécessitent %1.</translation>
    </message>
    <message>
        <source>Distant systems wait until every explored near system is aligned.</source>
        <translation>Les systèmes lointains attendent que chaque système proche exploré soit rallié.</translation>
    </message>
    <message>
        <source>This system is face down: explore it first.</source>
        <translation>Ce système est face cachée : explorez-le d’abord.</translation>
    </message>
    <message>
        <source>This system is already aligned with the Empire.</source>
        <translation>Ce système est déjà rallié à l’Empire.</translation>
    </message>
    <message>
        <source>Trading is only right after collecting, once per turn.</source>
        <translation>L’échange n’a lieu que juste après la collecte, une fois par tour.</translation>
    </message>
    <message>
        <source>Trading needs %1 of what you give.</source>
        <extracomment>Galaxy Command: why a trade is not allowed. %1: a number, e.g. 2 (metal or wealth).</extracomment>
        <translation>Pour échanger, il vous faut %1 de ce que vous donnez.</translation>
    </message>
    <message>
        <source>Military strength is built in the build step.</source>
        <translation>La force militaire s’augmente à l’étape de construction.</translation>
    </message>
    <message>
        <source>Military strength rises only once per turn.</source>
        <translation>La force militaire n’augmente qu’une fois par tour.</translation>
    </message>
    <message>
        <source>Military strength is at its limit (%1).</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit, a number, e.g. 3.</extracomment>
        <translation>La force militaire est à son maximum (%1).</translation>
    </message>
    <message>
        <source>Military strength above %1 needs %2.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit without the technology, e.g. 3; %2: the technology&apos;s name, &apos;Capital Ships&apos;.</extracomment>
        <translation>Une force militaire au-delà de %1 nécessite %2.</translation>
    </message>
    <message>
        <source>Building military strength costs %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1 and %2: numbers.</extracomment>
        <translation>Augmenter la force militaire coûte %1 métal et %2 richesse.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step.</source>
        <translation>Les technologies se découvrent à l’étape de construction.</translation>
    </message>
    <message>
        <source>There is no such technology.</source>
        <translation>Cette technologie n’existe pas.</translation>
    </message>
    <message>
        <source>This technology is already discovered.</source>
        <translation>Cette technologie est déjà découverte.</translation>
    </message>
    <message>
        <source>Only one technology may be discovered per turn.</source>
        <translation>Une seule technologie peut être découverte par tour.</translation>
    </message>
    <message>
        <source>Not enough wealth: %1 costs %2.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered. %1: the technology&apos;s name, e.g. &apos;Robot Workers&apos;; %2: its price in wealth, a number.</extracomment>
        <translation>Pas assez de richesse : %1 coûte %2.</translation>
    </message>
    <message>
        <source>Discover %1 first: it comes before %2 on its row.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered yet. %1: the technology to discover first, %2: the technology chosen; both names such as &apos;Robot Workers&apos;.</extracomment>
        <translation>Découvrez d’abord %1 : cette technologie précède %2 sur sa rangée.</translation>
    </message>
    <message>
        <source>The turn ends after the build step.</source>
        <translation>Le tour se termine après l’étape de construction.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n’est pas permis maintenant.</translation>
    </message>
    <message>
        <source>Nobody is concerned</source>
        <translation>Personne n’est concerné</translation>
    </message>
</context>
<context>
    <name>GalaxyCommandContent</name>
    <message>
        <source>Galaxy Command deck</source>
        <extracomment>Galaxy Command: the name of the card deck content file, seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Paquet de Galaxy Command</translation>
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
        <translation>Alpha du Centaure</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Étoile de Barnard</translation>
    </message>
    <message>
        <source>Sirius</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Sirius</translation>
    </message>
    <message>
        <source>Tau Ceti</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Tau de la Baleine</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Epsilon d’Éridan</translation>
    </message>
    <message>
        <source>Procyon</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Procyon</translation>
    </message>
    <message>
        <source>Derelict Ship</source>
        <extracomment>Galaxy Command: the name of an event card (a wrecked ship found: gain metal). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Épave à la dérive</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: the name of an event card (the workers strike: no production next turn). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Grève</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy Command: the name of an event card (an asteroid mined: gain wealth). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Astéroïde</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: the name of an event card (a revolt against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Révolte</translation>
    </message>
    <message>
        <source>Large Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a big invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Grande force d’invasion</translation>
    </message>
    <message>
        <source>Peaceful Colonization</source>
        <extracomment>Galaxy Command: the name of an event card (new colonists: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Colonisation pacifique</translation>
    </message>
    <message>
        <source>Small Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a small invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Petite force d’invasion</translation>
    </message>
    <message>
        <source>Peace and Quiet</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Paix et tranquillité</translation>
    </message>
    <message>
        <source>Pirate Raid</source>
        <extracomment>Galaxy Command: the name of a red alert card (pirates raid your storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Raid pirate</translation>
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
        <translation>Étoile de Luyten</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Étoile de Kapteyn</translation>
    </message>
    <message>
        <source>Gliese 581</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Gliese 581</translation>
    </message>
    <message>
        <source>Altair</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Altaïr</translation>
    </message>
    <message>
        <source>Fomalhaut</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Fomalhaut</translation>
    </message>
    <message>
        <source>Regulus</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Régulus</translation>
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
        <translation>Epsilon de l’Indien</translation>
    </message>
    <message>
        <source>Tau Bootis</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Tau du Bouvier</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Étoile de Van Maanen</translation>
    </message>
    <message>
        <source>Eta Cassiopeiae</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Êta de Cassiopée</translation>
    </message>
    <message>
        <source>Delta Pavonis</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Delta du Paon</translation>
    </message>
    <message>
        <source>Betelgeuse</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Bételgeuse</translation>
    </message>
    <message>
        <source>Vega</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Véga</translation>
    </message>
    <message>
        <source>Antares</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Antarès</translation>
    </message>
    <message>
        <source>Aldebaran</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Aldébaran</translation>
    </message>
    <message>
        <source>Arcturus</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Arcturus</translation>
    </message>
    <message>
        <source>Polaris</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Étoile polaire</translation>
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
        <translation>Révolte majeure</translation>
    </message>
    <message>
        <source>General Strike</source>
        <extracomment>Galaxy Command: the name of an event card (a strike of all workers). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Grève générale</translation>
    </message>
    <message>
        <source>Salvage Fleet</source>
        <extracomment>Galaxy Command: the name of an event card (a fleet that salvages wrecks: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Flotte de récupération</translation>
    </message>
    <message>
        <source>Extract Resources</source>
        <extracomment>Galaxy Command: the name of an event card (mining: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Extraction de ressources</translation>
    </message>
    <message>
        <source>Quiet Year</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Année calme</translation>
    </message>
    <message>
        <source>Siren Leader</source>
        <extracomment>Galaxy Command: the name of an event card (a leader who leads an invasion). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Meneuse sirène</translation>
    </message>
    <message>
        <source>Military Coup</source>
        <extracomment>Galaxy Command: the name of a red alert card (the army seizes power: lose military strength on a high roll). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Coup d’État militaire</translation>
    </message>
    <message>
        <source>Saboteurs</source>
        <extracomment>Galaxy Command: the name of a red alert card (saboteurs destroy storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Saboteurs</translation>
    </message>
    <message>
        <source>Border Ambush</source>
        <extracomment>Galaxy Command: the name of a red alert card (an ambush at the border: an invasion of the system aligned last). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Embuscade frontalière</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Galaxy Command: the name of the technologies content file (the mat on which the technologies are printed), seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Plateau des technologies</translation>
    </message>
    <message>
        <source>Capital Ships</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (big warships: military strength up to 5). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Vaisseaux amiraux</translation>
    </message>
    <message>
        <source>Military strength may rise above 3, up to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Capital Ships&apos;, seen on the technology mat.</extracomment>
        <translation>La force militaire peut dépasser 3, jusqu’à 5.</translation>
    </message>
    <message>
        <source>Forward Star Bases</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (bases that let you reach distant systems). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Bases stellaires avancées</translation>
    </message>
    <message>
        <source>Distant systems may be explored once every explored near system is aligned.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Forward Star Bases&apos;, seen on the technology mat.</extracomment>
        <translation>Les systèmes lointains peuvent être explorés dès que chaque système proche exploré est rallié.</translation>
    </message>
    <message>
        <source>Robot Workers</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (robots that work during a strike). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Ouvriers robots</translation>
    </message>
    <message>
        <source>During a strike, collect half of your production (rounded up) instead of nothing.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Robot Workers&apos;, seen on the technology mat.</extracomment>
        <translation>Pendant une grève, collectez la moitié de votre production (arrondie au supérieur) au lieu de rien.</translation>
    </message>
    <message>
        <source>Planetary Defenses</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (defences of your planets against invasions). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Défenses planétaires</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against invasions.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Planetary Defenses&apos;, seen on the technology mat.</extracomment>
        <translation>+1 à la résistance de vos systèmes contre les invasions.</translation>
    </message>
    <message>
        <source>Hyper Television</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (television that keeps people loyal: against revolts). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Hypertélévision</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against revolts.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Hyper Television&apos;, seen on the technology mat.</extracomment>
        <translation>+1 à la résistance de vos systèmes contre les révoltes.</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (diplomacy: one explore or conquer without a roll). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Diplomatie interstellaire</translation>
    </message>
    <message>
        <source>On your next turn only, one explore or conquer succeeds without a roll.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Diplomacy&apos;, seen on the technology mat.</extracomment>
        <translation>Lors de votre prochain tour seulement, une exploration ou une conquête réussit sans jet.</translation>
    </message>
    <message>
        <source>Interspecies Commerce</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (trade between species: swap metal and wealth). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Commerce interespèces</translation>
    </message>
    <message>
        <source>Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interspecies Commerce&apos;, seen on the technology mat.</extracomment>
        <translation>Une fois par tour après la collecte, échangez 2 métal contre 1 richesse ou 2 richesse contre 1 métal.</translation>
    </message>
    <message>
        <source>Interstellar Banking</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (banks: bigger storage). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Banque interstellaire</translation>
    </message>
    <message>
        <source>Metal and wealth storage rise from 3 to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Banking&apos;, seen on the technology mat.</extracomment>
        <translation>Les réserves de métal et de richesse passent de 3 à 5.</translation>
    </message>
    <message>
        <source>Full deck</source>
        <extracomment>Galaxy Command: the name of the standard rule set (played with every card of the deck), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Paquet complet</translation>
    </message>
    <message>
        <source>Demoted</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (the worst: lowered in rank), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Rétrogradé</translation>
    </message>
    <message>
        <source>Remain a Commander</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (kept the rank of Commander), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Reste commandant</translation>
    </message>
    <message>
        <source>Promoted to Captain</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Captain), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Promu capitaine</translation>
    </message>
    <message>
        <source>Promoted to Commodore</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Commodore), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Promu commodore</translation>
    </message>
    <message>
        <source>Promoted to Admiral</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Admiral, the best), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Promu amiral</translation>
    </message>
    <message>
        <source>Original solitaire (18 cards)</source>
        <extracomment>Galaxy Command: the name of the rule set of the original solitaire game (played with 18 of the cards), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Solitaire d’origine (18 cartes)</translation>
    </message>
</context>
<context>
    <name>GalaxyFighters</name>
    <message>
        <source>a ship moves to a free adjacent space of its own atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a command of the turn).</extracomment>
        <translation>un vaisseau se déplace vers une case libre adjacente de sa propre atmosphère</translation>
    </message>
    <message>
        <source>at least one command die must be used</source>
        <extracomment>Galaxy Fighters: why a click does nothing (ending the turn before any die is used).</extracomment>
        <translation>au moins un dé d’ordre doit être utilisé</translation>
    </message>
    <message>
        <source>no Fire symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>il ne reste aucun symbole Tir</translation>
    </message>
    <message>
        <source>no Move symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>il ne reste aucun symbole Mouvement</translation>
    </message>
    <message>
        <source>no alien is ahead in the ship&apos;s column</source>
        <extracomment>Galaxy Fighters: why a click does nothing. A column: the line of spaces ahead of the ship.</extracomment>
        <translation>aucun alien devant le vaisseau dans sa colonne</translation>
    </message>
    <message>
        <source>not enough Special symbols are left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>il ne reste pas assez de symboles Spécial</translation>
    </message>
    <message>
        <source>that has no target now</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a weapon, engine or special).</extracomment>
        <translation>cela n’a pas de cible pour l’instant</translation>
    </message>
    <message>
        <source>that is not a choice now</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>ce n’est pas un choix possible maintenant</translation>
    </message>
    <message>
        <source>the game is drawing a card or rolling a die</source>
        <extracomment>Galaxy Fighters: why a click does nothing (the computer deals a card or rolls).</extracomment>
        <translation>le jeu tire une carte ou lance un dé</translation>
    </message>
    <message>
        <source>the game is over</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>the invader can only go to a neighbouring district with room</source>
        <extracomment>Galaxy Fighters: why a click does nothing (where an invader goes when its district is full).</extracomment>
        <translation>l’envahisseur ne peut aller que dans un district voisin où il reste de la place</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Joueur %1</translation>
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
        <translation>Tir</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (move the ship).</extracomment>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (use the weapon system or engine).</extracomment>
        <translation>Spécial</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s face that counts as either symbol.</extracomment>
        <translation>Tir ou Spécial</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s shielded ship, which survives.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 s’écrase sur le vaisseau de %2, protégé par un bouclier, qui survit.</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 s’écrase sur le vaisseau de %2.</translation>
    </message>
    <message>
        <source>A %1 is destroyed on a defence tile.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Un %1 est détruit sur une tuile de défense.</translation>
    </message>
    <message>
        <source>A %1 is destroyed by a Drone.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Un %1 est détruit par un Drone.</translation>
    </message>
    <message>
        <source>A %1 invades %2.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district.</extracomment>
        <translation>Un %1 envahit %2.</translation>
    </message>
    <message>
        <source>Alien frenzy!</source>
        <extracomment>Galaxy Fighters, log: a stack of aliens all move at once, each its own way.</extracomment>
        <translation>Frénésie des aliens !</translation>
    </message>
    <message>
        <source>%1&apos;s ship is destroyed.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Le vaisseau de %1 est détruit.</translation>
    </message>
    <message>
        <source>%1 is invaded.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1 est envahi.</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: aliens placed by the spawn card.</extracomment>
        <translation>
            <numerusform>%n alien atterrit.</numerusform>
            <numerusform>%n aliens atterrissent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters, log: aliens shot by the ship.</extracomment>
        <translation>
            <numerusform>%n alien détruit.</numerusform>
            <numerusform>%n aliens détruits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: aliens that move in the approach (invaders and crashes included).</extracomment>
        <translation>
            <numerusform>%n alien approche.</numerusform>
            <numerusform>%n aliens approchent.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;; %2: a ship card, e.g. &apos;Gladius&apos;.</extracomment>
        <translation>%1 reçoit le vaisseau %2.</translation>
    </message>
    <message>
        <source>A spawn card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters, log: %1: the district whose turn begins, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Une carte de vague est lue depuis le côté de %1.</translation>
    </message>
    <message>
        <source>%1 fits the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a weapon system, e.g. &apos;Laser Beam&apos;.
----------
Galaxy Fighters, log: %1: a district; %2: an engine modification, e.g. &apos;Repulsor&apos;.</extracomment>
        <translation>%1 installe %2.</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a bonus command tile, e.g. &apos;Lucky Star&apos;.</extracomment>
        <translation>%1 prend la tuile %2.</translation>
    </message>
    <message>
        <source>%1 fires.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 tire.</translation>
    </message>
    <message>
        <source>%1 fires the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its weapon system, e.g. &apos;Wide Beam&apos;.</extracomment>
        <translation>%1 tire avec %2.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its engine modification, e.g. &apos;Deflector&apos;.</extracomment>
        <translation>%1 utilise %2.</translation>
    </message>
    <message>
        <source>%1 uses the special weapon of the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its ship card, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>%1 utilise l’arme spéciale du vaisseau %2.</translation>
    </message>
    <message>
        <source>%1 rerolls the unused dice.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 relance les dés inutilisés.</translation>
    </message>
    <message>
        <source>The invader goes on to %1.</source>
        <extracomment>Galaxy Fighters, log: %1: a district the invader goes to, e.g. &apos;Novaport&apos;.</extracomment>
        <translation>L’envahisseur continue vers %1.</translation>
    </message>
    <message>
        <source>%1 gives up for the team.</source>
        <extracomment>Galaxy Fighters, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 abandonne pour l’équipe.</translation>
    </message>
    <message>
        <source>The districts are saved</source>
        <extracomment>Galaxy Fighters: the title of the end of a won game.</extracomment>
        <translation>Les districts sont sauvés</translation>
    </message>
    <message>
        <source>The aliens have won</source>
        <translation>Les aliens ont gagné</translation>
    </message>
    <message>
        <source>The team gave up.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>L’équipe a abandonné.</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s) invaded.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>
            <numerusform>%n district envahi.</numerusform>
            <numerusform>%n districts envahis.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shipyard is empty.</source>
        <extracomment>Galaxy Fighters: why the game was lost (no backup ship is left).</extracomment>
        <translation>Le chantier naval est vide.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters: the end of a game. %1: why it ended, a sentence.</extracomment>
        <translation>
            <numerusform>%1 %n alien détruit.</numerusform>
            <numerusform>%1 %n aliens détruits.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Fighters: the result in the log and the results list. %1: the title, e.g. &apos;The aliens have won&apos;; %2: what it rests on, sentences.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>A %1 is destroyed.</source>
        <extracomment>Galaxy Fighters board, a step of what happens: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Un %1 est détruit.</translation>
    </message>
    <message>
        <source>A %1 flies towards %2.</source>
        <extracomment>Galaxy Fighters board, a step of the approach: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: the district it flies to, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 vole vers %2.</translation>
    </message>
    <message>
        <source>%1&apos;s new ship waits shielded in its atmosphere.</source>
        <extracomment>Galaxy Fighters board, a step of what happens: a destroyed ship&apos;s replacement. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Le nouveau vaisseau de %1 attend dans son atmosphère, protégé par un bouclier.</translation>
    </message>
    <message numerus="yes">
        <source>The starting card: %n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: the starting spawn card&apos;s aliens placed once every ship is ready.</extracomment>
        <translation>
            <numerusform>La carte de départ : %n alien atterrit.</numerusform>
            <numerusform>La carte de départ : %n aliens atterrissent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) pushed back.</source>
        <extracomment>Galaxy Fighters, log: aliens pushed back by a ship&apos;s engine or special weapon.</extracomment>
        <translation>
            <numerusform>%n alien repoussé.</numerusform>
            <numerusform>%n aliens repoussés.</numerusform>
        </translation>
    </message>
    <message>
        <source>No alien approaches.</source>
        <extracomment>Galaxy Fighters, log: a turn ended and no alien faced the district.</extracomment>
        <translation>Aucun alien n’approche.</translation>
    </message>
    <message numerus="yes">
        <source>%n more alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: the rest of an approach (after the player chose where an invader goes, or after a crash or an invasion).</extracomment>
        <translation>
            <numerusform>%n alien de plus approche.</numerusform>
            <numerusform>%n aliens de plus approchent.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends its turn.</source>
        <extracomment>Galaxy Fighters, log: %1: a district. Then the aliens facing it move (said next).</extracomment>
        <translation>%1 termine son tour.</translation>
    </message>
    <message>
        <source>The spawn deck has run out and the sky is clear.</source>
        <extracomment>Galaxy Fighters: why the game was won.</extracomment>
        <translation>Le paquet de vagues est épuisé et le ciel est dégagé.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full, and goes on to %3.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full takes a neighbour&apos;s. %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;; %3: the neighbour, e.g. &apos;Atomville&apos;.</extracomment>
        <translation>Un %1 atteint %2, plein, et continue vers %3.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full; where it goes is chosen next (or no district has room). %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Un %1 atteint %2, qui est plein.</translation>
    </message>
    <message>
        <source>The starting card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters board, a step: the starting spawn card shown before its aliens land (not a turn&apos;s card). %1: the district whose side it is read from, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>La carte de départ est lue du côté de %1.</translation>
    </message>
    <message>
        <source>no alien is in the weapon&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Weapon command does nothing.</extracomment>
        <translation>aucun alien n’est à portée de l’arme</translation>
    </message>
    <message>
        <source>the engine cannot take the ship to that space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (an engine that flies the ship, on a space it cannot reach).</extracomment>
        <translation>le moteur ne peut pas amener le vaisseau sur cette case</translation>
    </message>
    <message>
        <source>no free space is within the engine&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Engine command does nothing (it flies the ship).</extracomment>
        <translation>aucune case libre n’est à portée du moteur</translation>
    </message>
    <message>
        <source>the ship is shielded already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Deflector) does nothing.</extracomment>
        <translation>le vaisseau est déjà protégé</translation>
    </message>
    <message>
        <source>the closest alien ahead is in the last zone and cannot be pushed back</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing. Zones: the rows of the board counted from the district.</extracomment>
        <translation>l’alien le plus proche est dans la dernière zone et ne peut pas être repoussé</translation>
    </message>
    <message>
        <source>the closest alien ahead has been pushed back once already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing.</extracomment>
        <translation>l’alien le plus proche a déjà été repoussé une fois</translation>
    </message>
    <message>
        <source>this ship&apos;s special needs no command</source>
        <extracomment>Galaxy Fighters: why the Special command does nothing (its special is always on).</extracomment>
        <translation>la capacité spéciale de ce vaisseau n’a besoin d’aucun ordre</translation>
    </message>
    <message>
        <source>the target must be a stack in deep space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (Missile Command, on a wrong space).</extracomment>
        <translation>la cible doit être une pile de l’espace profond</translation>
    </message>
    <message>
        <source>no alien is in deep space</source>
        <extracomment>Galaxy Fighters: why the Special command (Missile Command) does nothing.</extracomment>
        <translation>aucun alien dans l’espace profond</translation>
    </message>
    <message>
        <source>no defence tile is left</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>il ne reste aucune tuile de défense</translation>
    </message>
    <message>
        <source>a defence tile goes on a free space of the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a defence tile, on a wrong space).</extracomment>
        <translation>une tuile de défense se pose sur une case libre de l’atmosphère du vaisseau</translation>
    </message>
    <message>
        <source>no space of the ship&apos;s atmosphere is free</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>aucune case de l’atmosphère du vaisseau n’est libre</translation>
    </message>
    <message>
        <source>no alien is to the left or right in the ship&apos;s row</source>
        <extracomment>Galaxy Fighters: why the Special command (Side Cannon) does nothing.</extracomment>
        <translation>aucun alien à gauche ni à droite dans la rangée du vaisseau</translation>
    </message>
    <message>
        <source>no alien is in the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why the Special command (Nova Bomb) does nothing.</extracomment>
        <translation>aucun alien dans l’atmosphère du vaisseau</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n times).</source>
        <extracomment>Galaxy Fighters, log: a sentence that happened several times in one action. %1: the sentence without its full stop, e.g. &apos;A Yellum invades Rocketown&apos;; %n: how often (2 or more).</extracomment>
        <translation>
            <numerusform>%1 (%n fois).</numerusform>
            <numerusform>%1 (%n fois).</numerusform>
        </translation>
    </message>
    <message>
        <source>this ship&apos;s bonus tile is not a reroll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing. The reroll tile: a bonus command tile.</extracomment>
        <translation>la tuile bonus de ce vaisseau n’est pas une relance</translation>
    </message>
    <message>
        <source>the reroll tile is used already this turn</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (once a turn).</extracomment>
        <translation>la tuile de relance est déjà utilisée ce tour-ci</translation>
    </message>
    <message>
        <source>no die is left to roll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (every die is used).</extracomment>
        <translation>il ne reste aucun dé à relancer</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <extracomment>Galaxy Fighters, log: the unused dice rolled again with the reroll tile. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move&apos;.</extracomment>
        <translation>%1 relance : %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <extracomment>Galaxy Fighters, log: a turn&apos;s command dice. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move, Move, Special&apos;.</extracomment>
        <translation>%1 obtient %2.</translation>
    </message>
    <message>
        <source>%1 moves its ship to zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: a ship moves in its atmosphere. %1: a district; %2: the zone (1 nearest the district, 3 farthest); %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 déplace son vaisseau en zone %2, colonne %3.</translation>
    </message>
    <message>
        <source>%1 places a defence tile at zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: the Phalanx&apos;s special. %1: a district; %2: the zone (1-3) of its atmosphere; %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 pose une tuile de défense en zone %2, colonne %3.</translation>
    </message>
</context>
<context>
    <name>GalaxyFightersContent</name>
    <message>
        <source>Exovon spawn deck</source>
        <extracomment>Galaxy Fighters: the name of the shipped spawn deck (the cards that say where alien invaders land). Seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Paquet de vagues exovon</translation>
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
        <translation>Cartes de vaisseau</translation>
    </message>
    <message>
        <source>Astro Wing</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Astro Wing</translation>
    </message>
    <message>
        <source>Missile Command: destroy the top alien of any stack in deep space.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Commande de missiles : détruisez l’alien du dessus de n’importe quelle pile de l’espace profond.</translation>
    </message>
    <message>
        <source>Phalanx</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Phalanx</translation>
    </message>
    <message>
        <source>Shielded Defense System: place one of your 2 defence tiles on a free space of your atmosphere; an alien that moves into it is destroyed, and it blocks shots too.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon. A defence tile is a marker placed on a space of the board.</extracomment>
        <translation>Système de défense à bouclier : placez l’une de vos 2 tuiles de défense sur une case libre de votre atmosphère ; un alien qui y entre est détruit, et elle bloque aussi les tirs.</translation>
    </message>
    <message>
        <source>Gladius</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Gladius</translation>
    </message>
    <message>
        <source>Helper Drone: a Drone follows your ship into the space it left, and an alien that stops on it is destroyed.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special. The Drone is a small helper craft.</extracomment>
        <translation>Drone auxiliaire : un Drone suit votre vaisseau sur la case qu’il a quittée, et un alien qui s’arrête dessus est détruit.</translation>
    </message>
    <message>
        <source>Broadside</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Broadside</translation>
    </message>
    <message>
        <source>Side Cannon: destroy the closest alien to the left or right of your ship in its row.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Canon latéral : détruisez l’alien le plus proche à gauche ou à droite de votre vaisseau, sur sa rangée.</translation>
    </message>
    <message>
        <source>Supernova</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Supernova</translation>
    </message>
    <message>
        <source>Nova Bomb: destroy the top alien of every stack in your atmosphere.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Bombe nova : détruisez l’alien du dessus de chaque pile de votre atmosphère.</translation>
    </message>
    <message>
        <source>Comet</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Comet</translation>
    </message>
    <message>
        <source>Extra Die: roll one more command die every turn.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special.</extracomment>
        <translation>Dé supplémentaire : lancez un dé d’ordre de plus à chaque tour.</translation>
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
        <translation>Pas d’arme spéciale, mais toutes les modifications de moteur s’y installent.</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Galaxy Fighters: the name of the content file of the weapons, engines and tiles.</extracomment>
        <translation>Équipement du cockpit</translation>
    </message>
    <message>
        <source>Wide Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Rayon large</translation>
    </message>
    <message>
        <source>Aim like Fire: every alien in the zone of the closest alien in your column is hit, into your neighbours&apos; atmospheres too.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text. A column is a line of spaces from the ship&apos;s district across the board; a zone a row of spaces.</extracomment>
        <translation>Visez comme avec Tir : chaque alien de la zone de l’alien le plus proche dans votre colonne est touché, jusque dans les atmosphères de vos voisins.</translation>
    </message>
    <message>
        <source>Laser Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Rayon laser</translation>
    </message>
    <message>
        <source>Hit the top alien of every stack in your column, through deep space and into the opposite atmosphere.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Touchez l’alien du dessus de chaque pile de votre colonne, à travers l’espace profond et jusque dans l’atmosphère opposée.</translation>
    </message>
    <message>
        <source>Spread Shot</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Tir dispersé</translation>
    </message>
    <message>
        <source>Hit the closest alien straight ahead and the closest on each forward diagonal.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Touchez l’alien le plus proche droit devant et le plus proche sur chaque diagonale avant.</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Postcombustion</translation>
    </message>
    <message>
        <source>Fly to a free space of your atmosphere up to 2 spaces away.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Volez vers une case libre de votre atmosphère, jusqu’à 2 cases de distance.</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Moteur à distorsion</translation>
    </message>
    <message>
        <source>Jump to any free space of your atmosphere.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Sautez vers n’importe quelle case libre de votre atmosphère.</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it deflects what hits the ship).</extracomment>
        <translation>Déflecteur</translation>
    </message>
    <message>
        <source>Your ship is shielded until the start of your next turn.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Votre vaisseau est protégé par un bouclier jusqu’au début de votre prochain tour.</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it pushes aliens away).</extracomment>
        <translation>Répulseur</translation>
    </message>
    <message>
        <source>Push the closest alien in your column one zone back.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Repoussez d’une zone l’alien le plus proche de votre colonne.</translation>
    </message>
    <message>
        <source>Blaster Cell</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Fire symbol).</extracomment>
        <translation>Cellule blaster</translation>
    </message>
    <message>
        <source>Adds a Fire symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Ajoute un symbole Tir à votre lancer.</translation>
    </message>
    <message>
        <source>Thruster Boost</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Move symbol).</extracomment>
        <translation>Boost de propulseur</translation>
    </message>
    <message>
        <source>Adds a Move symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Ajoute un symbole Mouvement à votre lancer.</translation>
    </message>
    <message>
        <source>Power Core</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Special symbol).</extracomment>
        <translation>Cœur d’énergie</translation>
    </message>
    <message>
        <source>Adds a Special symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Ajoute un symbole Spécial à votre lancer.</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it lets the player roll again).</extracomment>
        <translation>Bonne étoile</translation>
    </message>
    <message>
        <source>Reroll all your unused command dice once.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Relancez une fois tous vos dés d’ordre inutilisés.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the easiest, for beginners).</extracomment>
        <translation>Recrue</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the standard one).</extracomment>
        <translation>Pilote expert</translation>
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
        <translation>Pirates</translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <extracomment>Galaxy of D: a sector (a hexagon) of the galaxy, in the log and the board. %1 and %2: its coordinates, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>secteur %1,%2</translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll, a number; %n: the number of Things drawn (placed on the galaxy).</extracomment>
        <translation>
            <numerusform>Jet de dé %1 : %n objet est tiré.</numerusform>
            <numerusform>Jet de dé %1 : %n objets sont tirés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>Jet de dé %1 : chaque joueur commence avec %2 $.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Dé des pirates %1 : le pirate se déplace.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Dé des pirates %1 : le pirate reste sur place.</translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation>Un objet est tiré face cachée.</translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector (a planet, an asteroid ...).</extracomment>
        <translation>Un objet est placé dans le %1.</translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 joue le premier tour.</translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Le pirate poursuit les vaisseaux du %1.</translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <extracomment>Galaxy of D, the log: the bid for the first turn. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>%1 enchérit à %2 $.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>Galaxy of D, the log: the player bids nothing more (a verb). %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 place sa base stellaire dans le %2.</translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1 achète : %2.</translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The purchase is hidden from the other player until both are done.</extracomment>
        <translation>%1 termine son achat secret.</translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The movement is a phase of the turn.</extracomment>
        <translation>%1 termine ses déplacements.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 termine son tour.</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3 and %4: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 : %2 va du %3 au %4.</translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 lance le combat dans le %2.</translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <extracomment>Galaxy of D, the log: the ship that takes the enemy&apos;s hits first. %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1 : %2 encaisse les tirs.</translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 déplace ensuite un pirate.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galaxy of D, the log: the player gives up the game. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 abandonne.</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>Galaxy of D, the log: a number of ships of one type. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: how many, e.g. &apos;Cruiser ×3&apos;.</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 bought nothing</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 n’a rien acheté</translation>
    </message>
    <message>
        <source>%1 bought %2</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;; %2: the ships, e.g. &apos;Cruiser ×2, Bomber&apos;.</extracomment>
        <translation>%1 a acheté %2</translation>
    </message>
    <message>
        <source>The starting ships are revealed: %1.</source>
        <extracomment>Galaxy of D, the log: %1: what each side bought, e.g. &apos;Redog bought Cruiser ×2; Cynder bought nothing&apos;.</extracomment>
        <translation>Les premiers vaisseaux sont révélés : %1.</translation>
    </message>
    <message>
        <source>%1 (attack %2)</source>
        <extracomment>Galaxy of D, the log: a side in a combat. %1: a side, e.g. &apos;Redog&apos;; %2: its attack strength, a number.</extracomment>
        <translation>%1 (attaque %2)</translation>
    </message>
    <message>
        <source>Combat in %1: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the sides and their attacks, e.g. &apos;Redog (attack 7), Pirates (attack 3)&apos;.</extracomment>
        <translation>Combat dans le %1 : %2.</translation>
    </message>
    <message>
        <source>%1 loses nothing.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;.</extracomment>
        <translation>%1 ne perd rien.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the ships lost, e.g. &apos;Cruiser, Bomber&apos;.</extracomment>
        <translation>%1 perd %2.</translation>
    </message>
    <message>
        <source>The %1 Starbase takes %2 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Cynder&apos; (&apos;the Cynder Starbase&apos;); %2: the damage, a number. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>La base stellaire de %1 subit %2 dégâts.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money (after the dollar sign), e.g. &apos;$2&apos;. Scavenger: a ship type.</extracomment>
        <translation>%1 gagne %2 $ grâce aux Pillards.</translation>
    </message>
    <message>
        <source>The %1 moves from %2 to %3.</source>
        <extracomment>Galaxy of D, the log: a pirate ship moves. %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2 and %3: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Le %1 va du %2 au %3.</translation>
    </message>
    <message>
        <source>The %1 in %2 has no ship it can reach and stays.</source>
        <extracomment>Galaxy of D, the log: %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Le %1 du %2 n’a aucun vaisseau à sa portée et reste sur place.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1 : le %2 frappe la base stellaire %3 et inflige %4 dégâts.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 : le %2 charge une cargaison dans le %3.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: an amount of money, after the dollar sign.</extracomment>
        <translation>%1 : le %2 vend sa cargaison pour %3 $.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos; (&apos;the Redog turn&apos;); %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left, a number.</extracomment>
        <translation>Fin du tour de %1 : production %2 $, blindage de la base %3.</translation>
    </message>
    <message>
        <source>%1 puts a %2 on top of the stack in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 met un %2 sur le dessus de la pile dans le %3.</translation>
    </message>
    <message>
        <source>The Pirates lose nothing.</source>
        <translation>Les Pirates ne perdent rien.</translation>
    </message>
    <message>
        <source>The Pirates lose %1.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: the ships the pirates lose, e.g. &apos;Cruiser Pirate&apos;.</extracomment>
        <translation>Les Pirates perdent %1.</translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The cheapest ship: fast, weak.</extracomment>
        <translation>Intercepteur</translation>
    </message>
    <message>
        <source>Scavenger</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that earns money from enemy ships destroyed in its combats.</extracomment>
        <translation>Pillard</translation>
    </message>
    <message>
        <source>Freighter</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A cargo ship that carries goods from planets to the Spaceport.</extracomment>
        <translation>Cargo</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A sturdy warship.</extracomment>
        <translation>Croiseur</translation>
    </message>
    <message>
        <source>Bomber</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that attacks enemy Starbases only.</extracomment>
        <translation>Bombardier</translation>
    </message>
    <message>
        <source>Assassin</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A fast ship with a strong attack.</extracomment>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The biggest warship: slow, the strongest.</extracomment>
        <translation>Destroyer</translation>
    </message>
    <message>
        <source>Planet</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Planète</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Astéroïde</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules). Where Freighters sell their cargo.</extracomment>
        <translation>Spatioport</translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Cruiser of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Croiseur pirate</translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Scavenger of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Pillard pirate</translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <extracomment>Galaxy of D: the name of the shipped galaxy (a content file, the game&apos;s own name), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galaxy of D: the name of the shipped rule set, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <extracomment>Galaxy of D: the name of the shipped rule set with a quicker setup, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Règles standard, mise en place rapide</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <extracomment>Galaxy of D: the ability of the ship type Scavenger, seen in the shop and the rules.</extracomment>
        <translation>Rapporte 1 $ pour chaque vaisseau ennemi détruit dans un combat auquel l’un de vos Pillards survit.</translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <extracomment>Galaxy of D: the ability of the ship type Freighter, seen in the shop and the rules. &apos;Cargo Price&apos; is the game&apos;s term (the price a cargo sells for).</extracomment>
        <translation>Charge une cargaison sur une planète et la vend au spatioport au prix du fret.</translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <extracomment>Galaxy of D: the ability of the ship type Bomber, seen in the shop and the rules. &apos;Starbase&apos; is the game&apos;s term (each player&apos;s home base).</extracomment>
        <translation>N’attaque que les bases stellaires ennemies : inflige 10 dégâts en entrant dans une base stellaire ennemie.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %n: the number, e.g. &apos;1 player&apos;.</extracomment>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %1: the fewest; %n: the most, e.g. &apos;1–4 players&apos;.</extracomment>
        <translation>
            <numerusform>%1–%n joueurs</numerusform>
            <numerusform>%1–%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>dice and draws</source>
        <translation>dés et tirages</translation>
    </message>
    <message>
        <source>no luck</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: no dice and no cards drawn. Short.</extracomment>
        <translation>sans hasard</translation>
    </message>
    <message>
        <source>hidden information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: the players do not see everything (hidden cards or purchases). Short.</extracomment>
        <translation>informations cachées</translation>
    </message>
    <message>
        <source>open information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: everything is in view of all players. Short.</extracomment>
        <translation>informations ouvertes</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The home page, a game&apos;s card: a button (a verb phrase: set up a new game). Short.</extracomment>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page, a game&apos;s card: a label on a game that cannot be played yet. Short.</extracomment>
        <translation>Bientôt</translation>
    </message>
    <message>
        <source>%1  ·  %2  ·  %3</source>
        <extracomment>The home page, a game&apos;s card: a line of facts. %1: the players, e.g. &apos;1–4 players&apos;; %2: &apos;dice and draws&apos; or &apos;no luck&apos;; %3: &apos;hidden information&apos; or &apos;open information&apos;. Keep the dots and spaces.</extracomment>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>The home page, a game&apos;s card: what a screen reader says for the button &quot;New game…&quot; (there is one per game). %1: the game&apos;s name.</extracomment>
        <translation>Nouvelle partie de %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <extracomment>The game screen: the heading of the log of the moves (a noun).</extracomment>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>The game log: a heading before the moves of a turn. %1: the turn&apos;s number, e.g. 3.</extracomment>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Il ne s’est encore rien passé.</translation>
    </message>
</context>
<context>
    <name>GameOverSummary</name>
    <message>
        <source>Game over</source>
        <extracomment>The game over summary: its heading.</extracomment>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>The game over summary: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <extracomment>The game over summary: a draw, or all players lost.</extracomment>
        <translation>Personne ne gagne.</translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <extracomment>The game over summary: %n: the number of turns played.</extracomment>
        <translation>
            <numerusform>après %n tour</numerusform>
            <numerusform>après %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>The game over summary: a button that closes the summary to look at the final board. Short.</extracomment>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The game over summary: a button back to the home page (a noun). Short.</extracomment>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The game over summary: a button that opens the new game dialog (a verb phrase). Short.</extracomment>
        <translation>Nouvelle partie…</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <extracomment>The game screen: the button in the top bar back to the home page (‹ is an arrow). Keep it short.</extracomment>
        <translation>‹ Accueil</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The game screen: a label in the top bar: the random seed of the game, to replay it. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Graine %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>The game screen: a button in the top bar (a verb: take back the last move). Keep it short.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Reprendre le dernier coup (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>The game screen: a button in the top bar (a verb: play the move taken back again). Keep it short.</extracomment>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Rejouer le coup (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: save the game).</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Enregistrer la partie (Ctrl+S)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: open a saved game).</extracomment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Ouvrir une partie enregistrée (Ctrl+O)</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The game screen: a button in the top bar: show the rules beside the board (a noun). Keep it short.</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>The game screen: a button in the top bar when the game is over: show the result (a noun). Keep it short.</extracomment>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Concede</source>
        <extracomment>The game screen: a button in the top bar: give up the game (a verb). Keep it short.</extracomment>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Impossible d’afficher le plateau de %1.</translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Le plateau de %1 est en préparation. La partie se déroule quand même : suivez-la dans le journal.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The game screen: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Les dés roulent…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <extracomment>The game screen: the status bar. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <extracomment>The game screen: the status bar. %1: a computer player&apos;s name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>À %1 (ordinateur) de jouer</translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Le résumé des règles de %1 n’est pas encore écrit.</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Abandonner la partie ?</translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <extracomment>The game screen: the question before conceding. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 abandonne et perd la partie.</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Atelier</translation>
    </message>
    <message>
        <source>More ▾</source>
        <extracomment>The game screen: a button in the top bar that opens a menu of more actions (▾ is an arrow). Keep it short.</extracomment>
        <translation>Plus ▾</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>The game screen: a button in the top bar (a noun: the app suggests a move). Keep it short.</extracomment>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Suggest a move from what you can see; it is not played (H)</source>
        <translation>Suggérer un coup d’après ce que vous voyez ; il n’est pas joué (H)</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d’un bon coup…</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <extracomment>The game screen: a hint. %1: the suggested move, e.g. &apos;Explore Sirius&apos;.</extracomment>
        <translation>Suggestion : %1</translation>
    </message>
    <message>
        <source>Back to the home screen; the game is kept (Alt+Home)</source>
        <translation>Retour à l’accueil ; la partie est conservée (Alt+Début)</translation>
    </message>
    <message>
        <source>Edit galaxies, ship tables, decks and rule variants; the game is kept (Ctrl+E)</source>
        <translation>Modifier galaxies, tables de vaisseaux, paquets de cartes et variantes de règles ; la partie est conservée (Ctrl+E)</translation>
    </message>
    <message>
        <source>The rules of %1, beside the board (F1)</source>
        <extracomment>The game screen: a tool tip. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Les règles de %1, à côté du plateau (F1)</translation>
    </message>
    <message>
        <source>Show the result of the game again (Ctrl+Shift+Q)</source>
        <translation>Afficher à nouveau le résultat de la partie (Ctrl+Maj+Q)</translation>
    </message>
    <message>
        <source>Give up this game; you are asked first (Ctrl+Shift+Q)</source>
        <translation>Abandonner cette partie ; une confirmation est demandée (Ctrl+Maj+Q)</translation>
    </message>
    <message>
        <source>This game could not be saved automatically (%1). Continue may bring back an older position: use Save to keep this one.</source>
        <extracomment>The game screen: a notice when the game could not be saved automatically. %1: the file and the system&apos;s reason, e.g. &apos;/home/ann/autosave.json: cannot write the file: No space left on device&apos;.</extracomment>
        <translation>Cette partie n’a pas pu être enregistrée automatiquement (%1). « Reprendre » pourrait ramener une position plus ancienne : utilisez Enregistrer pour garder celle-ci.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>The game screen: a button that closes the notice about a failed autosave.</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The rules are open beside the board.</source>
        <extracomment>The game screen: for a screen reader, on the Rules button while the rules show.</extracomment>
        <translation>Les règles sont ouvertes à côté du plateau.</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <extracomment>The game screen: the button that closes the rules beside the board (a cross; said by a screen reader and in its tool tip).</extracomment>
        <translation>Fermer les règles</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game ends without a winner.</source>
        <translation>La partie se termine sans vainqueur.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>The result of a game in the results list. %1: a player&apos;s or side&apos;s name, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the game&apos;s identifier given, e.g. &apos;galaxy-of-d&apos;.</extracomment>
        <translation>Jeu inconnu « %1 ».</translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the level given; %2: a game&apos;s name; %3: the levels it has, e.g. &apos;beginner, standard, expert&apos;.</extracomment>
        <translation>Joueur ordinateur inconnu « %1 » (%2 propose : %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;; %n: the number of players.</extracomment>
        <translation>
            <numerusform>%1 ne se joue pas à %n joueur.</numerusform>
            <numerusform>%1 ne se joue pas à %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the seed given.</extracomment>
        <translation>La graine doit être un nombre entier de 0 à 18446744073709551615, pas « %1 ».</translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Le contenu ne convient pas à %1.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 must take over first.</source>
        <extracomment>The game screen: why a move cannot be made for a player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 doit d’abord prendre la main.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Ce n’est pas à un joueur humain de jouer.</translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
        <extracomment>The game screen: %1: a player&apos;s name, e.g. &apos;Anna&apos;. &apos;Concede&apos; is the button in the top bar that gives up the game: use its translation.</extracomment>
        <translation>Pour abandonner au nom de %1, utilisez « Abandonner ».</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n’est pas permis maintenant.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Il n’y a aucune partie à enregistrer.</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Aucun nom de fichier n’a été donné.</translation>
    </message>
    <message>
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <extracomment>A mistake in a saved game file. %1: the file&apos;s path; &apos;/actions/%2&apos; is the place in the file (keep it), %2: the action&apos;s number from 0; %3: the action.</extracomment>
        <translation>%1 : /actions/%2 : le jeu n’autorise pas cette action ici (%3)</translation>
    </message>
    <message>
        <source>%1 has no setup &apos;%2&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name; %2: the setup&apos;s identifier given.</extracomment>
        <translation>%1 n’a pas de mise en place « %2 ».</translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (%2).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the setup&apos;s identifier given; %2: the reason.</extracomment>
        <translation>Mise en place inconnue « %1 » (%2).</translation>
    </message>
    <message>
        <source>%1 cannot be played in this window yet: its board is still being made. starboard-cli plays it.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy Fighters&apos;.</extracomment>
        <translation>%1 ne se joue pas encore dans cette fenêtre : son plateau est encore en préparation. starboard-cli y joue déjà.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): no move of a person yet.</extracomment>
        <translation>Vous n’avez encore joué aucun coup à reprendre.</translation>
    </message>
    <message>
        <source>A game given up cannot be taken back.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip).</extracomment>
        <translation>Une partie abandonnée ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>The other player has had the screen since your last move, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): two people play on one screen and the other one has played since.</extracomment>
        <translation>L’autre joueur a eu l’écran depuis votre dernier coup : il reste joué.</translation>
    </message>
    <message>
        <source>Since your last move you have seen dice, a card or something hidden, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): a die was rolled, a card drawn or something hidden shown after the player&apos;s last move.</extracomment>
        <translation>Depuis votre dernier coup, vous avez vu des dés, une carte ou quelque chose de caché : il reste joué.</translation>
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
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>GcBoard</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Command board: a notice shown briefly. %1: an event card&apos;s name, e.g. &apos;Strike&apos;; %2: its effect, e.g. &apos;Player 2: +2 metal&apos;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>YEAR %1</source>
        <extracomment>Galaxy Command board: a heading above the event cards (capitals). %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>ANNÉE %1</translation>
    </message>
    <message>
        <source>No events left: the game is over</source>
        <translation>Plus aucun événement : la partie est terminée</translation>
    </message>
    <message>
        <source>Empire: %1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress (all players together). %1: distant systems aligned; %2: the number needed to win.</extracomment>
        <translation>Empire : %1 sur %2 systèmes lointains ralliés</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>Galaxy Command board: a tab with a player&apos;s name. %1: the name, e.g. &apos;Anna (you)&apos;. Keep it short.</extracomment>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>Show the sector and mats of %1</source>
        <extracomment>Galaxy Command board: a tab&apos;s tool tip. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Afficher le secteur et les plateaux de %1</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command board: the heading of the viewer&apos;s own cards, the player&apos;s part of the galaxy (sector: the game&apos;s term). Short.</extracomment>
        <translation>Votre secteur</translation>
    </message>
    <message>
        <source>Your sector of the Empire</source>
        <translation>Votre secteur de l’Empire</translation>
    </message>
    <message>
        <source>Sector of %1</source>
        <extracomment>Galaxy Command board: the heading of another player&apos;s cards. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Secteur de %1</translation>
    </message>
    <message>
        <source>Back to my sector</source>
        <extracomment>Galaxy Command board: a button that shows the viewer&apos;s own cards again after looking at another player&apos;s (sector: the game&apos;s term). Short.</extracomment>
        <translation>Retour à mon secteur</translation>
    </message>
    <message>
        <source>Bide time</source>
        <extracomment>Galaxy Command board: a button: do nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. Short.</extracomment>
        <translation>Temporiser</translation>
    </message>
    <message>
        <source>Explore and attack nothing this turn: no risk, no new system.</source>
        <translation>Ne rien explorer ni attaquer ce tour-ci : aucun risque, aucun nouveau système.</translation>
    </message>
    <message>
        <source>%1 metal → %2 wealth</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 metal → 1 wealth&apos;. Short.</extracomment>
        <translation>%1 métal → %2 richesse</translation>
    </message>
    <message>
        <source>%1 wealth → %2 metal</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 wealth → 1 metal&apos;. Short.</extracomment>
        <translation>%1 richesse → %2 métal</translation>
    </message>
    <message>
        <source>No trade</source>
        <extracomment>Galaxy Command board: a button: skip the trade (a noun phrase). Short.</extracomment>
        <translation>Pas d’échange</translation>
    </message>
    <message>
        <source>Build military</source>
        <extracomment>Galaxy Command board: a button (a verb phrase): build military strength, +1. Short.</extracomment>
        <translation>Augmenter la force militaire</translation>
    </message>
    <message>
        <source>+1 military strength for %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command board: a tool tip of the &apos;Build military&apos; button. %1 and %2: numbers.</extracomment>
        <translation>+1 de force militaire pour %1 métal et %2 richesse.</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Command board: a button (a verb phrase). Short.</extracomment>
        <translation>Finir le tour</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <extracomment>Galaxy Command board: the status of the event deck, short form for a narrow window. %n: event cards left; %1: this round; %2: all rounds, e.g. &apos;3 event(s) left · round 2/6&apos;.</extracomment>
        <translation>
            <numerusform>%n événement restant · manche %1/%2</numerusform>
            <numerusform>%n événements restants · manche %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <extracomment>Galaxy Command board: the status of the event deck. %n: event cards left; %1: this round; %2: all rounds.</extracomment>
        <translation>
            <numerusform>%n événement restant cette année · manche %1 sur %2</numerusform>
            <numerusform>%n événements restants cette année · manche %1 sur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Empire: %1/%2 distant</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress, short form for a narrow window. %1: distant systems aligned; %2: the number needed, e.g. &apos;Empire: 2/5 distant&apos;.</extracomment>
        <translation>Empire : %1/%2 lointains</translation>
    </message>
    <message>
        <source>All players win together when %1 distant systems are aligned in their sectors at the end.</source>
        <extracomment>Galaxy Command board: a tool tip. %1: the number of distant systems needed, e.g. 5.</extracomment>
        <translation>Tous les joueurs gagnent ensemble si, à la fin, %1 systèmes lointains sont ralliés dans leurs secteurs.</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s home mat (the game&apos;s term: the board of storage, production and military). Short.</extracomment>
        <translation>Plateau du monde natal</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s technology mat (a noun, plural). Short.</extracomment>
        <translation>Technologies</translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <extracomment>Galaxy Command, a system card on the board: what a screen reader says of the card. %1: its name, e.g. &apos;Sirius&apos;; %2: &apos;near&apos; or &apos;distant&apos;; %3: its resistance; %4, %5: its metal and wealth production; %n: its victory points; %6: &apos;Aligned with the Empire.&apos; or &apos;Unaligned.&apos;.</extracomment>
        <translation>
            <numerusform>%1 (système %2) : résistance %3, métal %4, richesse %5, %n point de victoire. %6</numerusform>
            <numerusform>%1 (système %2) : résistance %3, métal %4, richesse %5, %n points de victoire. %6</numerusform>
        </translation>
    </message>
    <message>
        <source>distant</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system far away.</extracomment>
        <translation>lointain</translation>
    </message>
    <message>
        <source>near</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system close to home.</extracomment>
        <translation>proche</translation>
    </message>
    <message>
        <source>Aligned with the Empire.</source>
        <translation>Rallié à l’Empire.</translation>
    </message>
    <message>
        <source>Unaligned.</source>
        <extracomment>Galaxy Command, a system card on the board: the card&apos;s state: the system has not joined the Empire (yet). A short sentence.</extracomment>
        <translation>Non rallié.</translation>
    </message>
    <message>
        <source>A face-down distant system.</source>
        <translation>Un système lointain face cachée.</translation>
    </message>
    <message>
        <source>A face-down near system.</source>
        <translation>Un système proche face cachée.</translation>
    </message>
    <message>
        <source>Click to explore it: it is turned over and attacked.</source>
        <translation>Cliquez pour l’explorer : il est retourné et attaqué.</translation>
    </message>
    <message>
        <source>Click to conquer it: roll the die plus your military against %1.</source>
        <extracomment>Galaxy Command, a system card on the board: a tool tip. %1: the card&apos;s resistance, a number.</extracomment>
        <translation>Cliquez pour le conquérir : jet de dé plus votre force militaire contre %1.</translation>
    </message>
    <message>
        <source>DISTANT</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a distant system card (capitals, tight space).</extracomment>
        <translation>LOINTAIN</translation>
    </message>
    <message>
        <source>NEAR</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a near system card (capitals, tight space).</extracomment>
        <translation>PROCHE</translation>
    </message>
    <message>
        <source>ALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has joined the Empire (capitals, tight space).</extracomment>
        <translation>RALLIÉ</translation>
    </message>
    <message>
        <source>UNALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has not joined the Empire (capitals, tight space).</extracomment>
        <translation>NON RALLIÉ</translation>
    </message>
    <message>
        <source>Explore</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: turn the face-down card over and attack it). Short.</extracomment>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>Conquer</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: attack the face-up system to align it). Short.</extracomment>
        <translation>Conquérir</translation>
    </message>
    <message>
        <source>%1 Row %2, place %3.</source>
        <extracomment>Galaxy Command, a face-down system card on the board: what a screen reader says. %1: &apos;A face-down near system.&apos; or &apos;A face-down distant system.&apos;; %2: the card&apos;s row on the board (1 is the top row); %3: its place in the row (1 is the left).</extracomment>
        <translation>%1 Rangée %2, place %3.</translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message>
        <source>The Empire wins</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) win together.</extracomment>
        <translation>L’Empire gagne</translation>
    </message>
    <message>
        <source>The Empire loses</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) lose together.</extracomment>
        <translation>L’Empire perd</translation>
    </message>
    <message>
        <source>%1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command, the Empire&apos;s result (the players play together): %1: the distant systems aligned, %2: the number needed to win, e.g. &apos;4 of 5 distant systems aligned&apos;.</extracomment>
        <translation>Systèmes lointains ralliés : %1 sur %2</translation>
    </message>
    <message>
        <source>The sector was given up.</source>
        <translation>Le secteur a été abandonné.</translation>
    </message>
    <message>
        <source>The home world revolted: the game is lost.</source>
        <translation>Le monde natal s’est révolté : la partie est perdue.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <extracomment>Galaxy Command: a player&apos;s result in the results list; %n: the victory points scored.</extracomment>
        <translation>
            <numerusform>%n point de victoire</numerusform>
            <numerusform>%n points de victoire</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A result note: %1: the result&apos;s title (a rank such as &apos;Promoted to Captain&apos;, or &apos;The Empire wins&apos;), %2: its detail such as &apos;12 victory points&apos;.</extracomment>
        <translation>%1 : %2.</translation>
    </message>
</context>
<context>
    <name>GcEventCard</name>
    <message numerus="yes">
        <source>EVENTS
%n to come in Year %1</source>
        <extracomment>Galaxy Command, the event deck on the board: a heading (capitals) and a second line. %n: event cards still to come; %1: the year (round), 1 or 2. Keep the line break.</extracomment>
        <translation>
            <numerusform>ÉVÉNEMENTS
%n à venir en année %1</numerusform>
            <numerusform>ÉVÉNEMENTS
%n à venir en année %1</numerusform>
        </translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Galaxy Command, a red alert card: the stamp at the top (capitals, tight space). A red alert is the harsher kind of event card.</extracomment>
        <translation>ALERTE ROUGE</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Galaxy Command, an event card: the stamp at the top (capitals, tight space).</extracomment>
        <translation>ÉVÉNEMENT</translation>
    </message>
    <message>
        <source>Year %1: %2</source>
        <extracomment>Galaxy Command, an event card: the effect of a year. %1: the year, 1 or 2; %2: the effect, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Année %1 : %2</translation>
    </message>
    <message>
        <source>After the red alert %1</source>
        <extracomment>Galaxy Command, an event card: it comes after red alert cards of the year. %1: their names, e.g. &apos;Pirate Raid, Saboteurs&apos;.</extracomment>
        <translation>Après l’alerte rouge %1</translation>
    </message>
    <message>
        <source>Played in place of a red alert</source>
        <translation>Jouée à la place d’une alerte rouge</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Command, an event card: a player&apos;s line. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: what happened, e.g. &apos;+2 metal&apos;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>GcHomeMat</name>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): its heading (the game&apos;s term).</extracomment>
        <translation>Plateau du monde natal</translation>
    </message>
    <message>
        <source>STRIKE</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat during a strike (the workers strike: no production). Capitals, tight space.</extracomment>
        <translation>GRÈVE</translation>
    </message>
    <message>
        <source>A strike: no production (half with Robot Workers) at the next collect.</source>
        <translation>Grève : pas de production (la moitié avec Ouvriers robots) à la prochaine collecte.</translation>
    </message>
    <message>
        <source>DIPLOMACY</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat while Interstellar Diplomacy is ready to use. Capitals, tight space.</extracomment>
        <translation>DIPLOMATIE</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn&apos;s explore or conquer succeeds without a roll.</source>
        <translation>Diplomatie interstellaire : l’exploration ou la conquête de ce tour réussit sans jet.</translation>
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
    <message>
        <source>Home mat of %1</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Plateau du monde natal de %1</translation>
    </message>
    <message>
        <source>Metal stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal in storage. Short.</extracomment>
        <translation>Métal</translation>
    </message>
    <message>
        <source>Metal storage, up to the limit marked in gold</source>
        <translation>Réserve de métal, jusqu’à la limite marquée en or</translation>
    </message>
    <message>
        <source>Wealth stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth in storage. Short.</extracomment>
        <translation>Richesse</translation>
    </message>
    <message>
        <source>Wealth storage, up to the limit marked in gold</source>
        <translation>Réserve de richesse, jusqu’à la limite marquée en or</translation>
    </message>
    <message>
        <source>Metal income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal produced every turn. Short.</extracomment>
        <translation>Métal/tour</translation>
    </message>
    <message>
        <source>Metal production: collected every turn</source>
        <translation>Production de métal : collectée à chaque tour</translation>
    </message>
    <message>
        <source>Wealth income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth produced every turn. Short.</extracomment>
        <translation>Richesse/tour</translation>
    </message>
    <message>
        <source>Wealth production: collected every turn</source>
        <translation>Production de richesse : collectée à chaque tour</translation>
    </message>
    <message>
        <source>Military</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: military strength (a noun). Short.</extracomment>
        <translation>Force militaire</translation>
    </message>
    <message>
        <source>Military strength, added to the die when you attack; its limit marked in gold</source>
        <translation>Force militaire, ajoutée au dé quand vous attaquez ; sa limite est marquée en or</translation>
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
        <translation>Métal en réserve (limite)</translation>
    </message>
    <message>
        <source>Wealth in storage (limit)</source>
        <translation>Richesse en réserve (limite)</translation>
    </message>
    <message>
        <source>Military strength (limit)</source>
        <translation>Force militaire (limite)</translation>
    </message>
    <message numerus="yes">
        <source>%n aligned</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the systems aligned with the Empire. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n rallié</numerusform>
            <numerusform>%n ralliés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: added after &apos;%n aligned&apos;: how many of them are distant systems. %n: the number; keep the space before the bracket.</extracomment>
        <translation>
            <numerusform> (%n lointain)</numerusform>
            <numerusform> (%n lointains)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the technologies discovered. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n technologie</numerusform>
            <numerusform>%n technologies</numerusform>
        </translation>
    </message>
    <message>
        <source>Strike: no production next turn</source>
        <translation>Grève : pas de production au prochain tour</translation>
    </message>
    <message>
        <source>Show this sector</source>
        <extracomment>Galaxy Command, a player&apos;s panel: a button that shows this player&apos;s cards on the board (sector: the game&apos;s term). Short.</extracomment>
        <translation>Afficher ce secteur</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: at the end of the game. %n: the victory points; %1: the rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n point de victoire : %1</numerusform>
            <numerusform>%n points de victoire : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: during the game. %n: the victory points; %1: the rank they would give, e.g. &apos;Remain a Commander&apos;.</extracomment>
        <translation>
            <numerusform>%n point de victoire pour l’instant (%1)</numerusform>
            <numerusform>%n points de victoire pour l’instant (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Production per turn:</source>
        <extracomment>Galaxy Command, a player&apos;s panel: a label before the production figures (metal and wealth).</extracomment>
        <translation>Production par tour :</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: a production figure. %1: a number, e.g. &apos;+2&apos;. Tight space.</extracomment>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>GcRollPanel</name>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Révolte</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Invasion</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Coup d’État militaire</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: &apos;Revolt&apos; or &apos;Invasion&apos;; %3: a system, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: no roll needed</source>
        <translation>Diplomatie interstellaire : aucun jet nécessaire</translation>
    </message>
    <message>
        <source>Rolled %1: the coup needs %2 or more</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: the roll needed.</extracomment>
        <translation>Jet de %1 : le coup d’État exige %2 ou plus</translation>
    </message>
    <message>
        <source>%1 + %2 %3 = %4 against %5</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: &apos;military&apos; or &apos;force&apos; (the bonus&apos;s name); %3: the bonus; %4: the total; %5: the resistance to beat, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + %2 %3 = %4 contre %5</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Aucun jet pour l’instant</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: a system, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 · %2</translation>
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
        <translation>Vous êtes commandant d’un secteur de l’Empire. Explorez, attaquez et conquérez les systèmes de votre secteur, développez votre métal, votre richesse et votre force militaire, découvrez des technologies et survivez aux événements de deux années. Les points de victoire viennent de vos systèmes ralliés, de vos technologies et de trois bonus. Un joueur seul joue contre les événements ; de deux à quatre, on joue ensemble pour l’Empire.</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the player&apos;s part of the galaxy (sector: the game&apos;s term).</extracomment>
        <translation>Votre secteur</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Action&lt;/b&gt;, one of: &lt;b&gt;Explore and attack&lt;/b&gt;: click a face-down system; it is turned over, then roll the die and add your military strength. A total of at least the resistance aligns the system; a lower one costs 1 military strength and the system stays unaligned. &lt;b&gt;Conquer&lt;/b&gt;: click an explored, unaligned system and roll the same way. &lt;b&gt;Bide time&lt;/b&gt;: risk nothing. Distant systems need Forward Star Bases and every explored near system aligned.</source>
        <translation>&lt;b&gt;1. Action&lt;/b&gt;, au choix : &lt;b&gt;Explorer et attaquer&lt;/b&gt; : cliquez sur un système face cachée ; il est retourné, puis lancez le dé et ajoutez votre force militaire. Un total au moins égal à la résistance rallie le système ; un total inférieur coûte 1 de force militaire et le système reste non rallié. &lt;b&gt;Conquérir&lt;/b&gt; : cliquez sur un système exploré non rallié et lancez le dé de la même façon. &lt;b&gt;Temporiser&lt;/b&gt; : ne rien risquer. Les systèmes lointains exigent Bases stellaires avancées, et chaque système proche exploré doit être rallié.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Collect&lt;/b&gt; the production shown on your home mat (1 metal and 1 wealth, plus your aligned systems) into storage. Storage holds 3 of each (5 with Interstellar Banking); the rest is lost. With Interspecies Commerce you may then trade 2 of one for 1 of the other, once.</source>
        <translation>&lt;b&gt;2. Collecte&lt;/b&gt; : la production indiquée sur votre plateau du monde natal (1 métal et 1 richesse, plus vos systèmes ralliés) va en réserve. La réserve contient 3 de chaque (5 avec Banque interstellaire) ; le reste est perdu. Avec Commerce interespèces, vous pouvez ensuite échanger une fois 2 de l’un contre 1 de l’autre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Build&lt;/b&gt;, both or either, once each: raise military strength by 1 for 1 metal and 1 wealth (at most 3, or 5 with Capital Ships), and discover one technology for its cost in wealth (the right one of a row needs the left one). Then end your turn.</source>
        <translation>&lt;b&gt;3. Construction&lt;/b&gt;, l’une, l’autre ou les deux, une fois chacune : augmentez la force militaire de 1 pour 1 métal et 1 richesse (au plus 3, ou 5 avec Vaisseaux amiraux), et découvrez une technologie en payant son coût en richesse (celle de droite d’une rangée nécessite celle de gauche). Puis finissez votre tour.</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the event cards (a noun, plural).</extracomment>
        <translation>Événements</translation>
    </message>
    <message>
        <source>A &lt;b&gt;red alert&lt;/b&gt; is played at once and concerns only some players (for example those with a military strength of 5 in a military coup); then the next unused event card is this round&apos;s event in its place.</source>
        <translation>Une &lt;b&gt;alerte rouge&lt;/b&gt; est jouée immédiatement et ne concerne que certains joueurs (par exemple ceux qui ont une force militaire de 5 lors d’un coup d’État militaire) ; puis la prochaine carte d’événement inutilisée devient, à sa place, l’événement de cette manche.</translation>
    </message>
    <message>
        <source>The years and the end</source>
        <translation>Les années et la fin de partie</translation>
    </message>
    <message>
        <source>Year 1 has 7 events, Year 2 has 6 (all event cards are shuffled again between the years). The game ends after the last event of Year 2.</source>
        <translation>L’année 1 compte 7 événements, l’année 2 en compte 6 (toutes les cartes d’événement sont remélangées entre les deux années). La partie se termine après le dernier événement de l’année 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several players&lt;/b&gt; are ranked the same way, and all win or lose together: the Empire wins when, on average, two distant systems per player are aligned (six in a three-player game).</source>
        <translation>&lt;b&gt;À plusieurs&lt;/b&gt;, chaque joueur est classé de la même façon, et tous gagnent ou perdent ensemble : l’Empire gagne si, en moyenne, deux systèmes lointains par joueur sont ralliés (six dans une partie à trois joueurs).</translation>
    </message>
    <message>
        <source>Six near systems and, above them, three distant systems lie face down. An aligned system lies turned sideways so that ALIGNED reads straight; an explored but unaligned one stands upright, UNALIGNED straight.</source>
        <translation>Six systèmes proches et, au-dessus d’eux, trois systèmes lointains sont posés face cachée. Un système rallié est tourné sur le côté, de sorte que RALLIÉ se lise à l’endroit ; un système exploré mais non rallié reste droit, NON RALLIÉ à l’endroit.</translation>
    </message>
    <message>
        <source>a system card shows its &lt;b&gt;resistance&lt;/b&gt; (shield), the &lt;b&gt;metal&lt;/b&gt; and &lt;b&gt;wealth&lt;/b&gt; it produces and its &lt;b&gt;victory points&lt;/b&gt; (star): the rulebook&apos;s picture of a card is lost. Face-down cards are drawn only when they are turned over, with the odds of a shuffled, dealt deck.</source>
        <translation>une carte de système indique sa &lt;b&gt;résistance&lt;/b&gt; (bouclier), le &lt;b&gt;métal&lt;/b&gt; et la &lt;b&gt;richesse&lt;/b&gt; qu’elle produit et ses &lt;b&gt;points de victoire&lt;/b&gt; (étoile) : l’illustration d’une carte dans le livret de règles est perdue. Les cartes face cachée ne sont tirées qu’au moment où elles sont retournées, avec les probabilités d’un paquet mélangé puis distribué.</translation>
    </message>
    <message>
        <source>After every player&apos;s turn an event card is turned over and applies to everybody: its Year 1 or Year 2 text, by the year being played. Resources go to storage up to its limit. A strike stops the next collect (Robot Workers: half, rounded up). A revolt strikes your aligned system of least resistance, an invasion the system you aligned last: a die plus the force at least the resistance (+1 with Hyper Television or Planetary Defenses) makes it unaligned. In Year 2 a revolt finding no aligned system makes your home world revolt.</source>
        <translation>Après le tour de chaque joueur, une carte d’événement est retournée et s’applique à tous : son texte de l’année 1 ou de l’année 2, selon l’année en cours. Les ressources vont en réserve jusqu’à sa limite. Une grève empêche la collecte suivante (Ouvriers robots : la moitié, arrondie au supérieur). Une révolte frappe votre système rallié de plus faible résistance, une invasion le dernier système que vous avez rallié : si un dé plus la force atteint au moins la résistance (+1 avec Hypertélévision ou Défenses planétaires), le système n’est plus rallié. En année 2, une révolte qui ne trouve aucun système rallié provoque la révolte de votre monde natal.</translation>
    </message>
    <message>
        <source>an invasion finding no aligned system in Year 2 does the same (the rulebook&apos;s passage after the invasions is lost). A player whose home world revolts is out of the game; with several players the others play on.</source>
        <translation>une invasion qui ne trouve aucun système rallié en année 2 a le même effet (le passage du livret de règles qui suit les invasions est perdu). Un joueur dont le monde natal se révolte est éliminé de la partie ; à plusieurs, les autres continuent de jouer.</translation>
    </message>
    <message>
        <source>which red alerts and events there are beyond those the rulebook names, and their numbers, are our design: the deck, which the Workshop edits.</source>
        <translation>les alertes rouges et les événements qui s’ajoutent à ceux que nomme le livret de règles, ainsi que leur nombre, sont de notre conception : c’est le paquet, que l’Atelier permet de modifier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt;: the victory points of your aligned systems; 1 victory point for every technology you discovered; +1 if every system of your sector is explored, +1 for all eight technologies, +3 if every system is aligned. &lt;b&gt;Ranks&lt;/b&gt;: 0-7 Demoted, 8-12 Remain a Commander, 13-14 Captain, 15-16 Commodore, 17 or more Admiral.</source>
        <translation>&lt;b&gt;Score&lt;/b&gt; : les points de victoire de vos systèmes ralliés ; 1 point de victoire par technologie découverte ; +1 si chaque système de votre secteur est exploré, +1 pour les huit technologies, +3 si chaque système est rallié. &lt;b&gt;Rangs&lt;/b&gt; : 0-7 Rétrogradé, 8-12 Reste commandant, 13-14 Capitaine, 15-16 Commodore, 17 ou plus Amiral.</translation>
    </message>
    <message>
        <source>the rulebook adds: &quot;If the cube is on first generation technology you gain 1, for cubes on the second generation technology, you gain 2&quot;. The cube marks how far a row of the technology mat has gone, so a row scores 1 or 2, not 1 + 2.</source>
        <translation>le livret de règles ajoute : « Si le cube est sur une technologie de première génération, vous gagnez 1 ; pour les cubes sur la technologie de seconde génération, vous gagnez 2 ». Le cube marque jusqu’où une rangée du plateau des technologies a progressé : une rangée rapporte donc 1 ou 2, pas 1 + 2.</translation>
    </message>
    <message>
        <source>The original solitaire game used 18 cards.</source>
        <translation>Le solitaire d’origine utilisait 18 cartes.</translation>
    </message>
    <message>
        <source>the full deck has 54 cards (the cards beyond those the rulebook names are ours); the new game dialog offers both.</source>
        <translation>le paquet complet compte 54 cartes (celles qui s’ajoutent aux cartes que nomme le livret de règles sont de nous) ; la boîte de dialogue « Nouvelle partie » propose les deux.</translation>
    </message>
</context>
<context>
    <name>GcScoreSheet</name>
    <message>
        <source>Systems</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the aligned systems. Short.</extracomment>
        <translation>Systèmes</translation>
    </message>
    <message>
        <source>Warlord</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the warlord bonus (the rulebook&apos;s name: all nine systems aligned). Short.</extracomment>
        <translation>Conquérant</translation>
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
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the technologies. Short.</extracomment>
        <translation>Technologies</translation>
    </message>
    <message>
        <source>Exploration</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the exploration bonus (the rulebook&apos;s name: all nine cards explored). Short.</extracomment>
        <translation>Exploration</translation>
    </message>
    <message>
        <source>Scientific</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the scientific bonus (the rulebook&apos;s name: all eight technologies discovered). Short.</extracomment>
        <translation>Scientifique</translation>
    </message>
</context>
<context>
    <name>GcTechMat</name>
    <message>
        <source>Technology mat</source>
        <extracomment>Galaxy Command: the heading of the technology mat (the game&apos;s term: the board of the technologies to discover).</extracomment>
        <translation>Technologies</translation>
    </message>
    <message>
        <source>1st generation · 2nd</source>
        <extracomment>Galaxy Command, the technology mat: the headings of its two columns (the generation is the game&apos;s term for a technology&apos;s column). Tight space.</extracomment>
        <translation>1re génération · 2e</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s tool tip. %1: its name, e.g. &apos;Robot Workers&apos;; %2: its effect, a sentence.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Costs %1 wealth, worth %n victory point(s).</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s tool tip. %1: its price; %n: its victory points.</extracomment>
        <translation>
            <numerusform>Coûte %1 richesse, rapporte %n point de victoire.</numerusform>
            <numerusform>Coûte %1 richesse, rapporte %n points de victoire.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to discover it.</source>
        <translation>Cliquez pour la découvrir.</translation>
    </message>
    <message>
        <source>Discovered</source>
        <extracomment>Galaxy Command, the technology mat: the player has this technology already (a past participle; a stamp on it). Short.</extracomment>
        <translation>Découverte</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s price. %1: a number, e.g. &apos;3 wealth&apos;. Tight space.</extracomment>
        <translation>%1 richesse</translation>
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
        <translation>Pas encore de vaisseau</translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <extracomment>Galaxy Fighters board: who flies a district&apos;s ship. %1: a player&apos;s name.</extracomment>
        <translation>Pilote : %1</translation>
    </message>
    <message>
        <source>Invaded!</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel once its invader spaces are full (the district is lost).</extracomment>
        <translation>Envahi !</translation>
    </message>
    <message>
        <source>Invaders %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s invader spaces. %1: filled; %2: all.</extracomment>
        <translation>Envahisseurs %1/%2</translation>
    </message>
    <message>
        <source>%1 (click or press a key to skip)</source>
        <extracomment>Galaxy Fighters board: while the aliens land, move, crash or invade step by step. %1: what happens now, e.g. &apos;A Bluvol flies towards Rocketown.&apos;</extracomment>
        <translation>%1 (cliquez ou appuyez sur une touche pour passer)</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Galaxy Fighters: the accessible name of the board (a screen reader says it when the keyboard waits there).</extracomment>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Defence tiles: %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel: the defence tiles its ship has not placed yet. %1: left; %2: the ship card&apos;s tiles.</extracomment>
        <translation>Tuiles de défense : %1/%2</translation>
    </message>
    <message>
        <source>Round %1 · %2 · spawn cards left: %3 · shipyard: %4 · invaded: %5 of %6</source>
        <extracomment>Galaxy Fighters board: the figures of the game. %1: the round (each ship has one turn a round), from 1; %2: the difficulty&apos;s name; %3: spawn cards left; %4: backup ships left; %5: districts invaded; %6: districts that lose.</extracomment>
        <translation>Manche %1 · %2 · cartes de vague restantes : %3 · chantier naval : %4 · envahis : %5 sur %6</translation>
    </message>
    <message>
        <source>Landed with the last spawn card</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a cyan frame on a space means.</extracomment>
        <translation>Arrivé avec la dernière carte de vague</translation>
    </message>
    <message>
        <source>Moved in the last approach</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a grey frame on a space means.</extracomment>
        <translation>A bougé lors de la dernière approche</translation>
    </message>
</context>
<context>
    <name>GfCell</name>
    <message>
        <source>Space %1, %2</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: its column, %2: its row, both numbers from 1.</extracomment>
        <translation>Case %1, %2</translation>
    </message>
    <message>
        <source>can be clicked</source>
        <translation>cliquable</translation>
    </message>
    <message>
        <source>atmosphere of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the space is in a district&apos;s atmosphere. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>atmosphère de %1</translation>
    </message>
    <message>
        <source>shielded ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there, with its shield. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>vaisseau de %1 protégé par un bouclier</translation>
    </message>
    <message>
        <source>ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>vaisseau de %1</translation>
    </message>
    <message>
        <source>defence tile</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a defence tile is there.</extracomment>
        <translation>tuile de défense</translation>
    </message>
    <message>
        <source>suggested</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the hint points here.</extracomment>
        <translation>suggérée</translation>
    </message>
    <message numerus="yes">
        <source>%1 towards %2, stack of %n</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: the top alien&apos;s kind, e.g. &apos;Bluvol&apos;; %2: the district it flies towards, e.g. &apos;Rocketown&apos;; %n: the aliens stacked there.</extracomment>
        <translation>
            <numerusform>%1 vers %2, pile de %n</numerusform>
            <numerusform>%1 vers %2, pile de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stack of %n aliens, top first:</source>
        <extracomment>Galaxy Fighters board: the first line of a space&apos;s tool tip over a stack of aliens; one line per alien follows, the top one first (the one a shot hits).</extracomment>
        <translation>
            <numerusform>Une pile de %n alien, du haut vers le bas :</numerusform>
            <numerusform>Une pile de %n aliens, du haut vers le bas :</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: speed %2, towards %3</source>
        <extracomment>Galaxy Fighters board: an alien in a space&apos;s tool tip, top of the stack first. %1: its kind, e.g. &apos;Bluvol&apos;; %2: its speed, a number; %3: the district it faces and flies towards, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1 : vitesse %2, vers %3</translation>
    </message>
    <message>
        <source>Framed: landed with the last spawn card.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed aliens came with the last spawn card.</extracomment>
        <translation>Encadré : a atterri avec la dernière carte de vague.</translation>
    </message>
    <message>
        <source>Framed: moved in the last approach.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed alien moved in the last approach.</extracomment>
        <translation>Encadré : a bougé lors de la dernière approche.</translation>
    </message>
    <message>
        <source>Drone of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader (and its tool tip): a ship&apos;s helper Drone is there. %1: the ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Drone de %1</translation>
    </message>
    <message>
        <source>Drone of %1: an alien that stops here is destroyed.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a Drone (the Gladius&apos;s helper). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Drone de %1 : un alien qui s&apos;arrête ici est détruit.</translation>
    </message>
    <message>
        <source>Defence tile of %1: an alien that moves here is destroyed; it blocks shots too.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a defence tile (the Phalanx&apos;s). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Tuile de défense de %1 : un alien qui entre ici est détruit ; elle bloque aussi les tirs.</translation>
    </message>
    <message>
        <source>%1&apos;s ship, shielded</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>vaisseau de %1, protégé</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>vaisseau de %1</translation>
    </message>
</context>
<context>
    <name>GfCockpit</name>
    <message>
        <source>%1, used</source>
        <extracomment>Galaxy Fighters: a die or the bonus tile for a screen reader once it is used. %1: its symbol or name, e.g. &apos;Fire&apos;.</extracomment>
        <translation>%1, utilisé</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: the title of the side panel. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Vaisseau de %1</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Galaxy Fighters board: a command button (shoot the closest alien ahead).</extracomment>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Destroy the closest alien ahead in your column.</source>
        <translation>Détruisez l’alien le plus proche devant vous dans votre colonne.</translation>
    </message>
    <message>
        <source>Weapon: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the weapon system, e.g. &apos;Laser Beam&apos;.</extracomment>
        <translation>Arme : %1</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the engine modification, e.g. &apos;Warp Drive&apos;.</extracomment>
        <translation>Moteur : %1</translation>
    </message>
    <message>
        <source>Special: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the ship card whose special it uses, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Spécial : %1</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Galaxy Fighters board: a command button (roll the unused dice again).</extracomment>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galaxy Fighters board: a command button: stop choosing a space for the engine or the special.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Fighters board: a command button; then the aliens approach.</extracomment>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>The aliens facing your district approach.</source>
        <translation>Les aliens tournés vers votre district approchent.</translation>
    </message>
    <message numerus="yes">
        <source>To %1 (%n invader(s))</source>
        <extracomment>Galaxy Fighters board: a button: the invader goes to that district. %1: a district; %n: its invaders now.</extracomment>
        <translation>
            <numerusform>Vers %1 (%n envahisseur)</numerusform>
            <numerusform>Vers %1 (%n envahisseurs)</numerusform>
        </translation>
    </message>
    <message>
        <source>The dice show once the aliens have moved.</source>
        <extracomment>Galaxy Fighters board: in place of the command dice while the aliens land and move step by step on the board.</extracomment>
        <translation>Les dés apparaissent une fois que les aliens ont bougé.</translation>
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
            <numerusform>Coûte %n symbole Spécial.</numerusform>
            <numerusform>Coûte %n symboles Spécial.</numerusform>
        </translation>
    </message>
    <message>
        <source>A full district: where does the invader go?</source>
        <extracomment>Galaxy Fighters board: the heading over the overflow choice (an alien reached a district whose invader spaces are full).</extracomment>
        <translation>District plein : où va l&apos;envahisseur ?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Fighters board: the ship&apos;s special when it needs no command. %1: the ship card, e.g. &apos;Gladius&apos;; %2: its text.</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>GfPlayerPanel</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy Fighters, a player&apos;s panel: a ship this player flies. %1: its district, e.g. &apos;Rocketown&apos;; %2: its ship card, e.g. &apos;Phalanx&apos;.</extracomment>
        <translation>%1 : %2</translation>
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
        <translation>Ensemble, vous pilotez les quatre chasseurs des districts de Galaxy City (Rocketown, Atomville, Novaport et Astrofield) contre des vagues d’aliens exovons. Les vaisseaux jouent à tour de rôle dans le sens horaire ; à moins de quatre joueurs, des joueurs pilotent plus d’un vaisseau.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>Le tour</translation>
    </message>
    <message>
        <source>Spawn: the next spawn card lands its aliens in deep space, read from the side of the ship whose turn it is. An alien that lands on another stacks on top.</source>
        <translation>Vague : la carte de vague suivante fait atterrir ses aliens dans l’espace profond, lue depuis le côté du vaisseau dont c’est le tour. Un alien qui atterrit sur un autre s’empile dessus.</translation>
    </message>
    <message>
        <source>Command: roll the command dice and add your bonus tile. Use at least one die, one at a time: Fire destroys the closest alien ahead in your column (the top of a stack first); Move takes your ship to a free adjacent space of your own atmosphere; Special powers your weapon system, your engine or your ship&apos;s special weapon.</source>
        <translation>Ordres : lancez les dés d’ordre et ajoutez votre tuile bonus. Utilisez au moins un dé, un à la fois : Tir détruit l’alien le plus proche devant vous dans votre colonne (d’abord celui du dessus d’une pile) ; Mouvement amène votre vaisseau sur une case libre adjacente de votre propre atmosphère ; Spécial alimente votre système d’armes, votre moteur ou l’arme spéciale de votre vaisseau.</translation>
    </message>
    <message>
        <source>The game picks which die pays for a command: a plain symbol before Fire or Special, a die before the bonus tile, so nothing is wasted.</source>
        <translation>Le jeu choisit quel dé paie un ordre : un symbole simple avant « Tir ou Spécial », un dé avant la tuile bonus, pour que rien ne soit gaspillé.</translation>
    </message>
    <message>
        <source>Approach: every alien facing your district moves by its speed (Yellum 1, Bluvol 2, Magentis 3), zone 1 first, left to right. When the top alien of a stack moves, the whole stack frenzies: each alien flies its own way.</source>
        <translation>Approche : chaque alien tourné vers votre district avance de sa vitesse (Yellum 1, Bluvol 2, Magentis 3), la zone 1 d’abord, de gauche à droite. Quand l’alien du dessus d’une pile bouge, toute la pile entre en frénésie : chaque alien vole dans sa propre direction.</translation>
    </message>
    <message>
        <source>An alien that flies into a ship destroys it, unless the ship is shielded. The next ship of the shipyard replaces it, shielded until its next turn. An alien that leaves the board through an atmosphere takes one of that district&apos;s invader spaces; when they are full the district is invaded, and further invaders go to a neighbour.</source>
        <translation>Un alien qui vole dans un vaisseau le détruit, sauf si le vaisseau est protégé par un bouclier. Le vaisseau suivant du chantier naval le remplace, protégé par un bouclier jusqu’à son prochain tour. Un alien qui quitte le plateau par une atmosphère occupe une des cases d’envahisseurs de ce district ; quand elles sont pleines, le district est envahi, et les envahisseurs suivants vont chez un voisin.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>You lose when as many districts are invaded as the difficulty allows, or when a ship is destroyed and the shipyard is empty.</source>
        <translation>Vous perdez quand autant de districts sont envahis que la difficulté le permet, ou quand un vaisseau est détruit et que le chantier naval est vide.</translation>
    </message>
    <message>
        <source>The difficulty sets the spawn cards, the backup ships and the invaded districts that lose the game: Rookie 15, 3 and 3; Expert Pilot 20, 3 and 2; Ace 25, 2 and 1.</source>
        <translation>La difficulté fixe les cartes de vague, les vaisseaux de réserve et les districts envahis qui font perdre : Recrue 15, 3 et 3 ; Pilote expert 20, 3 et 2 ; As 25, 2 et 1.</translation>
    </message>
    <message>
        <source>Ace draws its spawn cards only from those with at most 7 aliens: with the whole deck, Ace could hardly be won.</source>
        <translation>As tire ses cartes de vague uniquement parmi celles d’au plus 7 aliens : avec tout le paquet, As ne se gagnait presque jamais.</translation>
    </message>
    <message>
        <source>You win when the spawn deck has run out and no alien is left on the board.</source>
        <translation>Vous gagnez quand le paquet de vagues est épuisé et qu’il ne reste aucun alien sur le plateau.</translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message>
        <source>Combat: %1.</source>
        <extracomment>Galaxy of D board: a notice shown briefly. %1: the combat&apos;s account, e.g. &apos;Redog lost 2 ships, the Cynder Starbase took 10 damage&apos;.</extracomment>
        <translation>Combat : %1.</translation>
    </message>
    <message>
        <source>Zoom (Ctrl + mouse wheel)</source>
        <translation>Zoom (Ctrl + molette)</translation>
    </message>
    <message>
        <source>Cargo price: $%1</source>
        <extracomment>Galaxy of D board: the price a cargo sells for at the Spaceport: &apos;Cargo Price&apos; is the game&apos;s term. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Prix du fret : %1 $</translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <extracomment>Galaxy of D board: the auction for the first turn. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Enchère actuelle : %1 $</translation>
    </message>
    <message>
        <source>Rise</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: raise the bid (a verb). Short.</extracomment>
        <translation>Surenchérir</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: bid no more (a verb). Short.</extracomment>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Galaxy of D board: a button: finish the secret purchase (of ships). Short.</extracomment>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy of D board: a button (a verb phrase). Short.</extracomment>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>End movement</source>
        <extracomment>Galaxy of D board: a button: end the movement phase of the turn (a verb phrase). Short.</extracomment>
        <translation>Finir les déplacements</translation>
    </message>
    <message>
        <source>Arrow keys move between sectors, Enter acts on the sector, Escape drops the selected stack.</source>
        <translation>Les flèches changent de secteur, Entrée agit sur le secteur, Échap désélectionne la pile.</translation>
    </message>
    <message>
        <source>Zoom</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the zoom slider (a noun).</extracomment>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Your new bid</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the field with the player&apos;s next bid in the auction for the first turn.</extracomment>
        <translation>Votre nouvelle enchère</translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D, the combat dialog: its title (a noun).</extracomment>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number. Starbase: the game&apos;s term, a side&apos;s home base, which fights too.</extracomment>
        <translation>Score d’attaque %1 (base stellaire comprise)</translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number.</extracomment>
        <translation>Score d’attaque %1</translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <extracomment>Galaxy of D, the combat dialog: the enemy&apos;s attack points still to be taken by ships. %1: a number.</extracomment>
        <translation>Reste à encaisser : %1</translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <extracomment>Galaxy of D, the combat dialog: a ship. %1: its type, e.g. &apos;Cruiser&apos;; %2: its attack; %3: its armor (the game&apos;s terms).</extracomment>
        <translation>%1 · attaque %2 · blindage %3</translation>
    </message>
    <message>
        <source>destroyed</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: destroyed in this combat (a past participle). Short.</extracomment>
        <translation>détruit</translation>
    </message>
    <message>
        <source>absorbs</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: it takes the enemy&apos;s fire (a verb, third person). Short.</extracomment>
        <translation>encaisse</translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <extracomment>Galaxy of D, a player&apos;s panel: a badge&apos;s tool tip: this player won the auction and plays first in every turn (the rulebook&apos;s term).</extracomment>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Argent : %1 $</translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: a number. Starbase armor: the game&apos;s term, the hits the home base can still take.</extracomment>
        <translation>Blindage de la base : %1</translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Revenu : %1 $ par tour</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %n: the number of the player&apos;s ships on the board.</extracomment>
        <translation>
            <numerusform>%n vaisseau en jeu</numerusform>
            <numerusform>%n vaisseaux en jeu</numerusform>
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
        <translation>Deux commandants, les Redog (rouges) et les Cynder (bleus), se disputent une galaxie de secteurs hexagonaux. Détruisez la base stellaire ennemie tout en protégeant la vôtre : une base à 0 de blindage fait perdre la partie. Chaque base perd 1 point de blindage à la fin du tour de son propriétaire : pas de temps à perdre.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: how the game is set up (a noun).</extracomment>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.</source>
        <translation>La mise en place rapide utilise le spatioport, deux planètes et deux astéroïdes, sans pirates ni enchères, et 15 $ chacun.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Combat.&lt;/b&gt; Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side&apos;s attack score is the sum of its ships&apos; attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase&apos;s owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.</source>
        <translation>&lt;b&gt;2. Combat.&lt;/b&gt; Chaque secteur où se trouvent vos vaisseaux ou votre base et un autre camp combat une fois, dans l’ordre de votre choix. Le score d’attaque d’un camp est la somme des attaques de ses vaisseaux (les Bombardiers ne comptent pas ; une base stellaire ajoute 3). Chaque camp encaisse le plus haut score ennemi en choisissant ses vaisseaux un à un : un vaisseau dont le blindage ne dépasse pas ce qui reste est détruit ; un vaisseau plus solide encaisse le reste et survit. L’attaque restante contre le propriétaire d’une base endommage la base. Les survivants sont entièrement réparés. Un Pillard survivant rapporte 1 $ par vaisseau ennemi détruit dans ce combat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;5. Production.&lt;/b&gt; Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else&apos;s are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.</source>
        <translation>&lt;b&gt;5. Production.&lt;/b&gt; Chaque planète (2 $) et chaque astéroïde (1 $) que vous tenez vous rapporte ; vous le tenez quand vos vaisseaux s’y trouvent et aucun autre. Votre base stellaire rapporte 1 $ et perd 1 point de blindage. Vous ne pouvez jamais avoir plus de 25 $.</translation>
    </message>
    <message>
        <source>The ships</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: the ship types.</extracomment>
        <translation>Les vaisseaux</translation>
    </message>
    <message>
        <source>Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.</source>
        <translation>Intercepteur 2 $, rapide, attaque 2, blindage 2 · Pillard 3 $, moyen, 3/3, gagne de l’argent par destruction · Cargo 4 $, moyen, 1/4, transporte du fret · Croiseur 5 $, moyen, 5/8 · Bombardier 6 $, moyen, n’attaque que les bases stellaires (10 dégâts), blindage 3 · Assassin 7 $, rapide, 9/5 · Destroyer 8 $, lent, 10/16.</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does not see of the other (secret purchases).</extracomment>
        <translation>Informations cachées</translation>
    </message>
    <message>
        <source>Either player may concede at any time.</source>
        <translation>Chaque joueur peut abandonner à tout moment.</translation>
    </message>
    <message>
        <source>A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A die decides the starting money. The players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret; both purchases are revealed together.</source>
        <translation>Un dé décide combien d’objets (planètes, astéroïdes, pirates) rejoignent le spatioport ; ils ne sont jamais placés côte à côte. Le prix du fret vaut 4 fois la distance du spatioport à la planète la plus proche. Un dé décide l’argent de départ. Les joueurs enchérissent pour placer leur base stellaire en premier (seul le gagnant paie), placent les bases (ni sur un objet ni à côté, à au moins 3 secteurs l’une de l’autre) et achètent en secret leurs premiers vaisseaux ; les deux achats sont révélés ensemble.</translation>
    </message>
    <message>
        <source>the Things are placed at random (face down, nobody knows what they place); a coin replaces rock-paper-scissors. The First Turn Player buys first; the other never sees that purchase, and the log does not tell how many ships either bought until both are revealed.</source>
        <translation>les objets sont placés au hasard (face cachée, personne ne sait ce qu’il place) ; une pièce remplace pierre-feuille-ciseaux. Le premier joueur achète en premier ; l’autre ne voit jamais cet achat, et le journal ne dit pas combien de vaisseaux chacun a achetés avant que les deux achats soient révélés.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Movement.&lt;/b&gt; Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships or pirates stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.</source>
        <translation>&lt;b&gt;1. Déplacement.&lt;/b&gt; Déplacez chaque vaisseau jusqu’à sa vitesse (lent 1, moyen 2, rapide 3). Un vaisseau qui entre dans un secteur contenant des vaisseaux ennemis ou des pirates s’y arrête. Un Bombardier qui entre dans la base ennemie inflige aussitôt 10 dégâts. Un Cargo vide qui entre sur une planète charge une cargaison ; un Cargo chargé qui entre au spatioport la vend au prix du fret.</translation>
    </message>
    <message>
        <source>the enemy Starbase alone does not stop a ship (the rulebook says nothing of it): a Bomber can hit an unguarded Starbase and fly on, and it hits each time it enters. Ships move one sector at a time, in any order. Freighters load and sell in every sector they enter, also in the middle of a move.</source>
        <translation>la base stellaire ennemie seule n’arrête pas un vaisseau (le livret de règles n’en dit rien) : un Bombardier peut frapper une base stellaire sans défense et poursuivre sa route, et il frappe chaque fois qu’il y entre. Les vaisseaux se déplacent d’un secteur à la fois, dans n’importe quel ordre. Les Cargos chargent et vendent dans chaque secteur où ils entrent, même au milieu d’un déplacement.</translation>
    </message>
    <message>
        <source>the player whose turn it is chooses losses first, then the other; nobody is asked when there is no real choice. The pirates choose their losses by a fixed rule: a ship that can absorb all that is left (the smallest such), otherwise the toughest.</source>
        <translation>le joueur dont c’est le tour choisit ses pertes en premier, puis l’autre ; personne n’est consulté quand il n’y a pas de vrai choix. Les pirates choisissent leurs pertes selon une règle fixe : un vaisseau capable d’encaisser tout ce qui reste (le plus faible d’entre eux), sinon le plus solide.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Pirates.&lt;/b&gt; A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives. Targets at the same distance are chosen by a die, and so is the way around a Starbase.</source>
        <translation>&lt;b&gt;3. Pirates.&lt;/b&gt; Un pirate qui partage un secteur avec des vaisseaux y combat. Sinon, sur un jet de 1 à 3, il se déplace jusqu’à sa vitesse vers les vaisseaux les plus proches (jamais dans une base stellaire, jamais à la poursuite de vaisseaux qui s’y trouvent) et combat à son arrivée. Un dé départage les cibles à égale distance, de même que le chemin pour contourner une base stellaire.</translation>
    </message>
    <message>
        <source>&quot;nearest&quot; is counted straight through the galaxy, as if the Starbases were not there (as in the rulebook&apos;s example), while the pirate&apos;s path goes around them. The two pirates are a Cruiser Pirate and a Scavenger Pirate, with those ships&apos; figures.</source>
        <translation>la distance aux vaisseaux « les plus proches » se compte en ligne droite à travers la galaxie, comme si les bases stellaires n’étaient pas là (comme dans l’exemple du livret de règles), tandis que le chemin du pirate les contourne. Les deux pirates sont un Croiseur pirate et un Pillard pirate, avec les caractéristiques de ces vaisseaux.</translation>
    </message>
    <message>
        <source>&lt;b&gt;4. Buy.&lt;/b&gt; Buy ships with your money (at most as many of a type as there are chits); they appear on your Starbase.</source>
        <translation>&lt;b&gt;4. Achat.&lt;/b&gt; Achetez des vaisseaux avec votre argent (au plus autant d’un type qu’il y a de pions) ; ils apparaissent sur votre base stellaire.</translation>
    </message>
    <message>
        <source>the chits per side (28 in all): 6 Interceptors, 5 Scavengers, 4 Freighters, 4 Cruisers, 4 Bombers, 3 Assassins, 2 Destroyers; destroyed ships can be bought again.</source>
        <translation>les pions par camp (28 en tout) : 6 Intercepteurs, 5 Pillards, 4 Cargos, 4 Croiseurs, 4 Bombardiers, 3 Assassins, 2 Destroyers ; les vaisseaux détruits peuvent être rachetés.</translation>
    </message>
    <message>
        <source>You see only the top ship of an enemy stack. In a combat every ship is revealed.</source>
        <translation>D’une pile ennemie, vous ne voyez que le vaisseau du dessus. Au combat, tous les vaisseaux sont révélés.</translation>
    </message>
    <message>
        <source>the top ship is the last to arrive, unless its owner puts another ship of the stack on top (&quot;Put on top&quot; in the selected stack, while it is your decision in your own turn). How many ships a stack holds is public. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.</source>
        <translation>le vaisseau du dessus est le dernier arrivé, sauf si son propriétaire met un autre vaisseau de la pile sur le dessus (« Mettre dessus » dans la pile sélectionnée, quand c’est à vous de décider pendant votre propre tour). Le nombre de vaisseaux d’une pile est public. Quand deux personnes jouent sur un même écran, le plateau est masqué à chaque passage d’un joueur à l’autre.</translation>
    </message>
</context>
<context>
    <name>GodShopRow</name>
    <message>
        <source>%1 of %2 in play</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters), e.g. &apos;2 of 4 in play&apos;.</extracomment>
        <translation>%1 sur %2 en jeu</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D, the shop: a button (a verb: buy this ship). Short.</extracomment>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>$%1</source>
        <extracomment>Galaxy of D, the shop: a ship&apos;s price. %1: a number (the dollar is the game&apos;s money). Tight space.</extracomment>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>Speed %1 · Att %2 · Arm %3</source>
        <extracomment>Galaxy of D, the shop: a ship&apos;s figures. %1: speed; %2: attack (&apos;Att&apos; abbreviates it); %3: armor (&apos;Arm&apos; abbreviates it). Tight space: keep the abbreviations short.</extracomment>
        <translation>Vit. %1 · Att. %2 · Blind. %3</translation>
    </message>
    <message>
        <source>%1 of %2 in play, %3 ordered</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters); %3: the number ordered.</extracomment>
        <translation>%1 sur %2 en jeu, %3 commandés</translation>
    </message>
    <message>
        <source>Buy %1 for $%2</source>
        <extracomment>Galaxy of D, the shop: the screen reader&apos;s name of the button. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: its price.</extracomment>
        <translation>Acheter un %1 pour %2 $</translation>
    </message>
    <message>
        <source>%1 ordered · %2</source>
        <extracomment>Galaxy of D, the shop: %1: the number of this ship ordered; %2: why no more can be bought.</extracomment>
        <translation>%1 commandé(s) · %2</translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <extracomment>Galaxy of D, a stack of ships in a sector: a ship that carries cargo. %1: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1 (fret)</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: %n: a ship&apos;s moves left this turn.</extracomment>
        <translation>
            <numerusform>%n déplacement restant</numerusform>
            <numerusform>%n déplacements restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: the ship on top (it fights first). %n: its moves left this turn.</extracomment>
        <translation>
            <numerusform>Dessus · %n déplacement restant</numerusform>
            <numerusform>Dessus · %n déplacements restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Put on top</source>
        <extracomment>Galaxy of D, a stack of ships: a tool tip of a ship&apos;s button: put this ship on top of the stack (it fights first).</extracomment>
        <translation>Mettre dessus</translation>
    </message>
    <message>
        <source>Put the %1 on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of a ship&apos;s button. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Mettre le %1 sur le dessus de la pile</translation>
    </message>
    <message>
        <source>The other player sees only the top ship of a stack.</source>
        <translation>L’autre joueur ne voit que le vaisseau du dessus d’une pile.</translation>
    </message>
    <message>
        <source>%1, on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of the top ship. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1, sur le dessus de la pile</translation>
    </message>
    <message>
        <source>top</source>
        <extracomment>Galaxy of D, a stack of ships: a mark on the ship on top of the stack (an adjective or noun). Tight space.</extracomment>
        <translation>dessus</translation>
    </message>
</context>
<context>
    <name>GwBoard</name>
    <message>
        <source>Turn %1 · cards in the deck: %2</source>
        <extracomment>Galactic Warfare board: the figures of the game. %1: the turn&apos;s number; %2: cards left in the deck.</extracomment>
        <translation>Tour %1 · cartes dans le paquet : %2</translation>
    </message>
    <message>
        <source>Last battle: %1 %2 against %4 (dice: %3 against %5), %6 wins</source>
        <extracomment>Galactic Warfare board: the last battle. %1: the attacker&apos;s side, %2: its sum, %3: its dice, %4: the defender&apos;s sum, %5: its dice, %6: the winner&apos;s side, e.g. &apos;Last battle: White 9 against 4 (dice: 2 against 1), White wins&apos;.</extracomment>
        <translation>Dernière bataille : %1 %2 contre %4 (dés : %3 contre %5), %6 gagne</translation>
    </message>
    <message>
        <source>First turn roll: White %1, Blue %2</source>
        <extracomment>Galactic Warfare board: the roll for the first turn. %1, %2: die faces.</extracomment>
        <translation>Jet pour le premier tour : Blanc %1, Bleu %2</translation>
    </message>
    <message>
        <source>%1 attacks %2 · dice: %3 against %4</source>
        <extracomment>Galactic Warfare board: the battle going on. %1, %2: sides; %3, %4: their dice, e.g. &apos;White attacks Blue · dice: 2 against 1&apos;.</extracomment>
        <translation>%1 attaque %2 · dés : %3 contre %4</translation>
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
        <translation>%1 (%2 cartes) : %3</translation>
    </message>
    <message>
        <source>Playable now.</source>
        <extracomment>Galactic Warfare board: said of a card of the hand that can be played now.</extracomment>
        <translation>Jouable maintenant.</translation>
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
            <numerusform>%n vaisseau en jeu</numerusform>
            <numerusform>%n vaisseaux en jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <extracomment>Galactic Warfare: the cards a side holds, in its panel (the other side&apos;s: only a count).</extracomment>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards</source>
        <extracomment>Galactic Warfare: the heading of the player&apos;s hand of cards in the side panel.</extracomment>
        <translation>Vos cartes</translation>
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
        <translation>Deux flottes de 12 vaisseaux, Blanc et Bleu, s’affrontent sur une grille de 80 cases avec une planète d’origine de 8 cases à chaque bout. Vous gagnez en capturant tous les vaisseaux adverses ou en occupant avec vos vaisseaux chaque case de la planète d’origine adverse.</translation>
    </message>
    <message>
        <source>Each player is dealt 15 cards and sees only their own. Both roll a die: the higher roller chooses to move first, to let the other move first, or to leave the choice to the other.</source>
        <translation>Chaque joueur reçoit 15 cartes et ne voit que les siennes. Les deux lancent un dé : celui qui fait le plus choisit de jouer en premier, de laisser l’autre jouer en premier ou de laisser le choix à l’autre.</translation>
    </message>
    <message>
        <source>The deck has 50 cards of 15 kinds (the rulebook says both 100 and 50 and lists none: we designed them). A player to whom the choice is left cannot leave it back.</source>
        <translation>Le paquet compte 50 cartes de 15 sortes (le livret de règles dit à la fois 100 et 50 et n’en liste aucune : nous les avons conçues). Un joueur à qui l’on laisse le choix ne peut pas le renvoyer.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Le tour</translation>
    </message>
    <message>
        <source>A turn is one move: a charge, an attack, or a stuck ship&apos;s attempt to retreat. Ships stay on the dark squares and move only forward.</source>
        <translation>Un tour est un coup : une charge, une attaque ou la tentative de retraite d’un vaisseau bloqué. Les vaisseaux restent sur les cases sombres et ne vont que vers l’avant.</translation>
    </message>
    <message>
        <source>Charge: a ship moves diagonally forward onto an adjoining vacant dark square.</source>
        <translation>Charge : un vaisseau avance en diagonale sur une case sombre libre adjacente.</translation>
    </message>
    <message>
        <source>From the last row before the enemy planet a ship may enter any of the three vacant planet squares ahead of it; a ship that went home leaves its planet onto a dark square of the first row. A ship inside the enemy planet stays there for the rest of the game.</source>
        <translation>Depuis la dernière rangée avant la planète ennemie, un vaisseau peut entrer sur n’importe laquelle des trois cases libres de la planète devant lui ; un vaisseau rentré chez lui quitte sa planète vers une case sombre de la première rangée. Un vaisseau dans la planète ennemie y reste jusqu’à la fin de la partie.</translation>
    </message>
    <message>
        <source>Attack: a ship attacks an enemy ship on an adjoining square diagonally forward when the square beyond is vacant; an enemy inside its own home planet needs no square beyond.</source>
        <translation>Attaque : un vaisseau attaque un vaisseau ennemi sur une case adjacente en diagonale vers l’avant quand la case au-delà est libre ; un ennemi dans sa propre planète d’origine n’a pas besoin de case au-delà.</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Each side rolls one die for every ship in its stack and adds them up; the higher sum wins. A defender inside its own home planet rolls one die more.</source>
        <translation>Chaque camp lance un dé par vaisseau de sa pile et les additionne ; la somme la plus haute gagne. Un défenseur dans sa propre planète d’origine lance un dé de plus.</translation>
    </message>
    <message>
        <source>A tie is rolled again.</source>
        <translation>En cas d’égalité, on relance.</translation>
    </message>
    <message>
        <source>The winning attacker captures one ship of the defending stack and keeps it under its own as a power-up (at most 3; the rest are discarded), then jumps to the square beyond, or takes the square when it was inside the enemy planet.</source>
        <translation>L’attaquant victorieux capture un vaisseau de la pile en défense et le garde sous le sien comme bonus (3 au plus ; le reste est défaussé), puis saute sur la case au-delà, ou prend la case si elle était dans la planète ennemie.</translation>
    </message>
    <message>
        <source>A beaten attacker retreats to a vacant square of its own home planet that the opponent chooses; with none vacant it leaves play.</source>
        <translation>Un attaquant battu se replie sur une case libre de sa propre planète d’origine que l’adversaire choisit ; s’il n’y en a aucune, il quitte le jeu.</translation>
    </message>
    <message>
        <source>The whole beaten stack retreats, power-ups and all; the defender captures nothing.</source>
        <translation>Toute la pile battue se replie, bonus compris ; le défenseur ne capture rien.</translation>
    </message>
    <message>
        <source>A ship before the enemy planet that cannot enter or attack is stuck: instead of a move you may roll two dice for it, and on doubles it goes back to your home planet.</source>
        <translation>Un vaisseau devant la planète ennemie qui ne peut ni y entrer ni attaquer est bloqué : au lieu d’un coup, vous pouvez lancer deux dés pour lui, et sur un double il retourne sur votre planète d’origine.</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Each player may play one card per turn, when the card says: before your move, in a battle before or after the roll, or after your move.</source>
        <translation>Chaque joueur peut jouer une carte par tour, au moment indiqué par la carte : avant votre coup, en bataille avant ou après le jet, ou après votre coup.</translation>
    </message>
    <message>
        <source>In a battle both players are always asked, even with no card they could play, so that being asked tells nothing about a hand: the attacker first before the roll, the defender first after it.</source>
        <translation>En bataille, les deux joueurs sont toujours consultés, même sans carte jouable, pour que la question ne révèle rien d’une main : avant le jet l’attaquant d’abord, après le jet le défenseur d’abord.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The cards of this game</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading: the list of every card of the game&apos;s deck.</extracomment>
        <translation>Les cartes de cette partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; ×%2, %3: %4</source>
        <extracomment>Galactic Warfare&apos;s rules: a card of the deck. %1: its name; %2: the copies in the deck; %3: when it is played, e.g. &apos;After your move&apos;; %4: what it does.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; ×%2, %3 : %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; ×%2: %3</source>
        <extracomment>Galactic Warfare&apos;s rules: a card of the deck whose text says when it is played. %1: its name; %2: the copies in the deck; %3: its text.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; ×%2 : %3</translation>
    </message>
    <message>
        <source>This game</source>
        <extracomment>Galactic Warfare&apos;s rules: the numbers of the game being played (a designer&apos;s board, deck or rule variant may change them); a line&apos;s heading in bold.</extracomment>
        <translation>Cette partie</translation>
    </message>
    <message>
        <source>Board: %1 × %2 squares</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: columns, %2: rows.</extracomment>
        <translation>Plateau : %1 × %2 cases</translation>
    </message>
    <message>
        <source>Ships at the start: White %1, Blue %2</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1, %2: ships of each side.</extracomment>
        <translation>Vaisseaux au départ : Blanc %1, Bleu %2</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %1 dealt to each player from a deck of %n</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: cards dealt to each player; %n: the cards of the deck.</extracomment>
        <translation>
            <numerusform>Cartes : %1 distribuées à chaque joueur d’un paquet de %n carte</numerusform>
            <numerusform>Cartes : %1 distribuées à chaque joueur d’un paquet de %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Power-ups: at most %n under a ship</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: the most power-ups under one ship.</extracomment>
        <translation>
            <numerusform>Renforts : au plus %n sous un vaisseau</numerusform>
            <numerusform>Renforts : au plus %n sous un vaisseau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dice: %n per ship, %1 more for a defender inside its home planet</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %n: dice per ship of a stack; %1: the dice a defender inside its own home planet adds.</extracomment>
        <translation>
            <numerusform>Dés : %n par vaisseau, %1 de plus pour un défenseur sur sa planète</numerusform>
            <numerusform>Dés : %n par vaisseau, %1 de plus pour un défenseur sur sa planète</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn limit: %n turn(s)</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: when the game ends at the latest.</extracomment>
        <translation>
            <numerusform>Limite : %n tour</numerusform>
            <numerusform>Limite : %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie is won by the defender (this game&apos;s rules).</source>
        <extracomment>Galactic Warfare&apos;s rules: a rule variant&apos;s ties.</extracomment>
        <translation>Une égalité est gagnée par le défenseur (règles de cette partie).</translation>
    </message>
    <message>
        <source>A player who cannot move passes. After a pass by each player in a row, or after %1 turns, the player with more ships in play wins, else it is a draw.</source>
        <extracomment>Galactic Warfare&apos;s rules. %1: the turn limit, e.g. &apos;400&apos;.</extracomment>
        <translation>Un joueur qui ne peut pas jouer passe. Quand les deux joueurs ont passé l’un après l’autre, ou après %1 tours, le joueur qui a le plus de vaisseaux en jeu gagne ; sinon, la partie est nulle.</translation>
    </message>
</context>
<context>
    <name>GwSquare</name>
    <message>
        <source>White ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Vaisseau blanc</translation>
    </message>
    <message>
        <source>Blue ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Vaisseau bleu</translation>
    </message>
    <message>
        <source>vacant</source>
        <extracomment>Galactic Warfare board: a square without a ship, for a screen reader.</extracomment>
        <translation>libre</translation>
    </message>
    <message>
        <source>select this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>sélectionner ce vaisseau</translation>
    </message>
    <message>
        <source>charge here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>charger ici</translation>
    </message>
    <message>
        <source>attack this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>attaquer ce vaisseau</translation>
    </message>
    <message>
        <source>retreat here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): a beaten ship retreats to this home square.</extracomment>
        <translation>se replier ici</translation>
    </message>
    <message>
        <source>play the card here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): the square a card is played on.</extracomment>
        <translation>jouer la carte ici</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n power-up(s)</source>
        <extracomment>Galactic Warfare board: a ship on a square with its power-ups (captured ships under it), for a screen reader and the tool tip. %1: &apos;White ship&apos; or &apos;Blue ship&apos;.</extracomment>
        <translation>
            <numerusform>%1, %n bonus</numerusform>
            <numerusform>%1, %n bonus</numerusform>
        </translation>
    </message>
    <message>
        <source>under attack</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>attaqué</translation>
    </message>
    <message>
        <source>attacking</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>attaque</translation>
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
        <translation>Jeux de plateau spatiaux contre des amis ou l’ordinateur</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <extracomment>The home page: a button. Other texts refer to it (&quot;Open saved game&quot; brings it back): keep them alike.</extracomment>
        <translation>Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>The home page: a button: open the settings (a noun).</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>The home page: a button: about the app, its version and credits.</extracomment>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Votre partie de %1 vous attend.</translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <extracomment>The home page: the heading of the banner of the game waiting.</extracomment>
        <translation>Reprendre votre dernière partie</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The home page: the random seed of the game waiting. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Graine %1</translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <extracomment>The home page: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Enregistrée automatiquement le %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>The home page: a button: go back to the game being played. Short.</extracomment>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>The home page: a button: go on with the game waiting (a verb).</extracomment>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>The home page: a button on a game&apos;s card: start a new game of it (a verb). Short.</extracomment>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page: a label on a game&apos;s card that cannot be played yet. Short.</extracomment>
        <translation>Bientôt</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The home page: a button: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Atelier</translation>
    </message>
    <message>
        <source>Design your own galaxies, ship tables, decks and rule variants</source>
        <translation>Concevez vos propres galaxies, tables des vaisseaux, paquets et variantes de règles</translation>
    </message>
    <message>
        <source>Your game of %1 is over.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Votre partie de %1 est terminée.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The home page: what a screen reader says for the whole page (its title). Short.</extracomment>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Saved automatically on %1, but a later autosave failed: this may be an older position than the one you last saw.</source>
        <extracomment>The home page, when the last autosave failed: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Enregistrée automatiquement le %1, mais un enregistrement automatique ultérieur a échoué : la position peut être plus ancienne que la dernière que vous avez vue.</translation>
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
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation>Impossible de capturer la fenêtre.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation>Starboard : jeux de plateau spatiaux.</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --game, in the help: &apos;--game &lt;id&gt;&apos;; a game&apos;s identifier. One short word, no spaces.</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Ouvrir une partie enregistrée.</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of an option, in the help: &apos;--load &lt;file&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>fichier</translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation>La graine de la nouvelle partie (avec --game) ; aléatoire sinon.</translation>
    </message>
    <message>
        <source>number</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --seed, in the help: &apos;--seed &lt;number&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>nombre</translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <extracomment>The command line (starboard --help and its errors): the help of the option --lang. %1: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>La langue pour cette exécution : %1 (par défaut : celle choisie dans les paramètres).</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --lang, in the help: &apos;--lang &lt;code&gt;&apos; (a language code). One short word, no spaces.</extracomment>
        <translation>code</translation>
    </message>
    <message>
        <source>Save a PNG of the window once it is shown, then quit. Nothing is saved or remembered in this mode.</source>
        <translation>Enregistrer un PNG de la fenêtre dès qu’elle s’affiche, puis quitter. Dans ce mode, rien n’est enregistré ni mémorisé.</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the program&apos;s name, &apos;starboard&apos;; keep &apos;--help&apos; as it is.</extracomment>
        <translation>Essayez « %1 --help » pour plus d’informations.</translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation>--game et --load ne peuvent pas être utilisés ensemble.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the identifier given; %2: the games&apos; identifiers, e.g. &apos;galaxy-of-d, galaxy-command&apos;.</extracomment>
        <translation>Jeu inconnu « %1 ». Jeux : %2.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the seed given.</extracomment>
        <translation>La graine doit être un nombre entier de 0 à 18446744073709551615, pas « %1 ».</translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation>--seed nécessite --game.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the code given; %2: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>Langue inconnue « %1 ». Langues : %2.</translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>Le fichier « %1 » n’existe pas.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot nécessite un nom de fichier.</translation>
    </message>
    <message>
        <source>The main view is not a Starboard window.</source>
        <translation>La vue principale n’est pas une fenêtre Starboard.</translation>
    </message>
    <message>
        <source>Open the Workshop (the content editor), with the files given after the options.</source>
        <translation>Ouvrir l’Atelier (l’éditeur de contenu), avec les fichiers indiqués après les options.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <extracomment>The command line (starboard --help and its errors): the name of the arguments in the help&apos;s usage line: any number of files. Keep the brackets and the dots.</extracomment>
        <translation>[fichiers...]</translation>
    </message>
    <message>
        <source>--workshop cannot be used with --game or --load.</source>
        <translation>--workshop ne peut pas être utilisé avec --game ou --load.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; the reason follows on the next line.</extracomment>
        <translation>Impossible d’ouvrir « %1 » :</translation>
    </message>
    <message>
        <source>Only one saved game can be opened at a time (&apos;%1&apos; and &apos;%2&apos;).</source>
        <extracomment>The command line (starboard --help and its errors): %1 and %2: files&apos; paths.</extracomment>
        <translation>Une seule partie sauvegardée peut être ouverte à la fois (« %1 » et « %2 »).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: Starboard opens saved games and content files, not &quot;%2&quot; files.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; %2: its extension, e.g. &apos;txt&apos;.</extracomment>
        <translation>Impossible d’ouvrir « %1 » : Starboard ouvre les parties sauvegardées et les fichiers de contenu, pas les fichiers « %2 ».</translation>
    </message>
    <message>
        <source>Files to open: a saved game is played, content files (galaxies, ship tables, rulesets, ...) open in the Workshop. With --workshop: files to open in the Workshop.</source>
        <translation>Fichiers à ouvrir : une partie sauvegardée est jouée, les fichiers de contenu (galaxies, tables de vaisseaux, jeux de règles, ...) s’ouvrent dans l’Atelier. Avec --workshop : fichiers à ouvrir dans l’Atelier.</translation>
    </message>
    <message>
        <source>The saved game &apos;%1&apos; cannot be opened together with --game or --load.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path. Keep &apos;--game&apos; and &apos;--load&apos; as they are.</extracomment>
        <translation>La partie sauvegardée « %1 » ne peut pas être ouverte avec --game ou --load.</translation>
    </message>
    <message>
        <source>Could not start Starboard again: %1</source>
        <extracomment>On the console, after Settings&apos; &quot;Restart now&quot; failed: %1: the system&apos;s reason.</extracomment>
        <translation>Impossible de relancer Starboard : %1</translation>
    </message>
    <message>
        <source>The game continues from its autosave of turn %1 (%2). The newest autosave could not be loaded: %3</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: the turn number; %2: a date and time; %3: the first problem of the newest one.</extracomment>
        <translation>La partie reprend à sa sauvegarde automatique du tour %1 (%2). La sauvegarde automatique la plus récente n’a pas pu être chargée : %3</translation>
    </message>
    <message>
        <source>The game continues from the autosave before the newest one (%1). The newest autosave could not be loaded: %2</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: a date and time; %2: the first problem of the newest one.</extracomment>
        <translation>La partie reprend à la sauvegarde automatique précédant la plus récente (%1). La sauvegarde automatique la plus récente n’a pas pu être chargée : %2</translation>
    </message>
    <message>
        <source>An earlier autosave was used</source>
        <extracomment>The title of the message when Continue used an earlier autosave.</extracomment>
        <translation>Une sauvegarde automatique antérieure a été utilisée</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>Open saved game, when the game in progress could not be saved aside first. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>La partie en cours n’a pas pu être enregistrée ; elle est donc conservée : %1</translation>
    </message>
    <message>
        <source>Your game in progress was put aside</source>
        <extracomment>The title of the message after Open saved game put the game in progress aside.</extracomment>
        <translation>Votre partie en cours a été mise de côté</translation>
    </message>
    <message>
        <source>It was saved as &quot;%1&quot; in the folder &quot;Games put aside&quot;; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>After Open saved game. %1: a file&apos;s name; &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button.</extracomment>
        <translation>Elle a été enregistrée sous « %1 » dans le dossier « Games put aside » ; « Ouvrir une partie » permet de la reprendre.</translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once with the fewest players it takes: you, and computer players (Standard level) in the other seats it needs.</source>
        <extracomment>The command line (starboard --help): the help of the option --game. The games for one (Galaxy Command, Galaxy Fighters) start solo; the others give the computer the seats they need besides yours.</extracomment>
        <translation>Commencer tout de suite une partie de &lt;id&gt; avec le moins de joueurs possible : vous, et des joueurs ordinateur (niveau Standard) aux autres places nécessaires.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <extracomment>New game dialog: the dialog&apos;s title. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>New game dialog: a button (a verb).</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>New game dialog: a button (a verb phrase).</extracomment>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>New game dialog: the heading of the players&apos; section (a noun, plural).</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>New game dialog: the number of players chosen. %n: the number.</extracomment>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a name field. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser: a person plays this seat (a noun).</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser. %1: a computer player&apos;s level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>New game dialog: the heading of the setup section: the content and rules the game is set up with (a noun).</extracomment>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Normal: random galaxy, bid for the Starbase</source>
        <translation>Normale : galaxie aléatoire, enchères pour la base</translation>
    </message>
    <message>
        <source>Quick: fixed start, no pirates (first games)</source>
        <translation>Rapide : départ fixe, sans pirates (premières parties)</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s map (a noun).</extracomment>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <extracomment>New game dialog: the Galaxy field when no file is chosen: the galaxy that comes with the app.</extracomment>
        <translation>La galaxie fournie</translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation>Choisir un fichier de galaxie</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>New game dialog: a field&apos;s label: the rule set or variant (a noun, plural).</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <extracomment>New game dialog: the Rules field when no file is chosen: the rules that come with the app.</extracomment>
        <translation>Les règles standard</translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation>Choisir un fichier de règles ou de variante</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>New game dialog: a field&apos;s label: the random seed of the game, a number (a noun; a technical term).</extracomment>
        <translation>Graine</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>New game dialog: a placeholder in the empty seed field: a random seed will be chosen (an adjective). Short.</extracomment>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>New game dialog: a button: choose another random seed. Short.</extracomment>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation>Même graine, mêmes joueurs et mêmes fichiers donnent les mêmes dés et tirages.</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Full deck: 54 cards</source>
        <extracomment>New game dialog: an entry of the Deck chooser: Galaxy Command&apos;s standard rule set, with every card of the deck.</extracomment>
        <translation>Paquet complet : 54 cartes</translation>
    </message>
    <message>
        <source>Original solitaire: 18 cards (1 player)</source>
        <translation>Solitaire d’origine : 18 cartes (1 joueur)</translation>
    </message>
    <message>
        <source>Player %1: human or computer level</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Joueur %1 : humain ou niveau de l’ordinateur</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>New game dialog: a field&apos;s label: how hard a Galaxy Fighters game is (a noun).</extracomment>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the easiest; the rulebook&apos;s name).</extracomment>
        <translation>Recrue</translation>
    </message>
    <message>
        <source>15 spawn cards, 3 backup ships, lost at 3 invaded districts</source>
        <extracomment>New game dialog: what the Rookie difficulty of Galaxy Fighters means.</extracomment>
        <translation>15 cartes de vague, 3 vaisseaux de réserve, perdu à 3 districts envahis</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the standard one; the rulebook&apos;s name).</extracomment>
        <translation>Pilote expert</translation>
    </message>
    <message>
        <source>20 spawn cards, 3 backup ships, lost at 2 invaded districts</source>
        <extracomment>New game dialog: what the Expert Pilot difficulty of Galaxy Fighters means.</extracomment>
        <translation>20 cartes de vague, 3 vaisseaux de réserve, perdu à 2 districts envahis</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the hardest; the rulebook&apos;s name).</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>25 spawn cards, 2 backup ships, lost at the first invaded district</source>
        <extracomment>New game dialog: what the Ace difficulty of Galaxy Fighters means.</extracomment>
        <translation>25 cartes de vague, 2 vaisseaux de réserve, perdu au premier district envahi</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>New game dialog: the game in progress could not be saved aside, so the new game was not started. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>La partie en cours n’a pas pu être enregistrée ; elle est donc conservée : %1</translation>
    </message>
    <message>
        <source>Your game of %1 in progress is saved into the folder &quot;Games put aside&quot; before this one starts; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>New game dialog: said when a game is in progress. %1: its game&apos;s name, e.g. &apos;Galaxy of D&apos;. &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button: use its translation.</extracomment>
        <translation>Votre partie de %1 en cours est enregistrée dans le dossier « Games put aside » avant que celle-ci ne commence ; « Ouvrir une partie » permet de la reprendre.</translation>
    </message>
    <message>
        <source>As shipped</source>
        <extracomment>New game dialog: a content file&apos;s field when no file is chosen: the content that comes with the app is used (e.g. the ship table as shipped).</extracomment>
        <translation>Tel que fourni</translation>
    </message>
    <message>
        <source>Choose a file: %1</source>
        <extracomment>New game dialog: the title of the file dialog of a content field. %1: the field&apos;s label, e.g. &apos;Ship table&apos;.</extracomment>
        <translation>Choisir un fichier : %1</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Table des vaisseaux</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>New game dialog: a field&apos;s label: a deck of cards (a noun).</extracomment>
        <translation>Paquet de cartes</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Plateau des technologies</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Cartes de vaisseau</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Paquet de vagues</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Équipement du cockpit</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>New game dialog: a field&apos;s label: Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Plateau</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The file dialog that opens a saved game: its button (a verb).</extracomment>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>The screen between two players of one device (hot seat): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passez à %1</translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <extracomment>The screen between two players of one device: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Le plateau reste masqué jusqu’à ce que %1 soit devant l’écran, pour que personne ne voie les secrets d’un autre joueur.</translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <extracomment>The screen between two players of one device: a button. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Je suis %1, montrer mon plateau</translation>
    </message>
    <message>
        <source>The last moves</source>
        <extracomment>The screen between two players of one device: the heading of the list of what happened since the next player last played (public moves only).</extracomment>
        <translation>Les derniers coups</translation>
    </message>
</context>
<context>
    <name>PlayItGuard</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <extracomment>A game in progress is saved aside before another starts, and its folder cannot be made. %1: a folder&apos;s path.</extracomment>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>The results list (home page): a computer player among the players. %1: its name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The results list (home page): the score of a solitaire game. %n: the points.</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
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
        <translation>Résultats de %1</translation>
    </message>
    <message>
        <source>Your results in %1</source>
        <extracomment>The home page, the results list: its heading. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Vos résultats à %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>The home page, the results list: %n: the games played.</extracomment>
        <translation>
            <numerusform>%n partie jouée</numerusform>
            <numerusform>%n parties jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <extracomment>The home page, the results list: after the games played. %n: the games won.</extracomment>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
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
        <translation>Graine %1</translation>
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
        <translation>Les paragraphes ordinaires disent ce que dit le livret de règles.</translation>
    </message>
    <message>
        <source>paragraphs like this one are how Starboard plays where the rulebook is silent, unclear or refers to a lost picture.</source>
        <translation>les paragraphes comme celui-ci indiquent comment Starboard joue là où le livret de règles est muet ou ambigu, ou renvoie à une illustration perdue.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Our reading: %1</source>
        <extracomment>The rules beside the board: the screen reader&apos;s text of a paragraph where Starboard decides what the rulebook leaves open. %1: the paragraph.</extracomment>
        <translation>Notre lecture : %1</translation>
    </message>
    <message>
        <source>Our reading:</source>
        <extracomment>The rules beside the board: the bold mark before a paragraph where Starboard decides what the rulebook leaves open (our interpretation).</extracomment>
        <translation>Notre lecture :</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The file dialog that saves the game: its button (a verb).</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Winner</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): the player won (a noun).</extracomment>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): a computer player is choosing its move.</extracomment>
        <translation>Réfléchit…</translation>
    </message>
    <message>
        <source>To play</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): it is the player&apos;s turn.</extracomment>
        <translation>À jouer</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>A player&apos;s panel: a person plays this seat (a noun).</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A player&apos;s panel: a computer player. %1: its level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Ordinateur (%1)</translation>
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
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>The Settings dialog: a heading (a noun).</extracomment>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>The Settings dialog: an entry of the language list: the language of the computer&apos;s system.</extracomment>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>The Settings dialog: a heading: the settings of the computer players.</extracomment>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>Computer moves</source>
        <extracomment>The Settings dialog: a heading: how fast the computer players&apos; moves are shown.</extracomment>
        <translation>Coups de l’ordinateur</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Lents</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Normaux</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves: no waiting (an adjective). Short.</extracomment>
        <translation>Instantanés</translation>
    </message>
    <message>
        <source>The window&apos;s size and place are remembered when you quit.</source>
        <translation>La taille et la position de la fenêtre sont mémorisées à la fermeture.</translation>
    </message>
    <message>
        <source>Pseudo-language (for testing)</source>
        <translation>Pseudo-langue (pour les tests)</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <extracomment>A language in the chooser: %1 its name, %2 the share of the app&apos;s texts it translates, in whole percent (&quot;Deutsch (100%)&quot;).</extracomment>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>%1: from your translations folder (%2)</source>
        <extracomment>%1: a language&apos;s name, %2: the path of the translator&apos;s file it is loaded from.</extracomment>
        <translation>%1 : depuis votre dossier de traductions (%2)</translation>
    </message>
    <message>
        <source>Drop a starboard_&lt;code&gt;.qm here to try a translation:</source>
        <translation>Déposez ici un fichier starboard_&lt;code&gt;.qm pour essayer une traduction :</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings: a label before a switch: colours and borders with stronger contrast.</extracomment>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Interface size</source>
        <extracomment>Settings: a label before a list of sizes in percent (everything larger or smaller).</extracomment>
        <translation>Taille de l’interface</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Settings: an interface size in percent: %1: a number, e.g. 150 for &apos;150%&apos;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The interface size is set by QT_SCALE_FACTOR in your environment (%1%).</source>
        <extracomment>%1: the size in percent that the QT_SCALE_FACTOR environment variable sets.</extracomment>
        <translation>La taille de l’interface est fixée par QT_SCALE_FACTOR dans votre environnement (%1 %).</translation>
    </message>
    <message>
        <source>The new size applies when Starboard restarts. The game in progress is kept: Continue brings it back.</source>
        <translation>La nouvelle taille s’applique au redémarrage de Starboard. La partie en cours est gardée : « Reprendre » la ramène.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <extracomment>Settings: a button: start Starboard again now so that the new interface size applies.</extracomment>
        <translation>Redémarrer maintenant</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>%1: /format: the Workshop does not edit &apos;%2&apos; files</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; &apos;/format&apos; is the place in the file (keep it); %2: the format found.</extracomment>
        <translation>%1 : /format : l’Atelier ne modifie pas les fichiers « %2 »</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1 : impossible d’ouvrir le fichier (%2)</translation>
    </message>
    <message>
        <source>The document has no file yet: use Save As.</source>
        <translation>Le document n’a pas encore de fichier : utilisez « Enregistrer sous ».</translation>
    </message>
    <message>
        <source>%1: cannot save (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1 : impossible d’enregistrer (%2) ; le fichier sur le disque est inchangé.</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Workshop: a kind of content (File &gt; New, the Problems panel): Galaxy of D&apos;s map of sectors (a noun).</extracomment>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Table des vaisseaux</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Galaxy of D rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy of D&apos;s rules.</extracomment>
        <translation>Variante de règles de Galaxy of D</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Paquet de cartes</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Plateau des technologies</translation>
    </message>
    <message>
        <source>Galaxy Command rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy Command&apos;s rules.</extracomment>
        <translation>Variante de règles de Galaxy Command</translation>
    </message>
    <message>
        <source>Near system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system close to home (Workshop, deck editor: the card list&apos;s Kind column and the Kind chooser).</extracomment>
        <translation>Système proche</translation>
    </message>
    <message>
        <source>Distant system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system far away, needs Forward Star Bases (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Système lointain</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: an event card (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Red alert</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a red alert card, a harsher event (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Alerte rouge</translation>
    </message>
    <message>
        <source>Resources</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the event gives resources.</extracomment>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the workers strike, no production (a noun).</extracomment>
        <translation>Grève</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): a revolt against a system (a noun).</extracomment>
        <translation>Révolte</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an invasion of a system (a noun).</extracomment>
        <translation>Invasion</translation>
    </message>
    <message>
        <source>Peace</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): nothing happens (a noun).</extracomment>
        <translation>Paix</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the army seizes power (a noun).</extracomment>
        <translation>Coup d’État militaire</translation>
    </message>
    <message>
        <source>Raid</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): pirates raid the storage (a noun).</extracomment>
        <translation>Raid</translation>
    </message>
    <message>
        <source>Ambush</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an ambush at the border (a noun).</extracomment>
        <translation>Embuscade</translation>
    </message>
    <message>
        <source>wealth</source>
        <extracomment>Galaxy Command&apos;s resource wealth (lower case: used inside other texts, e.g. &apos;Every player gains 2 wealth.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>richesse</translation>
    </message>
    <message>
        <source>metal</source>
        <extracomment>Galaxy Command&apos;s resource metal (lower case: used inside other texts, e.g. &apos;Every player gains 2 metal.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>métal</translation>
    </message>
    <message>
        <source>Year %1: gain</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card giving resources. %1: the year, 1 or 2. The field is the amount gained.</extracomment>
        <translation>Année %1 : gain</translation>
    </message>
    <message>
        <source>Year %1: force +</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a revolt or invasion card. %1: the year, 1 or 2. The field is the bonus added to the attacking force&apos;s roll (force +N).</extracomment>
        <translation>Année %1 : force +</translation>
    </message>
    <message>
        <source>Year %1: military lost</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card. %1: the year, 1 or 2. The field is the military strength lost.</extracomment>
        <translation>Année %1 : force militaire perdue</translation>
    </message>
    <message>
        <source>Year %1: lose</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card. %1: the year, 1 or 2. The field is the amount lost.</extracomment>
        <translation>Année %1 : perte</translation>
    </message>
    <message>
        <source>Year %1: invasion force</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card. %1: the year, 1 or 2. The field is the invasion&apos;s force.</extracomment>
        <translation>Année %1 : force d’invasion</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card&apos;s effect. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Année %1</translation>
    </message>
    <message>
        <source>Storage at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card, before a number: players with this much in storage or more are struck.</extracomment>
        <translation>Réserve minimale</translation>
    </message>
    <message>
        <source>Military at most</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card, before a number: players with this military strength or less are struck.</extracomment>
        <translation>Force militaire maximale</translation>
    </message>
    <message>
        <source>Military at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: players with this military strength or more roll.</extracomment>
        <translation>Force militaire minimale</translation>
    </message>
    <message>
        <source>Every player gains %1 %2.</source>
        <extracomment>Workshop, deck editor: the effect of an event card as the card preview shows it. %1: an amount, e.g. 2; %2: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Chaque joueur gagne %1 %2.</translation>
    </message>
    <message>
        <source>Strike: no production next turn.</source>
        <translation>Grève : pas de production au prochain tour.</translation>
    </message>
    <message>
        <source>Revolt against the aligned system of least resistance, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of a revolt card in the card preview. %1: the bonus to the revolt&apos;s roll, e.g. 2.</extracomment>
        <translation>Révolte contre le système rallié de plus faible résistance, force +%1.</translation>
    </message>
    <message>
        <source>Invasion of the system aligned last, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of an invasion card in the card preview. %1: the bonus to the invasion&apos;s roll, e.g. 2.</extracomment>
        <translation>Invasion du dernier système rallié, force +%1.</translation>
    </message>
    <message>
        <source>Peace: nothing happens.</source>
        <translation>Paix : il ne se passe rien.</translation>
    </message>
    <message>
        <source>Military %1 or more: on a roll of %2+ lose %3 military.</source>
        <extracomment>Workshop, deck editor: the effect of a military coup card in the card preview. %1: a military strength, e.g. 3; %2: the roll needed, e.g. 4; %3: the military strength lost, e.g. 1.</extracomment>
        <translation>Force militaire de %1 ou plus : sur un jet de %2+, perdre %3 de force militaire.</translation>
    </message>
    <message>
        <source>Storage of %1 or more: lose %2 %3.</source>
        <extracomment>Workshop, deck editor: the effect of a raid card in the card preview. %1: a threshold, e.g. 3; %2: an amount, e.g. 2; %3: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Réserve de %1 ou plus : perdre %2 %3.</translation>
    </message>
    <message>
        <source>Military %1 or less: an invasion of force %2.</source>
        <extracomment>Workshop, deck editor: the effect of a border ambush card in the card preview. %1: a military strength, e.g. 1; %2: the invasion&apos;s force, e.g. 3.</extracomment>
        <translation>Force militaire de %1 ou moins : une invasion de force %2.</translation>
    </message>
    <message>
        <source>Set-up: normal (5) or quick (10), fixed Things</source>
        <translation>Mise en place : normale (5) ou rapide (10), objets fixes</translation>
    </message>
    <message>
        <source>Sides of the die</source>
        <translation>Faces du dé</translation>
    </message>
    <message>
        <source>Armor of a Starbase at the start (3.2)</source>
        <translation>Blindage d’une base stellaire au départ (3.2)</translation>
    </message>
    <message>
        <source>Attack power of a Starbase (3.2)</source>
        <translation>Puissance d’attaque d’une base stellaire (3.2)</translation>
    </message>
    <message>
        <source>Money a Starbase earns each production (6.5)</source>
        <translation>Argent que rapporte une base stellaire à chaque production (6.5)</translation>
    </message>
    <message>
        <source>Armor a Starbase loses every turn (6.5)</source>
        <translation>Blindage qu’une base stellaire perd à chaque tour (6.5)</translation>
    </message>
    <message>
        <source>Most money a player may keep (3.2)</source>
        <translation>Argent maximal qu’un joueur peut garder (3.2)</translation>
    </message>
    <message>
        <source>Things drawn: a die roll plus this (5.1)</source>
        <translation>Objets tirés : un jet de dé plus cette valeur (5.1)</translation>
    </message>
    <message>
        <source>Starting money: a die roll plus this (5.2)</source>
        <translation>Argent de départ : un jet de dé plus cette valeur (5.2)</translation>
    </message>
    <message>
        <source>Starting money in the quick set-up (10.5)</source>
        <translation>Argent de départ de la mise en place rapide (10.5)</translation>
    </message>
    <message>
        <source>Cargo price: distance times this (5.1)</source>
        <translation>Prix du fret : distance multipliée par cette valeur (5.1)</translation>
    </message>
    <message>
        <source>Least distance between two Starbases (5.2)</source>
        <translation>Distance minimale entre deux bases stellaires (5.2)</translation>
    </message>
    <message>
        <source>A pirate moves on a roll up to this (6.3)</source>
        <translation>Un pirate se déplace sur un jet jusqu’à cette valeur (6.3)</translation>
    </message>
    <message>
        <source>Things of the quick set-up, by id (10.1)</source>
        <translation>Objets de la mise en place rapide, par identifiant (10.1)</translation>
    </message>
    <message>
        <source>Which cards make up the deck</source>
        <translation>Les cartes qui composent le paquet</translation>
    </message>
    <message>
        <source>Near systems in each player&apos;s sector</source>
        <translation>Systèmes proches dans le secteur de chaque joueur</translation>
    </message>
    <message>
        <source>Distant systems in each player&apos;s sector</source>
        <translation>Systèmes lointains dans le secteur de chaque joueur</translation>
    </message>
    <message>
        <source>Event cards in Year 1 and Year 2</source>
        <translation>Cartes d’événement en année 1 et en année 2</translation>
    </message>
    <message>
        <source>Metal production at the start</source>
        <translation>Production de métal au départ</translation>
    </message>
    <message>
        <source>Wealth production at the start</source>
        <translation>Production de richesse au départ</translation>
    </message>
    <message>
        <source>Resources kept of each kind</source>
        <translation>Réserve maximale de chaque ressource</translation>
    </message>
    <message>
        <source>Resources kept with Interstellar Banking</source>
        <translation>Réserve maximale avec Banque interstellaire</translation>
    </message>
    <message>
        <source>Most military strength</source>
        <translation>Force militaire maximale</translation>
    </message>
    <message>
        <source>Most military strength with Capital Ships</source>
        <translation>Force militaire maximale avec Vaisseaux amiraux</translation>
    </message>
    <message>
        <source>Metal to build one military strength</source>
        <translation>Métal pour augmenter la force militaire de 1</translation>
    </message>
    <message>
        <source>Wealth to build one military strength</source>
        <translation>Richesse pour augmenter la force militaire de 1</translation>
    </message>
    <message>
        <source>Interspecies Commerce: resources given ...</source>
        <translation>Commerce interespèces : ressources données ...</translation>
    </message>
    <message>
        <source>... for this many of the other resource</source>
        <translation>... contre autant de l’autre ressource</translation>
    </message>
    <message>
        <source>Bonus of the exploration technology</source>
        <translation>Bonus « Exploration »</translation>
    </message>
    <message>
        <source>Bonus of the scientific technology</source>
        <translation>Bonus « Scientifique »</translation>
    </message>
    <message>
        <source>Points of the warlord bonus</source>
        <translation>Points du bonus « Conquérant »</translation>
    </message>
    <message>
        <source>Multiplayer: aligned distant systems to win, per player</source>
        <translation>Multijoueur : systèmes lointains ralliés pour gagner, par joueur</translation>
    </message>
    <message>
        <source>Solitaire ranks: id, least score, name; &apos;;&apos; between</source>
        <translation>Rangs du solitaire : identifiant, score minimal, nom ; « ; » entre chaque</translation>
    </message>
    <message>
        <source>%1 (untitled)</source>
        <comment>a new document of this kind, never saved</comment>
        <extracomment>Workshop: the name of a new document not yet saved. %1: the kind of content, e.g. &apos;Galaxy (untitled)&apos;.</extracomment>
        <translation>%1 (sans titre)</translation>
    </message>
    <message>
        <source>Empty variant (the standard rules)</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant that changes nothing yet.</extracomment>
        <translation>Variante vide (les règles standard)</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant for a shorter game.</extracomment>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>Rich galaxy</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a galaxy with more planets.</extracomment>
        <translation>Galaxie riche</translation>
    </message>
    <message>
        <source>Make %1 a near system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Faire de %1 un système proche</translation>
    </message>
    <message>
        <source>Make %1 a distant system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Faire de %1 un système lointain</translation>
    </message>
    <message>
        <source>Make %1 an event</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Faire de %1 un événement</translation>
    </message>
    <message>
        <source>Make %1 a red alert</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Faire de %1 une alerte rouge</translation>
    </message>
    <message>
        <source>The galaxy of the rulebook</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): the galaxy printed in the rulebook.</extracomment>
        <translation>La galaxie du livret de règles</translation>
    </message>
    <message>
        <source>Empty galaxy</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): a galaxy without sectors.</extracomment>
        <translation>Galaxie vide</translation>
    </message>
    <message>
        <source>%1: not saved, because Starboard could not read the file back (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: why Starboard could not read the file, e.g. &apos;/home/me/g.json: the file is larger than the limit of 8388608 byte(s)&apos;.</extracomment>
        <translation>%1 : non enregistré, car Starboard ne pourrait pas relire le fichier (%2) ; le fichier sur le disque est inchangé.</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Paquet de vagues</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Cartes de vaisseau</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Équipement du cockpit</translation>
    </message>
    <message>
        <source>Galaxy Fighters difficulty</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a difficulty of Galaxy Fighters (the game&apos;s numbers: spawn cards drawn, backup ships, ...).</extracomment>
        <translation>Difficulté de Galaxy Fighters</translation>
    </message>
    <message>
        <source>Expert Pilot (the standard rules)</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s own difficulty &apos;Expert Pilot&apos; (the standard values).</extracomment>
        <translation>Pilote expert (les règles standard)</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s easiest difficulty, &apos;Rookie&apos;.</extracomment>
        <translation>Recrue</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s hardest difficulty, &apos;Ace&apos;.</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>Away from the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: away from the district of the card&apos;s reader (to the opposite district).</extracomment>
        <translation>À l’opposé du lecteur</translation>
    </message>
    <message>
        <source>To the reader&apos;s left</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the left of the card&apos;s reader.</extracomment>
        <translation>À gauche du lecteur</translation>
    </message>
    <message>
        <source>To the reader&apos;s right</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the right of the card&apos;s reader.</extracomment>
        <translation>À droite du lecteur</translation>
    </message>
    <message>
        <source>Toward the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: towards the district of the card&apos;s reader (the player whose turn spawns it).</extracomment>
        <translation>Vers le lecteur</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the name players see.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Le nom que voient les joueurs</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the identifier (short).</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>The id the cards name the kind by</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of an alien kind&apos;s id.</extracomment>
        <translation>L’identifiant par lequel les cartes désignent le type</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, spawn deck designer: a column header: spaces an alien kind moves each approach.</extracomment>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Spaces the kind moves in each approach, 1 to 5</source>
        <translation>Cases parcourues par le type à chaque approche, de 1 à 5</translation>
    </message>
    <message>
        <source>Not used by this kind</source>
        <extracomment>Workshop, Galaxy Fighters tables: the tool tip of a cell the row&apos;s kind does not use.</extracomment>
        <translation>Non utilisé par ce type</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a column&apos;s name, e.g. &apos;Cost&apos;; %2: the row&apos;s name, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Modifier « %1 » de %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, Galaxy Fighters tables: a copied row&apos;s name. %1: the original&apos;s name.</extracomment>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new row&apos;s name.</extracomment>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the row&apos;s name.</extracomment>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Monter %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Descendre %1</translation>
    </message>
    <message>
        <source>The id in the files (lower-case letters, digits, &apos;-&apos;)</source>
        <translation>L’identifiant dans les fichiers (lettres minuscules, chiffres, « - »)</translation>
    </message>
    <message>
        <source>Rules text</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the rules text players read.</extracomment>
        <translation>Texte de règle</translation>
    </message>
    <message>
        <source>What it does, in words for the players (English)</source>
        <translation>Ce qu’il fait, expliqué aux joueurs (en anglais)</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: Special symbols it costs.</extracomment>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Special symbols it costs, 1 to 4</source>
        <translation>Symboles Spécial qu’il coûte, de 1 à 4</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the ship&apos;s special ability.</extracomment>
        <translation>Spécial</translation>
    </message>
    <message>
        <source>The special the engine plays</source>
        <translation>La capacité spéciale qu’applique le moteur</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: the specials in the &apos;Special&apos; column (the game&apos;s terms; Astro Wing, Phalanx and Gladius have the first three).</extracomment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Missile Command</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Astro Wing&apos;s; the game&apos;s term).</extracomment>
        <translation>Commande de missiles</translation>
    </message>
    <message>
        <source>Defense System</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Phalanx&apos;s Shielded Defense System).</extracomment>
        <translation>Système de défense</translation>
    </message>
    <message>
        <source>Helper Drone</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Gladius&apos;s helper Drone).</extracomment>
        <translation>Drone auxiliaire</translation>
    </message>
    <message>
        <source>Side Cannon</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a cannon firing sideways).</extracomment>
        <translation>Canon latéral</translation>
    </message>
    <message>
        <source>Nova Bomb</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a bomb over the ship&apos;s atmosphere).</extracomment>
        <translation>Bombe nova</translation>
    </message>
    <message>
        <source>Extra die</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (one more command die).</extracomment>
        <translation>Dé supplémentaire</translation>
    </message>
    <message>
        <source>Special cost</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: Special symbols the special costs.</extracomment>
        <translation>Coût du spécial</translation>
    </message>
    <message>
        <source>Special symbols the special costs, 1 to 4</source>
        <translation>Symboles Spécial que coûte la capacité spéciale, de 1 à 4</translation>
    </message>
    <message>
        <source>Defence tiles</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: defence tiles the ship carries.</extracomment>
        <translation>Tuiles de défense</translation>
    </message>
    <message>
        <source>Defence tiles the Defense System carries, 1 to 6</source>
        <translation>Tuiles de défense que porte le Système de défense, de 1 à 6</translation>
    </message>
    <message>
        <source>Engines</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the engine modifications the ship allows (their ids).
----------
Workshop, Galaxy Fighters equipment: a tab: the engine modifications.</extracomment>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>Ids of the engine modifications it allows, separated by commas</source>
        <translation>Identifiants des modifications de moteur autorisées, séparés par des virgules</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: what the engine plays (a weapon&apos;s, an engine modification&apos;s or a command tile&apos;s kind).</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>What the engine plays</source>
        <translation>Ce qu’applique le moteur</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the engine modifications (the game&apos;s terms).</extracomment>
        <translation>Postcombustion</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Moteur à distorsion</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Déflecteur</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Répulseur</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: spaces the Afterburner flies.</extracomment>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Spaces the Afterburner flies, 1 to 4</source>
        <translation>Cases parcourues par la Postcombustion, de 1 à 4</translation>
    </message>
    <message>
        <source>Adds a symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the kinds of command tile: one that adds a symbol to the roll, one that rerolls the unused dice.</extracomment>
        <translation>Ajoute un symbole</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a kind of command tile: it rerolls the unused dice.</extracomment>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: the command symbol a tile adds.</extracomment>
        <translation>Symbole</translation>
    </message>
    <message>
        <source>The symbol the tile adds to the roll</source>
        <translation>Le symbole que la tuile ajoute au lancer</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the command symbols (the game&apos;s terms).</extracomment>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a command symbol (the game&apos;s term).</extracomment>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <translation>Tir ou Spécial</translation>
    </message>
    <message>
        <source>Weapons</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the weapon systems.</extracomment>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Command tiles</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the bonus command tiles.</extracomment>
        <translation>Tuiles d’ordre</translation>
    </message>
    <message>
        <source>Invaded districts that end the game</source>
        <translation>Districts envahis qui mettent fin à la partie</translation>
    </message>
    <message>
        <source>Ship cards in the shipyard (backup ships)</source>
        <translation>Cartes de vaisseau au chantier naval (vaisseaux de réserve)</translation>
    </message>
    <message>
        <source>Spawn cards drawn for the game (at most the deck&apos;s)</source>
        <translation>Cartes de vague tirées pour la partie (au plus celles du paquet)</translation>
    </message>
    <message>
        <source>Invader spaces of each district</source>
        <translation>Cases d’envahisseurs de chaque district</translation>
    </message>
    <message>
        <source>Command dice rolled each turn</source>
        <translation>Dés d’ordre lancés à chaque tour</translation>
    </message>
    <message>
        <source>The faces of a command die, equally likely</source>
        <translation>Les faces d’un dé d’ordre, équiprobables</translation>
    </message>
    <message>
        <source>Draw only spawn cards with at most this many aliens (0: every card)</source>
        <translation>Ne tirer que les cartes de vague d’au plus ce nombre d’aliens (0 : toutes)</translation>
    </message>
    <message>
        <source>Heavy dice</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): two dice per ship and two extra dice for a home planet&apos;s defender.</extracomment>
        <translation>Dés lourds</translation>
    </message>
    <message>
        <source>Defenders hold on ties</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): a tie of the battle&apos;s sums is the defender&apos;s win, and smaller hands.</extracomment>
        <translation>Égalités au défenseur</translation>
    </message>
    <message>
        <source>War card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s deck of cards (a noun).</extracomment>
        <translation>Paquet de cartes de guerre</translation>
    </message>
    <message>
        <source>Battle board</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Plateau de bataille</translation>
    </message>
    <message>
        <source>Galactic Warfare rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galactic Warfare&apos;s rules.</extracomment>
        <translation>Variante de règles de Galactic Warfare</translation>
    </message>
    <message>
        <source>Cards dealt to each player (at most half the deck)</source>
        <translation>Cartes distribuées à chaque joueur (au plus la moitié du paquet)</translation>
    </message>
    <message>
        <source>Power-ups (captured ships) one ship may hold</source>
        <translation>Bonus (vaisseaux capturés) qu’un vaisseau peut porter</translation>
    </message>
    <message>
        <source>Dice rolled in a battle for each ship of a stack</source>
        <translation>Dés lancés en bataille pour chaque vaisseau d’une pile</translation>
    </message>
    <message>
        <source>Extra dice of a defender in its own home planet</source>
        <translation>Dés supplémentaires d’un défenseur dans sa propre planète d’origine</translation>
    </message>
    <message>
        <source>Equal sums: both sides roll again (reroll) or the defender wins</source>
        <translation>Sommes égales : les deux camps relancent (reroll) ou le défenseur gagne (defender)</translation>
    </message>
    <message>
        <source>Turns before the game ends (more ships in play win)</source>
        <translation>Tours avant la fin de la partie (le plus de vaisseaux en jeu l’emporte)</translation>
    </message>
</context>
<context>
    <name>starboard::GameCatalog</name>
    <message>
        <source>Two fleets, one galaxy: buy ships, hold planets, haul cargo and bomb the enemy Starbase.</source>
        <translation>Deux flottes, une galaxie : achetez des vaisseaux, tenez des planètes, transportez du fret et bombardez la base stellaire ennemie.</translation>
    </message>
    <message>
        <source>Charge across the dark squares, jump enemy ships in dice battles and turn captured ships into power-ups.</source>
        <translation>Chargez sur les cases sombres, sautez les vaisseaux ennemis dans des batailles de dés et changez vos prises en bonus.</translation>
    </message>
    <message>
        <source>Race through the sektors to bring your scientist home, past warps, teleprisms and Durriken mercenaries.</source>
        <translation>Filez à travers les sektors pour ramener votre scientifique, entre distorsions, téléprismes et mercenaires durrikens.</translation>
    </message>
    <message>
        <source>Explore and align star systems, grow metal, wealth and technology, and survive the events of every year.</source>
        <translation>Explorez et ralliez des systèmes stellaires, développez métal, richesse et technologie, et survivez aux événements de chaque année.</translation>
    </message>
    <message>
        <source>Team up to defend the four districts of Galaxy City from waves of Exovon invaders.</source>
        <translation>Unissez-vous pour défendre les quatre quartiers de Galaxy City contre des vagues d’envahisseurs exovons.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, the best (in the new game dialog and the seats).</extracomment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>A computer player that picks its moves at random (in the new game dialog and the seats).</extracomment>
        <translation>Coups au hasard</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <extracomment>A computer player that plays by simple rules (a heuristic), not by searching; in the seats&apos; choosers.</extracomment>
        <translation>Règle empirique</translation>
    </message>
    <message>
        <source>You fly all four ships, one turn after another.</source>
        <extracomment>New game dialog, Galaxy Fighters with one player.</extracomment>
        <translation>Vous pilotez les quatre vaisseaux, un tour après l&apos;autre.</translation>
    </message>
    <message>
        <source>Each player flies two ships, opposite each other: player 1 the blue and the yellow, player 2 the green and the red.</source>
        <extracomment>New game dialog, Galaxy Fighters with two players.</extracomment>
        <translation>Chaque joueur pilote deux vaisseaux opposés : le joueur 1 le bleu et le jaune, le joueur 2 le vert et le rouge.</translation>
    </message>
    <message>
        <source>Each player flies one ship; the fourth, red ship is flown by each player in turn, one round each.</source>
        <extracomment>New game dialog, Galaxy Fighters with three players.</extracomment>
        <translation>Chaque joueur pilote un vaisseau ; le quatrième, le rouge, est piloté à tour de rôle, une manche chacun.</translation>
    </message>
    <message>
        <source>Each player flies one ship. A computer pilot can take any seat.</source>
        <extracomment>New game dialog, Galaxy Fighters with four players.</extracomment>
        <translation>Chaque joueur pilote un vaisseau. Un pilote ordinateur peut prendre n&apos;importe quelle place.</translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the player&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n vaisseau à vous : %1</numerusform>
            <numerusform>%n de vos vaisseaux, dessus : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the enemy&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n vaisseau ennemi, dessus : %1</numerusform>
            <numerusform>%n vaisseaux ennemis, dessus : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the map of sectors (a noun).</extracomment>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>Sector %1,%2</source>
        <extracomment>Galaxy of D board: a sector (a hexagon of the map). %1 and %2: its coordinates, e.g. &apos;Sector 4,-1&apos;.</extracomment>
        <translation>Secteur %1,%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galaxy of D board: a sector&apos;s tool tip. %1: the sector, e.g. &apos;Sector 4,-1&apos;; %2: what is there.</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>starboard::data</name>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the game&apos;s identifier given; %2: the games known.</extracomment>
        <translation>jeu inconnu « %1 » (jeux avec contenu : %2)</translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). For developers: %1: a format&apos;s name.</extracomment>
        <translation>aucun validateur pour le format « %1 »</translation>
    </message>
    <message>
        <source>(root)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). The place of the whole file, in place of a JSON pointer such as &apos;/cards/3&apos; (the brackets are part of it).</extracomment>
        <translation>(racine)</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (JSON&apos;s &apos;null&apos;, keep or translate), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (true or false), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a text in quotes), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a list in [ ]), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a map in { }), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). What was found when a value is missing, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the kind of value expected, e.g. &apos;a number&apos;; %2: the kind found, e.g. &apos;a string&apos;.</extracomment>
        <translation>attendu : %1 ; trouvé : %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a whole number), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>un entier</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found, e.g. 2.5.</extracomment>
        <translation>attendu : un entier ; trouvé : %1</translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the least value allowed; %2: the value found.</extracomment>
        <translation>doit valoir au moins %1 (trouvé : %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1 and %2: the least and highest values allowed; %3: the value found.</extracomment>
        <translation>doit être compris entre %1 et %2 (trouvé : %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (JSON&apos;s true and false: keep or translate).</extracomment>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier found. Keep &apos;-&apos; as it is.</extracomment>
        <translation>« %1 » n’est pas un identifiant valide (lettres minuscules, chiffres et « - »)</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;name&apos;.</extracomment>
        <translation>clé « %1 » manquante</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;colour&apos;.</extracomment>
        <translation>clé inconnue « %1 »</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format expected, e.g. &apos;galaxy-of-d-galaxy&apos;; %2: the format found.</extracomment>
        <translation>attendu : « %1 » ; trouvé : « %2 »</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format given; %2: the formats known.</extracomment>
        <translation>format inconnu « %1 » (formats connus : %2)</translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the newest version this build reads.</extracomment>
        <translation>écrit par un Starboard plus récent (version %1 ; cette version lit jusqu’à %2)</translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the format&apos;s name.</extracomment>
        <translation>la version %1 de « %2 » ne peut plus être lue</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>%1 : impossible d’ouvrir le fichier : %2</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason.</extracomment>
        <translation>%1 : impossible de lire le fichier : %2</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier; %2: the place of the first, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>identifiant en double « %1 » (d’abord en %2)</translation>
    </message>
    <message>
        <source>the ship table needs at least one ship</source>
        <translation>la table des vaisseaux doit contenir au moins un vaisseau</translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the names allowed, e.g. &apos;&quot;metal&quot;, &quot;wealth&quot;&apos;; %2: the name found.</extracomment>
        <translation>doit être l’un de %1 (trouvé : « %2 »)</translation>
    </message>
    <message>
        <source>only planets and asteroids have an income</source>
        <translation>seuls les planètes et les astéroïdes ont un revenu</translation>
    </message>
    <message>
        <source>only pirates have a ship</source>
        <translation>seuls les pirates ont un vaisseau</translation>
    </message>
    <message>
        <source>the list of Things must not be empty</source>
        <translation>la liste des objets ne doit pas être vide</translation>
    </message>
    <message>
        <source>no Thing of kind &apos;spaceport&apos; (the game needs a Spaceport)</source>
        <translation>aucun objet de type « spaceport » (le jeu a besoin d’un spatioport)</translation>
    </message>
    <message>
        <source>must not exceed dieSides (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the die&apos;s sides, e.g. 6. &apos;dieSides&apos; is a key of the file: keep it.</extracomment>
        <translation>ne doit pas dépasser dieSides (%1)</translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a ship type&apos;s identifier; %2: the ship table file&apos;s name, or its place inside a saved game, e.g. &apos;/content/ships&apos;.</extracomment>
        <translation>vaisseau inconnu « %1 » (absent de %2)</translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier; %2: the Things file&apos;s name, or its place inside a saved game, e.g. &apos;/content/things&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>objet inconnu « %1 » (absent de %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier, e.g. &apos;pirate-cruiser&apos;.</extracomment>
        <translation>« %1 » est un pirate ; la mise en place rapide n’a pas de pirates</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found. A seed is the random seed of a game.</extracomment>
        <translation>« %1 » n’est pas un entier non signé de 64 bits</translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 n’est pas un entier non signé exact (écrivez les graines au-delà de 2^53 comme chaînes de chiffres)</translation>
    </message>
    <message>
        <source>a string of digits</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (a number written in quotes).</extracomment>
        <translation>une chaîne de chiffres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found.</extracomment>
        <translation>« %1 » n’est pas un entier de 64 bits</translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 n’est pas un entier exact (écrivez les actions au-delà de 2^53 comme chaînes de chiffres)</translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation>une place d’ordinateur nécessite un « level »</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1 : impossible d’écrire le fichier : %2</translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
        <extracomment>A content file&apos;s format description (JSON schema) cannot be read: an error for developers. %1: the file&apos;s path; %2: the parser&apos;s error.</extracomment>
        <translation>%1 : pas un schéma JSON : %2</translation>
    </message>
    <message>
        <source>the root is not an object</source>
        <translation>la racine n’est pas un objet</translation>
    </message>
    <message>
        <source>schema nested too deeply</source>
        <translation>schéma trop profondément imbriqué</translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean</source>
        <translation>un schéma doit être un objet ou un booléen</translation>
    </message>
    <message>
        <source>unsupported schema keyword &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a keyword of the JSON schema language, keep it as it is.</extracomment>
        <translation>mot-clé de schéma non pris en charge « %1 »</translation>
    </message>
    <message>
        <source>must be an object of schemas</source>
        <translation>doit être un objet de schémas</translation>
    </message>
    <message>
        <source>must be a non-empty array of schemas</source>
        <translation>doit être un tableau non vide de schémas</translation>
    </message>
    <message>
        <source>cannot resolve &apos;%1&apos; (only &apos;#...&apos; pointers into this schema)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;; &apos;#...&apos; stays as it is.</extracomment>
        <translation>impossible de résoudre « %1 » (seulement des pointeurs « #… » dans ce schéma)</translation>
    </message>
    <message>
        <source>no type given</source>
        <translation>aucun type indiqué</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a type name of the JSON schema language, e.g. &apos;integer&apos;.</extracomment>
        <translation>type inconnu « %1 »</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>doit être un nombre</translation>
    </message>
    <message>
        <source>not a valid regular expression</source>
        <translation>pas une expression régulière valide</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>doit être un tableau</translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation>aucune valeur n’est permise ici</translation>
    </message>
    <message>
        <source>the schema cannot resolve &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;.</extracomment>
        <translation>le schéma ne peut pas résoudre « %1 »</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>The word between the kinds of value allowed, e.g. &apos;a number or a string&apos; (spaces included).</extracomment>
        <translation> ou </translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: what is expected, e.g. &apos;a number or a string&apos;; %2: the value found, e.g. &apos;&quot;3&quot;&apos;.</extracomment>
        <translation>doit être %1 (trouvé : %2)</translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the values allowed, e.g. &apos;&quot;near&quot;, &quot;distant&quot;&apos;; %2: the value found.</extracomment>
        <translation>doit être l’un de %1 (trouvé : %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the highest value allowed; %2: the value found, e.g. 1e+300.
----------
A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the highest value allowed; %2: the value found.</extracomment>
        <translation>doit valoir au plus %1 (trouvé : %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the text found; %2: the pattern (a regular expression) it must match, e.g. &apos;^[a-z-]+$&apos;.</extracomment>
        <translation>« %1 » ne correspond pas au motif « %2 »</translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the place of the other item, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>élément en double (identique à %1)</translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a content format&apos;s name, e.g. &apos;galaxy-command-deck&apos;.</extracomment>
        <translation>aucun schéma pour le format « %1 »</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used by &apos;%2&apos; events</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a resource, e.g. &apos;metal&apos;; %2: a kind of event, e.g. &apos;strike&apos;. Both are names in the file: keep them.</extracomment>
        <translation>« %1 » n’est pas utilisé par les événements « %2 »</translation>
    </message>
    <message>
        <source>row %1 already has a generation-%2 technology (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2; %3: the place of the other technology, e.g. &apos;/technologies/3&apos;.</extracomment>
        <translation>la rangée %1 a déjà une technologie de génération %2 (%3)</translation>
    </message>
    <message>
        <source>technology &apos;%1&apos; is missing (the mat has each of the %2 technologies once)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a technology&apos;s identifier, e.g. &apos;robot-workers&apos;; %2: the number of technologies, e.g. 8.</extracomment>
        <translation>la technologie « %1 » manque (le plateau contient chacune des %2 technologies une fois)</translation>
    </message>
    <message>
        <source>row %1 has no generation-%2 technology</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2.</extracomment>
        <translation>la rangée %1 n’a pas de technologie de génération %2</translation>
    </message>
    <message>
        <source>the list of ranks must not be empty</source>
        <translation>la liste des rangs ne doit pas être vide</translation>
    </message>
    <message>
        <source>the first rank must start at 0 (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the number found. A rank is a result at the end of the game (Galaxy Command).</extracomment>
        <translation>le premier rang doit commencer à 0 (trouvé : %1)</translation>
    </message>
    <message>
        <source>must be greater than the previous rank&apos;s minScore (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the previous rank&apos;s minScore. &apos;minScore&apos; is a key of the file: keep it.</extracomment>
        <translation>doit être supérieur au minScore du rang précédent (%1)</translation>
    </message>
    <message>
        <source>the deck must not be empty</source>
        <translation>le paquet ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be at least %1 (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the key of the limit without the technology, e.g. &apos;militaryLimit&apos; (keep it); %2: its value.</extracomment>
        <translation>doit valoir au moins %1 (%2)</translation>
    </message>
    <message>
        <source>must not exceed distantPerPlayer (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the value of distantPerPlayer. &apos;distantPerPlayer&apos; is a key of the file: keep it.</extracomment>
        <translation>ne doit pas dépasser distantPerPlayer (%1)</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (the die&apos;s sides, %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the die&apos;s sides, e.g. 6; %2: the place where the ruleset sets them, e.g. &apos;ruleset.json: /dieSides&apos;.</extracomment>
        <translation>doit être compris entre 1 et %1 (les faces du dé, %2)</translation>
    </message>
    <message>
        <source>duplicate card number %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a card&apos;s number; %2: the place of the first card with it, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>numéro de carte %1 en double (d’abord en %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for systems only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;resistance&apos; (keep it). Systems: near and distant system cards.</extracomment>
        <translation>« %1 » est réservé aux systèmes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for events and red alerts only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;event&apos; (keep it).</extracomment>
        <translation>« %1 » est réservé aux événements et aux alertes rouges</translation>
    </message>
    <message>
        <source>the shipped galaxy</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence), e.g. &apos;the shipped galaxy: /sectors/3: ...&apos;.</extracomment>
        <translation>la galaxie fournie</translation>
    </message>
    <message>
        <source>the shipped ship table</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>la table des vaisseaux fournie</translation>
    </message>
    <message>
        <source>the shipped Things</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Things: Galaxy of D&apos;s term for what lies on a sector.</extracomment>
        <translation>les objets fournis</translation>
    </message>
    <message>
        <source>the shipped rules</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>les règles fournies</translation>
    </message>
    <message>
        <source>the shipped deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>le paquet fourni</translation>
    </message>
    <message>
        <source>the shipped technology mat</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>le plateau des technologies fourni</translation>
    </message>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1 : le fichier dépasse la limite de %n octet</numerusform>
            <numerusform>%1 : le fichier dépasse la limite de %n octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of levels of nested lists and objects.</extracomment>
        <translation>
            <numerusform>imbrication plus profonde que la limite de %n niveau</numerusform>
            <numerusform>imbrication plus profonde que la limite de %n niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the entries found. Year 1 and Year 2: the two years (rounds) of an event card.</extracomment>
        <translation>
            <numerusform>attendu : 2 entrées (année 1 et année 2) ; trouvé : %n</numerusform>
            <numerusform>attendu : 2 entrées (année 1 et année 2) ; trouvé : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its near system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>le paquet « %1 » a %n système proche ; il en faut %2 par joueur (%3)</numerusform>
            <numerusform>le paquet « %1 » a %n systèmes proches ; il en faut %2 par joueur (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its distant system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>le paquet « %1 » a %n système lointain ; il en faut %2 par joueur (%3)</numerusform>
            <numerusform>le paquet « %1 » a %n systèmes lointains ; il en faut %2 par joueur (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its event cards (red alerts left out); %2: the number a year needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>le paquet « %1 » a %n événement qui n’est pas une alerte rouge ; il en faut %2 par année (%3)</numerusform>
            <numerusform>le paquet « %1 » a %n événements qui ne sont pas des alertes rouges ; il en faut %2 par année (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %n: the sectors found.</extracomment>
        <translation>
            <numerusform>une galaxie doit avoir au moins 2 secteurs (trouvé : %n)</numerusform>
            <numerusform>une galaxie doit avoir au moins 2 secteurs (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the most sectors allowed; %n: the sectors found.</extracomment>
        <translation>
            <numerusform>une galaxie a au plus %1 secteurs (trouvé : %n)</numerusform>
            <numerusform>une galaxie a au plus %1 secteurs (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s ship table. %1: the most ship types allowed; %n: the ship types found.</extracomment>
        <translation>
            <numerusform>la table des vaisseaux a au plus %1 vaisseaux (trouvé : %n)</numerusform>
            <numerusform>la table des vaisseaux a au plus %1 vaisseaux (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the fewest Starbase sectors allowed; %n: the number found. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>une galaxie qui liste des secteurs de base stellaire doit en avoir au moins %1 (trouvé : %n)</numerusform>
            <numerusform>une galaxie qui liste des secteurs de base stellaire doit en avoir au moins %1 (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the sector&apos;s number given; %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>il n’y a pas de secteur numéro %1 (la galaxie a %n secteur)</numerusform>
            <numerusform>il n’y a pas de secteur numéro %1 (la galaxie a %n secteurs)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate Starbase %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the first, e.g. &apos;/starbaseSectors/0&apos;. Starbase: the game&apos;s term.</extracomment>
        <translation>base stellaire en double dans le %1 (d’abord en %2)</translation>
    </message>
    <message>
        <source>%1 already has a Thing (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the Thing there. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>le %1 a déjà un objet (%2)</translation>
    </message>
    <message>
        <source>duplicate sector %1,%2 (first at %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2: the sector&apos;s coordinates; %3: the place of the first, e.g. &apos;/sectors/4&apos;.</extracomment>
        <translation>secteur %1,%2 en double (d’abord en %3)</translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2 and %3, %4: two sectors&apos; coordinates; %n: the number of sectors cut off.</extracomment>
        <translation>
            <numerusform>le secteur %1,%2 est inaccessible depuis le secteur %3,%4 (la galaxie doit être connexe ; %n secteur isolé)</numerusform>
            <numerusform>le secteur %1,%2 est inaccessible depuis le secteur %3,%4 (la galaxie doit être connexe ; %n secteurs isolés)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already has a Thing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>le %1 a déjà un objet</translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the number of players; %1: the number of seats found.</extracomment>
        <translation>
            <numerusform>attendu : une place par joueur (%n joueur) ; trouvé : %1</numerusform>
            <numerusform>attendu : une place par joueur (%n joueurs) ; trouvé : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1 : l’enregistrement de la partie dépasse la limite de %n octet</numerusform>
            <numerusform>%1 : l’enregistrement de la partie dépasse la limite de %n octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>doit avoir au moins %n caractère (trouvé : %1)</numerusform>
            <numerusform>doit avoir au moins %n caractères (trouvé : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>doit avoir au plus %n caractère (trouvé : %1)</numerusform>
            <numerusform>doit avoir au plus %n caractères (trouvé : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>doit avoir au moins %n élément (trouvé : %1)</numerusform>
            <numerusform>doit avoir au moins %n éléments (trouvé : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>doit avoir au plus %n élément (trouvé : %1)</numerusform>
            <numerusform>doit avoir au plus %n éléments (trouvé : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms allowed; %1: the schema keyword, &apos;anyOf&apos; or &apos;oneOf&apos; (keep it). The closest form&apos;s message follows.</extracomment>
        <translation>
            <numerusform>ne correspond pas à la forme permise (%n au total, %1) ; elle signale :</numerusform>
            <numerusform>ne correspond à aucune des %n formes permises (%1) ; la plus proche signale :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms the value matches. &apos;oneOf&apos; is a schema keyword: keep it.</extracomment>
        <translation>
            <numerusform>correspond à %n des formes permises mais doit correspondre à une seule exactement (oneOf)</numerusform>
            <numerusform>correspond à %n des formes permises mais doit correspondre à une seule exactement (oneOf)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: ... and more problems (only the first %n are listed)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading, starboard-cli validate): the last line when a file has too many mistakes to list. %1: the file&apos;s name; %n: how many are listed (100).</extracomment>
        <translation>
            <numerusform>%1 : … et d’autres problèmes (seul le premier est listé)</numerusform>
            <numerusform>%1 : … et d’autres problèmes (seuls les %n premiers sont listés)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name.</extracomment>
        <translation>%1 : le fichier est vide</translation>
    </message>
    <message>
        <source>%1: the file is UTF-32; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-32 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1 : le fichier est en UTF-32 ; enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>%1: the file is UTF-16; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-16 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1 : le fichier est en UTF-16 ; enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>%1:1:2: a second byte order mark (U+FEFF); the file may start with at most one</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. A byte order mark (BOM) is the invisible character U+FEFF some editors put at the start of a file.</extracomment>
        <translation>%1:1:2 : une seconde indication d’ordre des octets (U+FEFF) ; le fichier peut commencer par une seule au plus</translation>
    </message>
    <message>
        <source>a NUL character inside a string</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 inside a text in quotes.</extracomment>
        <translation>un caractère NUL dans une chaîne</translation>
    </message>
    <message>
        <source>a control character (%1) inside a string; write it as an escape such as \u0009</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the character&apos;s code, e.g. &apos;U+0009&apos;; JSON needs an escape such as 	 or 	 instead.</extracomment>
        <translation>un caractère de contrôle (%1) dans une chaîne ; écrivez-le sous forme d’échappement, par exemple \u0009</translation>
    </message>
    <message>
        <source>a NUL character</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 in the file.</extracomment>
        <translation>un caractère NUL</translation>
    </message>
    <message>
        <source>a comment (JSON has no comments)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): JSON files cannot hold comments (// or /* */).</extracomment>
        <translation>un commentaire (JSON n’a pas de commentaires)</translation>
    </message>
    <message numerus="yes">
        <source>a string longer than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>une chaîne plus longue que la limite de %n octet</numerusform>
            <numerusform>une chaîne plus longue que la limite de %n octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n element(s) in one list or object</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of elements of one list or members of one object.</extracomment>
        <translation>
            <numerusform>plus de %n élément dans une liste ou un objet</numerusform>
            <numerusform>plus de %n éléments dans une liste ou un objet</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid UTF-8 text; save the file as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). UTF-8 is a text encoding: keep it.</extracomment>
        <translation>texte UTF-8 non valide ; enregistrez le fichier en UTF-8</translation>
    </message>
    <message>
        <source>formatVersion %1 is not a whole number from 1 to %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). &apos;formatVersion&apos; is a key of the file: keep it. %1: the number found, e.g. 1e300; %2: the newest version this build reads.</extracomment>
        <translation>formatVersion %1 n’est pas un nombre entier de 1 à %2</translation>
    </message>
    <message>
        <source>the file does not start with &apos;{&apos; (a Starboard file is a JSON object)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): the text does not start with &apos;{&apos;.</extracomment>
        <translation>le fichier ne commence pas par « { » (un fichier Starboard est un objet JSON)</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (also at %2:%3)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the key; %2:%3: the line and column of the first one.</extracomment>
        <translation>clé « %1 » en double (aussi en %2:%3)</translation>
    </message>
    <message numerus="yes">
        <source>at most %1 quick setup Things (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s rules: the Things placed by the quick setup, one per sector. %1: the most allowed; %n: the number found.</extracomment>
        <translation>
            <numerusform>au plus %1 Choses de mise en place rapide (trouvé : %n)</numerusform>
            <numerusform>au plus %1 Choses de mise en place rapide (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %3 players, not %n</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier; %2 and %3: the fewest and most players it allows; %n: the number of players given.</extracomment>
        <translation>
            <numerusform>%1 se joue de %2 à %3 joueurs, pas à %n</numerusform>
            <numerusform>%1 se joue de %2 à %3 joueurs, pas à %n</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown computer player &apos;%1&apos; (known: %2)</source>
        <extracomment>A mistake in a saved game file. %1: the computer player given; %2: those this game has, e.g. &apos;beginner, standard, strong, expert, random&apos;.</extracomment>
        <translation>joueur ordinateur inconnu « %1 » (connus : %2)</translation>
    </message>
    <message>
        <source>the content does not fit the game %1</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier.</extracomment>
        <translation>le contenu ne convient pas au jeu %1</translation>
    </message>
    <message>
        <source>the game does not allow action %1 here (%2)</source>
        <extracomment>A mistake in a saved game file. %1: the action (a number); %2: the game&apos;s reason, in English.</extracomment>
        <translation>le jeu n’autorise pas l’action %1 ici (%2)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>aucune raison donnée</translation>
    </message>
    <message>
        <source>the replayed position breaks a rule of the game: %1</source>
        <extracomment>A mistake in a saved game file: the position after the last action is impossible. %1: the engine&apos;s explanation, in English.</extracomment>
        <translation>la position rejouée enfreint une règle du jeu : %1</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos;; JSON allows no comma after the last element</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the bracket that follows the comma, &apos;}&apos; or &apos;]&apos;. JSON allows no comma after the last element of a list or object.</extracomment>
        <translation>une virgule avant « %1 » ; JSON n’admet pas de virgule après le dernier élément</translation>
    </message>
    <message>
        <source>two commas in a row</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): &quot;,,&quot; with nothing between the commas.</extracomment>
        <translation>deux virgules à la suite</translation>
    </message>
    <message>
        <source>the shipped spawn deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: the cards the aliens arrive by.</extracomment>
        <translation>le paquet de vagues fourni</translation>
    </message>
    <message>
        <source>the shipped ship cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters.</extracomment>
        <translation>les cartes de vaisseau fournies</translation>
    </message>
    <message>
        <source>the shipped equipment</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: weapon systems, engine modifications and bonus command tiles.</extracomment>
        <translation>l’équipement fourni</translation>
    </message>
    <message>
        <source>a spawn card must spawn at least one alien</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells: ...&apos;. Galaxy Fighters&apos; spawn cards.</extracomment>
        <translation>une carte de vague doit faire apparaître au moins un alien</translation>
    </message>
    <message numerus="yes">
        <source>a cell holds 1 to %1 aliens, bottom first (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/0/aliens: ...&apos;. Galaxy Fighters&apos; spawn cards: a cell&apos;s stack of aliens. %1: the most allowed; %n: the aliens found.</extracomment>
        <translation>
            <numerusform>une case contient de 1 à %1 aliens, celui du dessous d’abord (trouvé : %n)</numerusform>
            <numerusform>une case contient de 1 à %1 aliens, celui du dessous d’abord (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>a second stack in the cell at col %1, row %2 (first at %3); put its aliens in one stack, bottom first</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/2: ...&apos;. Galaxy Fighters&apos; spawn cards: %1: a column, %2: a row (0-4); %3: the place of the first stack, e.g. &apos;/cards/3/cells/0&apos;.</extracomment>
        <translation>une seconde pile dans la case colonne %1, rangée %2 (la première en %3) ; mettez ses aliens dans une seule pile, celui du dessous d’abord</translation>
    </message>
    <message numerus="yes">
        <source>a command die has 1 to %1 faces (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/dieFaces: ...&apos;. Galaxy Fighters&apos; command die. %1: the most faces allowed; %n: the faces found.</extracomment>
        <translation>
            <numerusform>un dé d’ordre a de 1 à %1 faces (trouvé : %n)</numerusform>
            <numerusform>un dé d’ordre a de 1 à %1 faces (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used when &apos;%2&apos; is &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/engines/1/range: ...&apos;. %1 and %2: keys of the file, %3: the value of %2 (all three are names in the file: keep them).</extracomment>
        <translation>« %1 » n’est pas utilisé quand « %2 » vaut « %3 »</translation>
    </message>
    <message>
        <source>unknown engine &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/ships/3/engines/0: ...&apos;. Galaxy Fighters&apos; engine modifications: %1: the engine&apos;s identifier; %2: the file of the equipment.</extracomment>
        <translation>moteur inconnu « %1 » (absent de %2)</translation>
    </message>
    <message numerus="yes">
        <source>there are %n ship card(s); the four ships and %1 backup ships need %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ships.json: /ships: ...&apos;. Galaxy Fighters: %n: the ship cards; %1: the backup ships of the ruleset; %2: the ship cards needed; %3: the place of the backup ships, e.g. &apos;ruleset.json: /backupShips&apos;.</extracomment>
        <translation>
            <numerusform>il y a %n carte de vaisseau ; les quatre vaisseaux et %1 vaisseaux de réserve en demandent %2 (%3)</numerusform>
            <numerusform>il y a %n cartes de vaisseau ; les quatre vaisseaux et %1 vaisseaux de réserve en demandent %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards but the spawn deck has %n (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /spawnCards: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %n: the cards of the spawn deck; %2: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>les règles tirent %1 cartes de vague, mais le paquet de vagues n’en a que %n (%2)</numerusform>
            <numerusform>les règles tirent %1 cartes de vague, mais le paquet de vagues n’en a que %n (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck has %n such card(s) (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /maxAliensPerCard: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %2: the most aliens a drawn card may have; %n: the cards of the spawn deck with at most that many; %3: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>les règles tirent %1 cartes de vague d’au plus %2 aliens, mais le paquet de vagues n’en a que %n (%3)</numerusform>
            <numerusform>les règles tirent %1 cartes de vague d’au plus %2 aliens, mais le paquet de vagues n’en a que %n (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>the shipped board</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the squares and the home planets.</extracomment>
        <translation>le plateau fourni</translation>
    </message>
    <message>
        <source>the shipped cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the Galactic Warfare cards.</extracomment>
        <translation>les cartes fournies</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>une case claire</translation>
    </message>
    <message>
        <source>a dark square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>une case sombre</translation>
    </message>
    <message>
        <source>a square of White&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>une case de la planète d’origine de Blanc</translation>
    </message>
    <message>
        <source>a square of Blue&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>une case de la planète d’origine de Bleu</translation>
    </message>
    <message>
        <source>column %1: White&apos;s home planet (W) lies in row 0 only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W is a letter of the file: keep it.</extracomment>
        <translation>colonne %1 : la planète d’origine de Blanc (W) n’est que dans la rangée 0</translation>
    </message>
    <message>
        <source>column %1: Blue&apos;s home planet (B) lies in the last row only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). B is a letter of the file: keep it.</extracomment>
        <translation>colonne %1 : la planète d’origine de Bleu (B) n’est que dans la dernière rangée</translation>
    </message>
    <message>
        <source>column %1: the first and last rows are the home planets (W, B), or . for no square</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/0: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W, B and . are letters of the file: keep them.</extracomment>
        <translation>colonne %1 : la première et la dernière rangée sont les planètes d’origine (W, B), ou . pour aucune case</translation>
    </message>
    <message>
        <source>White&apos;s home planet has no square (W in row 0)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. W is a letter of the file: keep it.</extracomment>
        <translation>la planète d’origine de Blanc n’a aucune case (W dans la rangée 0)</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet has no square (B in the last row)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. B is a letter of the file: keep it.</extracomment>
        <translation>la planète d’origine de Bleu n’a aucune case (B dans la dernière rangée)</translation>
    </message>
    <message>
        <source>outside the board (rows 0 to %1, columns 0 to %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: the last row, %2: the last column (rows and columns from 0).</extracomment>
        <translation>hors du plateau (rangées 0 à %1, colonnes 0 à %2)</translation>
    </message>
    <message>
        <source>a ship starts on a dark battlefield square, not on %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: what the square is, e.g. &apos;a light square&apos;.</extracomment>
        <translation>un vaisseau commence sur une case sombre du champ de bataille, pas sur %1</translation>
    </message>
    <message>
        <source>a second ship on one start square (first at %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/blue/0: ...&apos;. Galactic Warfare&apos;s board: %1: the place of the first ship there, e.g. &apos;/start/white/2&apos;.</extracomment>
        <translation>un deuxième vaisseau sur une même case de départ (le premier en %1)</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; card is played in %2 (found &apos;%3&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/window: ...&apos;. Galactic Warfare&apos;s cards: %1: the card&apos;s kind, %2: the windows it allows, %3: the window found (names in the file: keep them).</extracomment>
        <translation>une carte « %1 » se joue en %2 (trouvé « %3 »)</translation>
    </message>
    <message numerus="yes">
        <source>a deck has 1 to %1 different cards (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards: ...&apos;. Galactic Warfare&apos;s cards: %1: the most allowed; %n: the cards found.</extracomment>
        <translation>
            <numerusform>un paquet a de 1 à %1 cartes différentes (trouvé %n)</numerusform>
            <numerusform>un paquet a de 1 à %1 cartes différentes (trouvé %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the layout has %n row(s) but &apos;rows&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;rows&apos; (a key of the file: keep it); %n: the strings found.</extracomment>
        <translation>
            <numerusform>la disposition a %n rangée mais « rows » vaut %1</numerusform>
            <numerusform>la disposition a %n rangées mais « rows » vaut %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the row has %n square(s) but &apos;columns&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;columns&apos; (a key of the file: keep it); %n: the characters found.</extracomment>
        <translation>
            <numerusform>la rangée a %n case mais « columns » vaut %1</numerusform>
            <numerusform>la rangée a %n cases mais « columns » vaut %1</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1: unknown square &apos;%2&apos; (W White&apos;s planet, B Blue&apos;s planet, # dark, . light)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based), %2: the character found. W, B, # and . are letters of the file: keep them.</extracomment>
        <translation>colonne %1 : case inconnue « %2 » (W planète de Blanc, B planète de Bleu, # sombre, . claire)</translation>
    </message>
    <message numerus="yes">
        <source>a square is [row, column] (found %n number(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: a start square is written [row, column]; %n: the numbers found.</extracomment>
        <translation>
            <numerusform>une case est [rangée, colonne] (trouvé %n nombre)</numerusform>
            <numerusform>une case est [rangée, colonne] (trouvé %n nombres)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board has %n square(s) instead of %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board made by a program: %1: columns x rows; %n: the squares found.</extracomment>
        <translation>
            <numerusform>le plateau a %n case au lieu de %1</numerusform>
            <numerusform>le plateau a %n cases au lieu de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the ruleset is for the deck &apos;%1&apos; but %2 holds the deck &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /deck: ...&apos;. Galactic Warfare: %1: the deck&apos;s identifier the ruleset names; %2: the card file; %3: the identifier of the deck in it.</extracomment>
        <translation>les règles sont pour le paquet « %1 » mais %2 contient le paquet « %3 »</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset deals %1 cards to each player but the deck has %n (%2): at most %3, half the deck</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /cardsDealt: ...&apos;. Galactic Warfare: %1: the cards dealt to each of the two players; %n: the cards of the deck (the counts added up); %2: the place of the deck&apos;s cards, e.g. &apos;cards.json: /cards&apos;; %3: the most that may be dealt, half the deck.</extracomment>
        <translation>
            <numerusform>les règles distribuent %1 cartes à chaque joueur mais le paquet en a %n (%2) : au plus %3, la moitié du paquet</numerusform>
            <numerusform>les règles distribuent %1 cartes à chaque joueur mais le paquet en a %n (%2) : au plus %3, la moitié du paquet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::BoardPreview</name>
    <message>
        <source>No preview yet.</source>
        <translation>Pas encore d’aperçu.</translation>
    </message>
    <message>
        <source>%1 has no board to preview.</source>
        <extracomment>Workshop, the board preview: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>%1 n’a pas de plateau à afficher en aperçu.</translation>
    </message>
    <message>
        <source>The board cannot be shown: %1</source>
        <extracomment>Workshop, the board preview: %1: the reason, a sentence.</extracomment>
        <translation>Impossible d’afficher le plateau : %1</translation>
    </message>
    <message>
        <source>the view is not a Qt Quick item</source>
        <translation>la vue n’est pas un élément Qt Quick</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardListModel</name>
    <message>
        <source>One of the 18 cards of the original solitaire game</source>
        <translation>L’une des 18 cartes du solitaire d’origine</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Marquer %1 comme carte d’origine</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Retirer la marque de carte d’origine de %1</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header for the card&apos;s number: a short abbreviation of &apos;Number&apos;.</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (the card&apos;s name). Keep it short.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (near system, distant system, event, red alert). Keep it short.</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header: a check box, whether the card is one of the 18 of the original solitaire. Keep it short.</extracomment>
        <translation>D’origine</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardPreview</name>
    <message>
        <source>RESISTANCE</source>
        <extracomment>Workshop, the card preview: the label of a system card&apos;s resistance (printed on the card in capitals; tight space).</extracomment>
        <translation>RÉSISTANCE</translation>
    </message>
    <message>
        <source>Metal</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Metal&apos;: the metal production.</extracomment>
        <translation>Métal</translation>
    </message>
    <message>
        <source>Wealth</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Wealth&apos;: the wealth production.</extracomment>
        <translation>Richesse</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;VP&apos;: the abbreviation of &apos;victory points&apos;.</extracomment>
        <translation>PV</translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of a red alert card, the harsher kind of event card (capitals, tight space).</extracomment>
        <translation>ALERTE ROUGE</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of an event card (capitals, tight space).</extracomment>
        <translation>ÉVÉNEMENT</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, the card preview: a row of an event card&apos;s effects. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Année %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::DeckEditor</name>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Nom du paquet :</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s identifier, used by rule sets to refer to it (short technical name).</extracomment>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <translation>Modifier le nom du paquet</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <translation>Modifier l’identifiant du paquet</translation>
    </message>
    <message>
        <source>All cards</source>
        <extracomment>Workshop, deck editor: the card list&apos;s filter (&apos;Show:&apos;): show every card.</extracomment>
        <translation>Toutes les cartes</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: add a new card).</extracomment>
        <translation>Ajouter une carte</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: duplicate the chosen card).</extracomment>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: remove the chosen card).</extracomment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Show:</source>
        <extracomment>Workshop, deck editor: the label of the card list&apos;s filter (which kinds of card to show).</extracomment>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, deck editor: the heading of the chosen card&apos;s fields (a noun).</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Number</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s number in the deck.</extracomment>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s identifier (a short technical name).</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s kind (near system, distant system, event, red alert).</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>One of the 18 cards of the original game</source>
        <translation>L’une des 18 cartes du jeu d’origine</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: a check box&apos;s label: the card is one of the 18 of the original solitaire.</extracomment>
        <translation>D’origine</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>Workshop, deck editor: the heading of a system card&apos;s fields (a noun: a star system).</extracomment>
        <translation>Système</translation>
    </message>
    <message>
        <source>Resistance</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: a system card&apos;s resistance, the game&apos;s term (the roll needed to align it).</extracomment>
        <translation>Résistance</translation>
    </message>
    <message>
        <source>Metal production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the metal a system produces every turn.</extracomment>
        <translation>Production de métal</translation>
    </message>
    <message>
        <source>Wealth production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the wealth a system produces every turn.</extracomment>
        <translation>Production de richesse</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, deck editor: a field&apos;s label.</extracomment>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Workshop, deck editor: the heading of an event card&apos;s fields, and the label of the event&apos;s kind (a noun).</extracomment>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Année %1</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Force militaire minimale</translation>
    </message>
    <message>
        <source>Succeeds on a roll of</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: the die roll at which the coup succeeds (or more).</extracomment>
        <translation>Réussit sur un jet de</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <translation>Sélectionnez une carte dans la liste, ou ajoutez-en une.</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, deck editor: the heading above the card&apos;s picture as it will look in the game (a noun).</extracomment>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, deck editor: a card without a name, in undo steps and messages. %1: its number, e.g. &apos;card 12&apos;.</extracomment>
        <translation>carte %1</translation>
    </message>
    <message>
        <source>Change the event of %1 to %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;; %2: a kind of event, e.g. &apos;Revolt&apos;.</extracomment>
        <translation>Changer l’événement de %1 en %2</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, deck editor: the name given to a new card. %1: its number, e.g. &apos;New card 55&apos;.</extracomment>
        <translation>Nouvelle carte %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new card&apos;s number, e.g. 55.</extracomment>
        <translation>Ajouter la carte %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as card %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;; %2: the copy&apos;s number, e.g. 55.</extracomment>
        <translation>Dupliquer %1 en carte %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Change the number of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Modifier le numéro de %1</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Modifier l’identifiant de %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s old name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Marquer %1 comme carte d’origine</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Retirer la marque de carte d’origine de %1</translation>
    </message>
    <message>
        <source>Change the resistance of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Modifier la résistance de %1</translation>
    </message>
    <message>
        <source>Change the metal production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Modifier la production de métal de %1</translation>
    </message>
    <message>
        <source>Change the wealth production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Modifier la production de richesse de %1</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Modifier les points de victoire de %1</translation>
    </message>
    <message>
        <source>Change the year 1 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Modifier la quantité de l’année 1 de %1</translation>
    </message>
    <message>
        <source>Change the year 2 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Modifier la quantité de l’année 2 de %1</translation>
    </message>
    <message>
        <source>Change the year 1 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Modifier la ressource de l’année 1 de %1</translation>
    </message>
    <message>
        <source>Change the year 2 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Modifier la ressource de l’année 2 de %1</translation>
    </message>
    <message>
        <source>Change the military threshold of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Modifier la force militaire minimale de %1</translation>
    </message>
    <message>
        <source>Change the roll needed by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Modifier le jet requis par %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card up in the list (a verb).</extracomment>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card down in the list (a verb).</extracomment>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Ajouter une nouvelle carte après celle sélectionnée</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Ajouter une copie de la carte sélectionnée</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Retirer la carte sélectionnée</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Monter la carte sélectionnée dans la liste</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Descendre la carte sélectionnée dans la liste</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, deck editor: a key&apos;s action (Escape in the card&apos;s form): the focus goes back to the list of cards.</extracomment>
        <translation>Retour à la liste des cartes</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Monter %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Descendre %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardCanvas</name>
    <message>
        <source>a dark square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>une case sombre</translation>
    </message>
    <message>
        <source>White&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>la planète d’origine de Blanc</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>la planète d’origine de Bleu</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader: a light square, where no ship may be.</extracomment>
        <translation>une case claire</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2, a White ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1 : %2, un vaisseau blanc commence ici</translation>
    </message>
    <message>
        <source>%1: %2, a Blue ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name; %2: what it is.</extracomment>
        <translation>%1 : %2, un vaisseau bleu commence ici</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardEditor</name>
    <message>
        <source>Board name</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s name.</extracomment>
        <translation>Nom du plateau</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s identifier.</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Columns</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s width in squares.</extracomment>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s length in squares, the home planets&apos; rows included.</extracomment>
        <translation>Rangées</translation>
    </message>
    <message>
        <source>Rename the board</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Renommer le plateau</translation>
    </message>
    <message>
        <source>Change the board&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Modifier l’identifiant du plateau</translation>
    </message>
    <message>
        <source>&amp;Squares: a click adds or takes away a square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click turns a square into a light one (no square) and back.</extracomment>
        <translation>&amp;Cases : un clic ajoute ou retire une case</translation>
    </message>
    <message>
        <source>&amp;White ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a White ship on a dark square or takes it away.</extracomment>
        <translation>Vaisseaux &amp;blancs : un clic en place un ou le retire</translation>
    </message>
    <message>
        <source>&amp;Blue ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a Blue ship on a dark square or takes it away.</extracomment>
        <translation>Vaisseaux b&amp;leus : un clic en place un ou le retire</translation>
    </message>
    <message>
        <source>On the board: the arrows choose a square, Space applies the tool.</source>
        <extracomment>Workshop, Galactic Warfare board editor: how to edit the board by keyboard.</extracomment>
        <translation>Sur le plateau : les flèches choisissent une case, Espace applique l’outil.</translation>
    </message>
    <message>
        <source>Add the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Ajouter la case %1</translation>
    </message>
    <message>
        <source>Take away the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Retirer la case %1</translation>
    </message>
    <message>
        <source>Take away the White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Retirer le vaisseau blanc de %1</translation>
    </message>
    <message>
        <source>Take away the Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Retirer le vaisseau bleu de %1</translation>
    </message>
    <message>
        <source>Put a White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Placer un vaisseau blanc en %1</translation>
    </message>
    <message>
        <source>Put a Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Placer un vaisseau bleu en %1</translation>
    </message>
    <message>
        <source>Make the board %1 × %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: columns, %2: rows, e.g. &apos;8 × 10&apos;.</extracomment>
        <translation>Redimensionner le plateau en %1 × %2</translation>
    </message>
    <message>
        <source>White: %1 on the battlefield, a home planet of %2.
Blue: %3 on the battlefield, a home planet of %4.</source>
        <extracomment>Workshop, Galactic Warfare board editor: what the board holds. %1: White&apos;s ships, e.g. &apos;12 ships&apos;; %2: White&apos;s planet squares, e.g. &apos;8 squares&apos;; %3: Blue&apos;s ships; %4: Blue&apos;s planet squares.</extracomment>
        <translation>Blanc : %1 sur le champ de bataille, une planète d’origine de %2.
Bleu : %3 sur le champ de bataille, une planète d’origine de %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n vaisseau</numerusform>
            <numerusform>%n vaisseaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>White has fewer ships than Blue&apos;s planet has squares: it can win only by capturing every Blue ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>Blanc a moins de vaisseaux que la planète de Bleu n’a de cases : il ne peut gagner qu’en capturant tous les vaisseaux bleus.</translation>
    </message>
    <message>
        <source>Blue has fewer ships than White&apos;s planet has squares: it can win only by capturing every White ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>Bleu a moins de vaisseaux que la planète de Blanc n’a de cases : il ne peut gagner qu’en capturant tous les vaisseaux blancs.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardListModel</name>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list (the card&apos;s name).</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: the effect the game engine knows (extra dice, shield, ...).</extracomment>
        <translation>Effet</translation>
    </message>
    <message>
        <source>When</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: when the card may be played (before your move, in a battle ...).</extracomment>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Copies</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: how many of the card the deck holds.</extracomment>
        <translation>Exemplaires</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardPreview</name>
    <message>
        <source>Card preview: %1, %2: %3</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card preview for a screen reader. %1: the card&apos;s name; %2: when it is played; %3: its text.</extracomment>
        <translation>Aperçu de la carte : %1, %2 : %3</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: at the foot of the card preview: how many of this card the deck holds.</extracomment>
        <translation>
            <numerusform>%n dans le paquet</numerusform>
            <numerusform>%n dans le paquet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardsEditor</name>
    <message>
        <source>Extra dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (the Effect chooser and column).</extracomment>
        <translation>Dés supplémentaires</translation>
    </message>
    <message>
        <source>Roll again</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Shield</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Bouclier</translation>
    </message>
    <message>
        <source>Extra charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a charge: the game&apos;s forward diagonal move).</extracomment>
        <translation>Charge supplémentaire</translation>
    </message>
    <message>
        <source>Repel an invader</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Repousser un envahisseur</translation>
    </message>
    <message>
        <source>Steal a power-up</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a power-up: a captured ship under a ship, the game&apos;s term).</extracomment>
        <translation>Voler un bonus</translation>
    </message>
    <message>
        <source>Cancel a card</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Annuler une carte</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Moins de dés</translation>
    </message>
    <message>
        <source>Escape home</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Repli à domicile</translation>
    </message>
    <message>
        <source>Double charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Double charge</translation>
    </message>
    <message>
        <source>Backward charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Charge arrière</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Piocher des cartes</translation>
    </message>
    <message>
        <source>Win ties</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (equal sums).</extracomment>
        <translation>Gagner les égalités</translation>
    </message>
    <message>
        <source>Capture the attacker</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Capturer l’attaquant</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n more die(s) in this battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text). %n: the dice.</extracomment>
        <translation>
            <numerusform>Lancez %n dé de plus dans cette bataille.</numerusform>
            <numerusform>Lancez %n dés de plus dans cette bataille.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text).</extracomment>
        <translation>Relancez vos dés de cette bataille ; la nouvelle somme compte.</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Défenseur : annulez l’attaque. Il n’y a pas de bataille ; l’attaquant reste où il était et son coup est perdu.</translation>
    </message>
    <message>
        <source>One of your ships makes one more charge.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Un de vos vaisseaux fait une charge de plus.</translation>
    </message>
    <message>
        <source>An enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Un vaisseau ennemi dans votre planète d’origine se replie sur une case libre de sa propre planète d’origine que vous choisissez, ou quitte le jeu s’il n’y en a aucune.</translation>
    </message>
    <message>
        <source>Move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Prenez un bonus sous un vaisseau ennemi et placez-le sous un de vos vaisseaux qui en a moins que le maximum autorisé.</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>En bataille, quand votre adversaire joue une carte : cette carte n’a aucun effet.</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent rolls %n fewer die(s) in this battle (at least 1).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the dice.</extracomment>
        <translation>
            <numerusform>Votre adversaire lance %n dé de moins dans cette bataille (au moins 1).</numerusform>
            <numerusform>Votre adversaire lance %n dés de moins dans cette bataille (au moins 1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Defender: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Défenseur : si vous perdez cette bataille, votre vaisseau se replie sur une case libre de votre planète d’origine que vous choisissez, au lieu d’être capturé.</translation>
    </message>
    <message>
        <source>If your move is a charge, the same ship may charge once more.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Si votre coup est une charge, le même vaisseau peut charger une fois de plus.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the cards drawn.</extracomment>
        <translation>
            <numerusform>Piochez %n carte.</numerusform>
            <numerusform>Piochez %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>When the sums are equal, you win the battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Si les sommes sont égales, vous gagnez la bataille.</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship instead of letting it retreat.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Défenseur : si vous gagnez cette bataille, vous capturez le vaisseau attaquant au lieu de le laisser se replier.</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Nom du paquet :</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s identifier (a short technical name).</extracomment>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Modifier le nom du paquet</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Modifier l’identifiant du paquet</translation>
    </message>
    <message>
        <source>Cards of the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card list for a screen reader.</extracomment>
        <translation>Cartes du paquet</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Ajouter une carte</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Ajouter une nouvelle carte après celle sélectionnée</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Ajouter une copie de la carte sélectionnée</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Retirer la carte sélectionnée</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Monter la carte sélectionnée dans la liste</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Descendre la carte sélectionnée dans la liste</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of the chosen card&apos;s fields.</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s identifier.</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the card&apos;s old name.</extracomment>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Modifier l’identifiant de %1</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: what the card does, one of the effects the game knows.</extracomment>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: when the card may be played.</extracomment>
        <translation>Jouée</translation>
    </message>
    <message>
        <source>Change when %1 is played</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Modifier le moment où se joue %1</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: how many of the card the deck holds.</extracomment>
        <translation>Exemplaires dans le paquet</translation>
    </message>
    <message>
        <source>Change the copies of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Modifier le nombre d’exemplaires de %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the dice the card adds or takes.</extracomment>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Change the dice of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Modifier les dés de %1</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the cards the card draws.</extracomment>
        <translation>Cartes piochées</translation>
    </message>
    <message>
        <source>Change the cards drawn by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Modifier les cartes piochées par %1</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s text, what the player reads on it.</extracomment>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Change the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Modifier le texte de %1</translation>
    </message>
    <message>
        <source>What the game does with it:</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of what the game engine does when the card is played (whatever its text says).</extracomment>
        <translation>Ce que le jeu en fait :</translation>
    </message>
    <message>
        <source>Use as the card&apos;s text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button: the card&apos;s text becomes the effect&apos;s description shown above it.</extracomment>
        <translation>Utiliser comme texte de la carte</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <extracomment>Workshop, Galactic Warfare card editor: shown in place of the form without a card.</extracomment>
        <translation>Sélectionnez une carte dans la liste, ou ajoutez-en une.</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a key&apos;s action (Escape in the card&apos;s form).</extracomment>
        <translation>Retour à la liste des cartes</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading above the card&apos;s picture.</extracomment>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: a card without a name, in undo steps. %1: its place in the list.</extracomment>
        <translation>carte %1</translation>
    </message>
    <message>
        <source>Give %1 the effect %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name; %2: an effect, e.g. &apos;Extra dice&apos;.</extracomment>
        <translation>Donner à %1 l’effet %2</translation>
    </message>
    <message>
        <source>Write the effect as the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Écrire l’effet comme texte de %1</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: the name of a new card. %1: a number.</extracomment>
        <translation>Nouvelle carte %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the new card&apos;s name.</extracomment>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Dupliquer %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Monter %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Descendre %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the deck holds, e.g. &apos;50 cards of 16 kinds&apos;. %n: the cards (the copies added up); %1: the different cards, e.g. &apos;16 kinds&apos;.</extracomment>
        <translation>
            <numerusform>%n carte de %1</numerusform>
            <numerusform>%n cartes de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <extracomment>Workshop, Galactic Warfare card editor: inside &apos;50 cards of %1&apos;: the different cards of the deck.</extracomment>
        <translation>
            <numerusform>%n sorte</numerusform>
            <numerusform>%n sortes</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <extracomment>Workshop, Galactic Warfare card editor: a number field&apos;s tool tip, e.g. &apos;From 1 to 50&apos;.</extracomment>
        <translation>De %1 à %2</translation>
    </message>
    <message>
        <source>Rescue a blocked ship</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a blocked ship: one that can neither charge nor attack, a stuck one included).</extracomment>
        <translation>Sauver un vaisseau bloqué</translation>
    </message>
    <message>
        <source>One of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Un de vos vaisseaux qui ne peut ni charger ni attaquer retourne sur une case libre de votre planète d’origine, sans jet.</translation>
    </message>
    <message>
        <source>This turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Ce tour-ci, votre coup est une charge en diagonale vers l’arrière, sur le champ de bataille.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Workshop, the raw JSON editor: the value column of a list. %n: the number of its items.</extracomment>
        <translation>
            <numerusform>%n élément</numerusform>
            <numerusform>%n éléments</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the file (its JSON name), e.g. &apos;name&apos;.</extracomment>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Member</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s name (a JSON term).</extracomment>
        <translation>Membre</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s value.</extracomment>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>starboard::editor::PlaytestDialog</name>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the window&apos;s title (a noun: a test game of the content being edited).</extracomment>
        <translation>Parties de test</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player that picks its moves at random, in the seats&apos; choosers.</extracomment>
        <translation>Coups aléatoires</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the number of players.</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the computer player of each seat.</extracomment>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label (the number of games to play), a column header and a summary row (a noun, plural).</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the random seed of the first game (a number; noun, a technical term).</extracomment>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same games. Press Run.</source>
        <translation>La même graine et les mêmes réglages donnent toujours les mêmes parties. Appuyez sur « Lancer ».</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): start playing the games.</extracomment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button: stop the games being played.</extracomment>
        <translation>Interrompre la série</translation>
    </message>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen.</extracomment>
        <translation>
            <numerusform>Ce contenu ne se joue pas à %n joueur.</numerusform>
            <numerusform>Ce contenu ne se joue pas à %n joueurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played before the run was cancelled.</extracomment>
        <translation>
            <numerusform>Interrompu après %n partie.</numerusform>
            <numerusform>Interrompu après %n parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played; %1: the time in seconds, e.g. &apos;12.3&apos;.</extracomment>
        <translation>
            <numerusform>%n partie jouée en %1 s.</numerusform>
            <numerusform>%n parties jouées en %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 wins</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table. %1: a seat&apos;s number, e.g. 2.</extracomment>
        <translation>Victoires de la place %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Parties sans vainqueur</translation>
    </message>
    <message>
        <source>Game length in actions: mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1 and %2: numbers of actions, e.g. &apos;84.2&apos; and &apos;83&apos;.</extracomment>
        <translation>Durée de partie en actions : moyenne %1, médiane %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a bin of a histogram: from, to (both included)</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in a histogram. %1 and %2: numbers, e.g. &apos;10–19&apos;.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a line of the content played. %1: a kind of content, e.g. &apos;Galaxy&apos;; %2: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The rest as shipped with the game.</source>
        <translation>Le reste tel que fourni avec le jeu.</translation>
    </message>
    <message>
        <source>The content shipped with the game.</source>
        <translation>Le contenu fourni avec le jeu.</translation>
    </message>
    <message>
        <source>Content</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the content to be played (a noun).</extracomment>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Summary</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the summary of the results.</extracomment>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the games won.</extracomment>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the chart of the games&apos; lengths.</extracomment>
        <translation>Durée des parties</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the final scores.</extracomment>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Shown after a run.</source>
        <translation>Affiché après une série.</translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Part des victoires par place sur %n partie</numerusform>
            <numerusform>Part des victoires par place sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a seat at the table (screen reader&apos;s name of its chooser). %1: its number from 1, e.g. &apos;Seat 2&apos;.</extracomment>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Nobody</source>
        <comment>the bar of the games that no seat won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short).</extracomment>
        <translation>Personne</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: the bar&apos;s label, e.g. &apos;Seat 2&apos;; %n: the games it counts; %2: all games; %3: a percentage.</extracomment>
        <translation>
            <numerusform>%1 : %n partie sur %2 (%3)</numerusform>
            <numerusform>%1 : %n parties sur %2 (%3)</numerusform>
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
        <translation>Parties gagnées (%)</translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip in the chart of game lengths. %1: a range of lengths, e.g. &apos;80–89&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>%1 actions : %n partie</numerusform>
            <numerusform>%1 actions : %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games; %1 and %2: numbers of actions.</extracomment>
        <translation>
            <numerusform>Durée de %n partie : moyenne %1, médiane %2</numerusform>
            <numerusform>Durée des %n parties : moyenne %1, médiane %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions per game (chance outcomes included)</source>
        <translation>Actions par partie (résultats du hasard compris)</translation>
    </message>
    <message numerus="yes">
        <source>Final scores in %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games.</extracomment>
        <translation>
            <numerusform>Scores finaux sur %n partie</numerusform>
            <numerusform>Scores finaux sur %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: a seat&apos;s number; %2: a score or range of scores, e.g. &apos;10–14&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Place %1, score %2 : %n partie</numerusform>
            <numerusform>Place %1, score %2 : %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the title of a chart&apos;s axis (a noun).</extracomment>
        <translation>Score final</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a percentage. %1: a number, e.g. &apos;42.5%&apos;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Parties gagnées par l’équipe</translation>
    </message>
    <message>
        <source>Games the team lost</source>
        <translation>Parties perdues par l’équipe</translation>
    </message>
    <message>
        <source>Games lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Parties perdues</translation>
    </message>
    <message>
        <source>Seat %1 ranks: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number, e.g. 2; %2: the ranks and their shares, e.g. &apos;Promoted to Admiral: 12.0% [8.1%, 17.3%], ...&apos;.</extracomment>
        <translation>Rangs de la place %1 : %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the separator between the ranks of a seat (a comma and a space).</extracomment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Part des victoires et des défaites de l’équipe sur %n partie</numerusform>
            <numerusform>Part des victoires et des défaites de l’équipe sur %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Part des victoires et des défaites sur %n partie</numerusform>
            <numerusform>Part des victoires et des défaites sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the bar of the games won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games won).</extracomment>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the bar of the games lost</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games lost).</extracomment>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Rules of thumb (heuristic)</source>
        <extracomment>Workshop, the Playtest dialog: a computer player that plays by simple rules, not by searching.</extracomment>
        <translation>Règles empiriques (heuristique)</translation>
    </message>
    <message>
        <source>Nothing (one run)</source>
        <extracomment>Workshop, the Playtest dialog: the first entry of the &apos;Compare with&apos; list: no comparison, a single run.</extracomment>
        <translation>Rien (une seule série)</translation>
    </message>
    <message>
        <source>A file…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list: choose a content file to compare against.</extracomment>
        <translation>Un fichier…</translation>
    </message>
    <message>
        <source>Variant B: the same games (seeds and players) with this file in place of A&apos;s of its kind.</source>
        <translation>Variante B : les mêmes parties (graines et joueurs) avec ce fichier à la place de celui de même type de A.</translation>
    </message>
    <message>
        <source>Compare with</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the other content to play alongside (variant B).</extracomment>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): save the results to a file.</extracomment>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save each game&apos;s figures and the summary as CSV or JSON.</source>
        <translation>Enregistrer les indicateurs de chaque partie et le résumé en CSV ou JSON.</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2; %2: a computer player, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Place %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not content of this game (a galaxy, a ship table, Things, a deck, a technology mat or a ruleset).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s name, e.g. &apos;spiral.json&apos;.</extracomment>
        <translation>%1 n’est pas un contenu de ce jeu (une galaxie, une table de vaisseaux, des Choses, un paquet, un plateau de technologies ou des règles).</translation>
    </message>
    <message>
        <source>B: %1 (%2)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list (B is the variant compared with A, the content edited). %1: the content&apos;s name or file name, e.g. &apos;Short game&apos;; %2: its kind, e.g. &apos;Ruleset&apos;.</extracomment>
        <translation>B : %1 (%2)</translation>
    </message>
    <message>
        <source>Compare with a content file</source>
        <translation>Comparer avec un fichier de contenu</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>Fichiers Starboard (*.json)</translation>
    </message>
    <message>
        <source>Export the playtest</source>
        <translation>Exporter la série de tests</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <extracomment>Workshop, the Playtest dialog: the file types of the export dialog. Keep the patterns in brackets and the &apos;;;&apos; between the two types as they are.</extracomment>
        <translation>Tableau CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1: a file&apos;s path; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen. Variant B is the content compared with.</extracomment>
        <translation>
            <numerusform>La variante B ne se joue pas à %n joueur.</numerusform>
            <numerusform>La variante B ne se joue pas à %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ too few games to tell</source>
        <translation>⚠ trop peu de parties pour conclure</translation>
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
        <translation>95 % : %1</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends with a rank. %1: a rank, e.g. &apos;Promoted to Captain&apos;; %2: a percentage; %3: its 95% interval, e.g. &apos;[20.1%, 28.3%]&apos;.</extracomment>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <source>out of the game: %1 %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends out of the game. %1: a percentage, %2: its 95% interval.</extracomment>
        <translation>hors jeu : %1 %2</translation>
    </message>
    <message>
        <source>First player&apos;s win rate (decided games): %1, 95%: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a percentage, %2: its 95% interval, e.g. &apos;[38.2%, 45.1%]&apos;.</extracomment>
        <translation>Taux de victoire du premier joueur (parties décidées) : %1, 95 % : %2</translation>
    </message>
    <message>
        <source>Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number; %2: the mean score; %3, %4: the 95% interval of the mean; %5, %6: the lowest and highest score.</extracomment>
        <translation>Score de la place %1 : moyenne %2 (95 % : [%3, %4]), minimum %5, maximum %6</translation>
    </message>
    <message>
        <source>Figures (95% confidence intervals)</source>
        <translation>Indicateurs (intervalles de confiance à 95 %)</translation>
    </message>
    <message>
        <source>Figure</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s name (a noun: a measured quantity).</extracomment>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s value.</extracomment>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the 95% confidence interval.</extracomment>
        <translation>Intervalle à 95 %</translation>
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
            <numerusform>Comparaison : A comme ci-dessus ; %1 (la même %n partie et la même graine)</numerusform>
            <numerusform>Comparaison : A comme ci-dessus ; %1 (les mêmes %n parties et graines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games B played before it was cancelled.</extracomment>
        <translation>
            <numerusform>B a été annulé après %n partie.</numerusform>
            <numerusform>B a été annulé après %n parties.</numerusform>
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
        <translation>B − A (intervalle à 95 %)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>percentage points</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a difference of two percentages, in percentage points. %1: a number, e.g. &apos;+3.5 pts&apos;. Keep it short.</extracomment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>differs</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a note in the comparison table: the two variants differ significantly (a verb, third person).</extracomment>
        <translation>diffère</translation>
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
            <numerusform>⚠ trop peu de parties pour conclure : moins de %n partie compte pour l’indicateur, ou l’intervalle à 95 % d’un taux dépasse %1 points de pourcentage. Jouez plus de parties.</numerusform>
            <numerusform>⚠ trop peu de parties pour conclure : moins de %n parties comptent pour l’indicateur, ou l’intervalle à 95 % d’un taux dépasse %1 points de pourcentage. Jouez plus de parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant B was closed in the Workshop.</source>
        <translation>La variante B a été fermée dans l’Atelier.</translation>
    </message>
    <message>
        <source>Cannot write variant B&apos;s unsaved changes to %1.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s path.</extracomment>
        <translation>Impossible d’écrire les modifications non enregistrées de la variante B dans %1.</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the name of content with changes not yet saved. %1: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1 (modifications non enregistrées)</translation>
    </message>
    <message>
        <source>with its unsaved changes</source>
        <extracomment>Workshop, the Playtest dialog: put after the compared content&apos;s name, e.g. &apos;B: Short game (Ruleset) with its unsaved changes&apos;.</extracomment>
        <translation>avec ses modifications non enregistrées</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetEditor</name>
    <message>
        <source>Reset to default</source>
        <translation>Rétablir la valeur standard</translation>
    </message>
    <message>
        <source>Give the selected parameter its standard value again</source>
        <translation>Redonner sa valeur standard au paramètre sélectionné</translation>
    </message>
    <message>
        <source>short-game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty identifier field: an example identifier (lower case, hyphens, no spaces; translate the words if you like).</extracomment>
        <translation>partie-courte</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty name field: an example variant name.</extracomment>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>Variant &amp;name:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Nom de la variante :</translation>
    </message>
    <message>
        <source>Variant &amp;id:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label (the variant&apos;s identifier, a short technical name); &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Identifiant de la variante :</translation>
    </message>
    <message>
        <source>A variant stores only what differs from the standard rules; changed values are bold and marked.</source>
        <translation>Une variante n’enregistre que ce qui diffère des règles standard ; les valeurs modifiées sont en gras et marquées.</translation>
    </message>
    <message>
        <source>Change variant id</source>
        <translation>Modifier l’identifiant de la variante</translation>
    </message>
    <message>
        <source>Rename variant</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history).</extracomment>
        <translation>Renommer la variante</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetModel</name>
    <message>
        <source>%1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a range of values. %1 and %2: numbers, e.g. &apos;1 to 6&apos;.</extracomment>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Thing ids</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of Things&apos; identifiers (Thing: the game&apos;s term for what lies on a sector).</extracomment>
        <translation>identifiants d’objets</translation>
    </message>
    <message>
        <source>2 numbers, %1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: two numbers, each in a range. %1 and %2: numbers.</extracomment>
        <translation>2 nombres, de %1 à %2</translation>
    </message>
    <message>
        <source>ranks</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of ranks (the results at the end of the game).</extracomment>
        <translation>rangs</translation>
    </message>
    <message>
        <source>Changed by this variant (standard: %1)</source>
        <extracomment>Workshop, rule variant editor: a tool tip of a changed value. %1: the standard value, e.g. &apos;3&apos;.</extracomment>
        <translation>Modifié par cette variante (standard : %1)</translation>
    </message>
    <message>
        <source>The standard value</source>
        <translation>La valeur standard</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Rétablir la valeur standard de %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <extracomment>Workshop, rule variant editor: a column header: the rule&apos;s parameter (its key).</extracomment>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, rule variant editor: a column header: the parameter&apos;s value in this variant.</extracomment>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, rule variant editor: a column header: the value in the standard rules.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Allowed</source>
        <extracomment>Workshop, rule variant editor: a column header: the values allowed.</extracomment>
        <translation>Valeurs permises</translation>
    </message>
    <message>
        <source>Meaning</source>
        <extracomment>Workshop, rule variant editor: a column header: what the parameter means (a noun).</extracomment>
        <translation>Signification</translation>
    </message>
    <message>
        <source>%1 to %2 of: %3</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a list of words, each one of those named. %1 and %2: numbers; %3: the words, e.g. &apos;fire | move&apos;.</extracomment>
        <translation>%1 à %2 parmi : %3</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipTableModel</name>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s old name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Change id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Modifier l’identifiant de %1</translation>
    </message>
    <message>
        <source>Change cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Modifier le coût de %1</translation>
    </message>
    <message>
        <source>Change speed of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Modifier la vitesse de %1</translation>
    </message>
    <message>
        <source>Change attack of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Modifier l’attaque de %1</translation>
    </message>
    <message>
        <source>Change armor of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Modifier le blindage de %1</translation>
    </message>
    <message>
        <source>Change chits of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;. Chits: the counters of this ship type in the game.</extracomment>
        <translation>Modifier les pions de %1</translation>
    </message>
    <message>
        <source>Change cargo ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>Modifier la capacité de fret de %1</translation>
    </message>
    <message>
        <source>Change bounty ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Scavenger&apos;.</extracomment>
        <translation>Modifier la capacité de prime de %1</translation>
    </message>
    <message>
        <source>Change starbase damage of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Modifier les dégâts à la base de %1</translation>
    </message>
    <message>
        <source>Change special text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Modifier le texte spécial de %1</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header (short).</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the identifier (a short technical name). Keep it short.</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s price (short).</extracomment>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: sectors a ship moves per turn (short).</extracomment>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Attack</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s attack strength, the game&apos;s term (short).</extracomment>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Armor</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s armor, the game&apos;s term (hits it takes; short).</extracomment>
        <translation>Blindage</translation>
    </message>
    <message>
        <source>Chits</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: how many counters (chits) of the ship the game has, the game&apos;s term (short).</extracomment>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Cargo</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship carries cargo (short).</extracomment>
        <translation>Fret</translation>
    </message>
    <message>
        <source>Bounty</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship earns money from enemy ships destroyed (short).</extracomment>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Starbase dmg</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the damage the ship deals to an enemy Starbase (a side&apos;s home base). &apos;dmg&apos; abbreviates &apos;damage&apos;: keep it short.</extracomment>
        <translation>Dégâts base</translation>
    </message>
    <message>
        <source>Special (text for the players)</source>
        <translation>Spécial (texte pour les joueurs)</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Le nom que voient les joueurs</translation>
    </message>
    <message>
        <source>The ship&apos;s id in the files (pirates name their ship by it)</source>
        <translation>L’identifiant du vaisseau dans les fichiers (les pirates désignent leur vaisseau par lui)</translation>
    </message>
    <message>
        <source>Price to build one ship</source>
        <translation>Prix de construction d’un vaisseau</translation>
    </message>
    <message>
        <source>Sectors per turn: 1 slow, 2 medium, 3 fast</source>
        <translation>Secteurs par tour : 1 lent, 2 moyen, 3 rapide</translation>
    </message>
    <message>
        <source>Attack power against ships</source>
        <translation>Puissance d’attaque contre les vaisseaux</translation>
    </message>
    <message>
        <source>Damage the ship takes before it is destroyed</source>
        <translation>Dégâts que le vaisseau encaisse avant d’être détruit</translation>
    </message>
    <message>
        <source>Chits per side: the most ships of this type in play at once</source>
        <translation>Pions par camp : le nombre maximal de vaisseaux de ce type en jeu à la fois</translation>
    </message>
    <message>
        <source>Carries cargo: picks up cargo at a planet and sells it at the Spaceport</source>
        <translation>Transporte du fret : charge une cargaison sur une planète et la vend au spatioport</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat it survives</source>
        <translation>Rapporte 1 $ pour chaque vaisseau ennemi détruit dans un combat auquel il survit</translation>
    </message>
    <message>
        <source>Damage dealt on entering an enemy Starbase (0: none)</source>
        <translation>Dégâts infligés en entrant dans une base stellaire ennemie (0 : aucun)</translation>
    </message>
    <message>
        <source>What the special ability does, in words for the players</source>
        <translation>Ce que fait la capacité spéciale, expliqué aux joueurs</translation>
    </message>
    <message>
        <source>Ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): the name given to a new ship type (a noun).</extracomment>
        <translation>Vaisseau</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a copied ship type&apos;s name. %1: the original&apos;s name, e.g. &apos;Cruiser (copy)&apos;.</extracomment>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Add ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Ajouter le vaisseau %1</translation>
    </message>
    <message>
        <source>Remove ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Supprimer le vaisseau %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Monter %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Descendre %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipsEditor</name>
    <message>
        <source>Add ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Ajouter un vaisseau</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Ajouter une copie du vaisseau sélectionné</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Supprimer le vaisseau</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Supprimer le vaisseau sélectionné</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type up in the table (a verb).</extracomment>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type down in the table (a verb).</extracomment>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>The engine&apos;s special abilities are the Cargo and Bounty check boxes and the starbase damage; the special text only tells the players about them.</source>
        <translation>Les capacités spéciales gérées par le moteur sont les cases « Fret » et « Prime » et les dégâts à la base ; le texte spécial ne fait que les décrire aux joueurs.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::StartPage</name>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop, the start page: its title, the editor&apos;s name.</extracomment>
        <translation>Atelier Starboard</translation>
    </message>
    <message>
        <source>Make your own galaxies, ship tables, card decks and rule variants. Every change can be undone, the game&apos;s own checks tell what it would refuse, and Play It or Playtest tries your content at once.</source>
        <translation>Créez vos propres galaxies, tables des vaisseaux, paquets de cartes et variantes de règles. Chaque modification peut être annulée, les vérifications du jeu signalent ce qu’il refuserait, et « Jouer » ou « Parties de test » vous permet d’essayer aussitôt votre contenu.</translation>
    </message>
    <message>
        <source>Start a new file:</source>
        <translation>Créer un nouveau fichier :</translation>
    </message>
    <message>
        <source>A new file of this kind, from the one the game ships</source>
        <translation>Un nouveau fichier de ce type, à partir de celui fourni avec le jeu</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Recent files</source>
        <extracomment>Workshop, the start page: a heading: the files opened lately.</extracomment>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <extracomment>Workshop, the start page and the Recover dialog: the heading of the documents that can be recovered.</extracomment>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>The Workshop ended without saving these changes:</source>
        <extracomment>Workshop, the start page and the Recover dialog: above the list of documents that can be recovered.</extracomment>
        <translation>L’Atelier s’est arrêté sans enregistrer ces modifications :</translation>
    </message>
    <message>
        <source>%1 (never saved), changes of %2</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its name, e.g. &apos;Galaxy (untitled)&apos;; %2: a date and time.</extracomment>
        <translation>%1 (jamais enregistré), modifications du %2</translation>
    </message>
    <message>
        <source>%1, changes of %2 (in %3)</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its file&apos;s name; %2: a date and time; %3: the folder of the file.</extracomment>
        <translation>%1, modifications du %2 (dans %3)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Workshop, the start page: opens a document recovered after a crash.</extracomment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Workshop, the start page: deletes a recovered document&apos;s unsaved changes for good.</extracomment>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologiesEditor</name>
    <message>
        <source>Mat name:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s name.</extracomment>
        <translation>Nom du plateau :</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s identifier (a short technical name).</extracomment>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <source>Change the mat&apos;s name</source>
        <translation>Modifier le nom du plateau</translation>
    </message>
    <message>
        <source>Change the mat&apos;s id</source>
        <translation>Modifier l’identifiant du plateau</translation>
    </message>
    <message>
        <source>The mat as the board shows it:</source>
        <translation>Le plateau tel que le jeu l’affiche :</translation>
    </message>
    <message>
        <source>Each row of the mat has one first-generation technology (left) and one second-generation technology (right) that needs it. The ids are fixed: the game knows each technology&apos;s effect by its id. Double-click a cell, or press F2 or type, to edit it.</source>
        <translation>Chaque ligne du plateau a une technologie de première génération (à gauche) et une de deuxième génération (à droite) qui en a besoin. Les identifiants sont fixes : le jeu connaît l’effet de chaque technologie par son identifiant. Double-cliquez sur une cellule, ou appuyez sur F2 ou tapez, pour la modifier.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyMatPreview</name>
    <message>
        <source>Cost %1, %2 VP</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): the preview of a technology on the mat. %1: its price in wealth; %2: its victory points (&apos;VP&apos; abbreviates victory points). Tight space.</extracomment>
        <translation>Coût %1, %2 PV</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyModel</name>
    <message>
        <source>The engine knows this technology&apos;s effect by its id; it cannot change.</source>
        <translation>Le moteur reconnaît l’effet de cette technologie à son identifiant ; il ne peut pas changer.</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the identifier (a short technical name). Short.</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Row</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s row on the mat (a noun). Short.</extracomment>
        <translation>Rangée</translation>
    </message>
    <message>
        <source>Generation</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s generation, 1 or 2 (its column on the mat; the game&apos;s term). Short.</extracomment>
        <translation>Génération</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the price in wealth (a noun). Short.</extracomment>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: what the technology does (a noun; the game&apos;s effect). Short.</extracomment>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s old name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Change the row of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Modifier la rangée de %1</translation>
    </message>
    <message>
        <source>Change the generation of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;. The generation is the technology&apos;s column on the mat (1 or 2).</extracomment>
        <translation>Modifier la génération de %1</translation>
    </message>
    <message>
        <source>Change the cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Modifier le coût de %1</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Modifier les points de victoire de %1</translation>
    </message>
    <message>
        <source>Change the effect of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Modifier l’effet de %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Modifier %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message>
        <source>&amp;File</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter. Its entries are the kinds of content to create (galaxy, ship table, deck ...); an adjective or verb as suits &apos;New galaxy&apos;.</extracomment>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. A submenu of the files opened lately.</extracomment>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb)</extracomment>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb: close the document)</extracomment>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close the &amp;Workshop</source>
        <extracomment>Workshop, the File menu&apos;s entry that closes the Workshop window; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Fermer l’&amp;Atelier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Undo Rename Sirius&apos;.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Redo Rename Sirius&apos;.</extracomment>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Play It</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the edited content in a new game, to try it (a verb phrase: play this content).</extracomment>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Play&amp;test…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the Playtest dialog: computer players play the content many times (a noun).</extracomment>
        <translation>Parties de &amp;test…</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>Workshop window: the title of the panel listing the problems found in the document (a noun, plural).</extracomment>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>New document</source>
        <extracomment>Workshop window: the title of a message box about a new document that could not be made.</extracomment>
        <translation>Nouveau document</translation>
    </message>
    <message>
        <source>Open or create a document (File menu).</source>
        <translation>Ouvrez ou créez un document (menu Fichier).</translation>
    </message>
    <message>
        <source>No problems: the game loads this file.</source>
        <translation>Aucun problème : le jeu charge ce fichier.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the game refuses this file until they are fixed. Click one to go to it.</source>
        <extracomment>Workshop window: %n: the number of problems found in the document.</extracomment>
        <translation>
            <numerusform>%n problème : le jeu refuse ce fichier tant qu’il n’est pas corrigé. Cliquez dessus pour y aller.</numerusform>
            <numerusform>%n problèmes : le jeu refuse ce fichier tant qu’ils ne sont pas corrigés. Cliquez sur l’un d’eux pour y aller.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[*] - Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title. %1: the document&apos;s name; keep &apos;[*]&apos; as it is (Qt shows a star there when it has unsaved changes).</extracomment>
        <translation>%1[*] - Atelier Starboard</translation>
    </message>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title when no document is open: the name of the Workshop, the app&apos;s editor.</extracomment>
        <translation>Atelier Starboard</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be saved (a verb, as in the menu File &gt; Save).</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Saved as a draft: the game refuses it until the problems are fixed.</source>
        <translation>Enregistré comme brouillon : le jeu le refuse tant que les problèmes ne sont pas corrigés.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <extracomment>Workshop window: a message in the status bar after saving.</extracomment>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>Workshop window: the title of the file dialog (as the menu File &gt; Save As).</extracomment>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Fichiers Starboard (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Workshop window: the title of a message box asking whether to save before closing.</extracomment>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Enregistrer les modifications de %1 avant de le fermer ?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be opened (a verb, as in the menu File &gt; Open).</extracomment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Play It</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Play It (play the edited content).</extracomment>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Playtest (computer players play the content many times).</extracomment>
        <translation>Parties de test</translation>
    </message>
    <message>
        <source>The game cannot load %1 yet: fix the problems listed below first.</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Le jeu ne peut pas encore charger %1 : corrigez d’abord les problèmes listés ci-dessous.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <extracomment>Workshop window: a button that removes the keys of the file the game does not know. %n: how many.</extracomment>
        <translation>
            <numerusform>Supprimer %n clé inconnue</numerusform>
            <numerusform>Supprimer %n clés inconnues</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the keys the game does not know (listed below as &quot;unknown key&quot;); Undo brings them back</source>
        <translation>Supprimer les clés que le jeu ne connaît pas (listées ci-dessous comme « clé inconnue ») ; « Annuler » les rétablit</translation>
    </message>
    <message>
        <source>Remove the unknown key &apos;%1&apos;</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the content file (its JSON name), e.g. &apos;colour&apos;.</extracomment>
        <translation>Supprimer la clé inconnue « %1 »</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Workshop window: the title of a message box about a recovered document that could not be opened.</extracomment>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Reco&amp;ver Unsaved Work…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the list of documents with changes a Workshop that ended without closing (a crash) left unsaved.</extracomment>
        <translation>Récupérer le &amp;travail non enregistré…</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Workshop, the Recover dialog&apos;s button that closes it and keeps the unsaved work for later (it is offered again on the start page and at the next start).</extracomment>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <extracomment>Workshop, the Recover dialog&apos;s title (as the menu File &gt; Recover Unsaved Work).</extracomment>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>%1: choose who plays in the game window&apos;s new-game dialog.</source>
        <extracomment>Workshop window: a message in the status bar after Game &gt; Play It. %1: the content to play, e.g. &apos;Spiral arm and Standard rules&apos;.</extracomment>
        <translation>%1 : choisissez qui joue dans la boîte de dialogue de nouvelle partie de la fenêtre de jeu.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message>
        <source>Paint sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: paint sectors onto the map). Keep it short.</extracomment>
        <translation>Peindre un secteur</translation>
    </message>
    <message>
        <source>Click or drag to add sectors</source>
        <translation>Cliquez ou faites glisser pour ajouter des secteurs</translation>
    </message>
    <message>
        <source>Erase</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb: erase sectors). Keep it short.</extracomment>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Click or drag to remove sectors and their Things</source>
        <translation>Cliquez ou faites glisser pour retirer des secteurs et leurs objets</translation>
    </message>
    <message>
        <source>Place Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase). A Thing is the game&apos;s term for what lies on a sector (a planet, an asteroid ...). Keep it short.</extracomment>
        <translation>Placer un objet</translation>
    </message>
    <message>
        <source>Click a sector to fix the chosen Thing on it</source>
        <translation>Cliquez sur un secteur pour y fixer l’objet choisi</translation>
    </message>
    <message>
        <source>The Thing that Place Thing places</source>
        <translation>L’objet que place « Placer un objet »</translation>
    </message>
    <message>
        <source>Clear Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: remove a fixed Thing). Keep it short.</extracomment>
        <translation>Retirer l’objet</translation>
    </message>
    <message>
        <source>Click a sector to remove its fixed Thing</source>
        <translation>Cliquez sur un secteur pour retirer son objet fixe</translation>
    </message>
    <message>
        <source>Mirror</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): keep the map symmetric, every change mirrored. Keep it short.</extracomment>
        <translation>Miroir</translation>
    </message>
    <message>
        <source>Keep the two halves point-symmetric: every edit also applies to the hex a half turn about the centre maps it to</source>
        <translation>Garder les deux moitiés symétriques par rapport au centre : chaque modification s’applique aussi à l’hexagone qui lui correspond par un demi-tour autour du centre</translation>
    </message>
    <message>
        <source>Fit</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): zoom the map to fit the window. Keep it short.</extracomment>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Show the whole galaxy</source>
        <translation>Afficher toute la galaxie</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the heading of the list of checks of the map (a noun, plural: tests the map passes or fails).
----------
Workshop, galaxy editor: the screen reader&apos;s name of the list of checks (as its heading).</extracomment>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Left button: use the tool (a drag is one step to undo). Right button: move the map. Wheel: zoom.</source>
        <translation>Bouton gauche : utiliser l’outil (un glissement s’annule en une seule étape). Bouton droit : déplacer la carte. Molette : zoomer.</translation>
    </message>
    <message>
        <source>Click to show it on the map</source>
        <translation>Cliquez pour l’afficher sur la carte</translation>
    </message>
    <message>
        <source>The galaxy has no sectors</source>
        <translation>La galaxie n’a aucun secteur</translation>
    </message>
    <message numerus="yes">
        <source>The map is connected (%n sector(s))</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>La carte est connexe (%n secteur)</numerusform>
            <numerusform>La carte est connexe (%n secteurs)</numerusform>
        </translation>
    </message>
    <message>
        <source>No fixed Things: the Galaxy Setting places them when a game starts</source>
        <translation>Aucun objet fixe : la mise en place de la galaxie les place au début de la partie</translation>
    </message>
    <message>
        <source>No fixed Thing is next to another</source>
        <translation>Aucun objet fixe n’est à côté d’un autre</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of fixed Things next to each other (%1)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of pairs; %1: the first pair, e.g. &apos;sector 0,0 and sector 1,0&apos;. A fixed Thing: a Thing placed by the designer.</extracomment>
        <translation>
            <numerusform>%n paire d’objets fixes côte à côte (%1)</numerusform>
            <numerusform>%n paires d’objets fixes côte à côte (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The cargo price is set by the Galaxy Setting</source>
        <translation>Le prix du fret est fixé lors de la mise en place de la galaxie</translation>
    </message>
    <message>
        <source>No Spaceport among the fixed Things: no cargo can be sold</source>
        <translation>Aucun spatioport parmi les objets fixes : aucune cargaison ne peut être vendue</translation>
    </message>
    <message>
        <source>No planet can be reached from the Spaceport: the cargo price is $0</source>
        <translation>Aucune planète n’est accessible depuis le spatioport : le prix du fret est de 0 $</translation>
    </message>
    <message numerus="yes">
        <source>Cargo price $%1 (the nearest planet is %n move(s) from the Spaceport)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %1: an amount of money (after the dollar sign); %n: a number of moves. Cargo price and Spaceport are the game&apos;s terms.</extracomment>
        <translation>
            <numerusform>Prix du fret %1 $ (la planète la plus proche est à %n déplacement du spatioport)</numerusform>
            <numerusform>Prix du fret %1 $ (la planète la plus proche est à %n déplacements du spatioport)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Place pour deux bases stellaires à au moins %n déplacement l’une de l’autre</numerusform>
            <numerusform>Place pour deux bases stellaires à au moins %n déplacements l’une de l’autre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Pas de place pour deux bases stellaires à %n déplacement l’une de l’autre et à l’écart des objets (le jeu abandonne alors cette règle)</numerusform>
            <numerusform>Pas de place pour deux bases stellaires à %n déplacements l’une de l’autre et à l’écart des objets (le jeu abandonne alors cette règle)</numerusform>
        </translation>
    </message>
    <message>
        <source>The two halves are point-symmetric</source>
        <translation>Les deux moitiés sont symétriques par rapport au centre</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) differ from their mirror image</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors that break the symmetry.</extracomment>
        <translation>
            <numerusform>%n secteur diffère de son image miroir</numerusform>
            <numerusform>%n secteurs diffèrent de leur image miroir</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s loader accepts the galaxy</source>
        <translation>Le chargeur du jeu accepte la galaxie</translation>
    </message>
    <message>
        <source>Paint sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Painted with the tool &apos;Paint sector&apos;.</extracomment>
        <translation>Peindre des secteurs</translation>
    </message>
    <message>
        <source>Erase sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Erased with the tool &apos;Erase&apos;.</extracomment>
        <translation>Effacer des secteurs</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;.</extracomment>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>Clear Things</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Cleared with the tool &apos;Clear Thing&apos;. A Thing is the game&apos;s term for what lies on a sector.</extracomment>
        <translation>Retirer des objets</translation>
    </message>
    <message>
        <source>Starbase sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar: mark the sectors where a Starbase (the game&apos;s term: a side&apos;s home base) may be placed. Keep it short.</extracomment>
        <translation>Secteur de base stellaire</translation>
    </message>
    <message>
        <source>Click a sector to allow or forbid a Starbase there. With none marked the players may place their Starbases on any sector the rules allow</source>
        <translation>Cliquez sur un secteur pour y autoriser ou y interdire une base stellaire. Si aucun n’est marqué, les joueurs peuvent placer leur base stellaire sur tout secteur permis par les règles</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button and a heading: show how the game draws the galaxy (a noun). Keep it short.</extracomment>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Show the galaxy as the game&apos;s board draws it</source>
        <translation>Afficher la galaxie telle que la dessine le plateau du jeu</translation>
    </message>
    <message>
        <source>A quick-setup game on this galaxy, drawn by the game&apos;s own board: try placing Things and Starbases on it</source>
        <translation>Une partie en mise en place rapide sur cette galaxie, dessinée par le plateau du jeu lui-même : essayez d’y placer des objets et des bases stellaires</translation>
    </message>
    <message>
        <source>The preview appears when the game can load the galaxy. First problem:
%1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: a problem found in the galaxy, a sentence.</extracomment>
        <translation>L’aperçu apparaît dès que le jeu peut charger la galaxie. Premier problème :
%1</translation>
    </message>
    <message>
        <source>The preview cannot write its copy of the galaxy (%1).</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>L’aperçu ne peut pas écrire sa copie de la galaxie (%1).</translation>
    </message>
    <message>
        <source>Only one Starbase sector is marked: mark one for each player, or none</source>
        <translation>Un seul secteur de base stellaire est marqué : marquez-en un par joueur, ou aucun</translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Deux des %n secteurs de base stellaire marqués sont à au moins %1 déplacements l’un de l’autre et à l’écart des objets</numerusform>
            <numerusform>Deux des %n secteurs de base stellaire marqués sont à au moins %1 déplacements l’un de l’autre et à l’écart des objets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Parmi les %n secteurs de base stellaire marqués, il n’y en a pas deux à %1 déplacements l’un de l’autre et à l’écart des objets (le jeu abandonne alors cette règle)</numerusform>
            <numerusform>Parmi les %n secteurs de base stellaire marqués, il n’y en a pas deux à %1 déplacements l’un de l’autre et à l’écart des objets (le jeu abandonne alors cette règle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Renumber the Starbase sectors</source>
        <translation>Renuméroter les secteurs de base stellaire</translation>
    </message>
    <message>
        <source>Mark Starbase sectors</source>
        <translation>Marquer des secteurs de base stellaire</translation>
    </message>
    <message>
        <source>Unmark Starbase sectors</source>
        <translation>Retirer la marque de secteurs de base stellaire</translation>
    </message>
    <message>
        <source>The galaxy&apos;s name, as the players see it</source>
        <translation>Le nom de la galaxie, tel que le voient les joueurs</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s name.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>The galaxy&apos;s id: lowercase letters, digits and &apos;-&apos; (saved games name the galaxy by it)</source>
        <translation>L’identifiant de la galaxie : lettres minuscules, chiffres et « - » (les parties enregistrées désignent la galaxie par lui)</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s identifier (a short technical name).</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Rename the galaxy to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Renommer la galaxie en %1</translation>
    </message>
    <message>
        <source>Change the galaxy&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new identifier, e.g. &apos;spiral-arm&apos;.</extracomment>
        <translation>Changer l’identifiant de la galaxie en %1</translation>
    </message>
    <message>
        <source>Point at a hex to see its coordinates</source>
        <translation>Pointez un hexagone pour voir ses coordonnées</translation>
    </message>
    <message>
        <source>%1 (in the galaxy)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (dans la galaxie)</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (vide)</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors; %1: a sector, e.g. &apos;sector 0,0&apos;.</extracomment>
        <translation>
            <numerusform>%n secteur est inaccessible depuis le %1</numerusform>
            <numerusform>%n secteurs sont inaccessibles depuis le %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): two sectors side by side. %1 and %2: sectors, e.g. &apos;sector 0,0 and sector 1,0&apos;.</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Ajouter le %1</translation>
    </message>
    <message>
        <source>Remove the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Retirer l’objet du %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Supprimer le %1</translation>
    </message>
    <message>
        <source>Renumber the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Renuméroter l’objet du %1</translation>
    </message>
    <message>
        <source>Allow a Starbase in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Autoriser une base stellaire dans le %1</translation>
    </message>
    <message>
        <source>Forbid Starbases in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Interdire les bases stellaires dans le %1</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Placer %1 dans le %2</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the screen reader&apos;s name of the map being edited.</extracomment>
        <translation>Carte de la galaxie</translation>
    </message>
    <message>
        <source>Keyboard: arrows move the white ring, Space or Enter uses the tool, Shift+arrow moves and uses it, Delete erases.</source>
        <translation>Clavier : les flèches déplacent l’anneau blanc, Espace ou Entrée utilise l’outil, Maj+flèche déplace et l’utilise, Suppr efface.</translation>
    </message>
    <message>
        <source>Fixed Thing: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a Thing&apos;s name, e.g. &apos;Planet&apos;. A fixed Thing is placed by the designer rather than drawn at random.</extracomment>
        <translation>Objet fixe : %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a check&apos;s text, e.g. &apos;2 sector(s) cannot be reached from sector 0,0&apos;.</extracomment>
        <translation>Avertissement : %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnCardListModel</name>
    <message>
        <source>Starting card (%1)</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the starting card in the list of cards. %1: its id, e.g. &apos;start&apos;.</extracomment>
        <translation>Carte de départ (%1)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Workshop, spawn deck designer: a card in the list. %1: its number; %2: its id.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No alien yet</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list.</extracomment>
        <translation>Pas encore d’alien</translation>
    </message>
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
    <message>
        <source>Add card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): a tool bar button (a verb phrase).</extracomment>
        <translation>Ajouter une carte</translation>
    </message>
    <message>
        <source>Add an empty card after the selected one</source>
        <translation>Ajouter une carte vide après celle sélectionnée</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb).</extracomment>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <translation>Ajouter une copie de la carte sélectionnée</translation>
    </message>
    <message>
        <source>Remove card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb phrase).</extracomment>
        <translation>Retirer la carte</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Retirer la carte sélectionnée</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card up in the deck.</extracomment>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move the card up</source>
        <translation>Monter la carte</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card down in the deck.</extracomment>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the card down</source>
        <translation>Descendre la carte</translation>
    </message>
    <message>
        <source>Copy card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: copy the whole card.</extracomment>
        <translation>Copier la carte</translation>
    </message>
    <message>
        <source>Copy the selected card</source>
        <translation>Copier la carte sélectionnée</translation>
    </message>
    <message>
        <source>Paste card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: paste a copied card as a new card.</extracomment>
        <translation>Coller la carte</translation>
    </message>
    <message>
        <source>Paste a copied card after the selected one</source>
        <translation>Coller une carte copiée après celle sélectionnée</translation>
    </message>
    <message>
        <source>Spawn cards</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of cards.</extracomment>
        <translation>Cartes de vague</translation>
    </message>
    <message>
        <source>Alien kind</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the alien kind.</extracomment>
        <translation>Type d’alien</translation>
    </message>
    <message>
        <source>Facing</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the facing.</extracomment>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>The alien a click places (keys 1 to 3 in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the alien kind chooser.</extracomment>
        <translation>L’alien que place un clic (touches 1 à 3 dans la carte)</translation>
    </message>
    <message>
        <source>Where the alien flies, as the card&apos;s reader sees it (Shift+arrow in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the facing chooser.</extracomment>
        <translation>Où vole l’alien, vu par le lecteur de la carte (Maj+flèche dans la carte)</translation>
    </message>
    <message>
        <source>Stack, top first</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of aliens stacked on the cell under the cursor, top first.</extracomment>
        <translation>Pile, le dessus d’abord</translation>
    </message>
    <message>
        <source>Higher</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien up in its stack.</extracomment>
        <translation>Plus haut</translation>
    </message>
    <message>
        <source>Move the chosen alien up in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Higher&apos; button.</extracomment>
        <translation>Monter l’alien choisi dans sa pile</translation>
    </message>
    <message>
        <source>Lower</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien down in its stack.</extracomment>
        <translation>Plus bas</translation>
    </message>
    <message>
        <source>Move the chosen alien down in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Lower&apos; button.</extracomment>
        <translation>Descendre l’alien choisi dans sa pile</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, spawn deck designer: a button: remove the chosen alien from its stack.</extracomment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the chosen alien</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Remove&apos; button.</extracomment>
        <translation>Retirer l’alien choisi</translation>
    </message>
    <message>
        <source>Move the alien higher in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Higher&apos; button.</extracomment>
        <translation>Monter l’alien dans la pile</translation>
    </message>
    <message>
        <source>Move the alien lower in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Lower&apos; button.</extracomment>
        <translation>Descendre l’alien dans la pile</translation>
    </message>
    <message>
        <source>Remove the alien from the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Remove&apos; button.</extracomment>
        <translation>Retirer l’alien de la pile</translation>
    </message>
    <message>
        <source>The reader&apos;s district is below the card.</source>
        <extracomment>Workshop, spawn deck designer: under the card&apos;s grid: the side of the card&apos;s reader.</extracomment>
        <translation>Le district du lecteur est sous la carte.</translation>
    </message>
    <message>
        <source>Alien:</source>
        <extracomment>Workshop, spawn deck designer: a label of the alien kind chooser.</extracomment>
        <translation>Alien :</translation>
    </message>
    <message>
        <source>Facing:</source>
        <extracomment>Workshop, spawn deck designer: a label of the facing chooser (where the alien flies).</extracomment>
        <translation>Orientation :</translation>
    </message>
    <message>
        <source>Stack on the cell, top first:</source>
        <extracomment>Workshop, spawn deck designer: a heading above the list of aliens on the cursor&apos;s cell.</extracomment>
        <translation>Pile de la case, le dessus d’abord :</translation>
    </message>
    <message>
        <source>Seen from the district</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the district whose side the card is laid out from in the preview.</extracomment>
        <translation>Vu depuis le district</translation>
    </message>
    <message>
        <source>Drawn in the turn of:</source>
        <extracomment>Workshop, spawn deck designer: a label: the card is laid out as in the turn of this district&apos;s player.</extracomment>
        <translation>Tirée au tour de :</translation>
    </message>
    <message>
        <source>Aliens per card by speed</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chart of aliens per card.</extracomment>
        <translation>Aliens par carte selon la vitesse</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of the deck&apos;s checks.
----------
Workshop, spawn deck designer: a tab: the deck&apos;s checks.</extracomment>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Workshop, spawn deck designer: a tab: the card on the game&apos;s board.</extracomment>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Spawn curve</source>
        <extracomment>Workshop, spawn deck designer: a tab: the chart of aliens per card (the spawn curve).</extracomment>
        <translation>Courbe des vagues</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop, spawn deck designer: a tab: computer teams play the deck.</extracomment>
        <translation>Parties de test</translation>
    </message>
    <message>
        <source>Alien kinds</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the table of alien kinds.</extracomment>
        <translation>Types d’alien</translation>
    </message>
    <message>
        <source>Deck id</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s id field.</extracomment>
        <translation>Identifiant du paquet</translation>
    </message>
    <message>
        <source>Deck name</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s name field.</extracomment>
        <translation>Nom du paquet</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s id.</extracomment>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s name.</extracomment>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Alien kinds (a changed id must be changed on the cards too):</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a heading above the alien kinds.</extracomment>
        <translation>Types d’alien (un identifiant modifié doit l’être aussi sur les cartes) :</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>Workshop, spawn deck designer: a tab: the deck&apos;s id, name and alien kinds.</extracomment>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;): the deck&apos;s id or name changed. %1: the new value.</extracomment>
        <translation>Changer l’identifiant du paquet en %1</translation>
    </message>
    <message>
        <source>Rename the deck %1</source>
        <extracomment>An undo step&apos;s name: the spawn deck renamed. %1: the new name.</extracomment>
        <translation>Renommer le paquet en %1</translation>
    </message>
    <message>
        <source>%1 (speed %2)</source>
        <extracomment>Workshop, spawn deck designer: an alien kind in the chooser. %1: its name, e.g. &apos;Yellum&apos;; %2: its speed (spaces per move), e.g. &apos;1&apos;.
----------
Workshop, spawn deck designer, the spawn curve: a series of the chart. %1: an alien kind, e.g. &apos;Yellum&apos;; %2: its speed, e.g. &apos;1&apos;.</extracomment>
        <translation>%1 (vitesse %2)</translation>
    </message>
    <message>
        <source>Spawn card %1</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the card&apos;s grid. %1: the card, e.g. &apos;3. wave-03&apos;.</extracomment>
        <translation>Carte de vague %1</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: an alien kind, e.g. &apos;Yellum&apos;; %2: a card&apos;s id, e.g. &apos;wave-03&apos;.</extracomment>
        <translation>Placer %1 sur %2</translation>
    </message>
    <message>
        <source>Remove an alien from %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Retirer un alien de %1</translation>
    </message>
    <message>
        <source>Reorder a stack on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Réordonner une pile sur %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Ajouter la carte %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the copied card&apos;s id; %2: the new card&apos;s id.</extracomment>
        <translation>Dupliquer %1 en %2</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Retirer la carte %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Monter %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Descendre %1</translation>
    </message>
    <message>
        <source>Paste card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Coller la carte %1</translation>
    </message>
    <message>
        <source>The starting card spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: the starting card is empty.</extracomment>
        <translation>La carte de départ ne fait apparaître aucun alien ; chaque carte doit en faire apparaître au moins un.</translation>
    </message>
    <message>
        <source>Card %1 spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: a card is empty. %1: its id.</extracomment>
        <translation>La carte %1 ne fait apparaître aucun alien ; chaque carte doit en faire apparaître au moins un.</translation>
    </message>
    <message>
        <source>Every card spawns at least one alien.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes.</extracomment>
        <translation>Chaque carte fait apparaître au moins un alien.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Recrue</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Pilote expert</translation>
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
            <numerusform>%1 tire %2 cartes de vague, mais le paquet n’en a que %n.</numerusform>
            <numerusform>%1 tire %2 cartes de vague, mais le paquet n’en a que %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s).</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 tire %2 sur %n carte du paquet.</numerusform>
            <numerusform>%1 tire %2 des %n cartes du paquet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Aliens per card, by speed</source>
        <extracomment>Workshop, spawn deck designer: the title of the spawn curve chart.</extracomment>
        <translation>Aliens par carte, selon la vitesse</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the horizontal axis: the cards in deck order.</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Aliens</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the vertical axis.</extracomment>
        <translation>Aliens</translation>
    </message>
    <message>
        <source>A turn&apos;s spawn card brings %1 aliens on average: %2.</source>
        <extracomment>Workshop, spawn deck designer, under the spawn curve. %1: a number, e.g. &apos;3.25&apos;; %2: per kind, e.g. &apos;2.10 Yellum (speed 1), 1.15 Bluvol (speed 2)&apos;.</extracomment>
        <translation>La carte de vague d’un tour amène en moyenne %1 aliens : %2.</translation>
    </message>
    <message>
        <source>The preview cannot write its scratch files.</source>
        <extracomment>Workshop, spawn deck designer: shown in place of the board preview.</extracomment>
        <translation>L’aperçu ne peut pas écrire ses fichiers temporaires.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has light enough. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %3: the most aliens a drawn card may have; %n: such cards in the deck.</extracomment>
        <translation>
            <numerusform>%1 tire %2 cartes de vague d’au plus %3 aliens, mais le paquet n’en a que %n.</numerusform>
            <numerusform>%1 tire %2 cartes de vague d’au plus %3 aliens, mais le paquet n’en a que %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s) of at most %3 aliens.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: the deck&apos;s cards it draws from; %3: the most aliens such a card has.</extracomment>
        <translation>
            <numerusform>%1 tire %2 sur %n carte du paquet d’au plus %3 aliens.</numerusform>
            <numerusform>%1 tire %2 des %n cartes du paquet d’au plus %3 aliens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPainter</name>
    <message>
        <source>Spawn card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the accessible name of the 5 x 5 grid of a spawn card where aliens are placed.</extracomment>
        <translation>Carte de vague</translation>
    </message>
    <message>
        <source>Click or Space: place the chosen alien on top of the cell&apos;s stack. Right click or Delete: take the top alien off. Arrow keys: move the cursor.</source>
        <translation>Clic ou Espace : placer l’alien choisi au sommet de la pile de la case. Clic droit ou Suppr : retirer l’alien du dessus. Touches fléchées : déplacer le curseur.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the cell under the cursor, for screen readers. %1: column 1..5 from the reader&apos;s left; %2: row 1..5 from the far row.</extracomment>
        <translation>Colonne %1, rangée %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card without aliens. %1: where, e.g. &apos;Column 2, row 3&apos;.</extracomment>
        <translation>%1 : vide</translation>
    </message>
    <message>
        <source>%1, top first: %2</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card with aliens. %1: where, e.g. &apos;Column 2, row 3&apos;; %2: the aliens from the top of the stack down, e.g. &apos;bluvol Toward the reader, yellum Away from the reader&apos;.</extracomment>
        <translation>%1, le dessus d’abord : %2</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPlaytest</name>
    <message>
        <source>Games per difficulty</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters), Playtest: the accessible name of the number of games played at each difficulty.</extracomment>
        <translation>Parties par difficulté</translation>
    </message>
    <message>
        <source>Pilots</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the number of computer pilots in the team.</extracomment>
        <translation>Pilotes</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: play the edited deck at every difficulty.</extracomment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: stop the games being played.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the difficulty played.</extracomment>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: games played.</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Team wins</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the share of games the team won, in percent.</extracomment>
        <translation>Victoires de l’équipe</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the 95% confidence interval of the win rate.</extracomment>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>Win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the table of results.</extracomment>
        <translation>Taux de victoire par difficulté</translation>
    </message>
    <message>
        <source>A team of Standard computer pilots plays the deck as it is now at each difficulty (with the ship cards, equipment and difficulty open in the Workshop, else the shipped ones), the same seeds for each.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the explanation above the settings. Standard: the computer players&apos; level.</extracomment>
        <translation>Une équipe de pilotes ordinateur de niveau Standard joue le paquet dans son état actuel à chaque difficulté (avec les cartes de vaisseau, l’équipement et la difficulté ouverts dans l’Atelier, sinon ceux fournis avec le jeu), avec les mêmes graines pour chacune.</translation>
    </message>
    <message>
        <source>Games per difficulty:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of games.</extracomment>
        <translation>Parties par difficulté :</translation>
    </message>
    <message>
        <source>Pilots:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of computer pilots (players) in the team, 1 to 4.</extracomment>
        <translation>Pilotes :</translation>
    </message>
    <message>
        <source>Cannot write the deck to a scratch file.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: an error.</extracomment>
        <translation>Impossible d’écrire le paquet dans un fichier temporaire.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Recrue</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Pilote expert</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; hardest difficulty.</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>The content cannot be played at %1.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: %1: a difficulty, e.g. &apos;Ace&apos;.</extracomment>
        <translation>Le contenu ne peut pas être joué en difficulté %1.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a win rate. %1: a number, e.g. &apos;40.5&apos;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1% to %2%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a 95% confidence interval of a win rate. %1, %2: numbers, e.g. &apos;31.2&apos; and &apos;50.1&apos;.</extracomment>
        <translation>%1 % à %2 %</translation>
    </message>
    <message>
        <source>Chart of the win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the chart of results.</extracomment>
        <translation>Graphique du taux de victoire par difficulté</translation>
    </message>
    <message>
        <source>A box per difficulty from the low to the high end of the 95% interval, its middle line the team&apos;s win rate; the table above has the same figures.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible description of the chart.</extracomment>
        <translation>Une boîte par difficulté, du bas au haut de l’intervalle à 95 %, sa ligne médiane le taux de victoire de l’équipe ; le tableau au-dessus donne les mêmes chiffres.</translation>
    </message>
    <message>
        <source>Team wins, 95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s legend: the boxes.</extracomment>
        <translation>Victoires de l’équipe, intervalle à 95 %</translation>
    </message>
    <message>
        <source>Team wins per difficulty (the line: the rate; the box: its 95% interval)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s title.</extracomment>
        <translation>Victoires de l’équipe par difficulté (la ligne : le taux ; la boîte : son intervalle à 95 %)</translation>
    </message>
    <message>
        <source>Team wins (%)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s vertical axis.</extracomment>
        <translation>Victoires de l’équipe (%)</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gftables::GfTableEditor</name>
    <message>
        <source>Add a copy</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb phrase).</extracomment>
        <translation>Ajouter une copie</translation>
    </message>
    <message>
        <source>Add a copy of the selected row</source>
        <translation>Ajouter une copie de la ligne sélectionnée</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb).</extracomment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Supprimer la ligne sélectionnée</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row up.</extracomment>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row down.</extracomment>
        <translation>Descendre</translation>
    </message>
</context>
<context>
    <name>starboard::figures</name>
    <message>
        <source>Seat %1 wins</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1, e.g. &apos;Seat 2 wins&apos;.</extracomment>
        <translation>La place %1 gagne</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Parties sans vainqueur</translation>
    </message>
    <message>
        <source>First player wins (decided games)</source>
        <translation>Le premier joueur gagne (parties décidées)</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). A solitaire&apos;s share of games won.</extracomment>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Parties gagnées par l’équipe</translation>
    </message>
    <message>
        <source>Game length (actions)</source>
        <translation>Durée de la partie (actions)</translation>
    </message>
    <message>
        <source>Seat %1 score</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (its mean final score).</extracomment>
        <translation>Score de la place %1</translation>
    </message>
    <message>
        <source>Seat %1 rank: %2</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1; %2: a rank, e.g. &apos;Promoted to Captain&apos; (how often the seat ends with it).</extracomment>
        <translation>Rang de la place %1 : %2</translation>
    </message>
    <message>
        <source>Seat %1 out of the game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (how often the seat is out of the game at the end).</extracomment>
        <translation>Place %1 hors jeu</translation>
    </message>
    <message>
        <source>Lowest rank in the team: %1</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>Rang le plus bas de l’équipe : %1</translation>
    </message>
    <message>
        <source>A seat of the team out of the game</source>
        <translation>Une place de l’équipe hors jeu</translation>
    </message>
    <message>
        <source>Score per player (still in the game)</source>
        <translation>Score par joueur (encore en jeu)</translation>
    </message>
    <message>
        <source>Points from systems per player</source>
        <translation>Points des systèmes par joueur</translation>
    </message>
    <message>
        <source>Points from technology per player</source>
        <translation>Points des technologies par joueur</translation>
    </message>
    <message>
        <source>Points from bonuses per player (exploration, scientific, warlord)</source>
        <translation>Points des bonus par joueur (exploration, science, seigneur de guerre)</translation>
    </message>
    <message>
        <source>Systems aligned per player</source>
        <translation>Systèmes ralliés par joueur</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike on a Starbase</source>
        <translation>Terminée par une frappe de Bombardier sur une Base stellaire</translation>
    </message>
    <message>
        <source>Ended by a combat at a Starbase</source>
        <translation>Terminée par un combat à une Base stellaire</translation>
    </message>
    <message>
        <source>Ended by a Starbase&apos;s decay</source>
        <translation>Terminée par l’usure d’une Base stellaire</translation>
    </message>
    <message>
        <source>Ended by a concession</source>
        <translation>Terminée par un abandon</translation>
    </message>
    <message>
        <source>Ended another way (not over)</source>
        <translation>Terminée autrement (pas finie)</translation>
    </message>
    <message>
        <source>%1 bought per game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean bought per game).</extracomment>
        <translation>%1 achetés par partie</translation>
    </message>
    <message>
        <source>%1 lost per game (both seats)</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean lost per game).</extracomment>
        <translation>%1 perdus par partie (les deux places)</translation>
    </message>
    <message>
        <source>Cargo sold per game</source>
        <translation>Cargaisons vendues par partie</translation>
    </message>
    <message>
        <source>Money earned from cargo per game</source>
        <translation>Argent gagné avec les cargaisons par partie</translation>
    </message>
    <message>
        <source>Combats per game</source>
        <translation>Combats par partie</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike before the fourth turn</source>
        <translation>Terminée par une frappe de Bombardier avant le quatrième tour</translation>
    </message>
    <message>
        <source>Bomber strikes on a Starbase per game</source>
        <translation>Frappes de Bombardier sur une Base stellaire par partie</translation>
    </message>
    <message>
        <source>Bombers destroyed away from the enemy Starbase per game</source>
        <translation>Bombardiers détruits loin de la Base stellaire ennemie par partie</translation>
    </message>
    <message>
        <source>Combats at a Starbase per game</source>
        <translation>Combats sur une Base stellaire par partie</translation>
    </message>
    <message>
        <source>Combats at a Starbase with its owner&apos;s ships defending per game</source>
        <translation>Combats sur une Base stellaire défendue par les vaisseaux de son camp, par partie</translation>
    </message>
    <message>
        <source>Moves between the two Starbases</source>
        <translation>Distance entre les deux Bases stellaires (en déplacements)</translation>
    </message>
    <message>
        <source>Won by the player who placed the Starbase second</source>
        <translation>Gagnée par le joueur qui a placé sa Base stellaire en second</translation>
    </message>
    <message>
        <source>Lost: districts invaded</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galaxy Fighters: the team lost because enough districts were invaded.</extracomment>
        <translation>Perdu : districts envahis</translation>
    </message>
    <message>
        <source>Lost: no ship left in the shipyard</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: the team lost because a destroyed ship could not be replaced from the shipyard.</extracomment>
        <translation>Perdu : plus de vaisseau au chantier naval</translation>
    </message>
    <message>
        <source>Districts invaded per game</source>
        <translation>Districts envahis par partie</translation>
    </message>
    <message>
        <source>Invaders per game</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: aliens in the invader spaces of all four districts at the end of a game.</extracomment>
        <translation>Envahisseurs par partie</translation>
    </message>
    <message>
        <source>Ships destroyed per game</source>
        <translation>Vaisseaux détruits par partie</translation>
    </message>
    <message>
        <source>Aliens shot per game</source>
        <translation>Aliens abattus par partie</translation>
    </message>
    <message>
        <source>Rounds per game</source>
        <translation>Tours de table par partie</translation>
    </message>
    <message>
        <source>Won by capturing every enemy ship</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galactic Warfare: the loser had no ship left in play.</extracomment>
        <translation>Gagnée en capturant tous les vaisseaux ennemis</translation>
    </message>
    <message>
        <source>Won by invading the enemy planet</source>
        <extracomment>Galactic Warfare: the winner held every square of the loser&apos;s home planet.</extracomment>
        <translation>Gagnée en envahissant la planète ennemie</translation>
    </message>
    <message>
        <source>Ended by two passes</source>
        <extracomment>Galactic Warfare: neither player could move (two passes in a row).</extracomment>
        <translation>Terminée par deux passes</translation>
    </message>
    <message>
        <source>Ended by the turn limit</source>
        <translation>Terminée par la limite de tours</translation>
    </message>
    <message>
        <source>Drawn (equal ships in play)</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: games ended by the turn limit or by two passes with the same number of ships in play on both sides.</extracomment>
        <translation>Nulle (autant de vaisseaux en jeu)</translation>
    </message>
    <message>
        <source>Turns per game (both players)</source>
        <extracomment>Galactic Warfare: turns per game, each player&apos;s turn counted.</extracomment>
        <translation>Tours par partie (les deux joueurs)</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Batailles par partie</translation>
    </message>
    <message>
        <source>Attacks cancelled by a shield per game</source>
        <translation>Attaques annulées par un bouclier par partie</translation>
    </message>
    <message>
        <source>Stuck ships&apos; retreat attempts per game</source>
        <extracomment>Galactic Warfare: a stuck ship&apos;s attempts to go home on doubles.</extracomment>
        <translation>Tentatives de retraite de vaisseaux bloqués par partie</translation>
    </message>
    <message>
        <source>Passes per game</source>
        <translation>Passes par partie</translation>
    </message>
    <message>
        <source>Ships in an enemy planet at the end</source>
        <extracomment>Galactic Warfare: ships inside the enemy home planet at the end (both sides).</extracomment>
        <translation>Vaisseaux sur une planète ennemie à la fin</translation>
    </message>
    <message>
        <source>Cards played per game</source>
        <translation>Cartes jouées par partie</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: %1 a card, e.g. &apos;Hyperdrive&apos; (the share of games in which it was played).</extracomment>
        <translation>%1 jouée</translation>
    </message>
    <message>
        <source>Battles won by the attacker (%)</source>
        <extracomment>Galactic Warfare: among the battles of a game that were fought, the percentage the attacker won (a mean over the games with a battle).</extracomment>
        <translation>Batailles gagnées par l’attaquant (%)</translation>
    </message>
</context>
<context>
    <name>starboard::gc::GcController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>Il n’y a aucune partie sur le plateau.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Attendez le dé et les cartes.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Command board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passez l’écran à %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Command board: the prompt of the active player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>C’est à %1 de jouer.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <extracomment>Galaxy Command board: a notice shown briefly. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: what the player collected, e.g. &apos;collects 2 metal and 1 wealth&apos;.</extracomment>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>military</source>
        <extracomment>Galaxy Command board: the label of the bonus added to an attack&apos;s die roll: the player&apos;s military strength (a noun; short, under the number in the roll panel).</extracomment>
        <translation>force militaire</translation>
    </message>
    <message>
        <source>Aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system joins the Empire (short).</extracomment>
        <translation>Rallié</translation>
    </message>
    <message>
        <source>Not aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system does not join (short).</extracomment>
        <translation>Non rallié</translation>
    </message>
    <message>
        <source>Coup!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup succeeded (short).</extracomment>
        <translation>Coup d’État !</translation>
    </message>
    <message>
        <source>Coup fails</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup failed (short).</extracomment>
        <translation>Coup d’État manqué</translation>
    </message>
    <message>
        <source>force</source>
        <extracomment>Galaxy Command board: the label of the bonus added to a revolt&apos;s or invasion&apos;s roll: the event&apos;s force (a noun; short, under the number in the roll panel).</extracomment>
        <translation>force</translation>
    </message>
    <message>
        <source>Revolt!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt succeeded, the system leaves (short).</extracomment>
        <translation>Révolte !</translation>
    </message>
    <message>
        <source>Stays loyal</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt failed, the system stays in the Empire (short).</extracomment>
        <translation>Reste fidèle</translation>
    </message>
    <message>
        <source>System lost</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion took the system (short).</extracomment>
        <translation>Système perdu</translation>
    </message>
    <message>
        <source>Repelled</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion was beaten off (short).</extracomment>
        <translation>Invasion repoussée</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Galaxy Command board: a player&apos;s line on the event card while the event waits for another player&apos;s die roll or choice.</extracomment>
        <translation>En attente…</translation>
    </message>
    <message>
        <source>This is the sector of %1.</source>
        <extracomment>Galaxy Command board: why a card cannot be used. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>C’est le secteur de %1.</translation>
    </message>
    <message>
        <source>Discovered.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen: it is already discovered.</extracomment>
        <translation>Découverte.</translation>
    </message>
    <message>
        <source>This is the technology mat of %1.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>C’est le plateau des technologies de %1.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step, after collecting.</source>
        <translation>Les technologies se découvrent à l’étape de construction, après la collecte.</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the action step where you explore or conquer). Short.</extracomment>
        <translation>Action</translation>
    </message>
    <message>
        <source>Collect</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: collect production). Short.</extracomment>
        <translation>Collecte</translation>
    </message>
    <message>
        <source>Build</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: build military strength and discover). Short.</extracomment>
        <translation>Construction</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the event cards of the year). Short.</extracomment>
        <translation>Événement</translation>
    </message>
    <message>
        <source>An event card is turned over…</source>
        <translation>Une carte d’événement est retournée…</translation>
    </message>
    <message>
        <source>The die is rolling…</source>
        <translation>Le dé roule…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy Command board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy Command board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn your explore or conquer succeeds without a roll. Click a system, or bide time.</source>
        <translation>Diplomatie interstellaire : ce tour-ci, votre exploration ou conquête réussit sans jet. Cliquez sur un système, ou temporisez.</translation>
    </message>
    <message>
        <source>Click a face-down system to explore it or an unaligned one to conquer it, or bide time.</source>
        <translation>Cliquez sur un système face cachée pour l’explorer ou sur un système non rallié pour le conquérir, ou temporisez.</translation>
    </message>
    <message>
        <source>Interspecies Commerce: trade %1 metal for %2 wealth or %1 wealth for %2 metal, or keep your storage.</source>
        <extracomment>Galaxy Command board: the prompt after collecting with the technology Interspecies Commerce. %1 and %2: numbers (2 and 1).</extracomment>
        <translation>Commerce interespèces : échangez %1 métal contre %2 richesse ou %1 richesse contre %2 métal, ou gardez votre réserve.</translation>
    </message>
    <message>
        <source>Build military strength (%1 metal and %2 wealth) and discover a technology, once each, then end your turn.</source>
        <extracomment>Galaxy Command board: the prompt of the build step. %1 and %2: numbers.</extracomment>
        <translation>Augmentez votre force militaire (%1 métal et %2 richesse) et découvrez une technologie, une fois chacune, puis finissez votre tour.</translation>
    </message>
    <message>
        <source>: </source>
        <extracomment>Galaxy Command, the game over summary: put after a player&apos;s name (&apos;Anna: &apos;), before the player&apos;s result.</extracomment>
        <translation> : </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), %1</source>
        <extracomment>Galaxy Command, the game over summary: %n: the victory points; %1: the player&apos;s rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n point, %1</numerusform>
            <numerusform>%n points, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5</source>
        <extracomment>Galaxy Command, the game over summary: the parts of the score, each a number of points. &apos;exploration&apos;, &apos;scientific&apos; and &apos;warlord&apos; are the rulebook&apos;s bonus names: all nine cards explored, all eight technologies discovered, all nine systems aligned.</extracomment>
        <translation>Systèmes %1 · technologies %2 · exploration %3 · science %4 · seigneur de guerre %5</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Cette carte de système n’existe pas.</translation>
    </message>
</context>
<context>
    <name>starboard::gf::GfController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>Il n’y a aucune partie sur le plateau.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Attendez les cartes et les dés.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Fighters board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passez l’écran à %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Fighters board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>C’est à %1 de jouer.</translation>
    </message>
    <message>
        <source>Cockpit</source>
        <extracomment>Galaxy Fighters: a phase of the game (the pilots fit out their ships).</extracomment>
        <translation>Cockpit</translation>
    </message>
    <message>
        <source>Spawn</source>
        <extracomment>Galaxy Fighters: a phase of the turn (a spawn card lands aliens).</extracomment>
        <translation>Vague</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the player uses the command dice).</extracomment>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>Approach</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the aliens move towards the district).</extracomment>
        <translation>Approche</translation>
    </message>
    <message>
        <source>Choose the weapon system of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Choisissez le système d’armes du vaisseau de %1.</translation>
    </message>
    <message>
        <source>Choose the bonus command tile of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Choisissez la tuile d’ordre bonus du vaisseau de %1.</translation>
    </message>
    <message>
        <source>Choose the engine modification of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Choisissez la modification de moteur du vaisseau de %1.</translation>
    </message>
    <message>
        <source>%1 is full: choose the neighbouring district the invader goes to.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district whose invader spaces are full.</extracomment>
        <translation>%1 est plein : choisissez le district voisin où va l’envahisseur.</translation>
    </message>
    <message>
        <source>%1&apos;s ship: use your dice (Fire, a highlighted space to move, Weapon, Engine, Special), then End turn.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Vaisseau de %1 : utilisez vos dés (Tir, une case en surbrillance pour vous déplacer, Arme, Moteur, Spécial), puis « Finir le tour ».</translation>
    </message>
    <message>
        <source>A spawn card lands its aliens.</source>
        <translation>Une carte de vague fait atterrir ses aliens.</translation>
    </message>
    <message>
        <source>The cards and dice are dealt.</source>
        <translation>Les cartes et les dés sont distribués.</translation>
    </message>
    <message>
        <source>%1 flies %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt while another player decides. %1: a player&apos;s name; %2: the district whose ship it is.</extracomment>
        <translation>%1 pilote le vaisseau de %2.</translation>
    </message>
    <message>
        <source>That is not a space of the board.</source>
        <translation>Ce n’est pas une case du plateau.</translation>
    </message>
    <message>
        <source>The Side Cannon hits the closest alien to the left or right only.</source>
        <extracomment>Galaxy Fighters board: a click on a space the Side Cannon cannot hit.</extracomment>
        <translation>Le Canon latéral ne touche que l’alien le plus proche à gauche ou à droite.</translation>
    </message>
    <message>
        <source>The board shows what happened, step by step.</source>
        <extracomment>Galaxy Fighters board: the prompt while the board plays out what happened step by step (a moment without a sentence of its own).</extracomment>
        <translation>Le plateau montre ce qui s’est passé, étape par étape.</translation>
    </message>
    <message>
        <source>Rolling</source>
        <extracomment>Galaxy Fighters board: a die being rolled again (its symbol not known yet).</extracomment>
        <translation>Relance</translation>
    </message>
    <message>
        <source>%1: %2 spawn cards left, %3 backup ships left.</source>
        <extracomment>Galaxy Fighters, the game-over summary. %1: the difficulty, e.g. &apos;Expert Pilot&apos;; %2: spawn cards not played; %3: backup ships left in the shipyard.</extracomment>
        <translation>%1 : %2 cartes d&apos;apparition restantes, %3 vaisseaux de réserve restants.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n ship(s) lost, invaders %3/%4.</source>
        <extracomment>Galaxy Fighters, the game-over summary: one district. %1: the district, e.g. &apos;Rocketown&apos;; %2: its pilot; %n: its ships lost; %3: invaders; %4: invader spaces.</extracomment>
        <translation>
            <numerusform>%1 (%2) : %n vaisseau perdu, envahisseurs %3/%4.</numerusform>
            <numerusform>%1 (%2) : %n vaisseaux perdus, envahisseurs %3/%4.</numerusform>
        </translation>
    </message>
    <message>
        <source>At least one command die must be used: to move, press M or click a space next to your ship.</source>
        <extracomment>Galaxy Fighters board: why End turn does nothing. M: the Move key.</extracomment>
        <translation>Au moins un dé d’ordre doit être utilisé : pour vous déplacer, appuyez sur M ou cliquez sur une case à côté de votre vaisseau.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the engine (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while an engine that flies the ship aims.</extracomment>
        <translation>Cliquez sur une case en surbrillance pour le moteur (ou choisissez-la avec les flèches et Entrée), ou sur « Annuler ».</translation>
    </message>
    <message>
        <source>Click a highlighted space for the defence tile (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a Phalanx places a defence tile.</extracomment>
        <translation>Cliquez sur une case en surbrillance pour la tuile de défense (ou choisissez-la avec les flèches et Entrée), ou sur « Annuler ».</translation>
    </message>
    <message>
        <source>Click a highlighted space for the special weapon (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a special weapon aims.</extracomment>
        <translation>Cliquez sur une case en surbrillance pour l’arme spéciale (ou choisissez-la avec les flèches et Entrée), ou sur « Annuler ».</translation>
    </message>
    <message>
        <source>all in turn</source>
        <extracomment>Galaxy Fighters, the game-over summary: the pilot of the ship that 3 players fly in turn.</extracomment>
        <translation>chacun à son tour</translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;, or &apos;Pirates&apos;; %n: the number of ships.</extracomment>
        <translation>
            <numerusform>%1 a perdu %n vaisseau</numerusform>
            <numerusform>%1 a perdu %n vaisseaux</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the damage, a number.</extracomment>
        <translation>la base stellaire de %1 a subi %2 dégâts</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the start of the game). Short.</extracomment>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Movement</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the ships move). Short.</extracomment>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun). Short.</extracomment>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Pirates</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the pirates move and fight). Short.</extracomment>
        <translation>Pirates</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a verb or a noun: the purchase of ships). Short.</extracomment>
        <translation>Achat</translation>
    </message>
    <message>
        <source>Production</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the money earned at the end of the turn). Short.</extracomment>
        <translation>Production</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galaxy of D board: the result. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Les dés roulent…</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy of D board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passez l’écran à %1.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy of D board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy of D board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Bid for the right to place your Starbase first: rise or pass.</source>
        <translation>Enchérissez pour placer votre base stellaire en premier : surenchérissez ou passez.</translation>
    </message>
    <message>
        <source>You cannot rise above your money: pass.</source>
        <translation>Vous ne pouvez pas enchérir au-delà de votre argent : passez.</translation>
    </message>
    <message>
        <source>Place your Starbase on a highlighted sector.</source>
        <translation>Placez votre base stellaire sur un secteur en surbrillance.</translation>
    </message>
    <message>
        <source>Buy your starting ships in secret, then press Done.</source>
        <translation>Achetez en secret vos premiers vaisseaux, puis appuyez sur « Terminé ».</translation>
    </message>
    <message>
        <source>Select a stack of your ships, then click a highlighted sector. Press End movement when you are done.</source>
        <translation>Sélectionnez une pile de vos vaisseaux, puis cliquez sur un secteur en surbrillance. Appuyez sur « Finir les déplacements » une fois terminé.</translation>
    </message>
    <message>
        <source>Click a highlighted sector to move the selected ships.</source>
        <translation>Cliquez sur un secteur en surbrillance pour déplacer les vaisseaux sélectionnés.</translation>
    </message>
    <message>
        <source>Choose the combat to resolve next (highlighted).</source>
        <translation>Choisissez le prochain combat à résoudre (en surbrillance).</translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <extracomment>Galaxy of D board: the prompt in a combat. %n: the points of attack not yet absorbed by the ships chosen.</extracomment>
        <translation>
            <numerusform>Choisissez le prochain vaisseau qui encaisse les tirs : encore %n point d’attaque à encaisser.</numerusform>
            <numerusform>Choisissez le prochain vaisseau qui encaisse les tirs : encore %n points d’attaque à encaisser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the pirate that moves next (highlighted).</source>
        <translation>Choisissez le pirate qui se déplace ensuite (en surbrillance).</translation>
    </message>
    <message>
        <source>Buy ships for your Starbase, then end your turn.</source>
        <translation>Achetez des vaisseaux pour votre base stellaire, puis finissez votre tour.</translation>
    </message>
    <message>
        <source>Secret purchase: $%1 of $%2</source>
        <extracomment>Galaxy of D board: the shop&apos;s status during the hidden purchase. %1: the money spent; %2: the player&apos;s money (both after the dollar sign).</extracomment>
        <translation>Achat secret : %1 $ sur %2 $</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>Il n’y a aucune partie sur le plateau.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Ce n’est pas à vous de décider maintenant.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed on a Thing.</source>
        <translation>Une base stellaire ne peut pas être placée sur un objet.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed next to a Thing.</source>
        <translation>Une base stellaire ne peut pas être placée à côté d’un objet.</translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <extracomment>Galaxy of D board: why a Starbase cannot be placed there. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>Une base stellaire doit être à au moins %n secteur de l’autre base.</numerusform>
            <numerusform>Une base stellaire doit être à au moins %n secteurs de l’autre base.</numerusform>
        </translation>
    </message>
    <message>
        <source>These ships have no moves left this turn.</source>
        <translation>Ces vaisseaux n’ont plus de déplacement ce tour-ci.</translation>
    </message>
    <message>
        <source>Select one of your stacks first.</source>
        <translation>Sélectionnez d’abord une de vos piles.</translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <extracomment>Galaxy of D board: why the ships cannot move there. %n: the moves left.</extracomment>
        <translation>
            <numerusform>Hors de portée : les vaisseaux sélectionnés n’ont plus que %n déplacement.</numerusform>
            <numerusform>Hors de portée : les vaisseaux sélectionnés n’ont plus que %n déplacements.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no combat to resolve there.</source>
        <translation>Il n’y a aucun combat à résoudre ici.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted pirates.</source>
        <translation>Choisissez l’un des pirates en surbrillance.</translation>
    </message>
    <message>
        <source>Nothing to do on the board now.</source>
        <translation>Rien à faire sur le plateau pour l’instant.</translation>
    </message>
    <message>
        <source>Ships can be selected for moving in your movement phase.</source>
        <translation>Les vaisseaux se sélectionnent pour être déplacés pendant votre phase de déplacement.</translation>
    </message>
    <message>
        <source>This ship has no moves left this turn.</source>
        <translation>Ce vaisseau n’a plus de déplacement ce tour-ci.</translation>
    </message>
    <message>
        <source>You can buy ships in your buy phase.</source>
        <translation>Vous achetez des vaisseaux pendant votre phase d’achat.</translation>
    </message>
    <message>
        <source>Unknown ship.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought (an error).</extracomment>
        <translation>Vaisseau inconnu.</translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %n: the number of chits (the game&apos;s term: the counters of a ship type).</extracomment>
        <translation>
            <numerusform>Le %n pion de ce vaisseau est en jeu.</numerusform>
            <numerusform>Les %n pions de ce vaisseau sont tous en jeu.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing to finish now.</source>
        <translation>Il n’y a rien à terminer maintenant.</translation>
    </message>
    <message>
        <source>There is no bidding now.</source>
        <translation>Il n’y a pas d’enchères en ce moment.</translation>
    </message>
    <message>
        <source>A rise must be at least $%1.</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the least bid allowed, after the dollar sign.</extracomment>
        <translation>Une surenchère doit être d’au moins %1 $.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the player&apos;s money, after the dollar sign.</extracomment>
        <translation>Vous ne pouvez pas enchérir plus que votre argent (%1 $).</translation>
    </message>
    <message>
        <source>It is not your turn to choose a casualty.</source>
        <translation>Ce n’est pas à vous de choisir une perte.</translation>
    </message>
    <message>
        <source>Choose one of your own ships in this combat that has not been chosen.</source>
        <translation>Choisissez l’un de vos vaisseaux de ce combat qui n’a pas encore été choisi.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left (Starbase: the game&apos;s term, a side&apos;s home base).</extracomment>
        <translation>Fin du tour de %1 : production %2 $, blindage de la base %3.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1 : le %2 charge une cargaison.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: the Cargo Price, after the dollar sign.</extracomment>
        <translation>%1 : le %2 vend sa cargaison pour %3 $.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1 : le %2 frappe la base stellaire %3 et inflige %4 dégâts.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign. Scavenger: a ship type.</extracomment>
        <translation>%1 gagne %2 $ grâce aux Pillards</translation>
    </message>
    <message>
        <source>Starbase armor at the end: %1 %2, %3 %4.</source>
        <extracomment>Galaxy of D board: the game over summary. %1 and %3: the sides, &apos;Redog&apos; and &apos;Cynder&apos;; %2 and %4: their Starbases&apos; armor, numbers.</extracomment>
        <translation>Blindage des bases stellaires à la fin : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Out of reach: every way there passes through a sector with enemy ships or Pirates, where a ship must stop.</source>
        <translation>Hors de portée : tout chemin pour y aller passe par un secteur avec des vaisseaux ennemis ou des pirates, où un vaisseau doit s’arrêter.</translation>
    </message>
    <message>
        <source>This ship is already on top.</source>
        <translation>Ce vaisseau est déjà sur le dessus.</translation>
    </message>
    <message>
        <source>You can choose the top ship of your stacks while you decide in your own turn.</source>
        <translation>Vous pouvez choisir le vaisseau du dessus de vos piles quand c’est à vous de décider pendant votre propre tour.</translation>
    </message>
    <message>
        <source>A ship of the same kind is already on top.</source>
        <translation>Un vaisseau du même type est déjà sur le dessus.</translation>
    </message>
    <message>
        <source>Costs $%1, you have $%2.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %1: the price; %2: the player&apos;s money (both after the dollar sign).</extracomment>
        <translation>Coûte %1 $, vous avez %2 $.</translation>
    </message>
</context>
<context>
    <name>starboard::gw::GwController</name>
    <message>
        <source>Who starts</source>
        <extracomment>Galactic Warfare: a phase of the game on the phase track (the dice for the first turn and the choice of who starts).</extracomment>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galactic Warfare: a phase of the turn (a charge, an attack or a retreat attempt, and the cards played before it).</extracomment>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards and the dice of an attack).</extracomment>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>After the move</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards played after the move).</extracomment>
        <translation>Après le coup</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>Il n’y a aucune partie sur le plateau.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Attendez les cartes et les dés.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galactic Warfare board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Passez l’écran à %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galactic Warfare board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>C’est à %1 de jouer.</translation>
    </message>
    <message>
        <source>%1: click the enemy ship to take a power-up from.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1 : cliquez sur le vaisseau ennemi auquel prendre un bonus.</translation>
    </message>
    <message>
        <source>%1: click your ship that gets the power-up.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1 : cliquez sur votre vaisseau qui reçoit le bonus.</translation>
    </message>
    <message>
        <source>%1: click a highlighted ship.</source>
        <extracomment>Galactic Warfare board: a card that needs a square. %1: the card&apos;s name.</extracomment>
        <translation>%1 : cliquez sur un vaisseau en surbrillance.</translation>
    </message>
    <message>
        <source>You rolled %1 against %2: who moves first?</source>
        <extracomment>Galactic Warfare board: after the roll for the first turn. %1: the viewer&apos;s die, %2: the other&apos;s, e.g. &apos;You rolled 5 against 2: who moves first?&apos;</extracomment>
        <translation>Vous avez fait %1 contre %2 : qui joue en premier ?</translation>
    </message>
    <message>
        <source>Click a lit square to charge or attack, or another of your ships.</source>
        <translation>Cliquez sur une case en surbrillance pour charger ou attaquer, ou sur un autre de vos vaisseaux.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass, or play a card.</source>
        <translation>Aucun de vos vaisseaux ne peut bouger : passez ou jouez une carte.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships, or play a card first.</source>
        <translation>Votre coup : cliquez sur un de vos vaisseaux, ou jouez d’abord une carte.</translation>
    </message>
    <message>
        <source>One more charge: click a ship and where it goes, or make none.</source>
        <translation>Une charge de plus : cliquez sur un vaisseau et sa destination, ou renoncez.</translation>
    </message>
    <message>
        <source>The dice are rolled: play a card, or none.</source>
        <translation>Les dés sont jetés : jouez une carte, ou aucune.</translation>
    </message>
    <message>
        <source>A battle: play a card before the roll, or none.</source>
        <translation>Une bataille : jouez une carte avant le jet, ou aucune.</translation>
    </message>
    <message>
        <source>Choose the square of the home planet where the retreating ship lands.</source>
        <translation>Choisissez la case de la planète d’origine où atterrit le vaisseau en retraite.</translation>
    </message>
    <message>
        <source>Play a card after your move, or end the turn.</source>
        <translation>Jouez une carte après votre coup, ou finissez le tour.</translation>
    </message>
    <message>
        <source>%1: %2 (cancelled)</source>
        <extracomment>Galactic Warfare board: a card played in the battle and cancelled. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements (cancelled)&apos;.</extracomment>
        <translation>%1 : %2 (annulée)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galactic Warfare board: a card played in the battle. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements&apos;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>I move first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts.</extracomment>
        <translation>Je joue en premier</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>%1 joue en premier</translation>
    </message>
    <message>
        <source>Let %1 choose</source>
        <extracomment>Galactic Warfare board: a button: the other player chooses who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>Laisser %1 choisir</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galactic Warfare board: a button (no ship can move).</extracomment>
        <translation>Passer</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Galactic Warfare board: a button.</extracomment>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>No further charge</source>
        <extracomment>Galactic Warfare board: a button: the extra charge a card allows is not used.</extracomment>
        <translation>Pas d’autre charge</translation>
    </message>
    <message>
        <source>Play no card</source>
        <extracomment>Galactic Warfare board: a button in a battle.</extracomment>
        <translation>Aucune carte</translation>
    </message>
    <message>
        <source>Try to retreat (doubles)</source>
        <extracomment>Galactic Warfare board: a button: the selected stuck ship tries to go home (two dice, doubles).</extracomment>
        <translation>Tenter la retraite (double)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galactic Warfare board: a button: drop the selected ship or card.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Ce n’est pas une case du plateau.</translation>
    </message>
    <message>
        <source>The retreating ship lands on a vacant square of its home planet.</source>
        <translation>Le vaisseau en retraite atterrit sur une case libre de sa planète d’origine.</translation>
    </message>
    <message>
        <source>Click a lit square for the card, or cancel.</source>
        <translation>Cliquez sur une case en surbrillance pour la carte, ou sur « Annuler ».</translation>
    </message>
    <message>
        <source>No ship moves now: play a card or use the buttons.</source>
        <translation>Aucun vaisseau ne bouge maintenant : jouez une carte ou utilisez les boutons.</translation>
    </message>
    <message>
        <source>This ship has no move now.</source>
        <translation>Ce vaisseau n’a aucun coup possible maintenant.</translation>
    </message>
    <message>
        <source>Click one of your ships first.</source>
        <translation>Cliquez d’abord sur un de vos vaisseaux.</translation>
    </message>
    <message>
        <source>You hold no such card.</source>
        <translation>Vous n’avez pas cette carte.</translation>
    </message>
    <message>
        <source>Click the stuck ship first.</source>
        <translation>Cliquez d’abord sur le vaisseau bloqué.</translation>
    </message>
    <message>
        <source>That is not a choice now.</source>
        <translation>Ce n’est pas un choix possible maintenant.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass.</source>
        <extracomment>Galactic Warfare board: the prompt when no ship can move and no card can be played.</extracomment>
        <translation>Aucun de vos vaisseaux ne peut bouger : passez.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships.</source>
        <extracomment>Galactic Warfare board: the prompt of a move when no card of the hand can be played before it.</extracomment>
        <translation>Votre coup : cliquez sur un de vos vaisseaux.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends in a draw: each side has %n ship(s) in play.</source>
        <extracomment>Galactic Warfare board: the end: a draw (after two passes or the turn limit, with as many ships in play on each side). %n: the ships each side has in play.</extracomment>
        <translation>
            <numerusform>La partie est nulle : chaque camp a %n vaisseau en jeu.</numerusform>
            <numerusform>La partie est nulle : chaque camp a %n vaisseaux en jeu.</numerusform>
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
        <translation>%1 gagne : tous les vaisseaux ennemis sont capturés.</translation>
    </message>
    <message>
        <source>%1 wins: its ships hold every square of the enemy home planet.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 gagne : ses vaisseaux tiennent toutes les cases de la planète d’origine ennemie.</translation>
    </message>
    <message>
        <source>%1 wins after a pass by each player, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 gagne après que chaque joueur a passé, avec plus de vaisseaux en jeu (%2 contre %3).</translation>
    </message>
    <message>
        <source>%1 wins at the turn limit, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 gagne à la limite de tours, avec plus de vaisseaux en jeu (%2 contre %3).</translation>
    </message>
    <message>
        <source>%1 wins: the other player conceded.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 gagne : l’autre joueur a abandonné.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>%1 must wait: you have played a card this turn (one card per turn).</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked after a card was played this turn. %1: the card&apos;s name.</extracomment>
        <translation>%1 doit attendre : vous avez déjà joué une carte ce tour-ci (une carte par tour).</translation>
    </message>
    <message>
        <source>%1 is not played now. Its moment: %2.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked at the wrong moment. %1: the card&apos;s name; %2: when it is played, e.g. &apos;In a battle, before the roll&apos;.</extracomment>
        <translation>%1 ne se joue pas maintenant. Son moment : %2.</translation>
    </message>
    <message>
        <source>%1 is played by the defender only.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked by the attacker. %1: the card&apos;s name.</extracomment>
        <translation>%1 ne se joue que par le défenseur.</translation>
    </message>
    <message>
        <source>%1 is played only when both sums are equal.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when the battle&apos;s sums differ. %1: the card&apos;s name.</extracomment>
        <translation>%1 ne se joue que si les deux sommes sont égales.</translation>
    </message>
    <message>
        <source>%1 answers a card your opponent has just played: there is none.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked with no card of the opponent to cancel. %1: the card&apos;s name.</extracomment>
        <translation>%1 répond à une carte que votre adversaire vient de jouer : il n’y en a aucune.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on now (%2)</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when its effect has nothing to act on (no stuck ship, no invader, no power-up to steal, no ship that can charge, ...). %1: the card&apos;s name; %2: what it does.</extracomment>
        <translation>%1 n’a rien sur quoi agir maintenant (%2)</translation>
    </message>
    <message>
        <source>One more charge for the ship on %1: click where it goes, or make none.</source>
        <extracomment>Galactic Warfare board: the prompt after Hyperdrive&apos;s first charge: only that ship may charge again. %1: its square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Une charge de plus pour le vaisseau en %1 : cliquez sur sa destination, ou renoncez.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <extracomment>Galactic Warfare board: the prompt while the dice just rolled tumble (for a moment).</extracomment>
        <translation>Les dés roulent…</translation>
    </message>
</context>
</TS>
