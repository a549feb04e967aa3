pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Starboard

// The app window: the home screen and the game screen on a StackView, the session they
// share, the dialogs, and the autosave (after every change of a game in progress and on
// quit, into AppSettings.autosaveUrl; removed when the game ends).
ApplicationWindow {
    id: window

    // Set by main.cpp for --screenshot: no transitions, nothing written.
    property bool screenshotMode: false
    property alias session: gameSession
    // The player's own file for this game (opened or saved as), "" until there is one. Not
    // session.filePath: the autosave goes through session.save() too and moves that.
    property string playerFile

    width: 1200
    height: 760
    minimumWidth: 820
    minimumHeight: 560
    visible: true
    title: gameSession.active && stack.depth > 1
           ? qsTr("%1 — Starboard").arg(gameSession.gameName) : qsTr("Starboard")
    color: Theme.background
    font.pixelSize: Theme.fontBody

    palette.window: Theme.background
    palette.windowText: Theme.text
    palette.base: Theme.surface
    palette.alternateBase: Theme.surfaceRaised
    palette.text: Theme.text
    palette.button: Theme.surfaceRaised
    palette.buttonText: Theme.text
    palette.brightText: Theme.text
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.accentInk
    palette.light: Theme.surfaceHover
    palette.midlight: Theme.surfaceRaised
    palette.mid: Theme.border
    palette.dark: Theme.borderStrong
    palette.shadow: "#000000"
    palette.link: Theme.accent
    palette.placeholderText: Theme.textFaint
    palette.toolTipBase: Theme.surfaceRaised
    palette.toolTipText: Theme.text

    // Saves the game in progress for "Continue"; a finished game leaves no autosave.
    function autosave() {
        if (!gameSession.active)
            return;
        if (gameSession.terminal) {
            AppSettings.removeAutosave();
            return;
        }
        if (!AppSettings.prepareAutosave())
            return;
        const error = gameSession.save(AppSettings.autosaveUrl);
        if (error === "")
            AppSettings.autosaveWritten();
        else
            console.info("Autosave failed:", error);
    }

    function showGame() {
        if (stack.depth === 1)
            stack.push(gameScreenComponent, {}, window.screenshotMode ? StackView.Immediate : StackView.PushTransition);
    }

    function showHome() {
        autosave();
        stack.pop(null);
    }

    function loadGame(file: url) {
        const error = gameSession.load(file);
        if (error !== "") {
            notice.show(qsTr("Could not open the game"), error);
            return;
        }
        const path = AppSettings.pathFromUrl(file);
        window.playerFile = AppSettings.isAutosave(path) ? "" : path;
    }

    // The dialogs are made the first time they are needed, so that start-up does not wait
    // for them (tests/benchmarks/startup.sh).
    property var dialogs: ({})

    function dialog(name: string, component: Component): var {
        if (!dialogs[name])
            dialogs[name] = component.createObject(window);
        return dialogs[name];
    }

    function chooseGameToLoad() {
        const openDialog = dialog("open", openDialogComponent);
        openDialog.currentFolder = AppSettings.lastFolder;
        openDialog.open();
    }

    function newGame(gameId: string) {
        dialog("newGame", newGameComponent).openFor(gameId);
    }

    function openSettings() {
        dialog("settings", settingsComponent).open();
    }

    function openAbout() {
        dialog("about", aboutComponent).open();
    }

    onClosing: autosave()

    GameSession {
        id: gameSession

        computerDelay: AppSettings.computerDelay
    }

    Connections {
        target: gameSession

        // A new or loaded game shows the game screen.
        // A new or loaded game shows the game screen (loadGame() sets playerFile after).
        function onGameChanged() {
            window.playerFile = "";
            if (gameSession.active)
                window.showGame();
        }

        function onStateChanged() {
            window.autosave();
        }
    }

    StackView {
        id: stack

        anchors.fill: parent
        initialItem: HomePage {
            session: gameSession
            onNewGameRequested: gameId => window.newGame(gameId)
            onContinueRequested: window.loadGame(AppSettings.autosaveUrl)
            onOpenRequested: window.chooseGameToLoad()
            onSettingsRequested: window.openSettings()
            onAboutRequested: window.openAbout()
            onResumeRequested: window.showGame()
        }
    }

    Component {
        id: gameScreenComponent

        GameScreen {
            session: gameSession
            playerFile: window.playerFile
            onSavedAs: path => window.playerFile = path
            onHomeRequested: window.showHome()
            onNewGameRequested: window.newGame(gameSession.gameId)
            onOpenRequested: window.chooseGameToLoad()
        }
    }

    Component {
        id: newGameComponent

        NewGameDialog {
            objectName: "newGameDialog"
            session: gameSession
        }
    }

    Component {
        id: settingsComponent

        SettingsDialog {}
    }

    Component {
        id: aboutComponent

        AboutDialog {}
    }

    NoticeDialog {
        id: notice
    }

    Component {
        id: openDialogComponent

        FileDialog {
            title: qsTr("Open a saved game")
            fileMode: FileDialog.OpenFile
            nameFilters: [qsTr("Saved games (*.json)"), qsTr("All files (*)")]
            onAccepted: {
                AppSettings.lastFolder = AppSettings.folderOf(selectedFile);
                window.loadGame(selectedFile);
            }
        }
    }
}
