import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// One ship type in the shop: art, numbers, chits in play and a Buy button.
Rectangle {
    id: card

    required property int index
    required property string ship
    required property string name
    required property int side
    required property int count
    required property int moves // ships of this type in the secret purchase
    required property bool available
    required property int cost
    required property int speed
    required property int attack
    required property int armor
    required property int chits
    required property string special
    required property int typeIndex
    required property GodController controller

    width: 156
    height: 124
    radius: 6
    color: available ? "#1f2842" : "#171d30"
    border.color: hover.hovered && available ? "#f2c14e" : "#2a3350"

    HoverHandler {
        id: hover
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 1

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Image {
                Layout.preferredWidth: 34
                Layout.preferredHeight: 34
                sourceSize.width: 68
                sourceSize.height: 68
                source: card.controller.shipArt(card.ship, card.side)
                opacity: card.available ? 1 : 0.5
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: card.name
                    color: "#e8ecf4"
                    font.bold: true
                    font.pixelSize: 13
                }
                Label {
                    text: qsTr("$%1").arg(card.cost)
                    color: "#f2c14e"
                    font.bold: true
                }
            }
        }
        Label {
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: qsTr("Speed %1 · Att %2 · Arm %3").arg(card.speed).arg(card.attack).arg(card.armor)
            color: "#9aa5c4"
            font.pixelSize: 11
        }
        Label {
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: card.moves > 0 ? qsTr("%1 of %2 in play, %3 ordered").arg(card.count).arg(card.chits).arg(card.moves)
                                 : qsTr("%1 of %2 in play").arg(card.count).arg(card.chits)
            color: "#6f7aa0"
            font.pixelSize: 11
        }
        Button {
            Layout.fillWidth: true
            Layout.preferredHeight: 28
            text: qsTr("Buy")
            enabled: card.available
            onClicked: card.controller.buy(card.typeIndex)
        }
    }

    ToolTip.visible: hover.hovered && special.length > 0
    ToolTip.text: special
    ToolTip.delay: 500
}
