import QtQuick
import QtQuick.Controls
import Qt.labs.platform as Platform
import QtQuick.Layouts
import Starboard

// An optional data file: its name (or what is used without one), "Choose…" and a reset.
RowLayout {
    id: chooser

    property url file
    readonly property bool isDefault: String(file) === ""
    property string defaultText
    property string dialogTitle

    signal chosen(url file)

    spacing: Theme.spacing

    Label {
        Layout.fillWidth: true
        text: chooser.isDefault ? chooser.defaultText : AppSettings.pathFromUrl(chooser.file)
        color: chooser.isDefault ? Theme.textMuted : Theme.text
        elide: Text.ElideMiddle
    }
    ActionButton {
        objectName: "chooseFileButton"
        text: qsTr("Choose…")
        onClicked: {
            fileDialog.folder = AppSettings.lastFolder;
            fileDialog.open();
        }
    }
    ActionButton {
        visible: !chooser.isDefault
        text: qsTr("Default")
        onClicked: chooser.chosen("")
    }

    // The desktop's file dialog, else Qt Widgets' (see GameScreen's save dialog).
    Platform.FileDialog {
        id: fileDialog

        objectName: "chooseFileDialog"
        title: chooser.dialogTitle
        fileMode: Platform.FileDialog.OpenFile
        nameFilters: [qsTr("Data files (*.json)"), qsTr("All files (*)")]
        onAccepted: {
            AppSettings.lastFolder = AppSettings.folderOf(file);
            chooser.chosen(file);
        }
    }
}
