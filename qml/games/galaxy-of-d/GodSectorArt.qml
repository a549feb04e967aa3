pragma ComponentBehavior: Bound

import QtQuick
import Starboard

// The pictures on one sector's hex (GodGrid draws the hexes and takes the clicks): its
// Thing or Starbase with the Starbase's armor, and each side's top ship with the stack's
// size. Made only for the sectors that have some (controller.sectorArt).
Item {
    id: sector

    required property real cx
    required property real cy
    required property string thing
    required property int starbase
    required property int armor
    required property var stacks
    required property GodController controller
    required property real radius

    x: cx - radius
    y: cy - radius
    width: radius * 2
    height: radius * 2

    // The Thing (planet, asteroid, Spaceport) or the Starbase, centred, and the Starbase's
    // armor: made only where there is one (Repeaters of one).
    Repeater {
        model: sector.thing.length > 0 || sector.starbase >= 0 ? 1 : 0

        Item {
            anchors.fill: parent

            Image {
                anchors.centerIn: parent
                width: sector.radius * 1.15
                height: width
                sourceSize.width: 96
                sourceSize.height: 96
                asynchronous: true // the first of each picture is rasterised off the GUI thread
                opacity: sector.stacks.length > 0 ? 0.55 : 1
                source: sector.starbase === 0 ? "qrc:/art/galaxy-of-d/starbase-redog.svg"
                      : sector.starbase === 1 ? "qrc:/art/galaxy-of-d/starbase-cynder.svg"
                      : "qrc:/art/galaxy-of-d/things/" + sector.thing + ".svg"
            }

            // Starbase armor
            Repeater {
                model: sector.starbase >= 0 ? 1 : 0

                Rectangle {
                    // By the sector's size, not the parent's: the parent is gone while a
                    // Starbase's picture goes (the row leaves controller.sectorArt).
                    x: (sector.width - width) / 2
                    y: sector.radius * 0.12
                    width: armorRow.implicitWidth + 8
                    height: armorRow.implicitHeight + 2
                    radius: 3
                    color: sector.controller.sideColor(sector.starbase)
                    Row {
                        id: armorRow

                        anchors.centerIn: parent
                        spacing: 2

                        // The side's emblem: told apart by more than colour (issue 12).
                        Text {
                            text: GameCatalog.sideEmblem("galaxy-of-d", sector.starbase)
                            color: "white"
                            font.pixelSize: Theme.fontSmall
                        }
                        Text {
                            id: armorLabel

                            text: sector.armor
                            color: "white"
                            // The small type's size (the board's hexes have a fixed radius): a
                            // size of its own was one more font engine before the first frame.
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                        }
                    }
                }
            }
        }
    }

    // The stacks: each side's top ship with the stack size.
    Repeater {
        model: sector.stacks.length > 0 ? 1 : 0

        Row {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: sector.radius * 0.18
            spacing: -sector.radius * 0.15

            Repeater {
                model: sector.stacks

                delegate: Item {
                    id: stackItem

                    required property var modelData

                    width: sector.radius * 0.95
                    height: width

                    Image {
                        anchors.fill: parent
                        sourceSize.width: 80
                        sourceSize.height: 80
                        // The first of each picture is rasterised off the GUI thread (later
                        // ones come from the pixmap cache at once).
                        asynchronous: true
                        source: sector.controller.shipArt(stackItem.modelData.top, stackItem.modelData.side)
                    }
                    Image {
                        visible: stackItem.modelData.cargo
                        anchors.left: parent.left
                        anchors.top: parent.top
                        width: stackItem.width * 0.4
                        height: width
                        sourceSize.width: 32
                        sourceSize.height: 32
                        asynchronous: true
                        source: stackItem.modelData.cargo ? "qrc:/art/galaxy-of-d/ships/cargo.svg" : ""
                    }
                    // The side's emblem in its colour, top right: sides are told apart by
                    // more than colour (issue 12).
                    Text {
                        anchors.right: parent.right
                        anchors.top: parent.top
                        text: GameCatalog.sideEmblem("galaxy-of-d", stackItem.modelData.side)
                        color: sector.controller.sideColor(stackItem.modelData.side)
                        style: Text.Outline
                        styleColor: "#0a0e18"
                        font.pixelSize: Theme.fontSmall
                    }
                    Rectangle {
                        visible: stackItem.modelData.count > 1
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        width: Math.max(height, countLabel.implicitWidth + 6)
                        height: sector.radius * 0.42
                        radius: height / 2
                        color: sector.controller.sideColor(stackItem.modelData.side)
                        border.color: "#0d1220"
                        Text {
                            id: countLabel

                            anchors.centerIn: parent
                            text: stackItem.modelData.count
                            color: "white"
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                        }
                    }
                }
            }
        }
    }
}
