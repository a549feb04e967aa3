pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// A die roll as it happens: the die tumbles, lands, then the total against the resistance
// (or the coup's number) and what came of it; then the panel fades away. Rolls that come
// together (an event's roll for each player) are shown one after the other. With
// `fading` false it stays, showing the last roll.
Rectangle {
    id: panel

    required property GcController controller
    // The roll on display (a GcController.dieRolled map), {} before the first.
    property var shown: ({})
    readonly property bool hasRoll: shown.kind !== undefined
    readonly property bool busy: die.tumbling || hold.running

    property var queue: []
    property bool fading: false

    opacity: !fading || busy ? 1 : 0
    visible: opacity > 0

    Behavior on opacity {
        NumberAnimation {
            duration: 250
        }
    }

    function push(roll: var) {
        panel.queue.push(roll);
        if (!panel.busy)
            panel.next();
    }

    // The result stays a moment; less while more rolls wait.
    function holdOn() {
        hold.interval = panel.queue.length > 0 ? 800 : 1600;
        hold.restart();
    }

    function next() {
        if (panel.queue.length === 0)
            return;
        panel.shown = panel.queue.shift();
        result.opacity = 0;
        if (panel.shown.kind === "diplomacy") {
            reveal.restart();
            panel.holdOn();
        } else {
            die.roll(panel.shown.roll);
        }
    }

    implicitHeight: layout.implicitHeight + 2 * Theme.spacing
    implicitWidth: 220
    radius: Theme.radius
    color: panel.fading ? "#f218203a" : Theme.surfaceRaised
    border.color: hasRoll ? panel.shown.color : Theme.border
    border.width: panel.fading ? 2 : 1

    Component.onCompleted: {
        if (panel.fading)
            return;
        panel.shown = panel.controller.lastRoll;
        if (panel.hasRoll)
            die.value = panel.shown.roll > 0 ? panel.shown.roll : 1;
    }

    Connections {
        target: panel.controller

        function onDieRolled(roll: var) {
            panel.push(roll);
        }
        function onSessionChanged() {
            panel.queue = [];
            panel.shown = panel.fading ? ({}) : panel.controller.lastRoll;
        }
    }

    Timer {
        id: hold

        interval: 1600
        onTriggered: panel.next()
    }

    NumberAnimation {
        id: reveal

        target: result
        property: "opacity"
        from: 0
        to: 1
        duration: 220
    }

    RowLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        Die {
            id: die

            Layout.alignment: Qt.AlignVCenter
            size: 42
            visible: panel.shown.kind !== "diplomacy"
            opacity: panel.hasRoll ? 1 : 0.35
            onLanded: {
                reveal.restart();
                panel.holdOn();
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 1

            Label {
                Layout.fillWidth: true
                text: {
                    if (!panel.hasRoll)
                        return qsTr("No roll yet");
                    const what = {
                        //: Galaxy Command, the roll panel (the last die roll and its sum): the kind
                        //: of event rolled for (a noun).
                        "revolt": qsTr("Revolt"),
                        //: Galaxy Command, the roll panel (the last die roll and its sum): the kind
                        //: of event rolled for (a noun).
                        "invasion": qsTr("Invasion"),
                        //: Galaxy Command, the roll panel (the last die roll and its sum): the kind
                        //: of event rolled for (a noun).
                        "coup": qsTr("Military coup")
                    }[panel.shown.kind];
                    if (what === undefined || panel.shown.kind === "coup")
                        //: Galaxy Command, the roll panel (the last die roll and its sum): its
                        //: heading. %1: a player's name, e.g. 'Anna'; %2: a system, e.g. 'Sirius'.
                        return qsTr("%1 · %2").arg(panel.shown.name).arg(panel.shown.system);
                    //: Galaxy Command, the roll panel (the last die roll and its sum): its heading.
                    //: %1: a player's name, e.g. 'Anna'; %2: 'Revolt' or 'Invasion'; %3: a system,
                    //: e.g. 'Sirius'.
                    return qsTr("%1 · %2 · %3").arg(panel.shown.name).arg(what).arg(panel.shown.system);
                }
                color: panel.hasRoll ? panel.shown.color : Theme.textMuted
                font.pixelSize: Theme.fontSmall
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Item {
                id: result

                Layout.fillWidth: true
                implicitHeight: resultColumn.implicitHeight
                visible: panel.hasRoll

                ColumnLayout {
                    id: resultColumn

                    width: parent.width
                    spacing: 0

                    Label {
                        Layout.fillWidth: true
                        text: {
                            const r = panel.shown;
                            if (r.kind === "diplomacy")
                                return qsTr("Interstellar Diplomacy: no roll needed");
                            if (r.kind === "coup")
                                //: Galaxy Command, the roll panel (the last die roll and its sum):
                                //: %1: the die roll; %2: the roll needed.
                                return qsTr("Rolled %1: the coup needs %2 or more").arg(r.roll).arg(r.target);
                            //: Galaxy Command, the roll panel (the last die roll and its sum): %1:
                            //: the die roll; %2: 'military' or 'force' (the bonus's name); %3: the
                            //: bonus; %4: the total; %5: the resistance to beat, e.g. '4 + military
                            //: 2 = 6 against 5'.
                            return qsTr("%1 + %2 %3 = %4 against %5").arg(r.roll).arg(r.bonusLabel).arg(r.bonus)
                                .arg(r.total).arg(r.target);
                        }
                        font.pixelSize: Theme.fontSmall
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        Layout.fillWidth: true
                        text: panel.hasRoll ? panel.shown.headline : ""
                        wrapMode: Text.WordWrap
                        // Smaller where a long word does not fit ("ANGESCHLOSSEN").
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: Theme.fontSmall
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        font.capitalization: Font.AllUppercase
                        color: panel.shown.good ? "#3bb273" : Theme.danger
                    }
                }
            }
        }
    }
}
