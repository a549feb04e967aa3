import QtQuick
import Qt.labs.platform as Platform
import Starboard

// "Save the game": a file dialog that remembers its folder. Made on first use by the game
// screen (its module is not loaded at start-up: about 6 M instructions of the type loader's
// thread while a new game waits). Qt.labs.platform's dialog: the desktop's own where the
// platform has one, else Qt Widgets' QFileDialog (our QApplication). Qt 6.4's QtQuick.Dialogs
// fallback said "Open" on its save button, ignored a typed name until Return and joined a
// typed absolute path to the folder shown (seen under Xvfb).
Platform.FileDialog {
    id: dialog

    signal chosen(url file)

    objectName: "saveGameDialog"
    title: qsTr("Save the game")
    //: The file dialog that saves the game: its button (a verb).
    acceptLabel: qsTr("Save")
    fileMode: Platform.FileDialog.SaveFile
    defaultSuffix: "json"
    nameFilters: [qsTr("Saved games (*.json)")]
    onAccepted: {
        AppSettings.lastFolder = AppSettings.folderOf(file);
        dialog.chosen(file);
    }
}
