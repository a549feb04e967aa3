import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// One of your ships in the selected stack; tick it to move it with the others.
Rectangle {
    id: row

    required property int index
    required property string ship
    required property string name
    required property int side
    required property bool cargo
    required property int moves
    required property bool selected
    required property bool available
    required property GodController controller

    Layout.fillWidth: true
    implicitHeight: 40
    radius: 5
    color: selected ? "#274a52" : "#1b2238"
    border.color: selected ? "#3fd0c0" : "#2a3350"

    RowLayout {
        anchors.fill: parent
        anchors.margins: 4
        spacing: 8

        Image {
            Layout.preferredWidth: 30
            Layout.preferredHeight: 30
            sourceSize.width: 60
            sourceSize.height: 60
            source: row.controller.shipArt(row.ship, row.side)
        }
        Label {
            Layout.fillWidth: true
            text: row.cargo ? qsTr("%1 (cargo)").arg(row.name) : row.name
            color: "#e8ecf4"
            elide: Text.ElideRight
        }
        Label {
            text: qsTr("%n move(s) left", "", row.moves)
            color: row.moves > 0 ? "#3fd0c0" : "#6f7aa0"
            font.pixelSize: 12
        }
    }

    TapHandler {
        onTapped: row.controller.toggleStackRow(row.index)
    }
}
