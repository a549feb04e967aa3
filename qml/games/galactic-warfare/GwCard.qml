import QtQuick
import QtQuick.Controls
import Starboard

// A Galactic Warfare card of the viewer's hand, as a line of the player's panel: its name
// (and how many of it the hand holds) and when it may be played; lit when it can be played
// now; its text in the tool tip and for a screen reader. A click (or Enter, Space) plays it,
// or, when it needs squares, aims it; a card that cannot be played now says why (the board's
// toast).
AbstractButton {
    id: card

    required property var info // a row of GwController.hand
    // It can be played now (the soak test clicks these first).
    readonly property bool actionable: card.info.playable

    implicitWidth: 200
    implicitHeight: implicitContentHeight
    focusPolicy: Qt.StrongFocus
    //: Galactic Warfare board: a card of the hand for a screen reader. %1: its name, %2: how
    //: many the hand holds, %3: its text, e.g. 'Reinforcements (2 cards): Roll 1 more die...'
    Accessible.name: info.count > 1 ? qsTr("%1 (%2 cards): %3").arg(info.name).arg(info.count).arg(info.text) : info.name + ": " + info.text
    //: Galactic Warfare board: said of a card of the hand that can be played now.
    Accessible.description: (info.playable ? qsTr("Playable now.") + " " : "") + info.window
    Keys.onReturnPressed: card.clicked()
    Keys.onEnterPressed: card.clicked()

    HoverHandler {
        id: hover
    }
    ToolTip.visible: card.Window.window !== null && hover.hovered
    ToolTip.delay: 400
    ToolTip.text: card.info.text + "\n" + card.info.window
    Component.onDestruction: card.ToolTip.hide()

    background: Rectangle {
        radius: Theme.radiusSmall
        color: card.info.aimed ? Theme.surfaceHover : card.info.playable ? Qt.tint(Theme.surface, "#2a36c6d9") : Theme.surface
        border.width: card.info.playable || card.info.aimed ? 2 : 1
        border.color: card.info.aimed ? Theme.accent : card.info.playable ? Theme.hint : Theme.border

        // The card has the focus, not its background (helper 19 found no ring on Tab).
        KeyboardRing {
            objectName: "gwCardRing"
            spread: 2
            visible: card.activeFocus
        }
    }

    contentItem: Column {
        topPadding: Theme.spacingSmall
        bottomPadding: Theme.spacingSmall
        leftPadding: Theme.spacingSmall
        rightPadding: Theme.spacingSmall
        spacing: 1

        Text {
            width: card.width - 2 * Theme.spacingSmall
            text: card.info.count > 1 ? card.info.name + " \u00d7" + card.info.count : card.info.name
            color: card.info.playable ? Theme.text : Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.bold: true
            elide: Text.ElideRight
        }
        Text {
            width: card.width - 2 * Theme.spacingSmall
            text: card.info.window
            color: card.info.playable ? Theme.hint : Theme.textFaint
            font.pixelSize: 10
            elide: Text.ElideRight
        }
    }
}
