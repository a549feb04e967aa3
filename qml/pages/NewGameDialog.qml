pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// A new game: per seat human or computer (with its level) and a name; the shipped setup
// (Galaxy of D), deck (Galaxy Command) or difficulty (Galaxy Fighters); a file for each
// kind of the game's content (the shipped one when none: the Workshop's Play It comes
// here with its documents); the seed. Starts session.startNewGame() and shows its error,
// if any, without closing.
AppDialog {
    id: dialog

    required property GameSession session
    property string gameId: "galaxy-of-d"
    property string error
    // A game in progress that starting this one puts aside first (AppSettings).
    property bool putsAside: false

    // The content files chosen: {"galaxyFile": url, "rulesetFile": url, ...} (the keys of
    // session.startNewGame); a kind left out is the shipped one.
    property var files: ({})
    readonly property bool hasRulesetFile: (dialog.files.rulesetFile ?? "") !== ""

    readonly property bool isGalaxyOfD: gameId === "galaxy-of-d"
    readonly property bool isGalaxyCommand: gameId === "galaxy-command"
    readonly property bool isGalaxyFighters: gameId === "galaxy-fighters"
    readonly property var levels: GameCatalog.computerLevels(gameId)

    // openFor() with the Workshop's files chosen (Play It): the player still picks who plays.
    function openWith(id: string, presetFiles: var) {
        dialog.openFor(id);
        const chosen = {};
        for (const key in presetFiles)
            chosen[key] = String(presetFiles[key]);
        dialog.files = chosen;
    }

    function openFor(id: string) {
        dialog.gameId = id;
        dialog.error = "";
        dialog.putsAside = AppSettings.hasGameToPutAside(dialog.session);
        seatCount.value = GameCatalog.minPlayers(id);
        dialog.resetSeats();
        seedField.text = GameCatalog.randomSeed();
        setupBox.currentIndex = 0;
        deckBox.currentIndex = 0;
        difficultyBox.currentIndex = 1;
        dialog.files = {};
        dialog.restoreChoices();
        dialog.open();
    }

    // The seats and setup of the last game of this kind started here (AppSettings keeps
    // them; a new seed every time, no files).
    function restoreChoices() {
        const saved = AppSettings.newGameChoices(dialog.gameId);
        const seats = saved.seats ?? [];
        if (seats.length >= seatCount.from && seats.length <= seatCount.to) {
            seatCount.value = seats.length;
            dialog.resetSeats();
            for (let seat = 0; seat < seats.length; ++seat) {
                const entry = seats[seat];
                if ((entry.name ?? "") !== "")
                    seatModel.setProperty(seat, "name", entry.name);
                seatModel.setProperty(seat, "human", entry.human === true);
                if (dialog.levels.indexOf(entry.level) >= 0)
                    seatModel.setProperty(seat, "level", entry.level);
            }
        }
        for (const box of [setupBox, deckBox, difficultyBox]) {
            const index = saved[box.objectName] !== undefined ? box.indexOfValue(saved[box.objectName]) : -1;
            if (index >= 0)
                box.currentIndex = index;
        }
    }

    function rememberChoices(seats: var) {
        const kept = [];
        for (let seat = 0; seat < seats.length; ++seat)
            kept.push({
                "name": seats[seat].name === GameCatalog.sideName(dialog.gameId, seat) ? "" : seats[seat].name,
                "human": seats[seat].human,
                "level": seats[seat].level
            });
        const choices = {
            "seats": kept
        };
        const box = dialog.isGalaxyOfD ? setupBox : dialog.isGalaxyCommand ? deckBox : dialog.isGalaxyFighters ? difficultyBox : null;
        if (box)
            choices[box.objectName] = box.currentValue;
        AppSettings.setNewGameChoices(dialog.gameId, choices);
    }

    // The kinds of content a game is made of, each a file the player may choose:
    // [{key, label, shipped, title}], key as session.startNewGame() takes it.
    function fileRows(id: string): var {
        //: New game dialog: a content file's field when no file is chosen: the content that
        //: comes with the app is used (e.g. the ship table as shipped).
        const shipped = qsTr("As shipped");
        const row = (key, label) => ({
                    "key": key,
                    "label": label,
                    "shipped": shipped,
                    //: New game dialog: the title of the file dialog of a content field. %1: the
                    //: field's label, e.g. 'Ship table'.
                    "title": qsTr("Choose a file: %1").arg(label)
                });
        const rules = {
            "key": "rulesetFile",
            //: New game dialog: a field's label: the rule set or variant (a noun, plural).
            "label": qsTr("Rules"),
            //: New game dialog: the Rules field when no file is chosen: the rules that come
            //: with the app.
            "shipped": qsTr("The standard rules"),
            "title": qsTr("Choose a ruleset or variant file")
        };
        if (id === "galaxy-of-d")
            return [{
                    "key": "galaxyFile",
                    //: New game dialog: a field's label: Galaxy of D's map (a noun).
                    "label": qsTr("Galaxy"),
                    //: New game dialog: the Galaxy field when no file is chosen: the galaxy that
                    //: comes with the app.
                    "shipped": qsTr("The shipped galaxy"),
                    "title": qsTr("Choose a galaxy file")
                },
                //: New game dialog: a field's label: Galaxy of D's table of ship types (a noun).
                row("shipsFile", qsTr("Ship table")),
                //: New game dialog: a field's label: Galaxy of D's Things, the game's term for
                //: what lies on a sector (planets, asteroids ...).
                row("thingsFile", qsTr("Things")), rules];
        if (id === "galaxy-command")
            //: New game dialog: a field's label: a deck of cards (a noun).
            return [row("deckFile", qsTr("Card deck")),
                //: New game dialog: a field's label: Galaxy Command's technology mat, the game's
                //: term (a noun).
                row("technologiesFile", qsTr("Technology mat")), rules];
        if (id === "galaxy-fighters")
            //: New game dialog: a field's label: Galaxy Fighters' ship cards (a noun; the cards
            //: of the ships the players fly).
            return [row("shipsFile", qsTr("Ship cards")),
                //: New game dialog: a field's label: Galaxy Fighters' deck of spawn cards, the
                //: cards that place the aliens on the board (a noun).
                row("spawnDeckFile", qsTr("Spawn deck")),
                //: New game dialog: a field's label: Galaxy Fighters' cockpit equipment: the
                //: weapons, engine modifications and command tiles (a noun).
                row("equipmentFile", qsTr("Cockpit equipment")), rules];
        if (id === "galactic-warfare")
            //: New game dialog: a field's label: Galactic Warfare's board of squares with the
            //: two home planets (a noun).
            return [row("boardFile", qsTr("Board")), row("deckFile", qsTr("Card deck")), rules];
        return [rules];
    }

    // A file chosen for a kind (`file` empty: the shipped one again).
    function chooseFile(key: string, file: url) {
        const chosen = Object.assign({}, dialog.files);
        if (String(file) === "")
            delete chosen[key];
        else
            chosen[key] = String(file);
        dialog.files = chosen;
    }

    // Human, then each computer level: [{text, level}], level "" for a human.
    function kindChoices(): var {
        const list = new Array();
        list.push({
            //: New game dialog: an entry of a seat's chooser: a person plays this seat (a noun).
            "text": qsTr("Human"),
            "level": ""
        });
        for (let i = 0; i < dialog.levels.length; ++i)
            list.push({
                //: New game dialog: an entry of a seat's chooser. %1: a computer player's level,
                //: e.g. 'Expert'.
                "text": qsTr("Computer: %1").arg(GameCatalog.levelName(dialog.levels[i])),
                "level": dialog.levels[i]
            });
        return list;
    }

    // Seat 0 is the human, the others play at the default level.
    function resetSeats() {
        // The original 18 cards of Galaxy Command hold one sector only.
        if (seatCount.value > 1)
            deckBox.currentIndex = 0;
        const level = dialog.levels.indexOf(AppSettings.defaultLevel) >= 0
                ? AppSettings.defaultLevel
                : dialog.levels.indexOf("standard") >= 0 ? "standard" : (dialog.levels[dialog.levels.length - 1] ?? "");
        seatModel.clear();
        for (let seat = 0; seat < seatCount.value; ++seat)
            seatModel.append({
                "name": GameCatalog.sideName(dialog.gameId, seat),
                "human": seat === 0,
                "level": level
            });
    }

    function start() {
        const seats = [];
        for (let seat = 0; seat < seatModel.count; ++seat) {
            const entry = seatModel.get(seat);
            const name = entry.name.trim();
            seats.push({
                "name": name !== "" ? name : GameCatalog.sideName(dialog.gameId, seat),
                "human": entry.human,
                "level": entry.human ? "" : entry.level
            });
        }
        const config = {
            "gameId": dialog.gameId,
            "seats": seats,
            "seed": seedField.text.trim()
        };
        for (const key in dialog.files)
            config[key] = dialog.files[key];
        if (dialog.isGalaxyOfD) {
            config.setup = setupBox.currentValue;
        } else if (dialog.isGalaxyCommand) {
            // The original 18 cards hold one sector only.
            config.setup = seatCount.value === 1 ? deckBox.currentValue : "full";
        } else if (dialog.isGalaxyFighters) {
            config.setup = difficultyBox.currentValue;
        }
        if (dialog.putsAside) {
            const kept = AppSettings.putAsideGameInProgress(dialog.session);
            if (kept.error !== undefined) {
                //: New game dialog: the game in progress could not be saved aside, so the new
                //: game was not started. %1: the reason, e.g. 'Permission denied'.
                dialog.error = qsTr("The game in progress could not be saved, so it stays: %1").arg(kept.error);
                return;
            }
            dialog.putsAside = AppSettings.hasGameToPutAside(dialog.session);
        }
        const message = dialog.session.startNewGame(config);
        dialog.error = message;
        if (message === "") {
            dialog.rememberChoices(seats);
            dialog.close();
        }
    }

    width: Math.min(640, (parent ? parent.width : 640) - 2 * Theme.margin)
    height: Math.min(implicitHeight, (parent ? parent.height : implicitHeight) - 2 * Theme.spacingLarge)

    // Centred as it would be with every seat there, so that its top stays where it is
    // while seats are added or taken away (a centred dialog moved the player count's buttons
    // under the pointer), unless the taller dialog would leave the window. A binding, not a
    // value taken when it opens: the content rows of the game chosen are laid out after.
    readonly property real openedTop: {
        const row = seatRepeater.count > 0 && seatRepeater.itemAt(0) ? seatRepeater.itemAt(0).height + grid.rowSpacing : 0;
        const tallest = implicitHeight + Math.max(0, seatCount.to - seatCount.value) * row;
        return Math.round(((parent ? parent.height : height) - tallest) / 2);
    }
    anchors.centerIn: undefined
    x: Math.round(((parent ? parent.width : width) - width) / 2)
    y: Math.max(Theme.spacingLarge, Math.min(openedTop, (parent ? parent.height : height) - height - Theme.spacingLarge))
    //: New game dialog: the dialog's title. %1: a game's name, e.g. 'Galaxy of D'.
    title: qsTr("New game of %1").arg(GameCatalog.gameName(dialog.gameId))

    // The seats as edited: name, human, level (a ListModel, so that typing a name keeps
    // its field).
    ListModel {
        id: seatModel
    }

    // Enter starts the game, as the gold button does.
    customDefault: true
    onDefaultRequested: dialog.start()

    footer: Pane {
        padding: Theme.margin
        topPadding: Theme.spacing
        background: null

        RowLayout {
            anchors.right: parent.right
            spacing: Theme.spacing

            ActionButton {
                //: New game dialog: a button (a verb).
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            ActionButton {
                //: New game dialog: a button (a verb phrase).
                text: qsTr("Start game")
                primary: true
                onClicked: dialog.start()
            }
        }
    }

    ScrollView {
        id: scroll

        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        GridLayout {
            id: grid

            width: scroll.availableWidth
            columns: 2
            columnSpacing: Theme.spacingLarge
            rowSpacing: Theme.spacing

            Label {
                //: New game dialog: the heading of the players' section (a noun, plural).
                text: qsTr("Players")
                font.bold: true
            }
            SpinBox {
                id: seatCount

                objectName: "seatCount"
                visible: from !== to
                // A number may be typed too (Tab or Enter takes it).
                editable: true
                from: Math.max(1, GameCatalog.minPlayers(dialog.gameId))
                to: Math.max(from, GameCatalog.maxPlayers(dialog.gameId))
                onValueModified: dialog.resetSeats()
            }
            Label {
                visible: seatCount.from === seatCount.to
                //: New game dialog: the number of players chosen. %n: the number.
                text: qsTr("%n player(s)", "", seatCount.value)
                color: Theme.textMuted
            }
            // Who plays what, where a player is not simply one side (Galaxy Fighters' ships).
            Label {
                objectName: "seatingNote"
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: text !== ""
                text: GameCatalog.seating(dialog.gameId, seatCount.value)
                wrapMode: Text.WordWrap
                color: Theme.textMuted
            }

            Repeater {
                id: seatRepeater

                model: seatModel

                delegate: Pane {
                    id: seatRow

                    required property int index
                    required property string name
                    required property bool human
                    required property string level

                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    padding: Theme.spacing
                    background: Rectangle {
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: Theme.border
                        border.width: Theme.borderWidth
                    }

                    RowLayout {
                        anchors.left: parent.left
                        anchors.right: parent.right
                        spacing: Theme.spacing

                        // The seat's emblem in its colour (issue 12: seats differ by more
                        // than colour).
                        SideEmblem {
                            gameId: dialog.gameId
                            seat: seatRow.index
                            font.pixelSize: Theme.fontBody
                        }
                        TextField {
                            objectName: "seatName" + seatRow.index
                            Layout.fillWidth: true
                            Layout.preferredWidth: 2
                            text: seatRow.name
                            placeholderText: GameCatalog.sideName(dialog.gameId, seatRow.index)
                            maximumLength: 40
                            selectByMouse: true
                            onTextEdited: seatModel.setProperty(seatRow.index, "name", text)
                            //: New game dialog: the screen reader's name of a name field. %1: the
                            //: seat's number, e.g. 2.
                            Accessible.name: qsTr("Name of player %1").arg(seatRow.index + 1)
                        }
                        ComboBox {
                            id: kindBox

                            objectName: "seatKind" + seatRow.index
                            Layout.fillWidth: true
                            Layout.preferredWidth: 3
                            // "" for a human, else the computer level.
                            textRole: "text"
                            valueRole: "level"
                            model: dialog.kindChoices()
                            // count: evaluated again once the model is there.
                            currentIndex: seatRow.human || count === 0 ? 0 : Math.max(0, indexOfValue(seatRow.level))
                            //: New game dialog: the screen reader's name of a seat's chooser. %1:
                            //: the seat's number, e.g. 2.
                            Accessible.name: qsTr("Player %1: human or computer level").arg(seatRow.index + 1)
                            onActivated: {
                                seatModel.setProperty(seatRow.index, "human", currentValue === "");
                                if (currentValue !== "")
                                    seatModel.setProperty(seatRow.index, "level", currentValue);
                            }
                        }
                    }
                }
            }

            Label {
                visible: dialog.isGalaxyOfD
                //: New game dialog: the heading of the setup section: the content and rules the
                //: game is set up with (a noun).
                text: qsTr("Setup")
                font.bold: true
            }
            ComboBox {
                id: setupBox

                objectName: "setupBox"
                Accessible.name: qsTr("Setup")
                Layout.fillWidth: true
                visible: dialog.isGalaxyOfD
                // A rules file chosen below is the setup.
                enabled: !dialog.hasRulesetFile
                textRole: "text"
                valueRole: "value"
                model: [{
                        "text": qsTr("Normal: random galaxy, bid for the Starbase"),
                        "value": "normal"
                    }, {
                        "text": qsTr("Quick: fixed start, no pirates (first games)"),
                        "value": "quick"
                    }]
            }

            Label {
                visible: dialog.isGalaxyCommand
                //: New game dialog: a field's label: Galaxy Command's deck of cards (a noun).
                text: qsTr("Deck")
                font.bold: true
            }
            ComboBox {
                id: deckBox

                objectName: "deckBox"
                Accessible.name: qsTr("Deck")
                Layout.fillWidth: true
                visible: dialog.isGalaxyCommand
                // A rules file names its own deck.
                enabled: !dialog.hasRulesetFile
                textRole: "text"
                valueRole: "value"
                model: [{
                        //: New game dialog: an entry of the Deck chooser: Galaxy Command's standard
                        //: rule set, with every card of the deck.
                        "text": qsTr("Full deck: 54 cards"),
                        "value": "full"
                    }, {
                        "text": qsTr("Original solitaire: 18 cards (1 player)"),
                        "value": "original"
                    }]
                onActivated: {
                    if (currentValue === "original" && seatCount.value > 1) {
                        seatCount.value = 1;
                        dialog.resetSeats();
                    }
                }
            }

            Label {
                visible: dialog.isGalaxyFighters
                //: New game dialog: a field's label: how hard a Galaxy Fighters game is (a noun).
                text: qsTr("Difficulty")
                font.bold: true
            }
            ComboBox {
                id: difficultyBox

                objectName: "difficultyBox"
                Accessible.name: qsTr("Difficulty")
                Accessible.description: difficultyBox.currentIndex >= 0 ? difficultyBox.model[difficultyBox.currentIndex].detail : ""
                Layout.fillWidth: true
                visible: dialog.isGalaxyFighters
                // A rules file chosen below is the difficulty.
                enabled: !dialog.hasRulesetFile
                textRole: "text"
                valueRole: "value"
                currentIndex: 1
                // The name in the box, what it means under it (the whole sentence did not fit
                // the box in English, let alone German).
                model: [{
                        //: New game dialog: a Galaxy Fighters difficulty (the easiest; the
                        //: rulebook's name).
                        "text": qsTr("Rookie"),
                        //: New game dialog: what the Rookie difficulty of Galaxy Fighters means.
                        "detail": qsTr("15 spawn cards, 3 backup ships, lost at 3 invaded districts"),
                        "value": "rookie"
                    }, {
                        //: New game dialog: a Galaxy Fighters difficulty (the standard one; the
                        //: rulebook's name).
                        "text": qsTr("Expert Pilot"),
                        //: New game dialog: what the Expert Pilot difficulty of Galaxy Fighters
                        //: means.
                        "detail": qsTr("20 spawn cards, 3 backup ships, lost at 2 invaded districts"),
                        "value": "expert"
                    }, {
                        //: New game dialog: a Galaxy Fighters difficulty (the hardest; the
                        //: rulebook's name).
                        "text": qsTr("Ace"),
                        //: New game dialog: what the Ace difficulty of Galaxy Fighters means.
                        "detail": qsTr("25 spawn cards, 2 backup ships, lost at the first invaded district"),
                        "value": "ace"
                    }]
            }
            Item {
                visible: dialog.isGalaxyFighters && !dialog.hasRulesetFile
                Layout.preferredWidth: 1
            }
            Label {
                objectName: "difficultyDetail"
                visible: dialog.isGalaxyFighters && !dialog.hasRulesetFile
                Layout.fillWidth: true
                text: difficultyBox.currentIndex >= 0 ? difficultyBox.model[difficultyBox.currentIndex].detail : ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }

            // The content files: a label and a chooser for each kind (two cells of the grid).
            Repeater {
                model: {
                    const cells = [];
                    for (const row of dialog.fileRows(dialog.gameId))
                        cells.push({
                            "row": row,
                            "chooser": false
                        }, {
                            "row": row,
                            "chooser": true
                        });
                    return cells;
                }

                // A Repeater makes one kind of item: a row holding the label or the chooser.
                delegate: RowLayout {
                    id: cell

                    required property var modelData
                    readonly property bool chooser: cell.modelData.chooser
                    readonly property string key: cell.modelData.row.key

                    Layout.fillWidth: cell.chooser
                    spacing: 0

                    Label {
                        visible: !cell.chooser
                        text: cell.modelData.row.label
                        font.bold: true
                    }
                    FileChooser {
                        objectName: cell.chooser ? "fileChooser_" + cell.key : ""
                        visible: cell.chooser
                        Layout.fillWidth: true
                        file: dialog.files[cell.key] ?? ""
                        defaultText: cell.modelData.row.shipped
                        dialogTitle: cell.modelData.row.title
                        onChosen: file => dialog.chooseFile(cell.key, file)
                    }
                }
            }

            Label {
                //: New game dialog: a field's label: the random seed of the game, a number (a noun;
                //: a technical term).
                text: qsTr("Seed")
                font.bold: true
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                TextField {
                    id: seedField

                    objectName: "seedField"
                    Layout.fillWidth: true
                    selectByMouse: true
                    inputMethodHints: Qt.ImhDigitsOnly
                    validator: RegularExpressionValidator {
                        regularExpression: /[0-9]{0,20}/
                    }
                    //: New game dialog: a placeholder in the empty seed field: a random seed will
                    //: be chosen (an adjective). Short.
                    placeholderText: qsTr("random")
                    Accessible.name: qsTr("Seed")
                }
                ActionButton {
                    //: New game dialog: a button: choose another random seed. Short.
                    text: qsTr("New seed")
                    onClicked: seedField.text = GameCatalog.randomSeed()
                }
            }
            Label {
                Layout.columnSpan: 2
                Layout.fillWidth: true
                text: qsTr("The same seed, players and files give the same dice and draws.")
                font.pixelSize: Theme.fontSmall
                color: Theme.textFaint
                wrapMode: Text.WordWrap
            }

            Label {
                objectName: "putAsideNote"
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: dialog.putsAside
                //: New game dialog: said when a game is in progress. %1: its game's name, e.g.
                //: 'Galaxy of D'. 'Games put aside' is a folder's name; 'Open saved game' the
                //: home page's button: use its translation.
                text: qsTr("Your game of %1 in progress is saved into the folder \"Games put aside\" before this one starts; \"Open saved game\" brings it back.").arg(dialog.session ? dialog.session.gameName : "")
                color: Theme.textMuted
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: dialog.error !== ""
                text: dialog.error
                color: Theme.danger
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
            }
        }
    }
}
