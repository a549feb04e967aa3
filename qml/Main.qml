pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Starboard

// The app window: the home screen and the game screen on a StackView, the session they
// share, the dialogs, and the autosave (once per settled position, when a human is to act
// or the game has ended, and on quit, into AppSettings.autosaveUrl; removed when the game
// ends).
ApplicationWindow {
    id: window

    // The Workshop buttons (home screen, game screen); the application opens the (Widgets)
    // Workshop.
    signal workshopRequested

    // Set by main.cpp for --screenshot: no transitions, nothing written.
    property bool screenshotMode: false
    // Set by main.cpp when the command line starts or opens a game: the window starts on the
    // game screen, and the home screen is made the first time the player goes there
    // (start-up time: tests/benchmarks/startup.sh).
    property bool startsWithGame: false
    // Whether the home screen is at the bottom of the stack.
    property bool homeMade: !startsWithGame
    // The game screen is on top.
    readonly property bool gameShown: stack.depth > (homeMade ? 1 : 0)
    property alias session: gameSession
    // The player's own file for this game (opened or saved as), "" until there is one.
    property string playerFile

    // The first size: 1200x760, or the screen's free area when it is smaller (a 1920x1080
    // screen at 200% offers 960x540 less a taskbar), set once: the bindings give the size
    // before the window is shown (set after, it came as a resize that laid out the first
    // screen again) and are replaced by their values at completion (a binding would resize
    // the window whenever the screen's free area changes); the minimum leaves room for a
    // taskbar and a title bar there.
    width: screenshotMode ? 1200 : Math.min(1200, Math.max(minimumWidth, Screen.desktopAvailableWidth))
    height: screenshotMode ? 760 : Math.min(760, Math.max(minimumHeight, Screen.desktopAvailableHeight))
    minimumWidth: 880
    minimumHeight: 460
    Component.onCompleted: {
        width = width;
        height = height;
    }
    visible: true
    title: gameSession.active && window.gameShown
           //: The window's title during a game. %1: the game's name, e.g. 'Galaxy of D'. Starboard
           //: is the app's name.
           ? qsTr("%1 — Starboard").arg(gameSession.gameName) : /*: The window's title: the app's name (a proper name: keep it or transliterate). */ qsTr("Starboard")
    color: Theme.background
    font.pixelSize: Theme.fontBody

    palette.window: Theme.background
    // A control that cannot be used has dimmer text (palette.windowText would set every
    // state, disabled included).
    palette.active.windowText: Theme.text
    palette.inactive.windowText: Theme.text
    palette.disabled.windowText: Theme.textDisabled
    palette.base: Theme.surface
    palette.alternateBase: Theme.surfaceRaised
    palette.active.text: Theme.text
    palette.inactive.text: Theme.text
    palette.disabled.text: Theme.textDisabled
    palette.button: Theme.surfaceRaised
    palette.active.buttonText: Theme.text
    palette.inactive.buttonText: Theme.text
    palette.disabled.buttonText: Theme.textDisabled
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

    // Saves the game in progress for "Continue" (serialized here, written on a worker
    // thread); a finished game leaves no autosave.
    function autosave() {
        AppSettings.autosave(gameSession);
    }

    function showGame() {
        if (window.gameShown)
            return;
        // The first screen (a game from the command line) comes without a transition.
        const screen = stack.push(Qt.createComponent("pages/GameScreen.qml"), {
            session: gameSession,
            playerFile: window.playerFile
        }, window.screenshotMode || stack.depth === 0 ? StackView.Immediate : StackView.PushTransition);
        screen.playerFile = Qt.binding(() => window.playerFile);
        screen.savedAs.connect(path => window.playerFile = path);
        screen.homeRequested.connect(window.showHome);
        screen.newGameRequested.connect(() => window.newGame(gameSession.gameId));
        screen.openRequested.connect(window.chooseGameToLoad);
        screen.workshopRequested.connect(window.workshopRequested);
    }

    function showHome() {
        autosave();
        if (window.homeMade) {
            stack.pop(null);
            return;
        }
        window.homeMade = true;
        stack.replace(null, homePage, {}, window.screenshotMode ? StackView.Immediate : StackView.PopTransition);
    }

    function loadGame(file: url) {
        const path = AppSettings.pathFromUrl(file);
        // A game in progress is put aside first, not replaced (AppSettings).
        let keptFile = "";
        if (!AppSettings.isAutosave(path) && AppSettings.hasGameToPutAside(gameSession)) {
            const kept = AppSettings.putAsideGameInProgress(gameSession);
            if (kept.error !== undefined) {
                window.dialog("../components/NoticeDialog.qml", {}).show(qsTr("Could not open the game"),
                                                                       //: Open saved game, when the game in progress could not be saved
                                                                       //: aside first. %1: the reason, e.g. 'Permission denied'.
                                                                       qsTr("The game in progress could not be saved, so it stays: %1").arg(kept.error));
                return;
            }
            keptFile = kept.file;
        }
        const error = gameSession.load(file);
        if (error !== "" && AppSettings.isAutosave(path)) {
            // Continue: the newest earlier autosave that loads (a generation of the last
            // turns, then the position before the last), saying so; with none, say why
            // and offer to discard it (asking first).
            const fallbacks = AppSettings.autosaveFallbacks();
            for (let i = 0; i < fallbacks.length; ++i) {
                if (gameSession.load(fallbacks[i].url) !== "")
                    continue;
                window.playerFile = "";
                const when = fallbacks[i].time.toLocaleString(Qt.locale(AppSettings.effectiveLanguage), Locale.ShortFormat);
                const problem = error.split("\n")[0];
                const text = fallbacks[i].turn >= 0
                             //: Continue, when the newest autosave cannot be loaded. %1: the turn
                             //: number; %2: a date and time; %3: the first problem of the newest one.
                             ? qsTr("The game continues from its autosave of turn %1 (%2). The newest autosave could not be loaded: %3").arg(fallbacks[i].turn).arg(when).arg(problem)
                             //: Continue, when the newest autosave cannot be loaded. %1: a date and
                             //: time; %2: the first problem of the newest one.
                             : qsTr("The game continues from the autosave before the newest one (%1). The newest autosave could not be loaded: %2").arg(when).arg(problem);
                //: The title of the message when Continue used an earlier autosave.
                window.dialog("../components/NoticeDialog.qml", {}).show(qsTr("An earlier autosave was used"), text);
                return;
            }
            window.dialog("DamagedAutosaveDialog.qml", {}).show(error);
            return;
        }
        if (error !== "") {
            window.dialog("../components/NoticeDialog.qml", {}).show(qsTr("Could not open the game"), error);
            return;
        }
        window.playerFile = AppSettings.isAutosave(path) ? "" : path;
        if (keptFile !== "")
            //: The title of the message after Open saved game put the game in progress aside.
            window.dialog("../components/NoticeDialog.qml", {}).show(qsTr("Your game in progress was put aside"),
                                                                   //: After Open saved game. %1: a file's name; 'Games put aside' is a
                                                                   //: folder's name; 'Open saved game' the home page's button.
                                                                   qsTr("It was saved as \"%1\" in the folder \"Games put aside\"; \"Open saved game\" brings it back.").arg(keptFile.split("/").pop()));
    }

    // The game screen and the dialogs are loaded by URL the first time they are needed, so
    // that start-up neither creates nor compiles them (tests/benchmarks/startup.sh).
    property var dialogs: ({})

    function dialog(file: string, properties: var): var {
        if (!dialogs[file])
            dialogs[file] = Qt.createComponent("pages/" + file).createObject(window, properties);
        return dialogs[file];
    }

    function chooseGameToLoad() {
        const created = !dialogs["OpenGameDialog.qml"];
        const openDialog = dialog("OpenGameDialog.qml", {});
        if (created)
            openDialog.chosen.connect(window.loadGame);
        openDialog.open();
    }

    function newGame(gameId: string) {
        dialog("NewGameDialog.qml", {
            objectName: "newGameDialog",
            session: gameSession
        }).openFor(gameId);
    }

    // The Workshop's Play It: the new-game dialog with its files chosen ({"boardFile": path,
    // ...}), so that the player picks the seats (hotseat or a computer level).
    function newGameWith(gameId: string, files: var) {
        dialog("NewGameDialog.qml", {
            objectName: "newGameDialog",
            session: gameSession
        }).openWith(gameId, files);
    }

    function openSettings() {
        dialog("SettingsDialog.qml", {}).open();
    }

    function openAbout() {
        dialog("AboutDialog.qml", {}).open();
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

        // Once per settled position: the changes of one event-loop turn (a new game's set-up,
        // a computer turn shown at once) make one autosave.
        function onStateChanged() {
            if (gameSession.humanToAct || gameSession.terminal)
                AppSettings.autosaveLater(gameSession);
        }

        // The result goes into the history shown on the home screen: once per game, and
        // only for an end reached by playing here (not for a finished game opened).
        function onGameOver() {
            if (gameSession.modified)
                AppSettings.results.record(gameSession.resultEntry());
        }
    }

    StackView {
        id: stack

        anchors.fill: parent
        initialItem: window.homeMade ? homePage : null
    }

    Component {
        id: homePage

        HomePage {
            objectName: "homePage"
            session: gameSession
            onNewGameRequested: gameId => window.newGame(gameId)
            onContinueRequested: window.loadGame(AppSettings.autosaveUrl)
            onOpenRequested: window.chooseGameToLoad()
            onSettingsRequested: window.openSettings()
            onAboutRequested: window.openAbout()
            onWorkshopRequested: window.workshopRequested()
            onResumeRequested: window.showGame()
        }
    }
}
