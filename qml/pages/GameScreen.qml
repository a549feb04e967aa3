pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The game screen: a top bar (game, seed, undo/redo, save, load, rules, concede, home),
// the players on the left, the game's board in the middle, where the game stands and its
// log on the right; the hotseat privacy screen and the end-of-game summary over it all.
//
// The board is the game's own view (qml/games/<id>/), loaded by URL with `session` as its
// initial property. It may offer phaseNames, phaseIndex, prompt, shownSeat (the seat whose
// turn the board still shows, else null), playerPanel (a Component
// made per seat with `seat`, `session` and the board's panelProperties), rulesPage (a Component), summary and headline
// (the result line of the end-of-game summary, instead of "X wins!"), teamLost (a team
// game lost: the summary in red), bannerTop (where the banners go); without a
// board the screen still shows the players, the log and the state of the game.
Item {
    id: screen

    objectName: "gameScreen"

    required property GameSession session
    // The player's own file for this game, "" before the first "Save" (which then asks).
    property string playerFile
    // The board item, or null while the game has none (untyped: each game's board has its
    // own type).
    readonly property var board: boardLoader.item
    readonly property bool current: StackView.status === StackView.Active || StackView.view === null
    readonly property bool summaryShown: session.terminal && !summaryDismissed
    property bool summaryDismissed: false
    // The notice of a failed autosave was closed (until the next change of the error).
    property bool autosaveNoticeDismissed: false

    signal homeRequested
    signal newGameRequested
    signal openRequested
    signal workshopRequested
    signal savedAs(string path)

    function boardValue(name: string, fallback: var): var {
        const value = screen.board ? screen.board[name] : undefined;
        return value === undefined || value === null ? fallback : value;
    }

    // The seat whose turn the screen shows: the session's current player, or the board's
    // `shownSeat` while the board is behind the engine (Galaxy Fighters' steps).
    readonly property int turnSeat: {
        const shown = screen.boardValue("shownSeat", null);
        return shown !== null ? shown : screen.session.currentPlayer;
    }

    // The seat whose decision the screen is about: the one to act, else the viewer.
    function actingSeat(): int {
        return screen.session.currentPlayer >= 0 ? screen.session.currentPlayer : screen.session.viewSeat;
    }

    // The computer seat the "is thinking" banner names: the one to act, or, while the board
    // is behind the engine, the seat whose steps it shows (-1: no banner then, when that
    // seat is a person's: the next player's thinking waits until the board has caught up).
    readonly property int thinkingSeat: {
        const shown = screen.boardValue("shownSeat", null);
        if (shown === null)
            return screen.actingSeat();
        return screen.session.seats.isHuman(shown) ? -1 : shown;
    }

    // Saves into the player's file; the first time, asks for one.
    function save() {
        if (screen.playerFile === "" || AppSettings.isAutosave(screen.playerFile)) {
            const dialog = screen.saveDialog();
            dialog.folder = AppSettings.saveFolder();
            dialog.open();
            return;
        }
        saveTo(AppSettings.urlFromPath(screen.playerFile));
    }

    // Made on first use, by URL: its module (Qt.labs.platform) is not loaded at start-up.
    function saveDialog(): var {
        if (!screen.lazyObjects["saveDialog"]) {
            const dialog = screen.lazy("saveDialog", Qt.createComponent("SaveGameDialog.qml"));
            dialog.chosen.connect(file => {
                if (screen.saveTo(file))
                    screen.savedAs(AppSettings.pathFromUrl(file));
            });
        }
        return screen.lazyObjects["saveDialog"];
    }

    function saveTo(file: url): bool {
        const error = screen.session.save(file);
        if (error !== "")
            screen.lazy("notice", noticeComponent).show(qsTr("Could not save the game"), error);
        return error === "";
    }

    // What is seldom shown is made the first time it is needed, and kept, so that a new
    // game's first frame does not wait for it: the object of `component` (a child of the
    // screen, or of `parent`), by `name`. (A Loader cannot make a component of this Bound
    // document.)
    property var lazyObjects: ({})
    function lazy(name: string, component: Component, parent: Item): var {
        if (!screen.lazyObjects[name])
            screen.lazyObjects[name] = component.createObject(parent ?? screen);
        return screen.lazyObjects[name];
    }

    // A board that plays out what led to the end step by step (Galaxy Fighters' `animating`)
    // shows it before the summary covers it.
    readonly property bool summaryWanted: screen.summaryShown && !screen.session.privacyScreen
                                          && !screen.boardValue("animating", false)
    // ... and the pass screen after what the board is showing (Galactic Warfare's dice: the
    // player who rolled sees them land before handing over, helper 20).
    readonly property bool passScreenWanted: screen.session.privacyScreen && !screen.boardValue("animating", false)
    function makeWantedScreens() {
        if (screen.summaryWanted)
            screen.lazy("summary", summaryComponent);
        if (screen.passScreenWanted)
            screen.lazy("passScreen", passScreenComponent);
    }
    onSummaryWantedChanged: makeWantedScreens()
    onPassScreenWantedChanged: makeWantedScreens()

    function lastTurn(): int {
        const log = screen.session.log;
        if (log.count === 0)
            return 0;
        const turn = log.data(log.index(log.count - 1, 0), Qt.UserRole + 3); // LogModel::TurnRole
        return turn === undefined ? 0 : turn;
    }

    Connections {
        target: screen.session

        function onGameChanged() {
            screen.summaryDismissed = false;
            screen.loadBoard();
        }
        // Undo past the end: the next end shows its summary again, also when the last one
        // was closed to look at the board (session 21: no summary after Undo and a second
        // end).
        function onStateChanged() {
            if (!screen.session.terminal)
                screen.summaryDismissed = false;
        }
    }

    function loadBoard() {
        const source = screen.session.active ? GameCatalog.boardUrl(screen.session.gameId) : "";
        if (String(source) === "")
            boardLoader.source = "";
        else
            boardLoader.setSource(source, {
                "session": screen.session
            });
        if (boardLoader.status !== Loader.Ready)
            screen.lazy("boardPlaceholder", boardPlaceholderComponent, boardArea);
    }

    Component.onCompleted: {
        loadBoard();
        makeWantedScreens();
    }

    // While the computer plays, a key (any key that reaches the screen, and Space, Enter or
    // Escape wherever the focus is) or a click (the MouseArea over the board) shows the
    // rest of its turn at once, and does nothing else: the position it would act on has
    // not been seen yet.
    focus: true
    Keys.onPressed: event => {
        event.accepted = screen.session.thinking;
        screen.session.skipAnimation();
    }
    Shortcut {
        sequences: ["Space", "Return", "Enter", "Escape"]
        enabled: screen.current && screen.session.thinking
        onActivated: screen.session.skipAnimation()
    }

    Shortcut {
        sequence: "Ctrl+Z"
        enabled: screen.current && screen.session.canUndo && !screen.session.privacyScreen
        onActivated: screen.session.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        enabled: screen.current && screen.session.canRedo && !screen.session.privacyScreen
        onActivated: screen.session.redo()
    }
    Shortcut {
        sequence: "H"
        enabled: screen.current && screen.session.canSuggest && !screen.session.suggesting
        onActivated: screen.session.suggestMove()
    }
    Shortcut {
        sequence: "Ctrl+S"
        enabled: screen.current && screen.session.active
        onActivated: screen.save()
    }
    Shortcut {
        sequence: "Ctrl+O"
        enabled: screen.current
        onActivated: screen.openRequested()
    }
    // Every button of the top bar has its key, named in its tooltip (issue 12).
    Shortcut {
        sequence: "Alt+Home"
        enabled: screen.current
        onActivated: screen.homeRequested()
    }
    Shortcut {
        sequence: "Ctrl+E"
        enabled: screen.current
        onActivated: screen.workshopRequested()
    }
    Shortcut {
        sequence: "F1"
        enabled: screen.current
        onActivated: screen.toggleRules()
    }
    Shortcut {
        sequence: "Ctrl+Shift+Q"
        enabled: screen.current && concedeButton.enabled && !screen.session.privacyScreen
        onActivated: concedeButton.clicked()
    }

    function toggleRules() {
        const drawer = screen.lazy("rulesDrawer", rulesDrawerComponent);
        drawer.opened ? drawer.close() : drawer.open();
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        // Behind the game-over summary and the pass screen nothing takes the keyboard (Tab
        // reached Undo behind the summary; session 22). The window's shortcuts stay.
        enabled: !screen.summaryWanted && !screen.passScreenWanted

        // The top bar.
        Rectangle {
            objectName: "gameScreenHeader"
            Layout.fillWidth: true
            implicitHeight: topBar.implicitHeight + 2 * Theme.spacing
            color: Theme.surface

            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: 1
                color: Theme.border
            }

            RowLayout {
                id: topBar

                anchors.fill: parent
                anchors.leftMargin: Theme.spacing
                anchors.rightMargin: Theme.spacing
                spacing: Theme.spacingSmall

                // Save, Open and the Workshop go into a "More" menu when the bar has no room
                // for every button (a narrow window, a long translation).
                readonly property bool crowded: {
                    const buttons = [homeButton, undoButton, redoButton, hintButton, saveButton, openButton,
                                     workshopButton, rulesButton, concedeButton, firstSeparator,
                                     secondSeparator];
                    let needed = gameNameLabel.implicitWidth + 2 * Theme.spacing + 60; // the seed
                    for (const b of buttons)
                        needed += b.implicitWidth + topBar.spacing;
                    return needed > topBar.width;
                }

                ToolbarButton {
                    id: homeButton

                    //: The game screen: the button in the top bar back to the home page (‹ is an
                    //: arrow). Keep it short.
                    text: qsTr("‹ Home")
                    onClicked: screen.homeRequested()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Back to the home screen; the game is kept (Alt+Home)")
                }
                Label {
                    id: gameNameLabel

                    Layout.leftMargin: Theme.spacing
                    text: screen.session.gameName
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                }
                Label {
                    Layout.fillWidth: true
                    Layout.leftMargin: Theme.spacing
                    //: The game screen: a label in the top bar: the random seed of the game, to
                    //: replay it. %1: a number, e.g. 'Seed 12345'.
                    text: qsTr("Seed %1").arg(screen.session.seedText)
                    color: Theme.textMuted
                    elide: Text.ElideRight
                }
                // Disabled, it says why (a disabled button gets no hover: the item around it
                // watches the pointer).
                Item {
                    objectName: "undoHoverArea"
                    implicitWidth: undoButton.implicitWidth
                    implicitHeight: undoButton.implicitHeight

                    HoverHandler {
                        id: undoHover
                    }
                    ToolbarButton {
                        id: undoButton

                        readonly property string what: qsTr("Take back the last move (Ctrl+Z)")

                        objectName: "undoButton"
                        anchors.fill: parent
                        //: The game screen: a button in the top bar (a verb: take back the last
                        //: move). Keep it short.
                        text: qsTr("Undo")
                        enabled: screen.session.canUndo
                        onClicked: screen.session.undo()
                        // Why not first, then what it does (with its key, as every button's tip).
                        ToolTip.visible: undoHover.hovered
                        ToolTip.text: screen.session.canUndo ? undoButton.what : screen.session.undoBlocked + "\n" + undoButton.what
                        Accessible.description: screen.session.undoBlocked
                    }
                }
                ToolbarButton {
                    id: redoButton

                    objectName: "redoButton"
                    //: The game screen: a button in the top bar (a verb: play the move taken back
                    //: again). Keep it short.
                    text: qsTr("Redo")
                    enabled: screen.session.canRedo
                    onClicked: screen.session.redo()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Play the move again (Ctrl+Shift+Z)")
                }
                ToolbarButton {
                    id: hintButton

                    objectName: "hintButton"
                    //: The game screen: a button in the top bar (a noun: the app suggests a move).
                    //: Keep it short.
                    text: qsTr("Hint")
                    enabled: screen.session.canSuggest && !screen.session.suggesting
                    onClicked: screen.session.suggestMove()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Suggest a move from what you can see; it is not played (H)")
                }
                ToolSeparator {
                    id: firstSeparator
                }
                ToolbarButton {
                    id: moreButton

                    objectName: "moreButton"
                    visible: topBar.crowded
                    //: The game screen: a button in the top bar that opens a menu of more actions
                    //: (▾ is an arrow). Keep it short.
                    text: qsTr("More ▾")
                    // The menu is made the first time it is opened.
                    onClicked: screen.lazy("moreMenu", moreMenuComponent, moreButton).open()

                    Component {
                        id: moreMenuComponent

                        Menu {
                            y: parent.height

                            MenuItem {
                                //: The game screen: an entry of the 'More' menu (a verb: save the
                                //: game).
                                text: qsTr("Save")
                                enabled: screen.session.active
                                onTriggered: screen.save()
                            }
                            MenuItem {
                                //: The game screen: an entry of the 'More' menu (a verb: open a
                                //: saved game).
                                text: qsTr("Open")
                                onTriggered: screen.openRequested()
                            }
                            MenuItem {
                                //: The game screen: an entry of the 'More' menu: open the Workshop,
                                //: the app's content editor (a name).
                                text: qsTr("Workshop")
                                onTriggered: screen.workshopRequested()
                            }
                        }
                    }
                }
                ToolbarButton {
                    id: saveButton

                    objectName: "saveButton"
                    visible: !topBar.crowded
                    text: qsTr("Save")
                    enabled: screen.session.active
                    onClicked: screen.save()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Save the game (Ctrl+S)")
                }
                ToolbarButton {
                    id: openButton

                    visible: !topBar.crowded
                    text: qsTr("Open")
                    onClicked: screen.openRequested()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Open a saved game (Ctrl+O)")
                }
                ToolSeparator {
                    id: secondSeparator

                    visible: !topBar.crowded
                }
                ToolbarButton {
                    id: workshopButton

                    objectName: "workshopButton"
                    visible: !topBar.crowded
                    text: qsTr("Workshop")
                    onClicked: screen.workshopRequested()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Edit galaxies, ship tables, decks and rule variants; the game is kept (Ctrl+E)")
                }
                ToolbarButton {
                    id: rulesButton

                    objectName: "rulesButton"
                    //: The game screen: a button in the top bar: show the rules beside the board (a
                    //: noun). Keep it short.
                    text: qsTr("Rules")
                    // Drawn checked while the rules are open, but not checkable: Qt Quick makes
                    // a checkable button a check box for a screen reader (Orca said "Rules
                    // check box not checked"; an Accessible.role set here is replaced when
                    // accessibility becomes active). The click opens or closes the rules.
                    checked: screen.rulesOpened
                    //: The game screen: for a screen reader, on the Rules button while the rules show.
                    Accessible.description: screen.rulesOpened ? qsTr("The rules are open beside the board.") : ""
                    onClicked: screen.toggleRules()
                    ToolTip.visible: hovered
                    //: The game screen: a tool tip. %1: a game's name, e.g. 'Galaxy of D'.
                    ToolTip.text: qsTr("The rules of %1, beside the board (F1)").arg(screen.session.gameName)
                }
                ToolbarButton {
                    id: concedeButton

                    objectName: "concedeButton"
                    //: The game screen: a button in the top bar when the game is over: show the
                    //: result (a noun). Keep it short.
                    text: screen.session.terminal ? qsTr("Result") : /*: The game screen: a button in the top bar: give up the game (a verb). Keep it short. */ qsTr("Concede")
                    enabled: screen.session.active
                             && (screen.session.terminal || screen.session.seats.isHuman(screen.session.viewSeat))
                    onClicked: {
                        if (screen.session.terminal)
                            screen.summaryDismissed = false;
                        else
                            screen.lazy("concede", concedeComponent).open();
                    }
                    ToolTip.visible: hovered
                    ToolTip.text: screen.session.terminal ? qsTr("Show the result of the game again (Ctrl+Shift+Q)")
                                                          : qsTr("Give up this game; you are asked first (Ctrl+Shift+Q)")
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Narrow windows give the board what the side columns can spare.
            Layout.margins: screen.width < 1000 ? Theme.spacing : Theme.spacingLarge
            spacing: screen.width < 1000 ? Theme.spacing : Theme.spacingLarge

            // The players.
            Flickable {
                id: seatFlick

                property Item pendingPanel: null // the panel revealLater() shows

                // Scrolls the column so that `panel` (the deciding player's) is seen, its top
                // first when it is taller than the column.
                function reveal(panel: Item) {
                    const top = panel.y;
                    const bottom = panel.y + panel.height;
                    let y = seatFlick.contentY;
                    if (bottom > y + seatFlick.height)
                        y = bottom - seatFlick.height;
                    if (top < y)
                        y = top;
                    seatFlick.contentY = Math.max(0, Math.min(y, seatFlick.contentHeight - seatFlick.height));
                }

                // reveal(panel) on the next event-loop turn, once the column is laid out (a
                // zero-interval Timer: qmllint 6.4 flags Qt.callLater).
                function revealLater(panel: Item) {
                    seatFlick.pendingPanel = panel;
                    revealTimer.restart();
                }

                Timer {
                    id: revealTimer

                    interval: 0
                    onTriggered: if (seatFlick.pendingPanel)
                                     seatFlick.reveal(seatFlick.pendingPanel)
                }

                objectName: "seatColumn"
                Layout.preferredWidth: Math.max(190, Math.min(320, screen.width * 0.22))
                Layout.fillHeight: true
                contentHeight: seatColumn.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}

                ColumnLayout {
                    id: seatColumn

                    width: parent.width
                    spacing: Theme.spacing

                    Repeater {
                        model: screen.session.seats

                        delegate: SeatPanel {
                            id: seatPanel

                            Layout.fillWidth: true
                            // The deciding player's panel is kept in view (a game's panel can
                            // grow while its player decides, e.g. Galaxy Fighters' cockpit).
                            onToActChanged: if (seatPanel.toAct)
                                                seatFlick.revealLater(seatPanel)
                            onHeightChanged: if (seatPanel.toAct)
                                                 seatFlick.revealLater(seatPanel)
                            session: screen.session
                            turnSeat: screen.turnSeat
                            content: screen.boardValue("playerPanel", null)
                            contentProperties: screen.boardValue("panelProperties", ({}))
                        }
                    }
                }
            }

            // The board.
            Item {
                id: boardArea

                objectName: "boardArea"
                Layout.fillWidth: true
                Layout.fillHeight: true

                Loader {
                    id: boardLoader

                    anchors.fill: parent
                }

                // While there is no board: made only then (loadBoard()).
                Component {
                    id: boardPlaceholderComponent

                    ColumnLayout {
                        z: -1
                        anchors.centerIn: parent
                        width: Math.min(parent.width - 2 * Theme.margin, 420)
                        visible: boardLoader.status !== Loader.Ready
                        spacing: Theme.spacingLarge

                        ArtImage {
                            Layout.fillWidth: true
                            Layout.preferredHeight: width * 9 / 16
                            source: GameCatalog.artUrl(screen.session.gameId)
                            title: screen.session.gameName
                        }
                        Label {
                            Layout.fillWidth: true
                            text: boardLoader.status === Loader.Error
                                  //: The game screen: %1: a game's name, e.g. 'Galaxy of D'.
                                  ? qsTr("The board of %1 could not be shown.").arg(screen.session.gameName)
                                  //: The game screen: %1: a game's name, e.g. 'Galaxy of D'.
                                  : qsTr("The board of %1 is on its way. Meanwhile the game runs: follow it in the log.").arg(screen.session.gameName)
                            horizontalAlignment: Text.AlignHCenter
                            color: Theme.textMuted
                            wrapMode: Text.WordWrap
                        }
                    }
                }

                // Shown at once while a computer player thinks. Over the board's top, or below
                // what the board keeps clear of banners (its bannerTop).
                Rectangle {
                    objectName: "thinkingBanner"
                    anchors.top: parent.top
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.topMargin: Theme.spacing + screen.boardValue("bannerTop", 0)
                    visible: screen.session.thinking && screen.thinkingSeat >= 0
                    width: thinkingRow.implicitWidth + 2 * Theme.spacingLarge
                    height: thinkingRow.implicitHeight + Theme.spacing
                    radius: height / 2
                    color: Theme.surfaceRaised
                    border.color: Theme.seat(GameCatalog.sideColor(screen.session.gameId, screen.thinkingSeat))

                    RowLayout {
                        id: thinkingRow

                        anchors.centerIn: parent
                        spacing: Theme.spacing

                        BusyIndicator {
                            Layout.preferredWidth: 22
                            Layout.preferredHeight: 22
                            running: parent.visible
                        }
                        Label {
                            //: The game screen: the status while a computer player chooses its
                            //: move. %1: a player's name, e.g. 'Anna'.
                            text: qsTr("%1 is thinking…").arg(screen.session.seats.name(screen.thinkingSeat))
                        }
                    }
                }

                // "Suggest a move": searching, then the suggestion until the position changes.
                Rectangle {
                    objectName: "hintBanner"
                    anchors.top: parent.top
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.topMargin: Theme.spacing + screen.boardValue("bannerTop", 0)
                    visible: !screen.session.thinking
                             && (screen.session.suggesting || screen.session.hintText !== "")
                    width: Math.min(parent.width - 2 * Theme.spacing,
                                    hintRow.implicitWidth + 2 * Theme.spacingLarge)
                    height: hintRow.implicitHeight + Theme.spacing
                    radius: Math.min(height / 2, 16)
                    color: Theme.surfaceRaised
                    border.color: Theme.accent

                    RowLayout {
                        id: hintRow

                        anchors.centerIn: parent
                        width: Math.min(implicitWidth, parent.width - 2 * Theme.spacingLarge)
                        spacing: Theme.spacing

                        BusyIndicator {
                            visible: screen.session.suggesting
                            Layout.preferredWidth: 22
                            Layout.preferredHeight: 22
                            running: visible
                        }
                        Label {
                            objectName: "hintText"
                            Layout.fillWidth: true
                            text: screen.session.suggesting ? qsTr("Looking for a good move…")
                                                            //: The game screen: a hint. %1: the
                                                            //: suggested move, e.g. 'Explore Sirius'.
                                                            : qsTr("Suggestion: %1").arg(screen.session.hintText)
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }

            // Where the game stands, and the log.
            ColumnLayout {
                objectName: "sideColumn"
                Layout.preferredWidth: Math.max(210, Math.min(340, screen.width * 0.24))
                Layout.maximumWidth: Layout.preferredWidth
                Layout.fillHeight: true
                spacing: Theme.spacing

                PhaseTrack {
                    objectName: "phaseTrack"
                    Layout.fillWidth: true
                    phaseNames: screen.boardValue("phaseNames", [])
                    phaseIndex: screen.boardValue("phaseIndex", -1)
                    prompt: screen.session.terminal ? "" : screen.boardValue("prompt", "")
                    actor: {
                        if (!screen.session.active)
                            return "";
                        if (screen.session.terminal)
                            return qsTr("The game is over.");
                        const seat = screen.turnSeat;
                        if (seat < 0)
                            return qsTr("The dice are rolling…");
                        return screen.session.seats.isHuman(seat)
                                //: The game screen: the status bar. %1: a player's name, e.g.
                                //: 'Anna'.
                                ? qsTr("%1 to play").arg(screen.session.seats.name(seat))
                                //: The game screen: the status bar. %1: a computer player's name,
                                //: e.g. 'Expert'.
                                : qsTr("%1 (computer) to play").arg(screen.session.seats.name(seat));
                    }
                    actorColor: screen.turnSeat >= 0
                                ? Theme.seat(GameCatalog.sideColor(screen.session.gameId, screen.turnSeat))
                                : Theme.neutral
                    actorEmblem: screen.turnSeat >= 0 && !screen.session.terminal
                                 ? GameCatalog.sideEmblem(screen.session.gameId, screen.turnSeat)
                                 : ""
                }

                GameLog {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    session: screen.session
                }
            }
        }
    }

    MouseArea {
        anchors.fill: parent
        enabled: screen.session.thinking
        acceptedButtons: Qt.AllButtons
        onPressed: screen.session.skipAnimation()
    }

    // The end-of-game summary and the hotseat pass screen (over it), made when first shown.
    Component {
        id: summaryComponent

        GameOverSummary {
            objectName: "gameOverSummary"
            anchors.fill: parent
            z: 1
            visible: screen.summaryWanted
            session: screen.session
            headline: screen.boardValue("headline", "")
            lost: screen.boardValue("teamLost", false)
            details: screen.boardValue("summary", "")
            turns: screen.summaryShown ? screen.lastTurn() : 0
            onDismissed: screen.summaryDismissed = true
            onHomeRequested: screen.homeRequested()
            onNewGameRequested: screen.newGameRequested()
        }
    }

    Component {
        id: passScreenComponent

        PassScreen {
            anchors.fill: parent
            z: 2
            visible: screen.passScreenWanted
            session: screen.session
            // Dismissed by the keyboard: the keyboard goes on into the board (it stayed on the
            // hidden button, and Tab began again at the top bar; helper 19).
            onDismissed: byKeyboard => {
                if (byKeyboard)
                    boardKeyboard.restart();
            }
        }
    }

    // The board's first control in the Tab chain takes the keyboard, once the board shows the
    // new viewer (the next turn of the event loop).
    Timer {
        id: boardKeyboard

        interval: 0
        onTriggered: {
            const board = boardLoader.item;
            const next = board ? board.nextItemInFocusChain(true) : null;
            let inBoard = false;
            for (let p = next; p; p = p.parent) {
                if (p === board)
                    inBoard = true;
            }
            if (next && inBoard)
                next.forceActiveFocus(Qt.TabFocusReason);
        }
    }

    // The rules reference, made the first time it is opened (the Rules button).
    property bool rulesOpened: false
    Component {
        id: rulesDrawerComponent

        Drawer {
            id: rulesDrawer

            objectName: "rulesDrawer"
            edge: Qt.RightEdge
            width: Math.min(720, screen.width * 0.6)
            height: screen.height
            onOpenedChanged: screen.rulesOpened = opened

            // F1 puts it away too (the screen's F1 does not reach past the open drawer), and
            // Escape (the drawer's own close on Escape needs the focus inside it, which the
            // board keeps: a player found no way to close it but F1 or a click outside).
            Shortcut {
                sequences: ["F1", "Escape"]
                enabled: rulesDrawer.opened
                onActivated: rulesDrawer.close()
            }
            background: Rectangle {
                color: Theme.surface

                Rectangle {
                    width: 1
                    height: parent.height
                    color: Theme.border
                }
            }

            ComponentHost {
                anchors.fill: parent
                anchors.margins: Theme.margin
                anchors.rightMargin: Theme.spacingLarge
                fillHeight: true
                component: rulesDrawer.visible ? screen.boardValue("rulesPage", null) ?? noRulesComponent : null
            }
            ToolButton {
                objectName: "rulesCloseButton"
                anchors.top: parent.top
                anchors.right: parent.right
                anchors.margins: Theme.spacingSmall
                text: "\u2715"
                //: The game screen: the button that closes the rules beside the board (a cross;
                //: said by a screen reader and in its tool tip).
                Accessible.name: qsTr("Close the rules")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Close the rules") + " (Esc)"
                onClicked: rulesDrawer.close()
            }
        }
    }

    Component {
        id: noRulesComponent

        Label {
            //: The game screen: %1: a game's name, e.g. 'Galaxy of D'.
            text: qsTr("The rules reference of %1 is not written yet.").arg(screen.session.gameName)
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
    }

    // Made the first time the player concedes (screen.lazy()).
    Component {
        id: concedeComponent

        AppDialog {
            id: concedeDialog

            objectName: "concedeDialog"
            readonly property int seat: screen.session.viewSeat

            width: Math.min(480, screen.width - 2 * Theme.margin)
            title: qsTr("Concede the game?")
            standardButtons: Dialog.Cancel | Dialog.Yes
            onAccepted: screen.session.concede(seat)

            Label {
                width: parent.width
                //: The game screen: the question before conceding. %1: a player's name, e.g.
                //: 'Anna'.
                text: qsTr("%1 gives up and loses the game.").arg(screen.session.seats.name(concedeDialog.seat))
                wrapMode: Text.WordWrap
            }
        }
    }

    Component {
        id: noticeComponent

        NoticeDialog {}
    }

    // A failed autosave (read-only or full disk): a notice that does not stop the game,
    // shown once until an autosave succeeds again (AppSettings.autosaveError changes only
    // then), so not on every move.
    Connections {
        target: AppSettings

        function onAutosaveErrorChanged() {
            screen.autosaveNoticeDismissed = false;
        }
    }

    Rectangle {
        id: autosaveNotice

        objectName: "autosaveNotice"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.margin
        width: Math.min(640, parent.width - 2 * Theme.margin)
        implicitHeight: noticeRow.implicitHeight + 2 * Theme.spacing
        visible: AppSettings.autosaveError !== "" && !screen.autosaveNoticeDismissed && screen.session.active
        radius: Theme.radius
        color: Theme.surfaceRaised
        border.color: Theme.accent
        border.width: Theme.borderWidth

        RowLayout {
            id: noticeRow

            anchors.fill: parent
            anchors.margins: Theme.spacing
            spacing: Theme.spacing

            Label {
                objectName: "autosaveNoticeText"
                Layout.fillWidth: true
                //: The game screen: a notice when the game could not be saved automatically.
                //: %1: the file and the system's reason, e.g. '/home/ann/autosave.json: cannot
                //: write the file: No space left on device'.
                text: qsTr("This game could not be saved automatically (%1). Continue may bring back an older position: use Save to keep this one.").arg(AppSettings.autosaveError)
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
            }

            ActionButton {
                objectName: "autosaveNoticeClose"
                //: The game screen: a button that closes the notice about a failed autosave.
                text: qsTr("Close")
                onClicked: screen.autosaveNoticeDismissed = true
            }
        }
    }
}
