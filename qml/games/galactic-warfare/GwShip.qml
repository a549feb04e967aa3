import QtQuick
import Starboard

// A Galactic Warfare stack as the board draws it: a disc in its side's colour with an inner
// ring and, with power-ups, a badge with their count. Used by the squares and by the
// stand-ins shown while dice tumble (GwBoard's ghosts), so that both look the same.
Rectangle {
    id: ship

    property int side: 0
    property int powerUps: 0
    property color whiteColor: "#e8ecf4"
    property color blueColor: "#3f8ce8"
    // The size of a square, for the badge.
    property real cell: 40

    radius: width / 2
    color: ship.side === 0 ? ship.whiteColor : ship.blueColor
    border.width: 1.5
    border.color: "#0a0e18"
    Accessible.ignored: true

    Rectangle {
        anchors.centerIn: parent
        width: parent.width * 0.45
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 1.5
        border.color: ship.side === 0 ? "#a3aecb" : "#1f4f8f"
    }

    // The power-ups: a badge with their count.
    Rectangle {
        visible: ship.powerUps > 0
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: -2
        width: Math.max(16, ship.cell * 0.3)
        height: width
        radius: width / 2
        color: Theme.accent
        border.width: 1
        border.color: "#0a0e18"

        Text {
            anchors.centerIn: parent
            text: ship.powerUps
            color: Theme.accentInk
            font.pixelSize: parent.height * 0.7
            font.bold: true
        }
    }
}
