import QtQuick
import QtQuick.Dialogs
import Starboard

// "Open a saved game": a file dialog that remembers its folder. Made on first use (its
// module is not loaded at start-up).
FileDialog {
    id: dialog

    signal chosen(url file)

    title: qsTr("Open a saved game")
    acceptLabel: qsTr("Open")
    fileMode: FileDialog.OpenFile
    nameFilters: [qsTr("Saved games (*.json)"), qsTr("All files (*)")]
    currentFolder: AppSettings.lastFolder
    onAccepted: {
        AppSettings.lastFolder = AppSettings.folderOf(selectedFile);
        dialog.chosen(selectedFile);
    }
}
