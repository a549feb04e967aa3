<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Starboard</source>
        <extracomment>The About dialog: its title. &apos;Starboard&apos; is the app&apos;s name.</extracomment>
        <translation>О программе Starboard</translation>
    </message>
    <message>
        <source>Starboard</source>
        <extracomment>The About dialog: the app&apos;s name as its title (a proper name: keep it or transliterate).</extracomment>
        <translation>Starboard</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>The About dialog: %1: the app&apos;s version, e.g. &apos;1.4.0&apos;.</extracomment>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>Five space tabletop games to play against friends or the computer, with their maps, ships and rules kept as data you can change.</source>
        <translation>Пять космических настольных игр против друзей или компьютера; их карты, корабли и правила хранятся в виде данных, которые можно менять.</translation>
    </message>
    <message>
        <source>Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.</source>
        <translation>Galaxy of D следует книге правил версии 1.0 от 24 мая 2009 года. Остальные игры появятся по мере написания их движков правил.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <extracomment>The About dialog: %1: the version of the Qt libraries, e.g. &apos;6.4.2&apos;.</extracomment>
        <translation>Собрано с Qt %1.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Распространяется на условиях GNU General Public License версии 3 или более поздней.</translation>
    </message>
</context>
<context>
    <name>DamagedAutosaveDialog</name>
    <message>
        <source>The autosaved game cannot be continued</source>
        <extracomment>The home page: the title of the message when the autosaved game cannot be loaded.</extracomment>
        <translation>Автосохранённую партию нельзя продолжить</translation>
    </message>
    <message>
        <source>Discard the autosaved game?</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>Удалить автосохранённую партию?</translation>
    </message>
    <message>
        <source>The autosaved game is deleted for good; Continue goes away until the next game.</source>
        <extracomment>The question before deleting the autosaved game that cannot be loaded.</extracomment>
        <translation>Автосохранённая партия будет удалена навсегда; «Продолжить» исчезнет до следующей партии.</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Choose…</source>
        <extracomment>A file chooser (e.g. in the new game dialog): a button that opens the file dialog (a verb). Short.</extracomment>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Default</source>
        <extracomment>A file chooser: a button that goes back to the default file (the shipped content; a noun or adjective). Short.</extracomment>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Data files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Файлы данных (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>GalacticWarfare</name>
    <message>
        <source>the game is over</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move).</extracomment>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>no such charge now: a charge goes diagonally forward onto a vacant dark square</source>
        <extracomment>Galactic Warfare: why a click does nothing (a ship&apos;s move). A dark square: the board is a checkerboard of light and dark squares; ships move on the dark ones only.</extracomment>
        <translation>такого прорыва сейчас нет: прорыв идёт по диагонали вперёд на свободную тёмную клетку</translation>
    </message>
    <message>
        <source>no such attack now: the target must be an enemy diagonally ahead with the square beyond vacant</source>
        <extracomment>Galactic Warfare: why a click does nothing (an attack on an enemy ship).</extracomment>
        <translation>такой атаки сейчас нет: целью должен быть противник по диагонали впереди, а клетка за ним должна быть свободна</translation>
    </message>
    <message>
        <source>only a stuck ship may try to retreat, and only into a vacant square of its home planet</source>
        <extracomment>Galactic Warfare: why a click does nothing. A stuck ship: one at the enemy planet that cannot enter it.</extracomment>
        <translation>попытаться отступить может только застрявший корабль, и только на свободную клетку своей родной планеты</translation>
    </message>
    <message>
        <source>a player may pass only without a legal move</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>пасовать можно, только если нет допустимого хода</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <extracomment>Galactic Warfare: why a click on a card does nothing.</extracomment>
        <translation>эту карту сейчас нельзя сыграть</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <extracomment>Galactic Warfare: why a click does nothing.</extracomment>
        <translation>сейчас это недопустимое действие</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Galactic Warfare: the side that starts at the bottom of the board (a side&apos;s name).</extracomment>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>Galactic Warfare: the side that starts at the top of the board (a side&apos;s name).</extracomment>
        <translation>Синие</translation>
    </message>
    <message>
        <source>Before your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>Перед вашим ходом</translation>
    </message>
    <message>
        <source>In a battle, before the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>В сражении, до броска</translation>
    </message>
    <message>
        <source>In a battle, after the roll</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>В сражении, после броска</translation>
    </message>
    <message>
        <source>In a battle</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>В сражении</translation>
    </message>
    <message>
        <source>After your move</source>
        <extracomment>Galactic Warfare: when a card may be played (shown on the card).</extracomment>
        <translation>После вашего хода</translation>
    </message>
    <message>
        <source>A card is drawn.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden).</extracomment>
        <translation>Из колоды взята карта.</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s).</source>
        <extracomment>Galactic Warfare log: the cards dealt before the game (not named: hands are hidden). %n: cards in each hand.</extracomment>
        <translation>
            <numerusform>Каждый игрок получает %n карту.</numerusform>
            <numerusform>Каждый игрок получает %n карты.</numerusform>
            <numerusform>Каждый игрок получает %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>White rolls %1, Blue rolls %2.</source>
        <extracomment>Galactic Warfare log: who moves first is rolled for. %1, %2: die faces 1-6, e.g. &apos;White rolls 5, Blue rolls 2.&apos;</extracomment>
        <translation>У Белых выпало %1, у Синих — %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 with %n dice.</source>
        <extracomment>Galactic Warfare log: a side&apos;s dice in a battle. %1: the side (&apos;White&apos;), %2: the sum, %3: the number of dice, e.g. &apos;Blue rolls 9 with 2 dice.&apos;</extracomment>
        <translation>
            <numerusform>%1 выбрасывают %2 на %n кубике.</numerusform>
            <numerusform>%1 выбрасывают %2 на %n кубиках.</numerusform>
            <numerusform>%1 выбрасывают %2 на %n кубиках.</numerusform>
        </translation>
    </message>
    <message>
        <source>Doubles: the stuck ship may go home.</source>
        <extracomment>Galactic Warfare log: a stuck ship&apos;s retreat attempt succeeds.</extracomment>
        <translation>Дубль: застрявший корабль может вернуться домой.</translation>
    </message>
    <message>
        <source>No doubles: the stuck ship stays.</source>
        <translation>Не дубль: застрявший корабль остаётся.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 ходят первыми.</translation>
    </message>
    <message>
        <source>%1 lets %2 move first.</source>
        <extracomment>Galactic Warfare log: %1, %2: sides, e.g. &apos;White lets Blue move first.&apos;</extracomment>
        <translation>%1 уступают первый ход: первыми ходят %2.</translation>
    </message>
    <message>
        <source>%1 leaves the choice to the other player.</source>
        <extracomment>Galactic Warfare log: the choice of who starts passes to the other player. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 оставляют выбор другому игроку.</translation>
    </message>
    <message>
        <source>%1 charges from %2 to %3.</source>
        <extracomment>Galactic Warfare log: a ship moves. %1: a side, %2, %3: squares, e.g. &apos;White charges from c2 to d3.&apos;</extracomment>
        <translation>%1 прорываются с %2 на %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2, %3: squares, e.g. &apos;White attacks e5 from d4.&apos;</extracomment>
        <translation>%1 атакуют %2 с %3.</translation>
    </message>
    <message>
        <source>%1 tries to bring the stuck ship on %2 home.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a square, e.g. &apos;Blue tries to bring the stuck ship on c1 home.&apos;</extracomment>
        <translation>%1 пытаются вернуть домой застрявший корабль с %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <extracomment>Galactic Warfare log: a player without a legal move. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 не могут ходить и пасуют.</translation>
    </message>
    <message>
        <source>%1 plays %2: from %3 to %4.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3, %4: squares, e.g. &apos;White plays Saboteur: from f6 to c2.&apos;</extracomment>
        <translation>%1 играют карту «%2»: с %3 на %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, %3: a square, e.g. &apos;Blue plays Tractor Beam on c1.&apos;</extracomment>
        <translation>%1 играют карту «%2» на %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <extracomment>Galactic Warfare log: %1: a side, %2: a card&apos;s name, e.g. &apos;Blue plays Reinforcements.&apos;</extracomment>
        <translation>%1 играют карту «%2».</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 завершают ход.</translation>
    </message>
    <message>
        <source>%1 makes no further charge.</source>
        <extracomment>Galactic Warfare log: a player does not use the extra charge a card allowed. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 отказываются от ещё одного прорыва.</translation>
    </message>
    <message>
        <source>%1 plays no card.</source>
        <extracomment>Galactic Warfare log: in a battle. %1: a side, e.g. &apos;White&apos;.</extracomment>
        <translation>%1 не играют карту.</translation>
    </message>
    <message>
        <source>%1 sends the retreating ship to %2.</source>
        <extracomment>Galactic Warfare log: where a retreating ship goes in its home planet. %1: a side (who chose), %2: a square, e.g. &apos;Blue sends the retreating ship to d0.&apos;</extracomment>
        <translation>%1 отправляют отступающий корабль на %2.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galactic Warfare log: %1: a side, e.g. &apos;Blue&apos;.</extracomment>
        <translation>%1 сдаются.</translation>
    </message>
    <message>
        <source>%1 wins the battle, %2 against %3, and captures the ship on %4.</source>
        <extracomment>Galactic Warfare log: a battle decided. %1: the winning (attacking) side, %2: its sum, %3: the defender&apos;s sum, %4: the square of the captured ship, e.g. &apos;White wins the battle, 9 against 4, and captures the ship on d5.&apos;</extracomment>
        <translation>Сражение выигрывают %1, %2 против %3, и захватывают корабль на %4.</translation>
    </message>
    <message>
        <source>%1 holds, %2 against %3: the attacker retreats.</source>
        <extracomment>Galactic Warfare log: a battle decided for the defender. %1: the defending side, %2: its sum, %3: the attacker&apos;s sum, e.g. &apos;Blue holds, 7 against 5: the attacker retreats.&apos;</extracomment>
        <translation>%1 удерживают позицию, %2 против %3: атакующий отступает.</translation>
    </message>
    <message>
        <source>A tie: the dice are rolled again.</source>
        <extracomment>Galactic Warfare log: both sums of a battle were equal.</extracomment>
        <translation>Ничья: кубики бросают заново.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>Galactic Warfare log: a card drawn from the deck (not named: hands are hidden). %1: a side, e.g. &apos;White&apos; (helper 20: who drew?).</extracomment>
        <translation>%1 берёт карту.</translation>
    </message>
</context>
<context>
    <name>GalacticWarfareContent</name>
    <message>
        <source>Galactic Warfare cards</source>
        <extracomment>Galactic Warfare: the name of the shipped card deck (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Карты Galactic Warfare</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Подкрепление</translation>
    </message>
    <message>
        <source>Roll 1 more die in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reinforcements&quot;.</extracomment>
        <translation>Бросьте в этом сражении на 1 кубик больше.</translation>
    </message>
    <message>
        <source>Full Barrage</source>
        <extracomment>Galactic Warfare: the name of a card (extra-dice; a title, keep it short).</extracomment>
        <translation>Шквальный огонь</translation>
    </message>
    <message>
        <source>Roll 2 more dice in this battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Full Barrage&quot;.</extracomment>
        <translation>Бросьте в этом сражении на 2 кубика больше.</translation>
    </message>
    <message>
        <source>Second Salvo</source>
        <extracomment>Galactic Warfare: the name of a card (reroll; a title, keep it short).</extracomment>
        <translation>Второй залп</translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Second Salvo&quot;.</extracomment>
        <translation>Перебросьте свои кубики этого сражения; считается новая сумма.</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <extracomment>Galactic Warfare: the name of a card (shield; a title, keep it short).</extracomment>
        <translation>Дефлекторный щит</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Deflector Shield&quot;.</extracomment>
        <translation>Защитник: отмените атаку. Сражения нет; атакующий остаётся на месте, а его ход потрачен.</translation>
    </message>
    <message>
        <source>Afterburners</source>
        <extracomment>Galactic Warfare: the name of a card (extra-charge; a title, keep it short).</extracomment>
        <translation>Форсаж</translation>
    </message>
    <message>
        <source>After your move: one of your ships makes one more charge.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Afterburners&quot;.</extracomment>
        <translation>После вашего хода: один из ваших кораблей совершает ещё один прорыв.</translation>
    </message>
    <message>
        <source>Hyperdrive</source>
        <extracomment>Galactic Warfare: the name of a card (double-charge; a title, keep it short).</extracomment>
        <translation>Гипердвигатель</translation>
    </message>
    <message>
        <source>Before your move: if your move is a charge, the same ship may charge once more.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hyperdrive&quot;.</extracomment>
        <translation>Перед вашим ходом: если ваш ход — прорыв, тот же корабль может прорваться ещё раз.</translation>
    </message>
    <message>
        <source>Reverse Thrusters</source>
        <extracomment>Galactic Warfare: the name of a card (backward-charge; a title, keep it short).</extracomment>
        <translation>Обратная тяга</translation>
    </message>
    <message>
        <source>Tractor Beam</source>
        <extracomment>Galactic Warfare: the name of a card (rescue-stuck; a title, keep it short).</extracomment>
        <translation>Притягивающий луч</translation>
    </message>
    <message>
        <source>Planetary Defence</source>
        <extracomment>Galactic Warfare: the name of a card (repel-invader; a title, keep it short).</extracomment>
        <translation>Планетарная оборона</translation>
    </message>
    <message>
        <source>Before your move: an enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Planetary Defence&quot;.</extracomment>
        <translation>Перед вашим ходом: вражеский корабль на вашей родной планете отступает на выбранную вами свободную клетку своей родной планеты или выбывает из игры, если такой нет.</translation>
    </message>
    <message>
        <source>Saboteur</source>
        <extracomment>Galactic Warfare: the name of a card (steal-power-up; a title, keep it short).</extracomment>
        <translation>Диверсант</translation>
    </message>
    <message>
        <source>Before your move: move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Saboteur&quot;.</extracomment>
        <translation>Перед вашим ходом: переместите одно усиление из-под вражеского корабля под один из ваших кораблей, у которого их меньше допустимого максимума.</translation>
    </message>
    <message>
        <source>Jamming Signal</source>
        <extracomment>Galactic Warfare: the name of a card (cancel-card; a title, keep it short).</extracomment>
        <translation>Помехи</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Jamming Signal&quot;.</extracomment>
        <translation>В сражении, когда противник играет карту: эта карта не действует.</translation>
    </message>
    <message>
        <source>Sensor Scrambler</source>
        <extracomment>Galactic Warfare: the name of a card (fewer-dice; a title, keep it short).</extracomment>
        <translation>Подавитель сенсоров</translation>
    </message>
    <message>
        <source>Your opponent rolls 1 die fewer in this battle (at least 1).</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Sensor Scrambler&quot;.</extracomment>
        <translation>Противник бросает в этом сражении на 1 кубик меньше (но не меньше 1).</translation>
    </message>
    <message>
        <source>Escape Pod</source>
        <extracomment>Galactic Warfare: the name of a card (evasive-retreat; a title, keep it short).</extracomment>
        <translation>Спасательная капсула</translation>
    </message>
    <message>
        <source>Defender, after the roll: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Escape Pod&quot;.</extracomment>
        <translation>Защитник, после броска: если вы проиграете это сражение, ваш корабль вместо захвата отступает на выбранную вами свободную клетку вашей родной планеты.</translation>
    </message>
    <message>
        <source>Supply Drop</source>
        <extracomment>Galactic Warfare: the name of a card (draw-cards; a title, keep it short).</extracomment>
        <translation>Снабжение</translation>
    </message>
    <message>
        <source>After your move: draw 2 cards.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Supply Drop&quot;.</extracomment>
        <translation>После вашего хода: возьмите 2 карты.</translation>
    </message>
    <message>
        <source>Tactical Edge</source>
        <extracomment>Galactic Warfare: the name of a card (win-ties; a title, keep it short).</extracomment>
        <translation>Тактическое преимущество</translation>
    </message>
    <message>
        <source>After the roll, when the sums are equal: you win the battle.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tactical Edge&quot;.</extracomment>
        <translation>После броска, если суммы равны: вы выигрываете сражение.</translation>
    </message>
    <message>
        <source>Hold the Line</source>
        <extracomment>Galactic Warfare: the name of a card (hold-the-line; a title, keep it short).</extracomment>
        <translation>Держать строй</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship (one ship as a power-up, the rest discarded) instead of letting it retreat.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Hold the Line&quot;.</extracomment>
        <translation>Защитник: если вы выиграете это сражение, вы захватываете атакующий корабль (один корабль как усиление, остальные сбрасываются) вместо того, чтобы дать ему отступить.</translation>
    </message>
    <message>
        <source>Standard board</source>
        <extracomment>Galactic Warfare: the name of the shipped board (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Стандартное поле</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galactic Warfare: the name of the shipped ruleset (a noun phrase, seen in the Workshop).</extracomment>
        <translation>Стандартные правила</translation>
    </message>
    <message>
        <source>Before your move: one of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll. Then make your move.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Tractor Beam&quot;.</extracomment>
        <translation>Перед вашим ходом: один из ваших кораблей, который не может ни прорываться, ни атаковать, без броска возвращается на свободную клетку вашей родной планеты. Затем сделайте свой ход.</translation>
    </message>
    <message>
        <source>Before your move: this turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Galactic Warfare: the rules text of the card &quot;Reverse Thrusters&quot;.</extracomment>
        <translation>Перед вашим ходом: в этот ход вашим ходом будет прорыв по диагонали назад, на поле боя.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommand</name>
    <message>
        <source>%1 metal</source>
        <extracomment>An amount of metal (a resource of Galaxy Command). %1: a number, e.g. &apos;3 metal&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 ед. металла</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>An amount of wealth (a resource of Galaxy Command). %1: a number, e.g. &apos;2 wealth&apos;. Used inside other texts of the log and the cards.</extracomment>
        <translation>%1 ед. богатства</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Conceded</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player who gave up the game (in the results and the game over summary).</extracomment>
        <translation>Сдался</translation>
    </message>
    <message>
        <source>Home world lost</source>
        <extracomment>Galaxy Command: the result&apos;s title of a player whose home world revolted (out of the game), in the results and the game over summary.</extracomment>
        <translation>Родной мир потерян</translation>
    </message>
    <message>
        <source>against the aligned system with the least resistance</source>
        <translation>против присоединённой системы с наименьшим сопротивлением</translation>
    </message>
    <message>
        <source>against the system aligned last</source>
        <translation>против последней присоединённой системы</translation>
    </message>
    <message>
        <source>players with military strength %1 or more roll the die</source>
        <extracomment>Galaxy Command: who an event card strikes (on the event card and in the log). %1: a number, e.g. &apos;players with military strength 3 or more roll the die&apos;.</extracomment>
        <translation>игроки с военной мощью %1 и больше бросают кубик</translation>
    </message>
    <message>
        <source>players with %1 or more metal in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of metal, e.g. &apos;players with 3 or more metal in storage&apos;.</extracomment>
        <translation>игроки с запасом металла %1 и больше</translation>
    </message>
    <message>
        <source>players with %1 or more wealth in storage</source>
        <extracomment>Galaxy Command: who a raid strikes (on the event card and in the log). %1: a number of wealth, e.g. &apos;players with 3 or more wealth in storage&apos;.</extracomment>
        <translation>игроки с запасом богатства %1 и больше</translation>
    </message>
    <message>
        <source>players with military strength %1 or less, against the system aligned last</source>
        <extracomment>Galaxy Command: who a border ambush strikes (on the event card and in the log). %1: a military strength, e.g. &apos;players with military strength 1 or less, ...&apos;.</extracomment>
        <translation>игроки с военной мощью %1 и меньше, против последней присоединённой системы</translation>
    </message>
    <message>
        <source>add %1 to metal storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>+%1 к запасу металла</translation>
    </message>
    <message>
        <source>add %1 to wealth storage</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for the year (on the card and in the log). %1: a number, e.g. &apos;add 2 to wealth storage&apos;.</extracomment>
        <translation>+%1 к запасу богатства</translation>
    </message>
    <message>
        <source>no production next turn</source>
        <translation>нет производства на следующем ходу</translation>
    </message>
    <message>
        <source>revolt force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the revolting force gets a bonus. %1: a number, e.g. &apos;revolt force roll +2&apos;.</extracomment>
        <translation>бросок силы восстания +%1</translation>
    </message>
    <message>
        <source>invasion force roll +%1</source>
        <extracomment>Galaxy Command: an event card&apos;s effect: the die roll of the invading force gets a bonus. %1: a number, e.g. &apos;invasion force roll +3&apos;.</extracomment>
        <translation>бросок силы вторжения +%1</translation>
    </message>
    <message>
        <source>no event</source>
        <extracomment>Galaxy Command: an event card&apos;s effect for a year in which it does nothing (on the card and in the log).</extracomment>
        <translation>нет события</translation>
    </message>
    <message>
        <source>lose %1 military strength on a roll of %2 or more</source>
        <extracomment>Galaxy Command: a military coup&apos;s effect (on the card and in the log). %1: how much military strength, %2: the die roll needed, e.g. &apos;lose 1 military strength on a roll of 4 or more&apos;.</extracomment>
        <translation>потеря %1 ед. военной мощи при броске %2 и больше</translation>
    </message>
    <message>
        <source>lose %1 metal</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>потеря %1 ед. металла</translation>
    </message>
    <message>
        <source>lose %1 wealth</source>
        <extracomment>Galaxy Command: a raid&apos;s effect (on the card and in the log). %1: a number, e.g. &apos;lose 2 wealth&apos;.</extracomment>
        <translation>потеря %1 ед. богатства</translation>
    </message>
    <message>
        <source>with %1, collect half (rounded up) instead of nothing</source>
        <extracomment>Galaxy Command: a note on the strike event card. %1: the name of the technology &apos;Robot Workers&apos;.</extracomment>
        <translation>с технологией «%1» — половина производства (с округлением вверх)</translation>
    </message>
    <message>
        <source>+1 system resistance with %1</source>
        <extracomment>Galaxy Command: a note on the revolt and invasion event cards. %1: the name of a technology, e.g. &apos;Hyper Television&apos;.</extracomment>
        <translation>+1 к сопротивлению систем с технологией «%1»</translation>
    </message>
    <message>
        <source>Not concerned</source>
        <extracomment>Galaxy Command: what an event card did to a player it does not strike (&quot;Player 2: Not concerned&quot;), on the event card and in the log.</extracomment>
        <translation>Не затронут</translation>
    </message>
    <message>
        <source>No system in the Empire: the home world revolts, out of the game</source>
        <translation>В Империи нет систем: восстание в родном мире, игрок выбывает</translation>
    </message>
    <message>
        <source>Storage full: nothing added</source>
        <translation>Запас полон: ничего не добавлено</translation>
    </message>
    <message>
        <source>Nothing lost</source>
        <extracomment>Galaxy Command: a raid&apos;s result for a player who had nothing to lose (&quot;Player 2: Nothing lost&quot;).</extracomment>
        <translation>Ничего не потеряно</translation>
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
        <translation>Половина производства на следующем ходу (Рабочие-роботы)</translation>
    </message>
    <message>
        <source>No production next turn</source>
        <translation>Нет производства на следующем ходу</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <extracomment>Galaxy Command: an event&apos;s result for a player when the event changes nothing (&quot;Player 2: Nothing happens&quot;).</extracomment>
        <translation>Ничего не происходит</translation>
    </message>
    <message>
        <source>Rolls the die…</source>
        <translation>Бросает кубик…</translation>
    </message>
    <message>
        <source>The coup succeeds (roll %1): military %2</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 5; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>Переворот удался (бросок %1): военная мощь %2</translation>
    </message>
    <message>
        <source>The coup fails (roll %1)</source>
        <extracomment>Galaxy Command: a military coup&apos;s result. %1: the die roll, e.g. 2.</extracomment>
        <translation>Переворот провалился (бросок %1)</translation>
    </message>
    <message>
        <source>A system of least resistance is drawn…</source>
        <translation>Выбирается система с наименьшим сопротивлением…</translation>
    </message>
    <message>
        <source>No system in the Empire: no effect</source>
        <translation>В Империи нет систем: без последствий</translation>
    </message>
    <message>
        <source>%1 is attacked…</source>
        <extracomment>Galaxy Command: a revolt or invasion before its die is rolled. %1: the name of the system attacked, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Атака на систему %1…</translation>
    </message>
    <message>
        <source>%1 + force %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a revolt&apos;s or invasion&apos;s attack. %1: the die roll, %2: the event&apos;s force, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + сила %2 = %3 против %4</translation>
    </message>
    <message>
        <source>%1 revolts and leaves the Empire (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 восстаёт и выходит из Империи (%2)</translation>
    </message>
    <message>
        <source>%1 stays loyal (%2)</source>
        <extracomment>Galaxy Command: a revolt&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 сохраняет верность (%2)</translation>
    </message>
    <message>
        <source>%1 falls to the invaders (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;4 + force 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 переходит к захватчикам (%2)</translation>
    </message>
    <message>
        <source>%1 repels the invasion (%2)</source>
        <extracomment>Galaxy Command: an invasion&apos;s result. %1: the system&apos;s name, e.g. &apos;Sirius&apos;; %2: the sum, e.g. &apos;2 + force 2 = 4 against 5&apos;.</extracomment>
        <translation>%1 отражает вторжение (%2)</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: aligned without a roll</source>
        <translation>Межзвёздная дипломатия: присоединена без броска</translation>
    </message>
    <message>
        <source>%1 + military %2 = %3 against %4</source>
        <extracomment>Galaxy Command: the sum of a player&apos;s attack on a system (explore or conquer). %1: the die roll, %2: the player&apos;s military strength, %3: the total, %4: the system&apos;s resistance, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + военная мощь %2 = %3 против %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Galaxy Command: an attack&apos;s sum with the system attacked. %1: the sum such as &apos;4 + military 2 = 6 against 5&apos;, %2: the system&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: aligned</source>
        <extracomment>Galaxy Command: an attack&apos;s result: the system joins the Empire. %1: the sum, e.g. &apos;4 + military 2 = 6 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1: присоединена</translation>
    </message>
    <message>
        <source>%1: not aligned, military strength falls to %2</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 2 = 4 against 5 (Sirius)&apos;; %2: the player&apos;s military strength after it, e.g. 1.</extracomment>
        <translation>%1: не присоединена, военная мощь падает до %2</translation>
    </message>
    <message>
        <source>%1: not aligned</source>
        <extracomment>Galaxy Command: a failed attack. %1: the sum, e.g. &apos;2 + military 0 = 2 against 5 (Sirius)&apos;.</extracomment>
        <translation>%1: не присоединена</translation>
    </message>
    <message>
        <source>collects nothing (strike)</source>
        <translation>ничего не собирает (забастовка)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Galaxy Command: what a player collects. %1: an amount of metal such as &apos;2 metal&apos;, %2: an amount of wealth such as &apos;1 wealth&apos;.</extracomment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>collects half (strike, Robot Workers): %1</source>
        <extracomment>Galaxy Command, log: a player collects during a strike thanks to the technology Robot Workers. %1: what, e.g. &apos;1 metal and 1 wealth&apos;. Follows the player&apos;s name (&quot;Player 1 collects ...&quot;).</extracomment>
        <translation>собирает половину (забастовка, Рабочие-роботы): %1</translation>
    </message>
    <message>
        <source>collects %1</source>
        <extracomment>Galaxy Command, log: follows the player&apos;s name (&quot;Player 1 collects 2 metal and 1 wealth&quot;). %1: what is collected.</extracomment>
        <translation>собирает %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost to full storage)</source>
        <extracomment>Galaxy Command, log: %1: what was collected, e.g. &apos;collects 2 metal and 1 wealth&apos;; %n: how many resources were lost because the storage was full.</extracomment>
        <translation>
            <numerusform>%1 (сверх запаса потеряно: %n)</numerusform>
            <numerusform>%1 (сверх запаса потеряно: %n)</numerusform>
            <numerusform>%1 (сверх запаса потеряно: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is concerned</source>
        <translation>Никто не затронут</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the log or the event card: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: what happened to that player, e.g. &apos;+2 metal&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 turns over %2 (resistance %3)</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system card turned over, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 переворачивает карту: %2 (сопротивление %3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the attack&apos;s sum and result, e.g. &apos;4 + military 2 = 6 against 5 (Sirius): aligned&apos;.</extracomment>
        <translation>%1 бросает кубик: %2</translation>
    </message>
    <message>
        <source>Red alert: %1 - %2: %3</source>
        <extracomment>Galaxy Command, log: a red alert card drawn. %1: the card&apos;s name, e.g. &apos;Pirate Raid&apos;; %2: who it strikes, e.g. &apos;players with 3 or more metal in storage&apos;; %3: its effect, e.g. &apos;lose 2 metal&apos;.</extracomment>
        <translation>Красная тревога: %1 — %2: %3</translation>
    </message>
    <message>
        <source>Event in place of the red alert: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn in place of a red alert. %1: the card&apos;s name, e.g. &apos;Strike&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Событие вместо красной тревоги: %1 — %2</translation>
    </message>
    <message>
        <source>Event: %1 - %2</source>
        <extracomment>Galaxy Command, log: an event card drawn. %1: the card&apos;s name, e.g. &apos;Derelict Ship&apos;; %2: its effect for the year, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Событие: %1 — %2</translation>
    </message>
    <message>
        <source>The revolt against %1 strikes %2 (resistance %3), drawn among the systems of least resistance</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 2&apos;; %2: the system struck, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1: восстание поражает систему %2 (сопротивление %3), выбранную жребием среди систем с наименьшим сопротивлением</translation>
    </message>
    <message>
        <source>%1 explores a distant system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 исследует дальнюю систему</translation>
    </message>
    <message>
        <source>%1 explores a near system</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 исследует ближнюю систему</translation>
    </message>
    <message>
        <source>%1 attacks %2 (resistance %3) to conquer it</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the system attacked, e.g. &apos;Sirius&apos;; %3: its resistance, a number.</extracomment>
        <translation>%1 атакует систему %2 (сопротивление %3), чтобы её завоевать</translation>
    </message>
    <message>
        <source>%1 bides time</source>
        <extracomment>Galaxy Command, log: the player does nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 выжидает</translation>
    </message>
    <message>
        <source>%1 trades %2 metal for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 metal for 1 wealth&apos;.</extracomment>
        <translation>%1 меняет %2 ед. металла на %3 ед. богатства</translation>
    </message>
    <message>
        <source>%1 trades %2 wealth for %3 metal</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2 and %3: numbers, e.g. &apos;trades 2 wealth for 1 metal&apos;.</extracomment>
        <translation>%1 меняет %2 ед. богатства на %3 ед. металла</translation>
    </message>
    <message>
        <source>%1 does not trade</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 не проводит обмен</translation>
    </message>
    <message>
        <source>%1 builds military strength, now %2</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: the player&apos;s military strength after building, e.g. 3.</extracomment>
        <translation>%1 наращивает военную мощь до %2</translation>
    </message>
    <message>
        <source>%1 discovers %2 for %3 wealth</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;; %2: a technology, e.g. &apos;Robot Workers&apos;; %3: its price, a number.</extracomment>
        <translation>%1 открывает технологию «%2» за %3 ед. богатства</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 заканчивает ход</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <extracomment>Galaxy Command, log: the player gives up the game. %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 сдаётся</translation>
    </message>
    <message>
        <source>%1 has nothing to explore or conquer and bides time</source>
        <extracomment>Galaxy Command, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;. &apos;Bide time&apos; is the game&apos;s term for doing nothing on the first step of a turn.</extracomment>
        <translation>%1: исследовать и завоёвывать нечего — выжидает</translation>
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
            <numerusform>Начинается год %1: впереди %n событие</numerusform>
            <numerusform>Начинается год %1: впереди %n события</numerusform>
            <numerusform>Начинается год %1: впереди %n событий</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>Этот игрок уже выбыл из игры.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Дождитесь кубика и карт.</translation>
    </message>
    <message>
        <source>Explore, conquer and bide time are the first step of a turn.</source>
        <translation>Исследование, завоевание и выжидание — первый этап хода.</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Такой карты системы нет.</translation>
    </message>
    <message>
        <source>This system is already explored.</source>
        <translation>Эта система уже исследована.</translation>
    </message>
    <message>
        <source>Distant systems need %1.</source>
        <extracomment>Galaxy Command: why a move is not allowed. %1: the name of the technology &apos;Forward Star Bases&apos;.</extracomment>
        <translation>Для дальних систем нужна технология «%1».</translation>
    </message>
    <message>
        <source>Distant systems wait until every explored near system is aligned.</source>
        <translation>Дальние системы ждут, пока все исследованные ближние системы не будут присоединены.</translation>
    </message>
    <message>
        <source>This system is face down: explore it first.</source>
        <translation>Эта система лежит рубашкой вверх: сначала исследуйте её.</translation>
    </message>
    <message>
        <source>This system is already aligned with the Empire.</source>
        <translation>Эта система уже присоединена к Империи.</translation>
    </message>
    <message>
        <source>Trading is only right after collecting, once per turn.</source>
        <translation>Обмен возможен только сразу после сбора, один раз за ход.</translation>
    </message>
    <message>
        <source>Trading needs %1 of what you give.</source>
        <extracomment>Galaxy Command: why a trade is not allowed. %1: a number, e.g. 2 (metal or wealth).</extracomment>
        <translation>Для обмена нужно %1 ед. отдаваемого ресурса.</translation>
    </message>
    <message>
        <source>Military strength is built in the build step.</source>
        <translation>Военная мощь наращивается на этапе строительства.</translation>
    </message>
    <message>
        <source>Military strength rises only once per turn.</source>
        <translation>Военную мощь можно нарастить только раз за ход.</translation>
    </message>
    <message>
        <source>Military strength is at its limit (%1).</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit, a number, e.g. 3.</extracomment>
        <translation>Военная мощь на пределе (%1).</translation>
    </message>
    <message>
        <source>Military strength above %1 needs %2.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1: the limit without the technology, e.g. 3; %2: the technology&apos;s name, &apos;Capital Ships&apos;.</extracomment>
        <translation>Для военной мощи выше %1 нужна технология «%2».</translation>
    </message>
    <message>
        <source>Building military strength costs %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command: why military strength cannot be built. %1 and %2: numbers.</extracomment>
        <translation>Наращивание военной мощи стоит %1 ед. металла и %2 ед. богатства.</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step.</source>
        <translation>Технологии открываются на этапе строительства.</translation>
    </message>
    <message>
        <source>There is no such technology.</source>
        <translation>Такой технологии нет.</translation>
    </message>
    <message>
        <source>This technology is already discovered.</source>
        <translation>Эта технология уже открыта.</translation>
    </message>
    <message>
        <source>Only one technology may be discovered per turn.</source>
        <translation>За ход можно открыть только одну технологию.</translation>
    </message>
    <message>
        <source>Not enough wealth: %1 costs %2.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered. %1: the technology&apos;s name, e.g. &apos;Robot Workers&apos;; %2: its price in wealth, a number.</extracomment>
        <translation>Не хватает богатства: «%1» стоит %2.</translation>
    </message>
    <message>
        <source>Discover %1 first: it comes before %2 on its row.</source>
        <extracomment>Galaxy Command: why a technology cannot be discovered yet. %1: the technology to discover first, %2: the technology chosen; both names such as &apos;Robot Workers&apos;.</extracomment>
        <translation>Сначала откройте технологию «%1»: в своём ряду она идёт перед «%2».</translation>
    </message>
    <message>
        <source>The turn ends after the build step.</source>
        <translation>Ход заканчивается после этапа строительства.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Сейчас этот ход недопустим.</translation>
    </message>
</context>
<context>
    <name>GalaxyCommandContent</name>
    <message>
        <source>Galaxy Command deck</source>
        <extracomment>Galaxy Command: the name of the card deck content file, seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Колода Galaxy Command</translation>
    </message>
    <message>
        <source>Canopus</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Канопус</translation>
    </message>
    <message>
        <source>Rigel</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Ригель</translation>
    </message>
    <message>
        <source>Deneb</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Денеб</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Альфа Центавра</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Звезда Барнарда</translation>
    </message>
    <message>
        <source>Sirius</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Сириус</translation>
    </message>
    <message>
        <source>Tau Ceti</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Тау Кита</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Эпсилон Эридана</translation>
    </message>
    <message>
        <source>Procyon</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Процион</translation>
    </message>
    <message>
        <source>Derelict Ship</source>
        <extracomment>Galaxy Command: the name of an event card (a wrecked ship found: gain metal). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Брошенный корабль</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: the name of an event card (the workers strike: no production next turn). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Забастовка</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy Command: the name of an event card (an asteroid mined: gain wealth). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Астероид</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: the name of an event card (a revolt against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Восстание</translation>
    </message>
    <message>
        <source>Large Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a big invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Крупные силы вторжения</translation>
    </message>
    <message>
        <source>Peaceful Colonization</source>
        <extracomment>Galaxy Command: the name of an event card (new colonists: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Мирная колонизация</translation>
    </message>
    <message>
        <source>Small Invasion Force</source>
        <extracomment>Galaxy Command: the name of an event card (a small invasion against one of your systems). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Малые силы вторжения</translation>
    </message>
    <message>
        <source>Peace and Quiet</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Мир и покой</translation>
    </message>
    <message>
        <source>Pirate Raid</source>
        <extracomment>Galaxy Command: the name of a red alert card (pirates raid your storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Пиратский налёт</translation>
    </message>
    <message>
        <source>Wolf 359</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Вольф 359</translation>
    </message>
    <message>
        <source>Lalande 21185</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Лаланд 21185</translation>
    </message>
    <message>
        <source>Ross 128</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Росс 128</translation>
    </message>
    <message>
        <source>Luyten&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Звезда Лейтена</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Звезда Каптейна</translation>
    </message>
    <message>
        <source>Gliese 581</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Глизе 581</translation>
    </message>
    <message>
        <source>Altair</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Альтаир</translation>
    </message>
    <message>
        <source>Fomalhaut</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Фомальгаут</translation>
    </message>
    <message>
        <source>Regulus</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Регул</translation>
    </message>
    <message>
        <source>Proxima</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Проксима</translation>
    </message>
    <message>
        <source>Ross 154</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Росс 154</translation>
    </message>
    <message>
        <source>Struve 2398</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Струве 2398</translation>
    </message>
    <message>
        <source>Groombridge 34</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Грумбридж 34</translation>
    </message>
    <message>
        <source>Epsilon Indi</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Эпсилон Индейца</translation>
    </message>
    <message>
        <source>Tau Bootis</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Тау Волопаса</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Звезда ван Маанена</translation>
    </message>
    <message>
        <source>Eta Cassiopeiae</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Эта Кассиопеи</translation>
    </message>
    <message>
        <source>Delta Pavonis</source>
        <extracomment>Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Дельта Павлина</translation>
    </message>
    <message>
        <source>Betelgeuse</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Бетельгейзе</translation>
    </message>
    <message>
        <source>Vega</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Вега</translation>
    </message>
    <message>
        <source>Antares</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Антарес</translation>
    </message>
    <message>
        <source>Aldebaran</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Альдебаран</translation>
    </message>
    <message>
        <source>Arcturus</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Арктур</translation>
    </message>
    <message>
        <source>Polaris</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Полярная</translation>
    </message>
    <message>
        <source>Spica</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Спика</translation>
    </message>
    <message>
        <source>Achernar</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Ахернар</translation>
    </message>
    <message>
        <source>Capella</source>
        <extracomment>Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the log and the rules; use your language&apos;s usual name for the star, or keep it.</extracomment>
        <translation>Капелла</translation>
    </message>
    <message>
        <source>Major Revolt</source>
        <extracomment>Galaxy Command: the name of an event card (a big revolt). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Большое восстание</translation>
    </message>
    <message>
        <source>General Strike</source>
        <extracomment>Galaxy Command: the name of an event card (a strike of all workers). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Всеобщая забастовка</translation>
    </message>
    <message>
        <source>Salvage Fleet</source>
        <extracomment>Galaxy Command: the name of an event card (a fleet that salvages wrecks: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Флот сборщиков</translation>
    </message>
    <message>
        <source>Extract Resources</source>
        <extracomment>Galaxy Command: the name of an event card (mining: gain a resource). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Добыча ресурсов</translation>
    </message>
    <message>
        <source>Quiet Year</source>
        <extracomment>Galaxy Command: the name of an event card (nothing happens this year). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Спокойный год</translation>
    </message>
    <message>
        <source>Siren Leader</source>
        <extracomment>Galaxy Command: the name of an event card (a leader who leads an invasion). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Вождь сирен</translation>
    </message>
    <message>
        <source>Military Coup</source>
        <extracomment>Galaxy Command: the name of a red alert card (the army seizes power: lose military strength on a high roll). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Военный переворот</translation>
    </message>
    <message>
        <source>Saboteurs</source>
        <extracomment>Galaxy Command: the name of a red alert card (saboteurs destroy storage). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Диверсанты</translation>
    </message>
    <message>
        <source>Border Ambush</source>
        <extracomment>Galaxy Command: the name of a red alert card (an ambush at the border: an invasion of the system aligned last). Seen on the card&apos;s title (short), in the log and the rules.</extracomment>
        <translation>Засада на границе</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Galaxy Command: the name of the technologies content file (the mat on which the technologies are printed), seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Планшет технологий</translation>
    </message>
    <message>
        <source>Capital Ships</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (big warships: military strength up to 5). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Линкоры</translation>
    </message>
    <message>
        <source>Military strength may rise above 3, up to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Capital Ships&apos;, seen on the technology mat.</extracomment>
        <translation>Военная мощь может превышать 3, вплоть до 5.</translation>
    </message>
    <message>
        <source>Forward Star Bases</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (bases that let you reach distant systems). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Передовые звёздные базы</translation>
    </message>
    <message>
        <source>Distant systems may be explored once every explored near system is aligned.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Forward Star Bases&apos;, seen on the technology mat.</extracomment>
        <translation>Дальние системы можно исследовать, как только все исследованные ближние системы присоединены.</translation>
    </message>
    <message>
        <source>Robot Workers</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (robots that work during a strike). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Рабочие-роботы</translation>
    </message>
    <message>
        <source>During a strike, collect half of your production (rounded up) instead of nothing.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Robot Workers&apos;, seen on the technology mat.</extracomment>
        <translation>Во время забастовки вы собираете половину производства (с округлением вверх), а не ничего.</translation>
    </message>
    <message>
        <source>Planetary Defenses</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (defences of your planets against invasions). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Планетарная оборона</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against invasions.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Planetary Defenses&apos;, seen on the technology mat.</extracomment>
        <translation>+1 к сопротивлению ваших систем вторжениям.</translation>
    </message>
    <message>
        <source>Hyper Television</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (television that keeps people loyal: against revolts). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Гипертелевидение</translation>
    </message>
    <message>
        <source>+1 to your systems&apos; resistance against revolts.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Hyper Television&apos;, seen on the technology mat.</extracomment>
        <translation>+1 к сопротивлению ваших систем восстаниям.</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (diplomacy: one explore or conquer without a roll). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Межзвёздная дипломатия</translation>
    </message>
    <message>
        <source>On your next turn only, one explore or conquer succeeds without a roll.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Diplomacy&apos;, seen on the technology mat.</extracomment>
        <translation>Только на вашем следующем ходу одно исследование или завоевание удаётся без броска.</translation>
    </message>
    <message>
        <source>Interspecies Commerce</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (trade between species: swap metal and wealth). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Межвидовая торговля</translation>
    </message>
    <message>
        <source>Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interspecies Commerce&apos;, seen on the technology mat.</extracomment>
        <translation>Раз за ход после сбора можно обменять 2 металла на 1 богатство или 2 богатства на 1 металл.</translation>
    </message>
    <message>
        <source>Interstellar Banking</source>
        <extracomment>Galaxy Command: the name of a technology on the technology mat (banks: bigger storage). Seen on the mat (short), in the log and the rules.</extracomment>
        <translation>Межзвёздные банки</translation>
    </message>
    <message>
        <source>Metal and wealth storage rise from 3 to 5.</source>
        <extracomment>Galaxy Command: the rule text of the technology &apos;Interstellar Banking&apos;, seen on the technology mat.</extracomment>
        <translation>Запас металла и богатства растёт с 3 до 5.</translation>
    </message>
    <message>
        <source>Full deck</source>
        <extracomment>Galaxy Command: the name of the standard rule set (played with every card of the deck), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Полная колода</translation>
    </message>
    <message>
        <source>Demoted</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (the worst: lowered in rank), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Разжалован</translation>
    </message>
    <message>
        <source>Remain a Commander</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (kept the rank of Commander), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Остаётся коммандером</translation>
    </message>
    <message>
        <source>Promoted to Captain</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Captain), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Повышен до капитана</translation>
    </message>
    <message>
        <source>Promoted to Commodore</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Commodore), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Повышен до коммодора</translation>
    </message>
    <message>
        <source>Promoted to Admiral</source>
        <extracomment>Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Admiral, the best), the game&apos;s term; the result&apos;s title.</extracomment>
        <translation>Повышен до адмирала</translation>
    </message>
    <message>
        <source>Original solitaire (18 cards)</source>
        <extracomment>Galaxy Command: the name of the rule set of the original solitaire game (played with 18 of the cards), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Исходная одиночная игра (18 карт)</translation>
    </message>
</context>
<context>
    <name>GalaxyFighters</name>
    <message>
        <source>a ship moves to a free adjacent space of its own atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a command of the turn).</extracomment>
        <translation>корабль перемещается на свободную соседнюю клетку своей атмосферы</translation>
    </message>
    <message>
        <source>at least one command die must be used</source>
        <extracomment>Galaxy Fighters: why a click does nothing (ending the turn before any die is used).</extracomment>
        <translation>нужно использовать хотя бы один кубик команд</translation>
    </message>
    <message>
        <source>no Fire symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>не осталось символов «Огонь»</translation>
    </message>
    <message>
        <source>no Move symbol is left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>не осталось символов «Манёвр»</translation>
    </message>
    <message>
        <source>no alien is ahead in the ship&apos;s column</source>
        <extracomment>Galaxy Fighters: why a click does nothing. A column: the line of spaces ahead of the ship.</extracomment>
        <translation>впереди в столбце корабля нет пришельцев</translation>
    </message>
    <message>
        <source>not enough Special symbols are left</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>осталось недостаточно символов «Спецход»</translation>
    </message>
    <message>
        <source>that has no target now</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a weapon, engine or special).</extracomment>
        <translation>сейчас для этого нет цели</translation>
    </message>
    <message>
        <source>that is not a choice now</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>сейчас это выбрать нельзя</translation>
    </message>
    <message>
        <source>the game is drawing a card or rolling a die</source>
        <extracomment>Galaxy Fighters: why a click does nothing (the computer deals a card or rolls).</extracomment>
        <translation>игра тянет карту или бросает кубик</translation>
    </message>
    <message>
        <source>the game is over</source>
        <extracomment>Galaxy Fighters: why a click does nothing.</extracomment>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>the invader can only go to a neighbouring district with room</source>
        <extracomment>Galaxy Fighters: why a click does nothing (where an invader goes when its district is full).</extracomment>
        <translation>захватчик может уйти только в соседний район, где есть место</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat&apos;s name when the player has none. %1: the seat&apos;s number from 1, e.g. &apos;Player 2&apos;.</extracomment>
        <translation>Игрок %1</translation>
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
        <translation>Огонь</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (move the ship).</extracomment>
        <translation>Манёвр</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s symbol (use the weapon system or engine).</extracomment>
        <translation>Спецход</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <extracomment>Galaxy Fighters: a command die&apos;s face that counts as either symbol.</extracomment>
        <translation>Огонь или спецход</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s shielded ship, which survives.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Пришелец %1 врезается в корабль района %2, но корабль под щитом и уцелевает.</translation>
    </message>
    <message>
        <source>A %1 crashes into %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Пришелец %1 врезается в корабль района %2.</translation>
    </message>
    <message>
        <source>A %1 is destroyed on a defence tile.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Пришелец %1 уничтожен на жетоне защиты.</translation>
    </message>
    <message>
        <source>A %1 is destroyed by a Drone.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;.</extracomment>
        <translation>Пришелец %1 уничтожен дроном.</translation>
    </message>
    <message>
        <source>A %1 invades %2.</source>
        <extracomment>Galaxy Fighters, log: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: a district.</extracomment>
        <translation>Пришелец %1 вторгается в район %2.</translation>
    </message>
    <message>
        <source>Alien frenzy!</source>
        <extracomment>Galaxy Fighters, log: a stack of aliens all move at once, each its own way.</extracomment>
        <translation>Ярость пришельцев!</translation>
    </message>
    <message>
        <source>%1&apos;s ship is destroyed.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Корабль района %1 уничтожен.</translation>
    </message>
    <message>
        <source>%1 is invaded.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Район %1 захвачен.</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: aliens placed by the spawn card.</extracomment>
        <translation>
            <numerusform>%n пришелец высаживается.</numerusform>
            <numerusform>%n пришельца высаживаются.</numerusform>
            <numerusform>%n пришельцев высаживаются.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters, log: aliens shot by the ship.</extracomment>
        <translation>
            <numerusform>%n пришелец уничтожен.</numerusform>
            <numerusform>%n пришельца уничтожено.</numerusform>
            <numerusform>%n пришельцев уничтожено.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: aliens that move in the approach (invaders and crashes included).</extracomment>
        <translation>
            <numerusform>%n пришелец наступает.</numerusform>
            <numerusform>%n пришельца наступают.</numerusform>
            <numerusform>%n пришельцев наступают.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district, e.g. &apos;Rocketown&apos;; %2: a ship card, e.g. &apos;Gladius&apos;.</extracomment>
        <translation>%1 получает корабль «%2».</translation>
    </message>
    <message>
        <source>A spawn card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters, log: %1: the district whose turn begins, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Карта волны читается со стороны района %1.</translation>
    </message>
    <message>
        <source>%1 fits the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a weapon system, e.g. &apos;Laser Beam&apos;.
----------
Galaxy Fighters, log: %1: a district; %2: an engine modification, e.g. &apos;Repulsor&apos;.</extracomment>
        <translation>%1 устанавливает «%2».</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: a bonus command tile, e.g. &apos;Lucky Star&apos;.</extracomment>
        <translation>%1 берёт жетон «%2».</translation>
    </message>
    <message>
        <source>%1 fires.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 открывает огонь.</translation>
    </message>
    <message>
        <source>%1 fires the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its weapon system, e.g. &apos;Wide Beam&apos;.</extracomment>
        <translation>%1 применяет оружие «%2».</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its engine modification, e.g. &apos;Deflector&apos;.</extracomment>
        <translation>%1 включает «%2».</translation>
    </message>
    <message>
        <source>%1 uses the special weapon of the %2.</source>
        <extracomment>Galaxy Fighters, log: %1: a district; %2: its ship card, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>%1 применяет спецоружие корабля «%2».</translation>
    </message>
    <message>
        <source>%1 rerolls the unused dice.</source>
        <extracomment>Galaxy Fighters, log: %1: a district.</extracomment>
        <translation>%1 перебрасывает неиспользованные кубики.</translation>
    </message>
    <message>
        <source>The invader goes on to %1.</source>
        <extracomment>Galaxy Fighters, log: %1: a district the invader goes to, e.g. &apos;Novaport&apos;.</extracomment>
        <translation>Захватчик летит дальше, в район %1.</translation>
    </message>
    <message>
        <source>%1 gives up for the team.</source>
        <extracomment>Galaxy Fighters, log: %1: a player&apos;s name, e.g. &apos;Player 1&apos;.</extracomment>
        <translation>%1 сдаётся за всю команду.</translation>
    </message>
    <message>
        <source>The districts are saved</source>
        <extracomment>Galaxy Fighters: the title of the end of a won game.</extracomment>
        <translation>Районы спасены</translation>
    </message>
    <message>
        <source>The aliens have won</source>
        <translation>Пришельцы победили</translation>
    </message>
    <message>
        <source>The team gave up.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>Команда сдалась.</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s) invaded.</source>
        <extracomment>Galaxy Fighters: why the game was lost.</extracomment>
        <translation>
            <numerusform>Захвачен %n район.</numerusform>
            <numerusform>Захвачено %n района.</numerusform>
            <numerusform>Захвачено %n районов.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shipyard is empty.</source>
        <extracomment>Galaxy Fighters: why the game was lost (no backup ship is left).</extracomment>
        <translation>Верфь пуста.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n alien(s) destroyed.</source>
        <extracomment>Galaxy Fighters: the end of a game. %1: why it ended, a sentence.</extracomment>
        <translation>
            <numerusform>%1 Уничтожен %n пришелец.</numerusform>
            <numerusform>%1 Уничтожено %n пришельца.</numerusform>
            <numerusform>%1 Уничтожено %n пришельцев.</numerusform>
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
        <translation>Пришелец %1 уничтожен.</translation>
    </message>
    <message>
        <source>A %1 flies towards %2.</source>
        <extracomment>Galaxy Fighters board, a step of the approach: %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: the district it flies to, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Пришелец %1 летит к району %2.</translation>
    </message>
    <message>
        <source>%1&apos;s new ship waits shielded in its atmosphere.</source>
        <extracomment>Galaxy Fighters board, a step of what happens: a destroyed ship&apos;s replacement. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Новый корабль района %1 ждёт под щитом в своей атмосфере.</translation>
    </message>
    <message numerus="yes">
        <source>The starting card: %n alien(s) land.</source>
        <extracomment>Galaxy Fighters, log: the starting spawn card&apos;s aliens placed once every ship is ready.</extracomment>
        <translation>
            <numerusform>Стартовая карта: %n пришелец высаживается.</numerusform>
            <numerusform>Стартовая карта: %n пришельца высаживаются.</numerusform>
            <numerusform>Стартовая карта: %n пришельцев высаживаются.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s) pushed back.</source>
        <extracomment>Galaxy Fighters, log: aliens pushed back by a ship&apos;s engine or special weapon.</extracomment>
        <translation>
            <numerusform>%n пришелец отброшен.</numerusform>
            <numerusform>%n пришельца отброшены.</numerusform>
            <numerusform>%n пришельцев отброшены.</numerusform>
        </translation>
    </message>
    <message>
        <source>No alien approaches.</source>
        <extracomment>Galaxy Fighters, log: a turn ended and no alien faced the district.</extracomment>
        <translation>Ни один пришелец не наступает.</translation>
    </message>
    <message numerus="yes">
        <source>%n more alien(s) approach.</source>
        <extracomment>Galaxy Fighters, log and screen reader: the rest of an approach (after the player chose where an invader goes, or after a crash or an invasion).</extracomment>
        <translation>
            <numerusform>Наступает ещё %n пришелец.</numerusform>
            <numerusform>Наступают ещё %n пришельца.</numerusform>
            <numerusform>Наступают ещё %n пришельцев.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends its turn.</source>
        <extracomment>Galaxy Fighters, log: %1: a district. Then the aliens facing it move (said next).</extracomment>
        <translation>%1 заканчивает ход.</translation>
    </message>
    <message>
        <source>The spawn deck has run out and the sky is clear.</source>
        <extracomment>Galaxy Fighters: why the game was won.</extracomment>
        <translation>Колода волн закончилась, и небо чисто.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full, and goes on to %3.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full takes a neighbour&apos;s. %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;; %3: the neighbour, e.g. &apos;Atomville&apos;.</extracomment>
        <translation>%1 достигает заполненного района %2 и летит дальше в %3.</translation>
    </message>
    <message>
        <source>A %1 reaches %2, which is full.</source>
        <extracomment>Galaxy Fighters, log: an invader whose district&apos;s invader spaces are full; where it goes is chosen next (or no district has room). %1: an alien kind, e.g. &apos;Bluvol&apos;; %2: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1 достигает района %2, который заполнен.</translation>
    </message>
    <message>
        <source>The starting card is read from %1&apos;s side.</source>
        <extracomment>Galaxy Fighters board, a step: the starting spawn card shown before its aliens land (not a turn&apos;s card). %1: the district whose side it is read from, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Стартовая карта читается со стороны района %1.</translation>
    </message>
    <message>
        <source>no alien is in the weapon&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Weapon command does nothing.</extracomment>
        <translation>в зоне действия оружия нет пришельцев</translation>
    </message>
    <message>
        <source>the engine cannot take the ship to that space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (an engine that flies the ship, on a space it cannot reach).</extracomment>
        <translation>двигатель не может доставить корабль на эту клетку</translation>
    </message>
    <message>
        <source>no free space is within the engine&apos;s reach</source>
        <extracomment>Galaxy Fighters: why the Engine command does nothing (it flies the ship).</extracomment>
        <translation>в пределах досягаемости двигателя нет свободных клеток</translation>
    </message>
    <message>
        <source>the ship is shielded already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Deflector) does nothing.</extracomment>
        <translation>корабль уже под щитом</translation>
    </message>
    <message>
        <source>the closest alien ahead is in the last zone and cannot be pushed back</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing. Zones: the rows of the board counted from the district.</extracomment>
        <translation>ближайший пришелец впереди в последней зоне, его нельзя отбросить</translation>
    </message>
    <message>
        <source>the closest alien ahead has been pushed back once already</source>
        <extracomment>Galaxy Fighters: why the Engine command (Repulsor) does nothing.</extracomment>
        <translation>ближайшего пришельца впереди уже отбрасывали</translation>
    </message>
    <message>
        <source>this ship&apos;s special needs no command</source>
        <extracomment>Galaxy Fighters: why the Special command does nothing (its special is always on).</extracomment>
        <translation>особой способности этого корабля не нужна команда</translation>
    </message>
    <message>
        <source>the target must be a stack in deep space</source>
        <extracomment>Galaxy Fighters: why a click does nothing (Missile Command, on a wrong space).</extracomment>
        <translation>целью должна быть стопка в глубоком космосе</translation>
    </message>
    <message>
        <source>no alien is in deep space</source>
        <extracomment>Galaxy Fighters: why the Special command (Missile Command) does nothing.</extracomment>
        <translation>в глубоком космосе нет пришельцев</translation>
    </message>
    <message>
        <source>no defence tile is left</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>жетонов защиты не осталось</translation>
    </message>
    <message>
        <source>a defence tile goes on a free space of the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why a click does nothing (a defence tile, on a wrong space).</extracomment>
        <translation>жетон защиты кладётся на свободную клетку атмосферы корабля</translation>
    </message>
    <message>
        <source>no space of the ship&apos;s atmosphere is free</source>
        <extracomment>Galaxy Fighters: why the Special command (defence tiles) does nothing.</extracomment>
        <translation>в атмосфере корабля нет свободных клеток</translation>
    </message>
    <message>
        <source>no alien is to the left or right in the ship&apos;s row</source>
        <extracomment>Galaxy Fighters: why the Special command (Side Cannon) does nothing.</extracomment>
        <translation>в ряду корабля нет пришельцев ни слева, ни справа</translation>
    </message>
    <message>
        <source>no alien is in the ship&apos;s atmosphere</source>
        <extracomment>Galaxy Fighters: why the Special command (Nova Bomb) does nothing.</extracomment>
        <translation>в атмосфере корабля нет пришельцев</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n times).</source>
        <extracomment>Galaxy Fighters, log: a sentence that happened several times in one action. %1: the sentence without its full stop, e.g. &apos;A Yellum invades Rocketown&apos;; %n: how often (2 or more).</extracomment>
        <translation>
            <numerusform>%1 (%n раз).</numerusform>
            <numerusform>%1 (%n раза).</numerusform>
            <numerusform>%1 (%n раз).</numerusform>
        </translation>
    </message>
    <message>
        <source>this ship&apos;s bonus tile is not a reroll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing. The reroll tile: a bonus command tile.</extracomment>
        <translation>бонусный жетон этого корабля — не переброс</translation>
    </message>
    <message>
        <source>the reroll tile is used already this turn</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (once a turn).</extracomment>
        <translation>жетон переброса уже использован в этом ходу</translation>
    </message>
    <message>
        <source>no die is left to roll</source>
        <extracomment>Galaxy Fighters: why the Reroll command does nothing (every die is used).</extracomment>
        <translation>не осталось кубиков для броска</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <extracomment>Galaxy Fighters, log: the unused dice rolled again with the reroll tile. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move&apos;.</extracomment>
        <translation>%1 перебрасывает: %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <extracomment>Galaxy Fighters, log: a turn&apos;s command dice. %1: a district, e.g. &apos;Rocketown&apos;; %2: the faces, e.g. &apos;Fire, Move, Move, Special&apos;.</extracomment>
        <translation>%1 выбрасывает: %2.</translation>
    </message>
    <message>
        <source>%1 moves its ship to zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: a ship moves in its atmosphere. %1: a district; %2: the zone (1 nearest the district, 3 farthest); %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 перемещает свой корабль в зону %2, столбец %3.</translation>
    </message>
    <message>
        <source>%1 places a defence tile at zone %2, column %3.</source>
        <extracomment>Galaxy Fighters, log: the Phalanx&apos;s special. %1: a district; %2: the zone (1-3) of its atmosphere; %3: the column from the pilot&apos;s left (1-5).</extracomment>
        <translation>%1 кладёт жетон защиты в зону %2, столбец %3.</translation>
    </message>
</context>
<context>
    <name>GalaxyFightersContent</name>
    <message>
        <source>Exovon spawn deck</source>
        <extracomment>Galaxy Fighters: the name of the shipped spawn deck (the cards that say where alien invaders land). Seen in the Workshop and the game&apos;s setup.</extracomment>
        <translation>Колода волн эксовонов</translation>
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
        <translation>Карты кораблей</translation>
    </message>
    <message>
        <source>Astro Wing</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Astro Wing</translation>
    </message>
    <message>
        <source>Missile Command: destroy the top alien of any stack in deep space.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Ракетный удар: уничтожьте верхнего пришельца любой стопки в глубоком космосе.</translation>
    </message>
    <message>
        <source>Phalanx</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Phalanx</translation>
    </message>
    <message>
        <source>Shielded Defense System: place one of your 2 defence tiles on a free space of your atmosphere; an alien that moves into it is destroyed, and it blocks shots too.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon. A defence tile is a marker placed on a space of the board.</extracomment>
        <translation>Защищённая система обороны: поставьте один из своих 2 жетонов защиты на свободную клетку своей атмосферы; пришелец, вошедший на неё, уничтожается, а ещё жетон блокирует выстрелы.</translation>
    </message>
    <message>
        <source>Gladius</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Gladius</translation>
    </message>
    <message>
        <source>Helper Drone: a Drone follows your ship into the space it left, and an alien that stops on it is destroyed.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special. The Drone is a small helper craft.</extracomment>
        <translation>Дрон-помощник: дрон следует за вашим кораблём на покинутую им клетку, и пришелец, остановившийся на дроне, уничтожается.</translation>
    </message>
    <message>
        <source>Broadside</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Broadside</translation>
    </message>
    <message>
        <source>Side Cannon: destroy the closest alien to the left or right of your ship in its row.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Бортовое орудие: уничтожьте ближайшего пришельца слева или справа от вашего корабля в его ряду.</translation>
    </message>
    <message>
        <source>Supernova</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Supernova</translation>
    </message>
    <message>
        <source>Nova Bomb: destroy the top alien of every stack in your atmosphere.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special weapon.</extracomment>
        <translation>Нова-бомба: уничтожьте верхнего пришельца каждой стопки в вашей атмосфере.</translation>
    </message>
    <message>
        <source>Comet</source>
        <extracomment>Galaxy Fighters: the name of a fighter ship card (a proper name).</extracomment>
        <translation>Comet</translation>
    </message>
    <message>
        <source>Extra Die: roll one more command die every turn.</source>
        <extracomment>Galaxy Fighters: the rules text of a ship card&apos;s special.</extracomment>
        <translation>Дополнительный кубик: каждый ход бросайте на один кубик команд больше.</translation>
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
        <translation>Спецоружия нет, зато подходит любая модификация двигателя.</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Galaxy Fighters: the name of the content file of the weapons, engines and tiles.</extracomment>
        <translation>Снаряжение кокпита</translation>
    </message>
    <message>
        <source>Wide Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Широкий луч</translation>
    </message>
    <message>
        <source>Aim like Fire: every alien in the zone of the closest alien in your column is hit, into your neighbours&apos; atmospheres too.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text. A column is a line of spaces from the ship&apos;s district across the board; a zone a row of spaces.</extracomment>
        <translation>Наводится как «Огонь»: поражается каждый пришелец в зоне ближайшего пришельца в вашем столбце, включая атмосферы соседей.</translation>
    </message>
    <message>
        <source>Laser Beam</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Лазерный луч</translation>
    </message>
    <message>
        <source>Hit the top alien of every stack in your column, through deep space and into the opposite atmosphere.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Поразите верхнего пришельца каждой стопки в вашем столбце — через глубокий космос и вплоть до противоположной атмосферы.</translation>
    </message>
    <message>
        <source>Spread Shot</source>
        <extracomment>Galaxy Fighters: the name of a weapon system.</extracomment>
        <translation>Веерный выстрел</translation>
    </message>
    <message>
        <source>Hit the closest alien straight ahead and the closest on each forward diagonal.</source>
        <extracomment>Galaxy Fighters: a weapon system&apos;s rules text.</extracomment>
        <translation>Поразите ближайшего пришельца прямо впереди и ближайшего на каждой диагонали вперёд.</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Форсаж</translation>
    </message>
    <message>
        <source>Fly to a free space of your atmosphere up to 2 spaces away.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Перелетите на свободную клетку своей атмосферы не дальше чем за 2 клетки.</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Galaxy Fighters: the name of an engine modification.</extracomment>
        <translation>Варп-двигатель</translation>
    </message>
    <message>
        <source>Jump to any free space of your atmosphere.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Прыгните на любую свободную клетку своей атмосферы.</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it deflects what hits the ship).</extracomment>
        <translation>Дефлектор</translation>
    </message>
    <message>
        <source>Your ship is shielded until the start of your next turn.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Ваш корабль под щитом до начала вашего следующего хода.</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Galaxy Fighters: the name of an engine modification (it pushes aliens away).</extracomment>
        <translation>Репульсор</translation>
    </message>
    <message>
        <source>Push the closest alien in your column one zone back.</source>
        <extracomment>Galaxy Fighters: an engine modification&apos;s rules text.</extracomment>
        <translation>Отбросьте ближайшего пришельца в вашем столбце на одну зону назад.</translation>
    </message>
    <message>
        <source>Blaster Cell</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Fire symbol).</extracomment>
        <translation>Ячейка бластера</translation>
    </message>
    <message>
        <source>Adds a Fire symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Добавляет к вашему броску символ «Огонь».</translation>
    </message>
    <message>
        <source>Thruster Boost</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Move symbol).</extracomment>
        <translation>Импульс тяги</translation>
    </message>
    <message>
        <source>Adds a Move symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Добавляет к вашему броску символ «Манёвр».</translation>
    </message>
    <message>
        <source>Power Core</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it gives a Special symbol).</extracomment>
        <translation>Энергоядро</translation>
    </message>
    <message>
        <source>Adds a Special symbol to your roll.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Добавляет к вашему броску символ «Спецход».</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <extracomment>Galaxy Fighters: the name of a bonus command tile (it lets the player roll again).</extracomment>
        <translation>Счастливая звезда</translation>
    </message>
    <message>
        <source>Reroll all your unused command dice once.</source>
        <extracomment>Galaxy Fighters: a bonus command tile&apos;s rules text.</extracomment>
        <translation>Один раз перебросьте все свои неиспользованные кубики команд.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the easiest, for beginners).</extracomment>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the standard one).</extracomment>
        <translation>Пилот-эксперт</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Galaxy Fighters: a difficulty&apos;s name (the hardest).</extracomment>
        <translation>Ас</translation>
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
        <translation>Пираты</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>Galaxy of D, the log: a number of ships of one type. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: how many, e.g. &apos;Cruiser ×3&apos;.</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 bought nothing</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1: ничего не куплено</translation>
    </message>
    <message>
        <source>%1 bought %2</source>
        <extracomment>Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. &apos;Redog&apos;; %2: the ships, e.g. &apos;Cruiser ×2, Bomber&apos;.</extracomment>
        <translation>%1: куплено — %2</translation>
    </message>
    <message>
        <source>The starting ships are revealed: %1.</source>
        <extracomment>Galaxy of D, the log: %1: what each side bought, e.g. &apos;Redog bought Cruiser ×2; Cynder bought nothing&apos;.</extracomment>
        <translation>Стартовые корабли раскрыты: %1.</translation>
    </message>
    <message>
        <source>sector %1,%2</source>
        <extracomment>Galaxy of D: a sector (a hexagon) of the galaxy, in the log and the board. %1 and %2: its coordinates, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>сектор %1,%2</translation>
    </message>
    <message>
        <source>%1 (attack %2)</source>
        <extracomment>Galaxy of D, the log: a side in a combat. %1: a side, e.g. &apos;Redog&apos;; %2: its attack strength, a number.</extracomment>
        <translation>%1 (атака %2)</translation>
    </message>
    <message>
        <source>Combat in %1: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the sides and their attacks, e.g. &apos;Redog (attack 7), Pirates (attack 3)&apos;.</extracomment>
        <translation>Бой (%1): %2.</translation>
    </message>
    <message>
        <source>The Pirates lose nothing.</source>
        <translation>Пираты ничего не теряют.</translation>
    </message>
    <message>
        <source>%1 loses nothing.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;.</extracomment>
        <translation>%1 ничего не теряет.</translation>
    </message>
    <message>
        <source>The Pirates lose %1.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: the ships the pirates lose, e.g. &apos;Cruiser Pirate&apos;.</extracomment>
        <translation>Пираты теряют: %1.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <extracomment>Galaxy of D, the log: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the ships lost, e.g. &apos;Cruiser, Bomber&apos;.</extracomment>
        <translation>%1 теряет: %2.</translation>
    </message>
    <message>
        <source>The %1 Starbase takes %2 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Cynder&apos; (&apos;the Cynder Starbase&apos;); %2: the damage, a number. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>Звёздная база %1 получает урон: %2.</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money (after the dollar sign), e.g. &apos;$2&apos;. Scavenger: a ship type.</extracomment>
        <translation>%1 получает $%2 за Стервятников.</translation>
    </message>
    <message>
        <source>The %1 moves from %2 to %3.</source>
        <extracomment>Galaxy of D, the log: a pirate ship moves. %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2 and %3: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 перемещается: %2 → %3.</translation>
    </message>
    <message>
        <source>The %1 in %2 has no ship it can reach and stays.</source>
        <extracomment>Galaxy of D, the log: %1: a pirate ship, e.g. &apos;Cruiser Pirate&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (%2) не может добраться ни до одного корабля и остаётся на месте.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1: %2 наносит звёздной базе %3 урон %4.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: %2 берёт груз (%3).</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: an amount of money, after the dollar sign.</extracomment>
        <translation>%1: %2 продаёт груз за $%3.</translation>
    </message>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos; (&apos;the Redog turn&apos;); %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left, a number.</extracomment>
        <translation>Конец хода %1: доход $%2, броня звёздной базы %3.</translation>
    </message>
    <message numerus="yes">
        <source>Die roll %1: %n Things are drawn.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll, a number; %n: the number of Things drawn (placed on the galaxy).</extracomment>
        <translation>
            <numerusform>Бросок кубика %1: вытягивается %n объект.</numerusform>
            <numerusform>Бросок кубика %1: вытягиваются %n объекта.</numerusform>
            <numerusform>Бросок кубика %1: вытягиваются %n объектов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die roll %1: each player starts with $%2.</source>
        <extracomment>Galaxy of D, the log: a setup roll. %1: the die roll; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>Бросок кубика %1: каждый игрок начинает с $%2.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate moves.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Бросок за пирата %1: пират движется.</translation>
    </message>
    <message>
        <source>Pirate die roll %1: the pirate stays.</source>
        <extracomment>Galaxy of D, the log: %1: the die roll, a number.</extracomment>
        <translation>Бросок за пирата %1: пират остаётся на месте.</translation>
    </message>
    <message>
        <source>A Thing is drawn face down.</source>
        <translation>Объект вытянут рубашкой вверх.</translation>
    </message>
    <message>
        <source>A Thing is placed in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector (a planet, an asteroid ...).</extracomment>
        <translation>Объект размещён: %1.</translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>Первым ходит %1.</translation>
    </message>
    <message>
        <source>The pirate chases the ships in %1.</source>
        <extracomment>Galaxy of D, the log: %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Пират преследует корабли: %1.</translation>
    </message>
    <message>
        <source>%1 bids $%2.</source>
        <extracomment>Galaxy of D, the log: the bid for the first turn. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign.</extracomment>
        <translation>%1 ставит $%2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>Galaxy of D, the log: the player bids nothing more (a verb). %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 пасует.</translation>
    </message>
    <message>
        <source>%1 places the Starbase in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 размещает звёздную базу: %2.</translation>
    </message>
    <message>
        <source>%1 buys: %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1 покупает: %2.</translation>
    </message>
    <message>
        <source>%1 finishes the secret purchase.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The purchase is hidden from the other player until both are done.</extracomment>
        <translation>%1 завершает тайную покупку.</translation>
    </message>
    <message>
        <source>%1 ends the movement.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;. The movement is a phase of the turn.</extracomment>
        <translation>%1 завершает движение.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 завершает ход.</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to %4.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3 and %4: sectors, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1: %2 перемещается (%3 → %4).</translation>
    </message>
    <message>
        <source>%1 starts the combat in %2.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 начинает бой: %2.</translation>
    </message>
    <message>
        <source>%1: %2 takes the fire.</source>
        <extracomment>Galaxy of D, the log: the ship that takes the enemy&apos;s hits first. %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1: огонь принимает %2.</translation>
    </message>
    <message>
        <source>%1 moves a pirate next.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 выбирает пирата, который ходит следующим.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <extracomment>Galaxy of D, the log: the player gives up the game. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 сдаётся.</translation>
    </message>
    <message>
        <source>%1 puts a %2 on top of the stack in %3.</source>
        <extracomment>Galaxy of D, the log: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Cruiser&apos;; %3: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 кладёт наверх стопки (%3): %2.</translation>
    </message>
</context>
<context>
    <name>GalaxyOfDContent</name>
    <message>
        <source>Interceptor</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The cheapest ship: fast, weak.</extracomment>
        <translation>Перехватчик</translation>
    </message>
    <message>
        <source>Scavenger</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that earns money from enemy ships destroyed in its combats.</extracomment>
        <translation>Стервятник</translation>
    </message>
    <message>
        <source>Freighter</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A cargo ship that carries goods from planets to the Spaceport.</extracomment>
        <translation>Грузовоз</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A sturdy warship.</extracomment>
        <translation>Крейсер</translation>
    </message>
    <message>
        <source>Bomber</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A ship that attacks enemy Starbases only.</extracomment>
        <translation>Бомбардировщик</translation>
    </message>
    <message>
        <source>Assassin</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). A fast ship with a strong attack.</extracomment>
        <translation>Ассасин</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <extracomment>Galaxy of D: the name of a ship type, the game&apos;s term (in the shop, on the board&apos;s counters, in the log and the rules). The biggest warship: slow, the strongest.</extracomment>
        <translation>Эсминец</translation>
    </message>
    <message>
        <source>Planet</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Планета</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules).</extracomment>
        <translation>Астероид</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <extracomment>Galaxy of D: the name of a Thing, the game&apos;s term for what lies on a sector of the galaxy (on the board, in the log and the rules). Where Freighters sell their cargo.</extracomment>
        <translation>Космопорт</translation>
    </message>
    <message>
        <source>Cruiser Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Cruiser of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Пиратский крейсер</translation>
    </message>
    <message>
        <source>Scavenger Pirate</source>
        <extracomment>Galaxy of D: the name of a pirate ship (a Scavenger of the Pirates), the game&apos;s term (on the board, in the log and the rules).</extracomment>
        <translation>Пиратский стервятник</translation>
    </message>
    <message>
        <source>Galaxy of D</source>
        <extracomment>Galaxy of D: the name of the shipped galaxy (a content file, the game&apos;s own name), seen in the new game dialog and the Workshop.</extracomment>
        <translation>Galaxy of D</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>Galaxy of D: the name of the shipped rule set, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Стандартные правила</translation>
    </message>
    <message>
        <source>Standard rules, quick setup</source>
        <extracomment>Galaxy of D: the name of the shipped rule set with a quicker setup, seen in the new game dialog and the Workshop.</extracomment>
        <translation>Стандартные правила, быстрая подготовка</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat that one of your Scavengers survives.</source>
        <extracomment>Galaxy of D: the ability of the ship type Scavenger, seen in the shop and the rules.</extracomment>
        <translation>Приносит $1 за каждый вражеский корабль, уничтоженный в бою, который пережил хотя бы один ваш Стервятник.</translation>
    </message>
    <message>
        <source>Picks up one cargo at a planet and sells it at the Spaceport for the Cargo Price.</source>
        <extracomment>Galaxy of D: the ability of the ship type Freighter, seen in the shop and the rules. &apos;Cargo Price&apos; is the game&apos;s term (the price a cargo sells for).</extracomment>
        <translation>Берёт груз на планете и продаёт его в космопорте по цене груза.</translation>
    </message>
    <message>
        <source>Attacks enemy Starbases only: deals 10 damage on entering an enemy Starbase.</source>
        <extracomment>Galaxy of D: the ability of the ship type Bomber, seen in the shop and the rules. &apos;Starbase&apos; is the game&apos;s term (each player&apos;s home base).</extracomment>
        <translation>Атакует только вражеские звёздные базы: входя во вражескую звёздную базу, наносит 10 ед. урона.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %n: the number, e.g. &apos;1 player&apos;.</extracomment>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n players</source>
        <extracomment>The home page, a game&apos;s card: the number of players the game takes. %1: the fewest; %n: the most, e.g. &apos;1–4 players&apos;.</extracomment>
        <translation>
            <numerusform>%1–%n игрок</numerusform>
            <numerusform>%1–%n игрока</numerusform>
            <numerusform>%1–%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  ·  %2  ·  %3</source>
        <extracomment>The home page, a game&apos;s card: a line of facts. %1: the players, e.g. &apos;1–4 players&apos;; %2: &apos;dice and draws&apos; or &apos;no luck&apos;; %3: &apos;hidden information&apos; or &apos;open information&apos;. Keep the dots and spaces.</extracomment>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <source>dice and draws</source>
        <translation>кубики и жребий</translation>
    </message>
    <message>
        <source>no luck</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: no dice and no cards drawn. Short.</extracomment>
        <translation>без случайностей</translation>
    </message>
    <message>
        <source>hidden information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: the players do not see everything (hidden cards or purchases). Short.</extracomment>
        <translation>скрытая информация</translation>
    </message>
    <message>
        <source>open information</source>
        <extracomment>The home page, a game&apos;s card: a fact about the game: everything is in view of all players. Short.</extracomment>
        <translation>открытая информация</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The home page, a game&apos;s card: a button (a verb phrase: set up a new game). Short.</extracomment>
        <translation>Новая партия…</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page, a game&apos;s card: a label on a game that cannot be played yet. Short.</extracomment>
        <translation>Скоро</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>The home page, a game&apos;s card: what a screen reader says for the button &quot;New game…&quot; (there is one per game). %1: the game&apos;s name.</extracomment>
        <translation>Новая партия: %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <extracomment>The game screen: the heading of the log of the moves (a noun).</extracomment>
        <translation>Журнал партии</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>The game log: a heading before the moves of a turn. %1: the turn&apos;s number, e.g. 3.</extracomment>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Пока ничего не произошло.</translation>
    </message>
</context>
<context>
    <name>GameOverSummary</name>
    <message>
        <source>Game over</source>
        <extracomment>The game over summary: its heading.</extracomment>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>The game over summary: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <extracomment>The game over summary: a draw, or all players lost.</extracomment>
        <translation>Никто не победил.</translation>
    </message>
    <message numerus="yes">
        <source>after %n turn(s)</source>
        <extracomment>The game over summary: %n: the number of turns played.</extracomment>
        <translation>
            <numerusform>после %n хода</numerusform>
            <numerusform>после %n ходов</numerusform>
            <numerusform>после %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>The game over summary: a button that closes the summary to look at the final board. Short.</extracomment>
        <translation>Посмотреть поле</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The game over summary: a button back to the home page (a noun). Short.</extracomment>
        <translation>На главную</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>The game over summary: a button that opens the new game dialog (a verb phrase). Short.</extracomment>
        <translation>Новая партия…</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not save the game</source>
        <translation>Не удалось сохранить партию</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <extracomment>The game screen: the button in the top bar back to the home page (‹ is an arrow). Keep it short.</extracomment>
        <translation>‹ На главную</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The game screen: a label in the top bar: the random seed of the game, to replay it. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Зерно %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>The game screen: a button in the top bar (a verb: take back the last move). Keep it short.</extracomment>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Отменить последний ход (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>The game screen: a button in the top bar (a verb: play the move taken back again). Keep it short.</extracomment>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Повторить ход (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>The game screen: a button in the top bar (a noun: the app suggests a move). Keep it short.</extracomment>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Suggest a move from what you can see; it is not played (H)</source>
        <translation>Предложить ход по тому, что вам видно; сам ход не делается (H)</translation>
    </message>
    <message>
        <source>More ▾</source>
        <extracomment>The game screen: a button in the top bar that opens a menu of more actions (▾ is an arrow). Keep it short.</extracomment>
        <translation>Ещё ▾</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: save the game).</extracomment>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu (a verb: open a saved game).</extracomment>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The game screen: an entry of the &apos;More&apos; menu: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Мастерская</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Сохранить партию (Ctrl+S)</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Открыть сохранённую партию (Ctrl+O)</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The game screen: a button in the top bar: show the rules beside the board (a noun). Keep it short.</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>The game screen: a button in the top bar when the game is over: show the result (a noun). Keep it short.</extracomment>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Concede</source>
        <extracomment>The game screen: a button in the top bar: give up the game (a verb). Keep it short.</extracomment>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>The board of %1 could not be shown.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Не удалось показать поле игры %1.</translation>
    </message>
    <message>
        <source>The board of %1 is on its way. Meanwhile the game runs: follow it in the log.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Поле игры %1 ещё в работе. А партия тем временем идёт: следите за ней в журнале.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The game screen: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Поиск хорошего хода…</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <extracomment>The game screen: a hint. %1: the suggested move, e.g. &apos;Explore Sirius&apos;.</extracomment>
        <translation>Совет: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Кубики катятся…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <extracomment>The game screen: the status bar. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <source>%1 (computer) to play</source>
        <extracomment>The game screen: the status bar. %1: a computer player&apos;s name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Ходит %1 (компьютер)</translation>
    </message>
    <message>
        <source>The rules reference of %1 is not written yet.</source>
        <extracomment>The game screen: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Справка по правилам игры %1 ещё не написана.</translation>
    </message>
    <message>
        <source>Concede the game?</source>
        <translation>Сдаться?</translation>
    </message>
    <message>
        <source>%1 gives up and loses the game.</source>
        <extracomment>The game screen: the question before conceding. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 сдаётся и проигрывает партию.</translation>
    </message>
    <message>
        <source>Back to the home screen; the game is kept (Alt+Home)</source>
        <translation>Вернуться на главный экран; партия сохранится (Alt+Home)</translation>
    </message>
    <message>
        <source>Edit galaxies, ship tables, decks and rule variants; the game is kept (Ctrl+E)</source>
        <translation>Редактировать галактики, таблицы кораблей, колоды и варианты правил; партия сохранится (Ctrl+E)</translation>
    </message>
    <message>
        <source>The rules of %1, beside the board (F1)</source>
        <extracomment>The game screen: a tool tip. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Правила игры %1 рядом с полем (F1)</translation>
    </message>
    <message>
        <source>Show the result of the game again (Ctrl+Shift+Q)</source>
        <translation>Снова показать результат партии (Ctrl+Shift+Q)</translation>
    </message>
    <message>
        <source>Give up this game; you are asked first (Ctrl+Shift+Q)</source>
        <translation>Сдаться в этой партии; сначала будет вопрос (Ctrl+Shift+Q)</translation>
    </message>
    <message>
        <source>This game could not be saved automatically (%1). Continue may bring back an older position: use Save to keep this one.</source>
        <extracomment>The game screen: a notice when the game could not be saved automatically. %1: the file and the system&apos;s reason, e.g. &apos;/home/ann/autosave.json: cannot write the file: No space left on device&apos;.</extracomment>
        <translation>Эту партию не удалось сохранить автоматически (%1). «Продолжить» может вернуть более раннюю позицию: нажмите «Сохранить», чтобы сохранить эту.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>The game screen: a button that closes the notice about a failed autosave.</extracomment>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>The rules are open beside the board.</source>
        <extracomment>The game screen: for a screen reader, on the Rules button while the rules show.</extracomment>
        <translation>Правила открыты рядом с полем.</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <extracomment>The game screen: the button that closes the rules beside the board (a cross; said by a screen reader and in its tool tip).</extracomment>
        <translation>Закрыть правила</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game ends without a winner.</source>
        <translation>Партия закончилась без победителя.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>The result of a game in the results list. %1: a player&apos;s or side&apos;s name, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 побеждает.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the game&apos;s identifier given, e.g. &apos;galaxy-of-d&apos;.</extracomment>
        <translation>Неизвестная игра «%1».</translation>
    </message>
    <message>
        <source>Unknown computer player &apos;%1&apos; (%2 has: %3).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the level given; %2: a game&apos;s name; %3: the levels it has, e.g. &apos;beginner, standard, expert&apos;.</extracomment>
        <translation>Неизвестный компьютерный игрок «%1» (в игре %2 есть: %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played by %n player(s).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;; %n: the number of players.</extracomment>
        <translation>
            <numerusform>%1: игра на %n игрока невозможна.</numerusform>
            <numerusform>%1: игра на %n игроков невозможна.</numerusform>
            <numerusform>%1: игра на %n игроков невозможна.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no setup &apos;%2&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name; %2: the setup&apos;s identifier given.</extracomment>
        <translation>В игре %1 нет варианта подготовки «%2».</translation>
    </message>
    <message>
        <source>Unknown setup &apos;%1&apos; (%2).</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the setup&apos;s identifier given; %2: the reason.</extracomment>
        <translation>Неизвестный вариант подготовки «%1» (%2).</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: the seed given.</extracomment>
        <translation>Зерно должно быть целым числом от 0 до 18446744073709551615, а не «%1».</translation>
    </message>
    <message>
        <source>The content does not fit %1.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Содержимое не подходит для игры %1.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Сейчас нет партии.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>%1 must take over first.</source>
        <extracomment>The game screen: why a move cannot be made for a player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Сначала передайте экран: %1.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Сейчас ход не у игрока-человека.</translation>
    </message>
    <message>
        <source>To give up for %1, use Concede.</source>
        <extracomment>The game screen: %1: a player&apos;s name, e.g. &apos;Anna&apos;. &apos;Concede&apos; is the button in the top bar that gives up the game: use its translation.</extracomment>
        <translation>Чтобы сдаться за %1, используйте «Сдаться».</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Сейчас этот ход недопустим.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Нет партии для сохранения.</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Не указано имя файла.</translation>
    </message>
    <message>
        <source>%1: /actions/%2: the game does not allow this action here (%3)</source>
        <extracomment>A mistake in a saved game file. %1: the file&apos;s path; &apos;/actions/%2&apos; is the place in the file (keep it), %2: the action&apos;s number from 0; %3: the action.</extracomment>
        <translation>%1: /actions/%2: игра не допускает здесь это действие (%3)</translation>
    </message>
    <message>
        <source>%1 cannot be played in this window yet: its board is still being made. starboard-cli plays it.</source>
        <extracomment>Starting a game or opening a saved game: an error. %1: a game&apos;s name, e.g. &apos;Galaxy Fighters&apos;.</extracomment>
        <translation>В игру %1 пока нельзя играть в этом окне: её поле ещё создаётся. starboard-cli уже в неё играет.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): no move of a person yet.</extracomment>
        <translation>У вас ещё нет хода, который можно отменить.</translation>
    </message>
    <message>
        <source>A game given up cannot be taken back.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip).</extracomment>
        <translation>Сданную партию нельзя отменить.</translation>
    </message>
    <message>
        <source>The other player has had the screen since your last move, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): two people play on one screen and the other one has played since.</extracomment>
        <translation>После вашего последнего хода экран был у другого игрока, поэтому ход остаётся.</translation>
    </message>
    <message>
        <source>Since your last move you have seen dice, a card or something hidden, so it stays.</source>
        <extracomment>The game screen: why Undo cannot be used (its tool tip): a die was rolled, a card drawn or something hidden shown after the player&apos;s last move.</extracomment>
        <translation>После вашего последнего хода вы видели кубики, карту или что-то скрытое, поэтому ход остаётся.</translation>
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
        <translation>Игрок %1</translation>
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
        <translation>ГОД %1</translation>
    </message>
    <message>
        <source>No events left: the game is over</source>
        <translation>Событий не осталось: партия окончена</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left · round %1/%2</source>
        <extracomment>Galaxy Command board: the status of the event deck, short form for a narrow window. %n: event cards left; %1: this round; %2: all rounds, e.g. &apos;3 event(s) left · round 2/6&apos;.</extracomment>
        <translation>
            <numerusform>Осталось %n событие · раунд %1/%2</numerusform>
            <numerusform>Осталось %n события · раунд %1/%2</numerusform>
            <numerusform>Осталось %n событий · раунд %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) left this year · round %1 of %2</source>
        <extracomment>Galaxy Command board: the status of the event deck. %n: event cards left; %1: this round; %2: all rounds.</extracomment>
        <translation>
            <numerusform>В этом году осталось %n событие · раунд %1 из %2</numerusform>
            <numerusform>В этом году осталось %n события · раунд %1 из %2</numerusform>
            <numerusform>В этом году осталось %n событий · раунд %1 из %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Empire: %1/%2 distant</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress, short form for a narrow window. %1: distant systems aligned; %2: the number needed, e.g. &apos;Empire: 2/5 distant&apos;.</extracomment>
        <translation>Империя: %1/%2 дальних</translation>
    </message>
    <message>
        <source>Empire: %1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command board: the Empire&apos;s progress (all players together). %1: distant systems aligned; %2: the number needed to win.</extracomment>
        <translation>Империя: присоединено %1 из %2 дальних систем</translation>
    </message>
    <message>
        <source>All players win together when %1 distant systems are aligned in their sectors at the end.</source>
        <extracomment>Galaxy Command board: a tool tip. %1: the number of distant systems needed, e.g. 5.</extracomment>
        <translation>Все игроки побеждают вместе, если к концу партии в их секторах присоединено %1 дальних систем.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>Galaxy Command board: a tab with a player&apos;s name. %1: the name, e.g. &apos;Anna (you)&apos;. Keep it short.</extracomment>
        <translation>%1 (вы)</translation>
    </message>
    <message>
        <source>Show the sector and mats of %1</source>
        <extracomment>Galaxy Command board: a tab&apos;s tool tip. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Показать сектор и планшеты: %1</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command board: the heading of the viewer&apos;s own cards, the player&apos;s part of the galaxy (sector: the game&apos;s term). Short.</extracomment>
        <translation>Ваш сектор</translation>
    </message>
    <message>
        <source>Your sector of the Empire</source>
        <translation>Ваш сектор Империи</translation>
    </message>
    <message>
        <source>Sector of %1</source>
        <extracomment>Galaxy Command board: the heading of another player&apos;s cards. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Сектор: %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s home mat (the game&apos;s term: the board of storage, production and military). Short.</extracomment>
        <translation>Планшет родного мира</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command board: a tab: the player&apos;s technology mat (a noun, plural). Short.</extracomment>
        <translation>Технологии</translation>
    </message>
    <message>
        <source>Back to my sector</source>
        <extracomment>Galaxy Command board: a button that shows the viewer&apos;s own cards again after looking at another player&apos;s (sector: the game&apos;s term). Short.</extracomment>
        <translation>К моему сектору</translation>
    </message>
    <message>
        <source>Bide time</source>
        <extracomment>Galaxy Command board: a button: do nothing on the first step of the turn (neither explore nor conquer): &apos;bide time&apos; is the game&apos;s term. Short.</extracomment>
        <translation>Выждать</translation>
    </message>
    <message>
        <source>Explore and attack nothing this turn: no risk, no new system.</source>
        <translation>Ничего не исследовать и не атаковать в этот ход: никакого риска, но и новых систем нет.</translation>
    </message>
    <message>
        <source>%1 metal → %2 wealth</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 metal → 1 wealth&apos;. Short.</extracomment>
        <translation>%1 ед. металла → %2 ед. богатства</translation>
    </message>
    <message>
        <source>%1 wealth → %2 metal</source>
        <extracomment>Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2: numbers, e.g. &apos;2 wealth → 1 metal&apos;. Short.</extracomment>
        <translation>%1 ед. богатства → %2 ед. металла</translation>
    </message>
    <message>
        <source>No trade</source>
        <extracomment>Galaxy Command board: a button: skip the trade (a noun phrase). Short.</extracomment>
        <translation>Без обмена</translation>
    </message>
    <message>
        <source>Build military</source>
        <extracomment>Galaxy Command board: a button (a verb phrase): build military strength, +1. Short.</extracomment>
        <translation>Нарастить мощь</translation>
    </message>
    <message>
        <source>+1 military strength for %1 metal and %2 wealth.</source>
        <extracomment>Galaxy Command board: a tool tip of the &apos;Build military&apos; button. %1 and %2: numbers.</extracomment>
        <translation>+1 к военной мощи за %1 ед. металла и %2 ед. богатства.</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Command board: a button (a verb phrase). Short.</extracomment>
        <translation>Закончить ход</translation>
    </message>
</context>
<context>
    <name>GcCard</name>
    <message numerus="yes">
        <source>%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6</source>
        <extracomment>Galaxy Command, a system card on the board: what a screen reader says of the card. %1: its name, e.g. &apos;Sirius&apos;; %2: &apos;near&apos; or &apos;distant&apos;; %3: its resistance; %4, %5: its metal and wealth production; %n: its victory points; %6: &apos;Aligned with the Empire.&apos; or &apos;Unaligned.&apos;.</extracomment>
        <translation>
            <numerusform>%1 (%2 система): сопротивление %3, металл %4, богатство %5, %n победное очко. %6</numerusform>
            <numerusform>%1 (%2 система): сопротивление %3, металл %4, богатство %5, %n победных очка. %6</numerusform>
            <numerusform>%1 (%2 система): сопротивление %3, металл %4, богатство %5, %n победных очков. %6</numerusform>
        </translation>
    </message>
    <message>
        <source>distant</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system far away.</extracomment>
        <translation>дальняя</translation>
    </message>
    <message>
        <source>near</source>
        <extracomment>Galaxy Command, a system card on the board: an adjective, put into &apos;%1 (%2 system)&apos;: a system close to home.</extracomment>
        <translation>ближняя</translation>
    </message>
    <message>
        <source>Aligned with the Empire.</source>
        <translation>Присоединена к Империи.</translation>
    </message>
    <message>
        <source>Unaligned.</source>
        <extracomment>Galaxy Command, a system card on the board: the card&apos;s state: the system has not joined the Empire (yet). A short sentence.</extracomment>
        <translation>Не присоединена.</translation>
    </message>
    <message>
        <source>A face-down distant system.</source>
        <translation>Дальняя система рубашкой вверх.</translation>
    </message>
    <message>
        <source>A face-down near system.</source>
        <translation>Ближняя система рубашкой вверх.</translation>
    </message>
    <message>
        <source>Click to explore it: it is turned over and attacked.</source>
        <translation>Щёлкните, чтобы исследовать: система переворачивается и атакуется.</translation>
    </message>
    <message>
        <source>Click to conquer it: roll the die plus your military against %1.</source>
        <extracomment>Galaxy Command, a system card on the board: a tool tip. %1: the card&apos;s resistance, a number.</extracomment>
        <translation>Щёлкните, чтобы завоевать: бросок кубика плюс ваша военная мощь против %1.</translation>
    </message>
    <message>
        <source>DISTANT</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a distant system card (capitals, tight space).</extracomment>
        <translation>ДАЛЬНЯЯ</translation>
    </message>
    <message>
        <source>NEAR</source>
        <extracomment>Galaxy Command, a system card on the board: the stamp at the top of a near system card (capitals, tight space).</extracomment>
        <translation>БЛИЖНЯЯ</translation>
    </message>
    <message>
        <source>ALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has joined the Empire (capitals, tight space).</extracomment>
        <translation>ПРИСОЕДИНЕНА</translation>
    </message>
    <message>
        <source>UNALIGNED</source>
        <extracomment>Galaxy Command, a system card on the board: a stamp on the card: the system has not joined the Empire (capitals, tight space).</extracomment>
        <translation>НЕЗАВИСИМА</translation>
    </message>
    <message>
        <source>Explore</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: turn the face-down card over and attack it). Short.</extracomment>
        <translation>Исследовать</translation>
    </message>
    <message>
        <source>Conquer</source>
        <extracomment>Galaxy Command, a system card on the board: a button on the card (a verb: attack the face-up system to align it). Short.</extracomment>
        <translation>Завоевать</translation>
    </message>
    <message>
        <source>%1 Row %2, place %3.</source>
        <extracomment>Galaxy Command, a face-down system card on the board: what a screen reader says. %1: &apos;A face-down near system.&apos; or &apos;A face-down distant system.&apos;; %2: the card&apos;s row on the board (1 is the top row); %3: its place in the row (1 is the left).</extracomment>
        <translation>%1 Ряд %2, место %3.</translation>
    </message>
</context>
<context>
    <name>GcController</name>
    <message>
        <source>The Empire wins</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) win together.</extracomment>
        <translation>Империя побеждает</translation>
    </message>
    <message>
        <source>The Empire loses</source>
        <extracomment>Galaxy Command: the result&apos;s title when the players (all on the Empire&apos;s side) lose together.</extracomment>
        <translation>Империя проигрывает</translation>
    </message>
    <message>
        <source>%1 of %2 distant systems aligned</source>
        <extracomment>Galaxy Command, the Empire&apos;s result (the players play together): %1: the distant systems aligned, %2: the number needed to win, e.g. &apos;4 of 5 distant systems aligned&apos;.</extracomment>
        <translation>Присоединено дальних систем: %1 из %2</translation>
    </message>
    <message>
        <source>The sector was given up.</source>
        <translation>Сектор сдан.</translation>
    </message>
    <message>
        <source>The home world revolted: the game is lost.</source>
        <translation>Восстание в родном мире: партия проиграна.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <extracomment>Galaxy Command: a player&apos;s result in the results list; %n: the victory points scored.</extracomment>
        <translation>
            <numerusform>%n победное очко</numerusform>
            <numerusform>%n победных очка</numerusform>
            <numerusform>%n победных очков</numerusform>
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
            <numerusform>СОБЫТИЯ
Год %1: впереди %n</numerusform>
            <numerusform>СОБЫТИЯ
Год %1: впереди %n</numerusform>
            <numerusform>СОБЫТИЯ
Год %1: впереди %n</numerusform>
        </translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Galaxy Command, a red alert card: the stamp at the top (capitals, tight space). A red alert is the harsher kind of event card.</extracomment>
        <translation>КРАСНАЯ ТРЕВОГА</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Galaxy Command, an event card: the stamp at the top (capitals, tight space).</extracomment>
        <translation>СОБЫТИЕ</translation>
    </message>
    <message>
        <source>Year %1: %2</source>
        <extracomment>Galaxy Command, an event card: the effect of a year. %1: the year, 1 or 2; %2: the effect, e.g. &apos;add 2 to metal storage&apos;.</extracomment>
        <translation>Год %1: %2</translation>
    </message>
    <message>
        <source>After the red alert %1</source>
        <extracomment>Galaxy Command, an event card: it comes after red alert cards of the year. %1: their names, e.g. &apos;Pirate Raid, Saboteurs&apos;.</extracomment>
        <translation>После красной тревоги: %1</translation>
    </message>
    <message>
        <source>Played in place of a red alert</source>
        <translation>Разыграна вместо красной тревоги</translation>
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
        <translation>Планшет родного мира: %1</translation>
    </message>
    <message>
        <source>Home mat</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): its heading (the game&apos;s term).</extracomment>
        <translation>Планшет родного мира</translation>
    </message>
    <message>
        <source>STRIKE</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat during a strike (the workers strike: no production). Capitals, tight space.</extracomment>
        <translation>ЗАБАСТОВКА</translation>
    </message>
    <message>
        <source>A strike: no production (half with Robot Workers) at the next collect.</source>
        <translation>Забастовка: при следующем сборе производства нет (с Рабочими-роботами — половина).</translation>
    </message>
    <message>
        <source>DIPLOMACY</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a stamp on the mat while Interstellar Diplomacy is ready to use. Capitals, tight space.</extracomment>
        <translation>ДИПЛОМАТИЯ</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn&apos;s explore or conquer succeeds without a roll.</source>
        <translation>Межзвёздная дипломатия: исследование или завоевание в этот ход удаётся без броска.</translation>
    </message>
    <message>
        <source>Metal stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal in storage. Short.</extracomment>
        <translation>Металл</translation>
    </message>
    <message>
        <source>Metal storage, up to the limit marked in gold</source>
        <translation>Запас металла (предел отмечен золотым)</translation>
    </message>
    <message>
        <source>Wealth stored</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth in storage. Short.</extracomment>
        <translation>Богатство</translation>
    </message>
    <message>
        <source>Wealth storage, up to the limit marked in gold</source>
        <translation>Запас богатства (предел отмечен золотым)</translation>
    </message>
    <message>
        <source>Metal income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the metal produced every turn. Short.</extracomment>
        <translation>Металл/ход</translation>
    </message>
    <message>
        <source>Metal production: collected every turn</source>
        <translation>Производство металла: собирается каждый ход</translation>
    </message>
    <message>
        <source>Wealth income</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: the wealth produced every turn. Short.</extracomment>
        <translation>Богатство/ход</translation>
    </message>
    <message>
        <source>Wealth production: collected every turn</source>
        <translation>Производство богатства: собирается каждый ход</translation>
    </message>
    <message>
        <source>Military</source>
        <extracomment>Galaxy Command, the home mat (a player&apos;s board of storage, production and military; the game&apos;s term): a track&apos;s label: military strength (a noun). Short.</extracomment>
        <translation>Военная мощь</translation>
    </message>
    <message>
        <source>Military strength, added to the die when you attack; its limit marked in gold</source>
        <translation>Военная мощь прибавляется к броску кубика при атаке (предел отмечен золотым)</translation>
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
        <translation>Металл в запасе (предел)</translation>
    </message>
    <message>
        <source>Wealth in storage (limit)</source>
        <translation>Богатство в запасе (предел)</translation>
    </message>
    <message>
        <source>Military strength (limit)</source>
        <translation>Военная мощь (предел)</translation>
    </message>
    <message>
        <source>Production per turn:</source>
        <extracomment>Galaxy Command, a player&apos;s panel: a label before the production figures (metal and wealth).</extracomment>
        <translation>Производство за ход:</translation>
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
            <numerusform>%n присоединённая</numerusform>
            <numerusform>%n присоединённые</numerusform>
            <numerusform>%n присоединённых</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n distant)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: added after &apos;%n aligned&apos;: how many of them are distant systems. %n: the number; keep the space before the bracket.</extracomment>
        <translation>
            <numerusform> (%n дальняя)</numerusform>
            <numerusform> (%n дальние)</numerusform>
            <numerusform> (%n дальних)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: the technologies discovered. %n: how many. Short.</extracomment>
        <translation>
            <numerusform>%n технология</numerusform>
            <numerusform>%n технологии</numerusform>
            <numerusform>%n технологий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s): %1</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: at the end of the game. %n: the victory points; %1: the rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>
            <numerusform>%n победное очко: %1</numerusform>
            <numerusform>%n победных очка: %1</numerusform>
            <numerusform>%n победных очков: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) so far (%1)</source>
        <extracomment>Galaxy Command, a player&apos;s panel beside the board: during the game. %n: the victory points; %1: the rank they would give, e.g. &apos;Remain a Commander&apos;.</extracomment>
        <translation>
            <numerusform>Пока %n победное очко (%1)</numerusform>
            <numerusform>Пока %n победных очка (%1)</numerusform>
            <numerusform>Пока %n победных очков (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Strike: no production next turn</source>
        <translation>Забастовка: нет производства на следующем ходу</translation>
    </message>
    <message>
        <source>Show this sector</source>
        <extracomment>Galaxy Command, a player&apos;s panel: a button that shows this player&apos;s cards on the board (sector: the game&apos;s term). Short.</extracomment>
        <translation>Показать этот сектор</translation>
    </message>
</context>
<context>
    <name>GcRollPanel</name>
    <message>
        <source>No roll yet</source>
        <translation>Бросков ещё не было</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Восстание</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Вторжение</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): the kind of event rolled for (a noun).</extracomment>
        <translation>Военный переворот</translation>
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
        <translation>Межзвёздная дипломатия: бросок не нужен</translation>
    </message>
    <message>
        <source>Rolled %1: the coup needs %2 or more</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: the roll needed.</extracomment>
        <translation>Выпало %1: для переворота нужно %2 или больше</translation>
    </message>
    <message>
        <source>%1 + %2 %3 = %4 against %5</source>
        <extracomment>Galaxy Command, the roll panel (the last die roll and its sum): %1: the die roll; %2: &apos;military&apos; or &apos;force&apos; (the bonus&apos;s name); %3: the bonus; %4: the total; %5: the resistance to beat, e.g. &apos;4 + military 2 = 6 against 5&apos;.</extracomment>
        <translation>%1 + %2 %3 = %4 против %5</translation>
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
        <translation>Вы — коммандер, командующий сектором Империи. Исследуйте, атакуйте и завоёвывайте системы своего сектора, наращивайте металл, богатство и военную мощь, открывайте технологии и переживите события двух лет. Победные очки приносят присоединённые системы, технологии и три бонуса. Один игрок играет против событий в одиночку; от двух до четырёх игроков играют вместе за Империю.</translation>
    </message>
    <message>
        <source>Your sector</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the player&apos;s part of the galaxy (sector: the game&apos;s term).</extracomment>
        <translation>Ваш сектор</translation>
    </message>
    <message>
        <source>Six near systems and, above them, three distant systems lie face down. An aligned system lies turned sideways so that ALIGNED reads straight; an explored but unaligned one stands upright, UNALIGNED straight.</source>
        <translation>Шесть ближних систем и над ними три дальние лежат рубашкой вверх. Присоединённая система лежит боком, так чтобы надпись ПРИСОЕДИНЕНА читалась прямо; исследованная, но не присоединённая стоит вертикально, надписью НЕЗАВИСИМА прямо.</translation>
    </message>
    <message>
        <source>a system card shows its &lt;b&gt;resistance&lt;/b&gt; (shield), the &lt;b&gt;metal&lt;/b&gt; and &lt;b&gt;wealth&lt;/b&gt; it produces and its &lt;b&gt;victory points&lt;/b&gt; (star): the rulebook&apos;s picture of a card is lost. Face-down cards are drawn only when they are turned over, with the odds of a shuffled, dealt deck.</source>
        <translation>карта системы показывает &lt;b&gt;сопротивление&lt;/b&gt; (щит), производимые ею &lt;b&gt;металл&lt;/b&gt; и &lt;b&gt;богатство&lt;/b&gt; и её &lt;b&gt;победные очки&lt;/b&gt; (звезда): иллюстрация карты из книги правил утеряна. Карты, лежащие рубашкой вверх, вытягиваются только в момент переворота, с вероятностями перетасованной и розданной колоды.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Action&lt;/b&gt;, one of: &lt;b&gt;Explore and attack&lt;/b&gt;: click a face-down system; it is turned over, then roll the die and add your military strength. A total of at least the resistance aligns the system; a lower one costs 1 military strength and the system stays unaligned. &lt;b&gt;Conquer&lt;/b&gt;: click an explored, unaligned system and roll the same way. &lt;b&gt;Bide time&lt;/b&gt;: risk nothing. Distant systems need Forward Star Bases and every explored near system aligned.</source>
        <translation>&lt;b&gt;1. Действие&lt;/b&gt; — одно из трёх. &lt;b&gt;Исследовать и атаковать&lt;/b&gt;: щёлкните систему, лежащую рубашкой вверх; она переворачивается, затем бросьте кубик и прибавьте свою военную мощь. Сумма не меньше сопротивления присоединяет систему; меньшая сумма стоит 1 ед. военной мощи, и система остаётся неприсоединённой. &lt;b&gt;Завоевать&lt;/b&gt;: щёлкните исследованную неприсоединённую систему и бросьте кубик так же. &lt;b&gt;Выждать&lt;/b&gt;: ничем не рисковать. Для дальних систем нужны Передовые звёздные базы и присоединение всех исследованных ближних систем.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Collect&lt;/b&gt; the production shown on your home mat (1 metal and 1 wealth, plus your aligned systems) into storage. Storage holds 3 of each (5 with Interstellar Banking); the rest is lost. With Interspecies Commerce you may then trade 2 of one for 1 of the other, once.</source>
        <translation>&lt;b&gt;2. Сбор&lt;/b&gt;: производство с планшета родного мира (1 металл и 1 богатство плюс ваши присоединённые системы) поступает в запас. В запасе помещается по 3 единицы каждого ресурса (5 с Межзвёздными банками); остальное теряется. С Межвидовой торговлей после этого можно один раз обменять 2 единицы одного ресурса на 1 другого.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Build&lt;/b&gt;, both or either, once each: raise military strength by 1 for 1 metal and 1 wealth (at most 3, or 5 with Capital Ships), and discover one technology for its cost in wealth (the right one of a row needs the left one). Then end your turn.</source>
        <translation>&lt;b&gt;3. Строительство&lt;/b&gt; — одно, другое или оба, по разу: нарастите военную мощь на 1 за 1 металл и 1 богатство (максимум 3 или 5 с Линкорами) и откройте одну технологию, заплатив её стоимость богатством (правая технология ряда требует левую). Затем закончите ход.</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Galaxy Command&apos;s rules beside the board: a heading: the event cards (a noun, plural).</extracomment>
        <translation>События</translation>
    </message>
    <message>
        <source>After every player&apos;s turn an event card is turned over and applies to everybody: its Year 1 or Year 2 text, by the year being played. Resources go to storage up to its limit. A strike stops the next collect (Robot Workers: half, rounded up). A revolt strikes your aligned system of least resistance, an invasion the system you aligned last: a die plus the force at least the resistance (+1 with Hyper Television or Planetary Defenses) makes it unaligned. In Year 2 a revolt finding no aligned system makes your home world revolt.</source>
        <translation>После хода каждого игрока переворачивается карта события и действует на всех: её текст для 1-го или 2-го года, смотря какой год идёт. Ресурсы поступают в запас до его предела. Забастовка отменяет следующий сбор (с Рабочими-роботами — половина, с округлением вверх). Восстание поражает вашу присоединённую систему с наименьшим сопротивлением, вторжение — последнюю присоединённую вами систему: если кубик плюс сила не меньше сопротивления (+1 с Гипертелевидением или Планетарной обороной), система перестаёт быть присоединённой. Если во 2-м году восстанию не находится присоединённой системы, восстаёт ваш родной мир.</translation>
    </message>
    <message>
        <source>an invasion finding no aligned system in Year 2 does the same (the rulebook&apos;s passage after the invasions is lost). A player whose home world revolts is out of the game; with several players the others play on.</source>
        <translation>вторжение, не нашедшее во 2-м году присоединённой системы, действует так же (отрывок книги правил после текста о вторжениях утерян). Игрок, чей родной мир восстал, выбывает из игры; если игроков несколько, остальные продолжают.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;red alert&lt;/b&gt; is played at once and concerns only some players (for example those with a military strength of 5 in a military coup); then the next unused event card is this round&apos;s event in its place.</source>
        <translation>&lt;b&gt;Красная тревога&lt;/b&gt; разыгрывается сразу и касается лишь некоторых игроков (например, при военном перевороте — тех, у кого военная мощь 5); затем событием этого раунда вместо неё становится следующая неиспользованная карта события.</translation>
    </message>
    <message>
        <source>which red alerts and events there are beyond those the rulebook names, and their numbers, are our design: the deck, which the Workshop edits.</source>
        <translation>какие красные тревоги и события есть помимо названных в книге правил и сколько их — это наша разработка: колода, которую можно изменить в Мастерской.</translation>
    </message>
    <message>
        <source>The years and the end</source>
        <translation>Годы и конец партии</translation>
    </message>
    <message>
        <source>Year 1 has 7 events, Year 2 has 6 (all event cards are shuffled again between the years). The game ends after the last event of Year 2.</source>
        <translation>В 1-м году 7 событий, во 2-м — 6 (между годами все карты событий заново тасуются). Партия заканчивается после последнего события 2-го года.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt;: the victory points of your aligned systems; 1 victory point for every technology you discovered; +1 if every system of your sector is explored, +1 for all eight technologies, +3 if every system is aligned. &lt;b&gt;Ranks&lt;/b&gt;: 0-7 Demoted, 8-12 Remain a Commander, 13-14 Captain, 15-16 Commodore, 17 or more Admiral.</source>
        <translation>&lt;b&gt;Счёт&lt;/b&gt;: победные очки ваших присоединённых систем; 1 победное очко за каждую открытую технологию; +1, если исследованы все системы вашего сектора, +1 за все восемь технологий, +3, если присоединены все системы. &lt;b&gt;Звания&lt;/b&gt;: 0–7 — разжалован, 8–12 — остаётся коммандером, 13–14 — капитан, 15–16 — коммодор, 17 и больше — адмирал.</translation>
    </message>
    <message>
        <source>the rulebook adds: &quot;If the cube is on first generation technology you gain 1, for cubes on the second generation technology, you gain 2&quot;. The cube marks how far a row of the technology mat has gone, so a row scores 1 or 2, not 1 + 2.</source>
        <translation>книга правил добавляет: «Если кубик на технологии первого поколения, вы получаете 1, за кубики на технологии второго поколения — 2». Кубик отмечает, как далеко продвинулся ряд планшета технологий, поэтому ряд приносит 1 или 2 очка, а не 1 + 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several players&lt;/b&gt; are ranked the same way, and all win or lose together: the Empire wins when, on average, two distant systems per player are aligned (six in a three-player game).</source>
        <translation>&lt;b&gt;Несколько игроков&lt;/b&gt; получают звания так же, а побеждают или проигрывают все вместе: Империя побеждает, если в среднем на каждого игрока присоединено по две дальние системы (шесть в партии на троих).</translation>
    </message>
    <message>
        <source>The original solitaire game used 18 cards.</source>
        <translation>В исходной одиночной игре было 18 карт.</translation>
    </message>
    <message>
        <source>the full deck has 54 cards (the cards beyond those the rulebook names are ours); the new game dialog offers both.</source>
        <translation>в полной колоде 54 карты (карты сверх названных в книге правил придуманы нами); в окне «Новая партия» можно выбрать любую из двух колод.</translation>
    </message>
</context>
<context>
    <name>GcScoreSheet</name>
    <message>
        <source>Systems</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the aligned systems. Short.</extracomment>
        <translation>Системы</translation>
    </message>
    <message>
        <source>Technologies</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the points of the technologies. Short.</extracomment>
        <translation>Технологии</translation>
    </message>
    <message>
        <source>Exploration</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the exploration bonus (the rulebook&apos;s name: all nine cards explored). Short.</extracomment>
        <translation>Исследование</translation>
    </message>
    <message>
        <source>Scientific</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the scientific bonus (the rulebook&apos;s name: all eight technologies discovered). Short.</extracomment>
        <translation>Наука</translation>
    </message>
    <message>
        <source>Warlord</source>
        <extracomment>Galaxy Command, the score sheet at the end: a row: the warlord bonus (the rulebook&apos;s name: all nine systems aligned). Short.</extracomment>
        <translation>Полководец</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>Galaxy Command, the score sheet at the end: the sum of the points (a noun). Short.</extracomment>
        <translation>Итого</translation>
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
        <translation>Планшет технологий</translation>
    </message>
    <message>
        <source>1st generation · 2nd</source>
        <extracomment>Galaxy Command, the technology mat: the headings of its two columns (the generation is the game&apos;s term for a technology&apos;s column). Tight space.</extracomment>
        <translation>1-е поколение · 2-е</translation>
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
            <numerusform>Стоит %1 ед. богатства, приносит %n победное очко.</numerusform>
            <numerusform>Стоит %1 ед. богатства, приносит %n победных очка.</numerusform>
            <numerusform>Стоит %1 ед. богатства, приносит %n победных очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to discover it.</source>
        <translation>Щёлкните, чтобы открыть.</translation>
    </message>
    <message>
        <source>Discovered</source>
        <extracomment>Galaxy Command, the technology mat: the player has this technology already (a past participle; a stamp on it). Short.</extracomment>
        <translation>Открыта</translation>
    </message>
    <message>
        <source>%1 wealth</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s price. %1: a number, e.g. &apos;3 wealth&apos;. Tight space.</extracomment>
        <translation>%1 ед. богатства</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Galaxy Command, the technology mat: a technology&apos;s victory points (&apos;VP&apos; abbreviates victory points). %1: a number. Tight space.</extracomment>
        <translation>%1 ПО</translation>
    </message>
</context>
<context>
    <name>GfBoard</name>
    <message>
        <source>No ship yet</source>
        <translation>Корабля пока нет</translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <extracomment>Galaxy Fighters board: who flies a district&apos;s ship. %1: a player&apos;s name.</extracomment>
        <translation>Пилот: %1</translation>
    </message>
    <message>
        <source>Invaded!</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel once its invader spaces are full (the district is lost).</extracomment>
        <translation>Захвачен!</translation>
    </message>
    <message>
        <source>Invaders %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s invader spaces. %1: filled; %2: all.</extracomment>
        <translation>Захватчики %1/%2</translation>
    </message>
    <message>
        <source>%1 (click or press a key to skip)</source>
        <extracomment>Galaxy Fighters board: while the aliens land, move, crash or invade step by step. %1: what happens now, e.g. &apos;A Bluvol flies towards Rocketown.&apos;</extracomment>
        <translation>%1 (щёлкните или нажмите любую клавишу, чтобы пропустить)</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Galaxy Fighters: the accessible name of the board (a screen reader says it when the keyboard waits there).</extracomment>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Defence tiles: %1/%2</source>
        <extracomment>Galaxy Fighters board: a district&apos;s panel: the defence tiles its ship has not placed yet. %1: left; %2: the ship card&apos;s tiles.</extracomment>
        <translation>Жетоны защиты: %1/%2</translation>
    </message>
    <message>
        <source>Round %1 · %2 · spawn cards left: %3 · shipyard: %4 · invaded: %5 of %6</source>
        <extracomment>Galaxy Fighters board: the figures of the game. %1: the round (each ship has one turn a round), from 1; %2: the difficulty&apos;s name; %3: spawn cards left; %4: backup ships left; %5: districts invaded; %6: districts that lose.</extracomment>
        <translation>Раунд %1 · %2 · осталось карт волн: %3 · верфь: %4 · захвачено: %5 из %6</translation>
    </message>
    <message>
        <source>Landed with the last spawn card</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a cyan frame on a space means.</extracomment>
        <translation>Высадился с последней картой волны</translation>
    </message>
    <message>
        <source>Moved in the last approach</source>
        <extracomment>Galaxy Fighters board: the legend under the board: what a grey frame on a space means.</extracomment>
        <translation>Сдвинулся при последнем наступлении</translation>
    </message>
</context>
<context>
    <name>GfCell</name>
    <message>
        <source>Space %1, %2</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: its column, %2: its row, both numbers from 1.</extracomment>
        <translation>Клетка %1, %2</translation>
    </message>
    <message>
        <source>can be clicked</source>
        <translation>можно щёлкнуть</translation>
    </message>
    <message>
        <source>atmosphere of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the space is in a district&apos;s atmosphere. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>атмосфера района %1</translation>
    </message>
    <message>
        <source>shielded ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there, with its shield. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>корабль района %1 под щитом</translation>
    </message>
    <message>
        <source>ship of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a district&apos;s fighter ship is there. %1: the district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>корабль района %1</translation>
    </message>
    <message>
        <source>defence tile</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: a defence tile is there.</extracomment>
        <translation>жетон защиты</translation>
    </message>
    <message>
        <source>suggested</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader: the hint points here.</extracomment>
        <translation>рекомендуется</translation>
    </message>
    <message numerus="yes">
        <source>%1 towards %2, stack of %n</source>
        <extracomment>Galaxy Fighters board: a space&apos;s name for a screen reader. %1: the top alien&apos;s kind, e.g. &apos;Bluvol&apos;; %2: the district it flies towards, e.g. &apos;Rocketown&apos;; %n: the aliens stacked there.</extracomment>
        <translation>
            <numerusform>%1 к району %2, стопка из %n</numerusform>
            <numerusform>%1 к району %2, стопка из %n</numerusform>
            <numerusform>%1 к району %2, стопка из %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stack of %n aliens, top first:</source>
        <extracomment>Galaxy Fighters board: the first line of a space&apos;s tool tip over a stack of aliens; one line per alien follows, the top one first (the one a shot hits).</extracomment>
        <translation>
            <numerusform>Стопка из %n пришельца, сверху вниз:</numerusform>
            <numerusform>Стопка из %n пришельцев, сверху вниз:</numerusform>
            <numerusform>Стопка из %n пришельцев, сверху вниз:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: speed %2, towards %3</source>
        <extracomment>Galaxy Fighters board: an alien in a space&apos;s tool tip, top of the stack first. %1: its kind, e.g. &apos;Bluvol&apos;; %2: its speed, a number; %3: the district it faces and flies towards, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>%1: скорость %2, к району %3</translation>
    </message>
    <message>
        <source>Framed: landed with the last spawn card.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed aliens came with the last spawn card.</extracomment>
        <translation>В рамке: высадился с последней картой волны.</translation>
    </message>
    <message>
        <source>Framed: moved in the last approach.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip: the framed alien moved in the last approach.</extracomment>
        <translation>В рамке: сдвинулся при последнем наступлении.</translation>
    </message>
    <message>
        <source>Drone of %1</source>
        <extracomment>Galaxy Fighters board: part of a space&apos;s name for a screen reader (and its tool tip): a ship&apos;s helper Drone is there. %1: the ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Дрон: %1</translation>
    </message>
    <message>
        <source>Drone of %1: an alien that stops here is destroyed.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a Drone (the Gladius&apos;s helper). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Дрон (%1): пришелец, остановившийся здесь, уничтожается.</translation>
    </message>
    <message>
        <source>Defence tile of %1: an alien that moves here is destroyed; it blocks shots too.</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a defence tile (the Phalanx&apos;s). %1: its ship&apos;s district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Жетон защиты (%1): пришелец, вошедший сюда, уничтожается; жетон также блокирует выстрелы.</translation>
    </message>
    <message>
        <source>%1&apos;s ship, shielded</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>корабль района %1, под щитом</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: a space&apos;s tool tip over a ship. %1: its district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>корабль района %1</translation>
    </message>
</context>
<context>
    <name>GfCockpit</name>
    <message>
        <source>%1, used</source>
        <extracomment>Galaxy Fighters: a die or the bonus tile for a screen reader once it is used. %1: its symbol or name, e.g. &apos;Fire&apos;.</extracomment>
        <translation>%1 (использовано)</translation>
    </message>
    <message>
        <source>%1&apos;s ship</source>
        <extracomment>Galaxy Fighters board: the title of the side panel. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Корабль района %1</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Galaxy Fighters board: a command button (shoot the closest alien ahead).</extracomment>
        <translation>Огонь</translation>
    </message>
    <message>
        <source>Destroy the closest alien ahead in your column.</source>
        <translation>Уничтожьте ближайшего пришельца впереди в вашем столбце.</translation>
    </message>
    <message>
        <source>Weapon: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the weapon system, e.g. &apos;Laser Beam&apos;.</extracomment>
        <translation>Оружие: %1</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the engine modification, e.g. &apos;Warp Drive&apos;.</extracomment>
        <translation>Двигатель: %1</translation>
    </message>
    <message>
        <source>Special: %1</source>
        <extracomment>Galaxy Fighters board: a command button. %1: the ship card whose special it uses, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Спецход: %1</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Galaxy Fighters board: a command button (roll the unused dice again).</extracomment>
        <translation>Перебросить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galaxy Fighters board: a command button: stop choosing a space for the engine or the special.</extracomment>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy Fighters board: a command button; then the aliens approach.</extracomment>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>The aliens facing your district approach.</source>
        <translation>Пришельцы, обращённые к вашему району, наступают.</translation>
    </message>
    <message numerus="yes">
        <source>To %1 (%n invader(s))</source>
        <extracomment>Galaxy Fighters board: a button: the invader goes to that district. %1: a district; %n: its invaders now.</extracomment>
        <translation>
            <numerusform>В район %1 (%n захватчик)</numerusform>
            <numerusform>В район %1 (%n захватчика)</numerusform>
            <numerusform>В район %1 (%n захватчиков)</numerusform>
        </translation>
    </message>
    <message>
        <source>The dice show once the aliens have moved.</source>
        <extracomment>Galaxy Fighters board: in place of the command dice while the aliens land and move step by step on the board.</extracomment>
        <translation>Кубики появятся, когда пришельцы закончат ход.</translation>
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
            <numerusform>Стоит %n символ «Спецход».</numerusform>
            <numerusform>Стоит %n символа «Спецход».</numerusform>
            <numerusform>Стоит %n символов «Спецход».</numerusform>
        </translation>
    </message>
    <message>
        <source>A full district: where does the invader go?</source>
        <extracomment>Galaxy Fighters board: the heading over the overflow choice (an alien reached a district whose invader spaces are full).</extracomment>
        <translation>Район заполнен: куда идёт захватчик?</translation>
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
        <translation>Вместе вы пилотируете четыре истребителя районов Galaxy City (Rocketown, Atomville, Novaport и Astrofield) против волн пришельцев-эксовонов. Корабли ходят по очереди по часовой стрелке; если игроков меньше четырёх, некоторые игроки пилотируют больше одного корабля.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Spawn: the next spawn card lands its aliens in deep space, read from the side of the ship whose turn it is. An alien that lands on another stacks on top.</source>
        <translation>Волна: следующая карта волны высаживает своих пришельцев в глубоком космосе; карта читается со стороны корабля, чей сейчас ход. Пришелец, высадившийся на другого, ложится на него сверху, в стопку.</translation>
    </message>
    <message>
        <source>Command: roll the command dice and add your bonus tile. Use at least one die, one at a time: Fire destroys the closest alien ahead in your column (the top of a stack first); Move takes your ship to a free adjacent space of your own atmosphere; Special powers your weapon system, your engine or your ship&apos;s special weapon.</source>
        <translation>Команды: бросьте кубики команд и добавьте свой бонусный жетон. Используйте хотя бы один кубик, по одному: «Огонь» уничтожает ближайшего пришельца впереди в вашем столбце (сначала верхнего в стопке); «Манёвр» переводит ваш корабль на свободную соседнюю клетку вашей собственной атмосферы; «Спецход» приводит в действие вашу систему вооружения, ваш двигатель или спецоружие вашего корабля.</translation>
    </message>
    <message>
        <source>The game picks which die pays for a command: a plain symbol before Fire or Special, a die before the bonus tile, so nothing is wasted.</source>
        <translation>Игра сама выбирает, какой кубик оплачивает команду: простой символ раньше грани «Огонь или спецход», кубик раньше бонусного жетона, так что ничего не пропадает.</translation>
    </message>
    <message>
        <source>Approach: every alien facing your district moves by its speed (Yellum 1, Bluvol 2, Magentis 3), zone 1 first, left to right. When the top alien of a stack moves, the whole stack frenzies: each alien flies its own way.</source>
        <translation>Наступление: каждый пришелец, обращённый к вашему району, перемещается на свою скорость (Yellum 1, Bluvol 2, Magentis 3), начиная с зоны 1, слева направо. Когда движется верхний пришелец стопки, вся стопка приходит в ярость: каждый пришелец летит своим путём.</translation>
    </message>
    <message>
        <source>An alien that flies into a ship destroys it, unless the ship is shielded. The next ship of the shipyard replaces it, shielded until its next turn. An alien that leaves the board through an atmosphere takes one of that district&apos;s invader spaces; when they are full the district is invaded, and further invaders go to a neighbour.</source>
        <translation>Пришелец, влетевший в корабль, уничтожает его, если корабль не под щитом. Его заменяет следующий корабль с верфи, под щитом до своего следующего хода. Пришелец, покинувший поле через атмосферу, занимает одну из клеток захватчиков этого района; когда они заполнены, район захвачен, и следующие захватчики уходят к соседу.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galaxy Fighters&apos; rules: a heading.</extracomment>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>You lose when as many districts are invaded as the difficulty allows, or when a ship is destroyed and the shipyard is empty.</source>
        <translation>Вы проигрываете, когда захвачено столько районов, сколько допускает уровень сложности, или когда корабль уничтожен, а верфь пуста.</translation>
    </message>
    <message>
        <source>The difficulty sets the spawn cards, the backup ships and the invaded districts that lose the game: Rookie 15, 3 and 3; Expert Pilot 20, 3 and 2; Ace 25, 2 and 1.</source>
        <translation>Уровень сложности задаёт число карт волн, запасных кораблей и захваченных районов, при котором вы проигрываете: «Новичок» 15, 3 и 3; «Пилот-эксперт» 20, 3 и 2; «Ас» 25, 2 и 1.</translation>
    </message>
    <message>
        <source>Ace draws its spawn cards only from those with at most 7 aliens: with the whole deck, Ace could hardly be won.</source>
        <translation>«Ас» берёт карты волн только из тех, где не больше 7 пришельцев: со всей колодой «Аса» почти нельзя было выиграть.</translation>
    </message>
    <message>
        <source>You win when the spawn deck has run out and no alien is left on the board.</source>
        <translation>Вы побеждаете, когда колода волн закончилась и на поле не осталось ни одного пришельца.</translation>
    </message>
</context>
<context>
    <name>GodBoard</name>
    <message>
        <source>Combat: %1.</source>
        <extracomment>Galaxy of D board: a notice shown briefly. %1: the combat&apos;s account, e.g. &apos;Redog lost 2 ships, the Cynder Starbase took 10 damage&apos;.</extracomment>
        <translation>Бой — %1.</translation>
    </message>
    <message>
        <source>Arrow keys move between sectors, Enter acts on the sector, Escape drops the selected stack.</source>
        <translation>Стрелки — переход между секторами, Enter — действие в секторе, Escape — снять выделение со стопки.</translation>
    </message>
    <message>
        <source>Zoom (Ctrl + mouse wheel)</source>
        <translation>Масштаб (Ctrl + колесо мыши)</translation>
    </message>
    <message>
        <source>Cargo price: $%1</source>
        <extracomment>Galaxy of D board: the price a cargo sells for at the Spaceport: &apos;Cargo Price&apos; is the game&apos;s term. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Цена груза: $%1</translation>
    </message>
    <message>
        <source>Current bid: $%1</source>
        <extracomment>Galaxy of D board: the auction for the first turn. %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Текущая ставка: $%1</translation>
    </message>
    <message>
        <source>Rise</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: raise the bid (a verb). Short.</extracomment>
        <translation>Повысить</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galaxy of D board: a button in the auction for the first turn: bid no more (a verb). Short.</extracomment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Galaxy of D board: a button: finish the secret purchase (of ships). Short.</extracomment>
        <translation>Готово</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Galaxy of D board: a button (a verb phrase). Short.</extracomment>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>End movement</source>
        <extracomment>Galaxy of D board: a button: end the movement phase of the turn (a verb phrase). Short.</extracomment>
        <translation>Закончить движение</translation>
    </message>
    <message>
        <source>Zoom</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the zoom slider (a noun).</extracomment>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>Your new bid</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the field with the player&apos;s next bid in the auction for the first turn.</extracomment>
        <translation>Ваша новая ставка</translation>
    </message>
</context>
<context>
    <name>GodCombatDialog</name>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D, the combat dialog: its title (a noun).</extracomment>
        <translation>Бой</translation>
    </message>
    <message>
        <source>Attack score %1 (Starbase included)</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number. Starbase: the game&apos;s term, a side&apos;s home base, which fights too.</extracomment>
        <translation>Сила атаки %1 (с учётом звёздной базы)</translation>
    </message>
    <message>
        <source>Attack score %1</source>
        <extracomment>Galaxy of D, the combat dialog: a side&apos;s attack. %1: a number.</extracomment>
        <translation>Сила атаки %1</translation>
    </message>
    <message>
        <source>Left to absorb: %1</source>
        <extracomment>Galaxy of D, the combat dialog: the enemy&apos;s attack points still to be taken by ships. %1: a number.</extracomment>
        <translation>Осталось поглотить: %1</translation>
    </message>
    <message>
        <source>%1 · attack %2 · armor %3</source>
        <extracomment>Galaxy of D, the combat dialog: a ship. %1: its type, e.g. &apos;Cruiser&apos;; %2: its attack; %3: its armor (the game&apos;s terms).</extracomment>
        <translation>%1 · атака %2 · броня %3</translation>
    </message>
    <message>
        <source>destroyed</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: destroyed in this combat (a past participle). Short.</extracomment>
        <translation>уничтожен</translation>
    </message>
    <message>
        <source>absorbs</source>
        <extracomment>Galaxy of D, the combat dialog: a ship&apos;s state: it takes the enemy&apos;s fire (a verb, third person). Short.</extracomment>
        <translation>поглощает</translation>
    </message>
</context>
<context>
    <name>GodPlayerPanel</name>
    <message>
        <source>First Turn Player</source>
        <extracomment>Galaxy of D, a player&apos;s panel: a badge&apos;s tool tip: this player won the auction and plays first in every turn (the rulebook&apos;s term).</extracomment>
        <translation>Первый игрок</translation>
    </message>
    <message>
        <source>Money: $%1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Деньги: $%1</translation>
    </message>
    <message>
        <source>Starbase armor: %1</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: a number. Starbase armor: the game&apos;s term, the hits the home base can still take.</extracomment>
        <translation>Броня звёздной базы: %1</translation>
    </message>
    <message>
        <source>Income: $%1 per turn</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %1: an amount of money, after the dollar sign.</extracomment>
        <translation>Доход: $%1 за ход</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in play</source>
        <extracomment>Galaxy of D, a player&apos;s panel: %n: the number of the player&apos;s ships on the board.</extracomment>
        <translation>
            <numerusform>%n корабль в игре</numerusform>
            <numerusform>%n корабля в игре</numerusform>
            <numerusform>%n кораблей в игре</numerusform>
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
        <translation>Два командующих, Redog (красные) и Cynder (синие), сражаются за галактику из шестиугольных секторов. Уничтожьте вражескую звёздную базу и сохраните свою: база с броней 0 проигрывает партию. Обе звёздные базы теряют 1 ед. брони в конце хода своего владельца, так что времени терять нельзя.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: how the game is set up (a noun).</extracomment>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A die decides the starting money. The players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret; both purchases are revealed together.</source>
        <translation>Кубик решает, сколько объектов (планет, астероидов, пиратов) добавится к космопорту; рядом друг с другом они никогда не ставятся. Цена груза — расстояние от космопорта до ближайшей планеты, умноженное на 4. Кубик определяет стартовые деньги. Игроки торгуются за право первым поставить свою звёздную базу (платит только победитель торга), ставят звёздные базы (не на объект и не рядом с ним, не ближе 3 секторов друг от друга) и тайно покупают стартовые корабли; обе покупки раскрываются одновременно.</translation>
    </message>
    <message>
        <source>the Things are placed at random (face down, nobody knows what they place); a coin replaces rock-paper-scissors. The First Turn Player buys first; the other never sees that purchase, and the log does not tell how many ships either bought until both are revealed.</source>
        <translation>объекты размещаются случайно (рубашкой вверх: никто не знает, что именно ставит); «камень, ножницы, бумагу» заменяет монетка. Первый игрок покупает первым; второй не видит этой покупки, и журнал не сообщает, сколько кораблей купил каждый, пока обе покупки не раскрыты.</translation>
    </message>
    <message>
        <source>The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.</source>
        <translation>Быстрая подготовка: космопорт, две планеты и два астероида, без пиратов, без торга, по $15 каждому.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does on a turn.</extracomment>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Movement.&lt;/b&gt; Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships or pirates stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.</source>
        <translation>&lt;b&gt;1. Движение.&lt;/b&gt; Каждый корабль проходит не больше секторов, чем его скорость (медленный 1, средний 2, быстрый 3). Корабль, вошедший в сектор с вражескими кораблями или пиратами, останавливается там. Бомбардировщик, вошедший во вражескую звёздную базу, сразу наносит 10 ед. урона. Пустой Грузовоз, вошедший на планету, берёт груз; Грузовоз с грузом, вошедший в космопорт, продаёт его по цене груза.</translation>
    </message>
    <message>
        <source>the enemy Starbase alone does not stop a ship (the rulebook says nothing of it): a Bomber can hit an unguarded Starbase and fly on, and it hits each time it enters. Ships move one sector at a time, in any order. Freighters load and sell in every sector they enter, also in the middle of a move.</source>
        <translation>одна лишь вражеская звёздная база корабль не останавливает (книга правил об этом молчит): Бомбардировщик может ударить по неохраняемой базе и лететь дальше, причём бьёт каждый раз, когда входит в неё. Корабли движутся по одному сектору за шаг, в любом порядке. Грузовозы берут и продают груз в каждом секторе, в который входят, в том числе посреди движения.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Combat.&lt;/b&gt; Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side&apos;s attack score is the sum of its ships&apos; attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase&apos;s owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.</source>
        <translation>&lt;b&gt;2. Бой.&lt;/b&gt; Каждый сектор, где есть ваши корабли или звёздная база и другая сторона, сражается один раз, в выбранном вами порядке. Сила атаки стороны — сумма атак её кораблей (Бомбардировщики ничего не добавляют; звёздная база добавляет 3). Каждая сторона поглощает наибольшую силу атаки противника, выбирая свои корабли по одному: корабль, чья броня не больше оставшегося, уничтожается; более прочный корабль поглощает остаток и выживает. Остаток атаки против владельца звёздной базы наносит урон базе. Выжившие полностью ремонтируются. Выживший Стервятник приносит $1 за каждый вражеский корабль, уничтоженный в этом бою.</translation>
    </message>
    <message>
        <source>the player whose turn it is chooses losses first, then the other; nobody is asked when there is no real choice. The pirates choose their losses by a fixed rule: a ship that can absorb all that is left (the smallest such), otherwise the toughest.</source>
        <translation>игрок, чей сейчас ход, выбирает потери первым, затем другой; если настоящего выбора нет, никого не спрашивают. Пираты выбирают потери по жёсткому правилу: корабль, способный поглотить весь остаток (наименьший из таких), иначе самый прочный.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Pirates.&lt;/b&gt; A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives. Targets at the same distance are chosen by a die, and so is the way around a Starbase.</source>
        <translation>&lt;b&gt;3. Пираты.&lt;/b&gt; Пират, оказавшийся в одном секторе с кораблями, сражается там. Иначе при броске от 1 до 3 он движется, не дальше своей скорости, к ближайшим кораблям (никогда не входя в звёздную базу и не преследуя корабли в ней) и по прибытии вступает в бой. Цели на равном расстоянии выбирает кубик, как и путь в обход звёздной базы.</translation>
    </message>
    <message>
        <source>&quot;nearest&quot; is counted straight through the galaxy, as if the Starbases were not there (as in the rulebook&apos;s example), while the pirate&apos;s path goes around them. The two pirates are a Cruiser Pirate and a Scavenger Pirate, with those ships&apos; figures.</source>
        <translation>«ближайшие» считается напрямую через галактику, как будто звёздных баз нет (как в примере из книги правил), а путь пирата их огибает. Два пирата — Пиратский крейсер и Пиратский стервятник, с характеристиками этих кораблей.</translation>
    </message>
    <message>
        <source>&lt;b&gt;4. Buy.&lt;/b&gt; Buy ships with your money (at most as many of a type as there are chits); they appear on your Starbase.</source>
        <translation>&lt;b&gt;4. Покупка.&lt;/b&gt; Покупайте корабли на свои деньги (каждого типа не больше, чем есть фишек); они появляются на вашей звёздной базе.</translation>
    </message>
    <message>
        <source>&lt;b&gt;5. Production.&lt;/b&gt; Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else&apos;s are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.</source>
        <translation>&lt;b&gt;5. Производство.&lt;/b&gt; Каждая удерживаемая вами планета ($2) и астероид ($1) приносят доход; вы удерживаете их, когда там есть ваши корабли и нет чужих. Звёздная база приносит $1 и теряет 1 ед. брони. Больше $25 у вас быть не может.</translation>
    </message>
    <message>
        <source>The ships</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: the ship types.</extracomment>
        <translation>Корабли</translation>
    </message>
    <message>
        <source>Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.</source>
        <translation>Перехватчик $2, быстрый, атака 2, броня 2 · Стервятник $3, средний, 3/3, зарабатывает на уничтожениях · Грузовоз $4, средний, 1/4, возит груз · Крейсер $5, средний, 5/8 · Бомбардировщик $6, средний, атакует только звёздные базы (10 ед. урона), броня 3 · Ассасин $7, быстрый, 9/5 · Эсминец $8, медленный, 10/16.</translation>
    </message>
    <message>
        <source>the chits per side (28 in all): 6 Interceptors, 5 Scavengers, 4 Freighters, 4 Cruisers, 4 Bombers, 3 Assassins, 2 Destroyers; destroyed ships can be bought again.</source>
        <translation>фишки каждой стороны (всего 28): 6 Перехватчиков, 5 Стервятников, 4 Грузовоза, 4 Крейсера, 4 Бомбардировщика, 3 Ассасина, 2 Эсминца; уничтоженные корабли можно купить снова.</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <extracomment>Galaxy of D&apos;s rules beside the board: a heading: what a player does not see of the other (secret purchases).</extracomment>
        <translation>Скрытая информация</translation>
    </message>
    <message>
        <source>You see only the top ship of an enemy stack. In a combat every ship is revealed.</source>
        <translation>Во вражеской стопке виден только верхний корабль. В бою раскрываются все корабли.</translation>
    </message>
    <message>
        <source>the top ship is the last to arrive, unless its owner puts another ship of the stack on top (&quot;Put on top&quot; in the selected stack, while it is your decision in your own turn). How many ships a stack holds is public. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.</source>
        <translation>верхний корабль — тот, что прибыл последним, если только владелец не положит наверх другой корабль стопки («Положить наверх» в выбранной стопке, пока решение за вами в ваш ход). Сколько кораблей в стопке — открытая информация. Если два человека играют за одним экраном, поле закрывается при каждой передаче хода от одного игрока другому.</translation>
    </message>
    <message>
        <source>Either player may concede at any time.</source>
        <translation>Любой игрок может сдаться в любой момент.</translation>
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
        <translation>Скор. %1 · Ат. %2 · Бр. %3</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D, the shop: a button (a verb: buy this ship). Short.</extracomment>
        <translation>Купить</translation>
    </message>
    <message>
        <source>Buy %1 for $%2</source>
        <extracomment>Galaxy of D, the shop: the screen reader&apos;s name of the button. %1: a ship type, e.g. &apos;Cruiser&apos;; %2: its price.</extracomment>
        <translation>Купить: %1 за $%2</translation>
    </message>
    <message>
        <source>%1 ordered · %2</source>
        <extracomment>Galaxy of D, the shop: %1: the number of this ship ordered; %2: why no more can be bought.</extracomment>
        <translation>Заказано: %1 · %2</translation>
    </message>
    <message>
        <source>%1 of %2 in play, %3 ordered</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters); %3: the number ordered.</extracomment>
        <translation>В игре %1 из %2, заказано %3</translation>
    </message>
    <message>
        <source>%1 of %2 in play</source>
        <extracomment>Galaxy of D, the shop: %1: the ships of this type on the board; %2: all its chits (counters), e.g. &apos;2 of 4 in play&apos;.</extracomment>
        <translation>В игре %1 из %2</translation>
    </message>
</context>
<context>
    <name>GodStackRow</name>
    <message>
        <source>%1 (cargo)</source>
        <extracomment>Galaxy of D, a stack of ships in a sector: a ship that carries cargo. %1: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1 (с грузом)</translation>
    </message>
    <message numerus="yes">
        <source>On top · %n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: the ship on top (it fights first). %n: its moves left this turn.</extracomment>
        <translation>
            <numerusform>Наверху · остался %n шаг</numerusform>
            <numerusform>Наверху · осталось %n шага</numerusform>
            <numerusform>Наверху · осталось %n шагов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left</source>
        <extracomment>Galaxy of D, a stack of ships: %n: a ship&apos;s moves left this turn.</extracomment>
        <translation>
            <numerusform>Остался %n шаг</numerusform>
            <numerusform>Осталось %n шага</numerusform>
            <numerusform>Осталось %n шагов</numerusform>
        </translation>
    </message>
    <message>
        <source>top</source>
        <extracomment>Galaxy of D, a stack of ships: a mark on the ship on top of the stack (an adjective or noun). Tight space.</extracomment>
        <translation>наверху</translation>
    </message>
    <message>
        <source>Put on top</source>
        <extracomment>Galaxy of D, a stack of ships: a tool tip of a ship&apos;s button: put this ship on top of the stack (it fights first).</extracomment>
        <translation>Положить наверх</translation>
    </message>
    <message>
        <source>Put the %1 on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of a ship&apos;s button. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Положить наверх стопки: %1</translation>
    </message>
    <message>
        <source>The other player sees only the top ship of a stack.</source>
        <translation>Другой игрок видит только верхний корабль стопки.</translation>
    </message>
    <message>
        <source>%1, on top of the stack</source>
        <extracomment>Galaxy of D, a stack of ships: the screen reader&apos;s name of the top ship. %1: a ship type, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>%1, наверху стопки</translation>
    </message>
</context>
<context>
    <name>GwBoard</name>
    <message>
        <source>Turn %1 · cards in the deck: %2</source>
        <extracomment>Galactic Warfare board: the figures of the game. %1: the turn&apos;s number; %2: cards left in the deck.</extracomment>
        <translation>Ход %1 · карт в колоде: %2</translation>
    </message>
    <message>
        <source>Last battle: %1 %2 against %4 (dice: %3 against %5), %6 wins</source>
        <extracomment>Galactic Warfare board: the last battle. %1: the attacker&apos;s side, %2: its sum, %3: its dice, %4: the defender&apos;s sum, %5: its dice, %6: the winner&apos;s side, e.g. &apos;Last battle: White 9 against 4 (dice: 2 against 1), White wins&apos;.</extracomment>
        <translation>Последнее сражение: %1 %2 против %4 (кубиков: %3 против %5), побеждают %6</translation>
    </message>
    <message>
        <source>First turn roll: White %1, Blue %2</source>
        <extracomment>Galactic Warfare board: the roll for the first turn. %1, %2: die faces.</extracomment>
        <translation>Бросок за первый ход: Белые %1, Синие %2</translation>
    </message>
    <message>
        <source>%1 attacks %2 · dice: %3 against %4</source>
        <extracomment>Galactic Warfare board: the battle going on. %1, %2: sides; %3, %4: their dice, e.g. &apos;White attacks Blue · dice: 2 against 1&apos;.</extracomment>
        <translation>Атакуют %1, защищаются %2 · кубиков: %3 против %4</translation>
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
        <translation>%1 (карт: %2): %3</translation>
    </message>
    <message>
        <source>Playable now.</source>
        <extracomment>Galactic Warfare board: said of a card of the hand that can be played now.</extracomment>
        <translation>Можно сыграть сейчас.</translation>
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
            <numerusform>%n корабль в игре</numerusform>
            <numerusform>%n корабля в игре</numerusform>
            <numerusform>%n кораблей в игре</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <extracomment>Galactic Warfare: the cards a side holds, in its panel (the other side&apos;s: only a count).</extracomment>
        <translation>
            <numerusform>%n карта в руке</numerusform>
            <numerusform>%n карты в руке</numerusform>
            <numerusform>%n карт в руке</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards</source>
        <extracomment>Galactic Warfare: the heading of the player&apos;s hand of cards in the side panel.</extracomment>
        <translation>Ваши карты</translation>
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
        <translation>Два флота по 12 кораблей, Белые и Синие, стоят друг против друга на сетке из 80 клеток, и на каждом её конце — родная планета из 8 клеток. Вы побеждаете, если захватите все корабли противника или займёте своими кораблями все клетки его родной планеты.</translation>
    </message>
    <message>
        <source>Each player is dealt 15 cards and sees only their own. Both roll a die: the higher roller chooses to move first, to let the other move first, or to leave the choice to the other.</source>
        <translation>Каждый игрок получает 15 карт и видит только свои. Оба бросают кубик: выбросивший больше выбирает, ходить ли первым, уступить первый ход другому или оставить выбор другому.</translation>
    </message>
    <message>
        <source>The deck has 50 cards of 15 kinds (the rulebook says both 100 and 50 and lists none: we designed them). A player to whom the choice is left cannot leave it back.</source>
        <translation>В колоде 50 карт 15 видов (книга правил называет и 100, и 50 и не перечисляет ни одной: мы придумали их сами). Игрок, которому оставили выбор, не может вернуть его обратно.</translation>
    </message>
    <message>
        <source>The turn</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Ход</translation>
    </message>
    <message>
        <source>A turn is one move: a charge, an attack, or a stuck ship&apos;s attempt to retreat. Ships stay on the dark squares and move only forward.</source>
        <translation>Ход — это одно действие: прорыв, атака или попытка отступления застрявшего корабля. Корабли остаются на тёмных клетках и движутся только вперёд.</translation>
    </message>
    <message>
        <source>Charge: a ship moves diagonally forward onto an adjoining vacant dark square.</source>
        <translation>Прорыв: корабль перемещается по диагонали вперёд на соседнюю свободную тёмную клетку.</translation>
    </message>
    <message>
        <source>From the last row before the enemy planet a ship may enter any of the three vacant planet squares ahead of it; a ship that went home leaves its planet onto a dark square of the first row. A ship inside the enemy planet stays there for the rest of the game.</source>
        <translation>С последнего ряда перед вражеской планетой корабль может войти на любую из трёх свободных клеток планеты перед ним; корабль, вернувшийся домой, выходит со своей планеты на тёмную клетку первого ряда. Корабль на вражеской планете остаётся там до конца партии.</translation>
    </message>
    <message>
        <source>Attack: a ship attacks an enemy ship on an adjoining square diagonally forward when the square beyond is vacant; an enemy inside its own home planet needs no square beyond.</source>
        <translation>Атака: корабль атакует вражеский корабль на соседней клетке по диагонали впереди, если клетка за ним свободна; для врага на его собственной родной планете клетка за ним не нужна.</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>Each side rolls one die for every ship in its stack and adds them up; the higher sum wins. A defender inside its own home planet rolls one die more.</source>
        <translation>Каждая сторона бросает по кубику за каждый корабль своей стопки и складывает результаты; побеждает более высокая сумма. Защитник на своей родной планете бросает на один кубик больше.</translation>
    </message>
    <message>
        <source>A tie is rolled again.</source>
        <translation>При ничьей бросок повторяется.</translation>
    </message>
    <message>
        <source>The winning attacker captures one ship of the defending stack and keeps it under its own as a power-up (at most 3; the rest are discarded), then jumps to the square beyond, or takes the square when it was inside the enemy planet.</source>
        <translation>Победивший атакующий захватывает один корабль защищавшейся стопки и держит его под своим как усиление (не больше 3; остальные сбрасываются), затем перепрыгивает на клетку за ним или занимает эту клетку, если она была на вражеской планете.</translation>
    </message>
    <message>
        <source>A beaten attacker retreats to a vacant square of its own home planet that the opponent chooses; with none vacant it leaves play.</source>
        <translation>Побеждённый атакующий отступает на свободную клетку своей родной планеты, которую выбирает противник; если свободных нет, он выбывает из игры.</translation>
    </message>
    <message>
        <source>The whole beaten stack retreats, power-ups and all; the defender captures nothing.</source>
        <translation>Вся побеждённая стопка отступает вместе с усилениями; защитник ничего не захватывает.</translation>
    </message>
    <message>
        <source>A ship before the enemy planet that cannot enter or attack is stuck: instead of a move you may roll two dice for it, and on doubles it goes back to your home planet.</source>
        <translation>Корабль перед вражеской планетой, который не может ни войти в неё, ни атаковать, застрял: вместо хода вы можете бросить за него два кубика, и при дубле он возвращается на вашу родную планету.</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Each player may play one card per turn, when the card says: before your move, in a battle before or after the roll, or after your move.</source>
        <translation>Каждый игрок может сыграть одну карту за ход, когда это позволяет карта: перед вашим ходом, в сражении до или после броска или после вашего хода.</translation>
    </message>
    <message>
        <source>In a battle both players are always asked, even with no card they could play, so that being asked tells nothing about a hand: the attacker first before the roll, the defender first after it.</source>
        <translation>В сражении всегда спрашивают обоих игроков, даже если им нечего сыграть, чтобы сам вопрос ничего не выдавал о картах на руке: до броска первым атакующего, после броска первым защитника.</translation>
    </message>
    <message>
        <source>The end</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading.</extracomment>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>The cards of this game</source>
        <extracomment>Galactic Warfare&apos;s rules: a heading: the list of every card of the game&apos;s deck.</extracomment>
        <translation>Карты этой партии</translation>
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
        <translation>Эта партия</translation>
    </message>
    <message>
        <source>Board: %1 × %2 squares</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: columns, %2: rows.</extracomment>
        <translation>Поле: %1 × %2 клеток</translation>
    </message>
    <message>
        <source>Ships at the start: White %1, Blue %2</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1, %2: ships of each side.</extracomment>
        <translation>Корабли в начале: Белые %1, Синие %2</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %1 dealt to each player from a deck of %n</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %1: cards dealt to each player; %n: the cards of the deck.</extracomment>
        <translation>
            <numerusform>Карты: по %1 каждому игроку из колоды в %n карту</numerusform>
            <numerusform>Карты: по %1 каждому игроку из колоды в %n карты</numerusform>
            <numerusform>Карты: по %1 каждому игроку из колоды в %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Power-ups: at most %n under a ship</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: the most power-ups under one ship.</extracomment>
        <translation>
            <numerusform>Усиления: не больше %n под кораблём</numerusform>
            <numerusform>Усиления: не больше %n под кораблём</numerusform>
            <numerusform>Усиления: не больше %n под кораблём</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dice: %n per ship, %1 more for a defender inside its home planet</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers. %n: dice per ship of a stack; %1: the dice a defender inside its own home planet adds.</extracomment>
        <translation>
            <numerusform>Кубики: %n на корабль, на %1 больше у защитника на родной планете</numerusform>
            <numerusform>Кубики: %n на корабль, на %1 больше у защитника на родной планете</numerusform>
            <numerusform>Кубики: %n на корабль, на %1 больше у защитника на родной планете</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn limit: %n turn(s)</source>
        <extracomment>Galactic Warfare&apos;s rules, this game&apos;s numbers: when the game ends at the latest.</extracomment>
        <translation>
            <numerusform>Предел: %n ход</numerusform>
            <numerusform>Предел: %n хода</numerusform>
            <numerusform>Предел: %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie is won by the defender (this game&apos;s rules).</source>
        <extracomment>Galactic Warfare&apos;s rules: a rule variant&apos;s ties.</extracomment>
        <translation>Ничью выигрывает защитник (правила этой партии).</translation>
    </message>
    <message>
        <source>A player who cannot move passes. After a pass by each player in a row, or after %1 turns, the player with more ships in play wins, else it is a draw.</source>
        <extracomment>Galactic Warfare&apos;s rules. %1: the turn limit, e.g. &apos;400&apos;.</extracomment>
        <translation>Игрок, который не может ходить, пасует. Когда оба игрока пасуют подряд или проходит %1 ходов, побеждает игрок, у которого больше кораблей в игре; иначе ничья.</translation>
    </message>
</context>
<context>
    <name>GwSquare</name>
    <message>
        <source>White ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Белый корабль</translation>
    </message>
    <message>
        <source>Blue ship</source>
        <extracomment>Galactic Warfare board: what is on a square, for a screen reader.</extracomment>
        <translation>Синий корабль</translation>
    </message>
    <message>
        <source>vacant</source>
        <extracomment>Galactic Warfare board: a square without a ship, for a screen reader.</extracomment>
        <translation>свободна</translation>
    </message>
    <message>
        <source>select this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>выбрать этот корабль</translation>
    </message>
    <message>
        <source>charge here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>прорваться сюда</translation>
    </message>
    <message>
        <source>attack this ship</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader).</extracomment>
        <translation>атаковать этот корабль</translation>
    </message>
    <message>
        <source>retreat here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): a beaten ship retreats to this home square.</extracomment>
        <translation>отступить сюда</translation>
    </message>
    <message>
        <source>play the card here</source>
        <extracomment>Galactic Warfare board: what a click on a square does now (a screen reader): the square a card is played on.</extracomment>
        <translation>сыграть карту на эту клетку</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n power-up(s)</source>
        <extracomment>Galactic Warfare board: a ship on a square with its power-ups (captured ships under it), for a screen reader and the tool tip. %1: &apos;White ship&apos; or &apos;Blue ship&apos;.</extracomment>
        <translation>
            <numerusform>%1, %n усиление</numerusform>
            <numerusform>%1, %n усиления</numerusform>
            <numerusform>%1, %n усилений</numerusform>
        </translation>
    </message>
    <message>
        <source>under attack</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>под атакой</translation>
    </message>
    <message>
        <source>attacking</source>
        <extracomment>Galactic Warfare board: a square&apos;s ship in the battle going on (a screen reader, the tool tip).</extracomment>
        <translation>атакует</translation>
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
        <translation>Космические настольные игры против друзей или компьютера</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <extracomment>The home page: a button. Other texts refer to it (&quot;Open saved game&quot; brings it back): keep them alike.</extracomment>
        <translation>Открыть сохранённую партию…</translation>
    </message>
    <message>
        <source>Workshop</source>
        <extracomment>The home page: a button: open the Workshop, the app&apos;s content editor (a name).</extracomment>
        <translation>Мастерская</translation>
    </message>
    <message>
        <source>Design your own galaxies, ship tables, decks and rule variants</source>
        <translation>Создавайте свои галактики, таблицы кораблей, колоды и варианты правил</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>The home page: a button: open the settings (a noun).</extracomment>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>The home page: a button: about the app, its version and credits.</extracomment>
        <translation>О программе</translation>
    </message>
    <message>
        <source>Your game of %1 is waiting.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Ваша партия в %1 ждёт вас.</translation>
    </message>
    <message>
        <source>Your game of %1 is over.</source>
        <extracomment>The home page: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Ваша партия в %1 окончена.</translation>
    </message>
    <message>
        <source>Continue your last game</source>
        <extracomment>The home page: the heading of the banner of the game waiting.</extracomment>
        <translation>Продолжить последнюю партию</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <extracomment>The home page: the random seed of the game waiting. %1: a number, e.g. &apos;Seed 12345&apos;.</extracomment>
        <translation>Зерно %1</translation>
    </message>
    <message>
        <source>Saved automatically on %1</source>
        <extracomment>The home page: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Автосохранение: %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>The home page: a button: go back to the game being played. Short.</extracomment>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Посмотреть результат</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>The home page: a button: go on with the game waiting (a verb).</extracomment>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>The home page: a button on a game&apos;s card: start a new game of it (a verb). Short.</extracomment>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <extracomment>The home page: a label on a game&apos;s card that cannot be played yet. Short.</extracomment>
        <translation>Скоро</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>The home page: what a screen reader says for the whole page (its title). Short.</extracomment>
        <translation>Главная страница</translation>
    </message>
    <message>
        <source>Saved automatically on %1, but a later autosave failed: this may be an older position than the one you last saw.</source>
        <extracomment>The home page, when the last autosave failed: %1: a date and time, e.g. &apos;24/11/2026 14:50&apos;.</extracomment>
        <translation>Сохранено автоматически %1, но более позднее автосохранение не удалось: позиция может быть старее той, что вы видели последней.</translation>
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
        <translation>Не удалось открыть партию</translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation>Не удалось сделать снимок окна.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <source>Starboard: space tabletop games.</source>
        <translation>Starboard: космические настольные игры.</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --game, in the help: &apos;--game &lt;id&gt;&apos;; a game&apos;s identifier. One short word, no spaces.</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Открыть сохранённую партию.</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of an option, in the help: &apos;--load &lt;file&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>файл</translation>
    </message>
    <message>
        <source>The seed of the new game (with --game); random without it.</source>
        <translation>Зерно новой партии (с --game); без него — случайное.</translation>
    </message>
    <message>
        <source>number</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --seed, in the help: &apos;--seed &lt;number&gt;&apos;. One short word, no spaces.</extracomment>
        <translation>число</translation>
    </message>
    <message>
        <source>The language for this run: %1 (default: the one chosen in the settings).</source>
        <extracomment>The command line (starboard --help and its errors): the help of the option --lang. %1: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>Язык для этого запуска: %1 (по умолчанию — выбранный в настройках).</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>The command line (starboard --help and its errors): the name of the value of the option --lang, in the help: &apos;--lang &lt;code&gt;&apos; (a language code). One short word, no spaces.</extracomment>
        <translation>код</translation>
    </message>
    <message>
        <source>Save a PNG of the window once it is shown, then quit. Nothing is saved or remembered in this mode.</source>
        <translation>Сохранить PNG окна, как только оно появится, и выйти. В этом режиме ничего не сохраняется и не запоминается.</translation>
    </message>
    <message>
        <source>Open the Workshop (the content editor), with the files given after the options.</source>
        <translation>Открыть Мастерскую (редактор содержимого) с файлами, указанными после параметров.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <extracomment>The command line (starboard --help and its errors): the name of the arguments in the help&apos;s usage line: any number of files. Keep the brackets and the dots.</extracomment>
        <translation>[файлы...]</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the program&apos;s name, &apos;starboard&apos;; keep &apos;--help&apos; as it is.</extracomment>
        <translation>Подробности: «%1 --help».</translation>
    </message>
    <message>
        <source>--workshop cannot be used with --game or --load.</source>
        <translation>--workshop нельзя использовать вместе с --game или --load.</translation>
    </message>
    <message>
        <source>There is no file &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path.</extracomment>
        <translation>Файл «%1» не существует.</translation>
    </message>
    <message>
        <source>--game and --load cannot be used together.</source>
        <translation>--game и --load нельзя использовать вместе.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;. Games: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the identifier given; %2: the games&apos; identifiers, e.g. &apos;galaxy-of-d, galaxy-command&apos;.</extracomment>
        <translation>Неизвестная игра «%1». Игры: %2.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the seed given.</extracomment>
        <translation>Зерно должно быть целым числом от 0 до 18446744073709551615, а не «%1».</translation>
    </message>
    <message>
        <source>--seed needs --game.</source>
        <translation>--seed требует --game.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;. Languages: %2.</source>
        <extracomment>The command line (starboard --help and its errors): %1: the code given; %2: the language codes, e.g. &apos;de, en, fr&apos;.</extracomment>
        <translation>Неизвестный язык «%1». Языки: %2.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot требует имя файла.</translation>
    </message>
    <message>
        <source>The main view is not a Starboard window.</source>
        <translation>Главное окно не является окном Starboard.</translation>
    </message>
    <message>
        <source>Only one saved game can be opened at a time (&apos;%1&apos; and &apos;%2&apos;).</source>
        <extracomment>The command line (starboard --help and its errors): %1 and %2: files&apos; paths.</extracomment>
        <translation>Открыть можно только одну сохранённую партию за раз («%1» и «%2»).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: Starboard opens saved games and content files, not &quot;%2&quot; files.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; %2: its extension, e.g. &apos;txt&apos;.</extracomment>
        <translation>Не удаётся открыть «%1»: Starboard открывает сохранённые партии и файлы содержимого, а не файлы «%2».</translation>
    </message>
    <message>
        <source>Files to open: a saved game is played, content files (galaxies, ship tables, rulesets, ...) open in the Workshop. With --workshop: files to open in the Workshop.</source>
        <translation>Файлы для открытия: сохранённая партия запускается, файлы содержимого (галактики, таблицы кораблей, наборы правил, ...) открываются в Мастерской. С --workshop: файлы, которые нужно открыть в Мастерской.</translation>
    </message>
    <message>
        <source>The saved game &apos;%1&apos; cannot be opened together with --game or --load.</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path. Keep &apos;--game&apos; and &apos;--load&apos; as they are.</extracomment>
        <translation>Сохранённую партию «%1» нельзя открыть вместе с --game или --load.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:</source>
        <extracomment>The command line (starboard --help and its errors): %1: a file&apos;s path; the reason follows on the next line.</extracomment>
        <translation>Не удаётся открыть «%1»:</translation>
    </message>
    <message>
        <source>Could not start Starboard again: %1</source>
        <extracomment>On the console, after Settings&apos; &quot;Restart now&quot; failed: %1: the system&apos;s reason.</extracomment>
        <translation>Не удалось снова запустить Starboard: %1</translation>
    </message>
    <message>
        <source>The game continues from its autosave of turn %1 (%2). The newest autosave could not be loaded: %3</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: the turn number; %2: a date and time; %3: the first problem of the newest one.</extracomment>
        <translation>Игра продолжается с автосохранения хода %1 (%2). Последнее автосохранение не удалось загрузить: %3</translation>
    </message>
    <message>
        <source>The game continues from the autosave before the newest one (%1). The newest autosave could not be loaded: %2</source>
        <extracomment>Continue, when the newest autosave cannot be loaded. %1: a date and time; %2: the first problem of the newest one.</extracomment>
        <translation>Игра продолжается с автосохранения перед последним (%1). Последнее автосохранение не удалось загрузить: %2</translation>
    </message>
    <message>
        <source>An earlier autosave was used</source>
        <extracomment>The title of the message when Continue used an earlier autosave.</extracomment>
        <translation>Использовано более раннее автосохранение</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>Open saved game, when the game in progress could not be saved aside first. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Не удалось сохранить текущую партию, поэтому она остаётся: %1</translation>
    </message>
    <message>
        <source>Your game in progress was put aside</source>
        <extracomment>The title of the message after Open saved game put the game in progress aside.</extracomment>
        <translation>Текущая партия отложена</translation>
    </message>
    <message>
        <source>It was saved as &quot;%1&quot; in the folder &quot;Games put aside&quot;; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>After Open saved game. %1: a file&apos;s name; &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button.</extracomment>
        <translation>Она сохранена как «%1» в папке «Games put aside»; вернуть её можно через «Открыть сохранённую партию».</translation>
    </message>
    <message>
        <source>Start a new game of &lt;id&gt; at once with the fewest players it takes: you, and computer players (Standard level) in the other seats it needs.</source>
        <extracomment>The command line (starboard --help): the help of the option --game. The games for one (Galaxy Command, Galaxy Fighters) start solo; the others give the computer the seats they need besides yours.</extracomment>
        <translation>Сразу начать новую партию в &lt;id&gt; с наименьшим числом игроков: вы и компьютерные игроки (уровень «Стандартный») на остальных нужных местах.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser: a person plays this seat (a noun).</extracomment>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <extracomment>New game dialog: an entry of a seat&apos;s chooser. %1: a computer player&apos;s level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Компьютер: %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <extracomment>New game dialog: the dialog&apos;s title. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Новая партия: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>New game dialog: a button (a verb).</extracomment>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>New game dialog: a button (a verb phrase).</extracomment>
        <translation>Начать партию</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>New game dialog: the heading of the players&apos; section (a noun, plural).</extracomment>
        <translation>Игроки</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>New game dialog: the number of players chosen. %n: the number.</extracomment>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a name field. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Имя игрока %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>New game dialog: the heading of the setup section: the content and rules the game is set up with (a noun).</extracomment>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Normal: random galaxy, bid for the Starbase</source>
        <translation>Обычная: случайная галактика, торг за звёздную базу</translation>
    </message>
    <message>
        <source>Quick: fixed start, no pirates (first games)</source>
        <translation>Быстрая: фиксированный старт, без пиратов (для первых партий)</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Full deck: 54 cards</source>
        <extracomment>New game dialog: an entry of the Deck chooser: Galaxy Command&apos;s standard rule set, with every card of the deck.</extracomment>
        <translation>Полная колода: 54 карты</translation>
    </message>
    <message>
        <source>Original solitaire: 18 cards (1 player)</source>
        <translation>Исходная одиночная: 18 карт (1 игрок)</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s map (a noun).</extracomment>
        <translation>Галактика</translation>
    </message>
    <message>
        <source>The shipped galaxy</source>
        <extracomment>New game dialog: the Galaxy field when no file is chosen: the galaxy that comes with the app.</extracomment>
        <translation>Встроенная галактика</translation>
    </message>
    <message>
        <source>Choose a galaxy file</source>
        <translation>Выбрать файл галактики</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>New game dialog: a field&apos;s label: the rule set or variant (a noun, plural).</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The standard rules</source>
        <extracomment>New game dialog: the Rules field when no file is chosen: the rules that come with the app.</extracomment>
        <translation>Стандартные правила</translation>
    </message>
    <message>
        <source>Choose a ruleset or variant file</source>
        <translation>Выбрать файл набора правил или варианта</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>New game dialog: a field&apos;s label: the random seed of the game, a number (a noun; a technical term).</extracomment>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>New game dialog: a placeholder in the empty seed field: a random seed will be chosen (an adjective). Short.</extracomment>
        <translation>случайное</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>New game dialog: a button: choose another random seed. Short.</extracomment>
        <translation>Новое зерно</translation>
    </message>
    <message>
        <source>The same seed, players and files give the same dice and draws.</source>
        <translation>Одинаковые зерно, игроки и файлы дают одинаковые броски кубиков и жребий.</translation>
    </message>
    <message>
        <source>Player %1: human or computer level</source>
        <extracomment>New game dialog: the screen reader&apos;s name of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2.</extracomment>
        <translation>Игрок %1: человек или уровень компьютера</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>New game dialog: a field&apos;s label: how hard a Galaxy Fighters game is (a noun).</extracomment>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the easiest; the rulebook&apos;s name).</extracomment>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>15 spawn cards, 3 backup ships, lost at 3 invaded districts</source>
        <extracomment>New game dialog: what the Rookie difficulty of Galaxy Fighters means.</extracomment>
        <translation>15 карт волн, 3 запасных корабля, поражение при 3 захваченных районах</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the standard one; the rulebook&apos;s name).</extracomment>
        <translation>Пилот-эксперт</translation>
    </message>
    <message>
        <source>20 spawn cards, 3 backup ships, lost at 2 invaded districts</source>
        <extracomment>New game dialog: what the Expert Pilot difficulty of Galaxy Fighters means.</extracomment>
        <translation>20 карт волн, 3 запасных корабля, поражение при 2 захваченных районах</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>New game dialog: a Galaxy Fighters difficulty (the hardest; the rulebook&apos;s name).</extracomment>
        <translation>Ас</translation>
    </message>
    <message>
        <source>25 spawn cards, 2 backup ships, lost at the first invaded district</source>
        <extracomment>New game dialog: what the Ace difficulty of Galaxy Fighters means.</extracomment>
        <translation>25 карт волн, 2 запасных корабля, поражение при первом захваченном районе</translation>
    </message>
    <message>
        <source>The game in progress could not be saved, so it stays: %1</source>
        <extracomment>New game dialog: the game in progress could not be saved aside, so the new game was not started. %1: the reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Не удалось сохранить текущую партию, поэтому она остаётся: %1</translation>
    </message>
    <message>
        <source>Your game of %1 in progress is saved into the folder &quot;Games put aside&quot; before this one starts; &quot;Open saved game&quot; brings it back.</source>
        <extracomment>New game dialog: said when a game is in progress. %1: its game&apos;s name, e.g. &apos;Galaxy of D&apos;. &apos;Games put aside&apos; is a folder&apos;s name; &apos;Open saved game&apos; the home page&apos;s button: use its translation.</extracomment>
        <translation>Перед началом этой партии текущая партия в %1 будет сохранена в папке «Games put aside»; вернуть её можно через «Открыть сохранённую партию».</translation>
    </message>
    <message>
        <source>As shipped</source>
        <extracomment>New game dialog: a content file&apos;s field when no file is chosen: the content that comes with the app is used (e.g. the ship table as shipped).</extracomment>
        <translation>Встроенный вариант</translation>
    </message>
    <message>
        <source>Choose a file: %1</source>
        <extracomment>New game dialog: the title of the file dialog of a content field. %1: the field&apos;s label, e.g. &apos;Ship table&apos;.</extracomment>
        <translation>Выбрать файл: %1</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Таблица кораблей</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Объекты</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>New game dialog: a field&apos;s label: a deck of cards (a noun).</extracomment>
        <translation>Колода карт</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Планшет технологий</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Карты кораблей</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Колода волн</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>New game dialog: a field&apos;s label: Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Снаряжение кокпита</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>New game dialog: a field&apos;s label: Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Поле</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The file dialog that opens a saved game: its button (a verb).</extracomment>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Сохранённые партии (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>The screen between two players of one device (hot seat): its heading. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Передайте экран: %1</translation>
    </message>
    <message>
        <source>The board stays hidden until %1 is at the screen, so that nobody sees another player&apos;s secrets.</source>
        <extracomment>The screen between two players of one device: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Поле остаётся закрытым, пока за экран не сядет %1, чтобы никто не увидел чужих секретов.</translation>
    </message>
    <message>
        <source>I am %1, show my board</source>
        <extracomment>The screen between two players of one device: a button. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Я — %1, покажите моё поле</translation>
    </message>
    <message>
        <source>The last moves</source>
        <extracomment>The screen between two players of one device: the heading of the list of what happened since the next player last played (public moves only).</extracomment>
        <translation>Последние ходы</translation>
    </message>
</context>
<context>
    <name>PlayItGuard</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <extracomment>A game in progress is saved aside before another starts, and its folder cannot be made. %1: a folder&apos;s path.</extracomment>
        <translation>Не удалось создать папку %1.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>The results list (home page): a computer player among the players. %1: its name, e.g. &apos;Expert&apos;.</extracomment>
        <translation>%1 (компьютер)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The results list (home page): the score of a solitaire game. %n: the points.</extracomment>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
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
        <translation>Результаты: %1</translation>
    </message>
    <message>
        <source>Your results in %1</source>
        <extracomment>The home page, the results list: its heading. %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>Ваши результаты в %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>The home page, the results list: %n: the games played.</extracomment>
        <translation>
            <numerusform>%n партия сыграна</numerusform>
            <numerusform>%n партии сыграны</numerusform>
            <numerusform>%n партий сыграно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <extracomment>The home page, the results list: after the games played. %n: the games won.</extracomment>
        <translation>
            <numerusform>%n победа</numerusform>
            <numerusform>%n победы</numerusform>
            <numerusform>%n побед</numerusform>
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
        <translation>Зерно %1</translation>
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
        <translation>Обычные абзацы передают то, что сказано в книге правил.</translation>
    </message>
    <message>
        <source>paragraphs like this one are how Starboard plays where the rulebook is silent, unclear or refers to a lost picture.</source>
        <translation>такие абзацы описывают, как играет Starboard там, где книга правил молчит, неясна или ссылается на утерянную иллюстрацию.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Our reading: %1</source>
        <extracomment>The rules beside the board: the screen reader&apos;s text of a paragraph where Starboard decides what the rulebook leaves open. %1: the paragraph.</extracomment>
        <translation>Наше толкование: %1</translation>
    </message>
    <message>
        <source>Our reading:</source>
        <extracomment>The rules beside the board: the bold mark before a paragraph where Starboard decides what the rulebook leaves open (our interpretation).</extracomment>
        <translation>Наше толкование:</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The file dialog that saves the game: its button (a verb).</extracomment>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Сохранённые партии (*.json)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Winner</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): the player won (a noun).</extracomment>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): a computer player is choosing its move.</extracomment>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>To play</source>
        <extracomment>A player&apos;s panel beside the board: the player&apos;s state, a badge (tight space): it is the player&apos;s turn.</extracomment>
        <translation>Ходит</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>A player&apos;s panel: a person plays this seat (a noun).</extracomment>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A player&apos;s panel: a computer player. %1: its level, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Компьютер (%1)</translation>
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
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>The Settings dialog: a heading (a noun).</extracomment>
        <translation>Язык</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>The Settings dialog: an entry of the language list: the language of the computer&apos;s system.</extracomment>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>The Settings dialog: a heading: the settings of the computer players.</extracomment>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <source>Computer moves</source>
        <extracomment>The Settings dialog: a heading: how fast the computer players&apos; moves are shown.</extracomment>
        <translation>Ходы компьютера</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves (an adjective). Short.</extracomment>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>The Settings dialog: a speed of the computer players&apos; moves: no waiting (an adjective). Short.</extracomment>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <source>The window&apos;s size and place are remembered when you quit.</source>
        <translation>Размер и положение окна запоминаются при выходе.</translation>
    </message>
    <message>
        <source>Pseudo-language (for testing)</source>
        <translation>Псевдоязык (для проверки)</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <extracomment>A language in the chooser: %1 its name, %2 the share of the app&apos;s texts it translates, in whole percent (&quot;Deutsch (100%)&quot;).</extracomment>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>%1: from your translations folder (%2)</source>
        <extracomment>%1: a language&apos;s name, %2: the path of the translator&apos;s file it is loaded from.</extracomment>
        <translation>%1: из вашей папки переводов (%2)</translation>
    </message>
    <message>
        <source>Drop a starboard_&lt;code&gt;.qm here to try a translation:</source>
        <translation>Положите сюда starboard_&lt;code&gt;.qm, чтобы попробовать перевод:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings: a label before a switch: colours and borders with stronger contrast.</extracomment>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>Interface size</source>
        <extracomment>Settings: a label before a list of sizes in percent (everything larger or smaller).</extracomment>
        <translation>Размер интерфейса</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Settings: an interface size in percent: %1: a number, e.g. 150 for &apos;150%&apos;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>The interface size is set by QT_SCALE_FACTOR in your environment (%1%).</source>
        <extracomment>%1: the size in percent that the QT_SCALE_FACTOR environment variable sets.</extracomment>
        <translation>Размер интерфейса задан переменной QT_SCALE_FACTOR в вашем окружении (%1%).</translation>
    </message>
    <message>
        <source>The new size applies when Starboard restarts. The game in progress is kept: Continue brings it back.</source>
        <translation>Новый размер вступит в силу после перезапуска Starboard. Текущая партия сохранится: «Продолжить» вернёт её.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <extracomment>Settings: a button: start Starboard again now so that the new interface size applies.</extracomment>
        <translation>Перезапустить</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>%1: /format: the Workshop does not edit &apos;%2&apos; files</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; &apos;/format&apos; is the place in the file (keep it); %2: the format found.</extracomment>
        <translation>%1: /format: Мастерская не редактирует файлы «%2»</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <extracomment>A file the Workshop cannot open. %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: не удаётся открыть файл (%2)</translation>
    </message>
    <message>
        <source>%1 (untitled)</source>
        <comment>a new document of this kind, never saved</comment>
        <extracomment>Workshop: the name of a new document not yet saved. %1: the kind of content, e.g. &apos;Galaxy (untitled)&apos;.</extracomment>
        <translation>%1 (без имени)</translation>
    </message>
    <message>
        <source>The document has no file yet: use Save As.</source>
        <translation>У документа ещё нет файла: используйте «Сохранить как».</translation>
    </message>
    <message>
        <source>%1: cannot save (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: не удаётся сохранить (%2); файл на диске не изменён.</translation>
    </message>
    <message>
        <source>Empty variant (the standard rules)</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant that changes nothing yet.</extracomment>
        <translation>Пустой вариант (стандартные правила)</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a variant for a shorter game.</extracomment>
        <translation>Короткая партия</translation>
    </message>
    <message>
        <source>Rich galaxy</source>
        <extracomment>Workshop: a template of a new rule variant (File &gt; New): a galaxy with more planets.</extracomment>
        <translation>Богатая галактика</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Workshop: a kind of content (File &gt; New, the Problems panel): Galaxy of D&apos;s map of sectors (a noun).</extracomment>
        <translation>Галактика</translation>
    </message>
    <message>
        <source>The galaxy of the rulebook</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): the galaxy printed in the rulebook.</extracomment>
        <translation>Галактика из книги правил</translation>
    </message>
    <message>
        <source>Empty galaxy</source>
        <extracomment>Workshop: a template of a new galaxy (File &gt; New): a galaxy without sectors.</extracomment>
        <translation>Пустая галактика</translation>
    </message>
    <message>
        <source>Ship table</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s table of ship types (a noun).</extracomment>
        <translation>Таблица кораблей</translation>
    </message>
    <message>
        <source>Things</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy of D&apos;s Things, the game&apos;s term for what lies on a sector (planets, asteroids ...).</extracomment>
        <translation>Объекты</translation>
    </message>
    <message>
        <source>Galaxy of D rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy of D&apos;s rules.</extracomment>
        <translation>Вариант правил Galaxy of D</translation>
    </message>
    <message>
        <source>Card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s deck of cards (a noun).</extracomment>
        <translation>Колода карт</translation>
    </message>
    <message>
        <source>Technology mat</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Command&apos;s technology mat, the game&apos;s term (a noun).</extracomment>
        <translation>Планшет технологий</translation>
    </message>
    <message>
        <source>Galaxy Command rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galaxy Command&apos;s rules.</extracomment>
        <translation>Вариант правил Galaxy Command</translation>
    </message>
    <message>
        <source>Near system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system close to home (Workshop, deck editor: the card list&apos;s Kind column and the Kind chooser).</extracomment>
        <translation>Ближняя система</translation>
    </message>
    <message>
        <source>Distant system</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a system far away, needs Forward Star Bases (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Дальняя система</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: an event card (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Red alert</source>
        <extracomment>Galaxy Command card kind, the game&apos;s term: a red alert card, a harsher event (Workshop, deck editor: Kind column and chooser).</extracomment>
        <translation>Красная тревога</translation>
    </message>
    <message>
        <source>Make %1 a near system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Сделать «%1» ближней системой</translation>
    </message>
    <message>
        <source>Make %1 a distant system</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Сделать «%1» дальней системой</translation>
    </message>
    <message>
        <source>Make %1 an event</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Сделать «%1» событием</translation>
    </message>
    <message>
        <source>Make %1 a red alert</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Сделать «%1» красной тревогой</translation>
    </message>
    <message>
        <source>Resources</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the event gives resources.</extracomment>
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>Strike</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the workers strike, no production (a noun).</extracomment>
        <translation>Забастовка</translation>
    </message>
    <message>
        <source>Revolt</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): a revolt against a system (a noun).</extracomment>
        <translation>Восстание</translation>
    </message>
    <message>
        <source>Invasion</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an invasion of a system (a noun).</extracomment>
        <translation>Вторжение</translation>
    </message>
    <message>
        <source>Peace</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): nothing happens (a noun).</extracomment>
        <translation>Мир</translation>
    </message>
    <message>
        <source>Military coup</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the army seizes power (a noun).</extracomment>
        <translation>Военный переворот</translation>
    </message>
    <message>
        <source>Raid</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): pirates raid the storage (a noun).</extracomment>
        <translation>Налёт</translation>
    </message>
    <message>
        <source>Ambush</source>
        <extracomment>Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an ambush at the border (a noun).</extracomment>
        <translation>Засада</translation>
    </message>
    <message>
        <source>wealth</source>
        <extracomment>Galaxy Command&apos;s resource wealth (lower case: used inside other texts, e.g. &apos;Every player gains 2 wealth.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>богатство</translation>
    </message>
    <message>
        <source>metal</source>
        <extracomment>Galaxy Command&apos;s resource metal (lower case: used inside other texts, e.g. &apos;Every player gains 2 metal.&apos;; also in the Workshop&apos;s resource chooser).</extracomment>
        <translation>металл</translation>
    </message>
    <message>
        <source>Year %1: gain</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card giving resources. %1: the year, 1 or 2. The field is the amount gained.</extracomment>
        <translation>Год %1: прирост</translation>
    </message>
    <message>
        <source>Year %1: force +</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a revolt or invasion card. %1: the year, 1 or 2. The field is the bonus added to the attacking force&apos;s roll (force +N).</extracomment>
        <translation>Год %1: сила +</translation>
    </message>
    <message>
        <source>Year %1: military lost</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card. %1: the year, 1 or 2. The field is the military strength lost.</extracomment>
        <translation>Год %1: потеря мощи</translation>
    </message>
    <message>
        <source>Year %1: lose</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card. %1: the year, 1 or 2. The field is the amount lost.</extracomment>
        <translation>Год %1: потеря</translation>
    </message>
    <message>
        <source>Year %1: invasion force</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card. %1: the year, 1 or 2. The field is the invasion&apos;s force.</extracomment>
        <translation>Год %1: сила вторжения</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for an event card&apos;s effect. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Год %1</translation>
    </message>
    <message>
        <source>Storage at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a raid card, before a number: players with this much in storage or more are struck.</extracomment>
        <translation>Запас не меньше</translation>
    </message>
    <message>
        <source>Military at most</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a border ambush card, before a number: players with this military strength or less are struck.</extracomment>
        <translation>Военная мощь не больше</translation>
    </message>
    <message>
        <source>Military at least</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: players with this military strength or more roll.</extracomment>
        <translation>Военная мощь не меньше</translation>
    </message>
    <message>
        <source>Every player gains %1 %2.</source>
        <extracomment>Workshop, deck editor: the effect of an event card as the card preview shows it. %1: an amount, e.g. 2; %2: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Каждый игрок получает %2: +%1.</translation>
    </message>
    <message>
        <source>Strike: no production next turn.</source>
        <translation>Забастовка: нет производства на следующем ходу.</translation>
    </message>
    <message>
        <source>Revolt against the aligned system of least resistance, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of a revolt card in the card preview. %1: the bonus to the revolt&apos;s roll, e.g. 2.</extracomment>
        <translation>Восстание против присоединённой системы с наименьшим сопротивлением, сила +%1.</translation>
    </message>
    <message>
        <source>Invasion of the system aligned last, force +%1.</source>
        <extracomment>Workshop, deck editor: the effect of an invasion card in the card preview. %1: the bonus to the invasion&apos;s roll, e.g. 2.</extracomment>
        <translation>Вторжение в последнюю присоединённую систему, сила +%1.</translation>
    </message>
    <message>
        <source>Peace: nothing happens.</source>
        <translation>Мир: ничего не происходит.</translation>
    </message>
    <message>
        <source>Military %1 or more: on a roll of %2+ lose %3 military.</source>
        <extracomment>Workshop, deck editor: the effect of a military coup card in the card preview. %1: a military strength, e.g. 3; %2: the roll needed, e.g. 4; %3: the military strength lost, e.g. 1.</extracomment>
        <translation>Военная мощь %1 и больше: при броске %2+ потеря %3 ед. военной мощи.</translation>
    </message>
    <message>
        <source>Storage of %1 or more: lose %2 %3.</source>
        <extracomment>Workshop, deck editor: the effect of a raid card in the card preview. %1: a threshold, e.g. 3; %2: an amount, e.g. 2; %3: a resource, &apos;metal&apos; or &apos;wealth&apos;.</extracomment>
        <translation>Запас %1 и больше: %3 −%2.</translation>
    </message>
    <message>
        <source>Military %1 or less: an invasion of force %2.</source>
        <extracomment>Workshop, deck editor: the effect of a border ambush card in the card preview. %1: a military strength, e.g. 1; %2: the invasion&apos;s force, e.g. 3.</extracomment>
        <translation>Военная мощь %1 и меньше: вторжение с силой %2.</translation>
    </message>
    <message>
        <source>Set-up: normal (5) or quick (10), fixed Things</source>
        <translation>Подготовка: обычная (5) или быстрая (10), фиксированные объекты</translation>
    </message>
    <message>
        <source>Sides of the die</source>
        <translation>Граней у кубика</translation>
    </message>
    <message>
        <source>Armor of a Starbase at the start (3.2)</source>
        <translation>Броня звёздной базы в начале партии (3.2)</translation>
    </message>
    <message>
        <source>Attack power of a Starbase (3.2)</source>
        <translation>Сила атаки звёздной базы (3.2)</translation>
    </message>
    <message>
        <source>Money a Starbase earns each production (6.5)</source>
        <translation>Доход звёздной базы за каждое производство (6.5)</translation>
    </message>
    <message>
        <source>Armor a Starbase loses every turn (6.5)</source>
        <translation>Потеря брони звёздной базы за ход (6.5)</translation>
    </message>
    <message>
        <source>Most money a player may keep (3.2)</source>
        <translation>Наибольшая сумма денег у игрока (3.2)</translation>
    </message>
    <message>
        <source>Things drawn: a die roll plus this (5.1)</source>
        <translation>Вытягиваемые объекты: бросок кубика плюс это число (5.1)</translation>
    </message>
    <message>
        <source>Starting money: a die roll plus this (5.2)</source>
        <translation>Стартовые деньги: бросок кубика плюс это число (5.2)</translation>
    </message>
    <message>
        <source>Starting money in the quick set-up (10.5)</source>
        <translation>Стартовые деньги при быстрой подготовке (10.5)</translation>
    </message>
    <message>
        <source>Cargo price: distance times this (5.1)</source>
        <translation>Цена груза: расстояние, умноженное на это число (5.1)</translation>
    </message>
    <message>
        <source>Least distance between two Starbases (5.2)</source>
        <translation>Наименьшее расстояние между двумя звёздными базами (5.2)</translation>
    </message>
    <message>
        <source>A pirate moves on a roll up to this (6.3)</source>
        <translation>Пират движется при броске не выше этого числа (6.3)</translation>
    </message>
    <message>
        <source>Things of the quick set-up, by id (10.1)</source>
        <translation>Объекты быстрой подготовки, по ID (10.1)</translation>
    </message>
    <message>
        <source>Which cards make up the deck</source>
        <translation>Какие карты составляют колоду</translation>
    </message>
    <message>
        <source>Near systems in each player&apos;s sector</source>
        <translation>Ближних систем в секторе каждого игрока</translation>
    </message>
    <message>
        <source>Distant systems in each player&apos;s sector</source>
        <translation>Дальних систем в секторе каждого игрока</translation>
    </message>
    <message>
        <source>Event cards in Year 1 and Year 2</source>
        <translation>Карт событий в 1-м и 2-м году</translation>
    </message>
    <message>
        <source>Metal production at the start</source>
        <translation>Производство металла в начале партии</translation>
    </message>
    <message>
        <source>Wealth production at the start</source>
        <translation>Производство богатства в начале партии</translation>
    </message>
    <message>
        <source>Resources kept of each kind</source>
        <translation>Предел запаса каждого ресурса</translation>
    </message>
    <message>
        <source>Resources kept with Interstellar Banking</source>
        <translation>Предел запаса с Межзвёздными банками</translation>
    </message>
    <message>
        <source>Most military strength</source>
        <translation>Наибольшая военная мощь</translation>
    </message>
    <message>
        <source>Most military strength with Capital Ships</source>
        <translation>Наибольшая военная мощь с Линкорами</translation>
    </message>
    <message>
        <source>Metal to build one military strength</source>
        <translation>Металл за 1 ед. военной мощи</translation>
    </message>
    <message>
        <source>Wealth to build one military strength</source>
        <translation>Богатство за 1 ед. военной мощи</translation>
    </message>
    <message>
        <source>Interspecies Commerce: resources given ...</source>
        <translation>Межвидовая торговля: отдаётся ресурсов ...</translation>
    </message>
    <message>
        <source>... for this many of the other resource</source>
        <translation>... за столько единиц другого ресурса</translation>
    </message>
    <message>
        <source>Bonus of the exploration technology</source>
        <translation>Бонус «Исследование»</translation>
    </message>
    <message>
        <source>Bonus of the scientific technology</source>
        <translation>Бонус «Наука»</translation>
    </message>
    <message>
        <source>Points of the warlord bonus</source>
        <translation>Очки бонуса «Полководец»</translation>
    </message>
    <message>
        <source>Multiplayer: aligned distant systems to win, per player</source>
        <translation>Несколько игроков: присоединённых дальних систем для победы, на игрока</translation>
    </message>
    <message>
        <source>Solitaire ranks: id, least score, name; &apos;;&apos; between</source>
        <translation>Звания в одиночной игре: ID, минимальный счёт, название; разделитель «;»</translation>
    </message>
    <message>
        <source>%1: not saved, because Starboard could not read the file back (%2); the file on disk is unchanged.</source>
        <extracomment>Workshop: %1: the file&apos;s path; %2: why Starboard could not read the file, e.g. &apos;/home/me/g.json: the file is larger than the limit of 8388608 byte(s)&apos;.</extracomment>
        <translation>%1: не сохранено, так как Starboard не смог бы прочитать файл обратно (%2); файл на диске не изменён.</translation>
    </message>
    <message>
        <source>Spawn deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; deck of spawn cards, the cards that place the aliens on the board (a noun).</extracomment>
        <translation>Колода волн</translation>
    </message>
    <message>
        <source>Ship cards</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; ship cards (a noun; the cards of the ships the players fly).</extracomment>
        <translation>Карты кораблей</translation>
    </message>
    <message>
        <source>Cockpit equipment</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galaxy Fighters&apos; cockpit equipment: the weapons, engine modifications and command tiles (a noun).</extracomment>
        <translation>Снаряжение кокпита</translation>
    </message>
    <message>
        <source>Galaxy Fighters difficulty</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a difficulty of Galaxy Fighters (the game&apos;s numbers: spawn cards drawn, backup ships, ...).</extracomment>
        <translation>Сложность Galaxy Fighters</translation>
    </message>
    <message>
        <source>Expert Pilot (the standard rules)</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s own difficulty &apos;Expert Pilot&apos; (the standard values).</extracomment>
        <translation>Пилот-эксперт (стандартные правила)</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s easiest difficulty, &apos;Rookie&apos;.</extracomment>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop: a template of a new Galaxy Fighters difficulty (File &gt; New): the game&apos;s hardest difficulty, &apos;Ace&apos;.</extracomment>
        <translation>Ас</translation>
    </message>
    <message>
        <source>Away from the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: away from the district of the card&apos;s reader (to the opposite district).</extracomment>
        <translation>От читающего</translation>
    </message>
    <message>
        <source>To the reader&apos;s left</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the left of the card&apos;s reader.</extracomment>
        <translation>Влево от читающего</translation>
    </message>
    <message>
        <source>To the reader&apos;s right</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: to the district on the right of the card&apos;s reader.</extracomment>
        <translation>Вправо от читающего</translation>
    </message>
    <message>
        <source>Toward the reader</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies: towards the district of the card&apos;s reader (the player whose turn spawns it).</extracomment>
        <translation>К читающему</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the name players see.</extracomment>
        <translation>Название</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Название, которое видят игроки</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the identifier (short).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>The id the cards name the kind by</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of an alien kind&apos;s id.</extracomment>
        <translation>ID, по которому карты указывают вид</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, spawn deck designer: a column header: spaces an alien kind moves each approach.</extracomment>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Spaces the kind moves in each approach, 1 to 5</source>
        <translation>На сколько клеток вид продвигается при каждом наступлении, от 1 до 5</translation>
    </message>
    <message>
        <source>Not used by this kind</source>
        <extracomment>Workshop, Galaxy Fighters tables: the tool tip of a cell the row&apos;s kind does not use.</extracomment>
        <translation>Не используется этим видом</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a column&apos;s name, e.g. &apos;Cost&apos;; %2: the row&apos;s name, e.g. &apos;Astro Wing&apos;.</extracomment>
        <translation>Изменить «%1» для «%2»</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, Galaxy Fighters tables: a copied row&apos;s name. %1: the original&apos;s name.</extracomment>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new row&apos;s name.</extracomment>
        <translation>Добавить «%1»</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the row&apos;s name.</extracomment>
        <translation>Удалить «%1»</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Переместить «%1» вверх</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: the row&apos;s name.</extracomment>
        <translation>Переместить «%1» вниз</translation>
    </message>
    <message>
        <source>The id in the files (lower-case letters, digits, &apos;-&apos;)</source>
        <translation>ID в файлах (строчные буквы, цифры, «-»)</translation>
    </message>
    <message>
        <source>Rules text</source>
        <extracomment>Workshop, Galaxy Fighters tables: a column header: the rules text players read.</extracomment>
        <translation>Текст правил</translation>
    </message>
    <message>
        <source>What it does, in words for the players (English)</source>
        <translation>Что делает — словами для игроков (на английском)</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: Special symbols it costs.</extracomment>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Special symbols it costs, 1 to 4</source>
        <translation>Цена в символах «Спецход», от 1 до 4</translation>
    </message>
    <message>
        <source>Special</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the ship&apos;s special ability.</extracomment>
        <translation>Спецход</translation>
    </message>
    <message>
        <source>The special the engine plays</source>
        <translation>Спецспособность, которую применяет движок</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: the specials in the &apos;Special&apos; column (the game&apos;s terms; Astro Wing, Phalanx and Gladius have the first three).</extracomment>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Missile Command</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Astro Wing&apos;s; the game&apos;s term).</extracomment>
        <translation>Ракетный удар</translation>
    </message>
    <message>
        <source>Defense System</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Phalanx&apos;s Shielded Defense System).</extracomment>
        <translation>Система обороны</translation>
    </message>
    <message>
        <source>Helper Drone</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (Gladius&apos;s helper Drone).</extracomment>
        <translation>Дрон-помощник</translation>
    </message>
    <message>
        <source>Side Cannon</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a cannon firing sideways).</extracomment>
        <translation>Бортовое орудие</translation>
    </message>
    <message>
        <source>Nova Bomb</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (a bomb over the ship&apos;s atmosphere).</extracomment>
        <translation>Нова-бомба</translation>
    </message>
    <message>
        <source>Extra die</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a special (one more command die).</extracomment>
        <translation>Дополнительный кубик</translation>
    </message>
    <message>
        <source>Special cost</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: Special symbols the special costs.</extracomment>
        <translation>Цена спецхода</translation>
    </message>
    <message>
        <source>Special symbols the special costs, 1 to 4</source>
        <translation>Цена спецспособности в символах «Спецход», от 1 до 4</translation>
    </message>
    <message>
        <source>Defence tiles</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: defence tiles the ship carries.</extracomment>
        <translation>Жетоны защиты</translation>
    </message>
    <message>
        <source>Defence tiles the Defense System carries, 1 to 6</source>
        <translation>Сколько жетонов защиты несёт система обороны, от 1 до 6</translation>
    </message>
    <message>
        <source>Engines</source>
        <extracomment>Workshop, Galaxy Fighters ship cards: a column header: the engine modifications the ship allows (their ids).
----------
Workshop, Galaxy Fighters equipment: a tab: the engine modifications.</extracomment>
        <translation>Двигатели</translation>
    </message>
    <message>
        <source>Ids of the engine modifications it allows, separated by commas</source>
        <translation>ID разрешённых модификаций двигателя через запятую</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: what the engine plays (a weapon&apos;s, an engine modification&apos;s or a command tile&apos;s kind).</extracomment>
        <translation>Вид</translation>
    </message>
    <message>
        <source>What the engine plays</source>
        <translation>Что применяет движок</translation>
    </message>
    <message>
        <source>Afterburner</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the engine modifications (the game&apos;s terms).</extracomment>
        <translation>Форсаж</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Варп-двигатель</translation>
    </message>
    <message>
        <source>Deflector</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Дефлектор</translation>
    </message>
    <message>
        <source>Repulsor</source>
        <extracomment>Workshop, Galaxy Fighters equipment: an engine modification (the game&apos;s term).</extracomment>
        <translation>Репульсор</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: spaces the Afterburner flies.</extracomment>
        <translation>Дальность</translation>
    </message>
    <message>
        <source>Spaces the Afterburner flies, 1 to 4</source>
        <translation>На сколько клеток летит Форсаж, от 1 до 4</translation>
    </message>
    <message>
        <source>Adds a symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the kinds of command tile: one that adds a symbol to the roll, one that rerolls the unused dice.</extracomment>
        <translation>Добавляет символ</translation>
    </message>
    <message>
        <source>Reroll</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a kind of command tile: it rerolls the unused dice.</extracomment>
        <translation>Переброс</translation>
    </message>
    <message>
        <source>Symbol</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a column header: the command symbol a tile adds.</extracomment>
        <translation>Символ</translation>
    </message>
    <message>
        <source>The symbol the tile adds to the roll</source>
        <translation>Символ, который жетон добавляет к броску</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Workshop, Galaxy Fighters equipment: the command symbols (the game&apos;s terms).</extracomment>
        <translation>Огонь</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a command symbol (the game&apos;s term).</extracomment>
        <translation>Манёвр</translation>
    </message>
    <message>
        <source>Fire or Special</source>
        <translation>Огонь или спецход</translation>
    </message>
    <message>
        <source>Weapons</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the weapon systems.</extracomment>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Command tiles</source>
        <extracomment>Workshop, Galaxy Fighters equipment: a tab: the bonus command tiles.</extracomment>
        <translation>Жетоны команд</translation>
    </message>
    <message>
        <source>Invaded districts that end the game</source>
        <translation>Захваченных районов для конца партии</translation>
    </message>
    <message>
        <source>Ship cards in the shipyard (backup ships)</source>
        <translation>Карт кораблей на верфи (запасные корабли)</translation>
    </message>
    <message>
        <source>Spawn cards drawn for the game (at most the deck&apos;s)</source>
        <translation>Карт волн на партию (не больше, чем в колоде)</translation>
    </message>
    <message>
        <source>Invader spaces of each district</source>
        <translation>Клеток захватчиков у каждого района</translation>
    </message>
    <message>
        <source>Command dice rolled each turn</source>
        <translation>Кубиков команд за ход</translation>
    </message>
    <message>
        <source>The faces of a command die, equally likely</source>
        <translation>Грани кубика команд, все равновероятны</translation>
    </message>
    <message>
        <source>Draw only spawn cards with at most this many aliens (0: every card)</source>
        <translation>Брать только карты волн, где пришельцев не больше стольких (0: любые)</translation>
    </message>
    <message>
        <source>Heavy dice</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): two dice per ship and two extra dice for a home planet&apos;s defender.</extracomment>
        <translation>Тяжёлые кубики</translation>
    </message>
    <message>
        <source>Defenders hold on ties</source>
        <extracomment>Workshop: a template of a new Galactic Warfare rule variant (File &gt; New): a tie of the battle&apos;s sums is the defender&apos;s win, and smaller hands.</extracomment>
        <translation>Ничья в пользу защитника</translation>
    </message>
    <message>
        <source>War card deck</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s deck of cards (a noun).</extracomment>
        <translation>Колода военных карт</translation>
    </message>
    <message>
        <source>Battle board</source>
        <extracomment>Workshop: a kind of content (File &gt; New): Galactic Warfare&apos;s board of squares with the two home planets (a noun).</extracomment>
        <translation>Поле сражения</translation>
    </message>
    <message>
        <source>Galactic Warfare rule variant</source>
        <extracomment>Workshop: a kind of content (File &gt; New): a variant of Galactic Warfare&apos;s rules.</extracomment>
        <translation>Вариант правил Galactic Warfare</translation>
    </message>
    <message>
        <source>Cards dealt to each player (at most half the deck)</source>
        <translation>Карт на руку каждому игроку (не больше половины колоды)</translation>
    </message>
    <message>
        <source>Power-ups (captured ships) one ship may hold</source>
        <translation>Наибольшее число усилений (захваченных кораблей) у одного корабля</translation>
    </message>
    <message>
        <source>Dice rolled in a battle for each ship of a stack</source>
        <translation>Кубиков в сражении за каждый корабль стопки</translation>
    </message>
    <message>
        <source>Extra dice of a defender in its own home planet</source>
        <translation>Дополнительных кубиков у защитника на своей родной планете</translation>
    </message>
    <message>
        <source>Equal sums: both sides roll again (reroll) or the defender wins</source>
        <translation>Равные суммы: обе стороны перебрасывают (reroll) или побеждает защитник (defender)</translation>
    </message>
    <message>
        <source>Turns before the game ends (more ships in play win)</source>
        <translation>Ходов до конца партии (побеждает тот, у кого больше кораблей в игре)</translation>
    </message>
</context>
<context>
    <name>starboard::GameCatalog</name>
    <message>
        <source>Two fleets, one galaxy: buy ships, hold planets, haul cargo and bomb the enemy Starbase.</source>
        <translation>Два флота, одна галактика: покупайте корабли, удерживайте планеты, возите грузы и бомбите вражескую звёздную базу.</translation>
    </message>
    <message>
        <source>Charge across the dark squares, jump enemy ships in dice battles and turn captured ships into power-ups.</source>
        <translation>Прорывайтесь по тёмным клеткам, перепрыгивайте вражеские корабли в битвах на кубиках и превращайте захваченные корабли в усиления.</translation>
    </message>
    <message>
        <source>Race through the sektors to bring your scientist home, past warps, teleprisms and Durriken mercenaries.</source>
        <translation>Мчитесь сквозь сектора, чтобы доставить своего учёного домой, минуя варпы, телепризмы и наёмников-дуррикенов.</translation>
    </message>
    <message>
        <source>Explore and align star systems, grow metal, wealth and technology, and survive the events of every year.</source>
        <translation>Исследуйте и присоединяйте звёздные системы, наращивайте металл, богатство и технологии и переживите события каждого года.</translation>
    </message>
    <message>
        <source>Team up to defend the four districts of Galaxy City from waves of Exovon invaders.</source>
        <translation>Объединитесь, чтобы защитить четыре района Galaxy City от волн захватчиков-эксовонов.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Стандартный</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>A computer player&apos;s level (in the new game dialog and the seats).</extracomment>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, the best (in the new game dialog and the seats).</extracomment>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>A computer player that picks its moves at random (in the new game dialog and the seats).</extracomment>
        <translation>Случайные ходы</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <extracomment>A computer player that plays by simple rules (a heuristic), not by searching; in the seats&apos; choosers.</extracomment>
        <translation>Эвристика</translation>
    </message>
    <message>
        <source>You fly all four ships, one turn after another.</source>
        <extracomment>New game dialog, Galaxy Fighters with one player.</extracomment>
        <translation>Вы пилотируете все четыре корабля, ход за ходом.</translation>
    </message>
    <message>
        <source>Each player flies two ships, opposite each other: player 1 the blue and the yellow, player 2 the green and the red.</source>
        <extracomment>New game dialog, Galaxy Fighters with two players.</extracomment>
        <translation>Каждый игрок пилотирует два противоположных корабля: игрок 1 — синий и жёлтый, игрок 2 — зелёный и красный.</translation>
    </message>
    <message>
        <source>Each player flies one ship; the fourth, red ship is flown by each player in turn, one round each.</source>
        <extracomment>New game dialog, Galaxy Fighters with three players.</extracomment>
        <translation>Каждый игрок пилотирует один корабль; четвёртый, красный, пилотируют по очереди, по раунду каждый.</translation>
    </message>
    <message>
        <source>Each player flies one ship. A computer pilot can take any seat.</source>
        <extracomment>New game dialog, Galaxy Fighters with four players.</extracomment>
        <translation>Каждый игрок пилотирует один корабль. Компьютерный пилот может занять любое место.</translation>
    </message>
</context>
<context>
    <name>starboard::GodGrid</name>
    <message numerus="yes">
        <source>%n of your ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the player&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n ваш корабль, сверху: %1</numerusform>
            <numerusform>%n ваших корабля, сверху: %1</numerusform>
            <numerusform>%n ваших кораблей, сверху: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy ship(s), top: %1</source>
        <extracomment>Galaxy of D board: a stack&apos;s tool tip. %n: the enemy&apos;s ships in the sector; %1: the ship on top, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>
            <numerusform>%n вражеский корабль, сверху: %1</numerusform>
            <numerusform>%n вражеских корабля, сверху: %1</numerusform>
            <numerusform>%n вражеских кораблей, сверху: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Galaxy</source>
        <extracomment>Galaxy of D board: the screen reader&apos;s name of the map of sectors (a noun).</extracomment>
        <translation>Галактика</translation>
    </message>
    <message>
        <source>Sector %1,%2</source>
        <extracomment>Galaxy of D board: a sector (a hexagon of the map). %1 and %2: its coordinates, e.g. &apos;Sector 4,-1&apos;.</extracomment>
        <translation>Сектор %1,%2</translation>
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
        <translation>встроенная галактика</translation>
    </message>
    <message>
        <source>the shipped ship table</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>встроенная таблица кораблей</translation>
    </message>
    <message>
        <source>the shipped Things</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Things: Galaxy of D&apos;s term for what lies on a sector.</extracomment>
        <translation>встроенные объекты</translation>
    </message>
    <message>
        <source>the shipped rules</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>встроенные правила</translation>
    </message>
    <message>
        <source>the shipped deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>встроенная колода</translation>
    </message>
    <message>
        <source>the shipped technology mat</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence).</extracomment>
        <translation>встроенный планшет технологий</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos; (games with content: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the game&apos;s identifier given; %2: the games known.</extracomment>
        <translation>неизвестная игра «%1» (игры с содержимым: %2)</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (known formats: %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format given; %2: the formats known.</extracomment>
        <translation>неизвестный формат «%1» (известные форматы: %2)</translation>
    </message>
    <message>
        <source>no validator for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). For developers: %1: a format&apos;s name.</extracomment>
        <translation>нет валидатора для формата «%1»</translation>
    </message>
    <message>
        <source>(root)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). The place of the whole file, in place of a JSON pointer such as &apos;/cards/3&apos; (the brackets are part of it).</extracomment>
        <translation>(корень)</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (JSON&apos;s &apos;null&apos;, keep or translate), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (true or false), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>логическое значение</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>число</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a text in quotes), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>строка</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a list in [ ]), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>массив</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a map in { }), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>объект</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). What was found when a value is missing, used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>ничего</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the kind of value expected, e.g. &apos;a number&apos;; %2: the kind found, e.g. &apos;a string&apos;.</extracomment>
        <translation>ожидалось: %1, получено: %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). A kind of value in a JSON file (a whole number), used in &apos;expected %1, found %2&apos;.</extracomment>
        <translation>целое число</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found, e.g. 2.5.</extracomment>
        <translation>ожидалось целое число, получено: %1</translation>
    </message>
    <message>
        <source>must be at least %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the least value allowed; %2: the value found.</extracomment>
        <translation>должно быть не меньше %1 (получено: %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (found %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1 and %2: the least and highest values allowed; %3: the value found.</extracomment>
        <translation>должно быть от %1 до %2 (получено: %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (JSON&apos;s true and false: keep or translate).</extracomment>
        <translation>true или false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не должно быть пустым</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id (use lowercase letters, digits and &apos;-&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier found. Keep &apos;-&apos; as it is.</extracomment>
        <translation>«%1» — недопустимый ID (используйте строчные латинские буквы, цифры и «-»)</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;name&apos;.</extracomment>
        <translation>отсутствует ключ «%1»</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the key (a name of the JSON file, not translated), e.g. &apos;colour&apos;.</extracomment>
        <translation>неизвестный ключ «%1»</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the format expected, e.g. &apos;galaxy-of-d-galaxy&apos;; %2: the format found.</extracomment>
        <translation>ожидалось «%1», получено «%2»</translation>
    </message>
    <message>
        <source>written by a newer Starboard (version %1; this build reads up to %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the newest version this build reads.</extracomment>
        <translation>записано более новой версией Starboard (версия %1; эта сборка читает версии до %2)</translation>
    </message>
    <message>
        <source>version %1 of &apos;%2&apos; can no longer be read</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s format version; %2: the format&apos;s name.</extracomment>
        <translation>версию %1 формата «%2» больше нельзя прочитать</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; (first at %2)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the identifier; %2: the place of the first, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>повторяющийся ID «%1» (впервые — %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: the file is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: файл больше предела в %n байт</numerusform>
            <numerusform>%1: файл больше предела в %n байта</numerusform>
            <numerusform>%1: файл больше предела в %n байт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nesting deeper than the limit of %n level(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of levels of nested lists and objects.</extracomment>
        <translation>
            <numerusform>вложенность глубже предела в %n уровень</numerusform>
            <numerusform>вложенность глубже предела в %n уровня</numerusform>
            <numerusform>вложенность глубже предела в %n уровней</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>%1: не удаётся открыть файл: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %2: the system&apos;s reason.</extracomment>
        <translation>%1: не удаётся прочитать файл: %2</translation>
    </message>
    <message>
        <source>must be one of %1 (found &apos;%2&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the names allowed, e.g. &apos;&quot;metal&quot;, &quot;wealth&quot;&apos;; %2: the name found.</extracomment>
        <translation>должно быть одним из значений %1 (получено «%2»)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used by &apos;%2&apos; events</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a resource, e.g. &apos;metal&apos;; %2: a kind of event, e.g. &apos;strike&apos;. Both are names in the file: keep them.</extracomment>
        <translation>«%1» не используется событиями «%2»</translation>
    </message>
    <message>
        <source>duplicate card number %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a card&apos;s number; %2: the place of the first card with it, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>повторяющийся номер карты %1 (впервые — %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for systems only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;resistance&apos; (keep it). Systems: near and distant system cards.</extracomment>
        <translation>«%1» — только для систем</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is for events and red alerts only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a key of the card, e.g. &apos;event&apos; (keep it).</extracomment>
        <translation>«%1» — только для событий и красных тревог</translation>
    </message>
    <message>
        <source>row %1 already has a generation-%2 technology (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2; %3: the place of the other technology, e.g. &apos;/technologies/3&apos;.</extracomment>
        <translation>в ряду %1 уже есть технология %2-го поколения (%3)</translation>
    </message>
    <message>
        <source>technology &apos;%1&apos; is missing (the mat has each of the %2 technologies once)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a technology&apos;s identifier, e.g. &apos;robot-workers&apos;; %2: the number of technologies, e.g. 8.</extracomment>
        <translation>нет технологии «%1» (на планшете каждая из %2 технологий встречается один раз)</translation>
    </message>
    <message>
        <source>row %1 has no generation-%2 technology</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. Galaxy Command&apos;s technology mat: %1: a row&apos;s number; %2: a generation, 1 or 2.</extracomment>
        <translation>в ряду %1 нет технологии %2-го поколения</translation>
    </message>
    <message>
        <source>the list of ranks must not be empty</source>
        <translation>список званий не должен быть пустым</translation>
    </message>
    <message>
        <source>the first rank must start at 0 (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the number found. A rank is a result at the end of the game (Galaxy Command).</extracomment>
        <translation>первое звание должно начинаться с 0 (получено: %1)</translation>
    </message>
    <message>
        <source>must be greater than the previous rank&apos;s minScore (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the previous rank&apos;s minScore. &apos;minScore&apos; is a key of the file: keep it.</extracomment>
        <translation>должно быть больше minScore предыдущего звания (%1)</translation>
    </message>
    <message>
        <source>the deck must not be empty</source>
        <translation>колода не должна быть пустой</translation>
    </message>
    <message numerus="yes">
        <source>expected 2 entries (Year 1 and Year 2), found %n</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the entries found. Year 1 and Year 2: the two years (rounds) of an event card.</extracomment>
        <translation>
            <numerusform>ожидалось 2 записи (1-й и 2-й год), найдено: %n</numerusform>
            <numerusform>ожидалось 2 записи (1-й и 2-й год), найдено: %n</numerusform>
            <numerusform>ожидалось 2 записи (1-й и 2-й год), найдено: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>must be at least %1 (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the key of the limit without the technology, e.g. &apos;militaryLimit&apos; (keep it); %2: its value.</extracomment>
        <translation>должно быть не меньше %1 (%2)</translation>
    </message>
    <message>
        <source>must not exceed distantPerPlayer (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the value of distantPerPlayer. &apos;distantPerPlayer&apos; is a key of the file: keep it.</extracomment>
        <translation>не должно превышать distantPerPlayer (%1)</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (the die&apos;s sides, %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the die&apos;s sides, e.g. 6; %2: the place where the ruleset sets them, e.g. &apos;ruleset.json: /dieSides&apos;.</extracomment>
        <translation>должно быть от 1 до %1 (граней у кубика, %2)</translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n near systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its near system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>в колоде «%1» %n ближняя система; игроку нужно %2 (%3)</numerusform>
            <numerusform>в колоде «%1» %n ближние системы; игроку нужно %2 (%3)</numerusform>
            <numerusform>в колоде «%1» %n ближних систем; игроку нужно %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n distant systems; a player needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its distant system cards; %2: the number a player needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>в колоде «%1» %n дальняя система; игроку нужно %2 (%3)</numerusform>
            <numerusform>в колоде «%1» %n дальние системы; игроку нужно %2 (%3)</numerusform>
            <numerusform>в колоде «%1» %n дальних систем; игроку нужно %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the &apos;%1&apos; deck has %n events that are not red alerts; a year needs %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: a deck&apos;s identifier; %n: its event cards (red alerts left out); %2: the number a year needs; %3: the place where the ruleset says so.</extracomment>
        <translation>
            <numerusform>в колоде «%1» %n событие, кроме красных тревог; на год нужно %2 (%3)</numerusform>
            <numerusform>в колоде «%1» %n события, кроме красных тревог; на год нужно %2 (%3)</numerusform>
            <numerusform>в колоде «%1» %n событий, кроме красных тревог; на год нужно %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least 2 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %n: the sectors found.</extracomment>
        <translation>
            <numerusform>в галактике должно быть не меньше 2 секторов (найдено: %n)</numerusform>
            <numerusform>в галактике должно быть не меньше 2 секторов (найдено: %n)</numerusform>
            <numerusform>в галактике должно быть не меньше 2 секторов (найдено: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy has at most %1 sectors (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the most sectors allowed; %n: the sectors found.</extracomment>
        <translation>
            <numerusform>в галактике может быть не больше %1 секторов (найдено: %n)</numerusform>
            <numerusform>в галактике может быть не больше %1 секторов (найдено: %n)</numerusform>
            <numerusform>в галактике может быть не больше %1 секторов (найдено: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>the ship table needs at least one ship</source>
        <translation>в таблице кораблей должен быть хотя бы один корабль</translation>
    </message>
    <message numerus="yes">
        <source>the ship table has at most %1 ships (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s ship table. %1: the most ship types allowed; %n: the ship types found.</extracomment>
        <translation>
            <numerusform>в таблице кораблей может быть не больше %1 кораблей (найдено: %n)</numerusform>
            <numerusform>в таблице кораблей может быть не больше %1 кораблей (найдено: %n)</numerusform>
            <numerusform>в таблице кораблей может быть не больше %1 кораблей (найдено: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a galaxy needs at least %1 Starbase sectors when it lists them (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the fewest Starbase sectors allowed; %n: the number found. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>если галактика задаёт секторы звёздных баз, их должно быть не меньше %1 (найдено: %n)</numerusform>
            <numerusform>если галактика задаёт секторы звёздных баз, их должно быть не меньше %1 (найдено: %n)</numerusform>
            <numerusform>если галактика задаёт секторы звёздных баз, их должно быть не меньше %1 (найдено: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no sector number %1 (the galaxy has %n sector(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: the sector&apos;s number given; %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>нет сектора с номером %1 (в галактике %n сектор)</numerusform>
            <numerusform>нет сектора с номером %1 (в галактике %n сектора)</numerusform>
            <numerusform>нет сектора с номером %1 (в галактике %n секторов)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate Starbase %1 (first at %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the first, e.g. &apos;/starbaseSectors/0&apos;. Starbase: the game&apos;s term.</extracomment>
        <translation>звёздная база повторяется: %1 (впервые — %2)</translation>
    </message>
    <message>
        <source>%1 already has a Thing (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1: a sector, e.g. &apos;sector 4,-1&apos;; %2: the place of the Thing there. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>%1: здесь уже есть объект (%2)</translation>
    </message>
    <message>
        <source>duplicate sector %1,%2 (first at %3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2: the sector&apos;s coordinates; %3: the place of the first, e.g. &apos;/sectors/4&apos;.</extracomment>
        <translation>сектор %1,%2 повторяется (впервые — %3)</translation>
    </message>
    <message numerus="yes">
        <source>sector %1,%2 cannot be reached from sector %3,%4 (the galaxy must be connected; %n sector(s) cut off)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s galaxy. %1, %2 and %3, %4: two sectors&apos; coordinates; %n: the number of sectors cut off.</extracomment>
        <translation>
            <numerusform>сектор %1,%2 недостижим из сектора %3,%4 (галактика должна быть связной; отрезан %n сектор)</numerusform>
            <numerusform>сектор %1,%2 недостижим из сектора %3,%4 (галактика должна быть связной; отрезано %n сектора)</numerusform>
            <numerusform>сектор %1,%2 недостижим из сектора %3,%4 (галактика должна быть связной; отрезано %n секторов)</numerusform>
        </translation>
    </message>
    <message>
        <source>only planets and asteroids have an income</source>
        <translation>доход есть только у планет и астероидов</translation>
    </message>
    <message>
        <source>only pirates have a ship</source>
        <translation>корабль есть только у пиратов</translation>
    </message>
    <message>
        <source>the list of Things must not be empty</source>
        <translation>список объектов не должен быть пустым</translation>
    </message>
    <message>
        <source>no Thing of kind &apos;spaceport&apos; (the game needs a Spaceport)</source>
        <translation>нет объекта вида «spaceport» (игре нужен космопорт)</translation>
    </message>
    <message>
        <source>must not exceed dieSides (%1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the die&apos;s sides, e.g. 6. &apos;dieSides&apos; is a key of the file: keep it.</extracomment>
        <translation>не должно превышать dieSides (%1)</translation>
    </message>
    <message>
        <source>unknown ship &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a ship type&apos;s identifier; %2: the ship table file&apos;s name, or its place inside a saved game, e.g. &apos;/content/ships&apos;.</extracomment>
        <translation>неизвестный корабль «%1» (его нет в %2)</translation>
    </message>
    <message>
        <source>unknown thing &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier; %2: the Things file&apos;s name, or its place inside a saved game, e.g. &apos;/content/things&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>неизвестный объект «%1» (его нет в %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a pirate; the quick setup has no pirates</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a Thing&apos;s identifier, e.g. &apos;pirate-cruiser&apos;.</extracomment>
        <translation>«%1» — пират, а при быстрой подготовке пиратов нет</translation>
    </message>
    <message>
        <source>%1 already has a Thing</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: a sector, e.g. &apos;sector 4,-1&apos;. Thing: the game&apos;s term for what lies on a sector.</extracomment>
        <translation>%1: здесь уже есть объект</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an unsigned 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found. A seed is the random seed of a game.</extracomment>
        <translation>«%1» — не беззнаковое 64-битное целое число</translation>
    </message>
    <message>
        <source>%1 is not an exact unsigned integer (write seeds above 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 — не точное беззнаковое целое число (зёрна больше 2^53 записывайте строками цифр)</translation>
    </message>
    <message>
        <source>a string of digits</source>
        <extracomment>A kind of value in a JSON file, used in &apos;expected %1, found %2&apos; (a number written in quotes).</extracomment>
        <translation>строка цифр</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 64-bit integer</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the value found.</extracomment>
        <translation>«%1» — не 64-битное целое число</translation>
    </message>
    <message>
        <source>%1 is not an exact integer (write actions beyond 2^53 as strings of digits)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the number found. Keep &apos;2^53&apos; as it is.</extracomment>
        <translation>%1 — не точное целое число (действия больше 2^53 записывайте строками цифр)</translation>
    </message>
    <message>
        <source>a computer seat needs a &apos;level&apos;</source>
        <translation>месту компьютерного игрока нужен «level»</translation>
    </message>
    <message numerus="yes">
        <source>expected one seat per player (%n player(s)), found %1</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the number of players; %1: the number of seats found.</extracomment>
        <translation>
            <numerusform>ожидалось по одному месту на игрока (%n игрок), получено: %1</numerusform>
            <numerusform>ожидалось по одному месту на игрока (%n игрока), получено: %1</numerusform>
            <numerusform>ожидалось по одному месту на игрока (%n игроков), получено: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the record is larger than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name; %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>%1: запись партии больше предела в %n байт</numerusform>
            <numerusform>%1: запись партии больше предела в %n байта</numerusform>
            <numerusform>%1: запись партии больше предела в %n байт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s path; %2: the system&apos;s reason.</extracomment>
        <translation>%1: не удаётся записать файл: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON schema: %2</source>
        <extracomment>A content file&apos;s format description (JSON schema) cannot be read: an error for developers. %1: the file&apos;s path; %2: the parser&apos;s error.</extracomment>
        <translation>%1: это не схема JSON: %2</translation>
    </message>
    <message>
        <source>the root is not an object</source>
        <translation>корень — не объект</translation>
    </message>
    <message>
        <source>schema nested too deeply</source>
        <translation>слишком глубокая вложенность схемы</translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean</source>
        <translation>схема должна быть объектом или логическим значением</translation>
    </message>
    <message>
        <source>unsupported schema keyword &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a keyword of the JSON schema language, keep it as it is.</extracomment>
        <translation>неподдерживаемое ключевое слово схемы «%1»</translation>
    </message>
    <message>
        <source>must be an object of schemas</source>
        <translation>должно быть объектом из схем</translation>
    </message>
    <message>
        <source>must be a non-empty array of schemas</source>
        <translation>должно быть непустым массивом схем</translation>
    </message>
    <message>
        <source>cannot resolve &apos;%1&apos; (only &apos;#...&apos; pointers into this schema)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;; &apos;#...&apos; stays as it is.</extracomment>
        <translation>не удаётся разрешить «%1» (допускаются только указатели «#...» внутри этой схемы)</translation>
    </message>
    <message>
        <source>no type given</source>
        <translation>тип не указан</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a type name of the JSON schema language, e.g. &apos;integer&apos;.</extracomment>
        <translation>неизвестный тип «%1»</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>должно быть числом</translation>
    </message>
    <message>
        <source>not a valid regular expression</source>
        <translation>недопустимое регулярное выражение</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>должно быть массивом</translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation>здесь не допускается никакое значение</translation>
    </message>
    <message>
        <source>the schema cannot resolve &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a JSON pointer, e.g. &apos;#/definitions/card&apos;.</extracomment>
        <translation>схема не может разрешить «%1»</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>The word between the kinds of value allowed, e.g. &apos;a number or a string&apos; (spaces included).</extracomment>
        <translation> или </translation>
    </message>
    <message>
        <source>must be %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: what is expected, e.g. &apos;a number or a string&apos;; %2: the value found, e.g. &apos;&quot;3&quot;&apos;.</extracomment>
        <translation>должно быть %1 (получено: %2)</translation>
    </message>
    <message>
        <source>must be one of %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the values allowed, e.g. &apos;&quot;near&quot;, &quot;distant&quot;&apos;; %2: the value found.</extracomment>
        <translation>должно быть одним из значений %1 (получено: %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (found %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). %1: the highest value allowed; %2: the value found, e.g. 1e+300.
----------
A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the highest value allowed; %2: the value found.</extracomment>
        <translation>должно быть не больше %1 (получено: %2)</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>должно содержать не меньше %n символа (получено: %1)</numerusform>
            <numerusform>должно содержать не меньше %n символов (получено: %1)</numerusform>
            <numerusform>должно содержать не меньше %n символов (получено: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most characters allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>должно содержать не больше %n символа (получено: %1)</numerusform>
            <numerusform>должно содержать не больше %n символов (получено: %1)</numerusform>
            <numerusform>должно содержать не больше %n символов (получено: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not match the pattern &apos;%2&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the text found; %2: the pattern (a regular expression) it must match, e.g. &apos;^[a-z-]+$&apos;.</extracomment>
        <translation>«%1» не соответствует шаблону «%2»</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the fewest items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>должно содержать не меньше %n элемента (получено: %1)</numerusform>
            <numerusform>должно содержать не меньше %n элементов (получено: %1)</numerusform>
            <numerusform>должно содержать не меньше %n элементов (получено: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s) (found %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the most items allowed; %1: the number found.</extracomment>
        <translation>
            <numerusform>должно содержать не больше %n элемента (получено: %1)</numerusform>
            <numerusform>должно содержать не больше %n элементов (получено: %1)</numerusform>
            <numerusform>должно содержать не больше %n элементов (получено: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate item (same as %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %1: the place of the other item, e.g. &apos;/cards/3&apos;.</extracomment>
        <translation>повторяющийся элемент (совпадает с %1)</translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n allowed form(s) (%1); the closest one reports:</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms allowed; %1: the schema keyword, &apos;anyOf&apos; or &apos;oneOf&apos; (keep it). The closest form&apos;s message follows.</extracomment>
        <translation>
            <numerusform>не соответствует ни одной из %n допустимой формы (%1); ближайшая сообщает:</numerusform>
            <numerusform>не соответствует ни одной из %n допустимых форм (%1); ближайшая сообщает:</numerusform>
            <numerusform>не соответствует ни одной из %n допустимых форм (%1); ближайшая сообщает:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches %n of the allowed forms but must match exactly one (oneOf)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. %n: the number of forms the value matches. &apos;oneOf&apos; is a schema keyword: keep it.</extracomment>
        <translation>
            <numerusform>соответствует %n допустимой форме, но должно соответствовать ровно одной (oneOf)</numerusform>
            <numerusform>соответствует %n допустимым формам, но должно соответствовать ровно одной (oneOf)</numerusform>
            <numerusform>соответствует %n допустимым формам, но должно соответствовать ровно одной (oneOf)</numerusform>
        </translation>
    </message>
    <message>
        <source>no schema for format &apos;%1&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/kind: ...&apos;. For developers: %1: a content format&apos;s name, e.g. &apos;galaxy-command-deck&apos;.</extracomment>
        <translation>нет схемы для формата «%1»</translation>
    </message>
    <message numerus="yes">
        <source>%1: ... and more problems (only the first %n are listed)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading, starboard-cli validate): the last line when a file has too many mistakes to list. %1: the file&apos;s name; %n: how many are listed (100).</extracomment>
        <translation>
            <numerusform>%1: … и другие ошибки (показана только первая %n)</numerusform>
            <numerusform>%1: … и другие ошибки (показаны только первые %n)</numerusform>
            <numerusform>%1: … и другие ошибки (показаны только первые %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name.</extracomment>
        <translation>%1: файл пуст</translation>
    </message>
    <message>
        <source>%1: the file is UTF-32; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-32 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1: файл в кодировке UTF-32; сохраните его в UTF-8</translation>
    </message>
    <message>
        <source>%1: the file is UTF-16; save it as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. UTF-16 and UTF-8 are text encodings: keep them.</extracomment>
        <translation>%1: файл в кодировке UTF-16; сохраните его в UTF-8</translation>
    </message>
    <message>
        <source>%1:1:2: a second byte order mark (U+FEFF); the file may start with at most one</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the file&apos;s name. A byte order mark (BOM) is the invisible character U+FEFF some editors put at the start of a file.</extracomment>
        <translation>%1:1:2: вторая метка порядка байтов (U+FEFF); файл может начинаться не более чем с одной</translation>
    </message>
    <message>
        <source>a NUL character inside a string</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 inside a text in quotes.</extracomment>
        <translation>символ NUL внутри строки</translation>
    </message>
    <message>
        <source>a control character (%1) inside a string; write it as an escape such as \u0009</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the character&apos;s code, e.g. &apos;U+0009&apos;; JSON needs an escape such as 	 or 	 instead.</extracomment>
        <translation>управляющий символ (%1) внутри строки; запишите его как escape-последовательность, например \u0009</translation>
    </message>
    <message>
        <source>a NUL character</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): a byte 0 in the file.</extracomment>
        <translation>символ NUL</translation>
    </message>
    <message>
        <source>a comment (JSON has no comments)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): JSON files cannot hold comments (// or /* */).</extracomment>
        <translation>комментарий (в JSON нет комментариев)</translation>
    </message>
    <message numerus="yes">
        <source>a string longer than the limit of %n byte(s)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit in bytes.</extracomment>
        <translation>
            <numerusform>строка длиннее предела в %n байт</numerusform>
            <numerusform>строка длиннее предела в %n байта</numerusform>
            <numerusform>строка длиннее предела в %n байт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n element(s) in one list or object</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %n: the limit of elements of one list or members of one object.</extracomment>
        <translation>
            <numerusform>больше %n элемента в одном списке или объекте</numerusform>
            <numerusform>больше %n элементов в одном списке или объекте</numerusform>
            <numerusform>больше %n элементов в одном списке или объекте</numerusform>
        </translation>
    </message>
    <message>
        <source>not valid UTF-8 text; save the file as UTF-8</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). UTF-8 is a text encoding: keep it.</extracomment>
        <translation>недопустимый текст UTF-8; сохраните файл в UTF-8</translation>
    </message>
    <message>
        <source>formatVersion %1 is not a whole number from 1 to %2</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). &apos;formatVersion&apos; is a key of the file: keep it. %1: the number found, e.g. 1e300; %2: the newest version this build reads.</extracomment>
        <translation>formatVersion %1 — не целое число от 1 до %2</translation>
    </message>
    <message>
        <source>the file does not start with &apos;{&apos; (a Starboard file is a JSON object)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): the text does not start with &apos;{&apos;.</extracomment>
        <translation>файл не начинается с «{» (файл Starboard — это объект JSON)</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (also at %2:%3)</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the key; %2:%3: the line and column of the first one.</extracomment>
        <translation>повторяющийся ключ «%1» (также в %2:%3)</translation>
    </message>
    <message numerus="yes">
        <source>at most %1 quick setup Things (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading). Galaxy of D&apos;s rules: the Things placed by the quick setup, one per sector. %1: the most allowed; %n: the number found.</extracomment>
        <translation>
            <numerusform>не более %1 Предметов быстрой подготовки (найдено: %n)</numerusform>
            <numerusform>не более %1 Предметов быстрой подготовки (найдено: %n)</numerusform>
            <numerusform>не более %1 Предметов быстрой подготовки (найдено: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %3 players, not %n</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier; %2 and %3: the fewest and most players it allows; %n: the number of players given.</extracomment>
        <translation>
            <numerusform>в %1 играют от %2 до %3 игроков, а не %n</numerusform>
            <numerusform>в %1 играют от %2 до %3 игроков, а не %n</numerusform>
            <numerusform>в %1 играют от %2 до %3 игроков, а не %n</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown computer player &apos;%1&apos; (known: %2)</source>
        <extracomment>A mistake in a saved game file. %1: the computer player given; %2: those this game has, e.g. &apos;beginner, standard, strong, expert, random&apos;.</extracomment>
        <translation>неизвестный компьютерный игрок «%1» (известные: %2)</translation>
    </message>
    <message>
        <source>the content does not fit the game %1</source>
        <extracomment>A mistake in a saved game file. %1: the game&apos;s identifier.</extracomment>
        <translation>содержимое не подходит к игре %1</translation>
    </message>
    <message>
        <source>the game does not allow action %1 here (%2)</source>
        <extracomment>A mistake in a saved game file. %1: the action (a number); %2: the game&apos;s reason, in English.</extracomment>
        <translation>игра не допускает здесь действие %1 (%2)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>причина не указана</translation>
    </message>
    <message>
        <source>the replayed position breaks a rule of the game: %1</source>
        <extracomment>A mistake in a saved game file: the position after the last action is impossible. %1: the engine&apos;s explanation, in English.</extracomment>
        <translation>воспроизведённая позиция нарушает правило игры: %1</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos;; JSON allows no comma after the last element</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading). %1: the bracket that follows the comma, &apos;}&apos; or &apos;]&apos;. JSON allows no comma after the last element of a list or object.</extracomment>
        <translation>запятая перед &apos;%1&apos;; JSON не допускает запятую после последнего элемента</translation>
    </message>
    <message>
        <source>two commas in a row</source>
        <extracomment>A mistake in a content or saved game file (the Workshop&apos;s Problems panel, the error on loading): &quot;,,&quot; with nothing between the commas.</extracomment>
        <translation>две запятые подряд</translation>
    </message>
    <message>
        <source>the shipped spawn deck</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: the cards the aliens arrive by.</extracomment>
        <translation>встроенная колода волн</translation>
    </message>
    <message>
        <source>the shipped ship cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters.</extracomment>
        <translation>встроенные карты кораблей</translation>
    </message>
    <message>
        <source>the shipped equipment</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galaxy Fighters: weapon systems, engine modifications and bonus command tiles.</extracomment>
        <translation>встроенное снаряжение</translation>
    </message>
    <message>
        <source>a spawn card must spawn at least one alien</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells: ...&apos;. Galaxy Fighters&apos; spawn cards.</extracomment>
        <translation>карта волны должна выводить хотя бы одного пришельца</translation>
    </message>
    <message numerus="yes">
        <source>a cell holds 1 to %1 aliens, bottom first (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/0/aliens: ...&apos;. Galaxy Fighters&apos; spawn cards: a cell&apos;s stack of aliens. %1: the most allowed; %n: the aliens found.</extracomment>
        <translation>
            <numerusform>в клетке от 1 до %1 пришельцев, снизу вверх (найдено: %n)</numerusform>
            <numerusform>в клетке от 1 до %1 пришельцев, снизу вверх (найдено: %n)</numerusform>
            <numerusform>в клетке от 1 до %1 пришельцев, снизу вверх (найдено: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>a second stack in the cell at col %1, row %2 (first at %3); put its aliens in one stack, bottom first</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/cells/2: ...&apos;. Galaxy Fighters&apos; spawn cards: %1: a column, %2: a row (0-4); %3: the place of the first stack, e.g. &apos;/cards/3/cells/0&apos;.</extracomment>
        <translation>вторая стопка в клетке столбец %1, ряд %2 (первая в %3); сложите пришельцев в одну стопку, снизу вверх</translation>
    </message>
    <message numerus="yes">
        <source>a command die has 1 to %1 faces (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/dieFaces: ...&apos;. Galaxy Fighters&apos; command die. %1: the most faces allowed; %n: the faces found.</extracomment>
        <translation>
            <numerusform>у кубика команд от 1 до %1 граней (найдено: %n)</numerusform>
            <numerusform>у кубика команд от 1 до %1 граней (найдено: %n)</numerusform>
            <numerusform>у кубика команд от 1 до %1 граней (найдено: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not used when &apos;%2&apos; is &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/engines/1/range: ...&apos;. %1 and %2: keys of the file, %3: the value of %2 (all three are names in the file: keep them).</extracomment>
        <translation>«%1» не используется, когда «%2» равно «%3»</translation>
    </message>
    <message>
        <source>unknown engine &apos;%1&apos; (not in %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/ships/3/engines/0: ...&apos;. Galaxy Fighters&apos; engine modifications: %1: the engine&apos;s identifier; %2: the file of the equipment.</extracomment>
        <translation>неизвестный двигатель «%1» (нет в %2)</translation>
    </message>
    <message numerus="yes">
        <source>there are %n ship card(s); the four ships and %1 backup ships need %2 (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ships.json: /ships: ...&apos;. Galaxy Fighters: %n: the ship cards; %1: the backup ships of the ruleset; %2: the ship cards needed; %3: the place of the backup ships, e.g. &apos;ruleset.json: /backupShips&apos;.</extracomment>
        <translation>
            <numerusform>есть %n карта корабля; четырём кораблям и %1 запасным нужно %2 (%3)</numerusform>
            <numerusform>есть %n карты кораблей; четырём кораблям и %1 запасным нужно %2 (%3)</numerusform>
            <numerusform>есть %n карт кораблей; четырём кораблям и %1 запасным нужно %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards but the spawn deck has %n (%2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /spawnCards: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %n: the cards of the spawn deck; %2: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>правила берут %1 карт волн, а в колоде волн %n (%2)</numerusform>
            <numerusform>правила берут %1 карт волн, а в колоде волн %n (%2)</numerusform>
            <numerusform>правила берут %1 карт волн, а в колоде волн %n (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck has %n such card(s) (%3)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /maxAliensPerCard: ...&apos;. Galaxy Fighters: %1: the spawn cards the ruleset draws; %2: the most aliens a drawn card may have; %n: the cards of the spawn deck with at most that many; %3: the place of the deck&apos;s cards, e.g. &apos;spawn-deck.json: /cards&apos;.</extracomment>
        <translation>
            <numerusform>правила берут %1 карт волн не больше чем с %2 пришельцами, а в колоде волн таких %n (%3)</numerusform>
            <numerusform>правила берут %1 карт волн не больше чем с %2 пришельцами, а в колоде волн таких %n (%3)</numerusform>
            <numerusform>правила берут %1 карт волн не больше чем с %2 пришельцами, а в колоде волн таких %n (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>the shipped board</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the squares and the home planets.</extracomment>
        <translation>поставляемое поле</translation>
    </message>
    <message>
        <source>the shipped cards</source>
        <extracomment>The name of a content file that comes with the app, in messages about it (lower case, inside a sentence). Galactic Warfare: the Galactic Warfare cards.</extracomment>
        <translation>поставляемые карты</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>светлая клетка</translation>
    </message>
    <message>
        <source>a dark square</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>тёмная клетка</translation>
    </message>
    <message>
        <source>a square of White&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>клетка родной планеты Белых</translation>
    </message>
    <message>
        <source>a square of Blue&apos;s home planet</source>
        <extracomment>Galactic Warfare: what a square of the board is, inside a message (lower case).</extracomment>
        <translation>клетка родной планеты Синих</translation>
    </message>
    <message>
        <source>column %1: White&apos;s home planet (W) lies in row 0 only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W is a letter of the file: keep it.</extracomment>
        <translation>столбец %1: родная планета Белых (W) лежит только в ряду 0</translation>
    </message>
    <message>
        <source>column %1: Blue&apos;s home planet (B) lies in the last row only</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). B is a letter of the file: keep it.</extracomment>
        <translation>столбец %1: родная планета Синих (B) лежит только в последнем ряду</translation>
    </message>
    <message>
        <source>column %1: the first and last rows are the home planets (W, B), or . for no square</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/0: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based). W, B and . are letters of the file: keep them.</extracomment>
        <translation>столбец %1: первый и последний ряды — родные планеты (W, B) или . для отсутствия клетки</translation>
    </message>
    <message>
        <source>White&apos;s home planet has no square (W in row 0)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. W is a letter of the file: keep it.</extracomment>
        <translation>у родной планеты Белых нет клеток (W в ряду 0)</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet has no square (B in the last row)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board. B is a letter of the file: keep it.</extracomment>
        <translation>у родной планеты Синих нет клеток (B в последнем ряду)</translation>
    </message>
    <message>
        <source>outside the board (rows 0 to %1, columns 0 to %2)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: the last row, %2: the last column (rows and columns from 0).</extracomment>
        <translation>за пределами поля (ряды от 0 до %1, столбцы от 0 до %2)</translation>
    </message>
    <message>
        <source>a ship starts on a dark battlefield square, not on %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: %1: what the square is, e.g. &apos;a light square&apos;.</extracomment>
        <translation>корабль начинает на тёмной клетке поля боя, а не на: %1</translation>
    </message>
    <message>
        <source>a second ship on one start square (first at %1)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/blue/0: ...&apos;. Galactic Warfare&apos;s board: %1: the place of the first ship there, e.g. &apos;/start/white/2&apos;.</extracomment>
        <translation>второй корабль на той же стартовой клетке (первый на %1)</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; card is played in %2 (found &apos;%3&apos;)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards/3/window: ...&apos;. Galactic Warfare&apos;s cards: %1: the card&apos;s kind, %2: the windows it allows, %3: the window found (names in the file: keep them).</extracomment>
        <translation>карта «%1» разыгрывается в: %2 (найдено «%3»)</translation>
    </message>
    <message numerus="yes">
        <source>a deck has 1 to %1 different cards (found %n)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/cards: ...&apos;. Galactic Warfare&apos;s cards: %1: the most allowed; %n: the cards found.</extracomment>
        <translation>
            <numerusform>в колоде от 1 до %1 разных карт (найдено %n)</numerusform>
            <numerusform>в колоде от 1 до %1 разных карт (найдено %n)</numerusform>
            <numerusform>в колоде от 1 до %1 разных карт (найдено %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the layout has %n row(s) but &apos;rows&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;rows&apos; (a key of the file: keep it); %n: the strings found.</extracomment>
        <translation>
            <numerusform>в раскладке %n ряд, но «rows» равно %1</numerusform>
            <numerusform>в раскладке %n ряда, но «rows» равно %1</numerusform>
            <numerusform>в раскладке %n рядов, но «rows» равно %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the row has %n square(s) but &apos;columns&apos; is %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: the value of &apos;columns&apos; (a key of the file: keep it); %n: the characters found.</extracomment>
        <translation>
            <numerusform>в ряду %n клетка, но «columns» равно %1</numerusform>
            <numerusform>в ряду %n клетки, но «columns» равно %1</numerusform>
            <numerusform>в ряду %n клеток, но «columns» равно %1</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1: unknown square &apos;%2&apos; (W White&apos;s planet, B Blue&apos;s planet, # dark, . light)</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout/3: ...&apos;. Galactic Warfare&apos;s board: %1: a column (0-based), %2: the character found. W, B, # and . are letters of the file: keep them.</extracomment>
        <translation>столбец %1: неизвестная клетка «%2» (W планета Белых, B планета Синих, # тёмная, . светлая)</translation>
    </message>
    <message numerus="yes">
        <source>a square is [row, column] (found %n number(s))</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/start/white/3: ...&apos;. Galactic Warfare&apos;s board: a start square is written [row, column]; %n: the numbers found.</extracomment>
        <translation>
            <numerusform>клетка — это [ряд, столбец] (найдено %n число)</numerusform>
            <numerusform>клетка — это [ряд, столбец] (найдено %n числа)</numerusform>
            <numerusform>клетка — это [ряд, столбец] (найдено %n чисел)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board has %n square(s) instead of %1</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;/layout: ...&apos;. Galactic Warfare&apos;s board made by a program: %1: columns x rows; %n: the squares found.</extracomment>
        <translation>
            <numerusform>на поле %n клетка вместо %1</numerusform>
            <numerusform>на поле %n клетки вместо %1</numerusform>
            <numerusform>на поле %n клеток вместо %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the ruleset is for the deck &apos;%1&apos; but %2 holds the deck &apos;%3&apos;</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /deck: ...&apos;. Galactic Warfare: %1: the deck&apos;s identifier the ruleset names; %2: the card file; %3: the identifier of the deck in it.</extracomment>
        <translation>правила для колоды «%1», но %2 содержит колоду «%3»</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset deals %1 cards to each player but the deck has %n (%2): at most %3, half the deck</source>
        <extracomment>A mistake in a content file (the Workshop&apos;s Problems panel, the error on loading); it follows the place, e.g. &apos;ruleset.json: /cardsDealt: ...&apos;. Galactic Warfare: %1: the cards dealt to each of the two players; %n: the cards of the deck (the counts added up); %2: the place of the deck&apos;s cards, e.g. &apos;cards.json: /cards&apos;; %3: the most that may be dealt, half the deck.</extracomment>
        <translation>
            <numerusform>правила раздают каждому игроку по %1 карт, но в колоде %n (%2): не больше %3, половина колоды</numerusform>
            <numerusform>правила раздают каждому игроку по %1 карт, но в колоде %n (%2): не больше %3, половина колоды</numerusform>
            <numerusform>правила раздают каждому игроку по %1 карт, но в колоде %n (%2): не больше %3, половина колоды</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::BoardPreview</name>
    <message>
        <source>No preview yet.</source>
        <translation>Предпросмотра пока нет.</translation>
    </message>
    <message>
        <source>%1 has no board to preview.</source>
        <extracomment>Workshop, the board preview: %1: a game&apos;s name, e.g. &apos;Galaxy of D&apos;.</extracomment>
        <translation>У игры %1 нет поля для предпросмотра.</translation>
    </message>
    <message>
        <source>The board cannot be shown: %1</source>
        <extracomment>Workshop, the board preview: %1: the reason, a sentence.</extracomment>
        <translation>Не удаётся показать поле: %1</translation>
    </message>
    <message>
        <source>the view is not a Qt Quick item</source>
        <translation>представление не является элементом Qt Quick</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardListModel</name>
    <message>
        <source>One of the 18 cards of the original solitaire game</source>
        <translation>Одна из 18 карт исходной одиночной игры</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Отметить «%1» как исходную карту</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Снять с «%1» отметку исходной карты</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header for the card&apos;s number: a short abbreviation of &apos;Number&apos;.</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (the card&apos;s name). Keep it short.</extracomment>
        <translation>Название</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header (near system, distant system, event, red alert). Keep it short.</extracomment>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: the card list&apos;s column header: a check box, whether the card is one of the 18 of the original solitaire. Keep it short.</extracomment>
        <translation>Исходная</translation>
    </message>
</context>
<context>
    <name>starboard::editor::CardPreview</name>
    <message>
        <source>RESISTANCE</source>
        <extracomment>Workshop, the card preview: the label of a system card&apos;s resistance (printed on the card in capitals; tight space).</extracomment>
        <translation>СОПРОТИВЛЕНИЕ</translation>
    </message>
    <message>
        <source>Metal</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Metal&apos;: the metal production.</extracomment>
        <translation>Металл</translation>
    </message>
    <message>
        <source>Wealth</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;Wealth&apos;: the wealth production.</extracomment>
        <translation>Богатство</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Workshop, the card preview: labels printed on a system card, tight space. &apos;VP&apos;: the abbreviation of &apos;victory points&apos;.</extracomment>
        <translation>ПО</translation>
    </message>
    <message>
        <source>RED ALERT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of a red alert card, the harsher kind of event card (capitals, tight space).</extracomment>
        <translation>КРАСНАЯ ТРЕВОГА</translation>
    </message>
    <message>
        <source>EVENT</source>
        <extracomment>Workshop, the card preview: the stamp at the top of an event card (capitals, tight space).</extracomment>
        <translation>СОБЫТИЕ</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, the card preview: a row of an event card&apos;s effects. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Год %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::DeckEditor</name>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Название колоды:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the deck&apos;s identifier, used by rule sets to refer to it (short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <translation>Изменить название колоды</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <translation>Изменить ID колоды</translation>
    </message>
    <message>
        <source>All cards</source>
        <extracomment>Workshop, deck editor: the card list&apos;s filter (&apos;Show:&apos;): show every card.</extracomment>
        <translation>Все карты</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: add a new card).</extracomment>
        <translation>Добавить карту</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: duplicate the chosen card).</extracomment>
        <translation>Дублировать</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, deck editor: a button below the card list (a verb: remove the chosen card).</extracomment>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Show:</source>
        <extracomment>Workshop, deck editor: the label of the card list&apos;s filter (which kinds of card to show).</extracomment>
        <translation>Показать:</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, deck editor: the heading of the chosen card&apos;s fields (a noun).</extracomment>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Number</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s number in the deck.</extracomment>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Change the number of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Изменить номер карты «%1»</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s identifier (a short technical name).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Название</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Изменить ID карты «%1»</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s old name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Переименовать «%1»</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the card&apos;s kind (near system, distant system, event, red alert).</extracomment>
        <translation>Вид</translation>
    </message>
    <message>
        <source>One of the 18 cards of the original game</source>
        <translation>Одна из 18 карт исходной игры</translation>
    </message>
    <message>
        <source>Original</source>
        <extracomment>Workshop, deck editor: a check box&apos;s label: the card is one of the 18 of the original solitaire.</extracomment>
        <translation>Исходная</translation>
    </message>
    <message>
        <source>Mark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;. An original card is one of the 18 of the original solitaire.</extracomment>
        <translation>Отметить «%1» как исходную карту</translation>
    </message>
    <message>
        <source>Unmark %1 as an original card</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Снять с «%1» отметку исходной карты</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>Workshop, deck editor: the heading of a system card&apos;s fields (a noun: a star system).</extracomment>
        <translation>Система</translation>
    </message>
    <message>
        <source>Resistance</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: a system card&apos;s resistance, the game&apos;s term (the roll needed to align it).</extracomment>
        <translation>Сопротивление</translation>
    </message>
    <message>
        <source>Change the resistance of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Изменить сопротивление карты «%1»</translation>
    </message>
    <message>
        <source>Metal production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the metal a system produces every turn.</extracomment>
        <translation>Производство металла</translation>
    </message>
    <message>
        <source>Change the metal production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Изменить производство металла карты «%1»</translation>
    </message>
    <message>
        <source>Wealth production</source>
        <extracomment>Workshop, deck editor: a field&apos;s label: the wealth a system produces every turn.</extracomment>
        <translation>Производство богатства</translation>
    </message>
    <message>
        <source>Change the wealth production of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Изменить производство богатства карты «%1»</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, deck editor: a field&apos;s label.</extracomment>
        <translation>Победные очки</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Изменить победные очки карты «%1»</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Workshop, deck editor: the heading of an event card&apos;s fields, and the label of the event&apos;s kind (a noun).</extracomment>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Year %1</source>
        <extracomment>Workshop, deck editor: a field&apos;s label. %1: the year (round) of the game, 1 or 2.</extracomment>
        <translation>Год %1</translation>
    </message>
    <message>
        <source>Change the year 1 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Изменить количество 1-го года карты «%1»</translation>
    </message>
    <message>
        <source>Change the year 2 amount of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;.</extracomment>
        <translation>Изменить количество 2-го года карты «%1»</translation>
    </message>
    <message>
        <source>Change the year 1 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Изменить ресурс 1-го года карты «%1»</translation>
    </message>
    <message>
        <source>Change the year 2 resource of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;. The resource is metal or wealth.</extracomment>
        <translation>Изменить ресурс 2-го года карты «%1»</translation>
    </message>
    <message>
        <source>Military at least</source>
        <translation>Военная мощь не меньше</translation>
    </message>
    <message>
        <source>Change the military threshold of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Изменить порог военной мощи карты «%1»</translation>
    </message>
    <message>
        <source>Succeeds on a roll of</source>
        <extracomment>Workshop, deck editor: a field&apos;s label for a military coup card, before a number: the die roll at which the coup succeeds (or more).</extracomment>
        <translation>Успех при броске</translation>
    </message>
    <message>
        <source>Change the roll needed by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Military Coup&apos;.</extracomment>
        <translation>Изменить нужный бросок карты «%1»</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <translation>Выберите карту в списке или добавьте новую.</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, deck editor: the heading above the card&apos;s picture as it will look in the game (a noun).</extracomment>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, deck editor: a card without a name, in undo steps and messages. %1: its number, e.g. &apos;card 12&apos;.</extracomment>
        <translation>карта %1</translation>
    </message>
    <message>
        <source>Change the event of %1 to %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Strike&apos;; %2: a kind of event, e.g. &apos;Revolt&apos;.</extracomment>
        <translation>Изменить событие карты «%1» на «%2»</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, deck editor: the name given to a new card. %1: its number, e.g. &apos;New card 55&apos;.</extracomment>
        <translation>Новая карта %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new card&apos;s number, e.g. 55.</extracomment>
        <translation>Добавить карту %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as card %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;; %2: the copy&apos;s number, e.g. 55.</extracomment>
        <translation>Дублировать «%1» как карту %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Удалить «%1»</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card up in the list (a verb).</extracomment>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, deck editor: a button below the card list: move the chosen card down in the list (a verb).</extracomment>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Добавить новую карту после выбранной</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Добавить копию выбранной карты</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Удалить выбранную карту</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Переместить выбранную карту вверх по списку</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, deck editor: the tool tip of a button below the card list; the key follows in brackets.</extracomment>
        <translation>Переместить выбранную карту вниз по списку</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, deck editor: a key&apos;s action (Escape in the card&apos;s form): the focus goes back to the list of cards.</extracomment>
        <translation>Назад к списку карт</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Переместить %1 вверх</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a card&apos;s name, e.g. &apos;Sirius&apos;.</extracomment>
        <translation>Переместить %1 вниз</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardCanvas</name>
    <message>
        <source>a dark square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>тёмная клетка</translation>
    </message>
    <message>
        <source>White&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>родная планета Белых</translation>
    </message>
    <message>
        <source>Blue&apos;s home planet</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader.</extracomment>
        <translation>родная планета Синих</translation>
    </message>
    <message>
        <source>a light square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader: a light square, where no ship may be.</extracomment>
        <translation>светлая клетка</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, a White ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name, e.g. &apos;c4&apos;; %2: what it is, e.g. &apos;a dark square&apos;.</extracomment>
        <translation>%1: %2, здесь начинает белый корабль</translation>
    </message>
    <message>
        <source>%1: %2, a Blue ship starts here</source>
        <extracomment>Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name; %2: what it is.</extracomment>
        <translation>%1: %2, здесь начинает синий корабль</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwBoardEditor</name>
    <message>
        <source>Board name</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s name.</extracomment>
        <translation>Название поля</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s identifier.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Columns</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s width in squares.</extracomment>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Rows</source>
        <extracomment>Workshop, Galactic Warfare board editor: a field&apos;s label: the board&apos;s length in squares, the home planets&apos; rows included.</extracomment>
        <translation>Ряды</translation>
    </message>
    <message>
        <source>Rename the board</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Переименовать поле</translation>
    </message>
    <message>
        <source>Change the board&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Изменить ID поля</translation>
    </message>
    <message>
        <source>&amp;Squares: a click adds or takes away a square</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click turns a square into a light one (no square) and back.</extracomment>
        <translation>&amp;Клетки: щелчок добавляет или убирает клетку</translation>
    </message>
    <message>
        <source>&amp;White ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a White ship on a dark square or takes it away.</extracomment>
        <translation>&amp;Белые корабли: щелчок ставит корабль или убирает его</translation>
    </message>
    <message>
        <source>&amp;Blue ships: a click puts one or takes it away</source>
        <extracomment>Workshop, Galactic Warfare board editor: a tool: a click puts a Blue ship on a dark square or takes it away.</extracomment>
        <translation>&amp;Синие корабли: щелчок ставит корабль или убирает его</translation>
    </message>
    <message>
        <source>On the board: the arrows choose a square, Space applies the tool.</source>
        <extracomment>Workshop, Galactic Warfare board editor: how to edit the board by keyboard.</extracomment>
        <translation>На поле: стрелки выбирают клетку, Пробел применяет инструмент.</translation>
    </message>
    <message>
        <source>Add the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Добавить клетку %1</translation>
    </message>
    <message>
        <source>Take away the square %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Убрать клетку %1</translation>
    </message>
    <message>
        <source>Take away the White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Убрать белый корабль с %1</translation>
    </message>
    <message>
        <source>Take away the Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Убрать синий корабль с %1</translation>
    </message>
    <message>
        <source>Put a White ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Поставить белый корабль на %1</translation>
    </message>
    <message>
        <source>Put a Blue ship on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Поставить синий корабль на %1</translation>
    </message>
    <message>
        <source>Make the board %1 × %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: columns, %2: rows, e.g. &apos;8 × 10&apos;.</extracomment>
        <translation>Изменить размер поля на %1 × %2</translation>
    </message>
    <message>
        <source>White: %1 on the battlefield, a home planet of %2.
Blue: %3 on the battlefield, a home planet of %4.</source>
        <extracomment>Workshop, Galactic Warfare board editor: what the board holds. %1: White&apos;s ships, e.g. &apos;12 ships&apos;; %2: White&apos;s planet squares, e.g. &apos;8 squares&apos;; %3: Blue&apos;s ships; %4: Blue&apos;s planet squares.</extracomment>
        <translation>Белые: %1 на поле боя, родная планета: %2.
Синие: %3 на поле боя, родная планета: %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n корабль</numerusform>
            <numerusform>%n корабля</numerusform>
            <numerusform>%n кораблей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <extracomment>Workshop, Galactic Warfare board editor: inside the board&apos;s summary.</extracomment>
        <translation>
            <numerusform>%n клетка</numerusform>
            <numerusform>%n клетки</numerusform>
            <numerusform>%n клеток</numerusform>
        </translation>
    </message>
    <message>
        <source>White has fewer ships than Blue&apos;s planet has squares: it can win only by capturing every Blue ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>У Белых меньше кораблей, чем клеток на планете Синих: они могут победить, только захватив все синие корабли.</translation>
    </message>
    <message>
        <source>Blue has fewer ships than White&apos;s planet has squares: it can win only by capturing every White ship.</source>
        <extracomment>Workshop, Galactic Warfare board editor: a note under the board&apos;s summary.</extracomment>
        <translation>У Синих меньше кораблей, чем клеток на планете Белых: они могут победить, только захватив все белые корабли.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardListModel</name>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list (the card&apos;s name).</extracomment>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: the effect the game engine knows (extra dice, shield, ...).</extracomment>
        <translation>Эффект</translation>
    </message>
    <message>
        <source>When</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: when the card may be played (before your move, in a battle ...).</extracomment>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Copies</source>
        <extracomment>Workshop, Galactic Warfare card editor: a column of the card list: how many of the card the deck holds.</extracomment>
        <translation>Копии</translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardPreview</name>
    <message>
        <source>Card preview: %1, %2: %3</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card preview for a screen reader. %1: the card&apos;s name; %2: when it is played; %3: its text.</extracomment>
        <translation>Предпросмотр карты: %1, %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: at the foot of the card preview: how many of this card the deck holds.</extracomment>
        <translation>
            <numerusform>%n в колоде</numerusform>
            <numerusform>%n в колоде</numerusform>
            <numerusform>%n в колоде</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::GwCardsEditor</name>
    <message>
        <source>Extra dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (the Effect chooser and column).</extracomment>
        <translation>Дополнительные кубики</translation>
    </message>
    <message>
        <source>Roll again</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Переброс</translation>
    </message>
    <message>
        <source>Shield</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Щит</translation>
    </message>
    <message>
        <source>Extra charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a charge: the game&apos;s forward diagonal move).</extracomment>
        <translation>Ещё один прорыв</translation>
    </message>
    <message>
        <source>Repel an invader</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Изгнание захватчика</translation>
    </message>
    <message>
        <source>Steal a power-up</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a power-up: a captured ship under a ship, the game&apos;s term).</extracomment>
        <translation>Кража усиления</translation>
    </message>
    <message>
        <source>Cancel a card</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Отмена карты</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Меньше кубиков</translation>
    </message>
    <message>
        <source>Escape home</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Бегство домой</translation>
    </message>
    <message>
        <source>Double charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Двойной прорыв</translation>
    </message>
    <message>
        <source>Backward charge</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Прорыв назад</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Добор карт</translation>
    </message>
    <message>
        <source>Win ties</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (equal sums).</extracomment>
        <translation>Победа при ничьей</translation>
    </message>
    <message>
        <source>Capture the attacker</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have.</extracomment>
        <translation>Захват атакующего</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n more die(s) in this battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text). %n: the dice.</extracomment>
        <translation>
            <numerusform>Бросьте в этом сражении на %n кубик больше.</numerusform>
            <numerusform>Бросьте в этом сражении на %n кубика больше.</numerusform>
            <numerusform>Бросьте в этом сражении на %n кубиков больше.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll your dice of this battle again; the new sum counts.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect (also offered as the card&apos;s text).</extracomment>
        <translation>Перебросьте свои кубики этого сражения; считается новая сумма.</translation>
    </message>
    <message>
        <source>Defender: cancel the attack. There is no battle; the attacker stays where it was and its move is spent.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Защитник: отмените атаку. Сражения нет; атакующий остаётся на месте, а его ход потрачен.</translation>
    </message>
    <message>
        <source>One of your ships makes one more charge.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Один из ваших кораблей совершает ещё один прорыв.</translation>
    </message>
    <message>
        <source>An enemy ship in your home planet retreats to a vacant square of its own home planet that you choose, or leaves play if there is none.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Вражеский корабль на вашей родной планете отступает на выбранную вами свободную клетку своей родной планеты или выбывает из игры, если такой нет.</translation>
    </message>
    <message>
        <source>Move one power-up from under an enemy ship to under one of your ships that has fewer than the most allowed.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Переместите одно усиление из-под вражеского корабля под один из ваших кораблей, у которого их меньше допустимого максимума.</translation>
    </message>
    <message>
        <source>In a battle, when your opponent plays a card: that card has no effect.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>В сражении, когда противник играет карту: эта карта не действует.</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent rolls %n fewer die(s) in this battle (at least 1).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the dice.</extracomment>
        <translation>
            <numerusform>Противник бросает в этом сражении на %n кубик меньше (но не меньше 1).</numerusform>
            <numerusform>Противник бросает в этом сражении на %n кубика меньше (но не меньше 1).</numerusform>
            <numerusform>Противник бросает в этом сражении на %n кубиков меньше (но не меньше 1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Defender: if you lose this battle, your ship retreats to a vacant square of your home planet that you choose instead of being captured.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Защитник: если вы проиграете это сражение, ваш корабль вместо захвата отступает на выбранную вами свободную клетку вашей родной планеты.</translation>
    </message>
    <message>
        <source>If your move is a charge, the same ship may charge once more.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Если ваш ход — прорыв, тот же корабль может прорваться ещё раз.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect. %n: the cards drawn.</extracomment>
        <translation>
            <numerusform>Возьмите %n карту.</numerusform>
            <numerusform>Возьмите %n карты.</numerusform>
            <numerusform>Возьмите %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>When the sums are equal, you win the battle.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Если суммы равны, вы выигрываете сражение.</translation>
    </message>
    <message>
        <source>Defender: if you win this battle, you capture the attacking ship instead of letting it retreat.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Защитник: если вы выиграете это сражение, вы захватываете атакующий корабль вместо того, чтобы дать ему отступить.</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s name.</extracomment>
        <translation>Название колоды:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the deck&apos;s identifier (a short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the deck&apos;s name</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Изменить название колоды</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu).</extracomment>
        <translation>Изменить ID колоды</translation>
    </message>
    <message>
        <source>Cards of the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: the card list for a screen reader.</extracomment>
        <translation>Карты колоды</translation>
    </message>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Добавить карту</translation>
    </message>
    <message>
        <source>Add a new card after the selected one</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Добавить новую карту после выбранной</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Дублировать</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Добавить копию выбранной карты</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Удалить выбранную карту</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Move the selected card up in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Переместить выбранную карту вверх по списку</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button below the card list (a verb).</extracomment>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Move the selected card down in the list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button&apos;s tool tip; the key follows in brackets.</extracomment>
        <translation>Переместить выбранную карту вниз по списку</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of the chosen card&apos;s fields.</extracomment>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s name.</extracomment>
        <translation>Название</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s identifier.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the card&apos;s old name.</extracomment>
        <translation>Переименовать «%1»</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Изменить ID карты «%1»</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: what the card does, one of the effects the game knows.</extracomment>
        <translation>Эффект</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: when the card may be played.</extracomment>
        <translation>Когда играть</translation>
    </message>
    <message>
        <source>Change when %1 is played</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Изменить момент розыгрыша карты «%1»</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: how many of the card the deck holds.</extracomment>
        <translation>Копий в колоде</translation>
    </message>
    <message>
        <source>Change the copies of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Изменить число копий карты «%1»</translation>
    </message>
    <message>
        <source>Dice</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the dice the card adds or takes.</extracomment>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Change the dice of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Изменить кубики карты «%1»</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the cards the card draws.</extracomment>
        <translation>Сколько карт взять</translation>
    </message>
    <message>
        <source>Change the cards drawn by %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Изменить, сколько карт берёт «%1»</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a field&apos;s label: the card&apos;s text, what the player reads on it.</extracomment>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Change the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Изменить текст карты «%1»</translation>
    </message>
    <message>
        <source>What the game does with it:</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading of what the game engine does when the card is played (whatever its text says).</extracomment>
        <translation>Что с ней делает игра:</translation>
    </message>
    <message>
        <source>Use as the card&apos;s text</source>
        <extracomment>Workshop, Galactic Warfare card editor: a button: the card&apos;s text becomes the effect&apos;s description shown above it.</extracomment>
        <translation>Сделать текстом карты</translation>
    </message>
    <message>
        <source>Select a card in the list, or add one.</source>
        <extracomment>Workshop, Galactic Warfare card editor: shown in place of the form without a card.</extracomment>
        <translation>Выберите карту в списке или добавьте новую.</translation>
    </message>
    <message>
        <source>Back to the card list</source>
        <extracomment>Workshop, Galactic Warfare card editor: a key&apos;s action (Escape in the card&apos;s form).</extracomment>
        <translation>Назад к списку карт</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, Galactic Warfare card editor: the heading above the card&apos;s picture.</extracomment>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: a card without a name, in undo steps. %1: its place in the list.</extracomment>
        <translation>карта %1</translation>
    </message>
    <message>
        <source>Give %1 the effect %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name; %2: an effect, e.g. &apos;Extra dice&apos;.</extracomment>
        <translation>Дать карте «%1» эффект «%2»</translation>
    </message>
    <message>
        <source>Write the effect as the text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Записать эффект как текст карты «%1»</translation>
    </message>
    <message>
        <source>New card %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: the name of a new card. %1: a number.</extracomment>
        <translation>Новая карта %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: the new card&apos;s name.</extracomment>
        <translation>Добавить «%1»</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Дублировать «%1»</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Удалить «%1»</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Переместить «%1» вверх</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu). %1: a card&apos;s name.</extracomment>
        <translation>Переместить «%1» вниз</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the deck holds, e.g. &apos;50 cards of 16 kinds&apos;. %n: the cards (the copies added up); %1: the different cards, e.g. &apos;16 kinds&apos;.</extracomment>
        <translation>
            <numerusform>%n карта %1</numerusform>
            <numerusform>%n карты %1</numerusform>
            <numerusform>%n карт %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <extracomment>Workshop, Galactic Warfare card editor: inside &apos;50 cards of %1&apos;: the different cards of the deck.</extracomment>
        <translation>
            <numerusform>%n вида</numerusform>
            <numerusform>%n видов</numerusform>
            <numerusform>%n видов</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <extracomment>Workshop, Galactic Warfare card editor: a number field&apos;s tool tip, e.g. &apos;From 1 to 50&apos;.</extracomment>
        <translation>От %1 до %2</translation>
    </message>
    <message>
        <source>Rescue a blocked ship</source>
        <extracomment>Workshop, Galactic Warfare card editor: an effect a card may have (a blocked ship: one that can neither charge nor attack, a stuck one included).</extracomment>
        <translation>Спасение заблокированного</translation>
    </message>
    <message>
        <source>One of your ships that can neither charge nor attack goes back to a vacant square of your home planet, without a roll.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>Один из ваших кораблей, который не может ни прорываться, ни атаковать, без броска возвращается на свободную клетку вашей родной планеты.</translation>
    </message>
    <message>
        <source>This turn your move is a charge diagonally backward, on the battlefield.</source>
        <extracomment>Workshop, Galactic Warfare card editor: what the game does with a card of this effect.</extracomment>
        <translation>В этот ход вашим ходом будет прорыв по диагонали назад, на поле боя.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::JsonTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Workshop, the raw JSON editor: the value column of a list. %n: the number of its items.</extracomment>
        <translation>
            <numerusform>%n элемент</numerusform>
            <numerusform>%n элемента</numerusform>
            <numerusform>%n элементов</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the file (its JSON name), e.g. &apos;name&apos;.</extracomment>
        <translation>Изменить %1</translation>
    </message>
    <message>
        <source>Member</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s name (a JSON term).</extracomment>
        <translation>Ключ</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the raw JSON editor: a column header: the member&apos;s value.</extracomment>
        <translation>Значение</translation>
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
        <translation>Тестовые партии</translation>
    </message>
    <message>
        <source>Nothing (one run)</source>
        <extracomment>Workshop, the Playtest dialog: the first entry of the &apos;Compare with&apos; list: no comparison, a single run.</extracomment>
        <translation>Ничего (одна серия)</translation>
    </message>
    <message>
        <source>A file…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list: choose a content file to compare against.</extracomment>
        <translation>Файл…</translation>
    </message>
    <message>
        <source>Variant B: the same games (seeds and players) with this file in place of A&apos;s of its kind.</source>
        <translation>Вариант B: те же партии (зёрна и игроки), но с этим файлом вместо файла того же вида из A.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a line of the content played. %1: a kind of content, e.g. &apos;Galaxy&apos;; %2: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The rest as shipped with the game.</source>
        <translation>Остальное — встроенное в игру.</translation>
    </message>
    <message>
        <source>The content shipped with the game.</source>
        <translation>Встроенное содержимое игры.</translation>
    </message>
    <message>
        <source>Content</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the content to be played (a noun).</extracomment>
        <translation>Содержимое</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the number of players.</extracomment>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the computer player of each seat.</extracomment>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label (the number of games to play), a column header and a summary row (a noun, plural).</extracomment>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the random seed of the first game (a number; noun, a technical term).</extracomment>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Compare with</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a field&apos;s label: the other content to play alongside (variant B).</extracomment>
        <translation>Сравнить с</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same games. Press Run.</source>
        <translation>Одинаковые зерно и настройки всегда дают одинаковые партии. Нажмите «Запустить».</translation>
    </message>
    <message>
        <source>Summary</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the summary of the results.</extracomment>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the games won.</extracomment>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short): the chart of the games&apos; lengths.</extracomment>
        <translation>Длина партий</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a tab&apos;s title (short, a noun): the chart of the final scores.</extracomment>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): start playing the games.</extracomment>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button: stop the games being played.</extracomment>
        <translation>Прервать серию</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a button (a verb): save the results to a file.</extracomment>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Save each game&apos;s figures and the summary as CSV or JSON.</source>
        <translation>Сохранить показатели каждой партии и сводку в CSV или JSON.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a seat at the table (screen reader&apos;s name of its chooser). %1: its number from 1, e.g. &apos;Seat 2&apos;.</extracomment>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Стандартный</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player&apos;s level, in the seats&apos; choosers.</extracomment>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Random moves</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a computer player that picks its moves at random, in the seats&apos; choosers.</extracomment>
        <translation>Случайные ходы</translation>
    </message>
    <message>
        <source>Rules of thumb (heuristic)</source>
        <extracomment>Workshop, the Playtest dialog: a computer player that plays by simple rules, not by searching.</extracomment>
        <translation>Эмпирические правила (эвристика)</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of a seat&apos;s chooser. %1: the seat&apos;s number, e.g. 2; %2: a computer player, e.g. &apos;Expert&apos;.</extracomment>
        <translation>Место %1: %2</translation>
    </message>
    <message>
        <source>%1 is not content of this game (a galaxy, a ship table, Things, a deck, a technology mat or a ruleset).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s name, e.g. &apos;spiral.json&apos;.</extracomment>
        <translation>%1 — не содержимое этой игры (галактика, таблица кораблей, объекты, колода, планшет технологий или набор правил).</translation>
    </message>
    <message>
        <source>B: %1 (%2)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): an entry of the &apos;Compare with&apos; list (B is the variant compared with A, the content edited). %1: the content&apos;s name or file name, e.g. &apos;Short game&apos;; %2: its kind, e.g. &apos;Ruleset&apos;.</extracomment>
        <translation>B: %1 (%2)</translation>
    </message>
    <message>
        <source>Compare with a content file</source>
        <translation>Сравнить с файлом содержимого</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <translation>Файлы Starboard (*.json)</translation>
    </message>
    <message>
        <source>Export the playtest</source>
        <translation>Экспорт тестовых партий</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <extracomment>Workshop, the Playtest dialog: the file types of the export dialog. Keep the patterns in brackets and the &apos;;;&apos; between the two types as they are.</extracomment>
        <translation>Таблица CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1: a file&apos;s path; %2: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>This content cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen.</extracomment>
        <translation>
            <numerusform>Это содержимое не рассчитано на %n игрока.</numerusform>
            <numerusform>Это содержимое не рассчитано на %n игроков.</numerusform>
            <numerusform>Это содержимое не рассчитано на %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant B was closed in the Workshop.</source>
        <translation>Вариант B закрыт в Мастерской.</translation>
    </message>
    <message>
        <source>Cannot write variant B&apos;s unsaved changes to %1.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a file&apos;s path.</extracomment>
        <translation>Не удаётся записать несохранённые изменения варианта B в %1.</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the name of content with changes not yet saved. %1: its name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>%1 (несохранённые изменения)</translation>
    </message>
    <message>
        <source>with its unsaved changes</source>
        <extracomment>Workshop, the Playtest dialog: put after the compared content&apos;s name, e.g. &apos;B: Short game (Ruleset) with its unsaved changes&apos;.</extracomment>
        <translation>с несохранёнными изменениями</translation>
    </message>
    <message numerus="yes">
        <source>Variant B cannot seat %n player(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of players chosen. Variant B is the content compared with.</extracomment>
        <translation>
            <numerusform>Вариант B не рассчитан на %n игрока.</numerusform>
            <numerusform>Вариант B не рассчитан на %n игроков.</numerusform>
            <numerusform>Вариант B не рассчитан на %n игроков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played before the run was cancelled.</extracomment>
        <translation>
            <numerusform>Прервано после %n партии.</numerusform>
            <numerusform>Прервано после %n партий.</numerusform>
            <numerusform>Прервано после %n партий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1 s.</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games played; %1: the time in seconds, e.g. &apos;12.3&apos;.</extracomment>
        <translation>
            <numerusform>%n партия сыграна за %1 с.</numerusform>
            <numerusform>%n партии сыграны за %1 с.</numerusform>
            <numerusform>%n партий сыграно за %1 с.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ too few games to tell</source>
        <translation>⚠ слишком мало партий для выводов</translation>
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
        <translation>Победы места %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Партии без победителя</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Партии, выигранные командой</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Выигранные партии</translation>
    </message>
    <message>
        <source>Games the team lost</source>
        <translation>Партии, проигранные командой</translation>
    </message>
    <message>
        <source>Games lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a row of the results table (one player).</extracomment>
        <translation>Проигранные партии</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends with a rank. %1: a rank, e.g. &apos;Promoted to Captain&apos;; %2: a percentage; %3: its 95% interval, e.g. &apos;[20.1%, 28.3%]&apos;.</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>out of the game: %1 %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): how often a seat ends out of the game. %1: a percentage, %2: its 95% interval.</extracomment>
        <translation>вне игры: %1 %2</translation>
    </message>
    <message>
        <source>Seat %1 ranks: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number, e.g. 2; %2: the ranks and their shares, e.g. &apos;Promoted to Admiral: 12.0% [8.1%, 17.3%], ...&apos;.</extracomment>
        <translation>Звания места %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the separator between the ranks of a seat (a comma and a space).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>First player&apos;s win rate (decided games): %1, 95%: %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a percentage, %2: its 95% interval, e.g. &apos;[38.2%, 45.1%]&apos;.</extracomment>
        <translation>Доля побед первого игрока (партии с победителем): %1, 95 %: %2</translation>
    </message>
    <message>
        <source>Game length in actions: mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1 and %2: numbers of actions, e.g. &apos;84.2&apos; and &apos;83&apos;.</extracomment>
        <translation>Длина партии в действиях: среднее %1, медиана %2</translation>
    </message>
    <message>
        <source>Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %1: a seat&apos;s number; %2: the mean score; %3, %4: the 95% interval of the mean; %5, %6: the lowest and highest score.</extracomment>
        <translation>Счёт места %1: среднее %2 (95 %: [%3, %4]), минимум %5, максимум %6</translation>
    </message>
    <message>
        <source>Figures (95% confidence intervals)</source>
        <translation>Показатели (доверительные интервалы 95 %)</translation>
    </message>
    <message>
        <source>Figure</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s name (a noun: a measured quantity).</extracomment>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the figure&apos;s value.</extracomment>
        <translation>Значение</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a column header of the figures table: the 95% confidence interval.</extracomment>
        <translation>Интервал 95 %</translation>
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
            <numerusform>Сравнение: A — как выше; %1 (та же %n партия с теми же зёрнами)</numerusform>
            <numerusform>Сравнение: A — как выше; %1 (те же %n партии с теми же зёрнами)</numerusform>
            <numerusform>Сравнение: A — как выше; %1 (те же %n партий с теми же зёрнами)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B was cancelled after %n game(s).</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): %n: the number of games B played before it was cancelled.</extracomment>
        <translation>
            <numerusform>Серия B прервана после %n партии.</numerusform>
            <numerusform>Серия B прервана после %n партий.</numerusform>
            <numerusform>Серия B прервана после %n партий.</numerusform>
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
        <translation>B − A (интервал 95 %)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>percentage points</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a difference of two percentages, in percentage points. %1: a number, e.g. &apos;+3.5 pts&apos;. Keep it short.</extracomment>
        <translation>%1 п. п.</translation>
    </message>
    <message>
        <source>differs</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a note in the comparison table: the two variants differ significantly (a verb, third person).</extracomment>
        <translation>различие</translation>
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
            <numerusform>⚠ слишком мало партий для выводов: показатель учитывает меньше %n партии или интервал 95 % для доли шире %1 процентных пунктов. Сыграйте больше партий.</numerusform>
            <numerusform>⚠ слишком мало партий для выводов: показатель учитывает меньше %n партий или интервал 95 % для доли шире %1 процентных пунктов. Сыграйте больше партий.</numerusform>
            <numerusform>⚠ слишком мало партий для выводов: показатель учитывает меньше %n партий или интервал 95 % для доли шире %1 процентных пунктов. Сыграйте больше партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown after a run.</source>
        <translation>Появится после запуска серии.</translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won by each seat</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Доля побед каждого места в %n партии</numerusform>
            <numerusform>Доля побед каждого места в %n партиях</numerusform>
            <numerusform>Доля побед каждого места в %n партиях</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) the team won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Доля побед и поражений команды в %n партии</numerusform>
            <numerusform>Доля побед и поражений команды в %n партиях</numerusform>
            <numerusform>Доля побед и поражений команды в %n партиях</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share of the %n game(s) won and lost</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games played.</extracomment>
        <translation>
            <numerusform>Доля побед и поражений в %n партии</numerusform>
            <numerusform>Доля побед и поражений в %n партиях</numerusform>
            <numerusform>Доля побед и поражений в %n партиях</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody</source>
        <comment>the bar of the games that no seat won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short).</extracomment>
        <translation>Никто</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the bar of the games won</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games won).</extracomment>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the bar of the games lost</comment>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s label in the chart of wins (short; past participle: games lost).</extracomment>
        <translation>Поражения</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of %2 game(s) (%3)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: the bar&apos;s label, e.g. &apos;Seat 2&apos;; %n: the games it counts; %2: all games; %3: a percentage.</extracomment>
        <translation>
            <numerusform>%1: %n партия из %2 (%3)</numerusform>
            <numerusform>%1: %n партии из %2 (%3)</numerusform>
            <numerusform>%1: %n партий из %2 (%3)</numerusform>
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
        <translation>Выиграно партий (%)</translation>
    </message>
    <message numerus="yes">
        <source>%1 actions: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip in the chart of game lengths. %1: a range of lengths, e.g. &apos;80–89&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Действий %1: %n партия</numerusform>
            <numerusform>Действий %1: %n партии</numerusform>
            <numerusform>Действий %1: %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Length of the %n game(s): mean %1, median %2</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games; %1 and %2: numbers of actions.</extracomment>
        <translation>
            <numerusform>Длина %n партии: среднее %1, медиана %2</numerusform>
            <numerusform>Длина %n партий: среднее %1, медиана %2</numerusform>
            <numerusform>Длина %n партий: среднее %1, медиана %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions per game (chance outcomes included)</source>
        <translation>Действий за партию (включая исходы случая)</translation>
    </message>
    <message numerus="yes">
        <source>Final scores in %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a chart&apos;s title. %n: the number of games.</extracomment>
        <translation>
            <numerusform>Итоговый счёт в %n партии</numerusform>
            <numerusform>Итоговый счёт в %n партиях</numerusform>
            <numerusform>Итоговый счёт в %n партиях</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %1, score %2: %n game(s)</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): a bar&apos;s tool tip. %1: a seat&apos;s number; %2: a score or range of scores, e.g. &apos;10–14&apos;; %n: the number of games.</extracomment>
        <translation>
            <numerusform>Место %1, счёт %2: %n партия</numerusform>
            <numerusform>Место %1, счёт %2: %n партии</numerusform>
            <numerusform>Место %1, счёт %2: %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>Workshop, the Playtest dialog (computer players play the content many times): the title of a chart&apos;s axis (a noun).</extracomment>
        <translation>Итоговый счёт</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetEditor</name>
    <message>
        <source>Reset to default</source>
        <translation>Вернуть стандартное</translation>
    </message>
    <message>
        <source>Give the selected parameter its standard value again</source>
        <translation>Вернуть выбранному параметру его стандартное значение</translation>
    </message>
    <message>
        <source>short-game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty identifier field: an example identifier (lower case, hyphens, no spaces; translate the words if you like).</extracomment>
        <translation>short-game</translation>
    </message>
    <message>
        <source>Short game</source>
        <extracomment>Workshop, rule variant editor: a placeholder in the empty name field: an example variant name.</extracomment>
        <translation>Короткая партия</translation>
    </message>
    <message>
        <source>Variant &amp;name:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Название варианта:</translation>
    </message>
    <message>
        <source>Variant &amp;id:</source>
        <extracomment>Workshop, rule variant editor: a field&apos;s label (the variant&apos;s identifier, a short technical name); &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;ID варианта:</translation>
    </message>
    <message>
        <source>A variant stores only what differs from the standard rules; changed values are bold and marked.</source>
        <translation>Вариант хранит только то, что отличается от стандартных правил; изменённые значения выделены жирным и отмечены.</translation>
    </message>
    <message>
        <source>Change variant id</source>
        <translation>Изменить ID варианта</translation>
    </message>
    <message>
        <source>Rename variant</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history).</extracomment>
        <translation>Переименовать вариант</translation>
    </message>
</context>
<context>
    <name>starboard::editor::RulesetModel</name>
    <message>
        <source>%1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a range of values. %1 and %2: numbers, e.g. &apos;1 to 6&apos;.</extracomment>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>Thing ids</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of Things&apos; identifiers (Thing: the game&apos;s term for what lies on a sector).</extracomment>
        <translation>ID объектов</translation>
    </message>
    <message>
        <source>2 numbers, %1 to %2</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: two numbers, each in a range. %1 and %2: numbers.</extracomment>
        <translation>2 числа от %1 до %2</translation>
    </message>
    <message>
        <source>ranks</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: the value is a list of ranks (the results at the end of the game).</extracomment>
        <translation>звания</translation>
    </message>
    <message>
        <source>Changed by this variant (standard: %1)</source>
        <extracomment>Workshop, rule variant editor: a tool tip of a changed value. %1: the standard value, e.g. &apos;3&apos;.</extracomment>
        <translation>Изменено этим вариантом (стандарт: %1)</translation>
    </message>
    <message>
        <source>The standard value</source>
        <translation>Стандартное значение</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Вернуть стандартное значение: %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a parameter&apos;s key, e.g. &apos;dieSides&apos; (not translated).</extracomment>
        <translation>Изменить %1</translation>
    </message>
    <message>
        <source>Parameter</source>
        <extracomment>Workshop, rule variant editor: a column header: the rule&apos;s parameter (its key).</extracomment>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Workshop, rule variant editor: a column header: the parameter&apos;s value in this variant.</extracomment>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Workshop, rule variant editor: a column header: the value in the standard rules.</extracomment>
        <translation>Стандарт</translation>
    </message>
    <message>
        <source>Allowed</source>
        <extracomment>Workshop, rule variant editor: a column header: the values allowed.</extracomment>
        <translation>Допустимо</translation>
    </message>
    <message>
        <source>Meaning</source>
        <extracomment>Workshop, rule variant editor: a column header: what the parameter means (a noun).</extracomment>
        <translation>Описание</translation>
    </message>
    <message>
        <source>%1 to %2 of: %3</source>
        <extracomment>Workshop, rule variant editor: the &apos;Allowed&apos; column: a list of words, each one of those named. %1 and %2: numbers; %3: the words, e.g. &apos;fire | move&apos;.</extracomment>
        <translation>от %1 до %2 из: %3</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipTableModel</name>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s old name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Переименовать «%1»</translation>
    </message>
    <message>
        <source>Change id of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Изменить ID корабля «%1»</translation>
    </message>
    <message>
        <source>Change cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Изменить цену корабля «%1»</translation>
    </message>
    <message>
        <source>Change speed of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Изменить скорость корабля «%1»</translation>
    </message>
    <message>
        <source>Change attack of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Изменить атаку корабля «%1»</translation>
    </message>
    <message>
        <source>Change armor of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Изменить броню корабля «%1»</translation>
    </message>
    <message>
        <source>Change chits of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;. Chits: the counters of this ship type in the game.</extracomment>
        <translation>Изменить число фишек корабля «%1»</translation>
    </message>
    <message>
        <source>Change cargo ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>Изменить способность «Груз» корабля «%1»</translation>
    </message>
    <message>
        <source>Change bounty ability of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Scavenger&apos;.</extracomment>
        <translation>Изменить способность «Награда» корабля «%1»</translation>
    </message>
    <message>
        <source>Change starbase damage of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Изменить урон по звёздной базе корабля «%1»</translation>
    </message>
    <message>
        <source>Change special text of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Bomber&apos;.</extracomment>
        <translation>Изменить текст особенности корабля «%1»</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header (short).</extracomment>
        <translation>Название</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the identifier (a short technical name). Keep it short.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s price (short).</extracomment>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: sectors a ship moves per turn (short).</extracomment>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Attack</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s attack strength, the game&apos;s term (short).</extracomment>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Armor</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the ship&apos;s armor, the game&apos;s term (hits it takes; short).</extracomment>
        <translation>Броня</translation>
    </message>
    <message>
        <source>Chits</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: how many counters (chits) of the ship the game has, the game&apos;s term (short).</extracomment>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Cargo</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship carries cargo (short).</extracomment>
        <translation>Груз</translation>
    </message>
    <message>
        <source>Bounty</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: a check box, the ship earns money from enemy ships destroyed (short).</extracomment>
        <translation>Награда</translation>
    </message>
    <message>
        <source>Starbase dmg</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a column header: the damage the ship deals to an enemy Starbase (a side&apos;s home base). &apos;dmg&apos; abbreviates &apos;damage&apos;: keep it short.</extracomment>
        <translation>Урон базе</translation>
    </message>
    <message>
        <source>Special (text for the players)</source>
        <translation>Особенность (текст для игроков)</translation>
    </message>
    <message>
        <source>The name the players see</source>
        <translation>Название, которое видят игроки</translation>
    </message>
    <message>
        <source>The ship&apos;s id in the files (pirates name their ship by it)</source>
        <translation>ID корабля в файлах (по нему пираты указывают свой корабль)</translation>
    </message>
    <message>
        <source>Price to build one ship</source>
        <translation>Цена постройки одного корабля</translation>
    </message>
    <message>
        <source>Sectors per turn: 1 slow, 2 medium, 3 fast</source>
        <translation>Секторов за ход: 1 — медленный, 2 — средний, 3 — быстрый</translation>
    </message>
    <message>
        <source>Attack power against ships</source>
        <translation>Сила атаки против кораблей</translation>
    </message>
    <message>
        <source>Damage the ship takes before it is destroyed</source>
        <translation>Урон, который корабль выдерживает до уничтожения</translation>
    </message>
    <message>
        <source>Chits per side: the most ships of this type in play at once</source>
        <translation>Фишек на сторону: наибольшее число кораблей этого типа в игре одновременно</translation>
    </message>
    <message>
        <source>Carries cargo: picks up cargo at a planet and sells it at the Spaceport</source>
        <translation>Возит груз: берёт груз на планете и продаёт его в космопорте</translation>
    </message>
    <message>
        <source>Earns $1 for each enemy ship destroyed in a combat it survives</source>
        <translation>Приносит $1 за каждый вражеский корабль, уничтоженный в бою, который он пережил</translation>
    </message>
    <message>
        <source>Damage dealt on entering an enemy Starbase (0: none)</source>
        <translation>Урон, наносимый при входе во вражескую звёздную базу (0 — нет)</translation>
    </message>
    <message>
        <source>What the special ability does, in words for the players</source>
        <translation>Что делает особая способность — словами, понятными игрокам</translation>
    </message>
    <message>
        <source>Ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): the name given to a new ship type (a noun).</extracomment>
        <translation>Корабль</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a copied ship type&apos;s name. %1: the original&apos;s name, e.g. &apos;Cruiser (copy)&apos;.</extracomment>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>Add ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Добавить корабль «%1»</translation>
    </message>
    <message>
        <source>Remove ship %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Удалить корабль «%1»</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Переместить «%1» вверх</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a ship type&apos;s name, e.g. &apos;Cruiser&apos;.</extracomment>
        <translation>Переместить «%1» вниз</translation>
    </message>
</context>
<context>
    <name>starboard::editor::ShipsEditor</name>
    <message>
        <source>Add ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Добавить корабль</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Добавить копию выбранного корабля</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button (a verb phrase).</extracomment>
        <translation>Удалить корабль</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Удалить выбранный корабль</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type up in the table (a verb).</extracomment>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, ship table editor (Galaxy of D&apos;s ship types): a tool bar button: move the chosen ship type down in the table (a verb).</extracomment>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>The engine&apos;s special abilities are the Cargo and Bounty check boxes and the starbase damage; the special text only tells the players about them.</source>
        <translation>Особые способности, которые понимает движок, — это флажки «Груз» и «Награда» и урон по звёздной базе; текст особенности лишь описывает их игрокам.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::StartPage</name>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop, the start page: its title, the editor&apos;s name.</extracomment>
        <translation>Мастерская Starboard</translation>
    </message>
    <message>
        <source>Make your own galaxies, ship tables, card decks and rule variants. Every change can be undone, the game&apos;s own checks tell what it would refuse, and Play It or Playtest tries your content at once.</source>
        <translation>Создавайте свои галактики, таблицы кораблей, колоды карт и варианты правил. Любое изменение можно отменить, собственные проверки игры подскажут, что она не примет, а «Сыграть» и «Тестовые партии» сразу испытают ваше содержимое.</translation>
    </message>
    <message>
        <source>Start a new file:</source>
        <translation>Создать новый файл:</translation>
    </message>
    <message>
        <source>A new file of this kind, from the one the game ships</source>
        <translation>Новый файл этого вида на основе встроенного в игру</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Открыть файл…</translation>
    </message>
    <message>
        <source>Recent files</source>
        <extracomment>Workshop, the start page: a heading: the files opened lately.</extracomment>
        <translation>Недавние файлы</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <extracomment>Workshop, the start page and the Recover dialog: the heading of the documents that can be recovered.</extracomment>
        <translation>Восстановить несохранённую работу</translation>
    </message>
    <message>
        <source>The Workshop ended without saving these changes:</source>
        <extracomment>Workshop, the start page and the Recover dialog: above the list of documents that can be recovered.</extracomment>
        <translation>Мастерская закрылась, не сохранив эти изменения:</translation>
    </message>
    <message>
        <source>%1 (never saved), changes of %2</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its name, e.g. &apos;Galaxy (untitled)&apos;; %2: a date and time.</extracomment>
        <translation>%1 (не сохранялся), изменения от %2</translation>
    </message>
    <message>
        <source>%1, changes of %2 (in %3)</source>
        <extracomment>Workshop, the start page, a document to recover: %1: its file&apos;s name; %2: a date and time; %3: the folder of the file.</extracomment>
        <translation>%1, изменения от %2 (в %3)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Workshop, the start page: opens a document recovered after a crash.</extracomment>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Workshop, the start page: deletes a recovered document&apos;s unsaved changes for good.</extracomment>
        <translation>Отбросить</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologiesEditor</name>
    <message>
        <source>Mat name:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s name.</extracomment>
        <translation>Название планшета:</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a field&apos;s label: the mat&apos;s identifier (a short technical name).</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Change the mat&apos;s name</source>
        <translation>Изменить название планшета</translation>
    </message>
    <message>
        <source>Change the mat&apos;s id</source>
        <translation>Изменить ID планшета</translation>
    </message>
    <message>
        <source>The mat as the board shows it:</source>
        <translation>Планшет так, как его показывает поле:</translation>
    </message>
    <message>
        <source>Each row of the mat has one first-generation technology (left) and one second-generation technology (right) that needs it. The ids are fixed: the game knows each technology&apos;s effect by its id. Double-click a cell, or press F2 or type, to edit it.</source>
        <translation>В каждой строке планшета одна технология первого поколения (слева) и одна технология второго поколения (справа), которой она нужна. Идентификаторы постоянны: игра узнаёт действие технологии по её идентификатору. Чтобы изменить ячейку, дважды щёлкните по ней, нажмите F2 или начните печатать.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyMatPreview</name>
    <message>
        <source>Cost %1, %2 VP</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): the preview of a technology on the mat. %1: its price in wealth; %2: its victory points (&apos;VP&apos; abbreviates victory points). Tight space.</extracomment>
        <translation>Цена %1, %2 ПО</translation>
    </message>
</context>
<context>
    <name>starboard::editor::TechnologyModel</name>
    <message>
        <source>The engine knows this technology&apos;s effect by its id; it cannot change.</source>
        <translation>Движок узнаёт эффект этой технологии по её ID; его нельзя изменить.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s old name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Переименовать «%1»</translation>
    </message>
    <message>
        <source>Change the row of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Изменить ряд технологии «%1»</translation>
    </message>
    <message>
        <source>Change the generation of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;. The generation is the technology&apos;s column on the mat (1 or 2).</extracomment>
        <translation>Изменить поколение технологии «%1»</translation>
    </message>
    <message>
        <source>Change the cost of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Изменить цену технологии «%1»</translation>
    </message>
    <message>
        <source>Change the victory points of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Изменить победные очки технологии «%1»</translation>
    </message>
    <message>
        <source>Change the effect of %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Изменить эффект технологии «%1»</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a technology&apos;s name, e.g. &apos;Robot Workers&apos;.</extracomment>
        <translation>Изменить «%1»</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the identifier (a short technical name). Short.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Название</translation>
    </message>
    <message>
        <source>Row</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s row on the mat (a noun). Short.</extracomment>
        <translation>Ряд</translation>
    </message>
    <message>
        <source>Generation</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the technology&apos;s generation, 1 or 2 (its column on the mat; the game&apos;s term). Short.</extracomment>
        <translation>Поколение</translation>
    </message>
    <message>
        <source>Cost</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: the price in wealth (a noun). Short.</extracomment>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Victory points</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header. Short.</extracomment>
        <translation>Победные очки</translation>
    </message>
    <message>
        <source>Effect</source>
        <extracomment>Workshop, technology mat editor (Galaxy Command): a column header: what the technology does (a noun; the game&apos;s effect). Short.</extracomment>
        <translation>Эффект</translation>
    </message>
</context>
<context>
    <name>starboard::editor::WorkshopWindow</name>
    <message>
        <source>Open</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be opened (a verb, as in the menu File &gt; Open).</extracomment>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter. Its entries are the kinds of content to create (galaxy, ship table, deck ...); an adjective or verb as suits &apos;New galaxy&apos;.</extracomment>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. A submenu of the files opened lately.</extracomment>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb)</extracomment>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. (a verb: close the document)</extracomment>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Close the &amp;Workshop</source>
        <extracomment>Workshop, the File menu&apos;s entry that closes the Workshop window; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>Закрыть &amp;Мастерскую</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Undo Rename Sirius&apos;.</extracomment>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Workshop window: the Edit menu&apos;s entry (a verb). Qt adds the undo step&apos;s name, e.g. &apos;Redo Rename Sirius&apos;.</extracomment>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Workshop, a menu of the menu bar; &amp; marks the Alt key&apos;s letter.</extracomment>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Play It</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the edited content in a new game, to try it (a verb phrase: play this content).</extracomment>
        <translation>&amp;Сыграть</translation>
    </message>
    <message>
        <source>Play&amp;test…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the Playtest dialog: computer players play the content many times (a noun).</extracomment>
        <translation>&amp;Тестовые партии…</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>Workshop window: the title of the panel listing the problems found in the document (a noun, plural).</extracomment>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>New document</source>
        <extracomment>Workshop window: the title of a message box about a new document that could not be made.</extracomment>
        <translation>Новый документ</translation>
    </message>
    <message>
        <source>Open or create a document (File menu).</source>
        <translation>Откройте или создайте документ (меню «Файл»).</translation>
    </message>
    <message>
        <source>No problems: the game loads this file.</source>
        <translation>Проблем нет: игра загружает этот файл.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the game refuses this file until they are fixed. Click one to go to it.</source>
        <extracomment>Workshop window: %n: the number of problems found in the document.</extracomment>
        <translation>
            <numerusform>%n проблема: игра не примет этот файл, пока проблемы не исправлены. Щёлкните проблему, чтобы перейти к ней.</numerusform>
            <numerusform>%n проблемы: игра не примет этот файл, пока они не исправлены. Щёлкните проблему, чтобы перейти к ней.</numerusform>
            <numerusform>%n проблем: игра не примет этот файл, пока они не исправлены. Щёлкните проблему, чтобы перейти к ней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n unknown key(s)</source>
        <extracomment>Workshop window: a button that removes the keys of the file the game does not know. %n: how many.</extracomment>
        <translation>
            <numerusform>Удалить %n неизвестный ключ</numerusform>
            <numerusform>Удалить %n неизвестных ключа</numerusform>
            <numerusform>Удалить %n неизвестных ключей</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the keys the game does not know (listed below as &quot;unknown key&quot;); Undo brings them back</source>
        <translation>Удалить ключи, неизвестные игре (ниже они помечены «неизвестный ключ»); «Отменить» вернёт их</translation>
    </message>
    <message>
        <source>Remove the unknown key &apos;%1&apos;</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a key of the content file (its JSON name), e.g. &apos;colour&apos;.</extracomment>
        <translation>Удалить неизвестный ключ «%1»</translation>
    </message>
    <message>
        <source>%1[*] - Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title. %1: the document&apos;s name; keep &apos;[*]&apos; as it is (Qt shows a star there when it has unsaved changes).</extracomment>
        <translation>%1[*] — Мастерская Starboard</translation>
    </message>
    <message>
        <source>Starboard Workshop</source>
        <extracomment>Workshop window: the window&apos;s title when no document is open: the name of the Workshop, the app&apos;s editor.</extracomment>
        <translation>Мастерская Starboard</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Workshop window: the title of a message box about a file that could not be saved (a verb, as in the menu File &gt; Save).</extracomment>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Saved as a draft: the game refuses it until the problems are fixed.</source>
        <translation>Сохранено как черновик: игра не примет его, пока проблемы не исправлены.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <extracomment>Workshop window: a message in the status bar after saving.</extracomment>
        <translation>Сохранено.</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>Workshop window: the title of the file dialog (as the menu File &gt; Save As).</extracomment>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>Starboard files (*.json)</source>
        <extracomment>A file dialog&apos;s file type. Keep the pattern in brackets as it is.</extracomment>
        <translation>Файлы Starboard (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Workshop window: the title of a message box asking whether to save before closing.</extracomment>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Сохранить изменения в «%1» перед закрытием?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Недавних файлов нет</translation>
    </message>
    <message>
        <source>The game cannot load %1 yet: fix the problems listed below first.</source>
        <extracomment>Workshop window: %1: a document&apos;s name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Игра пока не может загрузить %1: сначала исправьте проблемы, перечисленные ниже.</translation>
    </message>
    <message>
        <source>Play It</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Play It (play the edited content).</extracomment>
        <translation>Сыграть</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop window: the title of a message box: the action Game &gt; Playtest (computer players play the content many times).</extracomment>
        <translation>Тестовые партии</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Workshop window: the title of a message box about a recovered document that could not be opened.</extracomment>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Reco&amp;ver Unsaved Work…</source>
        <extracomment>Workshop, an entry of a menu; &amp; marks the Alt key&apos;s letter. Opens the list of documents with changes a Workshop that ended without closing (a crash) left unsaved.</extracomment>
        <translation>&amp;Восстановить несохранённую работу…</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Workshop, the Recover dialog&apos;s button that closes it and keeps the unsaved work for later (it is offered again on the start page and at the next start).</extracomment>
        <translation>Позже</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <extracomment>Workshop, the Recover dialog&apos;s title (as the menu File &gt; Recover Unsaved Work).</extracomment>
        <translation>Восстановить несохранённую работу</translation>
    </message>
    <message>
        <source>%1: choose who plays in the game window&apos;s new-game dialog.</source>
        <extracomment>Workshop window: a message in the status bar after Game &gt; Play It. %1: the content to play, e.g. &apos;Spiral arm and Standard rules&apos;.</extracomment>
        <translation>%1: выберите игроков в диалоге новой игры в окне игры.</translation>
    </message>
</context>
<context>
    <name>starboard::editor::galaxy::GalaxyEditor</name>
    <message>
        <source>Paint sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: paint sectors onto the map). Keep it short.</extracomment>
        <translation>Рисовать сектор</translation>
    </message>
    <message>
        <source>Click or drag to add sectors</source>
        <translation>Щёлкните или проведите мышью, чтобы добавить секторы</translation>
    </message>
    <message>
        <source>Erase</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb: erase sectors). Keep it short.</extracomment>
        <translation>Стереть</translation>
    </message>
    <message>
        <source>Click or drag to remove sectors and their Things</source>
        <translation>Щёлкните или проведите мышью, чтобы удалить секторы вместе с их объектами</translation>
    </message>
    <message>
        <source>Place Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase). A Thing is the game&apos;s term for what lies on a sector (a planet, an asteroid ...). Keep it short.</extracomment>
        <translation>Поставить объект</translation>
    </message>
    <message>
        <source>Click a sector to fix the chosen Thing on it</source>
        <translation>Щёлкните сектор, чтобы закрепить в нём выбранный объект</translation>
    </message>
    <message>
        <source>The Thing that Place Thing places</source>
        <translation>Объект, который ставит «Поставить объект»</translation>
    </message>
    <message>
        <source>Clear Thing</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar (a verb phrase: remove a fixed Thing). Keep it short.</extracomment>
        <translation>Убрать объект</translation>
    </message>
    <message>
        <source>Click a sector to remove its fixed Thing</source>
        <translation>Щёлкните сектор, чтобы убрать из него закреплённый объект</translation>
    </message>
    <message>
        <source>Starbase sector</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a drawing tool in the tool bar: mark the sectors where a Starbase (the game&apos;s term: a side&apos;s home base) may be placed. Keep it short.</extracomment>
        <translation>Сектор звёздной базы</translation>
    </message>
    <message>
        <source>Click a sector to allow or forbid a Starbase there. With none marked the players may place their Starbases on any sector the rules allow</source>
        <translation>Щёлкните сектор, чтобы разрешить или запретить в нём звёздную базу. Если ни один сектор не отмечен, игроки могут ставить звёздные базы в любой сектор, допустимый по правилам</translation>
    </message>
    <message>
        <source>Mirror</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): keep the map symmetric, every change mirrored. Keep it short.</extracomment>
        <translation>Симметрия</translation>
    </message>
    <message>
        <source>Keep the two halves point-symmetric: every edit also applies to the hex a half turn about the centre maps it to</source>
        <translation>Сохранять центральную симметрию двух половин: каждая правка применяется и к гексу, в который переходит данный при повороте на пол-оборота вокруг центра</translation>
    </message>
    <message>
        <source>Fit</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button (a verb): zoom the map to fit the window. Keep it short.</extracomment>
        <translation>Вписать</translation>
    </message>
    <message>
        <source>Show the whole galaxy</source>
        <translation>Показать всю галактику</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a tool bar button and a heading: show how the game draws the galaxy (a noun). Keep it short.</extracomment>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>Show the galaxy as the game&apos;s board draws it</source>
        <translation>Показать галактику так, как её рисует игровое поле</translation>
    </message>
    <message>
        <source>The galaxy&apos;s name, as the players see it</source>
        <translation>Название галактики, которое видят игроки</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s name.</extracomment>
        <translation>Название</translation>
    </message>
    <message>
        <source>The galaxy&apos;s id: lowercase letters, digits and &apos;-&apos; (saved games name the galaxy by it)</source>
        <translation>ID галактики: строчные латинские буквы, цифры и «-» (по нему галактику указывают сохранённые партии)</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a field&apos;s label: the galaxy&apos;s identifier (a short technical name).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Rename the galaxy to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new name, e.g. &apos;Spiral arm&apos;.</extracomment>
        <translation>Переименовать галактику в «%1»</translation>
    </message>
    <message>
        <source>Change the galaxy&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: the new identifier, e.g. &apos;spiral-arm&apos;.</extracomment>
        <translation>Изменить ID галактики на «%1»</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the heading of the list of checks of the map (a noun, plural: tests the map passes or fails).
----------
Workshop, galaxy editor: the screen reader&apos;s name of the list of checks (as its heading).</extracomment>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Left button: use the tool (a drag is one step to undo). Right button: move the map. Wheel: zoom.</source>
        <translation>Левая кнопка — инструмент (протяжка отменяется за один шаг). Правая кнопка — перемещение карты. Колесо — масштаб.</translation>
    </message>
    <message>
        <source>A quick-setup game on this galaxy, drawn by the game&apos;s own board: try placing Things and Starbases on it</source>
        <translation>Партия с быстрой подготовкой в этой галактике на настоящем игровом поле: попробуйте ставить объекты и звёздные базы</translation>
    </message>
    <message>
        <source>The preview appears when the game can load the galaxy. First problem:
%1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: a problem found in the galaxy, a sentence.</extracomment>
        <translation>Предпросмотр появится, когда игра сможет загрузить галактику. Первая проблема:
%1</translation>
    </message>
    <message>
        <source>The preview cannot write its copy of the galaxy (%1).</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): %1: the system&apos;s reason, e.g. &apos;Permission denied&apos;.</extracomment>
        <translation>Предпросмотр не может записать свою копию галактики (%1).</translation>
    </message>
    <message>
        <source>Point at a hex to see its coordinates</source>
        <translation>Наведите указатель на гекс, чтобы увидеть его координаты</translation>
    </message>
    <message>
        <source>%1 (in the galaxy)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (в галактике)</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>%1 (пусто)</translation>
    </message>
    <message>
        <source>Click to show it on the map</source>
        <translation>Щёлкните, чтобы показать на карте</translation>
    </message>
    <message>
        <source>The galaxy has no sectors</source>
        <translation>В галактике нет секторов</translation>
    </message>
    <message numerus="yes">
        <source>The map is connected (%n sector(s))</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>Карта связна (%n сектор)</numerusform>
            <numerusform>Карта связна (%n сектора)</numerusform>
            <numerusform>Карта связна (%n секторов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) cannot be reached from %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors; %1: a sector, e.g. &apos;sector 0,0&apos;.</extracomment>
        <translation>
            <numerusform>%n сектор недостижим из первого сектора (%1)</numerusform>
            <numerusform>%n сектора недостижимы из первого сектора (%1)</numerusform>
            <numerusform>%n секторов недостижимы из первого сектора (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): two sectors side by side. %1 and %2: sectors, e.g. &apos;sector 0,0 and sector 1,0&apos;.</extracomment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>No fixed Things: the Galaxy Setting places them when a game starts</source>
        <translation>Закреплённых объектов нет: их расставит подготовка галактики в начале партии</translation>
    </message>
    <message>
        <source>No fixed Thing is next to another</source>
        <translation>Ни один закреплённый объект не соседствует с другим</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of fixed Things next to each other (%1)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of pairs; %1: the first pair, e.g. &apos;sector 0,0 and sector 1,0&apos;. A fixed Thing: a Thing placed by the designer.</extracomment>
        <translation>
            <numerusform>%n пара соседних закреплённых объектов (%1)</numerusform>
            <numerusform>%n пары соседних закреплённых объектов (%1)</numerusform>
            <numerusform>%n пар соседних закреплённых объектов (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The cargo price is set by the Galaxy Setting</source>
        <translation>Цену груза задаёт подготовка галактики</translation>
    </message>
    <message>
        <source>No Spaceport among the fixed Things: no cargo can be sold</source>
        <translation>Среди закреплённых объектов нет космопорта: груз продать нельзя</translation>
    </message>
    <message>
        <source>No planet can be reached from the Spaceport: the cargo price is $0</source>
        <translation>Из космопорта не достичь ни одной планеты: цена груза $0</translation>
    </message>
    <message numerus="yes">
        <source>Cargo price $%1 (the nearest planet is %n move(s) from the Spaceport)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %1: an amount of money (after the dollar sign); %n: a number of moves. Cargo price and Spaceport are the game&apos;s terms.</extracomment>
        <translation>
            <numerusform>Цена груза $%1 (ближайшая планета в %n шаге от космопорта)</numerusform>
            <numerusform>Цена груза $%1 (ближайшая планета в %n шагах от космопорта)</numerusform>
            <numerusform>Цена груза $%1 (ближайшая планета в %n шагах от космопорта)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one Starbase sector is marked: mark one for each player, or none</source>
        <translation>Отмечен только один сектор звёздной базы: отметьте по одному на игрока или ни одного</translation>
    </message>
    <message numerus="yes">
        <source>Two of the %n marked Starbase sector(s) are at least %1 moves apart and away from the Things</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Два из %n отмеченного сектора звёздных баз находятся не ближе %1 шагов друг от друга и в стороне от объектов</numerusform>
            <numerusform>Два из %n отмеченных секторов звёздных баз находятся не ближе %1 шагов друг от друга и в стороне от объектов</numerusform>
            <numerusform>Два из %n отмеченных секторов звёздных баз находятся не ближе %1 шагов друг от друга и в стороне от объектов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No two of the %n marked Starbase sector(s) are %1 moves apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors marked; %1: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Среди %n отмеченного сектора звёздных баз нет двух на расстоянии %1 шагов друг от друга и в стороне от объектов (тогда игра отменяет это правило)</numerusform>
            <numerusform>Среди %n отмеченных секторов звёздных баз нет двух на расстоянии %1 шагов друг от друга и в стороне от объектов (тогда игра отменяет это правило)</numerusform>
            <numerusform>Среди %n отмеченных секторов звёздных баз нет двух на расстоянии %1 шагов друг от друга и в стороне от объектов (тогда игра отменяет это правило)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for two Starbases at least %n move(s) apart</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Есть место для двух звёздных баз не ближе %n шага друг от друга</numerusform>
            <numerusform>Есть место для двух звёздных баз не ближе %n шагов друг от друга</numerusform>
            <numerusform>Есть место для двух звёздных баз не ближе %n шагов друг от друга</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No room for two Starbases %n move(s) apart and away from the Things (the game then drops the rule)</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: a number of moves. Starbase: the game&apos;s term, a side&apos;s home base.</extracomment>
        <translation>
            <numerusform>Нет места для двух звёздных баз на расстоянии %n шага друг от друга и в стороне от объектов (тогда игра отменяет это правило)</numerusform>
            <numerusform>Нет места для двух звёздных баз на расстоянии %n шагов друг от друга и в стороне от объектов (тогда игра отменяет это правило)</numerusform>
            <numerusform>Нет места для двух звёздных баз на расстоянии %n шагов друг от друга и в стороне от объектов (тогда игра отменяет это правило)</numerusform>
        </translation>
    </message>
    <message>
        <source>The two halves are point-symmetric</source>
        <translation>Две половины центрально-симметричны</translation>
    </message>
    <message numerus="yes">
        <source>%n sector(s) differ from their mirror image</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a check. %n: the number of sectors that break the symmetry.</extracomment>
        <translation>
            <numerusform>%n сектор отличается от своего зеркального отражения</numerusform>
            <numerusform>%n сектора отличаются от своих зеркальных отражений</numerusform>
            <numerusform>%n секторов отличаются от своих зеркальных отражений</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s loader accepts the galaxy</source>
        <translation>Загрузчик игры принимает галактику</translation>
    </message>
    <message>
        <source>Paint sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Painted with the tool &apos;Paint sector&apos;.</extracomment>
        <translation>Рисовать секторы</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Добавить %1</translation>
    </message>
    <message>
        <source>Remove the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Убрать объект: %1</translation>
    </message>
    <message>
        <source>Erase sectors</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Erased with the tool &apos;Erase&apos;.</extracomment>
        <translation>Стереть секторы</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Удалить %1</translation>
    </message>
    <message>
        <source>Renumber the Thing in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Перенумеровать объект: %1</translation>
    </message>
    <message>
        <source>Renumber the Starbase sectors</source>
        <translation>Перенумеровать секторы звёздных баз</translation>
    </message>
    <message>
        <source>Mark Starbase sectors</source>
        <translation>Отметить секторы звёздных баз</translation>
    </message>
    <message>
        <source>Unmark Starbase sectors</source>
        <translation>Снять отметку секторов звёздных баз</translation>
    </message>
    <message>
        <source>Allow a Starbase in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Разрешить звёздную базу: %1</translation>
    </message>
    <message>
        <source>Forbid Starbases in %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Запретить звёздные базы: %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;.</extracomment>
        <translation>Поставить объект «%1»</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). %1: a Thing&apos;s name, e.g. &apos;Planet&apos;; %2: a sector, e.g. &apos;sector 4,-1&apos;.</extracomment>
        <translation>Поставить объект «%1»: %2</translation>
    </message>
    <message>
        <source>Clear Things</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;; undo history). Cleared with the tool &apos;Clear Thing&apos;. A Thing is the game&apos;s term for what lies on a sector.</extracomment>
        <translation>Убрать объекты</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): the screen reader&apos;s name of the map being edited.</extracomment>
        <translation>Карта галактики</translation>
    </message>
    <message>
        <source>Keyboard: arrows move the white ring, Space or Enter uses the tool, Shift+arrow moves and uses it, Delete erases.</source>
        <translation>Клавиатура: стрелки двигают белое кольцо, Пробел или Enter применяют инструмент, Shift+стрелка двигает и применяет его, Delete стирает.</translation>
    </message>
    <message>
        <source>Fixed Thing: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a Thing&apos;s name, e.g. &apos;Planet&apos;. A fixed Thing is placed by the designer rather than drawn at random.</extracomment>
        <translation>Закреплённый объект: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>Workshop, galaxy editor (Galaxy of D&apos;s map of hexagonal sectors): a sector&apos;s tool tip. %1: a check&apos;s text, e.g. &apos;2 sector(s) cannot be reached from sector 0,0&apos;.</extracomment>
        <translation>Предупреждение: %1</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnCardListModel</name>
    <message>
        <source>Starting card (%1)</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the starting card in the list of cards. %1: its id, e.g. &apos;start&apos;.</extracomment>
        <translation>Стартовая карта (%1)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Workshop, spawn deck designer: a card in the list. %1: its number; %2: its id.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No alien yet</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list.</extracomment>
        <translation>Пришельцев пока нет</translation>
    </message>
    <message numerus="yes">
        <source>%n alien(s)</source>
        <extracomment>Workshop, spawn deck designer: a card&apos;s description in the list. %n: aliens on it.</extracomment>
        <translation>
            <numerusform>%n пришелец</numerusform>
            <numerusform>%n пришельца</numerusform>
            <numerusform>%n пришельцев</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnDeckEditor</name>
    <message>
        <source>Add card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): a tool bar button (a verb phrase).</extracomment>
        <translation>Добавить карту</translation>
    </message>
    <message>
        <source>Add an empty card after the selected one</source>
        <translation>Добавить пустую карту после выбранной</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb).</extracomment>
        <translation>Дублировать</translation>
    </message>
    <message>
        <source>Add a copy of the selected card</source>
        <translation>Добавить копию выбранной карты</translation>
    </message>
    <message>
        <source>Remove card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button (a verb phrase).</extracomment>
        <translation>Удалить карту</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Удалить выбранную карту</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card up in the deck.</extracomment>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Move the card up</source>
        <translation>Переместить карту вверх</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: move the card down in the deck.</extracomment>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Move the card down</source>
        <translation>Переместить карту вниз</translation>
    </message>
    <message>
        <source>Copy card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: copy the whole card.</extracomment>
        <translation>Копировать карту</translation>
    </message>
    <message>
        <source>Copy the selected card</source>
        <translation>Копировать выбранную карту</translation>
    </message>
    <message>
        <source>Paste card</source>
        <extracomment>Workshop, spawn deck designer: a tool bar button: paste a copied card as a new card.</extracomment>
        <translation>Вставить карту</translation>
    </message>
    <message>
        <source>Paste a copied card after the selected one</source>
        <translation>Вставить скопированную карту после выбранной</translation>
    </message>
    <message>
        <source>Spawn cards</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of cards.</extracomment>
        <translation>Карты волн</translation>
    </message>
    <message>
        <source>Alien kind</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the alien kind.</extracomment>
        <translation>Вид пришельца</translation>
    </message>
    <message>
        <source>Facing</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chooser of the facing.</extracomment>
        <translation>Направление</translation>
    </message>
    <message>
        <source>The alien a click places (keys 1 to 3 in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the alien kind chooser.</extracomment>
        <translation>Пришелец, которого ставит щелчок (клавиши 1–3 на карте)</translation>
    </message>
    <message>
        <source>Where the alien flies, as the card&apos;s reader sees it (Shift+arrow in the card)</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the facing chooser.</extracomment>
        <translation>Куда летит пришелец с точки зрения читающего карту (Shift+стрелка на карте)</translation>
    </message>
    <message>
        <source>Stack, top first</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of aliens stacked on the cell under the cursor, top first.</extracomment>
        <translation>Стопка, сверху вниз</translation>
    </message>
    <message>
        <source>Higher</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien up in its stack.</extracomment>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Move the chosen alien up in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Higher&apos; button.</extracomment>
        <translation>Поднять выбранного пришельца в его стопке</translation>
    </message>
    <message>
        <source>Lower</source>
        <extracomment>Workshop, spawn deck designer: a button: move the chosen alien down in its stack.</extracomment>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>Move the chosen alien down in its stack</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Lower&apos; button.</extracomment>
        <translation>Опустить выбранного пришельца в его стопке</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, spawn deck designer: a button: remove the chosen alien from its stack.</extracomment>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove the chosen alien</source>
        <extracomment>Workshop, spawn deck designer: the tool tip of the &apos;Remove&apos; button.</extracomment>
        <translation>Удалить выбранного пришельца</translation>
    </message>
    <message>
        <source>Move the alien higher in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Higher&apos; button.</extracomment>
        <translation>Поднять пришельца в стопке</translation>
    </message>
    <message>
        <source>Move the alien lower in the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Lower&apos; button.</extracomment>
        <translation>Опустить пришельца в стопке</translation>
    </message>
    <message>
        <source>Remove the alien from the stack</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the &apos;Remove&apos; button.</extracomment>
        <translation>Убрать пришельца из стопки</translation>
    </message>
    <message>
        <source>The reader&apos;s district is below the card.</source>
        <extracomment>Workshop, spawn deck designer: under the card&apos;s grid: the side of the card&apos;s reader.</extracomment>
        <translation>Район читающего — под картой.</translation>
    </message>
    <message>
        <source>Alien:</source>
        <extracomment>Workshop, spawn deck designer: a label of the alien kind chooser.</extracomment>
        <translation>Пришелец:</translation>
    </message>
    <message>
        <source>Facing:</source>
        <extracomment>Workshop, spawn deck designer: a label of the facing chooser (where the alien flies).</extracomment>
        <translation>Направление:</translation>
    </message>
    <message>
        <source>Stack on the cell, top first:</source>
        <extracomment>Workshop, spawn deck designer: a heading above the list of aliens on the cursor&apos;s cell.</extracomment>
        <translation>Стопка в клетке, сверху вниз:</translation>
    </message>
    <message>
        <source>Seen from the district</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the district whose side the card is laid out from in the preview.</extracomment>
        <translation>Вид со стороны района</translation>
    </message>
    <message>
        <source>Drawn in the turn of:</source>
        <extracomment>Workshop, spawn deck designer: a label: the card is laid out as in the turn of this district&apos;s player.</extracomment>
        <translation>Вытянута в ход района:</translation>
    </message>
    <message>
        <source>Aliens per card by speed</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the chart of aliens per card.</extracomment>
        <translation>Пришельцев на карту по скоростям</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the list of the deck&apos;s checks.
----------
Workshop, spawn deck designer: a tab: the deck&apos;s checks.</extracomment>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>Workshop, spawn deck designer: a tab: the card on the game&apos;s board.</extracomment>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Spawn curve</source>
        <extracomment>Workshop, spawn deck designer: a tab: the chart of aliens per card (the spawn curve).</extracomment>
        <translation>Кривая волн</translation>
    </message>
    <message>
        <source>Playtest</source>
        <extracomment>Workshop, spawn deck designer: a tab: computer teams play the deck.</extracomment>
        <translation>Тестовые партии</translation>
    </message>
    <message>
        <source>Alien kinds</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the table of alien kinds.</extracomment>
        <translation>Виды пришельцев</translation>
    </message>
    <message>
        <source>Deck id</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s id field.</extracomment>
        <translation>ID колоды</translation>
    </message>
    <message>
        <source>Deck name</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the deck&apos;s name field.</extracomment>
        <translation>Название колоды</translation>
    </message>
    <message>
        <source>Id:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s id.</extracomment>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a label of the deck&apos;s name.</extracomment>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Alien kinds (a changed id must be changed on the cards too):</source>
        <extracomment>Workshop, spawn deck designer, the Deck tab: a heading above the alien kinds.</extracomment>
        <translation>Виды пришельцев (изменённый ID нужно изменить и на картах):</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>Workshop, spawn deck designer: a tab: the deck&apos;s id, name and alien kinds.</extracomment>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Change the deck&apos;s id to %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;): the deck&apos;s id or name changed. %1: the new value.</extracomment>
        <translation>Изменить ID колоды на %1</translation>
    </message>
    <message>
        <source>Rename the deck %1</source>
        <extracomment>An undo step&apos;s name: the spawn deck renamed. %1: the new name.</extracomment>
        <translation>Переименовать колоду в «%1»</translation>
    </message>
    <message>
        <source>%1 (speed %2)</source>
        <extracomment>Workshop, spawn deck designer: an alien kind in the chooser. %1: its name, e.g. &apos;Yellum&apos;; %2: its speed (spaces per move), e.g. &apos;1&apos;.
----------
Workshop, spawn deck designer, the spawn curve: a series of the chart. %1: an alien kind, e.g. &apos;Yellum&apos;; %2: its speed, e.g. &apos;1&apos;.</extracomment>
        <translation>%1 (скорость %2)</translation>
    </message>
    <message>
        <source>Spawn card %1</source>
        <extracomment>Workshop, spawn deck designer: the accessible name of the card&apos;s grid. %1: the card, e.g. &apos;3. wave-03&apos;.</extracomment>
        <translation>Карта волны %1</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: an alien kind, e.g. &apos;Yellum&apos;; %2: a card&apos;s id, e.g. &apos;wave-03&apos;.</extracomment>
        <translation>Поставить %1 на карту %2</translation>
    </message>
    <message>
        <source>Remove an alien from %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Убрать пришельца с карты %1</translation>
    </message>
    <message>
        <source>Reorder a stack on %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Изменить порядок стопки на карте %1</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Добавить карту %1</translation>
    </message>
    <message>
        <source>Duplicate %1 as %2</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the copied card&apos;s id; %2: the new card&apos;s id.</extracomment>
        <translation>Дублировать %1 как %2</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: a card&apos;s id.</extracomment>
        <translation>Удалить карту %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Переместить «%1» вверх</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <extracomment>An undo step&apos;s name. %1: a card&apos;s id.</extracomment>
        <translation>Переместить «%1» вниз</translation>
    </message>
    <message>
        <source>Paste card %1</source>
        <extracomment>An undo step&apos;s name (the Workshop&apos;s Edit menu, &apos;Undo …&apos;). %1: the new card&apos;s id.</extracomment>
        <translation>Вставить карту %1</translation>
    </message>
    <message>
        <source>The starting card spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: the starting card is empty.</extracomment>
        <translation>Стартовая карта не выводит ни одного пришельца; каждая карта должна выводить хотя бы одного.</translation>
    </message>
    <message>
        <source>Card %1 spawns no alien; every card must spawn at least one.</source>
        <extracomment>Workshop, spawn deck designer, a check: a card is empty. %1: its id.</extracomment>
        <translation>Карта %1 не выводит ни одного пришельца; каждая карта должна выводить хотя бы одного.</translation>
    </message>
    <message>
        <source>Every card spawns at least one alien.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes.</extracomment>
        <translation>Каждая карта выводит хотя бы одного пришельца.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Пилот-эксперт</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop, spawn deck designer, a check: Galaxy Fighters&apos; hardest difficulty.</extracomment>
        <translation>Ас</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>Уровень «%1» берёт карт волн: %2, а в колоде их только %n.</numerusform>
            <numerusform>Уровень «%1» берёт карт волн: %2, а в колоде их только %n.</numerusform>
            <numerusform>Уровень «%1» берёт карт волн: %2, а в колоде их только %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s).</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: cards in the deck.</extracomment>
        <translation>
            <numerusform>Уровень «%1» берёт %2 из %n карты колоды.</numerusform>
            <numerusform>Уровень «%1» берёт %2 из %n карт колоды.</numerusform>
            <numerusform>Уровень «%1» берёт %2 из %n карт колоды.</numerusform>
        </translation>
    </message>
    <message>
        <source>Aliens per card, by speed</source>
        <extracomment>Workshop, spawn deck designer: the title of the spawn curve chart.</extracomment>
        <translation>Пришельцев на карту, по скоростям</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the horizontal axis: the cards in deck order.</extracomment>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Aliens</source>
        <extracomment>Workshop, spawn deck designer, the spawn curve: the vertical axis.</extracomment>
        <translation>Пришельцы</translation>
    </message>
    <message>
        <source>A turn&apos;s spawn card brings %1 aliens on average: %2.</source>
        <extracomment>Workshop, spawn deck designer, under the spawn curve. %1: a number, e.g. &apos;3.25&apos;; %2: per kind, e.g. &apos;2.10 Yellum (speed 1), 1.15 Bluvol (speed 2)&apos;.</extracomment>
        <translation>Карта волны за ход в среднем выводит %1 пришельца: %2.</translation>
    </message>
    <message>
        <source>The preview cannot write its scratch files.</source>
        <extracomment>Workshop, spawn deck designer: shown in place of the board preview.</extracomment>
        <translation>Предпросмотр не может записать свои временные файлы.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.</source>
        <extracomment>Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than the deck has light enough. %1: the difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %3: the most aliens a drawn card may have; %n: such cards in the deck.</extracomment>
        <translation>
            <numerusform>Уровень «%1» берёт карт волн не больше чем с %3 пришельцами: %2, а в колоде их только %n.</numerusform>
            <numerusform>Уровень «%1» берёт карт волн не больше чем с %3 пришельцами: %2, а в колоде их только %n.</numerusform>
            <numerusform>Уровень «%1» берёт карт волн не больше чем с %3 пришельцами: %2, а в колоде их только %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %2 of the deck&apos;s %n card(s) of at most %3 aliens.</source>
        <extracomment>Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. &apos;Ace&apos;; %2: cards it draws; %n: the deck&apos;s cards it draws from; %3: the most aliens such a card has.</extracomment>
        <translation>
            <numerusform>Уровень «%1» берёт %2 из %n карты колоды не больше чем с %3 пришельцами.</numerusform>
            <numerusform>Уровень «%1» берёт %2 из %n карт колоды не больше чем с %3 пришельцами.</numerusform>
            <numerusform>Уровень «%1» берёт %2 из %n карт колоды не больше чем с %3 пришельцами.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPainter</name>
    <message>
        <source>Spawn card</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the accessible name of the 5 x 5 grid of a spawn card where aliens are placed.</extracomment>
        <translation>Карта волны</translation>
    </message>
    <message>
        <source>Click or Space: place the chosen alien on top of the cell&apos;s stack. Right click or Delete: take the top alien off. Arrow keys: move the cursor.</source>
        <translation>Щелчок или Пробел: положить выбранного пришельца на верх стопки клетки. Правый щелчок или Delete: снять верхнего пришельца. Стрелки: переместить курсор.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters): the cell under the cursor, for screen readers. %1: column 1..5 from the reader&apos;s left; %2: row 1..5 from the far row.</extracomment>
        <translation>Столбец %1, ряд %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card without aliens. %1: where, e.g. &apos;Column 2, row 3&apos;.</extracomment>
        <translation>%1: пусто</translation>
    </message>
    <message>
        <source>%1, top first: %2</source>
        <extracomment>Workshop, spawn deck designer: a cell of a spawn card with aliens. %1: where, e.g. &apos;Column 2, row 3&apos;; %2: the aliens from the top of the stack down, e.g. &apos;bluvol Toward the reader, yellum Away from the reader&apos;.</extracomment>
        <translation>%1, сверху вниз: %2</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gfspawn::SpawnPlaytest</name>
    <message>
        <source>Games per difficulty</source>
        <extracomment>Workshop, spawn deck designer (Galaxy Fighters), Playtest: the accessible name of the number of games played at each difficulty.</extracomment>
        <translation>Партий на уровень сложности</translation>
    </message>
    <message>
        <source>Pilots</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the number of computer pilots in the team.</extracomment>
        <translation>Пилоты</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: play the edited deck at every difficulty.</extracomment>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a button: stop the games being played.</extracomment>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the difficulty played.</extracomment>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: games played.</extracomment>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Team wins</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the share of games the team won, in percent.</extracomment>
        <translation>Победы команды</translation>
    </message>
    <message>
        <source>95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a column header: the 95% confidence interval of the win rate.</extracomment>
        <translation>Интервал 95 %</translation>
    </message>
    <message>
        <source>Win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the table of results.</extracomment>
        <translation>Доля побед по уровням сложности</translation>
    </message>
    <message>
        <source>A team of Standard computer pilots plays the deck as it is now at each difficulty (with the ship cards, equipment and difficulty open in the Workshop, else the shipped ones), the same seeds for each.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the explanation above the settings. Standard: the computer players&apos; level.</extracomment>
        <translation>Команда компьютерных пилотов уровня «Стандартный» играет колодой в её текущем виде на каждом уровне сложности (с картами кораблей, снаряжением и сложностью, открытыми в Мастерской, а иначе — со встроенными), с одинаковыми зёрнами для каждого уровня.</translation>
    </message>
    <message>
        <source>Games per difficulty:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of games.</extracomment>
        <translation>Партий на уровень сложности:</translation>
    </message>
    <message>
        <source>Pilots:</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a label of the number of computer pilots (players) in the team, 1 to 4.</extracomment>
        <translation>Пилоты:</translation>
    </message>
    <message>
        <source>Cannot write the deck to a scratch file.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: an error.</extracomment>
        <translation>Не удаётся записать колоду во временный файл.</translation>
    </message>
    <message>
        <source>Rookie</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; easiest difficulty.</extracomment>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Expert Pilot</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; standard difficulty.</extracomment>
        <translation>Пилот-эксперт</translation>
    </message>
    <message>
        <source>Ace</source>
        <extracomment>Workshop, spawn deck designer, Playtest: Galaxy Fighters&apos; hardest difficulty.</extracomment>
        <translation>Ас</translation>
    </message>
    <message>
        <source>The content cannot be played at %1.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: %1: a difficulty, e.g. &apos;Ace&apos;.</extracomment>
        <translation>Это содержимое нельзя сыграть на уровне «%1».</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a win rate. %1: a number, e.g. &apos;40.5&apos;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1% to %2%</source>
        <extracomment>Workshop, spawn deck designer, Playtest: a 95% confidence interval of a win rate. %1, %2: numbers, e.g. &apos;31.2&apos; and &apos;50.1&apos;.</extracomment>
        <translation>от %1 % до %2 %</translation>
    </message>
    <message>
        <source>Chart of the win rate per difficulty</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible name of the chart of results.</extracomment>
        <translation>Диаграмма доли побед по уровням сложности</translation>
    </message>
    <message>
        <source>A box per difficulty from the low to the high end of the 95% interval, its middle line the team&apos;s win rate; the table above has the same figures.</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the accessible description of the chart.</extracomment>
        <translation>По прямоугольнику на каждый уровень сложности — от нижней до верхней границы 95-процентного интервала, средняя линия — доля побед команды; в таблице выше те же числа.</translation>
    </message>
    <message>
        <source>Team wins, 95% interval</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s legend: the boxes.</extracomment>
        <translation>Победы команды, 95-процентный интервал</translation>
    </message>
    <message>
        <source>Team wins per difficulty (the line: the rate; the box: its 95% interval)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s title.</extracomment>
        <translation>Победы команды по уровням сложности (линия — доля; прямоугольник — её 95-процентный интервал)</translation>
    </message>
    <message>
        <source>Team wins (%)</source>
        <extracomment>Workshop, spawn deck designer, Playtest: the chart&apos;s vertical axis.</extracomment>
        <translation>Победы команды (%)</translation>
    </message>
</context>
<context>
    <name>starboard::editor::gftables::GfTableEditor</name>
    <message>
        <source>Add a copy</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb phrase).</extracomment>
        <translation>Добавить копию</translation>
    </message>
    <message>
        <source>Add a copy of the selected row</source>
        <translation>Добавить копию выбранной строки</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button (a verb).</extracomment>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Удалить выбранную строку</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row up.</extracomment>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Workshop, Galaxy Fighters tables: a tool bar button: move the row down.</extracomment>
        <translation>Вниз</translation>
    </message>
</context>
<context>
    <name>starboard::figures</name>
    <message>
        <source>Seat %1 wins</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1, e.g. &apos;Seat 2 wins&apos;.</extracomment>
        <translation>Победа места %1</translation>
    </message>
    <message>
        <source>Games nobody won</source>
        <translation>Партии без победителя</translation>
    </message>
    <message>
        <source>First player wins (decided games)</source>
        <translation>Победа первого игрока (партии с победителем)</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). A solitaire&apos;s share of games won.</extracomment>
        <translation>Выигранные партии</translation>
    </message>
    <message>
        <source>Games the team won</source>
        <translation>Партии, выигранные командой</translation>
    </message>
    <message>
        <source>Game length (actions)</source>
        <translation>Длина партии (действий)</translation>
    </message>
    <message>
        <source>Seat %1 score</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (its mean final score).</extracomment>
        <translation>Счёт места %1</translation>
    </message>
    <message>
        <source>Seat %1 rank: %2</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1; %2: a rank, e.g. &apos;Promoted to Captain&apos; (how often the seat ends with it).</extracomment>
        <translation>Звание места %1: %2</translation>
    </message>
    <message>
        <source>Seat %1 out of the game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a seat&apos;s number from 1 (how often the seat is out of the game at the end).</extracomment>
        <translation>Место %1 выбыло из игры</translation>
    </message>
    <message>
        <source>Lowest rank in the team: %1</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a rank, e.g. &apos;Promoted to Captain&apos;.</extracomment>
        <translation>Низшее звание в команде: %1</translation>
    </message>
    <message>
        <source>A seat of the team out of the game</source>
        <translation>Одно из мест команды выбыло из игры</translation>
    </message>
    <message>
        <source>Score per player (still in the game)</source>
        <translation>Счёт на игрока (оставшегося в игре)</translation>
    </message>
    <message>
        <source>Points from systems per player</source>
        <translation>Очки за системы на игрока</translation>
    </message>
    <message>
        <source>Points from technology per player</source>
        <translation>Очки за технологии на игрока</translation>
    </message>
    <message>
        <source>Points from bonuses per player (exploration, scientific, warlord)</source>
        <translation>Очки за бонусы на игрока (исследование, наука, полководец)</translation>
    </message>
    <message>
        <source>Systems aligned per player</source>
        <translation>Присоединённые системы на игрока</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike on a Starbase</source>
        <translation>Окончена ударом Бомбардировщика по звёздной базе</translation>
    </message>
    <message>
        <source>Ended by a combat at a Starbase</source>
        <translation>Окончена боем у звёздной базы</translation>
    </message>
    <message>
        <source>Ended by a Starbase&apos;s decay</source>
        <translation>Окончена износом звёздной базы</translation>
    </message>
    <message>
        <source>Ended by a concession</source>
        <translation>Окончена сдачей</translation>
    </message>
    <message>
        <source>Ended another way (not over)</source>
        <translation>Окончена иначе (не завершена)</translation>
    </message>
    <message>
        <source>%1 bought per game</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean bought per game).</extracomment>
        <translation>%1: куплено за партию</translation>
    </message>
    <message>
        <source>%1 lost per game (both seats)</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). %1: a ship type, e.g. &apos;Cruiser&apos; (the mean lost per game).</extracomment>
        <translation>%1: потеряно за партию (оба места)</translation>
    </message>
    <message>
        <source>Cargo sold per game</source>
        <translation>Продано грузов за партию</translation>
    </message>
    <message>
        <source>Money earned from cargo per game</source>
        <translation>Заработано на грузах за партию</translation>
    </message>
    <message>
        <source>Combats per game</source>
        <translation>Боёв за партию</translation>
    </message>
    <message>
        <source>Bomber strikes on a Starbase per game</source>
        <translation>Ударов Бомбардировщиков по звёздной базе за партию</translation>
    </message>
    <message>
        <source>Bombers destroyed away from the enemy Starbase per game</source>
        <translation>Бомбардировщиков уничтожено вдали от вражеской звёздной базы за партию</translation>
    </message>
    <message>
        <source>Combats at a Starbase per game</source>
        <translation>Боёв у звёздной базы за партию</translation>
    </message>
    <message>
        <source>Combats at a Starbase with its owner&apos;s ships defending per game</source>
        <translation>Боёв у звёздной базы, защищаемой кораблями владельца, за партию</translation>
    </message>
    <message>
        <source>Moves between the two Starbases</source>
        <translation>Шагов между двумя звёздными базами</translation>
    </message>
    <message>
        <source>Won by the player who placed the Starbase second</source>
        <translation>Победа игрока, ставившего звёздную базу вторым</translation>
    </message>
    <message>
        <source>Ended by a Bomber strike before the fourth turn</source>
        <translation>Окончена ударом Бомбардировщика до четвёртого хода</translation>
    </message>
    <message>
        <source>Lost: districts invaded</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galaxy Fighters: the team lost because enough districts were invaded.</extracomment>
        <translation>Поражение: районы захвачены</translation>
    </message>
    <message>
        <source>Lost: no ship left in the shipyard</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: the team lost because a destroyed ship could not be replaced from the shipyard.</extracomment>
        <translation>Поражение: на верфи не осталось кораблей</translation>
    </message>
    <message>
        <source>Districts invaded per game</source>
        <translation>Захваченных районов за партию</translation>
    </message>
    <message>
        <source>Invaders per game</source>
        <extracomment>Workshop, the Playtest dialog: Galaxy Fighters: aliens in the invader spaces of all four districts at the end of a game.</extracomment>
        <translation>Захватчиков за партию</translation>
    </message>
    <message>
        <source>Ships destroyed per game</source>
        <translation>Уничтоженных кораблей за партию</translation>
    </message>
    <message>
        <source>Aliens shot per game</source>
        <translation>Сбитых пришельцев за партию</translation>
    </message>
    <message>
        <source>Rounds per game</source>
        <translation>Раундов за партию</translation>
    </message>
    <message>
        <source>Won by capturing every enemy ship</source>
        <extracomment>Workshop, the Playtest dialog: a figure measured over the games (a row of the results table). Galactic Warfare: the loser had no ship left in play.</extracomment>
        <translation>Победа захватом всех кораблей противника</translation>
    </message>
    <message>
        <source>Won by invading the enemy planet</source>
        <extracomment>Galactic Warfare: the winner held every square of the loser&apos;s home planet.</extracomment>
        <translation>Победа вторжением на планету противника</translation>
    </message>
    <message>
        <source>Ended by two passes</source>
        <extracomment>Galactic Warfare: neither player could move (two passes in a row).</extracomment>
        <translation>Окончена двумя пасами</translation>
    </message>
    <message>
        <source>Ended by the turn limit</source>
        <translation>Окончена по пределу ходов</translation>
    </message>
    <message>
        <source>Drawn (equal ships in play)</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: games ended by the turn limit or by two passes with the same number of ships in play on both sides.</extracomment>
        <translation>Ничья (поровну кораблей в игре)</translation>
    </message>
    <message>
        <source>Turns per game (both players)</source>
        <extracomment>Galactic Warfare: turns per game, each player&apos;s turn counted.</extracomment>
        <translation>Ходов за партию (оба игрока)</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Сражений за партию</translation>
    </message>
    <message>
        <source>Attacks cancelled by a shield per game</source>
        <translation>Атак, отменённых щитом, за партию</translation>
    </message>
    <message>
        <source>Stuck ships&apos; retreat attempts per game</source>
        <extracomment>Galactic Warfare: a stuck ship&apos;s attempts to go home on doubles.</extracomment>
        <translation>Попыток отступления застрявших кораблей за партию</translation>
    </message>
    <message>
        <source>Passes per game</source>
        <translation>Пасов за партию</translation>
    </message>
    <message>
        <source>Ships in an enemy planet at the end</source>
        <extracomment>Galactic Warfare: ships inside the enemy home planet at the end (both sides).</extracomment>
        <translation>Кораблей на планете противника в конце</translation>
    </message>
    <message>
        <source>Cards played per game</source>
        <translation>Сыграно карт за партию</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>Workshop, the Playtest dialog: Galactic Warfare: %1 a card, e.g. &apos;Hyperdrive&apos; (the share of games in which it was played).</extracomment>
        <translation>Сыграна карта: %1</translation>
    </message>
    <message>
        <source>Battles won by the attacker (%)</source>
        <extracomment>Galactic Warfare: among the battles of a game that were fought, the percentage the attacker won (a mean over the games with a battle).</extracomment>
        <translation>Сражения, выигранные атакующим (%)</translation>
    </message>
</context>
<context>
    <name>starboard::gc::GcController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>На поле нет партии.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Wait for the die and the cards.</source>
        <translation>Дождитесь кубика и карт.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Command board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Передайте экран: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Command board: the prompt of the active player. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <extracomment>Galaxy Command board: a notice shown briefly. %1: a player&apos;s name, e.g. &apos;Anna&apos;; %2: what the player collected, e.g. &apos;collects 2 metal and 1 wealth&apos;.</extracomment>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>military</source>
        <extracomment>Galaxy Command board: the label of the bonus added to an attack&apos;s die roll: the player&apos;s military strength (a noun; short, under the number in the roll panel).</extracomment>
        <translation>военная мощь</translation>
    </message>
    <message>
        <source>Aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system joins the Empire (short).</extracomment>
        <translation>Присоединена</translation>
    </message>
    <message>
        <source>Not aligned</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after an attack: the system does not join (short).</extracomment>
        <translation>Не присоединена</translation>
    </message>
    <message>
        <source>Coup!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup succeeded (short).</extracomment>
        <translation>Переворот!</translation>
    </message>
    <message>
        <source>Coup fails</source>
        <extracomment>Galaxy Command board: the headline of the roll panel after a military coup roll: the coup failed (short).</extracomment>
        <translation>Переворот провалился</translation>
    </message>
    <message>
        <source>force</source>
        <extracomment>Galaxy Command board: the label of the bonus added to a revolt&apos;s or invasion&apos;s roll: the event&apos;s force (a noun; short, under the number in the roll panel).</extracomment>
        <translation>сила</translation>
    </message>
    <message>
        <source>Revolt!</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt succeeded, the system leaves (short).</extracomment>
        <translation>Восстание!</translation>
    </message>
    <message>
        <source>Stays loyal</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: a revolt failed, the system stays in the Empire (short).</extracomment>
        <translation>Сохраняет верность</translation>
    </message>
    <message>
        <source>System lost</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion took the system (short).</extracomment>
        <translation>Система потеряна</translation>
    </message>
    <message>
        <source>Repelled</source>
        <extracomment>Galaxy Command board: the headline of the roll panel: an invasion was beaten off (short).</extracomment>
        <translation>Вторжение отражено</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Galaxy Command board: a player&apos;s line on the event card while the event waits for another player&apos;s die roll or choice.</extracomment>
        <translation>Ожидание…</translation>
    </message>
    <message>
        <source>This is the sector of %1.</source>
        <extracomment>Galaxy Command board: why a card cannot be used. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Это чужой сектор (%1).</translation>
    </message>
    <message>
        <source>Discovered.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen: it is already discovered.</extracomment>
        <translation>Открыта.</translation>
    </message>
    <message>
        <source>This is the technology mat of %1.</source>
        <extracomment>Galaxy Command board: why a technology cannot be chosen. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Это чужой планшет технологий (%1).</translation>
    </message>
    <message>
        <source>Technologies are discovered in the build step, after collecting.</source>
        <translation>Технологии открываются на этапе строительства, после сбора.</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the action step where you explore or conquer). Short.</extracomment>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Collect</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: collect production). Short.</extracomment>
        <translation>Сбор</translation>
    </message>
    <message>
        <source>Build</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun or imperative: build military strength and discover). Short.</extracomment>
        <translation>Строительство</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the event cards of the year). Short.</extracomment>
        <translation>Событие</translation>
    </message>
    <message>
        <source>An event card is turned over…</source>
        <translation>Переворачивается карта события…</translation>
    </message>
    <message>
        <source>The die is rolling…</source>
        <translation>Кубик катится…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy Command board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Ожидание: %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy Command board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Interstellar Diplomacy: this turn your explore or conquer succeeds without a roll. Click a system, or bide time.</source>
        <translation>Межзвёздная дипломатия: в этот ход ваше исследование или завоевание удастся без броска. Щёлкните систему или выждите.</translation>
    </message>
    <message>
        <source>Click a face-down system to explore it or an unaligned one to conquer it, or bide time.</source>
        <translation>Щёлкните систему, лежащую рубашкой вверх, чтобы исследовать её, или неприсоединённую, чтобы завоевать, — или выждите.</translation>
    </message>
    <message>
        <source>Interspecies Commerce: trade %1 metal for %2 wealth or %1 wealth for %2 metal, or keep your storage.</source>
        <extracomment>Galaxy Command board: the prompt after collecting with the technology Interspecies Commerce. %1 and %2: numbers (2 and 1).</extracomment>
        <translation>Межвидовая торговля: обменяйте %1 ед. металла на %2 ед. богатства или %1 ед. богатства на %2 ед. металла — или оставьте запас как есть.</translation>
    </message>
    <message>
        <source>Build military strength (%1 metal and %2 wealth) and discover a technology, once each, then end your turn.</source>
        <extracomment>Galaxy Command board: the prompt of the build step. %1 and %2: numbers.</extracomment>
        <translation>Нарастите военную мощь (%1 ед. металла и %2 ед. богатства) и откройте технологию — каждое по разу, затем закончите ход.</translation>
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
            <numerusform>%n очко, %1</numerusform>
            <numerusform>%n очка, %1</numerusform>
            <numerusform>%n очков, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5</source>
        <extracomment>Galaxy Command, the game over summary: the parts of the score, each a number of points. &apos;exploration&apos;, &apos;scientific&apos; and &apos;warlord&apos; are the rulebook&apos;s bonus names: all nine cards explored, all eight technologies discovered, all nine systems aligned.</extracomment>
        <translation>Системы %1 · технологии %2 · исследование %3 · наука %4 · полководец %5</translation>
    </message>
    <message>
        <source>There is no such system card.</source>
        <translation>Такой карты системы нет.</translation>
    </message>
</context>
<context>
    <name>starboard::gf::GfController</name>
    <message>
        <source>There is no game on the board.</source>
        <translation>На поле нет партии.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Дождитесь карт и кубиков.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy Fighters board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Передайте экран: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galaxy Fighters board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>Cockpit</source>
        <extracomment>Galaxy Fighters: a phase of the game (the pilots fit out their ships).</extracomment>
        <translation>Кокпит</translation>
    </message>
    <message>
        <source>Spawn</source>
        <extracomment>Galaxy Fighters: a phase of the turn (a spawn card lands aliens).</extracomment>
        <translation>Волна</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the player uses the command dice).</extracomment>
        <translation>Команды</translation>
    </message>
    <message>
        <source>Approach</source>
        <extracomment>Galaxy Fighters: a phase of the turn (the aliens move towards the district).</extracomment>
        <translation>Наступление</translation>
    </message>
    <message>
        <source>Choose the weapon system of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Выберите систему вооружения для корабля района %1.</translation>
    </message>
    <message>
        <source>Choose the bonus command tile of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Выберите бонусный жетон команды для корабля района %1.</translation>
    </message>
    <message>
        <source>Choose the engine modification of %1&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Выберите модификацию двигателя для корабля района %1.</translation>
    </message>
    <message>
        <source>%1 is full: choose the neighbouring district the invader goes to.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district whose invader spaces are full.</extracomment>
        <translation>Район %1 заполнен: выберите соседний район, куда уйдёт захватчик.</translation>
    </message>
    <message>
        <source>%1&apos;s ship: use your dice (Fire, a highlighted space to move, Weapon, Engine, Special), then End turn.</source>
        <extracomment>Galaxy Fighters board: the prompt. %1: a district, e.g. &apos;Rocketown&apos;.</extracomment>
        <translation>Корабль района %1: используйте кубики («Огонь», подсвеченная клетка для манёвра, «Оружие», «Двигатель», «Спецход»), затем «Закончить ход».</translation>
    </message>
    <message>
        <source>A spawn card lands its aliens.</source>
        <translation>Карта волны высаживает своих пришельцев.</translation>
    </message>
    <message>
        <source>The cards and dice are dealt.</source>
        <translation>Раздаются карты и бросаются кубики.</translation>
    </message>
    <message>
        <source>%1 flies %2&apos;s ship.</source>
        <extracomment>Galaxy Fighters board: the prompt while another player decides. %1: a player&apos;s name; %2: the district whose ship it is.</extracomment>
        <translation>%1 пилотирует корабль района %2.</translation>
    </message>
    <message>
        <source>That is not a space of the board.</source>
        <translation>Это не клетка поля.</translation>
    </message>
    <message>
        <source>The Side Cannon hits the closest alien to the left or right only.</source>
        <extracomment>Galaxy Fighters board: a click on a space the Side Cannon cannot hit.</extracomment>
        <translation>Бортовое орудие поражает только ближайшего пришельца слева или справа.</translation>
    </message>
    <message>
        <source>The board shows what happened, step by step.</source>
        <extracomment>Galaxy Fighters board: the prompt while the board plays out what happened step by step (a moment without a sentence of its own).</extracomment>
        <translation>Поле показывает по шагам, что произошло.</translation>
    </message>
    <message>
        <source>Rolling</source>
        <extracomment>Galaxy Fighters board: a die being rolled again (its symbol not known yet).</extracomment>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>%1: %2 spawn cards left, %3 backup ships left.</source>
        <extracomment>Galaxy Fighters, the game-over summary. %1: the difficulty, e.g. &apos;Expert Pilot&apos;; %2: spawn cards not played; %3: backup ships left in the shipyard.</extracomment>
        <translation>%1: осталось карт появления: %2, запасных кораблей: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n ship(s) lost, invaders %3/%4.</source>
        <extracomment>Galaxy Fighters, the game-over summary: one district. %1: the district, e.g. &apos;Rocketown&apos;; %2: its pilot; %n: its ships lost; %3: invaders; %4: invader spaces.</extracomment>
        <translation>
            <numerusform>%1 (%2): потерян %n корабль, захватчики %3/%4.</numerusform>
            <numerusform>%1 (%2): потеряно %n корабля, захватчики %3/%4.</numerusform>
            <numerusform>%1 (%2): потеряно %n кораблей, захватчики %3/%4.</numerusform>
        </translation>
    </message>
    <message>
        <source>At least one command die must be used: to move, press M or click a space next to your ship.</source>
        <extracomment>Galaxy Fighters board: why End turn does nothing. M: the Move key.</extracomment>
        <translation>Нужно использовать хотя бы один кубик команд: чтобы переместиться, нажмите M или щёлкните клетку рядом с кораблём.</translation>
    </message>
    <message>
        <source>Click a highlighted space for the engine (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while an engine that flies the ship aims.</extracomment>
        <translation>Щёлкните подсвеченную клетку для двигателя (или выберите её стрелками и Enter) или нажмите «Отмена».</translation>
    </message>
    <message>
        <source>Click a highlighted space for the defence tile (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a Phalanx places a defence tile.</extracomment>
        <translation>Щёлкните подсвеченную клетку для жетона защиты (или выберите её стрелками и Enter) или нажмите «Отмена».</translation>
    </message>
    <message>
        <source>Click a highlighted space for the special weapon (or choose it with the arrows and Enter), or Cancel.</source>
        <extracomment>Galaxy Fighters board: the prompt while a special weapon aims.</extracomment>
        <translation>Щёлкните подсвеченную клетку для спецоружия (или выберите её стрелками и Enter) или нажмите «Отмена».</translation>
    </message>
    <message>
        <source>all in turn</source>
        <extracomment>Galaxy Fighters, the game-over summary: the pilot of the ship that 3 players fly in turn.</extracomment>
        <translation>все по очереди</translation>
    </message>
</context>
<context>
    <name>starboard::god::GodController</name>
    <message>
        <source>End of the %1 turn: production $%2, Starbase armor %3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: the money earned, after the dollar sign; %3: the Starbase&apos;s armor left (Starbase: the game&apos;s term, a side&apos;s home base).</extracomment>
        <translation>Конец хода %1: доход $%2, броня звёздной базы %3.</translation>
    </message>
    <message>
        <source>%1: the %2 loads cargo.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;.</extracomment>
        <translation>%1: %2 берёт груз.</translation>
    </message>
    <message>
        <source>%1: the %2 sells its cargo for $%3.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Freighter&apos;; %3: the Cargo Price, after the dollar sign.</extracomment>
        <translation>%1: %2 продаёт груз за $%3.</translation>
    </message>
    <message>
        <source>%1: the %2 hits the %3 Starbase for %4 damage.</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: %1: a side, e.g. &apos;Redog&apos;; %2: a ship type, e.g. &apos;Bomber&apos;; %3: the other side, e.g. &apos;Cynder&apos;; %4: the damage, a number.</extracomment>
        <translation>%1: %2 наносит звёздной базе %3 урон %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n ship(s)</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;, or &apos;Pirates&apos;; %n: the number of ships.</extracomment>
        <translation>
            <numerusform>%1: потерян %n корабль</numerusform>
            <numerusform>%1: потеряно %n корабля</numerusform>
            <numerusform>%1: потеряно %n кораблей</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 Starbase took %2 damage</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Cynder&apos;; %2: the damage, a number.</extracomment>
        <translation>звёздная база %1 получила урон %2</translation>
    </message>
    <message>
        <source>%1 earns $%2 from Scavengers</source>
        <extracomment>Galaxy of D, the board&apos;s log and notices: a combat&apos;s result. %1: a side, e.g. &apos;Redog&apos;; %2: an amount of money, after the dollar sign. Scavenger: a ship type.</extracomment>
        <translation>%1 получает $%2 за Стервятников</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the start of the game). Short.</extracomment>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Movement</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the ships move). Short.</extracomment>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Combat</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun). Short.</extracomment>
        <translation>Бой</translation>
    </message>
    <message>
        <source>Pirates</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the pirates move and fight). Short.</extracomment>
        <translation>Пираты</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a verb or a noun: the purchase of ships). Short.</extracomment>
        <translation>Покупка</translation>
    </message>
    <message>
        <source>Production</source>
        <extracomment>Galaxy of D board: a phase of the turn on the phase track (a noun: the money earned at the end of the turn). Short.</extracomment>
        <translation>Производство</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galaxy of D board: the result. %1: a side, e.g. &apos;Redog&apos;.</extracomment>
        <translation>%1 побеждает.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Кубики катятся…</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galaxy of D board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Передайте экран: %1.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <extracomment>Galaxy of D board: the status while another player is to play. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Ожидание: %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Galaxy of D board: the status while a computer player chooses its move. %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Bid for the right to place your Starbase first: rise or pass.</source>
        <translation>Торгуйтесь за право первым поставить звёздную базу: повышайте ставку или пасуйте.</translation>
    </message>
    <message>
        <source>You cannot rise above your money: pass.</source>
        <translation>Поднять ставку выше ваших денег нельзя: пасуйте.</translation>
    </message>
    <message>
        <source>Place your Starbase on a highlighted sector.</source>
        <translation>Поставьте звёздную базу в подсвеченный сектор.</translation>
    </message>
    <message>
        <source>Buy your starting ships in secret, then press Done.</source>
        <translation>Тайно купите стартовые корабли, затем нажмите «Готово».</translation>
    </message>
    <message>
        <source>Select a stack of your ships, then click a highlighted sector. Press End movement when you are done.</source>
        <translation>Выберите стопку своих кораблей, затем щёлкните подсвеченный сектор. Когда закончите, нажмите «Закончить движение».</translation>
    </message>
    <message>
        <source>Click a highlighted sector to move the selected ships.</source>
        <translation>Щёлкните подсвеченный сектор, чтобы переместить выбранные корабли.</translation>
    </message>
    <message>
        <source>Choose the combat to resolve next (highlighted).</source>
        <translation>Выберите следующий бой (подсвечены).</translation>
    </message>
    <message numerus="yes">
        <source>Choose the next ship to take the fire: %n point(s) of attack left to absorb.</source>
        <extracomment>Galaxy of D board: the prompt in a combat. %n: the points of attack not yet absorbed by the ships chosen.</extracomment>
        <translation>
            <numerusform>Выберите следующий корабль, принимающий огонь: осталось поглотить %n очко атаки.</numerusform>
            <numerusform>Выберите следующий корабль, принимающий огонь: осталось поглотить %n очка атаки.</numerusform>
            <numerusform>Выберите следующий корабль, принимающий огонь: осталось поглотить %n очков атаки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the pirate that moves next (highlighted).</source>
        <translation>Выберите пирата, который ходит следующим (подсвечены).</translation>
    </message>
    <message>
        <source>Buy ships for your Starbase, then end your turn.</source>
        <translation>Купите корабли для своей звёздной базы, затем закончите ход.</translation>
    </message>
    <message>
        <source>Starbase armor at the end: %1 %2, %3 %4.</source>
        <extracomment>Galaxy of D board: the game over summary. %1 and %3: the sides, &apos;Redog&apos; and &apos;Cynder&apos;; %2 and %4: their Starbases&apos; armor, numbers.</extracomment>
        <translation>Броня звёздных баз в конце: %1 — %2, %3 — %4.</translation>
    </message>
    <message>
        <source>Secret purchase: $%1 of $%2</source>
        <extracomment>Galaxy of D board: the shop&apos;s status during the hidden purchase. %1: the money spent; %2: the player&apos;s money (both after the dollar sign).</extracomment>
        <translation>Тайная покупка: $%1 из $%2</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>На поле нет партии.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Сейчас решаете не вы.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed on a Thing.</source>
        <translation>Звёздную базу нельзя ставить на объект.</translation>
    </message>
    <message>
        <source>A Starbase cannot be placed next to a Thing.</source>
        <translation>Звёздную базу нельзя ставить рядом с объектом.</translation>
    </message>
    <message numerus="yes">
        <source>A Starbase must be at least %n sectors away from the other Starbase.</source>
        <extracomment>Galaxy of D board: why a Starbase cannot be placed there. %n: the number of sectors.</extracomment>
        <translation>
            <numerusform>Звёздная база должна стоять не ближе %n сектора от другой звёздной базы.</numerusform>
            <numerusform>Звёздная база должна стоять не ближе %n секторов от другой звёздной базы.</numerusform>
            <numerusform>Звёздная база должна стоять не ближе %n секторов от другой звёздной базы.</numerusform>
        </translation>
    </message>
    <message>
        <source>These ships have no moves left this turn.</source>
        <translation>У этих кораблей в этом ходу не осталось шагов.</translation>
    </message>
    <message>
        <source>Select one of your stacks first.</source>
        <translation>Сначала выберите одну из своих стопок.</translation>
    </message>
    <message>
        <source>Out of reach: every way there passes through a sector with enemy ships or Pirates, where a ship must stop.</source>
        <translation>Вне досягаемости: любой путь туда проходит через сектор с вражескими кораблями или пиратами, где корабль обязан остановиться.</translation>
    </message>
    <message numerus="yes">
        <source>Out of reach: the selected ships have %n move(s) left.</source>
        <extracomment>Galaxy of D board: why the ships cannot move there. %n: the moves left.</extracomment>
        <translation>
            <numerusform>Вне досягаемости: у выбранных кораблей остался %n шаг.</numerusform>
            <numerusform>Вне досягаемости: у выбранных кораблей осталось %n шага.</numerusform>
            <numerusform>Вне досягаемости: у выбранных кораблей осталось %n шагов.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no combat to resolve there.</source>
        <translation>Здесь нет боя.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted pirates.</source>
        <translation>Выберите одного из подсвеченных пиратов.</translation>
    </message>
    <message>
        <source>Nothing to do on the board now.</source>
        <translation>Сейчас на поле делать нечего.</translation>
    </message>
    <message>
        <source>Ships can be selected for moving in your movement phase.</source>
        <translation>Выбирать корабли для движения можно в вашей фазе движения.</translation>
    </message>
    <message>
        <source>This ship has no moves left this turn.</source>
        <translation>У этого корабля в этом ходу не осталось шагов.</translation>
    </message>
    <message>
        <source>This ship is already on top.</source>
        <translation>Этот корабль уже наверху.</translation>
    </message>
    <message>
        <source>You can choose the top ship of your stacks while you decide in your own turn.</source>
        <translation>Верхний корабль своих стопок можно выбирать, пока решение за вами в ваш ход.</translation>
    </message>
    <message>
        <source>A ship of the same kind is already on top.</source>
        <translation>Наверху уже корабль того же типа.</translation>
    </message>
    <message>
        <source>You can buy ships in your buy phase.</source>
        <translation>Корабли покупаются в вашей фазе покупки.</translation>
    </message>
    <message>
        <source>Unknown ship.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought (an error).</extracomment>
        <translation>Неизвестный корабль.</translation>
    </message>
    <message numerus="yes">
        <source>All %n chit(s) of this ship are in play.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %n: the number of chits (the game&apos;s term: the counters of a ship type).</extracomment>
        <translation>
            <numerusform>В игре все фишки этого корабля: %n.</numerusform>
            <numerusform>В игре все фишки этого корабля: %n.</numerusform>
            <numerusform>В игре все фишки этого корабля: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs $%1, you have $%2.</source>
        <extracomment>Galaxy of D board: why a ship cannot be bought. %1: the price; %2: the player&apos;s money (both after the dollar sign).</extracomment>
        <translation>Стоит $%1, у вас $%2.</translation>
    </message>
    <message>
        <source>There is nothing to finish now.</source>
        <translation>Сейчас нечего завершать.</translation>
    </message>
    <message>
        <source>There is no bidding now.</source>
        <translation>Сейчас торга нет.</translation>
    </message>
    <message>
        <source>A rise must be at least $%1.</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the least bid allowed, after the dollar sign.</extracomment>
        <translation>Ставку нужно поднять хотя бы на $%1.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money ($%1).</source>
        <extracomment>Galaxy of D board: why a bid is refused. %1: the player&apos;s money, after the dollar sign.</extracomment>
        <translation>Нельзя поставить больше, чем у вас денег ($%1).</translation>
    </message>
    <message>
        <source>It is not your turn to choose a casualty.</source>
        <translation>Сейчас не вам выбирать потерю.</translation>
    </message>
    <message>
        <source>Choose one of your own ships in this combat that has not been chosen.</source>
        <translation>Выберите свой корабль в этом бою, который ещё не был выбран.</translation>
    </message>
</context>
<context>
    <name>starboard::gw::GwController</name>
    <message>
        <source>Who starts</source>
        <extracomment>Galactic Warfare: a phase of the game on the phase track (the dice for the first turn and the choice of who starts).</extracomment>
        <translation>Кто начинает</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>Galactic Warfare: a phase of the turn (a charge, an attack or a retreat attempt, and the cards played before it).</extracomment>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards and the dice of an attack).</extracomment>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>After the move</source>
        <extracomment>Galactic Warfare: a phase of the turn (the cards played after the move).</extracomment>
        <translation>После хода</translation>
    </message>
    <message>
        <source>There is no game on the board.</source>
        <translation>На поле нет партии.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Wait for the cards and the dice.</source>
        <translation>Дождитесь карт и кубиков.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <extracomment>Galactic Warfare board: on the screen between two players of one device (hot seat). %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Передайте экран: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <extracomment>Galactic Warfare board: %1: a player&apos;s name, e.g. &apos;Anna&apos;.</extracomment>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>%1: click the enemy ship to take a power-up from.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1: щёлкните вражеский корабль, у которого нужно забрать усиление.</translation>
    </message>
    <message>
        <source>%1: click your ship that gets the power-up.</source>
        <extracomment>Galactic Warfare board: playing the card Saboteur. %1: the card&apos;s name.</extracomment>
        <translation>%1: щёлкните свой корабль, который получит усиление.</translation>
    </message>
    <message>
        <source>%1: click a highlighted ship.</source>
        <extracomment>Galactic Warfare board: a card that needs a square. %1: the card&apos;s name.</extracomment>
        <translation>%1: щёлкните подсвеченный корабль.</translation>
    </message>
    <message>
        <source>You rolled %1 against %2: who moves first?</source>
        <extracomment>Galactic Warfare board: after the roll for the first turn. %1: the viewer&apos;s die, %2: the other&apos;s, e.g. &apos;You rolled 5 against 2: who moves first?&apos;</extracomment>
        <translation>У вас выпало %1 против %2: кто ходит первым?</translation>
    </message>
    <message>
        <source>Click a lit square to charge or attack, or another of your ships.</source>
        <translation>Щёлкните подсвеченную клетку, чтобы прорваться или атаковать, или другой свой корабль.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass, or play a card.</source>
        <translation>Ни один ваш корабль не может ходить: пасуйте или сыграйте карту.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships, or play a card first.</source>
        <translation>Ваш ход: щёлкните один из своих кораблей или сначала сыграйте карту.</translation>
    </message>
    <message>
        <source>One more charge: click a ship and where it goes, or make none.</source>
        <translation>Ещё один прорыв: щёлкните корабль и клетку, куда он идёт, или откажитесь.</translation>
    </message>
    <message>
        <source>The dice are rolled: play a card, or none.</source>
        <translation>Кубики брошены: сыграйте карту или откажитесь.</translation>
    </message>
    <message>
        <source>A battle: play a card before the roll, or none.</source>
        <translation>Сражение: сыграйте карту до броска или откажитесь.</translation>
    </message>
    <message>
        <source>Choose the square of the home planet where the retreating ship lands.</source>
        <translation>Выберите клетку родной планеты, на которую сядет отступающий корабль.</translation>
    </message>
    <message>
        <source>Play a card after your move, or end the turn.</source>
        <translation>Сыграйте карту после хода или закончите ход.</translation>
    </message>
    <message>
        <source>%1: %2 (cancelled)</source>
        <extracomment>Galactic Warfare board: a card played in the battle and cancelled. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements (cancelled)&apos;.</extracomment>
        <translation>%1: %2 (отменена)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Galactic Warfare board: a card played in the battle. %1: a side, %2: a card&apos;s name, e.g. &apos;Blue: Reinforcements&apos;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>I move first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts.</extracomment>
        <translation>Я хожу первым</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <extracomment>Galactic Warfare board: a button, the choice of who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>%1 ходит первым</translation>
    </message>
    <message>
        <source>Let %1 choose</source>
        <extracomment>Galactic Warfare board: a button: the other player chooses who starts. %1: the other player&apos;s name, e.g. &apos;Bob&apos;.</extracomment>
        <translation>Пусть выберет %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Galactic Warfare board: a button (no ship can move).</extracomment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Galactic Warfare board: a button.</extracomment>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>No further charge</source>
        <extracomment>Galactic Warfare board: a button: the extra charge a card allows is not used.</extracomment>
        <translation>Не прорываться</translation>
    </message>
    <message>
        <source>Play no card</source>
        <extracomment>Galactic Warfare board: a button in a battle.</extracomment>
        <translation>Без карты</translation>
    </message>
    <message>
        <source>Try to retreat (doubles)</source>
        <extracomment>Galactic Warfare board: a button: the selected stuck ship tries to go home (two dice, doubles).</extracomment>
        <translation>Попробовать отступить (дубль)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Galactic Warfare board: a button: drop the selected ship or card.</extracomment>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Это не клетка поля.</translation>
    </message>
    <message>
        <source>The retreating ship lands on a vacant square of its home planet.</source>
        <translation>Отступающий корабль садится на свободную клетку своей родной планеты.</translation>
    </message>
    <message>
        <source>Click a lit square for the card, or cancel.</source>
        <translation>Щёлкните подсвеченную клетку для карты или нажмите «Отмена».</translation>
    </message>
    <message>
        <source>No ship moves now: play a card or use the buttons.</source>
        <translation>Сейчас корабли не ходят: сыграйте карту или воспользуйтесь кнопками.</translation>
    </message>
    <message>
        <source>This ship has no move now.</source>
        <translation>У этого корабля сейчас нет хода.</translation>
    </message>
    <message>
        <source>Click one of your ships first.</source>
        <translation>Сначала щёлкните один из своих кораблей.</translation>
    </message>
    <message>
        <source>You hold no such card.</source>
        <translation>У вас нет такой карты.</translation>
    </message>
    <message>
        <source>Click the stuck ship first.</source>
        <translation>Сначала щёлкните застрявший корабль.</translation>
    </message>
    <message>
        <source>That is not a choice now.</source>
        <translation>Сейчас такого выбора нет.</translation>
    </message>
    <message>
        <source>None of your ships can move: pass.</source>
        <extracomment>Galactic Warfare board: the prompt when no ship can move and no card can be played.</extracomment>
        <translation>Ни один ваш корабль не может ходить: пасуйте.</translation>
    </message>
    <message>
        <source>Your move: click one of your ships.</source>
        <extracomment>Galactic Warfare board: the prompt of a move when no card of the hand can be played before it.</extracomment>
        <translation>Ваш ход: щёлкните один из своих кораблей.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends in a draw: each side has %n ship(s) in play.</source>
        <extracomment>Galactic Warfare board: the end: a draw (after two passes or the turn limit, with as many ships in play on each side). %n: the ships each side has in play.</extracomment>
        <translation>
            <numerusform>Игра закончилась вничью: у каждой стороны %n корабль в игре.</numerusform>
            <numerusform>Игра закончилась вничью: у каждой стороны %n корабля в игре.</numerusform>
            <numerusform>Игра закончилась вничью: у каждой стороны %n кораблей в игре.</numerusform>
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
        <translation>%1 побеждает: все вражеские корабли захвачены.</translation>
    </message>
    <message>
        <source>%1 wins: its ships hold every square of the enemy home planet.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 побеждает: его корабли занимают все клетки вражеской родной планеты.</translation>
    </message>
    <message>
        <source>%1 wins after a pass by each player, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 побеждает после паса обоих игроков: больше кораблей в игре (%2 против %3).</translation>
    </message>
    <message>
        <source>%1 wins at the turn limit, with more ships in play (%2 against %3).</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;; %2 and %3: the ships in play of the winner and of the other side.</extracomment>
        <translation>%1 побеждает по пределу ходов: больше кораблей в игре (%2 против %3).</translation>
    </message>
    <message>
        <source>%1 wins: the other player conceded.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 побеждает: другой игрок сдался.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <extracomment>Galactic Warfare board: the end. %1: the winner, e.g. &apos;Anna (White)&apos;.</extracomment>
        <translation>%1 побеждает.</translation>
    </message>
    <message>
        <source>%1 must wait: you have played a card this turn (one card per turn).</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked after a card was played this turn. %1: the card&apos;s name.</extracomment>
        <translation>«%1» подождёт: в этом ходу вы уже сыграли карту (одна карта за ход).</translation>
    </message>
    <message>
        <source>%1 is not played now. Its moment: %2.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked at the wrong moment. %1: the card&apos;s name; %2: when it is played, e.g. &apos;In a battle, before the roll&apos;.</extracomment>
        <translation>«%1» сейчас не играется. Её момент: %2.</translation>
    </message>
    <message>
        <source>%1 is played by the defender only.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked by the attacker. %1: the card&apos;s name.</extracomment>
        <translation>«%1» играет только защитник.</translation>
    </message>
    <message>
        <source>%1 is played only when both sums are equal.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when the battle&apos;s sums differ. %1: the card&apos;s name.</extracomment>
        <translation>«%1» играется, только когда суммы равны.</translation>
    </message>
    <message>
        <source>%1 answers a card your opponent has just played: there is none.</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked with no card of the opponent to cancel. %1: the card&apos;s name.</extracomment>
        <translation>«%1» отвечает на карту, только что сыгранную противником: такой нет.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on now (%2)</source>
        <extracomment>Galactic Warfare board: a card of the hand clicked when its effect has nothing to act on (no stuck ship, no invader, no power-up to steal, no ship that can charge, ...). %1: the card&apos;s name; %2: what it does.</extracomment>
        <translation>«%1» сейчас не на что действовать (%2)</translation>
    </message>
    <message>
        <source>One more charge for the ship on %1: click where it goes, or make none.</source>
        <extracomment>Galactic Warfare board: the prompt after Hyperdrive&apos;s first charge: only that ship may charge again. %1: its square, e.g. &apos;c4&apos;.</extracomment>
        <translation>Ещё один прорыв для корабля на %1: щёлкните клетку, куда он идёт, или откажитесь.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <extracomment>Galactic Warfare board: the prompt while the dice just rolled tumble (for a moment).</extracomment>
        <translation>Кубики катятся…</translation>
    </message>
</context>
</TS>
