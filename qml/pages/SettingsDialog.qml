pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The preferences (AppSettings): language (at once, no restart), the level proposed for
// computer players, and how fast computer moves follow each other.
AppDialog {
    id: dialog

    width: Math.min(520, (parent ? parent.width : 520) - 2 * Theme.margin)
    title: qsTr("Settings")
    standardButtons: Dialog.Close

    readonly property var languages: AppSettings.languages
    readonly property var levels: GameCatalog.computerLevels("galaxy-of-d")

    // Each box shows the stored value. The boxes' models hold translated texts, so a new
    // language makes them again, and a ComboBox given a new model goes back to its first
    // entry (a binding on currentIndex is not evaluated again, as its inputs did not
    // change): after a model change, and when a setting changes, the boxes pick the
    // stored values again.
    function showStored() {
        languageBox.currentIndex = languageBox.indexOfValue(AppSettings.language);
        levelBox.currentIndex = Math.max(0, levelBox.indexOfValue(AppSettings.defaultLevel));
        speedBox.currentIndex = Math.max(0, speedBox.indexOfValue(AppSettings.animationSpeed));
    }

    onAboutToShow: showStored()

    // After the models' change has settled.
    Timer {
        id: resync

        interval: 0
        onTriggered: dialog.showStored()
    }
    Component.onCompleted: showStored()

    Connections {
        target: AppSettings

        function onLanguageChanged() {
            resync.restart();
        }
        function onDefaultLevelChanged() {
            resync.restart();
        }
        function onAnimationSpeedChanged() {
            resync.restart();
        }
    }

    GridLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        columns: 2
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacingLarge

        Label {
            text: qsTr("Language")
        }
        ComboBox {
            id: languageBox

            objectName: "languageBox"
            Layout.fillWidth: true
            textRole: "name"
            valueRole: "code"
            model: dialog.languages.map(language => ({
                        "code": language.code,
                        "name": language.code === "" ? qsTr("System language") : language.name
                    }))
            onModelChanged: resync.restart()
            onActivated: AppSettings.language = currentValue
        }

        Label {
            text: qsTr("Computer players")
        }
        ComboBox {
            id: levelBox

            objectName: "levelBox"
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "level"
            model: dialog.levels.map(level => ({
                        "text": GameCatalog.levelName(level),
                        "level": level
                    }))
            onModelChanged: resync.restart()
            onActivated: AppSettings.defaultLevel = currentValue
        }

        Label {
            text: qsTr("Computer moves")
        }
        ComboBox {
            id: speedBox

            objectName: "speedBox"
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "speed"
            model: [{
                    "text": qsTr("Slow"),
                    "speed": "slow"
                }, {
                    "text": qsTr("Normal"),
                    "speed": "normal"
                }, {
                    "text": qsTr("Fast"),
                    "speed": "fast"
                }, {
                    "text": qsTr("Instant"),
                    "speed": "instant"
                }]
            onModelChanged: resync.restart()
            onActivated: AppSettings.animationSpeed = currentValue
        }

        Label {
            Layout.columnSpan: 2
            Layout.fillWidth: true
            text: qsTr("The window's size and place are remembered when you quit.")
            font.pixelSize: Theme.fontSmall
            color: Theme.textFaint
            wrapMode: Text.WordWrap
        }
    }
}
