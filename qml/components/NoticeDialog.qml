import QtQuick
import QtQuick.Controls
import Starboard

// A message with a title and an OK button (errors from loading, saving, starting a game).
AppDialog {
    id: dialog

    property string message

    function show(heading: string, text: string) {
        dialog.title = heading;
        dialog.message = text;
        dialog.open();
    }

    standardButtons: Dialog.Ok

    ScrollView {
        anchors.fill: parent
        implicitHeight: Math.min(messageLabel.implicitHeight, 320)
        contentWidth: availableWidth

        Label {
            id: messageLabel

            width: parent.width
            text: dialog.message
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
    }
}
