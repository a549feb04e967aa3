import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The rules of Galaxy Fighters in brief, beside the board: the rulebook's rules as plain
// paragraphs, Starboard's readings marked as such (RulesText.reading;
// docs/rules/galaxy-fighters.md says why each).
ScrollView {
    id: page

    implicitWidth: 560
    implicitHeight: 600
    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: page.availableWidth
        spacing: 12

        component Heading: Label {
            Layout.fillWidth: true
            Layout.topMargin: 6
            color: Theme.accent
            font.pixelSize: 18
            font.bold: true
            wrapMode: Text.WordWrap
        }

        Heading {
            //: Galaxy Fighters' rules beside the board: the title, the game's name (keep it as on
            //: the home page).
            text: qsTr("Galaxy Fighters")
            font.pixelSize: 24
        }
        RulesLegend {}
        RulesText {
            text: qsTr("Together you fly the four fighter ships of Galaxy City's districts (Rocketown, Atomville, Novaport and Astrofield) against waves of Exovon aliens. The ships take turns clockwise; with fewer than four players, players fly more than one ship.")
        }
        Heading {
            //: Galaxy Fighters' rules: a heading.
            text: qsTr("The turn")
        }
        RulesText {
            text: qsTr("Spawn: the next spawn card lands its aliens in deep space, read from the side of the ship whose turn it is. An alien that lands on another stacks on top.")
        }
        RulesText {
            text: qsTr("Command: roll the command dice and add your bonus tile. Use at least one die, one at a time: Fire destroys the closest alien ahead in your column (the top of a stack first); Move takes your ship to a free adjacent space of your own atmosphere; Special powers your weapon system, your engine or your ship's special weapon.")
        }
        RulesText {
            reading: true
            text: qsTr("The game picks which die pays for a command: a plain symbol before Fire or Special, a die before the bonus tile, so nothing is wasted.")
        }
        RulesText {
            text: qsTr("Approach: every alien facing your district moves by its speed (Yellum 1, Bluvol 2, Magentis 3), zone 1 first, left to right. When the top alien of a stack moves, the whole stack frenzies: each alien flies its own way.")
        }
        RulesText {
            text: qsTr("An alien that flies into a ship destroys it, unless the ship is shielded. The next ship of the shipyard replaces it, shielded until its next turn. An alien that leaves the board through an atmosphere takes one of that district's invader spaces; when they are full the district is invaded, and further invaders go to a neighbour.")
        }
        Heading {
            //: Galaxy Fighters' rules: a heading.
            text: qsTr("The end")
        }
        RulesText {
            text: qsTr("You lose when as many districts are invaded as the difficulty allows, or when a ship is destroyed and the shipyard is empty.")
        }
        RulesText {
            text: qsTr("The difficulty sets the spawn cards, the backup ships and the invaded districts that lose the game: Rookie 15, 3 and 3; Expert Pilot 20, 3 and 2; Ace 25, 2 and 1.")
        }
        RulesText {
            reading: true
            text: qsTr("Ace draws its spawn cards only from those with at most 7 aliens: with the whole deck, Ace could hardly be won.")
        }
        RulesText {
            reading: true
            text: qsTr("You win when the spawn deck has run out and no alien is left on the board.")
        }
    }
}
