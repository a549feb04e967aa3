import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// One ship type in the shop: art, numbers, chits in play and a Buy button.
Rectangle {
    id: row

    required property int index
    required property string ship
    required property string name
    required property int side
    required property int count
    required property int moves
    required property bool available
    required property int cost
    required property int speed
    required property int attack
    required property int armor
    required property int chits
    required property string special
    required property int typeIndex
    required property GodController controller

    Layout.fillWidth: true
    implicitHeight: layout.implicitHeight + 10
    radius: 5
    color: available ? "#1f2842" : "#171d30"
    border.color: "#2a3350"

    RowLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: 5
        spacing: 8

        Image {
            Layout.preferredWidth: 36
            Layout.preferredHeight: 36
            sourceSize.width: 72
            sourceSize.height: 72
            source: row.controller.shipArt(row.ship, row.side)
            opacity: row.available ? 1 : 0.5
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0
            Label {
                text: row.name + (row.moves > 0 ? "  ×" + row.moves : "")
                color: "#e8ecf4"
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("$%1 · speed %2 · attack %3 · armor %4").arg(row.cost).arg(row.speed)
                      .arg(row.attack).arg(row.armor)
                color: "#9aa5c4"
                font.pixelSize: 12
                elide: Text.ElideRight
            }
            Label {
                text: qsTr("%1 of %2 in play").arg(row.count + row.moves).arg(row.chits)
                color: "#6f7aa0"
                font.pixelSize: 11
            }
        }
        Button {
            text: qsTr("Buy")
            enabled: row.available
            onClicked: row.controller.buy(row.typeIndex)
            ToolTip.visible: hovered && row.special.length > 0
            ToolTip.text: row.special
        }
    }
}
