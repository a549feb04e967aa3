pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Starboard

// One square of the Galactic Warfare board: light or dark battlefield, or a square of a home
// planet in its side's colour; the stack on it as a disc in White or Blue with a badge for
// its power-ups; lit when a click on it does something now.
Item {
    id: square

    required property var info // a row of GwController.squares
    property color whiteColor: "#e8ecf4"
    property color blueColor: "#3f8ce8"
    // The stack is not drawn (the board shows it elsewhere for a moment: dice tumbling).
    property bool masked: false

    signal clicked(int index)

    // The keyboard (BoardNavigator.qml): one square is in the Tab chain, the arrows move
    // between squares, Enter or Space click the focused one, Escape drops the selection.
    property BoardNavigator navigator: null
    readonly property bool boardSpot: true
    function activate() {
        square.clicked(square.info.square);
    }
    activeFocusOnTab: square.navigator ? square.navigator.isTabStop(square) : false
    Keys.onPressed: event => {
        if (square.navigator)
            square.navigator.keyPressed(square, event);
    }
    onActiveFocusChanged: {
        if (square.navigator)
            square.navigator.focusChanged(square);
    }
    Accessible.onPressAction: square.activate()

    readonly property string squareKind: info.kind
    readonly property int shipOwner: info.owner
    readonly property string clickAction: info.action
    // A click does something now (lit; the soak test clicks these first).
    readonly property bool actionable: square.clickAction !== ""
    readonly property string sideText: {
        if (square.shipOwner === 0)
            //: Galactic Warfare board: what is on a square, for a screen reader.
            return qsTr("White ship");
        if (square.shipOwner === 1)
            //: Galactic Warfare board: what is on a square, for a screen reader.
            return qsTr("Blue ship");
        //: Galactic Warfare board: a square without a ship, for a screen reader.
        return qsTr("vacant");
    }

    // What a click does now, for a screen reader and the tool tip.
    readonly property string actionText: {
        switch (square.clickAction) {
        case "select":
            //: Galactic Warfare board: what a click on a square does now (a screen reader).
            return qsTr("select this ship");
        case "charge":
            //: Galactic Warfare board: what a click on a square does now (a screen reader).
            return qsTr("charge here");
        case "attack":
            //: Galactic Warfare board: what a click on a square does now (a screen reader).
            return qsTr("attack this ship");
        case "land":
            //: Galactic Warfare board: what a click on a square does now (a screen reader):
            //: a beaten ship retreats to this home square.
            return qsTr("retreat here");
        case "target":
            //: Galactic Warfare board: what a click on a square does now (a screen reader):
            //: the square a card is played on.
            return qsTr("play the card here");
        }
        return "";
    }
    //: Galactic Warfare board: a ship on a square with its power-ups (captured ships under
    //: it), for a screen reader and the tool tip. %1: 'White ship' or 'Blue ship'.
    readonly property string shipText: square.shipOwner >= 0 && square.info.powerUps > 0 ? qsTr("%1, %n power-up(s)", "", square.info.powerUps).arg(square.sideText) : square.sideText
    //: Galactic Warfare board: a square's ship in the battle going on (a screen reader, the tool tip).
    readonly property string contents: square.info.battle === "target" ? square.shipText + ", " + qsTr("under attack")
                                     //: Galactic Warfare board: a square's ship in the battle going on (a screen reader, the tool tip).
                                     : square.info.battle === "from" ? square.shipText + ", " + qsTr("attacking") : square.shipText

    Accessible.role: Accessible.Button
    //: Galactic Warfare board: a square for a screen reader. %1: its name ('c4'), %2: what
    //: is on it, e.g. 'White ship, 2 power-ups' or 'vacant'.
    Accessible.name: qsTr("%1, %2").arg(info.name).arg(square.contents) + (square.actionText !== "" ? ", " + square.actionText : "")

    HoverHandler {
        id: hover
    }
    ToolTip.visible: square.Window.window !== null && hover.hovered && (square.shipOwner >= 0 || square.actionText !== "")
    // Late, so that it does not cover the lit squares below while a player looks for a move
    // (helper 19).
    ToolTip.delay: 900
    ToolTip.text: square.info.name + ": " + square.contents + (square.actionText !== "" ? "\n" + square.actionText : "")
    Component.onDestruction: square.ToolTip.hide()

    KeyboardRing {
        spread: -2
    }

    Rectangle {
        anchors.fill: parent
        color: square.squareKind === "light" ? "#2b3659" : square.squareKind === "dark" ? "#121a2d" : square.info.planetOf === 0 ? Qt.darker(square.whiteColor, 2.4) : Qt.darker(square.blueColor, 1.9)
        border.width: square.info.selected ? 3 : square.clickAction !== "" ? 2 : 1
        border.color: square.info.selected ? Theme.accent : square.clickAction === "attack" ? Theme.danger : square.clickAction !== "" ? Theme.hint : "#0a0e18"
    }

    // A lit destination: a small ring.
    Rectangle {
        visible: square.shipOwner < 0 && (square.clickAction === "charge" || square.clickAction === "land" || square.clickAction === "target")
        anchors.centerIn: parent
        width: parent.width * 0.3
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 2
        border.color: Theme.hint
    }

    // The ship (stack), with its power-ups.
    GwShip {
        visible: square.shipOwner >= 0 && !square.masked
        anchors.centerIn: parent
        width: parent.width * 0.7
        height: width
        cell: square.width
        side: square.shipOwner
        powerUps: square.info.powerUps
        whiteColor: square.whiteColor
        blueColor: square.blueColor
        border.width: square.info.battle !== "" ? 3 : 1.5
        border.color: square.info.battle !== "" ? Theme.danger : "#0a0e18"
    }

    // The declared attack, on the corner of the target square (crossed swords in red).
    Rectangle {
        objectName: "gwAttackMark"
        visible: square.info.battle === "target"
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.margins: 2
        width: Math.max(14, parent.width * 0.34)
        height: width
        radius: width / 2
        color: Theme.danger
        border.width: 1
        border.color: "#0a0e18"

        Text {
            anchors.centerIn: parent
            text: "\u2694"
            color: "white"
            font.pixelSize: parent.height * 0.7
        }
    }

    TapHandler {
        onTapped: square.clicked(square.info.square)
    }
}
