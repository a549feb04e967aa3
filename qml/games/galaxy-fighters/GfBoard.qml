pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galaxy Fighters board: where the game stands, and the cross-shaped board (deep space,
// the four districts' atmospheres in their colours, each district's name, ship and invader
// spaces in the corner beside it). The cockpit choices, the dice and the commands of the turn
// are in the deciding player's panel of the game screen (GfPlayerPanel). Rocketown stays at the bottom: the team shares one board, and a board
// that turned with every ship would move every alien between two looks. Every rule is the
// engine's: this view shows GfController's model and sends clicks to it.
Item {
    id: root

    required property GameSession session

    // The contract with the game screen.
    readonly property var phaseNames: controller.phaseNames
    readonly property int phaseIndex: controller.phaseIndex
    readonly property string prompt: controller.prompt
    // While the steps play, the seat whose turn they show (the game screen's "to play" line
    // and badge follow the board, not the engine's next turn); null: the session's.
    readonly property var shownSeat: controller.animating && !controller.gameOver ? controller.actingSeat : null
    readonly property string summary: controller.summary
    readonly property string headline: controller.resultTitle
    // The team lost (the game-over summary shows it in red).
    readonly property bool teamLost: controller.gameOver && !controller.won
    // The game screen's banners (a computer thinking, a hint) go below the figures line, not
    // over it.
    readonly property real bannerTop: boardColumn.y + figuresStrip.y + figuresStrip.height
    property Component rulesPage: Component {
        GfRules {}
    }

    implicitWidth: 960
    implicitHeight: 640

    // Each seat's panel gets the controller (panelProperties) and holds that player's ships
    // and, while the player decides, the cockpit (GfPlayerPanel, GfCockpit).
    readonly property var panelProperties: ({
            "controller": controller,
            "keeper": cockpitFocus
        })
    property Component playerPanel: Component {
        GfPlayerPanel {}
    }
    // The cells the hovered command would hit (set by the cockpit's buttons).
    readonly property var hoverCells: controller.hoverCells
    readonly property var districtColors: {
        const colors = [];
        for (let d = 0; d < controller.districts.length; ++d)
            colors.push(Qt.color(controller.districts[d].color));
        return colors.length === 4 ? colors : ["#3f8ce8", "#3bb273", "#e8c53a", "#e04a3f"];
    }
    readonly property var districtNames: {
        const names = [];
        for (let d = 0; d < controller.districts.length; ++d)
            names.push(controller.districts[d].name);
        return names;
    }
    // The moment of the animation on the board ({} when it shows the engine's state).
    readonly property var step: controller.animationStep
    // Each step's sentence to a screen reader (the caption above the board is not spoken by
    // itself: Orca ignores name changes). {} (no sentence) once the steps end.
    onStepChanged: stepAnnouncer.announce(root.step.spoken ?? "")
    readonly property bool animating: controller.animating
    // For tests: the board's controller.
    readonly property GfController gameController: controller
    // A refusal of the last turn is stale once the game has ended.
    readonly property bool over: controller.gameOver
    onOverChanged: {
        if (root.over)
            toast.hide();
    }

    // Ends the animation (the game screen's skip: a key or a click while the game moves by
    // itself reaches the session, whose animationSkipped ends it too).
    function skipAnimation() {
        controller.skipAnimation();
    }

    GfController {
        id: controller

        session: root.session
        onMessageChanged: {
            if (controller.message.length > 0)
                toast.show(controller.message);
        }
    }

    // The keyboard stays in the cockpit (in the deciding player's panel) after a choice, a
    // command or End turn, and comes back to it when this player decides again.
    GfFocusKeeper {
        id: cockpitFocus

        controller: controller
        park: board
        spaces: board
    }

    Announcer {
        id: stepAnnouncer

        objectName: "gfStepAnnouncer"
    }

    ColumnLayout {
        id: boardColumn

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingSmall

        // Where the game stands, or, while the game moves by itself, what happens (the
        // animation's step; the same height: the board does not jump).
        Item {
            id: figuresStrip

            Layout.fillWidth: true
            // Two lines, whatever is shown (a step's caption may take both).
            Layout.preferredHeight: Math.ceil(figuresMetrics.height * 2 + 2)
            visible: !controller.gameOver || root.animating

            FontMetrics {
                id: figuresMetrics

                font.pixelSize: Theme.fontSmall
                font.bold: true
            }

            Label {
                id: figures

                objectName: "gfFigures"
                anchors.fill: parent
                visible: !root.animating
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
                //: Galaxy Fighters board: the figures of the game. %1: the round (each ship has
                //: one turn a round), from 1; %2: the difficulty's name; %3: spawn cards left; %4:
                //: backup ships left; %5: districts invaded; %6: districts that lose.
                text: qsTr("Round %1 · %2 · spawn cards left: %3 · shipyard: %4 · invaded: %5 of %6").arg(controller.round).arg(controller.difficulty).arg(controller.spawnLeft).arg(controller.shipyardLeft).arg(controller.invadedCount).arg(controller.districtsToLose)
            }
            Label {
                id: stepCaption

                objectName: "gfStepCaption"
                anchors.fill: parent
                visible: root.animating
                horizontalAlignment: Text.AlignHCenter
                color: Theme.accent
                font.pixelSize: Theme.fontSmall
                font.bold: true
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.WordWrap
                elide: Text.ElideRight
                maximumLineCount: 2
                //: Galaxy Fighters board: while the aliens land, move, crash or invade step by
                //: step. %1: what happens now, e.g. 'A Bluvol flies towards Rocketown.'
                text: qsTr("%1 (click or press a key to skip)").arg(root.step.caption ?? "")
                Accessible.role: Accessible.StaticText
                Accessible.name: root.step.caption ?? ""
            }
        }
        Label {
            objectName: "gfResult"
            Layout.fillWidth: true
            visible: controller.gameOver && !root.animating
            horizontalAlignment: Text.AlignHCenter
            text: controller.resultTitle + "\n" + controller.resultText
            color: controller.won ? Theme.accent : Theme.danger
            font.bold: true
            wrapMode: Text.WordWrap
        }

        // The board: 11 x 11 squares, the corners holding the districts' panels.
        Item {
            id: boardArea

            Layout.fillWidth: true
            Layout.fillHeight: true

            Item {
                id: board

                objectName: "gfBoard"
                // Where the keyboard waits while the board plays out steps or another player
                // decides: named, so that a screen reader says where it is (a filler, Client: Orca
                // says "Board." where a Pane made it read every label on the board).
                //: Galaxy Fighters: the accessible name of the board (a screen reader says it
                //: when the keyboard waits there).
                Accessible.name: qsTr("Board")
                Accessible.description: controller.prompt
                Accessible.role: Accessible.Client
                // Room above the board for the game screen's banners (a computer thinking, a
                // hint: a pill of some 30 pixels at bannerTop): the thinking pill covered
                // Novaport's far row (session 21). The board is centred below it.
                readonly property real bannerRoom: Theme.spacing + 32 - boardColumn.spacing
                readonly property real cellSize: Math.floor(Math.min(boardArea.width, boardArea.height - bannerRoom) / 11)
                width: cellSize * 11
                height: cellSize * 11
                anchors.horizontalCenter: parent.horizontalCenter
                y: bannerRoom + Math.floor((boardArea.height - bannerRoom - height) / 2)

                // Deep space behind the cells.
                Rectangle {
                    x: board.cellSize * 3 - 4
                    y: board.cellSize * 3 - 4
                    width: board.cellSize * 5 + 8
                    height: width
                    radius: 6
                    color: "#060914"
                    border.color: Theme.borderStrong
                }

                // The arrow keys between the spaces (the cells are the board's children).
                BoardNavigator {
                    id: boardNavigator

                    container: board
                    onCancelled: {
                        if (controller.animating)
                            controller.skipAnimation();
                        else if (controller.aim !== "")
                            controller.cancelAim();
                        else
                            cockpitFocus.leaveBoard(); // after M: back to the cockpit
                    }
                }
                // Each turn the keyboard enters the board on the ship whose turn it is, not
                // where the last player left it (a player needed 8 to 11 arrow presses to
                // reach his own ship): the Tab stop moves to the ship, and a keyboard left on
                // the board goes to the ship once the player is to decide.
                readonly property string turnKey: controller.district + "/" + controller.spawnLeft + "/" + controller.myDecision + "/" + controller.animating
                onTurnKeyChanged: shipStop.restart()
                Timer {
                    id: shipStop

                    interval: 0
                    onTriggered: {
                        const onBoard = boardNavigator.current !== null && boardNavigator.current.activeFocus;
                        if (onBoard && (!controller.myDecision || controller.animating))
                            return; // moved once the player is to decide
                        const spots = boardNavigator.spots();
                        for (let i = 0; i < spots.length; ++i) {
                            if (spots[i].activeShip === true) {
                                // Focused first: the space that has the focus must not stop
                                // being a Tab stop (focusChanged makes the ship the stop).
                                if (onBoard)
                                    spots[i].forceActiveFocus(Qt.TabFocusReason);
                                else
                                    boardNavigator.current = spots[i];
                                return;
                            }
                        }
                    }
                }

                Repeater {
                    model: controller.cells

                    GfCell {
                        required property int cell
                        required property int col
                        required property int row

                        objectName: "gfCell" + cell
                        cellIndex: cell
                        x: col * board.cellSize
                        y: row * board.cellSize
                        width: board.cellSize
                        height: board.cellSize
                        districtColors: root.districtColors
                        districtNames: root.districtNames
                        navigator: boardNavigator
                        targeted: !root.animating && root.hoverCells.indexOf(cell) >= 0
                        suggested: !root.animating && controller.hintCell === cell
                        tipAllowed: !root.animating
                        onClicked: controller.clickCell(cell)
                    }
                }

                // The animation's step: where an alien flew from (a trail from the space it
                // left to where it went).
                Item {
                    id: trail

                    readonly property bool shown: root.animating && (root.step.from ?? -1) >= 0 && (root.step.to ?? -1) >= 0 && root.step.from !== root.step.to
                    readonly property real x1: ((root.step.from ?? 0) % 11 + 0.5) * board.cellSize
                    readonly property real y1: (Math.floor((root.step.from ?? 0) / 11) + 0.5) * board.cellSize
                    readonly property real x2: ((root.step.to ?? 0) % 11 + 0.5) * board.cellSize
                    readonly property real y2: (Math.floor((root.step.to ?? 0) / 11) + 0.5) * board.cellSize

                    anchors.fill: parent
                    visible: trail.shown

                    Rectangle {
                        x: trail.x1
                        y: trail.y1 - height / 2
                        width: Math.hypot(trail.x2 - trail.x1, trail.y2 - trail.y1)
                        height: Math.max(3, board.cellSize * 0.08)
                        radius: height / 2
                        transformOrigin: Item.Left
                        rotation: Math.atan2(trail.y2 - trail.y1, trail.x2 - trail.x1) * 180 / Math.PI
                        color: root.step.kind === "move" ? Theme.hint : Theme.danger
                        opacity: 0.75
                    }
                    Rectangle {
                        x: trail.x1 - width / 2
                        y: trail.y1 - height / 2
                        width: board.cellSize * 0.3
                        height: width
                        radius: width / 2
                        color: "transparent"
                        border.width: 2
                        border.color: root.step.kind === "move" ? Theme.hint : Theme.danger
                    }
                }

                // The spawn card before its aliens land: its 5 x 5 pattern over deep space,
                // turned as the district that reads it sees it, that district's edge marked.
                Rectangle {
                    id: spawnCard

                    objectName: "gfSpawnCard"
                    readonly property int reader: root.step.reader ?? 0
                    readonly property color readerColor: root.districtColors[Math.max(0, spawnCard.reader)]

                    visible: root.animating && root.step.kind === "spawn"
                    x: board.cellSize * 3 - 2
                    y: board.cellSize * 3 - 2
                    width: board.cellSize * 5 + 4
                    height: width
                    radius: 6
                    color: Qt.rgba(0.06, 0.08, 0.14, 0.88)
                    border.width: 3
                    border.color: Theme.accent

                    // The reader's edge of the card.
                    Rectangle {
                        readonly property bool across: spawnCard.reader === 0 || spawnCard.reader === 2

                        width: across ? parent.width - 12 : 6
                        height: across ? 6 : parent.height - 12
                        radius: 3
                        color: spawnCard.readerColor
                        x: spawnCard.reader === 1 ? 3 : spawnCard.reader === 3 ? parent.width - 9 : 6
                        y: spawnCard.reader === 0 ? parent.height - 9 : spawnCard.reader === 2 ? 3 : 6
                    }

                    Repeater {
                        model: spawnCard.visible ? root.step.card : []

                        Rectangle {
                            id: cardAlien

                            required property var modelData
                            required property int index
                            // Aliens on the same space of the card: side by side, a little.
                            readonly property int sameBefore: {
                                let n = 0;
                                for (let i = 0; i < cardAlien.index; ++i)
                                    if (root.step.card[i].cell === cardAlien.modelData.cell)
                                        ++n;
                                return n;
                            }

                            x: (cardAlien.modelData.cell % 11 - 3 + 0.15) * board.cellSize + 2 + cardAlien.sameBefore * board.cellSize * 0.18
                            y: (Math.floor(cardAlien.modelData.cell / 11) - 3 + 0.15) * board.cellSize + 2 - cardAlien.sameBefore * board.cellSize * 0.18
                            width: board.cellSize * 0.7
                            height: width
                            radius: width / 2
                            color: cardAlien.modelData.color
                            border.color: "#10131c"
                            border.width: 2

                            Label {
                                anchors.centerIn: parent
                                text: "\u2191"
                                rotation: cardAlien.modelData.angle
                                color: "#10131c"
                                font.bold: true
                                font.pixelSize: cardAlien.height * 0.62
                            }
                        }
                    }
                }

                // While the animation plays, a click on the board only ends it.
                MouseArea {
                    objectName: "gfSkipArea"
                    anchors.fill: parent
                    enabled: root.animating
                    acceptedButtons: Qt.AllButtons
                    onPressed: controller.skipAnimation()
                }

                // Each district's panel in the corner beside its atmosphere (clockwise from
                // Rocketown's, bottom left).
                Repeater {
                    model: controller.districts

                    Rectangle {
                        id: panel

                        required property var modelData
                        readonly property var spot: [[0, 8], [0, 0], [8, 0], [8, 8]][panel.modelData.district]

                        objectName: "gfDistrict" + panel.modelData.district
                        x: panel.spot[0] * board.cellSize + 4
                        y: panel.spot[1] * board.cellSize + 4
                        width: board.cellSize * 3 - 8
                        height: board.cellSize * 3 - 8
                        radius: Theme.radius
                        // The district whose turn it is (or whose ship is fitted out): lit in
                        // its own colour, not the gold of the highlights (which looked like
                        // Novaport's yellow).
                        color: panel.modelData.active ? Qt.tint(Theme.surface, "#38" + panel.modelData.color.substring(1)) : Theme.surface
                        border.color: panel.modelData.color
                        border.width: panel.modelData.active ? 4 : 1
                        clip: true

                        Column {
                            anchors.fill: parent
                            anchors.margins: 6
                            spacing: 2

                            Label {
                                width: parent.width
                                text: panel.modelData.name
                                color: panel.modelData.color
                                font.bold: true
                                font.pixelSize: Theme.fontBody
                                elide: Text.ElideRight
                            }
                            Label {
                                color: Theme.text
                                width: parent.width
                                text: panel.modelData.ship !== "" ? panel.modelData.ship : qsTr("No ship yet")
                                font.pixelSize: Theme.fontSmall
                                elide: Text.ElideRight
                            }
                            // The ship's weapon, engine and bonus tile (up to two lines).
                            Label {
                                objectName: "gfEquipment" + panel.modelData.district
                                width: parent.width
                                visible: text !== ""
                                text: [panel.modelData.weapon, panel.modelData.engine, panel.modelData.tile].filter(t => t !== "").join(" \u00b7 ")
                                color: Theme.textMuted
                                font.pixelSize: 10
                                wrapMode: Text.WordWrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                            }
                            // A ship with defence tiles (the Phalanx): how many it can still place.
                            Label {
                                objectName: "gfTilesLeft" + panel.modelData.district
                                width: parent.width
                                visible: panel.modelData.tiles > 0
                                //: Galaxy Fighters board: a district's panel: the defence tiles its ship has not
                                //: placed yet. %1: left; %2: the ship card's tiles.
                                text: qsTr("Defence tiles: %1/%2").arg(panel.modelData.tilesLeft).arg(panel.modelData.tiles)
                                color: Theme.textMuted
                                font.pixelSize: 10
                                elide: Text.ElideRight
                            }
                            Label {
                                width: parent.width
                                //: Galaxy Fighters board: who flies a district's ship. %1: a player's name.
                                text: qsTr("Pilot: %1").arg(panel.modelData.pilot)
                                color: Theme.textMuted
                                font.pixelSize: 10
                                elide: Text.ElideRight
                            }
                            Label {
                                width: parent.width
                                //: Galaxy Fighters board: a district's panel once its invader spaces are full (the district is lost).
                                text: panel.modelData.invaded ? qsTr("Invaded!")
                                                              //: Galaxy Fighters board: a district's invader spaces. %1: filled; %2: all.
                                                              : qsTr("Invaders %1/%2").arg(panel.modelData.invaders).arg(panel.modelData.spaces)
                                color: panel.modelData.invaded ? Theme.danger : Theme.text
                                font.bold: panel.modelData.invaded
                                font.pixelSize: Theme.fontSmall
                            }
                            // The invader spaces: filled ones in red.
                            Flow {
                                width: parent.width
                                spacing: 2

                                Repeater {
                                    model: panel.modelData.spaces

                                    Rectangle {
                                        required property int index

                                        width: 9
                                        height: 9
                                        radius: 2
                                        color: index < panel.modelData.invaders ? Theme.danger : "transparent"
                                        border.color: panel.modelData.color
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        // What the frames left on the board after the steps mean (a helper asked, session 21;
        // the spaces' tool tips say it too).
        Row {
            objectName: "gfFrameLegend"
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            spacing: Theme.spacingLarge

            Repeater {
                model: [
                    //: Galaxy Fighters board: the legend under the board: what a cyan frame on a space means.
                    { "color": Theme.hint, "text": qsTr("Landed with the last spawn card") },
                    //: Galaxy Fighters board: the legend under the board: what a grey frame on a space means.
                    { "color": "#8a94ad", "text": qsTr("Moved in the last approach") }
                ]

                Row {
                    id: legendEntry

                    required property var modelData

                    spacing: Theme.spacingSmall

                    // A small space of the board with the frame (an empty box looked like a
                    // check box, session 22).
                    Rectangle {
                        anchors.verticalCenter: parent.verticalCenter
                        width: 18
                        height: 14
                        radius: 3
                        color: "#0a0f1d"
                        border.width: 2
                        border.color: legendEntry.modelData.color
                        Accessible.ignored: true

                        Rectangle {
                            anchors.centerIn: parent
                            width: 6
                            height: 6
                            radius: 3
                            color: "#f2d03b" // an alien's dot
                        }
                    }
                    Label {
                        text: legendEntry.modelData.text
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
    }

    // A key ends the animation (Space, Enter and Escape wherever the focus is, as the game
    // screen's skip of a computer turn).
    Shortcut {
        sequences: ["Space", "Return", "Enter", "Escape"]
        enabled: root.animating && root.visible
        onActivated: controller.skipAnimation()
    }

    Rectangle {
        id: toast

        objectName: "toast"

        function show(text: string) {
            toastLabel.text = text;
            toast.opacity = 1;
            toastTimer.restart();
        }
        function hide() {
            toastTimer.stop();
            toast.opacity = 0;
        }

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingLarge
        width: Math.min(parent.width - 40, toastLabel.implicitWidth + 32)
        height: toastLabel.implicitHeight + 16
        radius: 6
        color: Qt.rgba(Theme.surfaceRaised.r, Theme.surfaceRaised.g, Theme.surfaceRaised.b, 0.93)
        border.color: Theme.accent
        opacity: 0
        visible: opacity > 0

        Behavior on opacity {
            NumberAnimation {
                duration: 200
            }
        }
        Label {
            id: toastLabel

            anchors.centerIn: parent
            width: Math.min(implicitWidth, toast.parent.width - 72)
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontBody
        }
        Timer {
            id: toastTimer

            interval: 2500
            onTriggered: toast.opacity = 0
        }
    }
}
