import QtQuick
import QtQuick.Controls
import Starboard

// A Galactic Warfare card of the viewer's hand: its name, when it may be played and its text;
// lit when it can be played now.
AbstractButton {
    id: card

    required property var info // a row of GwController.hand

    implicitWidth: 150
    implicitHeight: 120
    enabled: true
    //: Galactic Warfare board: a card of the hand for a screen reader. %1: its name, %2: how
    //: many the hand holds, %3: its text, e.g. 'Reinforcements (2 cards): Roll 1 more die...'
    Accessible.name: info.count > 1 ? qsTr("%1 (%2 cards): %3").arg(info.name).arg(info.count).arg(info.text) : info.name + ": " + info.text

    background: Rectangle {
        radius: Theme.radiusSmall
        color: card.info.aimed ? Theme.surfaceHover : Theme.surfaceRaised
        border.width: card.info.playable ? 2 : 1
        border.color: card.info.aimed ? Theme.accent : card.info.playable ? Theme.hint : Theme.border
        opacity: card.info.playable ? 1 : 0.7
    }

    contentItem: Column {
        spacing: 2
        padding: Theme.spacingSmall

        Text {
            width: card.width - 2 * Theme.spacingSmall
            text: card.info.count > 1 ? card.info.name + " \u00d7" + card.info.count : card.info.name
            color: card.info.playable ? Theme.text : Theme.textMuted
            font.pixelSize: Theme.fontBody
            font.bold: true
            wrapMode: Text.Wrap
        }
        Text {
            width: card.width - 2 * Theme.spacingSmall
            text: card.info.window
            color: Theme.textFaint
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
        Text {
            width: card.width - 2 * Theme.spacingSmall
            text: card.info.text
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
            maximumLineCount: 4
            elide: Text.ElideRight
        }
    }
}
