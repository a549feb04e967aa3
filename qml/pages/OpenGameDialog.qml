import QtQuick
import Qt.labs.platform as Platform
import Starboard

// "Open a saved game": a file dialog that remembers its folder. Made on first use (its
// module is not loaded at start-up). Qt.labs.platform's dialog: the desktop's own where the
// platform has one, else Qt Widgets' QFileDialog (see GameScreen's save dialog).
Platform.FileDialog {
    id: dialog

    signal chosen(url file)

    title: qsTr("Open a saved game")
    //: The file dialog that opens a saved game: its button (a verb).
    acceptLabel: qsTr("Open")
    fileMode: Platform.FileDialog.OpenFile
    //: A file dialog's file type. Keep the pattern in brackets as it is.
    nameFilters: [qsTr("Saved games (*.json)"), /*: A file dialog's file type. Keep the pattern in brackets as it is. */ qsTr("All files (*)")]
    folder: AppSettings.lastFolder
    onAccepted: {
        AppSettings.lastFolder = AppSettings.folderOf(file);
        dialog.chosen(file);
    }
}
