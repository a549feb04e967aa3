pragma ComponentBehavior: Bound

import QtQuick
import Starboard

// One square of the Galactic Warfare board: light or dark battlefield, or a square of a home
// planet in its side's colour; the stack on it as a disc in White or Blue with a badge for
// its power-ups; lit when a click on it does something now.
Item {
    id: square

    required property var info // a row of GwController.squares
    property color whiteColor: "#e8ecf4"
    property color blueColor: "#3f8ce8"

    signal clicked(int index)

    readonly property string kind: info.kind
    readonly property int owner: info.owner
    readonly property string clickAction: info.action
    readonly property string sideText: {
        if (owner === 0)
            //: Galactic Warfare board: what is on a square, for a screen reader.
            return qsTr("White ship");
        if (owner === 1)
            //: Galactic Warfare board: what is on a square, for a screen reader.
            return qsTr("Blue ship");
        //: Galactic Warfare board: a square without a ship, for a screen reader.
        return qsTr("vacant");
    }

    Accessible.role: Accessible.Button
    //: Galactic Warfare board: a square for a screen reader. %1: its name ('c4'), %2: what
    //: is on it ('White ship', 'vacant'), %3: its power-ups, e.g. 'c4, White ship, 2 power-ups'.
    Accessible.name: qsTr("%1, %2, %3 power-ups").arg(info.name).arg(sideText).arg(info.powerUps)

    Rectangle {
        anchors.fill: parent
        color: square.kind === "light" ? "#2b3659" : square.kind === "dark" ? "#121a2d" : square.info.planetOf === 0 ? Qt.darker(square.whiteColor, 2.4) : Qt.darker(square.blueColor, 1.9)
        border.width: square.info.selected ? 3 : square.clickAction !== "" ? 2 : 1
        border.color: square.info.selected ? Theme.accent : square.clickAction === "attack" ? Theme.danger : square.clickAction !== "" ? Theme.hint : "#0a0e18"
    }

    // A lit destination: a small ring.
    Rectangle {
        visible: square.owner < 0 && (square.clickAction === "charge" || square.clickAction === "land" || square.clickAction === "target")
        anchors.centerIn: parent
        width: parent.width * 0.3
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 2
        border.color: Theme.hint
    }

    // The ship (stack).
    Rectangle {
        id: disc

        visible: square.owner >= 0
        anchors.centerIn: parent
        width: parent.width * 0.7
        height: width
        radius: width / 2
        color: square.owner === 0 ? square.whiteColor : square.blueColor
        border.width: square.info.battle !== "" ? 3 : 1.5
        border.color: square.info.battle !== "" ? Theme.danger : "#0a0e18"

        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.45
            height: width
            radius: width / 2
            color: "transparent"
            border.width: 1.5
            border.color: square.owner === 0 ? "#a3aecb" : "#1f4f8f"
        }
    }

    // The power-ups: a badge with their count.
    Rectangle {
        visible: square.owner >= 0 && square.info.powerUps > 0
        anchors.right: disc.right
        anchors.bottom: disc.bottom
        anchors.margins: -2
        width: Math.max(16, parent.width * 0.3)
        height: width
        radius: width / 2
        color: Theme.accent
        border.width: 1
        border.color: "#0a0e18"

        Text {
            anchors.centerIn: parent
            text: square.info.powerUps
            color: Theme.accentInk
            font.pixelSize: parent.height * 0.7
            font.bold: true
        }
    }

    TapHandler {
        onTapped: square.clicked(square.info.square)
    }
}
