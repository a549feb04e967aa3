import QtQuick
import QtQuick.Controls
import Starboard

// "Continue" found an autosave the game cannot load (damaged, from a newer version, too
// many mistakes): says why (the first problems; the data layer lists at most 100 per file)
// and offers to discard it, asking first. Nothing is deleted without that second yes.
AppDialog {
    id: dialog

    objectName: "damagedAutosaveDialog"

    property string message

    function show(text: string) {
        dialog.message = text;
        dialog.open();
    }

    //: The home page: the title of the message when the autosaved game cannot be loaded.
    title: qsTr("The autosaved game cannot be continued")
    standardButtons: Dialog.Close | Dialog.Discard
    onDiscarded: {
        dialog.close();
        if (!dialog.confirm)
            dialog.confirm = confirmComponent.createObject(dialog, {
                parent: dialog.parent
            }) as AppDialog;
        dialog.confirm.open();
    }

    ScrollView {
        anchors.fill: parent
        implicitHeight: Math.min(messageLabel.implicitHeight, 320)
        contentWidth: availableWidth

        Label {
            id: messageLabel

            objectName: "damagedAutosaveMessage"
            width: parent.width
            text: dialog.message
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
    }

    // The question before deleting, made when first needed (a child of this dialog).
    property AppDialog confirm: null

    Component {
        id: confirmComponent

        AppDialog {
            id: confirmDialog

            objectName: "discardAutosaveDialog"
            //: The question before deleting the autosaved game that cannot be loaded.
            title: qsTr("Discard the autosaved game?")
            standardButtons: Dialog.Cancel | Dialog.Yes
            onAccepted: AppSettings.removeAutosave()

            Label {
                width: confirmDialog.availableWidth
                //: The question before deleting the autosaved game that cannot be loaded.
                text: qsTr("The autosaved game is deleted for good; Continue goes away until the next game.")
                wrapMode: Text.WordWrap
            }
        }
    }
}
