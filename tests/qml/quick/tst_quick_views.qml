import QtQuick
import QtTest
import Starboard
import StarboardTest

TestCase {
    id: testCase

    name: "QuickViews"
    width: 1200
    height: 760
    when: windowShown

    GameSession {
        id: session

        computerDelay: 0
    }

    // Any warning (a failed binding, a missing file, a type error) fails the test, except
    // the offscreen platform's own note when a Widgets window (the file dialogs' QFileDialog)
    // is shown on it.
    function init() {
        failOnWarning(/^(?!This plugin does not support propagateSizeHints\(\)$)/);
    }

    function test_everyFileLoads() {
        // Views is registered by tst_quick_views.cpp (invisible to qmllint).
        const files = Views.files;
        verify(files.length > 20, "the module's QML files are listed");
        for (const file of files) {
            const component = Qt.createComponent(file);
            compare(component.status, Component.Ready, file + ": " + component.errorString());
        }
    }

    function test_viewsComeUp_data() {
        return [
            { tag: "home", file: "pages/HomePage.qml" },
            { tag: "game screen", file: "pages/GameScreen.qml" },
            { tag: "Galaxy of D board", file: "games/galaxy-of-d/GodBoard.qml" },
            { tag: "game screen, Galaxy Command", file: "pages/GameScreen.qml", game: "galaxy-command" },
            { tag: "Galaxy Command board", file: "games/galaxy-command/GcBoard.qml", game: "galaxy-command" }
        ];
    }

    function test_viewsComeUp(data) {
        if (data.game === "galaxy-command")
            compare(session.startNewGame({ gameId: "galaxy-command", seed: "5",
                                           seats: [{ name: "Ann", human: true, level: "" },
                                                   { name: "Bob", human: false, level: "heuristic" }] }),
                    "");
        else
            compare(session.startNewGame({ gameId: "galaxy-of-d", setup: "quick", seed: "5",
                                           seats: [{ name: "Ann", human: true, level: "" },
                                                   { name: "Bob", human: false, level: "heuristic" }] }),
                    "");
        const component = Qt.createComponent("qrc:/qt/qml/Starboard/" + data.file);
        compare(component.status, Component.Ready, component.errorString());
        const view = createTemporaryObject(component, testCase, { session: session });
        verify(view, data.file);
        view.width = testCase.width;
        view.height = testCase.height;
        waitForRendering(view);
        verify(view.implicitHeight > 0 || view.height > 0);
    }

    // Every dialog and drawer opens: a file dialog that needs a QML module the set-up did
    // not install (Qt.labs.platform, qml6-module-qt-labs-platform) fails here with a
    // warning or an error instead of failing a user's Ctrl+S or Ctrl+O.
    function test_dialogsOpen_data() {
        return [
            { tag: "open a saved game", file: "pages/OpenGameDialog.qml" },
            { tag: "new game", file: "pages/NewGameDialog.qml", session: true },
            { tag: "settings", file: "pages/SettingsDialog.qml" },
            { tag: "about", file: "pages/AboutDialog.qml" },
            { tag: "notice", file: "components/NoticeDialog.qml" },
            { tag: "damaged autosave", file: "pages/DamagedAutosaveDialog.qml" }
        ];
    }

    function test_dialogsOpen(data) {
        const component = Qt.createComponent("qrc:/qt/qml/Starboard/" + data.file);
        compare(component.status, Component.Ready, component.errorString());
        const dialog = createTemporaryObject(component, testCase, data.session ? { session: session } : {});
        verify(dialog, data.file);
        if (data.file === "pages/NewGameDialog.qml")
            dialog.openFor("galaxy-of-d");
        else
            dialog.open();
        tryCompare(dialog, "visible", true);
        wait(50);
        dialog.close();
        tryCompare(dialog, "visible", false);
    }

    function test_gameScreenDialogsOpen_data() {
        return [
            // Made when first asked for: through their buttons.
            { tag: "save the game", name: "saveGameDialog", button: "saveButton" },
            { tag: "concede", name: "concedeDialog", button: "concedeButton" },
            { tag: "rules", name: "rulesDrawer", button: "rulesButton" }
        ];
    }

    function test_gameScreenDialogsOpen(data) {
        compare(session.startNewGame({ gameId: "galaxy-of-d", setup: "quick", seed: "5",
                                       seats: [{ name: "Ann", human: true, level: "" },
                                               { name: "Bob", human: false, level: "heuristic" }] }),
                "");
        const component = Qt.createComponent("qrc:/qt/qml/Starboard/pages/GameScreen.qml");
        const screen = createTemporaryObject(component, testCase, { session: session });
        verify(screen);
        screen.width = testCase.width;
        screen.height = testCase.height;
        waitForRendering(screen);
        if (data.button) {
            const button = findChild(screen, data.button);
            verify(button, data.button);
            button.clicked();
        }
        const dialog = findChild(screen, data.name);
        verify(dialog, data.name);
        dialog.open();
        tryCompare(dialog, "visible", true);
        wait(50);
        dialog.close();
        tryCompare(dialog, "visible", false);
    }

    // The file chooser of the new-game dialog (a galaxy, a ruleset) opens its file dialog.
    function test_fileChooserOpens() {
        const component = Qt.createComponent("qrc:/qt/qml/Starboard/components/FileChooser.qml");
        const chooser = createTemporaryObject(component, testCase, { defaultText: "The shipped one" });
        verify(chooser);
        waitForRendering(chooser);
        const button = findChild(chooser, "chooseFileButton");
        verify(button);
        button.clicked();
        const dialog = findChild(chooser, "chooseFileDialog");
        verify(dialog);
        tryCompare(dialog, "visible", true);
        dialog.close();
        tryCompare(dialog, "visible", false);
    }
}
