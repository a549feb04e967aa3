pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galaxy Command board: the year and its events, the shown player's sector (distant
// systems above the near ones), the event card and the last die roll beside it, the home
// and technology mats below, and the buttons of the decision at hand. At the end, the
// score sheet takes the mats' place. Every rule is the engine's: this view shows
// GcController's models and sends clicks to it.
Item {
    id: root

    required property GameSession session

    // The contract with the game screen (phase track, side panels, rules, summary).
    readonly property var phaseNames: controller.phaseNames
    readonly property int phaseIndex: controller.phaseIndex
    readonly property string prompt: controller.prompt
    readonly property string summary: controller.summary
    readonly property string headline: controller.resultTitle
    // Each seat's panel gets the controller as an initial value (panelProperties).
    readonly property var panelProperties: ({
            "controller": controller
        })
    property Component playerPanel: Component {
        GcPlayerPanel {}
    }
    property Component rulesPage: Component {
        GcRules {}
    }

    implicitWidth: 900
    implicitHeight: 640

    // A choice among a few, as the phase track shows phases: a pill, gold when current.
    component Pill: Label {
        id: pill

        property bool current: false
        property color mark: "transparent"
        // The words (what a screen reader says) and an optional emblem shown before them.
        property string label
        property string emblem

        text: pill.emblem === "" ? pill.label : pill.emblem + " " + pill.label

        signal clicked

        font.pixelSize: Theme.fontSmall
        font.bold: current
        color: current ? Theme.accentInk : Theme.text
        leftPadding: Theme.spacing + 2
        rightPadding: Theme.spacing + 2
        topPadding: 4
        bottomPadding: 4
        background: Rectangle {
            radius: height / 2
            color: pill.current ? Theme.accent : pillHover.hovered ? Theme.surfaceHover : Theme.surfaceRaised
            border.color: pill.mark.a > 0 ? pill.mark : Theme.border
            border.width: pill.mark.a > 0 ? 2 : 1
        }

        HoverHandler {
            id: pillHover

            cursorShape: Qt.PointingHandCursor
        }
        TapHandler {
            onTapped: pill.clicked()
        }
        // The keyboard (issue 12): in the Tab chain, Enter or Space picks it.
        activeFocusOnTab: true
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                pill.clicked();
                event.accepted = true;
            }
        }
        KeyboardRing {}
        Accessible.role: Accessible.PageTab
        Accessible.name: pill.label
        Accessible.selected: pill.current
        Accessible.onPressAction: pill.clicked()
    }

    GcController {
        id: controller

        session: root.session
        onMessageChanged: {
            if (controller.message.length > 0)
                toast.show(controller.message);
        }
        onNotice: text => toast.show(text)
        onEventRevealed: card => {
            eventCard.flipIn();
            const effect = card.effects[controller.viewSeat];
            if (effect && effect.affected)
                //: Galaxy Command board: a notice shown briefly. %1: an event card's name, e.g.
                //: 'Strike'; %2: its effect, e.g. 'Player 2: +2 metal'.
                toast.show(qsTr("%1: %2").arg(card.name).arg(effect.text));
        }
    }

    // The size of a card's square: as large as the board allows, within bounds.
    readonly property real gap: Theme.spacing
    readonly property real contentWidth: Math.max(300, flick.width - 2 * Theme.spacing)
    readonly property real eventWidth: Math.max(180, Math.min(240, contentWidth * 0.3))
    readonly property real cell: {
        const byWidth = (contentWidth - eventWidth - Theme.spacingLarge - 2 * gap) / 3;
        const below = controller.gameOver ? scoreSheet.implicitHeight
                                          : compact ? Math.max(homeMat.implicitHeight, techMat.implicitHeight) + matTabs.implicitHeight + Theme.spacing
                                                    : Math.max(homeMat.implicitHeight, techMat.implicitHeight);
        const byHeight = (flick.height - below - sectorTitle.implicitHeight - 4 * Theme.spacing - 2 * gap) / 3;
        return Math.max(controller.gameOver ? 64 : 88, Math.min(150, byWidth, byHeight));
    }
    // A narrow board shows one mat at a time: the technologies in the build step, else the
    // home mat, unless the player picks the other.
    readonly property bool compact: contentWidth < 540
    property string matPicked: ""
    readonly property bool techShown: matPicked === "" ? controller.phase === "build" && controller.myDecision : matPicked === "tech"
    readonly property string phase: controller.phase

    onPhaseChanged: matPicked = ""
    // On a narrow board, the mat of the step comes into view by itself (once laid out).
    onTechShownChanged: {
        if (root.compact && root.matPicked === "")
            scrollLater.restart();
    }

    Timer {
        id: scrollLater

        interval: 100
        running: true // at first, too
        onTriggered: {
            // Not while a die rolls over the sector: the player watches it first.
            if (rollPanel.busy) {
                scrollLater.restart();
                return;
            }
            if (root.compact && (root.techShown || flick.contentY > 0))
                scrollToMats.restart();
        }
    }
    // A die rolls: a small board scrolls it into view (the mats wait, see scrollLater).
    function showRoll() {
        const top = rollPanel.mapToItem(flick.contentItem, 0, 0).y - Theme.spacing;
        const bottom = top + rollPanel.height + 2 * Theme.spacing;
        let target = flick.contentY;
        if (bottom > target + flick.height)
            target = bottom - flick.height;
        if (top < target)
            target = top;
        target = Math.max(0, Math.min(target, flick.contentHeight - flick.height));
        if (target === flick.contentY)
            return;
        scrollToMats.stop();
        scrollToRoll.to = target;
        scrollToRoll.restart();
    }

    NumberAnimation {
        id: scrollToRoll

        target: flick
        property: "contentY"
        duration: 200
        easing.type: Easing.InOutQuad
    }
    NumberAnimation {
        id: scrollToMats

        target: flick
        property: "contentY"
        to: root.techShown ? Math.max(0, flick.contentHeight - flick.height) : 0
        duration: 300
        easing.type: Easing.InOutQuad
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // ---- Where the game stands: the year, its events, the round; the players -------
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: header.implicitHeight + 2 * Theme.spacing
            color: Theme.surface
            radius: Theme.radius

            Flow {
                id: header

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.margins: Theme.spacing
                spacing: Theme.spacing

                Label {
                    height: 26
                    verticalAlignment: Text.AlignVCenter
                    //: Galaxy Command board: a heading above the event cards (capitals). %1: the
                    //: year (round) of the game, 1 or 2.
                    text: qsTr("YEAR %1").arg(controller.year)
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    font.letterSpacing: 1
                    color: Theme.accentInk
                    leftPadding: Theme.spacing
                    rightPadding: Theme.spacing
                    background: Rectangle {
                        radius: Theme.radiusSmall
                        color: Theme.accent
                    }
                }
                Label {
                    height: 26
                    verticalAlignment: Text.AlignVCenter
                    text: {
                        if (controller.gameOver)
                            return qsTr("No events left: the game is over");
                        if (root.compact)
                            //: Galaxy Command board: the status of the event deck, short form for a
                            //: narrow window. %n: event cards left; %1: this round; %2: all rounds,
                            //: e.g. '3 event(s) left · round 2/6'.
                            return qsTr("%n event(s) left · round %1/%2", "", controller.eventsLeft)
                                    .arg(controller.round).arg(controller.rounds);
                        //: Galaxy Command board: the status of the event deck. %n: event cards
                        //: left; %1: this round; %2: all rounds.
                        return qsTr("%n event(s) left this year · round %1 of %2", "", controller.eventsLeft)
                                .arg(controller.round).arg(controller.rounds);
                    }
                    font.pixelSize: Theme.fontBody
                    color: Theme.text
                }
                Label {
                    visible: controller.numPlayers > 1
                    height: 26
                    verticalAlignment: Text.AlignVCenter
                    //: Galaxy Command board: the Empire's progress, short form for a narrow window.
                    //: %1: distant systems aligned; %2: the number needed, e.g. 'Empire: 2/5
                    //: distant'.
                    text: (root.compact ? qsTr("Empire: %1/%2 distant") : /*: Galaxy Command board: the Empire's progress (all players together). %1: distant systems aligned; %2: the number needed to win. */ qsTr("Empire: %1 of %2 distant systems aligned"))
                          .arg(controller.alignedDistant).arg(controller.distantToWin)
                    ToolTip.visible: empireHover.hovered
                    //: Galaxy Command board: a tool tip. %1: the number of distant systems needed,
                    //: e.g. 5.
                    ToolTip.text: qsTr("All players win together when %1 distant systems are aligned in their sectors at the end.")
                                  .arg(controller.distantToWin)

                    HoverHandler {
                        id: empireHover
                    }
                    font.pixelSize: Theme.fontBody
                    font.bold: controller.alignedDistant >= controller.distantToWin
                    color: controller.alignedDistant >= controller.distantToWin ? "#3bb273" : Theme.textMuted
                }
                // The sectors of the players, to look at (multiplayer).
                Repeater {
                    model: controller.numPlayers > 1 ? controller.players : null

                    delegate: Pill {
                        id: tab

                        required property int index
                        required property string name
                        required property color seatColor
                        required property bool shown
                        required property bool viewer

                        height: 26
                        verticalAlignment: Text.AlignVCenter
                        current: tab.shown
                        mark: Theme.seat(tab.seatColor)
                        // The seat's emblem first: seats differ by more than colour (issue 12).
                        emblem: GameCatalog.sideEmblem("galaxy-command", tab.index)
                        //: Galaxy Command board: a tab with a player's name. %1: the name, e.g.
                        //: 'Anna (you)'. Keep it short.
                        label: tab.viewer ? qsTr("%1 (you)").arg(tab.name) : tab.name
                        onClicked: controller.showSeat(tab.index)
                        ToolTip.visible: tabHover.hovered
                        //: Galaxy Command board: a tab's tool tip. %1: a player's name, e.g.
                        //: 'Anna'.
                        ToolTip.text: qsTr("Show the sector and mats of %1").arg(tab.name)

                        HoverHandler {
                            id: tabHover
                        }
                    }
                }
            }
        }

        // ---- The sector, the event and the die; the mats -----------------------------
        Flickable {
            id: flick

            objectName: "boardScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: Theme.spacing
            contentWidth: width
            contentHeight: content.implicitHeight + Theme.spacing
            boundsBehavior: Flickable.StopAtBounds
            clip: true
            ScrollBar.vertical: ScrollBar {}

            ColumnLayout {
                id: content

                x: Theme.spacing
                width: root.contentWidth
                spacing: Theme.spacing

                RowLayout {
                    Layout.alignment: Qt.AlignHCenter
                    spacing: Theme.spacingLarge

                    ColumnLayout {
                        spacing: 2

                        Label {
                            id: sectorTitle

                            text: controller.shownSeat === controller.viewSeat
                                  //: Galaxy Command board: the heading of the viewer's own cards,
                                  //: the player's part of the galaxy (sector: the game's term).
                                  //: Short.
                                  ? (controller.numPlayers > 1 ? qsTr("Your sector") : qsTr("Your sector of the Empire"))
                                  //: Galaxy Command board: the heading of another player's cards.
                                  //: %1: a player's name, e.g. 'Anna'.
                                  : qsTr("Sector of %1").arg(controller.shownName)
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            font.capitalization: Font.AllUppercase
                            font.letterSpacing: 1
                            color: controller.numPlayers > 1 ? controller.shownColor : Theme.textMuted
                        }
                        GcSector {
                            id: sector

                            objectName: "sector"
                            controller: controller
                            cellSize: root.cell
                            gap: root.gap

                            // The die, over the sector while it rolls.
                            GcRollPanel {
                                id: rollPanel

                                objectName: "rollPanel"
                                anchors.horizontalCenter: parent.horizontalCenter
                                anchors.bottom: parent.bottom
                                anchors.bottomMargin: root.cell * 0.35
                                width: Math.min(parent.width, 300)
                                z: 10
                                fading: true
                                controller: controller
                                onBusyChanged: {
                                    if (busy)
                                        root.showRoll();
                                }
                            }
                        }
                    }

                    ColumnLayout {
                        Layout.preferredWidth: root.eventWidth
                        Layout.preferredHeight: sector.implicitHeight
                        Layout.alignment: Qt.AlignBottom
                        spacing: Theme.spacing

                        GcEventCard {
                            id: eventCard

                            readonly property var cards: controller.eventCards

                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            card: cards.length > 0 ? cards[cards.length - 1] : ({})
                            earlier: cards.slice(0, -1).map(c => c.name)
                            eventsLeft: controller.eventsLeft
                            year: controller.year
                        }
                    }
                }

                Row {
                    id: matTabs

                    Layout.alignment: Qt.AlignHCenter
                    visible: root.compact && !controller.gameOver
                    spacing: Theme.spacingSmall

                    Pill {
                        current: !root.techShown
                        //: Galaxy Command board: a tab: the player's home mat (the game's term: the
                        //: board of storage, production and military). Short.
                        label: qsTr("Home mat")
                        onClicked: root.matPicked = "home"
                    }
                    Pill {
                        current: root.techShown
                        //: Galaxy Command board: a tab: the player's technology mat (a noun,
                        //: plural). Short.
                        label: qsTr("Technologies")
                        onClicked: root.matPicked = "tech"
                    }
                }

                GridLayout {
                    id: mats

                    Layout.fillWidth: true
                    visible: !controller.gameOver
                    columns: root.compact ? 1 : 2
                    columnSpacing: Theme.spacing
                    rowSpacing: Theme.spacing

                    GcHomeMat {
                        id: homeMat

                        Layout.fillWidth: true
                        Layout.minimumWidth: root.compact ? 0 : 270
                        Layout.fillHeight: true
                        visible: !root.compact || !root.techShown
                        controller: controller
                    }
                    GcTechMat {
                        id: techMat

                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        visible: !root.compact || root.techShown
                        controller: controller
                    }
                }

                GcScoreSheet {
                    id: scoreSheet

                    Layout.fillWidth: true
                    Layout.maximumWidth: 640
                    Layout.alignment: Qt.AlignHCenter
                    visible: controller.gameOver
                    controller: controller
                }
            }
        }

        // ---- The decision at hand --------------------------------------------------------
        // Always as high (two lines of prompt over a row of buttons), so that the sector
        // above keeps its place and size from one step to the next; a longer prompt is set
        // smaller rather than cut off.
        Rectangle {
            id: decisionBar

            objectName: "decisionBar"
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacingSmall
            Layout.preferredHeight: promptLabel.height + bar.height + 3 * Theme.spacing
            color: Theme.surface
            radius: Theme.radius

            FontMetrics {
                id: promptMetrics

                font.pixelSize: Theme.fontBody
                font.bold: true
            }

            Label {
                id: promptLabel

                objectName: "prompt"
                x: Theme.spacing
                y: Theme.spacing
                width: parent.width - 2 * Theme.spacing
                height: Math.ceil(2 * promptMetrics.height) + 2
                text: controller.prompt
                wrapMode: Text.WordWrap
                fontSizeMode: Text.Fit
                minimumPixelSize: 10
                verticalAlignment: Text.AlignVCenter
                color: controller.myDecision || controller.gameOver ? Theme.accent : Theme.textMuted
                font.pixelSize: Theme.fontBody
                font.bold: controller.myDecision || controller.gameOver
            }

            // The keyboard stays in the row when its focused button goes (issue 12).
            FocusKeeper {
                row: bar
            }

            RowLayout {
                id: bar

                x: Theme.spacing
                y: promptLabel.y + promptLabel.height + Theme.spacing
                width: parent.width - 2 * Theme.spacing
                height: 36
                spacing: Theme.spacing

                Item {
                    Layout.fillWidth: true
                }
                ActionButton {
                    visible: controller.shownSeat !== controller.viewSeat
                    //: Galaxy Command board: a button that shows the viewer's own cards again after
                    //: looking at another player's (sector: the game's term). Short.
                    text: qsTr("Back to my sector")
                    onClicked: controller.showSeat(-1)
                }
                ActionButton {
                    visible: controller.phase === "action" && controller.myDecision
                    //: Galaxy Command board: a button: do nothing on the first step of the turn
                    //: (neither explore nor conquer): 'bide time' is the game's term. Short.
                    text: qsTr("Bide time")
                    suggested: controller.hintButton === "bide"
                    onClicked: controller.bide()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Explore and attack nothing this turn: no risk, no new system.")
                }
                ActionButton {
                    visible: controller.phase === "trade" && controller.myDecision
                    enabled: controller.canTradeMetal
                    //: Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2:
                    //: numbers, e.g. '2 metal → 1 wealth'. Short.
                    text: qsTr("%1 metal → %2 wealth").arg(controller.commerceGive).arg(controller.commerceGet)
                    suggested: controller.hintButton === "trade0"
                    onClicked: controller.trade(0)
                }
                ActionButton {
                    visible: controller.phase === "trade" && controller.myDecision
                    enabled: controller.canTradeWealth
                    //: Galaxy Command board: a trade button (Interspecies Commerce). %1 and %2:
                    //: numbers, e.g. '2 wealth → 1 metal'. Short.
                    text: qsTr("%1 wealth → %2 metal").arg(controller.commerceGive).arg(controller.commerceGet)
                    suggested: controller.hintButton === "trade1"
                    onClicked: controller.trade(1)
                }
                ActionButton {
                    visible: controller.phase === "trade" && controller.myDecision
                    //: Galaxy Command board: a button: skip the trade (a noun phrase). Short.
                    text: qsTr("No trade")
                    primary: true
                    suggested: controller.hintButton === "noTrade"
                    onClicked: controller.noTrade()
                }
                ActionButton {
                    visible: controller.phase === "build" && controller.myDecision
                    enabled: controller.canBuild
                    //: Galaxy Command board: a button (a verb phrase): build military strength, +1.
                    //: Short.
                    text: qsTr("Build military")
                    suggested: controller.hintButton === "build"
                    onClicked: controller.buildMilitary()
                    ToolTip.visible: hovered
                    ToolTip.text: controller.canBuild
                                  //: Galaxy Command board: a tool tip of the 'Build military'
                                  //: button. %1 and %2: numbers.
                                  ? qsTr("+1 military strength for %1 metal and %2 wealth.").arg(controller.militaryMetalCost).arg(controller.militaryWealthCost)
                                  : controller.buildReason
                }
                ActionButton {
                    visible: controller.phase === "build" && controller.myDecision
                    //: Galaxy Command board: a button (a verb phrase). Short.
                    text: qsTr("End turn")
                    primary: true
                    suggested: controller.hintButton === "endTurn"
                    onClicked: controller.endTurn()
                }
            }
        }
    }

    // Short messages: refusals, collecting, the events' effect on you.
    Rectangle {
        id: toast

        objectName: "toast"

        // Messages that come together stay together (the last four).
        function show(text: string) {
            const lines = toast.opacity > 0 ? toastLabel.text.split("\n") : [];
            lines.push(text);
            toastLabel.text = lines.slice(-4).join("\n");
            toast.opacity = 1;
            toastTimer.restart();
        }

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: decisionBar.height + Theme.spacing
        width: Math.min(parent.width - 40, toastLabel.implicitWidth + 32)
        height: toastLabel.implicitHeight + 16
        radius: 6
        color: Qt.rgba(Theme.surfaceRaised.r, Theme.surfaceRaised.g, Theme.surfaceRaised.b, 0.93)
        border.color: Theme.accent
        opacity: 0
        // Not over a die while it rolls (on a small board they meet): the messages follow
        // the roll.
        visible: opacity > 0 && !rollPanel.busy

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

            interval: 3500
            onTriggered: {
                if (rollPanel.busy)
                    toastTimer.restart();
                else
                    toast.opacity = 0;
            }
        }

        Connections {
            target: rollPanel

            function onBusyChanged() {
                if (!rollPanel.busy && toast.opacity > 0)
                    toastTimer.restart();
            }
        }
    }
}
