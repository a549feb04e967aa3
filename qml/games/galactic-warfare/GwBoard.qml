pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galactic Warfare board (issue 15): the figures (turn, deck,
// the first roll or the last battle), the 8 x 10 grid with the two home planets at the ends
// in the sides' colours (the viewer's planet at the bottom), the ships as discs with their
// power-ups, the lit moves of the selected ship, and the battle going on. The hand and the
// decision's buttons are in the viewer's side panel (GwPlayerPanel). Every rule is the
// engine's: this view shows GwController's lists and sends clicks to it.
Item {
    id: root

    required property GameSession session

    // The contract with the game screen.
    readonly property var phaseNames: controller.phaseNames
    readonly property int phaseIndex: controller.phaseIndex
    readonly property string prompt: controller.prompt
    // While dice tumble, the game screen holds the pass screen and the summary back.
    readonly property bool animating: controller.rolling
    readonly property string summary: ""
    readonly property string headline: controller.resultText
    property Component rulesPage: Component {
        GwRules {
            deck: controller.deck
            setup: controller.setup
        }
    }
    // For tests: the board's controller.
    readonly property GwController gameController: controller

    implicitWidth: 1000
    implicitHeight: 700

    readonly property color whiteColor: "#e8ecf4"
    readonly property color blueColor: "#3f8ce8"
    // Blue's player sees its own planet at the bottom.
    readonly property bool flipped: controller.viewSeat === 1
    // The controller's maps and lists as plain values.
    readonly property var battle: controller.battle
    readonly property var lastBattle: controller.lastBattle
    readonly property var startRoll: controller.startRoll
    // The squares whose stacks are hidden while dice tumble (ghosts stand in for them).
    property var maskedSquares: []

    GwController {
        id: controller

        session: root.session
        onMessageChanged: {
            if (controller.message.length > 0)
                toast.show(controller.message);
        }
    }

    // Each seat's panel gets the controller and shows the side's figures and, for the viewer,
    // the hand and the decision's buttons (GwPlayerPanel).
    readonly property var panelProperties: ({
            "controller": controller
        })
    property Component playerPanel: Component {
        GwPlayerPanel {}
    }
    // The game screen's banners (a computer thinking, a hint) go below the figures line.
    readonly property real bannerTop: boardColumn.y + figuresStrip.y + figuresStrip.height

    ColumnLayout {
        id: boardColumn

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingSmall

        // Where the game stands: the turn and the deck (the dice are in the strip below the
        // board).
        Label {
            id: figuresStrip

            objectName: "gwFigures"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            //: Galactic Warfare board: the figures of the game. %1: the turn's number; %2:
            //: cards left in the deck.
            text: qsTr("Turn %1 · cards in the deck: %2").arg(Math.max(1, controller.turn)).arg(controller.deckLeft)
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.bold: true
            elide: Text.ElideRight
        }

        Label {
            objectName: "gwResult"
            Layout.fillWidth: true
            visible: controller.gameOver
            horizontalAlignment: Text.AlignHCenter
            text: controller.resultText
            color: Theme.accent
            font.bold: true
            wrapMode: Text.WordWrap
        }

        // The board, as large as the space allows (room above it for the banners).
        Item {
            id: boardArea

            Layout.fillWidth: true
            Layout.fillHeight: true

            readonly property real bannerRoom: Theme.spacing + 32 - boardColumn.spacing
            // The squares' names along the left and bottom edges (a1 .. h10, as the log names
            // them; helper 16 found no labels).
            readonly property real labelRoom: 16
            readonly property real cell: Math.max(8, Math.floor(Math.min((width - labelRoom) / controller.columns, (height - bannerRoom - labelRoom) / controller.rows)))

            Repeater {
                model: controller.columns

                Text {
                    required property int index
                    x: grid.x + (root.flipped ? controller.columns - 1 - index : index) * boardArea.cell
                    y: grid.y + grid.height + 1
                    width: boardArea.cell
                    horizontalAlignment: Text.AlignHCenter
                    text: String.fromCharCode(97 + index)
                    color: Theme.textFaint
                    font.pixelSize: 11
                    Accessible.ignored: true
                }
            }
            Repeater {
                model: controller.rows

                Text {
                    required property int index
                    x: grid.x - width - 3
                    y: grid.y + (root.flipped ? index : controller.rows - 1 - index) * boardArea.cell
                    height: boardArea.cell
                    verticalAlignment: Text.AlignVCenter
                    text: index + 1
                    color: Theme.textFaint
                    font.pixelSize: 11
                    Accessible.ignored: true
                }
            }

            Item {
                id: grid

                objectName: "gwBoard"
                x: Math.floor((boardArea.width - width + boardArea.labelRoom) / 2)
                y: boardArea.bannerRoom + Math.floor((boardArea.height - boardArea.bannerRoom - boardArea.labelRoom - height) / 2)
                width: boardArea.cell * controller.columns
                height: boardArea.cell * controller.rows

                // The arrow keys between the squares (the squares are the grid's children).
                BoardNavigator {
                    id: squareNavigator

                    container: grid
                    onCancelled: controller.cancel()
                }

                Repeater {
                    model: controller.squareModel

                    delegate: GwSquare {
                        required property int square
                        required property int row
                        required property int col
                        required property string name
                        required property string kind
                        required property int planetOf
                        required property int owner
                        required property int powerUps
                        required property bool selected
                        required property string action
                        required property string battle

                        objectName: "gwSquare" + square
                        info: ({
                                "square": square,
                                "row": row,
                                "col": col,
                                "name": name,
                                "kind": kind,
                                "planetOf": planetOf,
                                "owner": owner,
                                "powerUps": powerUps,
                                "selected": selected,
                                "action": action,
                                "battle": battle
                            })
                        masked: root.maskedSquares.indexOf(square) >= 0
                        navigator: squareNavigator
                        whiteColor: root.whiteColor
                        blueColor: root.blueColor
                        width: boardArea.cell
                        height: boardArea.cell
                        x: (root.flipped ? controller.columns - 1 - col : col) * boardArea.cell
                        y: (root.flipped ? row : controller.rows - 1 - row) * boardArea.cell
                        onClicked: index => controller.clickSquare(index)
                    }
                }

                // While the dice of a deciding roll tumble, the battle's two stacks as they
                // were (the squares under them masked: the engine has already moved them);
                // once the dice land, the winner moves on and a captured ship slides under
                // it, a beaten ship that retreats fades (helper 19 saw the outcome before the
                // dice landed).
                component Ghost: GwShip {
                    id: ghost

                    property real toX: 0
                    property real toY: 0
                    property real toScale: 1
                    property real toOpacity: 1

                    // The top left corner of a square's disc, as the square delegates place it.
                    function discX(square: int): real {
                        const col = square % controller.columns;
                        return (root.flipped ? controller.columns - 1 - col : col) * boardArea.cell + (boardArea.cell - ghost.width) / 2;
                    }
                    function discY(square: int): real {
                        const row = Math.floor(square / controller.columns);
                        return (root.flipped ? row : controller.rows - 1 - row) * boardArea.cell + (boardArea.cell - ghost.height) / 2;
                    }
                    function show(square: int, side: int, powerUps: int) {
                        ghost.side = side;
                        ghost.powerUps = powerUps;
                        ghost.x = ghost.discX(square);
                        ghost.y = ghost.discY(square);
                        ghost.scale = 1;
                        ghost.opacity = 1;
                        ghost.visible = true;
                    }
                    function hide() {
                        ghost.visible = false;
                    }
                    // After the dice land: to `square` (-1: where it is), scaled and faded.
                    function moveTo(square: int, scale: real, opacity: real) {
                        ghost.toX = square >= 0 ? ghost.discX(square) : ghost.x;
                        ghost.toY = square >= 0 ? ghost.discY(square) : ghost.y;
                        ghost.toScale = scale;
                        ghost.toOpacity = opacity;
                        ghostMove.restart();
                    }

                    z: 5
                    visible: false
                    width: boardArea.cell * 0.7
                    height: width
                    cell: boardArea.cell
                    whiteColor: root.whiteColor
                    blueColor: root.blueColor

                    SequentialAnimation {
                        id: ghostMove

                        PauseAnimation {
                            duration: 640 // the dice land first
                        }
                        ParallelAnimation {
                            NumberAnimation {
                                target: ghost
                                property: "x"
                                to: ghost.toX
                                duration: 450
                                easing.type: Easing.InOutQuad
                            }
                            NumberAnimation {
                                target: ghost
                                property: "y"
                                to: ghost.toY
                                duration: 450
                                easing.type: Easing.InOutQuad
                            }
                            NumberAnimation {
                                target: ghost
                                property: "scale"
                                to: ghost.toScale
                                duration: 450
                            }
                            NumberAnimation {
                                target: ghost
                                property: "opacity"
                                to: ghost.toOpacity
                                duration: 450
                            }
                        }
                        ScriptAction {
                            script: ghost.hide()
                        }
                    }
                }

                Ghost {
                    id: attackerGhost

                    objectName: "gwGhostAttacker"
                }
                Ghost {
                    id: defenderGhost

                    objectName: "gwGhostDefender"
                }
                Timer {
                    id: unmaskTimer

                    interval: 640 + 450
                    onTriggered: root.maskedSquares = []
                }

                // Shows the battle `b` (a lastBattle map) as it was, then its outcome.
                function showOutcome(b: var) {
                    const attacker = b.attacker, defender = 1 - b.attacker;
                    attackerGhost.show(b.from, attacker, b.attackerPowerUps);
                    defenderGhost.show(b.target, defender, b.defenderPowerUps);
                    root.maskedSquares = [b.from, b.target, b.land];
                    if (b.winner === attacker) {
                        attackerGhost.moveTo(b.land, 1, 1);
                        if (b.capturedFrom >= 0)
                            defenderGhost.moveTo(b.land, 0.45, 1); // captured
                        else
                            defenderGhost.moveTo(-1, 1, 0); // escapes home (Escape Pod)
                    } else {
                        defenderGhost.moveTo(-1, 1, 1);
                        if (b.capturedFrom >= 0)
                            attackerGhost.moveTo(b.target, 0.45, 1); // captured (Hold the Line)
                        else
                            attackerGhost.moveTo(-1, 1, 0); // retreats
                    }
                    unmaskTimer.restart();
                }
            }
        }

        // Below the board, a strip kept for the dice (the board does not jump when a battle
        // starts; over the board it covered a home planet's row): the battle going on, else
        // the last battle, else the roll for the first turn, each side's dice with its sum.
        // Dice just rolled tumble for a moment (GwController::diceRolled).
        Item {
            id: battleStrip

            objectName: "gwDiceStrip"
            Layout.fillWidth: true
            // The box's three lines (the sides, the dice, the cards played) and its margins.
            Layout.preferredHeight: Math.ceil((Theme.fontBody + Theme.fontSmall) * 1.45) + battleStrip.dieSize + 2 * Theme.spacing + 12

            readonly property string mode: (root.battle.active ?? false) ? "battle" : (root.lastBattle.seen ?? false) ? "last" : (root.startRoll.seen ?? false) ? "start" : ""
            readonly property var shown: battleStrip.mode === "battle" ? root.battle : root.lastBattle
            readonly property bool rolled: battleStrip.mode === "start" || battleStrip.mode === "last" || (root.battle.rolled ?? false)
            // The attacker (White for the first roll) on the left.
            readonly property int leftSide: battleStrip.mode === "start" ? 0 : (battleStrip.shown.attacker ?? 0)
            readonly property var leftFaces: battleStrip.facesOf(true)
            readonly property var rightFaces: battleStrip.facesOf(false)
            readonly property int leftSum: battleStrip.mode === "start" ? (root.startRoll.white ?? 0) : (battleStrip.shown.attackerSum ?? 0)
            readonly property int rightSum: battleStrip.mode === "start" ? (root.startRoll.blue ?? 0) : (battleStrip.shown.defenderSum ?? 0)
            readonly property int mostDice: Math.max(1, battleStrip.leftFaces.length, battleStrip.rightFaces.length)
            readonly property int dieSize: Math.max(10, Math.min(26, Math.floor((Math.min(battleStrip.width - 2 * Theme.spacing, 440) - 2 * Theme.spacingLarge - 70) / (2 * battleStrip.mostDice)) - 3))
            readonly property bool tumbling: rollTimer.running

            signal rollStarted

            // A side's dice: their faces once rolled, blank dice (face 0) before the roll.
            function facesOf(left: bool): var {
                if (battleStrip.mode === "start")
                    return [left ? (root.startRoll.white ?? 0) : (root.startRoll.blue ?? 0)];
                const shown = battleStrip.shown;
                if (battleStrip.rolled)
                    return (left ? shown.attackerFaces : shown.defenderFaces) ?? [];
                const count = (left ? shown.attackerDice : shown.defenderDice) ?? 0;
                return Array(Math.max(0, count)).fill(0);
            }
            function startRoll() {
                battleStrip.rollStarted();
                rollTimer.restart();
            }

            Timer {
                id: rollStart

                interval: 0
                onTriggered: battleStrip.startRoll()
            }
            Timer {
                id: rollTimer

                interval: 640 // the dice's tumble (Die.qml: 9 steps of 70 ms)
            }
            Connections {
                target: controller
                function onDiceRolled(decided: var) {
                    // Once the board shows the new dice (the signal comes before the change).
                    rollStart.restart();
                    // The computer's next move waits for the dice and the ships (a battle
                    // against the computer went by in half a second: helper 19).
                    root.session.holdComputer(decided.winner !== undefined ? 1200 : 800);
                    if (decided.winner !== undefined)
                        grid.showOutcome(decided);
                }
            }

            component SideDice: Row {
                id: sideDice

                required property var faces
                required property int side

                spacing: 3
                layoutDirection: Qt.RightToLeft

                Repeater {
                    model: sideDice.faces

                    delegate: Die {
                        id: die

                        required property var modelData

                        size: battleStrip.dieSize
                        value: die.modelData
                        color: sideDice.side === 0 ? root.whiteColor : root.blueColor
                        pipColor: sideDice.side === 0 ? "#18203a" : "#ffffff"
                        opacity: die.modelData > 0 ? 1 : 0.45

                        Connections {
                            target: battleStrip
                            function onRollStarted() {
                                die.tumble();
                            }
                        }
                    }
                }
            }

            Rectangle {
                id: battleBox

                objectName: battleStrip.mode === "battle" ? "gwBattle" : "gwDice"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                visible: battleStrip.mode !== ""
                width: Math.min(parent.width - 2 * Theme.spacing, 440)
                height: battleColumn.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: Qt.rgba(Theme.surfaceRaised.r, Theme.surfaceRaised.g, Theme.surfaceRaised.b, 0.95)
                border.color: battleStrip.mode === "battle" ? Theme.danger : Theme.border
                border.width: battleStrip.mode === "battle" ? 2 : 1

                // For a screen reader: the line and the sums in words.
                Accessible.role: Accessible.StaticText
                Accessible.name: battleHeader.text + (battleStrip.rolled && battleStrip.mode === "battle" ? " · " + battleSums.text : "")

                Column {
                    id: battleColumn

                    anchors.centerIn: parent
                    width: parent.width - 2 * Theme.spacingLarge
                    spacing: 4

                    Label {
                        id: battleHeader

                        objectName: "gwBattleHeader"
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: {
                            const last = root.lastBattle;
                            if (battleStrip.mode === "battle" || (battleStrip.mode === "last" && battleStrip.tumbling)) {
                                const shown = battleStrip.shown;
                                //: Galactic Warfare board: the battle going on. %1, %2: sides; %3, %4:
                                //: their dice, e.g. 'White attacks Blue · dice: 2 against 1'.
                                return qsTr("%1 attacks %2 · dice: %3 against %4").arg(controller.sideNames[shown.attacker ?? 0] ?? "").arg(controller.sideNames[1 - (shown.attacker ?? 0)] ?? "").arg(shown.attackerDice ?? 0).arg(shown.defenderDice ?? 0);
                            }
                            if (battleStrip.mode === "last")
                                //: Galactic Warfare board: the last battle. %1: the attacker's side, %2: its
                                //: sum, %3: its dice, %4: the defender's sum, %5: its dice, %6: the winner's
                                //: side, e.g. 'Last battle: White 9 against 4 (dice: 2 against 1), White wins'.
                                return qsTr("Last battle: %1 %2 against %4 (dice: %3 against %5), %6 wins").arg(controller.sideNames[last.attacker ?? 0]).arg(last.attackerSum ?? 0).arg(last.attackerDice ?? 0).arg(last.defenderSum ?? 0).arg(last.defenderDice ?? 0).arg(controller.sideNames[last.winner ?? 0]);
                            if (battleStrip.mode === "start")
                                //: Galactic Warfare board: the roll for the first turn. %1, %2: die faces.
                                return qsTr("First turn roll: White %1, Blue %2").arg(root.startRoll.white ?? 0).arg(root.startRoll.blue ?? 0);
                            return "";
                        }
                        color: battleStrip.mode === "battle" ? Theme.text : Theme.textMuted
                        font.bold: battleStrip.mode === "battle"
                        font.pixelSize: battleStrip.mode === "battle" ? Theme.fontBody : Theme.fontSmall
                        elide: Text.ElideRight
                    }
                    // Attacker's dice · sums · defender's dice (the sums once the dice land).
                    Item {
                        width: parent.width
                        height: battleStrip.dieSize

                        SideDice {
                            objectName: "gwDiceLeft"
                            anchors.right: battleSums.left
                            anchors.rightMargin: Theme.spacing
                            anchors.verticalCenter: parent.verticalCenter
                            faces: battleStrip.leftFaces
                            side: battleStrip.leftSide
                        }
                        Label {
                            id: battleSums

                            objectName: "gwBattleSums"
                            anchors.centerIn: parent
                            width: 56
                            horizontalAlignment: Text.AlignHCenter
                            opacity: battleStrip.rolled && !battleStrip.tumbling ? 1 : 0
                            //: Galactic Warfare board: the two sums rolled, the attacker's first
                            //: (the first roll: White's first), e.g. '9 : 4'.
                            text: qsTr("%1 : %2").arg(battleStrip.leftSum).arg(battleStrip.rightSum)
                            color: Theme.accent
                            font.pixelSize: Theme.fontLarge
                            font.bold: true

                            Behavior on opacity {
                                NumberAnimation {
                                    duration: 150
                                }
                            }
                        }
                        SideDice {
                            objectName: "gwDiceRight"
                            anchors.left: battleSums.right
                            anchors.leftMargin: Theme.spacing
                            anchors.verticalCenter: parent.verticalCenter
                            layoutDirection: Qt.LeftToRight
                            faces: battleStrip.rightFaces
                            side: 1 - battleStrip.leftSide
                        }
                    }
                    Label {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        visible: battleStrip.mode === "battle"
                        text: (root.battle.cards ?? []).join(" · ")
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                }
            }
        }
    }

    // A refused click or card says why for a moment (the engine's reason).
    Rectangle {
        id: toast

        objectName: "toast"

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

        function show(text: string) {
            toastLabel.text = text;
            toast.opacity = 1;
            toastTimer.restart();
        }

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
        }
        Timer {
            id: toastTimer

            interval: 2500
            onTriggered: toast.opacity = 0
        }
    }
}
