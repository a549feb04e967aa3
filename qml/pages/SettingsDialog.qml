pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The preferences (AppSettings): language (at once, no restart), high contrast (at once),
// the interface size (when Starboard starts again: "Restart now"; only the sizes at which
// the window's minimum fits the screen), the level proposed for computer players, and how
// fast computer moves follow each other. For translators: how
// much of the app each language covers, which languages come from their translations
// folder, and that folder (read again each time the dialog opens, so that a catalogue
// dropped there shows without a restart).
AppDialog {
    id: dialog

    width: Math.min(520, (parent ? parent.width : 520) - 2 * Theme.margin)
    //: The Settings dialog: its title (a noun).
    title: qsTr("Settings")
    standardButtons: Dialog.Close

    readonly property var languages: AppSettings.languages
    // The languages whose catalogue is a translator's file.
    readonly property var folderLanguages: languages.filter(language => language.fromFolder)
    readonly property var levels: GameCatalog.computerLevels("galaxy-of-d")
    // The interface sizes at which the main window's minimum size fits this screen.
    readonly property var sizes: {
        const window = grid.Window.window;
        return AppSettings.interfaceSizesFitting(Screen.desktopAvailableWidth, Screen.desktopAvailableHeight,
                                                 window ? window.minimumWidth : 0, window ? window.minimumHeight : 0);
    }
    // The chosen size is not the one in use: it applies at the next start.
    readonly property bool restartNeeded: !AppSettings.interfaceSizeFromEnvironment
                                          && AppSettings.interfaceSize !== AppSettings.interfaceSizeInUse

    // Each box shows the stored value. The boxes' models hold translated texts, so a new
    // language makes them again, and a ComboBox given a new model goes back to its first
    // entry (a binding on currentIndex is not evaluated again, as its inputs did not
    // change): after a model change, and when a setting changes, the boxes pick the
    // stored values again.
    function showStored() {
        languageBox.currentIndex = languageBox.indexOfValue(AppSettings.language);
        levelBox.currentIndex = Math.max(0, levelBox.indexOfValue(AppSettings.defaultLevel));
        speedBox.currentIndex = Math.max(0, speedBox.indexOfValue(AppSettings.animationSpeed));
        sizeBox.currentIndex = Math.max(0, sizeBox.indexOfValue(AppSettings.interfaceSizeFromEnvironment
                                                                ? AppSettings.interfaceSizeInUse : AppSettings.interfaceSize));
    }

    // The chooser's words for a language: its name and how much of the app it translates.
    function languageName(language) {
        if (language.code === "")
            //: The Settings dialog: an entry of the language list: the language of the computer's
            //: system.
            return qsTr("System language");
        if (language.code === "pseudo")
            return qsTr("Pseudo-language (for testing)");
        if (language.completeness < 0)
            return language.name;
        //: A language in the chooser: %1 its name, %2 the share of the app's texts it
        //: translates, in whole percent ("Deutsch (100%)").
        return qsTr("%1 (%2%)").arg(language.name).arg(language.completeness);
    }

    onAboutToShow: {
        AppSettings.rescanLanguages();
        showStored();
    }

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
        function onInterfaceSizeChanged() {
            resync.restart();
        }
    }

    GridLayout {
        id: grid

        anchors.left: parent.left
        anchors.right: parent.right
        columns: 2
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacingLarge

        Label {
            id: languageLabel

            //: The Settings dialog: a heading (a noun).
            text: qsTr("Language")
        }
        ComboBox {
            id: languageBox

            objectName: "languageBox"
            Accessible.name: languageLabel.text
            Layout.fillWidth: true
            textRole: "name"
            valueRole: "code"
            model: dialog.languages.map(language => ({
                        "code": language.code,
                        "name": dialog.languageName(language)
                    }))
            onModelChanged: resync.restart()
            onActivated: AppSettings.language = currentValue
        }

        // For translators: the languages from their folder (the folder is at the end).
        Label {
            objectName: "languagesFromFolder"
            Layout.columnSpan: 2
            Layout.fillWidth: true
            visible: dialog.folderLanguages.length > 0
            //: %1: a language's name, %2: the path of the translator's file it is loaded from.
            text: dialog.folderLanguages.map(language => qsTr("%1: from your translations folder (%2)")
                                             .arg(language.name).arg(language.file)).join("\n")
            textFormat: Text.PlainText
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
        }

        Label {
            id: contrastLabel

            //: Settings: a label before a switch: colours and borders with stronger contrast.
            text: qsTr("High contrast")
        }
        Switch {
            objectName: "highContrastSwitch"
            Accessible.name: contrastLabel.text
            checked: AppSettings.highContrast
            onToggled: AppSettings.highContrast = checked
        }

        Label {
            id: sizeLabel

            //: Settings: a label before a list of sizes in percent (everything larger or smaller).
            text: qsTr("Interface size")
        }
        ComboBox {
            id: sizeBox

            objectName: "interfaceSizeBox"
            Accessible.name: sizeLabel.text
            Layout.fillWidth: true
            // QT_SCALE_FACTOR in the environment wins; the box shows it.
            enabled: !AppSettings.interfaceSizeFromEnvironment
            textRole: "text"
            valueRole: "size"
            model: dialog.sizes.map(size => ({
                        "text": /*: Settings: an interface size in percent: %1: a number, e.g. 150 for '150%'. */ qsTr("%1%").arg(size),
                        "size": size
                    }))
            onModelChanged: resync.restart()
            onActivated: AppSettings.interfaceSize = currentValue
        }
        Label {
            objectName: "interfaceSizeNote"
            Layout.columnSpan: 2
            Layout.fillWidth: true
            visible: text !== ""
            text: AppSettings.interfaceSizeFromEnvironment
                  //: %1: the size in percent that the QT_SCALE_FACTOR environment variable sets.
                  ? qsTr("The interface size is set by QT_SCALE_FACTOR in your environment (%1%).")
                    .arg(AppSettings.interfaceSizeInUse)
                  : dialog.restartNeeded
                    ? qsTr("The new size applies when Starboard restarts. The game in progress is kept: Continue brings it back.")
                    : ""
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        ActionButton {
            objectName: "restartButton"
            changeGuard: 0 // its meaning never changes under the pointer
            Layout.columnSpan: 2
            Layout.alignment: Qt.AlignRight
            visible: dialog.restartNeeded
            //: Settings: a button: start Starboard again now so that the new interface size applies.
            text: qsTr("Restart now")
            onClicked: AppSettings.restart()
        }

        Label {
            id: levelLabel

            //: The Settings dialog: a heading: the settings of the computer players.
            text: qsTr("Computer players")
        }
        ComboBox {
            id: levelBox

            objectName: "levelBox"
            Accessible.name: levelLabel.text
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
            id: speedLabel

            //: The Settings dialog: a heading: how fast the computer players' moves are shown.
            text: qsTr("Computer moves")
        }
        ComboBox {
            id: speedBox

            objectName: "speedBox"
            Accessible.name: speedLabel.text
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "speed"
            model: [{
                    //: The Settings dialog: a speed of the computer players' moves (an adjective).
                    //: Short.
                    "text": qsTr("Slow"),
                    "speed": "slow"
                }, {
                    //: The Settings dialog: a speed of the computer players' moves (an adjective).
                    //: Short.
                    "text": qsTr("Normal"),
                    "speed": "normal"
                }, {
                    //: The Settings dialog: a speed of the computer players' moves (an adjective).
                    //: Short.
                    "text": qsTr("Fast"),
                    "speed": "fast"
                }, {
                    //: The Settings dialog: a speed of the computer players' moves: no waiting (an
                    //: adjective). Short.
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

        // For translators: where to drop a catalogue.
        ColumnLayout {
            Layout.columnSpan: 2
            Layout.fillWidth: true
            spacing: 2

            Label {
                id: folderLabel

                Layout.fillWidth: true
                text: qsTr("Drop a starboard_<code>.qm here to try a translation:")
                textFormat: Text.PlainText
                font.pixelSize: Theme.fontSmall
                color: Theme.textFaint
                wrapMode: Text.WordWrap
            }
            // Selectable, so that the path can be copied.
            TextEdit {
                objectName: "translationsFolder"
                Layout.fillWidth: true
                text: AppSettings.translationsFolder
                readOnly: true
                selectByMouse: true
                selectByKeyboard: true
                activeFocusOnTab: true
                textFormat: TextEdit.PlainText
                wrapMode: TextEdit.WrapAnywhere
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
                selectionColor: Theme.accent
                selectedTextColor: Theme.accentInk
                Accessible.name: folderLabel.text
            }
        }
    }
}
