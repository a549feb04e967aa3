pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// A combat (6.2): every side's attack score and ships; the side taking losses picks its
// casualties one at a time and sees what is left to absorb.
Rectangle {
    id: dialog

    required property GodController controller

    objectName: "combatDialog"
    width: Math.min(parent.width - 40, 620)
    height: Math.min(parent.height - 40, content.implicitHeight + 32)
    radius: 8
    color: Qt.rgba(Theme.surface.r, Theme.surface.g, Theme.surface.b, 0.94)
    border.color: "#ff4d4d"
    border.width: 2

    // Clicks must not reach the board underneath.
    MouseArea {
        anchors.fill: parent
    }

    // The keyboard (issue 12): when the viewer must pick a casualty, the first ship it may
    // pick takes the focus; the arrows move it between the ships of a side (Tab to the other
    // side), Enter or Space picks.
    readonly property bool choosing: dialog.controller.myDecision
    onChoosingChanged: {
        if (dialog.choosing)
            focusLater.restart();
    }
    Component.onCompleted: {
        if (dialog.choosing)
            focusLater.restart();
    }
    // Once the fighters are there (the next turn of the event loop).
    Timer {
        id: focusLater

        interval: 0
        onTriggered: dialog.focusChoice()
    }
    function fightersUnder(item: Item): list<Item> {
        let out = [];
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i];
            if (child.boardSpot === true)
                out.push(child);
            else
                out = out.concat(dialog.fightersUnder(child));
        }
        return out;
    }
    function focusChoice() {
        if (!dialog.choosing)
            return;
        const fighters = dialog.fightersUnder(content);
        const focused = fighters.find(f => f.activeFocus);
        if (focused && focused.available)
            return;
        const first = fighters.find(f => f.available && f.visible);
        if (first)
            first.forceActiveFocus(Qt.OtherFocusReason);
    }

    // Every text wraps (long translations, a narrow window); when the window is too low
    // for every ship, the dialog scrolls.
    Flickable {
        id: scroller

        anchors.fill: parent
        anchors.margins: 16
        contentWidth: width
        contentHeight: content.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content

            objectName: "combatContent"
            width: scroller.width
            spacing: 10

            Label {
                Layout.fillWidth: true
                //: Galaxy of D, the combat dialog: its title (a noun).
                text: qsTr("Combat")
                color: Theme.text
                font.pixelSize: 20
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                text: dialog.controller.prompt
                color: dialog.controller.myDecision ? Theme.accent : Theme.textMuted
                wrapMode: Text.WordWrap
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 12

                Repeater {
                    model: dialog.controller.fightSides

                    delegate: ColumnLayout {
                        id: sideColumn

                        required property var modelData

                        Layout.fillWidth: true
                        Layout.preferredWidth: 1 // the sides share the width equally
                        Layout.alignment: Qt.AlignTop
                        spacing: 4

                        BoardNavigator {
                            id: fighterKeys

                            container: sideColumn
                        }

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 6

                            SideEmblem {
                                gameId: "galaxy-of-d"
                                seat: sideColumn.modelData.side
                                font.pixelSize: 16
                            }
                            Label {
                                Layout.fillWidth: true
                                text: sideColumn.modelData.name
                                wrapMode: Text.WordWrap
                                color: Theme.seat(sideColumn.modelData.color)
                                font.bold: true
                                font.pixelSize: 16
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: sideColumn.modelData.starbase
                                  //: Galaxy of D, the combat dialog: a side's attack. %1: a number.
                                  //: Starbase: the game's term, a side's home base, which fights
                                  //: too.
                                  ? qsTr("Attack score %1 (Starbase included)").arg(sideColumn.modelData.attack)
                                  //: Galaxy of D, the combat dialog: a side's attack. %1: a number.
                                  : qsTr("Attack score %1").arg(sideColumn.modelData.attack)
                            color: Theme.text
                        }
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            //: Galaxy of D, the combat dialog: the enemy's attack points still to
                            //: be taken by ships. %1: a number.
                            text: qsTr("Left to absorb: %1").arg(sideColumn.modelData.incoming)
                            color: sideColumn.modelData.incoming > 0 ? "#ff7a59" : "#6f7aa0"
                        }
                        Repeater {
                            model: dialog.controller.fighters

                            delegate: Rectangle {
                                id: fighter

                                required property int index
                                required property string ship
                                required property string name
                                required property int side
                                required property bool cargo
                                required property bool selected
                                required property bool destroyed
                                required property bool available
                                required property int attack
                                required property int armor
                                required property int typeIndex

                                visible: side === sideColumn.modelData.side
                                Layout.fillWidth: true
                                Layout.preferredHeight: visible ? Math.max(38, fighterRow.implicitHeight + 8) : 0
                                radius: 5
                                color: fighter.available && hover.hovered ? "#3a2a2a" : "#1b2238"
                                border.color: fighter.available ? Theme.accent : Theme.border
                                opacity: fighter.destroyed ? 0.45 : 1

                                HoverHandler {
                                    id: hover
                                }

                                readonly property bool boardSpot: true
                                function activate() {
                                    if (fighter.available)
                                        dialog.controller.chooseCasualty(fighter.typeIndex, fighter.cargo);
                                }
                                activeFocusOnTab: fighterKeys.isTabStop(fighter)
                                Keys.onPressed: event => fighterKeys.keyPressed(fighter, event)
                                onActiveFocusChanged: fighterKeys.focusChanged(fighter)
                                KeyboardRing {}
                                Accessible.role: Accessible.Button
                                Accessible.name: fighterLabel.text + (stateLabel.text === "" ? "" : ", " + stateLabel.text)
                                Accessible.onPressAction: fighter.activate()

                                RowLayout {
                                    id: fighterRow

                                    anchors.left: parent.left
                                    anchors.right: parent.right
                                    anchors.verticalCenter: parent.verticalCenter
                                    anchors.margins: 4
                                    spacing: 6
                                    Image {
                                        Layout.preferredWidth: 28
                                        Layout.preferredHeight: 28
                                        sourceSize.width: 56
                                        sourceSize.height: 56
                                        // `dialog` is gone while a combat's end takes the
                                        // dialog down and its fighters change (seen in the soak).
                                        source: dialog ? dialog.controller.shipArt(fighter.ship, fighter.side) : ""
                                    }
                                    Label {
                                        id: fighterLabel

                                        Layout.fillWidth: true
                                        //: Galaxy of D, the combat dialog: a ship. %1: its type,
                                        //: e.g. 'Cruiser'; %2: its attack; %3: its armor (the
                                        //: game's terms).
                                        text: qsTr("%1 · attack %2 · armor %3").arg(fighter.name)
                                              .arg(fighter.attack).arg(fighter.armor)
                                        color: Theme.text
                                        font.strikeout: fighter.destroyed
                                        wrapMode: Text.WordWrap
                                    }
                                    Label {
                                        id: stateLabel

                                        visible: text !== ""
                                        //: Galaxy of D, the combat dialog: a ship's state:
                                        //: destroyed in this combat (a past participle). Short.
                                        text: fighter.destroyed ? qsTr("destroyed")
                                            //: Galaxy of D, the combat dialog: a ship's state: it
                                            //: takes the enemy's fire (a verb, third person).
                                            //: Short.
                                            : fighter.selected ? qsTr("absorbs")
                                            : ""
                                        color: fighter.destroyed ? "#ff4d4d" : "#3fd0c0"
                                        font.pixelSize: 12
                                    }
                                }
                                TapHandler {
                                    enabled: fighter.available
                                    onTapped: fighter.activate()
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
