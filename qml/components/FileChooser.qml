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
        //: A file chooser (e.g. in the new game dialog): a button that opens the file dialog (a
        //: verb). Short.
        text: qsTr("Choose…")
        onClicked: {
            fileDialog.folder = AppSettings.lastFolder;
            fileDialog.open();
        }
    }
    ActionButton {
        visible: !chooser.isDefault
        //: A file chooser: a button that goes back to the default file (the shipped content; a noun
        //: or adjective). Short.
        text: qsTr("Default")
        onClicked: chooser.chosen("")
    }

    // The desktop's file dialog, else Qt Widgets' (see GameScreen's save dialog).
    Platform.FileDialog {
        id: fileDialog

        objectName: "chooseFileDialog"
        title: chooser.dialogTitle
        fileMode: Platform.FileDialog.OpenFile
        //: A file dialog's file type. Keep the pattern in brackets as it is.
        nameFilters: [qsTr("Data files (*.json)"), /*: A file dialog's file type. Keep the pattern in brackets as it is. */ qsTr("All files (*)")]
        onAccepted: {
            AppSettings.lastFolder = AppSettings.folderOf(file);
            chooser.chosen(file);
        }
    }
}
