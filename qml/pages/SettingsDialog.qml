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

            Layout.fillWidth: true
            textRole: "name"
            valueRole: "code"
            model: dialog.languages.map(language => ({
                        "code": language.code,
                        "name": language.code === "" ? qsTr("System language") : language.name
                    }))
            // count: evaluated again once the model is there.
            currentIndex: count > 0 ? indexOfValue(AppSettings.language) : -1
            onActivated: AppSettings.language = currentValue
        }

        Label {
            text: qsTr("Computer players")
        }
        ComboBox {
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "level"
            model: dialog.levels.map(level => ({
                        "text": GameCatalog.levelName(level),
                        "level": level
                    }))
            currentIndex: count > 0 ? Math.max(0, indexOfValue(AppSettings.defaultLevel)) : -1
            onActivated: AppSettings.defaultLevel = currentValue
        }

        Label {
            text: qsTr("Computer moves")
        }
        ComboBox {
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
            currentIndex: count > 0 ? Math.max(0, indexOfValue(AppSettings.animationSpeed)) : -1
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
