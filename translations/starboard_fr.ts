<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <translation>À propos de Starboard</translation>
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
        <translation>Cinq jeux de plateau spatiaux à jouer contre des amis ou l’ordinateur, avec leurs cartes, vaisseaux et règles sous forme de données modifiables.</translation>
    </message>
    <message>
        <source>Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.</source>
        <translation>Galaxy of D suit le livret de règles version 1.0 du 24 mai 2009. Les autres jeux suivront dès que leurs moteurs de règles seront écrits.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>Conçu avec Qt %1.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Distribué sous licence GNU General Public License, version 3 ou ultérieure.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <translation>Fichiers de données (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message>
        <source>%1 metal</source>
        <translation>%1 métal</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <translation>%1 richesse</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>A abandonné</translation>
    </message>
    <message>
        <source>Home world lost</source>
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
        <translation>les joueurs ayant une force militaire de %1 ou plus lancent le dé</translation>
    </message>
    <message>
        <source>players with %1 or more metal in storage</source>
        <translation>les joueurs ayant %1 métal ou plus en réserve</translation>
    </message>
    <message>
        <source>players with %1 or more wealth in storage</source>
        <translation>les joueurs ayant %1 richesse ou plus en réserve</translation>
    </message>
    <message>
        <source>players with military strength %1 or less, against the system aligned last</source>
        <translation>les joueurs ayant une force militaire de %1 ou moins, contre le dernier système rallié</translation>
    </message>
    <message>
        <source>add %1 to metal storage</source>
        <translation>ajouter %1 à la réserve de métal</translation>
    </message>
    <message>
        <source>add %1 to wealth storage</source>
        <translation>ajouter %1 à la réserve de richesse</translation>
    </message>
    <message>
        <source>no production next turn</source>
        <translation>pas de production au prochain tour</translation>
    </message>
    <message>
        <source>revolt force roll +%1</source>
        <translation>jet de la révolte +%1</translation>
    </message>
    <message>
        <source>invasion force roll +%1</source>
        <translation>jet de la force d’invasion +%1</translation>
    </message>
    <message>
        <source>no event</source>
        <translation>aucun événement</translation>
    </message>
    <message>
        <source>lose %1 military strength on a roll of %2 or more</source>
        <translation>perdre %1 de force militaire sur un jet de %2 ou plus</translation>
    </message>
    <message>
        <source>lose %1 metal</source>
        <translation>perdre %1 métal</translation>
    </message>
    <message>
        <source>lose %1 wealth</source>
        <translation>perdre %1 richesse</translation>
    </message>
    <message>
        <source>with %1, collect half (rounded up) instead of nothing</source>
        <translation>avec %1, collecter la moitié (arrondie au supérieur) au lieu de rien</translation>
    </message>
    <message>
        <source>+1 system resistance with %1</source>
        <translation>+1 à la résistance du système avec %1</translation>
    </message>
    <message>
        <source>Not concerned</source>
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
        <translation>Rien de perdu</translation>
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
        <translation>Moitié de la production au prochain tour (Ouvriers robots)</translation>
    </message>
    <message>
        <source>No production next turn</source>
        <translation>Pas de production au prochain tour</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>Il ne se passe rien</translation>
    </message>
    <message>
        <source>Rolls the die…</source>
        <translation>Lance le dé…</translation>
    </message>
    <message>
        <source>The coup succeeds (roll %1): military %2</source>
        <translation>Le coup d’État réussit (jet %1) : force militaire %2</translation>
    </message>
    <message>
        <source>The coup fails (roll %1)</source>
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
        <translation>Attaque contre %1…</translation>
    </message>
    <message>
        <source>%1 + force %2 = %3 against %4</source>
        <translation>%1 + force %2 = %3 contre %4</translation>
    </message>
    <message>
        <source>%1 revolts and leaves the Empire (%2)</source>
        <translation>%1 se révolte et quitte l’Empire (%2)</translation>
    </message>
    <message>
        <source>%1 stays loyal (%2)</source>
        <translation>%1 reste fidèle (%2)</translation>
    </message>
    <message>
        <source>%1 falls to the invaders (%2)</source>
        <translation>%1 tombe aux mains des envahisseurs (%2)</translation>
    </message>
    <message>
        <source>%1 repels the invasion (%2)</source>
        <translation>%1 repousse l’invasion (%2)</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: aligned without a roll</source>
        <translation>Diplomatie interstellaire : rallié sans jet</translation>
    </message>
    <message>
        <source>%1 + military %2 = %3 against %4</source>
        <translation>%1 + force militaire %2 = %3 contre %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: aligned</source>
        <translation>%1 : rallié</translation>
    </message>
    <message>
        <source>%1: not aligned, military strength falls to %2</source>
        <translation>%1 : non rallié, la force militaire tombe à %2</translation>
    </message>
    <message>
        <source>%1: not aligned</source>
        <translation>%1 : non rallié</translation>
    </message>
    <message>
        <source>collects nothing (strike)</source>
        <translation>ne collecte rien (grève)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>collects half (strike, Robot Workers): %1</source>
        <translation>collecte la moitié (grève, Ouvriers robots) : %1</translation>
    </message>
    <message>
        <source>collects %1</source>
        <translation>collecte %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <translation>
            <numerusform>%1 (%n perdu, réserve pleine)</numerusform>
            <numerusform>%1 (%n perdus, réserve pleine)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 turns over %2 (resistance %3)</source>
        <translation>%1 retourne %2 (résistance %3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 lance le dé : %2</translation>
    </message>
    <message>
        <source>Red alert: %1 - %2: %3</source>
        <translation>Alerte rouge : %1 - %2 : %3</translation>
    </message>
    <message>
        <source>Event in place of the red alert: %1 - %2</source>
        <translation>Événement à la place de l’alerte rouge : %1 - %2</translation>
    </message>
    <message>
        <source>Event: %1 - %2</source>
        <translation>Événement : %1 - %2</translation>
    </message>
    <message>
        <source>The revolt against %1 strikes %2 (resistance %3), drawn among the systems of least resistance</source>
        <translation>La révolte contre %1 frappe %2 (résistance %3), système tiré au sort parmi ceux de plus faible résistance</translation>
    </message>
    <message>
        <source>%1 explores a distant system</source>
        <translation>%1 explore un système lointain</translation>
    </message>
    <message>
        <source>%1 explores a near system</source>
        <translation>%1 explore un système proche</translation>
    </message>
    <message>
        <source>%1 attacks %2 (resistance %3) to conquer it</source>
        <translation>%1 attaque %2 (résistance %3) pour conquérir ce système</translation>
    </message>
    <message>
        <source>%1 bides time</source>
        <translation>%1 temporise</translation>
    </message>
    <message>
        <source>%1 trades %2 metal for %3 wealth</source>
        <translation>%1 échange %2 métal contre %3 richesse</translation>
    </message>
    <message>
        <source>%1 trades %2 wealth for %3 metal</source>
        <translation>%1 échange %2 richesse contre %3 métal</translation>
    </message>
    <message>
        <source>%1 does not trade</source>
        <translation>%1 n’échange pas</translation>
    </message>
    <message>
        <source>%1 builds military strength, now %2</source>
        <translation>%1 augmente sa force militaire, désormais %2</translation>
    </message>
    <message>
        <source>%1 discovers %2 for %3 wealth</source>
        <translation>%1 découvre %2 pour %3 richesse</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 termine son tour</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 abandonne</translation>
    </message>
    <message>
        <source>%1 has nothing to explore or conquer and bides time</source>
        <translation>%1 n’a rien à explorer ni à conquérir et temporise</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Year %1 begins: %n event(s) to come</source>
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
        <translation>La force militaire est à son maximum (%1).</translation>
    </message>
    <message>
        <source>Military strength above %1 needs %2.</source>
        <translation>Une force militaire au-delà de %1 nécessite %2.</translation>
    </message>
    <message>
        <source>Building military strength costs %1 metal and %2 wealth.</source>
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
        <translation>Pas assez de richesse : %1 coûte %2.</translation>
    </message>
    <message>
        <source>Discover %1 first: it comes before %2 on its row.</source>
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
        <translation>Paquet de Galaxy Command</translation>
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
        <translation>Alpha du Centaure</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <translation>Étoile de Barnard</translation>
    </message>
    <message>
        <source>Sirius</source>
        <translation>Sirius</translation>
    </message>
    <message>
        <source>Tau Ceti</source>
        <translation>Tau de la Baleine</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <translation>Epsilon d’Éridan</translation>
    </message>
    <message>
        <source>Procyon</source>
        <translation>Procyon</translation>
    </message>
    <message>
        <source>Derelict Ship</source>
        <translation>Épave à la dérive</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Grève</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Astéroïde</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Révolte</translation>
    </message>
    <message>
        <source>Large Invasion Force</source>
        <translation>Grande force d’invasion</translation>
    </message>
    <message>
        <source>Peaceful Colonization</source>
        <translation>Colonisation pacifique</translation>
    </message>
    <message>
        <source>Small Invasion Force</source>
        <translation>Petite force d’invasion</translation>
    </message>
    <message>
        <source>Peace and Quiet</source>
        <translation>Paix et tranquillité</translation>
    </message>
    <message>
        <source>Pirate Raid</source>
        <translation>Raid pirate</translation>
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
        <translation>Étoile de Luyten</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <translation>Étoile de Kapteyn</translation>
    </message>
    <message>
        <source>Gliese 581</source>
        <translation>Gliese 581</translation>
    </message>
    <message>
        <source>Altair</source>
        <translation>Altaïr</translation>
    </message>
    <message>
        <source>Fomalhaut</source>
        <translation>Fomalhaut</translation>
    </message>
    <message>
        <source>Regulus</source>
        <translation>Régulus</translation>
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
        <translation>Epsilon de l’Indien</translation>
    </message>
    <message>
        <source>Tau Bootis</source>
        <translation>Tau du Bouvier</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <translation>Étoile de Van Maanen</translation>
    </message>
    <message>
        <source>Eta Cassiopeiae</source>
        <translation>Êta de Cassiopée</translation>
    </message>
    <message>
        <source>Delta Pavonis</source>
        <translation>Delta du Paon</translation>
    </message>
    <message>
        <source>Betelgeuse</source>
        <translation>Bételgeuse</translation>
    </message>
    <message>
        <source>Vega</source>
        <translation>Véga</translation>
    </message>
    <message>
        <source>Antares</source>
        <translation>Antarès</translation>
    </message>
    <message>
        <source>Aldebaran</source>
        <translation>Aldébaran</translation>
    </message>
    <message>
        <source>Arcturus</source>
        <translation>Arcturus</translation>
    </message>
    <message>
        <source>Polaris</source>
        <translation>Étoile polaire</translation>
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
        <translation>Révolte majeure</translation>
    </message>
    <message>
        <source>General Strike</source>
        <translation>Grève générale</translation>
    </message>
    <message>
        <source>Salvage Fleet</source>
        <translation>Flotte de récupération</translation>
    </message>
    <message>
        <source>Extract Resources</source>
        <translation>Extraction de ressources</translation>
    </message>
    <message>
        <source>Quiet Year</source>
        <translation>Année calme</translation>
    </message>
    <message>
        <source>Siren Leader</source>
        <translation>Meneuse sirène</translation>
    </message>
    <message>
        <source>Military Coup</source>
        <translation>Coup d’État militaire</translation>
    </message>
    <message>
        <source>Saboteurs</source>
        <translation>Saboteurs</translation>
    </message>
    <message>
        <source>Border Ambush</source>
        <translation>Embuscade frontalière</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <translation>Plateau des technologies</translation>
    </message>
    <message>
        <source>Capital Ships</source>
        <translation>Vaisseaux amiraux</translation>
    </message>
    <message>
        <source>Military strength may rise above 3, up to 5.</source>
        <translation>La force militaire peut dépasser 3, jusqu’à 5.</translation>
    </message>
    <message>
        <source>Forward Star Bases</source>
        <translation>Bases stellaires avancées</translation>
    </message>
    <message>
        <source>Distant systems may be explored once every explored near system is aligned.</source>
        <translation>Les systèmes lointains peuvent être explorés dès que chaque système proche exploré est rallié.</translation>
    </message>
    <message>
        <source>Robot Workers</source>
        <translation>Ouvriers robots</translation>
    </message>
    <message>
        <source>During a strike, collect half of your production (rounded up) instead of nothing.</source>
        <translation>Pendant une grève, collectez la moitié de votre production (arrondie au supérieur) au lieu de rien.</translation>
    </message>
    <message>
        <source>Planetary Defenses</source>
        <translation>Défenses planétaires</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against invasions.</source>
        <translation>+1 à la résistance de vos systèmes contre les invasions.</translation>
    </message>
    <message>
        <source>Hyper Television</source>
        <translation>Hypertélévision</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against revolts.</source>
        <translation>+1 à la résistance de vos systèmes contre les révoltes.</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy</source>
        <translation>Diplomatie interstellaire</translation>
    </message>
    <message>
        <source>On your next turn only, one explore or conquer succeeds without a roll.</source>
        <translation>Lors de votre prochain tour seulement, une exploration ou une conquête réussit sans jet.</translation>
    </message>
    <message>
        <source>Interspecies Commerce</source>
        <translation>Commerce interespèces</translation>
    </message>
    <message>
        <source>Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal.</source>
        <translation>Une fois par tour après la collecte, échangez 2 métal contre 1 richesse ou 2 richesse contre 1 métal.</translation>
    </message>
    <message>
        <source>Interstellar Banking</source>
        <translation>Banque interstellaire</translation>
    </message>
    <message>
        <source>Metal and wealth storage rise from 3 to 5.</source>
        <translation>Les réserves de métal et de richesse passent de 3 à 5.</translation>
    </message>
    <message>
        <source>Full deck</source>
        <translation>Paquet complet</translation>
    </message>
    <message>
        <source>Demoted</source>
        <translation>Rétrogradé</translation>
    </message>
    <message>
        <source>Remain a Commander</source>
        <translation>Reste commandant</translation>
    </message>
    <message>
        <source>Promoted to Captain</source>
        <translation>Promu capitaine</translation>
    </message>
    <message>
        <source>Promoted to Commodore</source>
        <translation>Promu commodore</translation>
    </message>
    <message>
        <source>Promoted to Admiral</source>
        <translation>Promu amiral</translation>
    </message>
    <message>
        <source>Original solitaire (18 cards)</source>
        <translation>Solitaire d’origine (18 cartes)</translation>
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
        <translation>Pirates</translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <translation>secteur %1,%2</translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <translation>
            <numerusform>Jet de dé %1 : %n objet est tiré.</numerusform>
            <numerusform>Jet de dé %1 : %n objets sont tirés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <translation>Jet de dé %1 : chaque joueur commence avec %2 $.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <translation>Dé des pirates %1 : le pirate se déplace.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <translation>Dé des pirates %1 : le pirate reste sur place.</translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation>Un objet est tiré face cachée.</translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <translation>Un objet est placé dans le %1.</translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <translation>%1 joue le premier tour.</translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <translation>Le pirate poursuit les vaisseaux du %1.</translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <translation>%1 enchérit à %2 $.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <translation>%1 place sa base stellaire dans le %2.</translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <translation>%1 achète : %2.</translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <translation>%1 termine son achat secret.</translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <translation>%1 termine ses déplacements.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 termine son tour.</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <translation>%1 : %2 va du %3 au %4.</translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <translation>%1 lance le combat dans le %2.</translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <translation>%1 : %2 encaisse les tirs.</translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <translation>%1 déplace ensuite un pirate.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation>%1 abandonne.</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 bought nothing</source>
        <translation>%1 n’a rien acheté</translation>
    </message>
    <message>
        <source>%1 bought %2</source>
        <translation>%1 a acheté %2</translation>
    </message>
    <message>
        <source>The starting ships are revealed: %1.</source>
        <translation>Les premiers vaisseaux sont révélés : %1.</translation>
    </message>
    <message>
        <source>%1 (attack %2)</source>
        <translation>%1 (attaque %2)</translation>
    </message>
    <message>
        <source>Combat in %1: %2.</source>
        <translation>Combat dans le %1 : %2.</translation>
    </message>
    <message>
        <source>%1 loses nothing.</source>
        <translation>%1 ne perd rien.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 perd %2.</translation>
    </message>
    <message>
        <source>The %1 Starbase takes %2 damage.</source>
        <translation>La base stellaire de %1 subit %2 dégâts.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers.</source>
        <translation>%1 gagne %2 $ grâce aux Pillards.</translation>
    </message>
    <message>
        <source>The %1 moves from %2 to %3.</source>
        <translation>Le %1 va du %2 au %3.</translation>
    </message>
    <message>
        <source>The %1 in %2 has no ship it can reach and stays.</source>
        <translation>Le %1 du %2 n’a aucun vaisseau à sa portée et reste sur place.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <translation>%1 : le %2 frappe la base stellaire %3 et inflige %4 dégâts.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo in %3.</source>
        <translation>%1 : le %2 charge une cargaison dans le %3.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <translation>%1 : le %2 vend sa cargaison pour %3 $.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <translation>Fin du tour de %1 : production %2 $, blindage de la base %3.</translation>
    </message>
    <message>
        <source>%1 puts a %2 on top of the stack in %3.</source>
        <translation>%1 met un %2 sur le dessus de la pile dans le %3.</translation>
    </message>
    <message>
        <source>The Pirates lose nothing.</source>
        <translation>Les Pirates ne perdent rien.</translation>
    </message>
    <message>
        <source>The Pirates lose %1.</source>
        <translation>Les Pirates perdent %1.</translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <translation>Intercepteur</translation>
    </message>
    <message>
        <source>Scavenger</source>
        <translation>Pillard</translation>
    </message>
    <message>
        <source>Freighter</source>
        <translation>Cargo</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Croiseur</translation>
    </message>
    <message>
        <source>Bomber</source>
        <translation>Bombardier</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Destroyer</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>Planète</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Astéroïde</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <translation>Spatioport</translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <translation>Croiseur pirate</translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <translation>Pillard pirate</translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <translation>Règles standard, mise en place rapide</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <translation>Rapporte 1 $ pour chaque vaisseau ennemi détruit dans un combat auquel l’un de vos Pillards survit.</translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <translation>Charge une cargaison sur une planète et la vend au spatioport au prix du fret.</translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <translation>N’attaque que les bases stellaires ennemies : inflige 10 dégâts en entrant dans une base stellaire ennemie.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
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
        <translation>sans hasard</translation>
    </message>
    <message>
        <source>hidden information</source>
        <translation>informations cachées</translation>
    </message>
    <message>
        <source>open information</source>
        <translation>informations ouvertes</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
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
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>Turn %1</source>
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
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Personne ne gagne.</translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <translation>
            <numerusform>après %n tour</numerusform>
            <numerusform>après %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>New game…</source>
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
        <translation>‹ Accueil</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Graine %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Reprendre le dernier coup (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Rejouer le coup (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Enregistrer la partie (Ctrl+S)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Ouvrir une partie enregistrée (Ctrl+O)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <translation>Impossible d’afficher le plateau de %1.</translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <translation>Le plateau de %1 est en préparation. La partie se déroule quand même : suivez-la dans le journal.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
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
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <translation>À %1 (ordinateur) de jouer</translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <translation>Le résumé des règles de %1 n’est pas encore écrit.</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Abandonner la partie ?</translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <translation>%1 abandonne et perd la partie.</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Atelier</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Plus ▾</translation>
    </message>
    <message>
        <source>Hint</source>
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
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game ends without a winner.</source>
        <translation>La partie se termine sans vainqueur.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation>Jeu inconnu « %1 ».</translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <translation>Joueur ordinateur inconnu « %1 » (%2 propose : %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <translation>
            <numerusform>%1 ne se joue pas à %n joueur.</numerusform>
            <numerusform>%1 ne se joue pas à %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <translation>La graine doit être un nombre entier de 0 à 18446744073709551615, pas « %1 ».</translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
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
        <translation>%1 doit d’abord prendre la main.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Ce n’est pas à un joueur humain de jouer.</translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
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
        <source>%1: /game: unknown game &apos;%2&apos;</source>
        <translation>%1 : /game : jeu inconnu « %2 »</translation>
    </message>
    <message numerus="yes">
        <source>%1: /players: %2 cannot be played by %n player(s)</source>
        <translation>
            <numerusform>%1 : /players : %2 ne se joue pas à %n joueur</numerusform>
            <numerusform>%1 : /players : %2 ne se joue pas à %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: /content: the content does not fit %2</source>
        <translation>%1 : /content : le contenu ne convient pas à %2</translation>
    </message>
    <message>
        <source>%1: /seats/%2/level: unknown computer player &apos;%3&apos; (known: %4)</source>
        <translation>%1 : /seats/%2/level : joueur ordinateur inconnu « %3 » (connus : %4)</translation>
    </message>
    <message>
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <translation>%1 : /actions/%2 : le jeu n’autorise pas cette action ici (%3)</translation>
    </message>
    <message>
        <source>%1 has no setup &apos;%2&apos;.</source>
        <translation>%1 n’a pas de mise en place « %2 ».</translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (%2).</source>
        <translation>Mise en place inconnue « %1 » (%2).</translation>
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
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>GcBoard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>YEAR %1</source>
        <translation>ANNÉE %1</translation>
    </message>
    <message>
        <source>No events left: the game is over</source>
        <translation>Plus aucun événement : la partie est terminée</translation>
    </message>
    <message>
        <source>Empire: %1 of %2 distant systems aligned</source>
        <translation>Empire : %1 sur %2 systèmes lointains ralliés</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>Show the sector and mats of %1</source>
        <translation>Afficher le secteur et les plateaux de %1</translation>
    </message>
    <message>
        <source>Your sector</source>
        <translation>Votre secteur</translation>
    </message>
    <message>
        <source>Your sector of the Empire</source>
        <translation>Votre secteur de l’Empire</translation>
    </message>
    <message>
        <source>Sector of %1</source>
        <translation>Secteur de %1</translation>
    </message>
    <message>
        <source>Back to my sector</source>
        <translation>Retour à mon secteur</translation>
    </message>
    <message>
        <source>Bide time</source>
        <translation>Temporiser</translation>
    </message>
    <message>
        <source>Explore and attack nothing this turn: no risk, no new system.</source>
        <translation>Ne rien explorer ni attaquer ce tour-ci : aucun risque, aucun nouveau système.</translation>
    </message>
    <message>
        <source>%1 metal → %2 wealth</source>
        <translation>%1 métal → %2 richesse</translation>
    </message>
    <message>
        <source>%1 wealth → %2 metal</source>
        <translation>%1 richesse → %2 métal</translation>
    </message>
    <message>
        <source>No trade</source>
        <translation>Pas d’échange</translation>
    </message>
    <message>
        <source>Build military</source>
        <translation>Augmenter la force militaire</translation>
    </message>
    <message>
        <source>+1 military strength for %1 metal and %2 wealth.</source>
        <translation>+1 de force militaire pour %1 métal et %2 richesse.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <translation>
            <numerusform>%n événement restant · manche %1/%2</numerusform>
            <numerusform>%n événements restants · manche %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <translation>
            <numerusform>%n événement restant cette année · manche %1 sur %2</numerusform>
            <numerusform>%n événements restants cette année · manche %1 sur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Empire: %1/%2 distant</source>
        <translation>Empire : %1/%2 lointains</translation>
    </message>
    <message>
        <source>All players win together when %1 distant systems are aligned in their sectors at the end.</source>
        <translation>Tous les joueurs gagnent ensemble si, à la fin, %1 systèmes lointains sont ralliés dans leurs secteurs.</translation>
    </message>
    <message>
        <source>Home mat</source>
        <translation>Plateau du monde natal</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>Technologies</translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <translation>
            <numerusform>%1 (système %2) : résistance %3, métal %4, richesse %5, %n point de victoire. %6</numerusform>
            <numerusform>%1 (système %2) : résistance %3, métal %4, richesse %5, %n points de victoire. %6</numerusform>
        </translation>
    </message>
    <message>
        <source>distant</source>
        <translation>lointain</translation>
    </message>
    <message>
        <source>near</source>
        <translation>proche</translation>
    </message>
    <message>
        <source>Aligned with the Empire.</source>
        <translation>Rallié à l’Empire.</translation>
    </message>
    <message>
        <source>Unaligned.</source>
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
        <translation>Cliquez pour le conquérir : jet de dé plus votre force militaire contre %1.</translation>
    </message>
    <message>
        <source>DISTANT</source>
        <translation>LOINTAIN</translation>
    </message>
    <message>
        <source>NEAR</source>
        <translation>PROCHE</translation>
    </message>
    <message>
        <source>ALIGNED</source>
        <translation>RALLIÉ</translation>
    </message>
    <message>
        <source>UNALIGNED</source>
        <translation>NON RALLIÉ</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>Conquer</source>
        <translation>Conquérir</translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message>
        <source>The Empire wins</source>
        <translation>L’Empire gagne</translation>
    </message>
    <message>
        <source>The Empire loses</source>
        <translation>L’Empire perd</translation>
    </message>
    <message>
        <source>%1 of %2 distant systems aligned</source>
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
        <translation>
            <numerusform>%n point de victoire</numerusform>
            <numerusform>%n points de victoire</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
</context>
<context>
    <name>GcEventCard</name>
    <message numerus="yes">
        <source>EVENTS
%n to come in Year %1</source>
        <translation>
            <numerusform>ÉVÉNEMENTS
%n à venir en année %1</numerusform>
            <numerusform>ÉVÉNEMENTS
%n à venir en année %1</numerusform>
        </translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <translation>ALERTE ROUGE</translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation>ÉVÉNEMENT</translation>
    </message>
    <message>
        <source>Year %1: %2</source>
        <translation>Année %1 : %2</translation>
    </message>
    <message>
        <source>After the red alert %1</source>
        <translation>Après l’alerte rouge %1</translation>
    </message>
    <message>
        <source>Played in place of a red alert</source>
        <translation>Jouée à la place d’une alerte rouge</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>GcHomeMat</name>
    <message>
        <source>Home mat</source>
        <translation>Plateau du monde natal</translation>
    </message>
    <message>
        <source>STRIKE</source>
        <translation>GRÈVE</translation>
    </message>
    <message>
        <source>A strike: no production (half with Robot Workers) at the next collect.</source>
        <translation>Grève : pas de production (la moitié avec Ouvriers robots) à la prochaine collecte.</translation>
    </message>
    <message>
        <source>DIPLOMACY</source>
        <translation>DIPLOMATIE</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn&apos;s explore or conquer succeeds without a roll.</source>
        <translation>Diplomatie interstellaire : l’exploration ou la conquête de ce tour réussit sans jet.</translation>
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
        <translation>Plateau du monde natal de %1</translation>
    </message>
    <message>
        <source>Metal stored</source>
        <translation>Métal</translation>
    </message>
    <message>
        <source>Metal storage, up to the limit marked in gold</source>
        <translation>Réserve de métal, jusqu’à la limite marquée en or</translation>
    </message>
    <message>
        <source>Wealth stored</source>
        <translation>Richesse</translation>
    </message>
    <message>
        <source>Wealth storage, up to the limit marked in gold</source>
        <translation>Réserve de richesse, jusqu’à la limite marquée en or</translation>
    </message>
    <message>
        <source>Metal income</source>
        <translation>Métal/tour</translation>
    </message>
    <message>
        <source>Metal production: collected every turn</source>
        <translation>Production de métal : collectée à chaque tour</translation>
    </message>
    <message>
        <source>Wealth income</source>
        <translation>Richesse/tour</translation>
    </message>
    <message>
        <source>Wealth production: collected every turn</source>
        <translation>Production de richesse : collectée à chaque tour</translation>
    </message>
    <message>
        <source>Military</source>
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
        <translation>
            <numerusform>%n rallié</numerusform>
            <numerusform>%n ralliés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <translation>
            <numerusform> (%n lointain)</numerusform>
            <numerusform> (%n lointains)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
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
        <translation>Afficher ce secteur</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <translation>
            <numerusform>%n point de victoire : %1</numerusform>
            <numerusform>%n points de victoire : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <translation>
            <numerusform>%n point de victoire pour l’instant (%1)</numerusform>
            <numerusform>%n points de victoire pour l’instant (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Production per turn:</source>
        <translation>Production par tour :</translation>
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
        <translation>Révolte</translation>
    </message>
    <message>
        <source>Invasion</source>
        <translation>Invasion</translation>
    </message>
    <message>
        <source>Military coup</source>
        <translation>Coup d’État militaire</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: no roll needed</source>
        <translation>Diplomatie interstellaire : aucun jet nécessaire</translation>
    </message>
    <message>
        <source>Rolled %1: the coup needs %2 or more</source>
        <translation>Jet de %1 : le coup d’État exige %2 ou plus</translation>
    </message>
    <message>
        <source>%1 + %2 %3 = %4 against %5</source>
        <translation>%1 + %2 %3 = %4 contre %5</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Aucun jet pour l’instant</translation>
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
        <translation>Vous êtes commandant d’un secteur de l’Empire. Explorez, attaquez et conquérez les systèmes de votre secteur, développez votre métal, votre richesse et votre force militaire, découvrez des technologies et survivez aux événements de deux années. Les points de victoire viennent de vos systèmes ralliés, de vos technologies et de trois bonus. Un joueur seul joue contre les événements ; de deux à quatre, on joue ensemble pour l’Empire.</translation>
    </message>
    <message>
        <source>Your sector</source>
        <translation>Votre secteur</translation>
    </message>
    <message>
        <source>Your turn</source>
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
        <translation>Systèmes</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Conquérant</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
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
        <translation>Technologies</translation>
    </message>
    <message>
        <source>Exploration</source>
        <translation>Exploration</translation>
    </message>
    <message>
        <source>Scientific</source>
        <translation>Scientifique</translation>
    </message>
</context>
<context>
    <name>GcTechMat</name>
    <message>
        <source>Technology mat</source>
        <translation>Technologies</translation>
    </message>
    <message>
        <source>1st generation · 2nd</source>
        <translation>1re génération · 2e</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Costs %1 wealth, worth %n victory point(s).</source>
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
        <translation>Découverte</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <translation>%1 richesse</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message>
        <source>Combat: %1.</source>
        <translation>Combat : %1.</translation>
    </message>
    <message>
        <source>Zoom (Ctrl + mouse wheel)</source>
        <translation>Zoom (Ctrl + molette)</translation>
    </message>
    <message>
        <source>Cargo price: $%1</source>
        <translation>Prix du fret : %1 $</translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <translation>Enchère actuelle : %1 $</translation>
    </message>
    <message>
        <source>Rise</source>
        <translation>Surenchérir</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>End movement</source>
        <translation>Finir les déplacements</translation>
    </message>
    <message>
        <source>Arrow keys move between sectors, Enter acts on the sector, Escape drops the selected stack.</source>
        <translation>Les flèches changent de secteur, Entrée agit sur le secteur, Échap désélectionne la pile.</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Your new bid</source>
        <translation>Votre nouvelle enchère</translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <translation>Score d’attaque %1 (base stellaire comprise)</translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <translation>Score d’attaque %1</translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <translation>Reste à encaisser : %1</translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <translation>%1 · attaque %2 · blindage %3</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <source>absorbs</source>
        <translation>encaisse</translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <translation>Argent : %1 $</translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <translation>Blindage de la base : %1</translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <translation>Revenu : %1 $ par tour</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
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
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.</source>
        <translation>La mise en place rapide utilise le spatioport, deux planètes et deux astéroïdes, sans pirates ni enchères, et 15 $ chacun.</translation>
    </message>
    <message>
        <source>Your turn</source>
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
        <translation>Les vaisseaux</translation>
    </message>
    <message>
        <source>Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.</source>
        <translation>Intercepteur 2 $, rapide, attaque 2, blindage 2 · Pillard 3 $, moyen, 3/3, gagne de l’argent par destruction · Cargo 4 $, moyen, 1/4, transporte du fret · Croiseur 5 $, moyen, 5/8 · Bombardier 6 $, moyen, n’attaque que les bases stellaires (10 dégâts), blindage 3 · Assassin 7 $, rapide, 9/5 · Destroyer 8 $, lent, 10/16.</translation>
    </message>
    <message>
        <source>Hidden information</source>
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
        <translation>%1 sur %2 en jeu</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>Speed %1 · Att %2 · Arm %3</source>
        <translation>Vit. %1 · Att. %2 · Blind. %3</translation>
    </message>
    <message>
        <source>%1 of %2 in play, %3 ordered</source>
        <translation>%1 sur %2 en jeu, %3 commandés</translation>
    </message>
    <message>
        <source>Buy %1 for $%2</source>
        <translation>Acheter un %1 pour %2 $</translation>
    </message>
    <message>
        <source>%1 ordered · %2</source>
        <translation>%1 commandé(s) · %2</translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <translation>%1 (fret)</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <translation>
            <numerusform>%n déplacement restant</numerusform>
            <numerusform>%n déplacements restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <translation>
            <numerusform>Dessus · %n déplacement restant</numerusform>
            <numerusform>Dessus · %n déplacements restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Mettre dessus</translation>
    </message>
    <message>
        <source>Put the %1 on top of the stack</source>
        <translation>Mettre le %1 sur le dessus de la pile</translation>
    </message>
    <message>
        <source>The other player sees only the top ship of a stack.</source>
        <translation>L’autre joueur ne voit que le vaisseau du dessus d’une pile.</translation>
    </message>
    <message>
        <source>%1, on top of the stack</source>
        <translation>%1, sur le dessus de la pile</translation>
    </message>
    <message>
        <source>top</source>
        <translation>dessus</translation>
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
        <translation>Jeux de plateau spatiaux contre des amis ou l’ordinateur</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <translation>Votre partie de %1 vous attend.</translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <translation>Reprendre votre dernière partie</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Graine %1</translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <translation>Enregistrée automatiquement le %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Atelier</translation>
    </message>
    <message>
        <source>Design your own galaxies, ship tables, decks and rule variants</source>
        <translation>Concevez vos propres galaxies, tables des vaisseaux, paquets et variantes de règles</translation>
    </message>
    <message>
        <source>Your game of %1 is over.</source>
        <translation>Votre partie de %1 est terminée.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
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
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation>Impossible de capturer la fenêtre.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation>Starboard : jeux de plateau spatiaux.</translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once: you against the computer (Standard level).</source>
        <translation>Commencer tout de suite une partie de &lt;id&gt; : vous contre l’ordinateur (niveau Standard).</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Ouvrir une partie enregistrée.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation>La graine de la nouvelle partie (avec --game) ; aléatoire sinon.</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <translation>La langue pour cette exécution : %1 (par défaut : celle choisie dans les paramètres).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Save a PNG of the window once it is shown, then quit. Nothing is saved or remembered in this mode.</source>
        <translation>Enregistrer un PNG de la fenêtre dès qu’elle s’affiche, puis quitter. Dans ce mode, rien n’est enregistré ni mémorisé.</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation>Essayez « %1 --help » pour plus d’informations.</translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation>--game et --load ne peuvent pas être utilisés ensemble.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <translation>Jeu inconnu « %1 ». Jeux : %2.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <translation>La graine doit être un nombre entier de 0 à 18446744073709551615, pas « %1 ».</translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation>--seed nécessite --game.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <translation>Langue inconnue « %1 ». Langues : %2.</translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
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
        <translation>[fichiers...]</translation>
    </message>
    <message>
        <source>--workshop cannot be used with --game or --load.</source>
        <translation>--workshop ne peut pas être utilisé avec --game ou --load.</translation>
    </message>
    <message>
        <source>Play It</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:</source>
        <translation>Impossible d’ouvrir « %1 » :</translation>
    </message>
    <message>
        <source>Only one saved game can be opened at a time (&apos;%1&apos; and &apos;%2&apos;).</source>
        <translation>Une seule partie sauvegardée peut être ouverte à la fois (« %1 » et « %2 »).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: Starboard opens saved games and content files, not &quot;%2&quot; files.</source>
        <translation>Impossible d’ouvrir « %1 » : Starboard ouvre les parties sauvegardées et les fichiers de contenu, pas les fichiers « %2 ».</translation>
    </message>
    <message>
        <source>Files to open: a saved game is played, content files (galaxies, ship tables, rulesets, ...) open in the Workshop. With --workshop: files to open in the Workshop.</source>
        <translation>Fichiers à ouvrir : une partie sauvegardée est jouée, les fichiers de contenu (galaxies, tables de vaisseaux, jeux de règles, ...) s’ouvrent dans l’Atelier. Avec --workshop : fichiers à ouvrir dans l’Atelier.</translation>
    </message>
    <message>
        <source>The saved game &apos;%1&apos; cannot be opened together with --game or --load.</source>
        <translation>La partie sauvegardée « %1 » ne peut pas être ouverte avec --game ou --load.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <source>Setup</source>
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
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <translation>La galaxie fournie</translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation>Choisir un fichier de galaxie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <translation>Les règles standard</translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation>Choisir un fichier de règles ou de variante</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation>Même graine, mêmes joueurs et mêmes fichiers donnent les mêmes dés et tirages.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Full deck: 54 cards</source>
        <translation>Paquet complet : 54 cartes</translation>
    </message>
    <message>
        <source>Original solitaire: 18 cards (1 player)</source>
        <translation>Solitaire d’origine : 18 cartes (1 joueur)</translation>
    </message>
    <message>
        <source>Player %1: human or computer level</source>
        <translation>Joueur %1 : humain ou niveau de l’ordinateur</translation>
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
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Passez à %1</translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <translation>Le plateau reste masqué jusqu’à ce que %1 soit devant l’écran, pour que personne ne voie les secrets d’un autre joueur.</translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <translation>Je suis %1, montrer mon plateau</translation>
    </message>
</context>
<context>
    <name>PlayItGuard</name>
    <message>
        <source>Play It</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>A game of %1 is in progress.</source>
        <translation>Une partie de %1 est en cours.</translation>
    </message>
    <message>
        <source>It will be saved as &quot;%1&quot; in %2 before the new game starts; &quot;Open saved game&quot; brings it back.</source>
        <translation>Elle sera enregistrée sous « %1 » dans %2 avant le début de la nouvelle partie ; « Ouvrir une partie » permet de la reprendre.</translation>
    </message>
    <message>
        <source>Save It and Play</source>
        <translation>Enregistrer et jouer</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <translation>La partie en cours n’a pas pu être enregistrée ; elle est donc conservée : %1</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
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
        <translation>Résultats de %1</translation>
    </message>
    <message>
        <source>Your results in %1</source>
        <translation>Vos résultats à %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n partie jouée</numerusform>
            <numerusform>%n parties jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Graine %1</translation>
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
        <translation>Notre lecture : %1</translation>
    </message>
    <message>
        <source>Our reading:</source>
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
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réfléchit…</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>À jouer</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
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
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>Computer moves</source>
        <translation>Coups de l’ordinateur</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lents</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaux</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Instant</source>
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
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>%1: /format: the Workshop does not edit &apos;%2&apos; files</source>
        <translation>%1 : /format : l’Atelier ne modifie pas les fichiers « %2 »</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <translation>%1 : impossible d’ouvrir le fichier (%2)</translation>
    </message>
    <message>
        <source>%1: the file is too large for a Starboard document</source>
        <translation>%1 : le fichier est trop volumineux pour un document Starboard</translation>
    </message>
    <message>
        <source>The document has no file yet: use Save As.</source>
        <translation>Le document n’a pas encore de fichier : utilisez « Enregistrer sous ».</translation>
    </message>
    <message>
        <source>%1: cannot save (%2); the file on disk is unchanged.</source>
        <translation>%1 : impossible d’enregistrer (%2) ; le fichier sur le disque est inchangé.</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>Ship table</source>
        <translation>Table des vaisseaux</translation>
    </message>
    <message>
        <source>Things</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Galaxy of D rule variant</source>
        <translation>Variante de règles de Galaxy of D</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Paquet de cartes</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <translation>Plateau des technologies</translation>
    </message>
    <message>
        <source>Galaxy Command rule variant</source>
        <translation>Variante de règles de Galaxy Command</translation>
    </message>
    <message>
        <source>Near system</source>
        <translation>Système proche</translation>
    </message>
    <message>
        <source>Distant system</source>
        <translation>Système lointain</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Red alert</source>
        <translation>Alerte rouge</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Grève</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Révolte</translation>
    </message>
    <message>
        <source>Invasion</source>
        <translation>Invasion</translation>
    </message>
    <message>
        <source>Peace</source>
        <translation>Paix</translation>
    </message>
    <message>
        <source>Military coup</source>
        <translation>Coup d’État militaire</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Raid</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Embuscade</translation>
    </message>
    <message>
        <source>wealth</source>
        <translation>richesse</translation>
    </message>
    <message>
        <source>metal</source>
        <translation>métal</translation>
    </message>
    <message>
        <source>Year %1: gain</source>
        <translation>Année %1 : gain</translation>
    </message>
    <message>
        <source>Year %1: force +</source>
        <translation>Année %1 : force +</translation>
    </message>
    <message>
        <source>Year %1: military lost</source>
        <translation>Année %1 : force militaire perdue</translation>
    </message>
    <message>
        <source>Year %1: lose</source>
        <translation>Année %1 : perte</translation>
    </message>
    <message>
        <source>Year %1: invasion force</source>
        <translation>Année %1 : force d’invasion</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Année %1</translation>
    </message>
    <message>
        <source>Storage at least</source>
        <translation>Réserve minimale</translation>
    </message>
    <message>
        <source>Military at most</source>
        <translation>Force militaire maximale</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Force militaire minimale</translation>
    </message>
    <message>
        <source>Every player gains %1 %2.</source>
        <translation>Chaque joueur gagne %1 %2.</translation>
    </message>
    <message>
        <source>Strike: no production next turn.</source>
        <translation>Grève : pas de production au prochain tour.</translation>
    </message>
    <message>
        <source>Revolt against the aligned system of least resistance, force +%1.</source>
        <translation>Révolte contre le système rallié de plus faible résistance, force +%1.</translation>
    </message>
    <message>
        <source>Invasion of the system aligned last, force +%1.</source>
        <translation>Invasion du dernier système rallié, force +%1.</translation>
    </message>
    <message>
        <source>Peace: nothing happens.</source>
        <translation>Paix : il ne se passe rien.</translation>
    </message>
    <message>
        <source>Military %1 or more: on a roll of %2+ lose %3 military.</source>
        <translation>Force militaire de %1 ou plus : sur un jet de %2+, perdre %3 de force militaire.</translation>
    </message>
    <message>
        <source>Storage of %1 or more: lose %2 %3.</source>
        <translation>Réserve de %1 ou plus : perdre %2 %3.</translation>
    </message>
    <message>
        <source>Military %1 or less: an invasion of force %2.</source>
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
        <translation>%1 (sans titre)</translation>
    </message>
    <message>
        <source>Empty variant (the standard rules)</source>
        <translation>Variante vide (les règles standard)</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>Rich galaxy</source>
        <translation>Galaxie riche</translation>
    </message>
    <message>
        <source>Make %1 a near system</source>
        <translation>Faire de %1 un système proche</translation>
    </message>
    <message>
        <source>Make %1 a distant system</source>
        <translation>Faire de %1 un système lointain</translation>
    </message>
    <message>
        <source>Make %1 an event</source>
        <translation>Faire de %1 un événement</translation>
    </message>
    <message>
        <source>Make %1 a red alert</source>
        <translation>Faire de %1 une alerte rouge</translation>
    </message>
    <message>
        <source>The galaxy of the rulebook</source>
        <translation>La galaxie du livret de règles</translation>
    </message>
    <message>
        <source>Empty galaxy</source>
        <translation>Galaxie vide</translation>
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
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Coups au hasard</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <translation>Règle empirique</translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <translation>
            <numerusform>%n vaisseau à vous : %1</numerusform>
            <numerusform>%n de vos vaisseaux, dessus : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <translation>
            <numerusform>%n vaisseau ennemi, dessus : %1</numerusform>
            <numerusform>%n vaisseaux ennemis, dessus : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>Sector %1,%2</source>
        <translation>Secteur %1,%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>starboard::data</name>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <translation>jeu inconnu « %1 » (jeux avec contenu : %2)</translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <translation>aucun validateur pour le format « %1 »</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(racine)</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>attendu : %1 ; trouvé : %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>attendu : un entier ; trouvé : %1</translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <translation>doit valoir au moins %1 (trouvé : %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <translation>doit être compris entre %1 et %2 (trouvé : %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <translation>« %1 » n’est pas un identifiant valide (lettres minuscules, chiffres et « - »)</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <translation>clé « %1 » manquante</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>clé inconnue « %1 »</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation>attendu : « %1 » ; trouvé : « %2 »</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <translation>format inconnu « %1 » (formats connus : %2)</translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <translation>écrit par un Starboard plus récent (version %1 ; cette version lit jusqu’à %2)</translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <translation>la version %1 de « %2 » ne peut plus être lue</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1 : impossible d’ouvrir le fichier : %2</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1 : impossible de lire le fichier : %2</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <translation>identifiant en double « %1 » (d’abord en %2)</translation>
    </message>
    <message>
        <source>the ship table needs at least one ship</source>
        <translation>la table des vaisseaux doit contenir au moins un vaisseau</translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
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
        <translation>ne doit pas dépasser dieSides (%1)</translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <translation>vaisseau inconnu « %1 » (absent de %2)</translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <translation>objet inconnu « %1 » (absent de %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <translation>« %1 » est un pirate ; la mise en place rapide n’a pas de pirates</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <translation>« %1 » n’est pas un entier non signé de 64 bits</translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <translation>%1 n’est pas un entier non signé exact (écrivez les graines au-delà de 2^53 comme chaînes de chiffres)</translation>
    </message>
    <message>
        <source>a string of digits</source>
        <translation>une chaîne de chiffres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <translation>« %1 » n’est pas un entier de 64 bits</translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <translation>%1 n’est pas un entier exact (écrivez les actions au-delà de 2^53 comme chaînes de chiffres)</translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation>une place d’ordinateur nécessite un « level »</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1 : impossible d’écrire le fichier : %2</translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
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
        <translation>impossible de résoudre « %1 » (seulement des pointeurs « #… » dans ce schéma)</translation>
    </message>
    <message>
        <source>no type given</source>
        <translation>aucun type indiqué</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
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
        <translation>le schéma ne peut pas résoudre « %1 »</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <translation>doit être %1 (trouvé : %2)</translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <translation>doit être l’un de %1 (trouvé : %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <translation>doit valoir au plus %1 (trouvé : %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <translation>« %1 » ne correspond pas au motif « %2 »</translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <translation>élément en double (identique à %1)</translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <translation>aucun schéma pour le format « %1 »</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used by &apos;%2&apos; events</source>
        <translation>« %1 » n’est pas utilisé par les événements « %2 »</translation>
    </message>
    <message>
        <source>row %1 already has a generation-%2 technology (%3)</source>
        <translation>la rangée %1 a déjà une technologie de génération %2 (%3)</translation>
    </message>
    <message>
        <source>technology &apos;%1&apos; is missing (the mat has each of the %2 technologies once)</source>
        <translation>la technologie « %1 » manque (le plateau contient chacune des %2 technologies une fois)</translation>
    </message>
    <message>
        <source>row %1 has no generation-%2 technology</source>
        <translation>la rangée %1 n’a pas de technologie de génération %2</translation>
    </message>
    <message>
        <source>the list of ranks must not be empty</source>
        <translation>la liste des rangs ne doit pas être vide</translation>
    </message>
    <message>
        <source>the first rank must start at 0 (found %1)</source>
        <translation>le premier rang doit commencer à 0 (trouvé : %1)</translation>
    </message>
    <message>
        <source>must be greater than the previous rank&apos;s minScore (%1)</source>
        <translation>doit être supérieur au minScore du rang précédent (%1)</translation>
    </message>
    <message>
        <source>the deck must not be empty</source>
        <translation>le paquet ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be at least %1 (%2)</source>
        <translation>doit valoir au moins %1 (%2)</translation>
    </message>
    <message>
        <source>must not exceed distantPerPlayer (%1)</source>
        <translation>ne doit pas dépasser distantPerPlayer (%1)</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (the die&apos;s sides, %2)</source>
        <translation>doit être compris entre 1 et %1 (les faces du dé, %2)</translation>
    </message>
    <message>
        <source>duplicate card number %1 (first at %2)</source>
        <translation>numéro de carte %1 en double (d’abord en %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for systems only</source>
        <translation>« %1 » est réservé aux systèmes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for events and red alerts only</source>
        <translation>« %1 » est réservé aux événements et aux alertes rouges</translation>
    </message>
    <message>
        <source>the shipped galaxy</source>
        <translation>la galaxie fournie</translation>
    </message>
    <message>
        <source>the shipped ship table</source>
        <translation>la table des vaisseaux fournie</translation>
    </message>
    <message>
        <source>the shipped Things</source>
        <translation>les objets fournis</translation>
    </message>
    <message>
        <source>the shipped rules</source>
        <translation>les règles fournies</translation>
    </message>
    <message>
        <source>the shipped deck</source>
        <translation>le paquet fourni</translation>
    </message>
    <message>
        <source>the shipped technology mat</source>
        <translation>le plateau des technologies fourni</translation>
    </message>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <translation>
            <numerusform>%1 : le fichier dépasse la limite de %n octet</numerusform>
            <numerusform>%1 : le fichier dépasse la limite de %n octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <translation>
            <numerusform>imbrication plus profonde que la limite de %n niveau</numerusform>
            <numerusform>imbrication plus profonde que la limite de %n niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <translation>
            <numerusform>attendu : 2 entrées (année 1 et année 2) ; trouvé : %n</numerusform>
            <numerusform>attendu : 2 entrées (année 1 et année 2) ; trouvé : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <translation>
            <numerusform>le paquet « %1 » a %n système proche ; il en faut %2 par joueur (%3)</numerusform>
            <numerusform>le paquet « %1 » a %n systèmes proches ; il en faut %2 par joueur (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <translation>
            <numerusform>le paquet « %1 » a %n système lointain ; il en faut %2 par joueur (%3)</numerusform>
            <numerusform>le paquet « %1 » a %n systèmes lointains ; il en faut %2 par joueur (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <translation>
            <numerusform>le paquet « %1 » a %n événement qui n’est pas une alerte rouge ; il en faut %2 par année (%3)</numerusform>
            <numerusform>le paquet « %1 » a %n événements qui ne sont pas des alertes rouges ; il en faut %2 par année (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <translation>
            <numerusform>une galaxie doit avoir au moins 2 secteurs (trouvé : %n)</numerusform>
            <numerusform>une galaxie doit avoir au moins 2 secteurs (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <translation>
            <numerusform>une galaxie a au plus %1 secteurs (trouvé : %n)</numerusform>
            <numerusform>une galaxie a au plus %1 secteurs (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <translation>
            <numerusform>la table des vaisseaux a au plus %1 vaisseaux (trouvé : %n)</numerusform>
            <numerusform>la table des vaisseaux a au plus %1 vaisseaux (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <translation>
            <numerusform>une galaxie qui liste des secteurs de base stellaire doit en avoir au moins %1 (trouvé : %n)</numerusform>
            <numerusform>une galaxie qui liste des secteurs de base stellaire doit en avoir au moins %1 (trouvé : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <translation>
            <numerusform>il n’y a pas de secteur numéro %1 (la galaxie a %n secteur)</numerusform>
            <numerusform>il n’y a pas de secteur numéro %1 (la galaxie a %n secteurs)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate Starbase %1 (first at %2)</source>
        <translation>base stellaire en double dans le %1 (d’abord en %2)</translation>
    </message>
    <message>
        <source>%1 already has a Thing (%2)</source>
        <translation>le %1 a déjà un objet (%2)</translation>
    </message>
    <message>
        <source>duplicate sector %1,%2 (first at %3)</source>
        <translation>secteur %1,%2 en double (d’abord en %3)</translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <translation>
            <numerusform>le secteur %1,%2 est inaccessible depuis le secteur %3,%4 (la galaxie doit être connexe ; %n secteur isolé)</numerusform>
            <numerusform>le secteur %1,%2 est inaccessible depuis le secteur %3,%4 (la galaxie doit être connexe ; %n secteurs isolés)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already has a Thing</source>
        <translation>le %1 a déjà un objet</translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <translation>
            <numerusform>attendu : une place par joueur (%n joueur) ; trouvé : %1</numerusform>
            <numerusform>attendu : une place par joueur (%n joueurs) ; trouvé : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <translation>
            <numerusform>%1 : l’enregistrement de la partie dépasse la limite de %n octet</numerusform>
            <numerusform>%1 : l’enregistrement de la partie dépasse la limite de %n octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <translation>
            <numerusform>doit avoir au moins %n caractère (trouvé : %1)</numerusform>
            <numerusform>doit avoir au moins %n caractères (trouvé : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <translation>
            <numerusform>doit avoir au plus %n caractère (trouvé : %1)</numerusform>
            <numerusform>doit avoir au plus %n caractères (trouvé : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <translation>
            <numerusform>doit avoir au moins %n élément (trouvé : %1)</numerusform>
            <numerusform>doit avoir au moins %n éléments (trouvé : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <translation>
            <numerusform>doit avoir au plus %n élément (trouvé : %1)</numerusform>
            <numerusform>doit avoir au plus %n éléments (trouvé : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <translation>
            <numerusform>ne correspond pas à la forme permise (%n au total, %1) ; elle signale :</numerusform>
            <numerusform>ne correspond à aucune des %n formes permises (%1) ; la plus proche signale :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <translation>
            <numerusform>correspond à %n des formes permises mais doit correspondre à une seule exactement (oneOf)</numerusform>
            <numerusform>correspond à %n des formes permises mais doit correspondre à une seule exactement (oneOf)</numerusform>
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
        <translation>%1 n’a pas de plateau à afficher en aperçu.</translation>
    </message>
    <message>
        <source>The board cannot be shown: %1</source>
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
        <translation>Marquer %1 comme carte d’origine</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <translation>Retirer la marque de carte d’origine de %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>D’origine</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardPreview</name>
    <message>
        <source>RESISTANCE</source>
        <translation>RÉSISTANCE</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Métal</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Richesse</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <translation>ALERTE ROUGE</translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation>ÉVÉNEMENT</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Année %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::DeckEditor</name>
    <message>
        <source>Deck name:</source>
        <translation>Nom du paquet :</translation>
    </message>
    <message>
        <source>Id:</source>
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
        <translation>Toutes les cartes</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Ajouter une carte</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>One of the 18 cards of the original game</source>
        <translation>L’une des 18 cartes du jeu d’origine</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>D’origine</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>Résistance</translation>
    </message>
    <message>
        <source>Metal production</source>
        <translation>Production de métal</translation>
    </message>
    <message>
        <source>Wealth production</source>
        <translation>Production de richesse</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Année %1</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Force militaire minimale</translation>
    </message>
    <message>
        <source>Succeeds on a roll of</source>
        <translation>Réussit sur un jet de</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <translation>Sélectionnez une carte dans la liste, ou ajoutez-en une.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>carte %1</translation>
    </message>
    <message>
        <source>Change the event of %1 to %2</source>
        <translation>Changer l’événement de %1 en %2</translation>
    </message>
    <message>
        <source>New card %1</source>
        <translation>Nouvelle carte %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <translation>Ajouter la carte %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as card %2</source>
        <translation>Dupliquer %1 en carte %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Change the number of %1</source>
        <translation>Modifier le numéro de %1</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <translation>Modifier l’identifiant de %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <translation>Marquer %1 comme carte d’origine</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <translation>Retirer la marque de carte d’origine de %1</translation>
    </message>
    <message>
        <source>Change the resistance of %1</source>
        <translation>Modifier la résistance de %1</translation>
    </message>
    <message>
        <source>Change the metal production of %1</source>
        <translation>Modifier la production de métal de %1</translation>
    </message>
    <message>
        <source>Change the wealth production of %1</source>
        <translation>Modifier la production de richesse de %1</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <translation>Modifier les points de victoire de %1</translation>
    </message>
    <message>
        <source>Change the year 1 amount of %1</source>
        <translation>Modifier la quantité de l’année 1 de %1</translation>
    </message>
    <message>
        <source>Change the year 2 amount of %1</source>
        <translation>Modifier la quantité de l’année 2 de %1</translation>
    </message>
    <message>
        <source>Change the year 1 resource of %1</source>
        <translation>Modifier la ressource de l’année 1 de %1</translation>
    </message>
    <message>
        <source>Change the year 2 resource of %1</source>
        <translation>Modifier la ressource de l’année 2 de %1</translation>
    </message>
    <message>
        <source>Change the military threshold of %1</source>
        <translation>Modifier la force militaire minimale de %1</translation>
    </message>
    <message>
        <source>Change the roll needed by %1</source>
        <translation>Modifier le jet requis par %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n élément</numerusform>
            <numerusform>%n éléments</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Membre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>starboard::editor::PlaytestDialog</name>
    <message>
        <source>Playtest</source>
        <translation>Parties de test</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Coups aléatoires</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same games. Press Run.</source>
        <translation>La même graine et les mêmes réglages donnent toujours les mêmes parties. Appuyez sur « Lancer ».</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>Interrompre la série</translation>
    </message>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <translation>
            <numerusform>Ce contenu ne se joue pas à %n joueur.</numerusform>
            <numerusform>Ce contenu ne se joue pas à %n joueurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Interrompu après %n partie.</numerusform>
            <numerusform>Interrompu après %n parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <translation>
            <numerusform>%n partie jouée en %1 s.</numerusform>
            <numerusform>%n parties jouées en %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 wins</source>
        <translation>Victoires de la place %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Parties sans vainqueur</translation>
    </message>
    <message>
        <source>Game length in actions: mean %1, median %2</source>
        <translation>Durée de partie en actions : moyenne %1, médiane %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a bin of a histogram: from, to (both included)</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
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
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durée des parties</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Shown after a run.</source>
        <translation>Affiché après une série.</translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <translation>
            <numerusform>Part des victoires par place sur %n partie</numerusform>
            <numerusform>Part des victoires par place sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Nobody</source>
        <comment>the bar of the games that no seat won</comment>
        <translation>Personne</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <translation>
            <numerusform>%1 : %n partie sur %2 (%3)</numerusform>
            <numerusform>%1 : %n parties sur %2 (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>@value%</source>
        <comment>a bar&apos;s label: percent of the games</comment>
        <translation>@value %</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Parties gagnées (%)</translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <translation>
            <numerusform>%1 actions : %n partie</numerusform>
            <numerusform>%1 actions : %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
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
        <translation>
            <numerusform>Scores finaux sur %n partie</numerusform>
            <numerusform>Scores finaux sur %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <translation>
            <numerusform>Place %1, score %2 : %n partie</numerusform>
            <numerusform>Place %1, score %2 : %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
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
        <translation>Parties perdues</translation>
    </message>
    <message>
        <source>Seat %1 ranks: %2</source>
        <translation>Rangs de la place %1 : %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <translation>
            <numerusform>Part des victoires et des défaites de l’équipe sur %n partie</numerusform>
            <numerusform>Part des victoires et des défaites de l’équipe sur %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <translation>
            <numerusform>Part des victoires et des défaites sur %n partie</numerusform>
            <numerusform>Part des victoires et des défaites sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the bar of the games won</comment>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the bar of the games lost</comment>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Rules of thumb (heuristic)</source>
        <translation>Règles empiriques (heuristique)</translation>
    </message>
    <message>
        <source>Nothing (one run)</source>
        <translation>Rien (une seule série)</translation>
    </message>
    <message>
        <source>A file…</source>
        <translation>Un fichier…</translation>
    </message>
    <message>
        <source>Variant B: the same games (seeds and players) with this file in place of A&apos;s of its kind.</source>
        <translation>Variante B : les mêmes parties (graines et joueurs) avec ce fichier à la place de celui de même type de A.</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save each game&apos;s figures and the summary as CSV or JSON.</source>
        <translation>Enregistrer les indicateurs de chaque partie et le résumé en CSV ou JSON.</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Place %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not content of this game (a galaxy, a ship table, Things, a deck, a technology mat or a ruleset).</source>
        <translation>%1 n’est pas un contenu de ce jeu (une galaxie, une table de vaisseaux, des Choses, un paquet, un plateau de technologies ou des règles).</translation>
    </message>
    <message>
        <source>B: %1 (%2)</source>
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
        <translation>Tableau CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
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
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>95%: %1</source>
        <translation>95 % : %1</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <source>out of the game: %1 %2</source>
        <translation>hors jeu : %1 %2</translation>
    </message>
    <message>
        <source>First player&apos;s win rate (decided games): %1, 95%: %2</source>
        <translation>Taux de victoire du premier joueur (parties décidées) : %1, 95 % : %2</translation>
    </message>
    <message>
        <source>Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6</source>
        <translation>Score de la place %1 : moyenne %2 (95 % : [%3, %4]), minimum %5, maximum %6</translation>
    </message>
    <message>
        <source>Figures (95% confidence intervals)</source>
        <translation>Indicateurs (intervalles de confiance à 95 %)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>Compare: A as above; %1 (the same %n game(s) and seeds)</source>
        <translation>
            <numerusform>Comparaison : A comme ci-dessus ; %1 (la même %n partie et la même graine)</numerusform>
            <numerusform>Comparaison : A comme ci-dessus ; %1 (les mêmes %n parties et graines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <translation>
            <numerusform>B a été annulé après %n partie.</numerusform>
            <numerusform>B a été annulé après %n parties.</numerusform>
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
        <translation>B − A (intervalle à 95 %)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>percentage points</comment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>diffère</translation>
    </message>
    <message>
        <source>%1 [%2, %3]</source>
        <translation>%1 [%2, %3]</translation>
    </message>
    <message numerus="yes">
        <source>⚠ too few games to tell: fewer than %n game(s) count for the figure, or a rate&apos;s 95% interval is wider than %1 percentage points. Run more games.</source>
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
        <translation>Impossible d’écrire les modifications non enregistrées de la variante B dans %1.</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <translation>%1 (modifications non enregistrées)</translation>
    </message>
    <message>
        <source>with its unsaved changes</source>
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
        <translation>partie-courte</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>Variant &amp;name:</source>
        <translation>&amp;Nom de la variante :</translation>
    </message>
    <message>
        <source>Variant &amp;id:</source>
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
        <translation>Renommer la variante</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetModel</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Thing ids</source>
        <translation>identifiants d’objets</translation>
    </message>
    <message>
        <source>2 numbers, %1 to %2</source>
        <translation>2 nombres, de %1 à %2</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>rangs</translation>
    </message>
    <message>
        <source>Changed by this variant (standard: %1)</source>
        <translation>Modifié par cette variante (standard : %1)</translation>
    </message>
    <message>
        <source>The standard value</source>
        <translation>La valeur standard</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <translation>Rétablir la valeur standard de %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Valeurs permises</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Signification</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipTableModel</name>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Change id of %1</source>
        <translation>Modifier l’identifiant de %1</translation>
    </message>
    <message>
        <source>Change cost of %1</source>
        <translation>Modifier le coût de %1</translation>
    </message>
    <message>
        <source>Change speed of %1</source>
        <translation>Modifier la vitesse de %1</translation>
    </message>
    <message>
        <source>Change attack of %1</source>
        <translation>Modifier l’attaque de %1</translation>
    </message>
    <message>
        <source>Change armor of %1</source>
        <translation>Modifier le blindage de %1</translation>
    </message>
    <message>
        <source>Change chits of %1</source>
        <translation>Modifier les pions de %1</translation>
    </message>
    <message>
        <source>Change cargo ability of %1</source>
        <translation>Modifier la capacité de fret de %1</translation>
    </message>
    <message>
        <source>Change bounty ability of %1</source>
        <translation>Modifier la capacité de prime de %1</translation>
    </message>
    <message>
        <source>Change starbase damage of %1</source>
        <translation>Modifier les dégâts à la base de %1</translation>
    </message>
    <message>
        <source>Change special text of %1</source>
        <translation>Modifier le texte spécial de %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Blindage</translation>
    </message>
    <message>
        <source>Chits</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Fret</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Starbase dmg</source>
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
        <translation>Vaisseau</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Add ship %1</source>
        <translation>Ajouter le vaisseau %1</translation>
    </message>
    <message>
        <source>Remove ship %1</source>
        <translation>Supprimer le vaisseau %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Monter %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Descendre %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipsEditor</name>
    <message>
        <source>Add ship</source>
        <translation>Ajouter un vaisseau</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Ajouter une copie du vaisseau sélectionné</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <translation>Supprimer le vaisseau</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Supprimer le vaisseau sélectionné</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
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
        <translation>Fichiers récents</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologiesEditor</name>
    <message>
        <source>Mat name:</source>
        <translation>Nom du plateau :</translation>
    </message>
    <message>
        <source>Id:</source>
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
        <source>Each row of the mat has one first-generation technology (left) and one second-generation technology (right) that needs it. The ids are fixed: the game knows each technology&apos;s effect by its id. Double-click a cell to edit it.</source>
        <translation>Chaque rangée du plateau comporte une technologie de première génération (à gauche) et une technologie de seconde génération (à droite) qui la nécessite. Les identifiants sont fixes : le jeu reconnaît l’effet de chaque technologie à son identifiant. Double-cliquez sur une cellule pour la modifier.</translation>
    </message>
    <message>
        <source>The mat as the board shows it:</source>
        <translation>Le plateau tel que le jeu l’affiche :</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyMatPreview</name>
    <message>
        <source>Cost %1, %2 VP</source>
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
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rangée</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Génération</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Change the row of %1</source>
        <translation>Modifier la rangée de %1</translation>
    </message>
    <message>
        <source>Change the generation of %1</source>
        <translation>Modifier la génération de %1</translation>
    </message>
    <message>
        <source>Change the cost of %1</source>
        <translation>Modifier le coût de %1</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <translation>Modifier les points de victoire de %1</translation>
    </message>
    <message>
        <source>Change the effect of %1</source>
        <translation>Modifier l’effet de %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close the &amp;Workshop</source>
        <translation>Fermer l’&amp;Atelier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Play It</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Play&amp;test…</source>
        <translation>Parties de &amp;test…</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>New document</source>
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
        <translation>
            <numerusform>%n problème : le jeu refuse ce fichier tant qu’il n’est pas corrigé. Cliquez dessus pour y aller.</numerusform>
            <numerusform>%n problèmes : le jeu refuse ce fichier tant qu’ils ne sont pas corrigés. Cliquez sur l’un d’eux pour y aller.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[*] - Starboard Workshop</source>
        <translation>%1[*] - Atelier Starboard</translation>
    </message>
    <message>
        <source>Starboard Workshop</source>
        <translation>Atelier Starboard</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Saved as a draft: the game refuses it until the problems are fixed.</source>
        <translation>Enregistré comme brouillon : le jeu le refuse tant que les problèmes ne sont pas corrigés.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>Fichiers Starboard (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation>Enregistrer les modifications de %1 avant de le fermer ?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Play It</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Parties de test</translation>
    </message>
    <message>
        <source>The game cannot load %1 yet: fix the problems listed below first.</source>
        <translation>Le jeu ne peut pas encore charger %1 : corrigez d’abord les problèmes listés ci-dessous.</translation>
    </message>
    <message>
        <source>Playing with %1.</source>
        <translation>Partie lancée avec %1.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
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
        <translation>Supprimer la clé inconnue « %1 »</translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message>
        <source>Paint sector</source>
        <translation>Peindre un secteur</translation>
    </message>
    <message>
        <source>Click or drag to add sectors</source>
        <translation>Cliquez ou faites glisser pour ajouter des secteurs</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Click or drag to remove sectors and their Things</source>
        <translation>Cliquez ou faites glisser pour retirer des secteurs et leurs objets</translation>
    </message>
    <message>
        <source>Place Thing</source>
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
        <translation>Retirer l’objet</translation>
    </message>
    <message>
        <source>Click a sector to remove its fixed Thing</source>
        <translation>Cliquez sur un secteur pour retirer son objet fixe</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Miroir</translation>
    </message>
    <message>
        <source>Keep the two halves point-symmetric: every edit also applies to the hex a half turn about the centre maps it to</source>
        <translation>Garder les deux moitiés symétriques par rapport au centre : chaque modification s’applique aussi à l’hexagone qui lui correspond par un demi-tour autour du centre</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Show the whole galaxy</source>
        <translation>Afficher toute la galaxie</translation>
    </message>
    <message>
        <source>Checks</source>
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
        <translation>
            <numerusform>Prix du fret %1 $ (la planète la plus proche est à %n déplacement du spatioport)</numerusform>
            <numerusform>Prix du fret %1 $ (la planète la plus proche est à %n déplacements du spatioport)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <translation>
            <numerusform>Place pour deux bases stellaires à au moins %n déplacement l’une de l’autre</numerusform>
            <numerusform>Place pour deux bases stellaires à au moins %n déplacements l’une de l’autre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
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
        <translation>Peindre des secteurs</translation>
    </message>
    <message>
        <source>Erase sectors</source>
        <translation>Effacer des secteurs</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>Clear Things</source>
        <translation>Retirer des objets</translation>
    </message>
    <message>
        <source>Starbase sector</source>
        <translation>Secteur de base stellaire</translation>
    </message>
    <message>
        <source>Click a sector to allow or forbid a Starbase there. With none marked the players may place their Starbases on any sector the rules allow</source>
        <translation>Cliquez sur un secteur pour y autoriser ou y interdire une base stellaire. Si aucun n’est marqué, les joueurs peuvent placer leur base stellaire sur tout secteur permis par les règles</translation>
    </message>
    <message>
        <source>Preview</source>
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
        <translation>L’aperçu apparaît dès que le jeu peut charger la galaxie. Premier problème :
%1</translation>
    </message>
    <message>
        <source>The preview cannot write its copy of the galaxy (%1).</source>
        <translation>L’aperçu ne peut pas écrire sa copie de la galaxie (%1).</translation>
    </message>
    <message>
        <source>Only one Starbase sector is marked: mark one for each player, or none</source>
        <translation>Un seul secteur de base stellaire est marqué : marquez-en un par joueur, ou aucun</translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <translation>
            <numerusform>Deux des %n secteurs de base stellaire marqués sont à au moins %1 déplacements l’un de l’autre et à l’écart des objets</numerusform>
            <numerusform>Deux des %n secteurs de base stellaire marqués sont à au moins %1 déplacements l’un de l’autre et à l’écart des objets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
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
        <translation>Nom</translation>
    </message>
    <message>
        <source>The galaxy&apos;s id: lowercase letters, digits and &apos;-&apos; (saved games name the galaxy by it)</source>
        <translation>L’identifiant de la galaxie : lettres minuscules, chiffres et « - » (les parties enregistrées désignent la galaxie par lui)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Rename the galaxy to %1</source>
        <translation>Renommer la galaxie en %1</translation>
    </message>
    <message>
        <source>Change the galaxy&apos;s id to %1</source>
        <translation>Changer l’identifiant de la galaxie en %1</translation>
    </message>
    <message>
        <source>Point at a hex to see its coordinates</source>
        <translation>Pointez un hexagone pour voir ses coordonnées</translation>
    </message>
    <message>
        <source>%1 (in the galaxy)</source>
        <translation>%1 (dans la galaxie)</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <translation>%1 (vide)</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <translation>
            <numerusform>%n secteur est inaccessible depuis le %1</numerusform>
            <numerusform>%n secteurs sont inaccessibles depuis le %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter le %1</translation>
    </message>
    <message>
        <source>Remove the Thing in %1</source>
        <translation>Retirer l’objet du %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Supprimer le %1</translation>
    </message>
    <message>
        <source>Renumber the Thing in %1</source>
        <translation>Renuméroter l’objet du %1</translation>
    </message>
    <message>
        <source>Allow a Starbase in %1</source>
        <translation>Autoriser une base stellaire dans le %1</translation>
    </message>
    <message>
        <source>Forbid Starbases in %1</source>
        <translation>Interdire les bases stellaires dans le %1</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>Placer %1 dans le %2</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <translation>Carte de la galaxie</translation>
    </message>
    <message>
        <source>Keyboard: arrows move the white ring, Space or Enter uses the tool, Shift+arrow moves and uses it, Delete erases.</source>
        <translation>Clavier : les flèches déplacent l’anneau blanc, Espace ou Entrée utilise l’outil, Maj+flèche déplace et l’utilise, Suppr efface.</translation>
    </message>
    <message>
        <source>Fixed Thing: %1</source>
        <translation>Objet fixe : %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
</context>
<context>
    <name>starboard::figures</name>
    <message>
        <source>Seat %1 wins</source>
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
        <translation>Score de la place %1</translation>
    </message>
    <message>
        <source>Seat %1 rank: %2</source>
        <translation>Rang de la place %1 : %2</translation>
    </message>
    <message>
        <source>Seat %1 out of the game</source>
        <translation>Place %1 hors jeu</translation>
    </message>
    <message>
        <source>Lowest rank in the team: %1</source>
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
        <translation>%1 achetés par partie</translation>
    </message>
    <message>
        <source>%1 lost per game (both seats)</source>
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
        <translation>Passez l’écran à %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>C’est à %1 de jouer.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>military</source>
        <translation>force militaire</translation>
    </message>
    <message>
        <source>Aligned</source>
        <translation>Rallié</translation>
    </message>
    <message>
        <source>Not aligned</source>
        <translation>Non rallié</translation>
    </message>
    <message>
        <source>Coup!</source>
        <translation>Coup d’État !</translation>
    </message>
    <message>
        <source>Coup fails</source>
        <translation>Coup d’État manqué</translation>
    </message>
    <message>
        <source>force</source>
        <translation>force</translation>
    </message>
    <message>
        <source>Revolt!</source>
        <translation>Révolte !</translation>
    </message>
    <message>
        <source>Stays loyal</source>
        <translation>Reste fidèle</translation>
    </message>
    <message>
        <source>System lost</source>
        <translation>Système perdu</translation>
    </message>
    <message>
        <source>Repelled</source>
        <translation>Invasion repoussée</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>En attente…</translation>
    </message>
    <message>
        <source>This is the sector of %1.</source>
        <translation>C’est le secteur de %1.</translation>
    </message>
    <message>
        <source>Discovered.</source>
        <translation>Découverte.</translation>
    </message>
    <message>
        <source>This is the technology mat of %1.</source>
        <translation>C’est le plateau des technologies de %1.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step, after collecting.</source>
        <translation>Les technologies se découvrent à l’étape de construction, après la collecte.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Collecte</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construction</translation>
    </message>
    <message>
        <source>Event</source>
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
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
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
        <translation>Commerce interespèces : échangez %1 métal contre %2 richesse ou %1 richesse contre %2 métal, ou gardez votre réserve.</translation>
    </message>
    <message>
        <source>Build military strength (%1 metal and %2 wealth) and discover a technology, once each, then end your turn.</source>
        <translation>Augmentez votre force militaire (%1 métal et %2 richesse) et découvrez une technologie, une fois chacune, puis finissez votre tour.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>: </source>
        <translation> : </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), %1</source>
        <translation>
            <numerusform>%n point, %1</numerusform>
            <numerusform>%n points, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5</source>
        <translation>Systèmes %1 · technologies %2 · exploration %3 · science %4 · seigneur de guerre %5</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Cette carte de système n’existe pas.</translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <translation>
            <numerusform>%1 a perdu %n vaisseau</numerusform>
            <numerusform>%1 a perdu %n vaisseaux</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <translation>la base stellaire de %1 a subi %2 dégâts</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Pirates</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Achat</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Les dés roulent…</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Passez l’écran à %1.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
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
        <translation>Vaisseau inconnu.</translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
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
        <translation>Une surenchère doit être d’au moins %1 $.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
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
        <translation>Fin du tour de %1 : production %2 $, blindage de la base %3.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo.</source>
        <translation>%1 : le %2 charge une cargaison.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <translation>%1 : le %2 vend sa cargaison pour %3 $.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <translation>%1 : le %2 frappe la base stellaire %3 et inflige %4 dégâts.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers</source>
        <translation>%1 gagne %2 $ grâce aux Pillards</translation>
    </message>
    <message>
        <source>Starbase armor at the end: %1 %2, %3 %4.</source>
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
        <translation>Coûte %1 $, vous avez %2 $.</translation>
    </message>
</context>
</TS>
