import QtQuick
import QtQuick.Controls
import Starboard

// A modal dialog in the app's look: centred, a title in large type, a raised rounded
// surface over a dimmed window, and the app's buttons for the standard ones.
Dialog {
    id: dialog

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
    }

    footer: DialogButtonBox {
        visible: count > 0
        padding: Theme.margin
        topPadding: 0
        spacing: Theme.spacing
        alignment: Qt.AlignRight
        background: null
        delegate: ActionButton {}
    }

    Overlay.modal: Rectangle {
        color: Theme.scrim
    }
}
