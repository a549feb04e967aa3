pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Starboard

// One space of the Galaxy Fighters board: deep space or a district's atmosphere (tinted in
// its colour), the stack of aliens on it (the top one drawn, its kind's colour and name, an
// arrow for its facing, the stack's height), a ship with its shield, a Drone, a defence
// tile. A click sends the cell to the controller, which asks the engine.
Item {
    id: cell

    required property int cellIndex
    required property int atmosphere
    required property var aliens
    required property int ship
    required property bool shielded
    required property bool activeShip
    required property int drone
    required property int defence
    required property string action
    required property string mark
    required property string reason
    // The cells the hovered command would hit (the board's hoverCells).
    property bool targeted: false
    // The hint ("Suggest a move") points at this space.
    property bool suggested: false
    // False while the board plays out steps: a space's tool tip would tell what was there
    // a moment ago (it stayed open while the aliens moved on).
    property bool tipAllowed: true
    property var districtColors: []
    property var districtNames: []
    // The keyboard (issue 12): the board's navigator; the arrow keys move between spaces,
    // Enter or Space act on the focused one (a click).
    property BoardNavigator navigator: null
    readonly property bool boardSpot: true

    function activate() {
        cell.clicked();
    }
    readonly property bool actionable: cell.action !== ""
    // For the soak test's report of where a click was wanted.
    readonly property string highlight: cell.action

    signal clicked

    readonly property var topAlien: cell.aliens.length > 0 ? cell.aliens[cell.aliens.length - 1] : null

    Accessible.role: Accessible.Button
    Accessible.name: {
        //: Galaxy Fighters board: a space's name for a screen reader. %1: its column, %2: its row,
        //: both numbers from 1.
        const parts = [qsTr("Space %1, %2").arg(cell.cellIndex % 11 + 1).arg(Math.floor(cell.cellIndex / 11) + 1)];
        if (cell.topAlien)
            //: Galaxy Fighters board: a space's name for a screen reader. %1: the top alien's
            //: kind, e.g. 'Bluvol'; %2: the district it flies towards, e.g. 'Rocketown'; %n: the
            //: aliens stacked there.
            parts.push(qsTr("%1 towards %2, stack of %n", "", cell.aliens.length).arg(cell.topAlien.name).arg(cell.districtNames[cell.topAlien.facing] ?? ""));
        if (cell.atmosphere >= 0 && cell.districtNames.length > cell.atmosphere)
            //: Galaxy Fighters board: part of a space's name for a screen reader: the space is in
            //: a district's atmosphere. %1: the district, e.g. 'Rocketown'.
            parts.push(qsTr("atmosphere of %1").arg(cell.districtNames[cell.atmosphere]));
        if (cell.ship >= 0 && cell.shielded)
            //: Galaxy Fighters board: part of a space's name for a screen reader: a district's
            //: fighter ship is there, with its shield. %1: the district, e.g. 'Rocketown'.
            parts.push(qsTr("shielded ship of %1").arg(cell.districtNames[cell.ship] ?? ""));
        else if (cell.ship >= 0)
            //: Galaxy Fighters board: part of a space's name for a screen reader: a district's
            //: fighter ship is there. %1: the district, e.g. 'Rocketown'.
            parts.push(qsTr("ship of %1").arg(cell.districtNames[cell.ship] ?? ""));
        if (cell.drone >= 0)
            //: Galaxy Fighters board: part of a space's name for a screen reader (and its tool
            //: tip): a ship's helper Drone is there. %1: the ship's district, e.g. 'Rocketown'.
            parts.push(qsTr("Drone of %1").arg(cell.districtNames[cell.drone] ?? ""));
        if (cell.defence >= 0)
            //: Galaxy Fighters board: part of a space's name for a screen reader: a defence tile is there.
            parts.push(qsTr("defence tile"));
        if (cell.action !== "")
            parts.push(qsTr("can be clicked"));
        if (cell.suggested)
            //: Galaxy Fighters board: part of a space's name for a screen reader: the hint points here.
            parts.push(qsTr("suggested"));
        return parts.join(", ");
    }

    Rectangle {
        id: face

        anchors.fill: parent
        anchors.margins: 1
        radius: 3
        color: cell.atmosphere >= 0 ? Qt.rgba(cell.districtColors[cell.atmosphere].r, cell.districtColors[cell.atmosphere].g, cell.districtColors[cell.atmosphere].b, 0.22) : "#0a0f1d"
        border.width: cell.targeted ? 3 : cell.actionable ? 2 : 1
        border.color: cell.targeted ? Theme.danger : cell.actionable ? Theme.accent : cell.atmosphere >= 0 ? Qt.rgba(cell.districtColors[cell.atmosphere].r, cell.districtColors[cell.atmosphere].g, cell.districtColors[cell.atmosphere].b, 0.55) : Theme.border

        // What happened here since the player's last decision.
        // (Not over a space a click acts on: its gold frame shows instead; Missile
        // Command's targets, all framed after a spawn, looked unlit. Session 22.)
        Rectangle {
            anchors.fill: parent
            radius: 3
            visible: cell.mark !== "" && !cell.actionable
            color: "transparent"
            border.width: cell.mark === "frenzy" || cell.mark === "invaded" ? 3 : 2
            border.color: cell.mark === "destroyed" || cell.mark === "crashed" || cell.mark === "invaded" ? Theme.danger
                        : cell.mark === "landed" ? Theme.hint
                        : cell.mark === "frenzy" ? Theme.accent : "#8a94ad"
            opacity: 0.8
        }
        Label {
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 2
            visible: cell.mark === "destroyed" || cell.mark === "crashed" || cell.mark === "invaded"
            text: "\u2739" // a burst: something was destroyed here
            color: Theme.danger
            font.pixelSize: Math.max(8, cell.height * 0.22)
        }
        Rectangle {
            anchors.fill: parent
            radius: 3
            visible: cell.actionable && hover.hovered
            color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.25)
        }
    }

    // A defence tile: a shielded square in its owner's colour.
    Rectangle {
        anchors.fill: parent
        anchors.margins: cell.width * 0.12
        visible: cell.defence >= 0
        radius: 2
        color: "transparent"
        border.width: 3
        border.color: cell.defence >= 0 ? cell.districtColors[cell.defence] : "transparent"
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.45
            height: width
            radius: 2
            color: parent.border.color
            opacity: 0.6
        }
    }

    // The Drone: a diamond in its ship's colour, outlined so that it shows on any space (a
    // player did not see the smaller one, session 20).
    // In a box inside the space (a label's line height put the glyph across the space's edge,
    // session 22); in the middle of a space with nothing else.
    Label {
        objectName: "gfDrone"
        readonly property bool alone: cell.ship < 0 && cell.aliens.length === 0
        x: alone ? (parent.width - width) / 2 : 2
        y: alone ? (parent.height - height) / 2 : parent.height - height - 2
        width: Math.round(parent.width * (alone ? 0.6 : 0.42))
        height: width
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        visible: cell.drone >= 0
        text: "\u25C6"
        color: cell.drone >= 0 ? cell.districtColors[cell.drone] : "transparent"
        style: Text.Outline
        styleColor: "#000000"
        font.pixelSize: Math.max(10, height * 0.85)
        lineHeightMode: Text.FixedHeight
        lineHeight: height
    }

    // The ship: an arrowhead in its district's colour pointing into the board, ringed when
    // shielded, gold-edged when it is its turn.
    Item {
        anchors.fill: parent
        visible: cell.ship >= 0
        rotation: [0, 90, 180, 270][Math.max(0, cell.ship)]

        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.86
            height: width
            radius: width / 2
            color: "transparent"
            visible: cell.shielded
            border.width: 3
            border.color: Theme.hint
        }
        Label {
            anchors.centerIn: parent
            text: "\u25B2"
            color: cell.ship >= 0 ? cell.districtColors[cell.ship] : "transparent"
            style: Text.Outline
            styleColor: cell.activeShip ? Theme.accent : "#000000"
            font.pixelSize: cell.height * 0.62
        }
    }

    // The top alien of the stack: a disc in its kind's colour with an arrow for its facing,
    // the stack's height in a corner.
    Rectangle {
        id: alien

        visible: cell.topAlien !== null
        anchors.centerIn: parent
        width: parent.width * 0.7
        height: width
        radius: width / 2
        color: cell.topAlien ? cell.topAlien.color : "transparent"
        border.color: "#10131c"
        border.width: 2

        Label {
            anchors.centerIn: parent
            text: "\u2191"
            rotation: cell.topAlien ? cell.topAlien.angle : 0
            color: "#10131c"
            font.bold: true
            font.pixelSize: alien.height * 0.62
        }
    }
    Rectangle {
        visible: cell.aliens.length > 1
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 1
        width: Math.max(14, stackLabel.implicitWidth + 6)
        height: 14
        radius: 7
        color: "#10131c"
        border.color: Theme.text
        Label {
            id: stackLabel

            anchors.centerIn: parent
            text: cell.aliens.length
            color: Theme.text
            font.pixelSize: 10
            font.bold: true
        }
    }

    // The hovered command's target: a red ring and crosshair over everything.
    Rectangle {
        anchors.fill: parent
        anchors.margins: 1
        visible: cell.targeted
        radius: 3
        color: Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.18)
        border.width: 3
        border.color: Theme.danger
        Label {
            anchors.left: parent.left
            anchors.top: parent.top
            anchors.margins: 2
            text: "\u2295"
            color: Theme.danger
            font.bold: true
            font.pixelSize: Math.max(10, cell.height * 0.3)
        }
    }

    HoverHandler {
        id: hover

        cursorShape: cell.actionable ? Qt.PointingHandCursor : Qt.ArrowCursor
    }
    // The hint: made only while it points here.
    Repeater {
        model: cell.suggested ? 1 : 0

        HintRing {
            anchors.fill: parent
            anchors.margins: -2
            radius: 4
        }
    }

    TapHandler {
        onTapped: cell.clicked()
    }
    // The keyboard: one space of the board is in the Tab chain (the navigator's), the arrow
    // keys move from space to space, Enter or Space click the focused one.
    activeFocusOnTab: cell.navigator ? cell.navigator.isTabStop(cell) : cell.actionable || cell.activeFocus
    Keys.onPressed: event => {
        if (cell.navigator) {
            cell.navigator.keyPressed(cell, event);
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            cell.clicked();
            event.accepted = true;
        }
    }
    onActiveFocusChanged: {
        if (cell.navigator)
            cell.navigator.focusChanged(cell);
    }
    KeyboardRing {
        spread: -2
    }
    Accessible.onPressAction: cell.clicked()

    // A space made again (the cells' model changed) while its tool tip waited out its delay:
    // the shared tool tip would open for a gone item ("QML ToolTip: cannot find any window",
    // the 4-player soak under valgrind). Hiding it stops the delay.
    Component.onDestruction: cell.ToolTip.hide()
    // Never an empty tip box (over the player's own ship one showed, session 22).
    ToolTip.visible: cell.tipAllowed && cell.Window.window !== null && hover.hovered && cell.tipText !== ""
    ToolTip.delay: 500
    ToolTip.text: cell.tipText
    readonly property string tipText: {
        const lines = [];
        if (cell.ship >= 0)
            lines.push(cell.shielded
                       //: Galaxy Fighters board: a space's tool tip over a ship. %1: its district, e.g. 'Rocketown'.
                       ? qsTr("%1's ship, shielded").arg(cell.districtNames[cell.ship] ?? "")
                       //: Galaxy Fighters board: a space's tool tip over a ship. %1: its district, e.g. 'Rocketown'.
                       : qsTr("%1's ship").arg(cell.districtNames[cell.ship] ?? ""));
        if (cell.aliens.length > 1)
            //: Galaxy Fighters board: the first line of a space's tool tip over a stack of
            //: aliens; one line per alien follows, the top one first (the one a shot hits).
            lines.push(qsTr("A stack of %n aliens, top first:", "", cell.aliens.length));
        for (let i = cell.aliens.length - 1; i >= 0; --i)
            //: Galaxy Fighters board: an alien in a space's tool tip, top of the stack first. %1:
            //: its kind, e.g. 'Bluvol'; %2: its speed, a number; %3: the district it faces and
            //: flies towards, e.g. 'Rocketown'.
            lines.push(qsTr("%1: speed %2, towards %3").arg(cell.aliens[i].name).arg(cell.aliens[i].speed).arg(cell.districtNames[cell.aliens[i].facing] ?? ""));
        if (cell.mark === "landed")
            //: Galaxy Fighters board: a space's tool tip: the framed aliens came with the last
            //: spawn card.
            lines.push(qsTr("Framed: landed with the last spawn card."));
        else if (cell.mark === "moved")
            //: Galaxy Fighters board: a space's tool tip: the framed alien moved in the last approach.
            lines.push(qsTr("Framed: moved in the last approach."));
        if (cell.drone >= 0)
            //: Galaxy Fighters board: a space's tool tip over a Drone (the Gladius's helper).
            //: %1: its ship's district, e.g. 'Rocketown'.
            lines.push(qsTr("Drone of %1: an alien that stops here is destroyed.").arg(cell.districtNames[cell.drone] ?? ""));
        if (cell.defence >= 0)
            //: Galaxy Fighters board: a space's tool tip over a defence tile (the Phalanx's).
            //: %1: its ship's district, e.g. 'Rocketown'.
            lines.push(qsTr("Defence tile of %1: an alien that moves here is destroyed; it blocks shots too.").arg(cell.districtNames[cell.defence] ?? ""));
        if (cell.action === "" && cell.reason !== "")
            lines.push(cell.reason);
        return lines.join("\n");
    }
}
