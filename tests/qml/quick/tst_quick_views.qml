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

    // Any warning (a failed binding, a missing file, a type error) fails the test.
    function init() {
        failOnWarning(/.*/);
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
}
