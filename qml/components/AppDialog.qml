import QtQuick
import QtQuick.Controls
import Starboard

// A modal dialog in the app's look: centred, a title in large type, a raised rounded
// surface over a dimmed window, and the app's buttons for the standard ones.
//
// The keyboard (issue 12): Enter or Return does the dialog's default action, Escape closes
// it as Cancel would (the Popup's CloseOnEscape). The default action is its accepting
// standard button (OK, Yes, Save, Open; drawn gold), else its only one (Close); a dialog
// with buttons of its own sets `customDefault` and does it on `defaultRequested`.
Dialog {
    id: dialog

    property bool customDefault: false
    signal defaultRequested

    function pressDefault() {
        if (dialog.customDefault) {
            dialog.defaultRequested();
            return;
        }
        const accepting = Dialog.Ok | Dialog.Yes | Dialog.Save | Dialog.Open | Dialog.Apply;
        if (dialog.standardButtons & accepting)
            dialog.accept();
        else if (dialog.standardButtons !== Dialog.NoButton)
            dialog.reject();
    }

    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: dialog.opened
        onActivated: dialog.pressDefault()
    }

    anchors.centerIn: Overlay.overlay
    width: Math.min(560, (parent ? parent.width : 560) - 2 * Theme.margin)
    modal: true
    padding: Theme.margin
    topPadding: Theme.spacingLarge

    header: Label {
        text: dialog.title
        visible: text !== ""
        leftPadding: Theme.margin
        rightPadding: Theme.margin
        topPadding: Theme.margin
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.text
        elide: Text.ElideRight
    }

    background: Rectangle {
        radius: Theme.radius
        color: Theme.surfaceRaised
        border.color: Theme.borderStrong
        border.width: Theme.borderWidth
    }

    footer: DialogButtonBox {
        visible: count > 0
        padding: Theme.margin
        topPadding: 0
        spacing: Theme.spacing
        alignment: Qt.AlignRight
        background: null
        // The accepting button is the default one: gold. (The roles by number, AcceptRole 0
        // and YesRole 5: qmllint 6.4 does not know DialogButtonBox.AcceptRole.)
        delegate: ActionButton {
            primary: DialogButtonBox.buttonRole === 0 || DialogButtonBox.buttonRole === 5
        }
    }

    Overlay.modal: Rectangle {
        color: Theme.scrim
    }
}
