import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// A game on the home screen: its art, name, players and pitch. Featured (playable) cards
// lie wide with a "New game" button; the others stand small and dimmed.
Rectangle {
    id: card

    required property string gameId
    required property string name
    required property int minPlayers
    required property int maxPlayers
    required property bool hasChance
    required property bool hasHiddenInformation
    required property string pitch
    required property url art
    property bool featured: false

    signal newGameRequested

    function playersText(): string {
        return card.minPlayers === card.maxPlayers
                //: The home page, a game's card: the number of players the game takes. %n: the
                //: number, e.g. '1 player'.
                ? qsTr("%n player(s)", "", card.minPlayers)
                //: The home page, a game's card: the number of players the game takes. %1: the
                //: fewest; %n: the most, e.g. '1–4 players'.
                : qsTr("%1–%n players", "", card.maxPlayers).arg(card.minPlayers);
    }

    implicitHeight: card.featured ? featuredRow.implicitHeight + 2 * Theme.spacingLarge
                                  : smallColumn.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.surfaceRaised
    border.color: hover.hovered && card.featured ? Theme.borderStrong : Theme.border
    border.width: Theme.borderWidth

    HoverHandler {
        id: hover
    }

    RowLayout {
        id: featuredRow

        visible: card.featured
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.margin

        ArtImage {
            Layout.preferredWidth: Math.min(400, card.width * 0.42)
            Layout.preferredHeight: Layout.preferredWidth * 9 / 16
            Layout.alignment: Qt.AlignTop
            source: card.art
            title: card.name
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: card.name
                font.pixelSize: Theme.fontDisplay
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                Layout.fillWidth: true
                //: The home page, a game's card: a line of facts. %1: the players, e.g. '1–4
                //: players'; %2: 'dice and draws' or 'no luck'; %3: 'hidden information' or 'open
                //: information'. Keep the dots and spaces.
                text: qsTr("%1  ·  %2  ·  %3").arg(card.playersText())
                      .arg(card.hasChance ? qsTr("dice and draws") : /*: The home page, a game's card: a fact about the game: no dice and no cards drawn. Short. */ qsTr("no luck"))
                      //: The home page, a game's card: a fact about the game: the players do not
                      //: see everything (hidden cards or purchases). Short.
                      .arg(card.hasHiddenInformation ? qsTr("hidden information") : /*: The home page, a game's card: a fact about the game: everything is in view of all players. Short. */ qsTr("open information"))
                color: Theme.accent
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                text: card.pitch
                font.pixelSize: Theme.fontLarge
                color: Theme.textMuted
                wrapMode: Text.WordWrap
            }
            Item {
                Layout.fillHeight: true
                Layout.minimumHeight: Theme.spacing
            }
            ActionButton {
                //: The home page, a game's card: a button (a verb phrase: set up a new game).
                //: Short.
                text: qsTr("New game…")
                //: The home page, a game's card: what a screen reader says for the button
                //: "New game…" (there is one per game). %1: the game's name.
                Accessible.name: qsTr("New game of %1").arg(card.name)
                primary: true
                font.pixelSize: Theme.fontLarge
                onClicked: card.newGameRequested()
            }
        }
    }

    ColumnLayout {
        id: smallColumn

        visible: !card.featured
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingSmall

        ArtImage {
            Layout.fillWidth: true
            Layout.preferredHeight: width * 9 / 16
            source: card.art
            title: card.name
            dimmed: true

            Label {
                anchors.top: parent.top
                anchors.right: parent.right
                anchors.margins: Theme.spacing
                //: The home page, a game's card: a label on a game that cannot be played yet.
                //: Short.
                text: qsTr("Coming soon")
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.accentInk
                leftPadding: Theme.spacing
                rightPadding: Theme.spacing
                topPadding: 2
                bottomPadding: 2
                background: Rectangle {
                    radius: height / 2
                    color: Theme.accent
                }
            }
        }
        Label {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacingSmall
            text: card.name
            font.pixelSize: Theme.fontLarge
            font.bold: true
            elide: Text.ElideRight
        }
        Label {
            Layout.fillWidth: true
            text: card.playersText()
            font.pixelSize: Theme.fontSmall
            color: Theme.accent
        }
        Label {
            Layout.fillWidth: true
            text: card.pitch
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        // Top-aligned when the card is taller than its content (a row of cards).
        Item {
            Layout.fillHeight: true
        }
    }
}
